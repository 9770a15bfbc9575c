/// \file
/// Running untrusted code: a student's program in a bubblewrap sandbox, with limits.
///
/// `stonelab grade` compiles and runs code it has never seen. Each run gets:
///  - **a sandbox** (bubblewrap, `bwrap`): new user, PID, network, IPC and UTS namespaces, so
///    no network but loopback, no other processes to see or signal; a read-only view of the
///    system (`/usr` and the loader cache) and of exactly the folders the run needs; a private,
///    size-limited `/tmp`; everything else read-only. The only writable folder on disk is the
///    run's own working folder.
///  - **limits** (setrlimit, inherited by everything the run starts): CPU time, address space,
///    stack, file size, open files; a wall-clock limit enforced from outside; an output limit:
///    a run that prints more is stopped.
///  - **a system-call filter** (seccomp, the classic BPF program built here): a test may not
///    start processes (fork, vfork, clone without CLONE_THREAD), open sockets other than
///    Unix ones, or signal other processes. A forbidden call raises SIGSYS, which the graded
///    test program's runner reports by name (grading/runner_main.cpp).
///
/// Where bubblewrap cannot run (no user namespaces, not installed), Sandbox::detect says why
/// and the runs fall back to the limits and the filter alone: the file system is then not
/// hidden, which the grader tells the instructor (or refuses, with --require-sandbox).
#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <string>
#include <utility>
#include <vector>

namespace stonelab::cli {

/// Limits on one sandboxed run.
struct SandboxLimits {
    std::chrono::seconds cpu{2};             ///< CPU time (SIGXCPU, then SIGKILL one second on)
    std::chrono::milliseconds wall{10'000};  ///< wall-clock time, for runs that sleep or block
    std::uint64_t memory_bytes = 512u << 20; ///< address space (RLIMIT_AS)
    std::uint64_t stack_bytes = 8u << 20;    ///< the main thread's stack
    std::uint64_t file_bytes = 1u << 20;     ///< the largest file it may write (SIGXFSZ)
    std::size_t output_bytes = 64u << 10;    ///< stdout and stderr together; then it is stopped
    std::uint64_t tmp_bytes = 16u << 20;     ///< the private /tmp (sandboxed runs only)
    int open_files = 64;
    /// Compilers start processes (cc1plus, as, ld); tests may not.
    bool allow_processes = false;
};

/// What a sandboxed run sees of the file system, and its environment.
struct SandboxView {
    std::vector<std::filesystem::path> read_only; ///< bound read-only at the same path
    std::vector<std::filesystem::path> writable;  ///< bound read-write at the same path
    std::filesystem::path working_dir;            ///< also writable; the run starts here
    /// The whole environment (nothing is inherited but what is listed here).
    std::vector<std::pair<std::string, std::string>> environment;
};

/// How a sandboxed run ended.
struct SandboxRun {
    int exit_code = -1;      ///< the exit status when it exited, else -1
    int signal = 0;          ///< the signal that ended it, else 0
    bool timed_out = false;  ///< stopped at the CPU or wall-clock limit
    bool output_cut = false; ///< stopped because it printed more than the output limit
    std::string output;      ///< stdout and stderr, interleaved, at most the output limit
    double seconds = 0;      ///< wall-clock time
};

/// Runs programs in bubblewrap, or with limits alone where bubblewrap cannot run.
class Sandbox {
public:
    /// Bubblewrap if it is installed and works here (a trial run), else limits only, with the
    /// reason in why_not(). The program is `bwrap` on PATH, or $STONELAB_BWRAP when set.
    static Sandbox detect();
    /// Limits and the system-call filter only, for hosts without bubblewrap.
    static Sandbox limits_only(std::string why);

    bool isolated() const { return !bwrap_.empty(); }
    /// Why runs are not isolated ("bubblewrap is not installed: sudo apt install
    /// bubblewrap"); empty when they are.
    const std::string& why_not() const { return why_not_; }

    /// Runs `command` (argv[0] an absolute path) as described. Throws std::runtime_error
    /// only when the run cannot be started at all (no pipe, no fork).
    SandboxRun run(const std::vector<std::string>& command, const SandboxView& view,
                   const SandboxLimits& limits) const;

private:
    std::string bwrap_; ///< the bwrap program; empty for limits only
    std::string why_not_;
};

/// A signal's name in plain words: "segmentation fault", "CPU time limit", ...
std::string signal_words(int signal);

} // namespace stonelab::cli
