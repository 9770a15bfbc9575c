/// \file
/// A program in a child process that talks a line protocol on its stdin and stdout: the
/// common part of GTP engines (gtp_process.hpp) and Gomocup brains (gomocup_process.hpp).
///
/// The child is started without a shell, its stdin and stdout are pipes to us (its stderr stays
/// on ours, so whatever it complains about is seen), and both ends are non-blocking: a caller
/// waits with `poll` and a deadline, so a child that hangs cannot hang us. A child that dies,
/// stays silent past its time, or writes a line longer than the limit is a `ChildProcessError`
/// whose message says which, in words.
#pragma once

#include <chrono>
#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>
#include <sys/types.h>
#include <vector>

namespace stonelab {

/// A child that could not be started, died, hung, or broke its protocol. `what()` names the
/// child and says which.
class ChildProcessError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// A child that stayed silent past its time limit.
class ChildProcessSilence : public ChildProcessError {
public:
    using ChildProcessError::ChildProcessError;
};

/// "2 s", "0.5 s": a time limit as the messages say it.
std::string seconds_text(std::chrono::milliseconds limit);

/// A program running as a child process with pipes on its stdin and stdout.
class ChildProcess {
public:
    /// Starts `program` with `arguments` (no shell, no PATH search). `name` is used in messages.
    /// Throws ChildProcessError if the program cannot be run.
    ChildProcess(std::string name, const std::string& program, std::vector<std::string> arguments);
    /// Ends the child as `stop("")` does.
    ~ChildProcess();

    ChildProcess(const ChildProcess&) = delete;
    ChildProcess& operator=(const ChildProcess&) = delete;

    const std::string& name() const { return name_; }
    /// False once the child has been stopped or killed.
    bool running() const { return pid_ > 0; }

    /// Our end of the child's stdin and of its stdout (both non-blocking), for callers that
    /// poll several children at once.
    int to_child() const { return to_child_; }
    int from_child() const { return from_child_; }

    /// Writes `goodbye` (if not empty) and closes the child's stdin, gives it a moment to
    /// leave, then kills it if it lingers.
    void stop(std::string_view goodbye);
    /// Kills the child at once (for one that hangs or babbles).
    void kill_now();

    /// Writes all of `text`, waiting at most `limit` for the child to read it. Throws
    /// ChildProcessError if the child stops reading or dies.
    void write_all(std::string_view text, std::chrono::milliseconds limit);

    /// The next line the child writes, without its end (LF, CR LF or CR), waiting at most
    /// `limit` for it. Throws ChildProcessError if the child closes its output or writes more
    /// than `max_bytes` without ending the line, ChildProcessSilence if it stays silent that
    /// long.
    std::string read_line(std::chrono::milliseconds limit, std::size_t max_bytes);

    /// What became of a child that closed its output: "exited with status 1", "was killed by
    /// signal 11", or "closed its output" if it is still running.
    std::string describe_end();

private:
    std::string name_;
    pid_t pid_ = -1;
    int to_child_ = -1;
    int from_child_ = -1;
    bool reaped_ = false; // describe_end has collected its exit status
    std::string pending_; // read but not yet returned by read_line
};

} // namespace stonelab
