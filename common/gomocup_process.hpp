/// \file
/// A Gomocup brain (a Gomoku engine speaking the Gomocup, or Piskvork, protocol) running as a
/// child process: `stonelab match` plays `gomocup:COMMAND LINE` players through it.
///
/// The protocol is one command a line to the brain and one answer a line back; the brain may
/// write `MESSAGE` and `DEBUG` lines before an answer, which are not answers and are skipped.
/// What the commands and answers mean is in engine/protocols/gomocup.hpp; this class only
/// carries lines, with a time limit on every answer.
#pragma once

#include "common/child_process.hpp"

#include <chrono>
#include <string>
#include <vector>

namespace stonelab {

/// The longest line a brain may write, in bytes: an answer is a move or a short message.
inline constexpr std::size_t kMaxBrainLineBytes = 4096;

/// A Gomocup brain in a child process.
class GomocupProcess {
public:
    /// Starts `program` with `arguments`; `name` is used in messages. Throws ChildProcessError
    /// if the program cannot be run.
    GomocupProcess(std::string name, const std::string& program,
                   std::vector<std::string> arguments);
    /// Sends `END` and waits a moment for the brain to leave (killing it if it lingers).
    ~GomocupProcess();

    const std::string& name() const { return child_.name(); }

    /// Sends one command that has no answer (`INFO ...`).
    void tell(const std::string& command, std::chrono::milliseconds limit);
    /// Sends one command and returns its answer: the next line that is neither empty nor a
    /// `MESSAGE` or `DEBUG` line, waiting at most `limit` for it. Throws ChildProcessError if
    /// the brain dies, hangs or writes an overlong line.
    std::string ask(const std::string& command, std::chrono::milliseconds limit);

    /// Kills the brain at once (one that hangs or babbles gets no `END`).
    void kill_now() { child_.kill_now(); }

private:
    ChildProcess child_;
};

} // namespace stonelab
