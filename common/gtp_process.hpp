/// \file
/// A GTP engine running as a child process, and the pipelined conversation with it: the GNU
/// Go agreement driver (tests/gnugo/) and `stonelab match` both talk to engines through it.
///
/// The agreement driver asks two engines hundreds of questions per position. Asking one
/// question, waiting for its answer, then asking the next would spend most of the time
/// switching between processes, so questions go out in batches: every command of a batch is
/// written at once, to every engine at once, and the answers are read back as they come.
/// GTP allows this: an engine answers commands strictly in order, each answer ending with
/// an empty line. The child process itself, its pipes and its ending, is a ChildProcess
/// (child_process.hpp), shared with the Gomocup brains of `stonelab match`.
#pragma once

#include "common/child_process.hpp"

#include <chrono>
#include <memory>
#include <span>
#include <stdexcept>
#include <string>
#include <sys/types.h>
#include <vector>

namespace stonelab {

/// An engine that could not be started, died, hung, or answered something that is not GTP.
/// `what()` names the engine and says which, in words.
class GtpProcessError : public ChildProcessError {
public:
    using ChildProcessError::ChildProcessError;
};

/// One GTP answer: `=` (success) or `?` (failure), and the text after it, trimmed.
struct GtpReply {
    bool success = false;
    std::string text;

    /// The answer as the engine wrote it, for messages: "= D4", "? illegal move".
    std::string as_written() const;
};

/// A GTP engine in a child process, talking through pipes on its stdin and stdout.
/// Its stderr is left on ours, so whatever it complains about is seen.
class GtpProcess {
public:
    /// Starts `program` with `arguments` (no shell involved). `name` is used in messages.
    /// The engine may stay silent for at most `silence_limit` while it owes an answer: past
    /// that it counts as hung (`ask` and `ask_all` throw). Throws GtpProcessError if the
    /// program cannot be run.
    GtpProcess(std::string name, const std::string& program, std::vector<std::string> arguments,
               std::chrono::milliseconds silence_limit = kDefaultSilenceLimit);
    /// Sends `quit`, closes the pipes and waits for the process (killing it if it lingers).
    ~GtpProcess();

    GtpProcess(const GtpProcess&) = delete;
    GtpProcess& operator=(const GtpProcess&) = delete;

    const std::string& name() const { return child_->name(); }

    /// Changes how long the engine may stay silent from the next command on.
    void set_silence_limit(std::chrono::milliseconds limit) { silence_limit_ = limit; }

    /// From the next command on, the engine must have answered everything it was sent within
    /// `limit` of the sending, however much it writes meanwhile (`stonelab match`'s time per
    /// move: an engine that keeps talking is as late as one that says nothing). Zero, the
    /// default, sets no such limit: only silence counts (the agreement driver's batches).
    void set_answer_limit(std::chrono::milliseconds limit) { answer_limit_ = limit; }

    /// The most an answer may hold, its text and lines together: an engine that writes more
    /// without ending its answer (with an empty line) broke GTP, and memory stays bounded.
    static constexpr std::size_t kMaxAnswerBytes = 64 * 1024;

    /// Kills the engine at once, without `quit` (for an engine that hangs or babbles); the
    /// object is then good only for destruction.
    void kill_now();

    /// Sends one command and returns its answer.
    GtpReply ask(const std::string& command);

    /// How long an engine may stay silent while it owes answers before it counts as hung,
    /// unless the constructor is told otherwise.
    static constexpr std::chrono::milliseconds kDefaultSilenceLimit{60'000};

private:
    friend std::vector<std::vector<GtpReply>> ask_all(std::span<GtpProcess* const> engines,
                                                      const std::vector<std::string>& commands);

    // Progress of the batch under way: what is left to write and what has been read.
    struct Batch {
        std::string to_write;
        std::size_t written = 0;
        std::string to_read;
        std::size_t expected = 0;
        std::vector<GtpReply> replies;
        bool done() const { return replies.size() == expected; }
    };

    void start_batch(const std::vector<std::string>& commands);
    void write_some();
    void read_some();
    void take_complete_replies();
    std::chrono::steady_clock::time_point deadline() const;
    [[noreturn]] void fail(const std::string& what);

    std::unique_ptr<ChildProcess> child_;
    std::chrono::milliseconds silence_limit_;
    std::chrono::milliseconds answer_limit_{0};
    std::chrono::steady_clock::time_point last_heard_; // when it last answered or was asked
    std::chrono::steady_clock::time_point asked_;      // when the batch under way was sent
    Batch batch_;
    std::string last_command_; // the first command of the batch, for messages
};

/// Sends the same commands to every engine and returns every engine's answers, in command
/// order (`result[e][c]` is engine e's answer to command c). The engines work on the batch
/// at the same time. Throws GtpProcessError if an engine dies, answers something that is not
/// GTP or more than kMaxAnswerBytes at once, stays silent longer than its silence limit, or
/// has not answered within its answer limit. Its message quotes the engine's text as one
/// short line (engine/base/utf8.hpp's one_line_excerpt).
std::vector<std::vector<GtpReply>> ask_all(std::span<GtpProcess* const> engines,
                                           const std::vector<std::string>& commands);

} // namespace stonelab
