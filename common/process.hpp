/// \file
/// Running other programs: the build (CMake), git, and the lesson programs the student's code
/// is linked into. The student's code is ours to run but not to trust to finish, so a
/// captured run has a time limit and an output limit, and says how the program ended.
#pragma once

#include <chrono>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace stonelab {

/// How a captured program ended, and what it printed (stdout and stderr, interleaved).
struct ProcessResult {
    int exit_code = -1;     ///< the exit status when it exited normally, else -1
    int signal = 0;         ///< the signal that killed it (SIGSEGV, ...), else 0
    bool timed_out = false; ///< killed at the time limit
    std::string output;
    bool output_truncated = false; ///< it printed more than the output limit

    /// It exited normally with status 0.
    bool succeeded() const { return exit_code == 0; }
};

/// Limits on a captured run.
struct RunLimits {
    std::optional<std::chrono::milliseconds> time; ///< none: wait as long as it takes
    std::size_t output_bytes = 1 << 20;            ///< output beyond this is read and dropped
};

/// Runs `command` (argv[0] found on PATH unless it has a `/`) in `directory`, with stdin from
/// /dev/null, and captures its output. Throws std::runtime_error when it cannot start.
ProcessResult run_captured(const std::vector<std::string>& command,
                           const std::filesystem::path& directory, const RunLimits& limits = {});

/// Runs `command` in `directory` on the student's own terminal (stdin, stdout and stderr
/// passed through) and waits for it. Returns how it ended as a ProcessResult with no output.
ProcessResult run_attached(const std::vector<std::string>& command,
                           const std::filesystem::path& directory);

/// The full path of program `name` on PATH, or nothing.
std::optional<std::filesystem::path> find_program(const std::string& name);

/// A signal's name in plain words: "segmentation fault", "CPU time limit", ...
std::string signal_words(int signal);

/// How a program ended, in words: "exited with status 2", "crashed (segmentation fault)", ...
std::string describe_ending(const ProcessResult& result);

} // namespace stonelab
