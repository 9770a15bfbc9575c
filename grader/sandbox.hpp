/// \file
/// Running untrusted code: a student's program, its compiler, an unpacker, with limits and
/// behind a wall.
///
/// Every run gets **limits** (setrlimit, inherited by everything it starts: CPU time, address
/// space, stack, file size, open files; a wall-clock limit and an output limit enforced from
/// outside) and the **system-call filter** (syscall_filter.hpp). What stands between the run and
/// the rest of the machine depends on what the machine allows, best first:
///
///  1. **bubblewrap** (`bwrap`): new user, PID, network, IPC and UTS namespaces (no network,
///     no other process to see or signal), a read-only view of the system (`/usr`, the loader
///     cache) and of exactly the paths the run names, a private size-limited `/tmp`, and one
///     writable folder, its own. Needs user namespaces, which some containers forbid.
///  2. **other users**: where bubblewrap cannot run but the grader is root (Gradescope's
///     containers), each run that is not trusted runs as an unprivileged user of its own
///     (RunAs), in a folder that user owns; the grader makes the course's folder unreadable to
///     other users first, so hidden outputs, solutions and the kit's trusted files are out of
///     reach, and nothing outside the run's folder (and the world-writable /tmp) is writable.
///  3. **limits only**: not root and no bubblewrap. The file system is not hidden at all, so the
///     grader refuses unless told `--allow-unsandboxed`.
///
/// `STONELAB_SANDBOX=bubblewrap|other-users|limits-only` picks one (tests use it to try each);
/// `STONELAB_BWRAP` names the bwrap program when it is not on PATH.
#pragma once

#include "common/process.hpp"
#include "grader/syscall_filter.hpp"

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <sys/types.h>
#include <utility>
#include <vector>

namespace stonelab::grader {

/// Limits on one run.
struct Limits {
    std::chrono::seconds cpu{2};             ///< CPU time (SIGXCPU, then SIGKILL a second on)
    std::chrono::milliseconds wall{20'000};  ///< wall-clock time, for runs that sleep or block
    std::uint64_t memory_bytes = 512u << 20; ///< address space (RLIMIT_AS)
    std::uint64_t stack_bytes = 8u << 20;    ///< the main thread's stack
    std::uint64_t file_bytes = 1u << 20;     ///< the largest file it may write (SIGXFSZ)
    std::size_t output_bytes = 64u << 10;    ///< stdout and stderr together; then it is stopped
    std::uint64_t tmp_bytes = 16u << 20;     ///< the private /tmp (bubblewrap only)
    int open_files = 64;
    FilterFor filter = FilterFor::Tests; ///< which system calls it may not make
};

/// An unprivileged user and group to run as (the "other users" wall).
struct RunAs {
    uid_t uid;
    gid_t gid;
};

/// One program to run, and what it sees.
struct Launch {
    std::vector<std::string> command;             ///< argv; argv[0] an absolute path
    std::vector<std::filesystem::path> read_only; ///< bound read-only at the same path (bwrap)
    std::filesystem::path working_dir;            ///< writable; the run starts here
    /// The whole environment: nothing of the grader's is inherited.
    std::vector<std::pair<std::string, std::string>> environment;
    Limits limits;
    /// Descriptors the run gets at fixed numbers: {a descriptor of the grader's, its number in
    /// the run}. The sandbox closes the grader's copies once every run has started.
    std::vector<std::pair<int, int>> descriptors;
    int standard_input = -1;     ///< a descriptor to read from, or -1 for /dev/null (also closed)
    std::optional<RunAs> run_as; ///< with the "other users" wall; ignored by the others
};

/// How a run ended.
struct RunResult {
    int exit_code = -1;      ///< the exit status when it exited, else -1
    int signal = 0;          ///< the signal that ended it, else 0
    bool timed_out = false;  ///< stopped at the CPU or wall-clock limit
    bool wall_clock = false; ///< ... and it was the wall clock
    bool output_cut = false; ///< stopped because it printed more than the output limit
    std::string output;      ///< stdout and stderr, interleaved, at most the output limit
    double seconds = 0;      ///< wall-clock time
    /// CPU time, user and system, of the process and the children it waited for (behind
    /// bubblewrap, a run stopped from outside shows little of its own).
    double cpu_seconds = 0;

    bool succeeded() const { return exit_code == 0; }
};

/// Runs programs behind the best wall the machine allows.
class Sandbox {
public:
    enum class Wall {
        Bubblewrap,
        OtherUsers,
        LimitsOnly,
    };

    /// Finds the best wall here, trying each (a trial run), or the one STONELAB_SANDBOX names.
    static Sandbox detect();
    /// The limits-only wall, with the reason there is no better one.
    static Sandbox limits_only(std::string why);

    Wall wall() const { return wall_; }
    /// "bubblewrap", "other users", "limits only".
    const char* wall_name() const;
    /// Why there is no bubblewrap here ("bubblewrap is not installed: ..."), or empty.
    const std::string& why_not_bubblewrap() const { return why_not_; }

    /// Runs one program and waits for it. Throws std::runtime_error only when it cannot be
    /// started at all (no pipe, no fork).
    RunResult run(Launch launch) const;
    /// Starts all the programs at once (they may talk through descriptors they were given),
    /// and waits for every one, each with its own limits. Results in the order of `launches`.
    std::vector<RunResult> run_together(std::vector<Launch> launches) const;

private:
    Wall wall_ = Wall::LimitsOnly;
    std::string bwrap_; ///< the bwrap program, for the bubblewrap wall
    std::string why_not_;
};

} // namespace stonelab::grader
