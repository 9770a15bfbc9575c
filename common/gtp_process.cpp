#include "common/gtp_process.hpp"

#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdint>
#include <cstring>
#include <fcntl.h>
#include <thread>

namespace stonelab {

namespace {

std::string trimmed(std::string_view text)
{
    const auto first = text.find_first_not_of(" \t\n");
    if (first == std::string_view::npos) return "";
    const auto last = text.find_last_not_of(" \t\n");
    return std::string(text.substr(first, last - first + 1));
}

std::string system_error(const std::string& what) { return what + ": " + std::strerror(errno); }

// A pipe whose two ends are closed in the child at exec: each engine must see only its own
// pipes, or an engine would never get end-of-file on its stdin while the other one lives.
// (pipe2 sets the flag at once, so an engine started on another thread at the same moment,
// as `stonelab match -j` does, cannot inherit the ends either.)
void make_pipe(int ends[2])
{
    if (::pipe2(ends, O_CLOEXEC) != 0) throw GtpProcessError(system_error("cannot create a pipe"));
}

// "2 s", "0.5 s": a time limit as a message says it.
std::string seconds_text(std::chrono::milliseconds limit)
{
    const auto ms = limit.count();
    std::string text = std::to_string(ms / 1000);
    if (ms % 1000 != 0) {
        std::string fraction = std::to_string(1000 + ms % 1000).substr(1);
        while (fraction.back() == '0') fraction.pop_back();
        text += "." + fraction;
    }
    return text + " s";
}

void make_non_blocking(int fd) { ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK); }

// What became of a child that closed its output: "exited with status 1", "killed by signal 11".
std::string describe_end(pid_t pid)
{
    for (int tries = 0; tries < 100; ++tries) {
        int status = 0;
        if (::waitpid(pid, &status, WNOHANG) == pid) {
            if (WIFEXITED(status))
                return "exited with status " + std::to_string(WEXITSTATUS(status));
            if (WIFSIGNALED(status))
                return "was killed by signal " + std::to_string(WTERMSIG(status));
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    return "closed its output";
}

} // namespace

std::string GtpReply::as_written() const
{
    const std::string sign = success ? "=" : "?";
    return text.empty() ? sign : sign + " " + text;
}

GtpProcess::GtpProcess(std::string name, const std::string& program,
                       std::vector<std::string> arguments, std::chrono::milliseconds silence_limit)
    : name_(std::move(name)), silence_limit_(silence_limit)
{
    // A write to an engine that has died must come back as an error (EPIPE) that we can
    // report, not as a signal that ends the driver without a word.
    std::signal(SIGPIPE, SIG_IGN);

    if (::access(program.c_str(), X_OK) != 0)
        throw GtpProcessError(system_error("cannot run " + name_ + " (" + program + ")"));

    arguments.insert(arguments.begin(), program);
    std::vector<char*> argv;
    for (auto& argument : arguments) argv.push_back(argument.data());
    argv.push_back(nullptr);

    int stdin_pipe[2], stdout_pipe[2];
    make_pipe(stdin_pipe);
    make_pipe(stdout_pipe);

    pid_ = ::fork();
    if (pid_ < 0) throw GtpProcessError(system_error("cannot start " + name_));
    if (pid_ == 0) {
        // In the child only async-signal-safe calls until exec.
        ::dup2(stdin_pipe[0], STDIN_FILENO);
        ::dup2(stdout_pipe[1], STDOUT_FILENO);
        ::execv(argv[0], argv.data());
        ::_exit(127);
    }
    ::close(stdin_pipe[0]);
    ::close(stdout_pipe[1]);
    to_engine_ = stdin_pipe[1];
    from_engine_ = stdout_pipe[0];
    make_non_blocking(to_engine_);
    make_non_blocking(from_engine_);
}

GtpProcess::~GtpProcess() { stop(); }

void GtpProcess::stop()
{
    if (pid_ <= 0) return;
    static constexpr char kQuit[] = "quit\n";
    [[maybe_unused]] const auto ignored = ::write(to_engine_, kQuit, sizeof kQuit - 1);
    ::close(to_engine_);
    // Give the engine a moment to answer `quit` and leave; then make sure it is gone.
    bool ended = false;
    for (int tries = 0; tries < 200 && !ended; ++tries) {
        ended = ::waitpid(pid_, nullptr, WNOHANG) == pid_;
        if (!ended) std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    if (!ended) {
        ::kill(pid_, SIGKILL);
        ::waitpid(pid_, nullptr, 0);
    }
    ::close(from_engine_);
    pid_ = -1;
}

void GtpProcess::kill_now()
{
    if (pid_ <= 0) return;
    ::kill(pid_, SIGKILL);
    ::waitpid(pid_, nullptr, 0);
    ::close(to_engine_);
    ::close(from_engine_);
    pid_ = -1;
}

GtpReply GtpProcess::ask(const std::string& command)
{
    GtpProcess* self = this;
    return ask_all(std::span(&self, 1), {command}).front().front();
}

void GtpProcess::fail(const std::string& what)
{
    throw GtpProcessError(name_ + " " + what + " (batch starting with `" + last_command_ + "`)");
}

void GtpProcess::start_batch(const std::vector<std::string>& commands)
{
    batch_ = Batch{};
    for (const auto& command : commands) batch_.to_write += command + "\n";
    batch_.expected = commands.size();
    last_command_ = commands.empty() ? "" : commands.front();
    last_heard_ = std::chrono::steady_clock::now();
}

void GtpProcess::write_some()
{
    const std::size_t left = batch_.to_write.size() - batch_.written;
    if (left == 0) return;
    const ssize_t n = ::write(to_engine_, batch_.to_write.data() + batch_.written, left);
    if (n > 0)
        batch_.written += static_cast<std::size_t>(n);
    else if (n < 0 && errno != EAGAIN && errno != EINTR)
        fail("stopped reading commands and " + describe_end(pid_));
}

void GtpProcess::read_some()
{
    char buffer[65536];
    const ssize_t n = ::read(from_engine_, buffer, sizeof buffer);
    if (n == 0) fail(describe_end(pid_));
    if (n < 0) {
        if (errno == EAGAIN || errno == EINTR) return;
        fail(system_error("could not be read"));
    }
    last_heard_ = std::chrono::steady_clock::now();
    // Some engines end lines with CR LF; GTP's answers are made of lines, so drop the CRs.
    for (ssize_t i = 0; i < n; ++i)
        if (buffer[i] != '\r') batch_.to_read += buffer[i];
    take_complete_replies();
}

void GtpProcess::take_complete_replies()
{
    std::size_t start = 0;
    for (;;) {
        // Stray newlines between answers are not answers.
        while (start < batch_.to_read.size() && batch_.to_read[start] == '\n') ++start;
        if (start == batch_.to_read.size()) break;
        // Fail at the first character that cannot begin an answer, rather than wait for an
        // empty line that may never come.
        const char sign = batch_.to_read[start];
        if (sign != '=' && sign != '?') {
            const auto line_end = batch_.to_read.find('\n', start);
            fail("gave an answer that is not GTP: `" +
                 batch_.to_read.substr(start, line_end - start) + "`");
        }
        const auto end = batch_.to_read.find("\n\n", start);
        if (end == std::string::npos) break;
        const std::string_view answer(batch_.to_read.data() + start, end - start);
        if (batch_.done()) fail("gave an answer to a command it was not sent");
        // We send no command ids, so the text begins right after the sign.
        batch_.replies.push_back({answer[0] == '=', trimmed(answer.substr(1))});
        start = end + 2;
    }
    batch_.to_read.erase(0, start);
}

std::vector<std::vector<GtpReply>> ask_all(std::span<GtpProcess* const> engines,
                                           const std::vector<std::string>& commands)
{
    for (auto* engine : engines) engine->start_batch(commands);

    auto all_done = [&] {
        return std::all_of(engines.begin(), engines.end(),
                           [](const GtpProcess* e) { return e->batch_.done(); });
    };
    std::vector<pollfd> fds;
    std::vector<GtpProcess*> owners;
    while (!all_done()) {
        fds.clear();
        owners.clear();
        for (auto* engine : engines) {
            if (engine->batch_.done()) continue;
            if (engine->batch_.written < engine->batch_.to_write.size()) {
                fds.push_back({engine->to_engine_, POLLOUT, 0});
                owners.push_back(engine);
            }
            fds.push_back({engine->from_engine_, POLLIN, 0});
            owners.push_back(engine);
        }
        // Wait until the first engine's silence limit runs out at the latest.
        const auto now = std::chrono::steady_clock::now();
        auto wait = std::chrono::milliseconds::max();
        for (auto* engine : owners)
            wait = std::min(wait, std::chrono::ceil<std::chrono::milliseconds>(
                                      engine->last_heard_ + engine->silence_limit_ - now));
        const int ready = ::poll(fds.data(), fds.size(),
                                 static_cast<int>(std::max<std::int64_t>(0, wait.count())));
        if (ready < 0 && errno != EINTR) throw GtpProcessError(system_error("poll failed"));
        if (ready == 0) {
            const auto later = std::chrono::steady_clock::now();
            for (auto* engine : owners)
                if (!engine->batch_.done() && later >= engine->last_heard_ + engine->silence_limit_)
                    engine->fail("gave no answer for " + seconds_text(engine->silence_limit_));
        }
        for (std::size_t i = 0; i < fds.size(); ++i) {
            if (fds[i].revents == 0) continue;
            if (fds[i].fd == owners[i]->to_engine_)
                owners[i]->write_some();
            else
                owners[i]->read_some();
        }
    }

    std::vector<std::vector<GtpReply>> replies;
    for (auto* engine : engines) replies.push_back(std::move(engine->batch_.replies));
    return replies;
}

} // namespace stonelab
