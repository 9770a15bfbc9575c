#include "common/child_process.hpp"

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

std::string system_error(const std::string& what) { return what + ": " + std::strerror(errno); }

// A pipe whose two ends are closed in the child at exec: each child must see only its own
// pipes, or a child would never get end-of-file on its stdin while another one lives.
// (pipe2 sets the flag at once, so a child started on another thread at the same moment, as
// `stonelab match -j` does, cannot inherit the ends either.)
void make_pipe(int ends[2])
{
    if (::pipe2(ends, O_CLOEXEC) != 0)
        throw ChildProcessError(system_error("cannot create a pipe"));
}

void make_non_blocking(int fd) { ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK); }

// Milliseconds from now until `deadline`, for poll: 0 when it has passed.
int wait_until(std::chrono::steady_clock::time_point deadline)
{
    const auto left =
        std::chrono::ceil<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    return static_cast<int>(std::clamp<std::int64_t>(left.count(), 0, 1'000'000'000));
}

} // namespace

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

ChildProcess::ChildProcess(std::string name, const std::string& program,
                           std::vector<std::string> arguments)
    : name_(std::move(name))
{
    // A write to a child that has died must come back as an error (EPIPE) that we can
    // report, not as a signal that ends us without a word.
    std::signal(SIGPIPE, SIG_IGN);

    if (::access(program.c_str(), X_OK) != 0)
        throw ChildProcessError(system_error("cannot run " + name_ + " (" + program + ")"));

    arguments.insert(arguments.begin(), program);
    std::vector<char*> argv;
    for (auto& argument : arguments) argv.push_back(argument.data());
    argv.push_back(nullptr);

    int stdin_pipe[2], stdout_pipe[2];
    make_pipe(stdin_pipe);
    make_pipe(stdout_pipe);

    pid_ = ::fork();
    if (pid_ < 0) throw ChildProcessError(system_error("cannot start " + name_));
    if (pid_ == 0) {
        // In the child only async-signal-safe calls until exec.
        ::dup2(stdin_pipe[0], STDIN_FILENO);
        ::dup2(stdout_pipe[1], STDOUT_FILENO);
        ::execv(argv[0], argv.data());
        ::_exit(127);
    }
    ::close(stdin_pipe[0]);
    ::close(stdout_pipe[1]);
    to_child_ = stdin_pipe[1];
    from_child_ = stdout_pipe[0];
    make_non_blocking(to_child_);
    make_non_blocking(from_child_);
}

ChildProcess::~ChildProcess() { stop(""); }

void ChildProcess::stop(std::string_view goodbye)
{
    if (pid_ <= 0) return;
    if (!goodbye.empty()) [[maybe_unused]]
        const auto ignored = ::write(to_child_, goodbye.data(), goodbye.size());
    ::close(to_child_);
    // Give the child a moment to leave; then make sure it is gone.
    bool ended = false;
    for (int tries = 0; tries < 200 && !ended; ++tries) {
        ended = ::waitpid(pid_, nullptr, WNOHANG) != 0;
        if (!ended) std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    if (!ended && !reaped_) {
        ::kill(pid_, SIGKILL);
        ::waitpid(pid_, nullptr, 0);
    }
    ::close(from_child_);
    pid_ = -1;
}

void ChildProcess::kill_now()
{
    if (pid_ <= 0) return;
    if (!reaped_) {
        ::kill(pid_, SIGKILL);
        ::waitpid(pid_, nullptr, 0);
    }
    ::close(to_child_);
    ::close(from_child_);
    pid_ = -1;
}

std::string ChildProcess::describe_end()
{
    // The child is reaped here only to read its status; `stop` and `kill_now` then find it
    // gone (waitpid fails at once) and only close the pipes.
    for (int tries = 0; tries < 100 && pid_ > 0 && !reaped_; ++tries) {
        int status = 0;
        if (::waitpid(pid_, &status, WNOHANG) == pid_) {
            reaped_ = true;
            if (WIFEXITED(status))
                return "exited with status " + std::to_string(WEXITSTATUS(status));
            if (WIFSIGNALED(status))
                return "was killed by signal " + std::to_string(WTERMSIG(status));
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    return "closed its output";
}

void ChildProcess::write_all(std::string_view text, std::chrono::milliseconds limit)
{
    const auto deadline = std::chrono::steady_clock::now() + limit;
    std::size_t written = 0;
    while (written < text.size()) {
        pollfd fd{to_child_, POLLOUT, 0};
        const int ready = ::poll(&fd, 1, wait_until(deadline));
        if (ready < 0 && errno != EINTR) throw ChildProcessError(system_error("poll failed"));
        if (ready == 0)
            throw ChildProcessError(name_ + " read no input for " + seconds_text(limit));
        const ssize_t n = ::write(to_child_, text.data() + written, text.size() - written);
        if (n > 0)
            written += static_cast<std::size_t>(n);
        else if (n < 0 && errno != EAGAIN && errno != EINTR)
            throw ChildProcessError(name_ + " stopped reading its input and " + describe_end());
    }
}

std::string ChildProcess::read_line(std::chrono::milliseconds limit, std::size_t max_bytes)
{
    const auto deadline = std::chrono::steady_clock::now() + limit;
    for (;;) {
        // A line ends at LF, CR LF or CR; a CR at the very end of what has come may yet be
        // followed by its LF, which is then skipped as an empty line would be.
        const std::size_t end = pending_.find_first_of("\r\n");
        if (end != std::string::npos) {
            std::string line = pending_.substr(0, end);
            std::size_t next = end + 1;
            if (pending_[end] == '\r' && next < pending_.size() && pending_[next] == '\n') ++next;
            pending_.erase(0, next);
            if (line.size() > max_bytes) break;
            return line;
        }
        if (pending_.size() > max_bytes) break;
        pollfd fd{from_child_, POLLIN, 0};
        const int ready = ::poll(&fd, 1, wait_until(deadline));
        if (ready < 0 && errno != EINTR) throw ChildProcessError(system_error("poll failed"));
        if (ready == 0)
            throw ChildProcessSilence(name_ + " gave no answer for " + seconds_text(limit));
        char buffer[4096];
        const ssize_t n = ::read(from_child_, buffer, sizeof buffer);
        if (n == 0) throw ChildProcessError(name_ + " " + describe_end());
        if (n < 0) {
            if (errno == EAGAIN || errno == EINTR) continue;
            throw ChildProcessError(system_error(name_ + " could not be read"));
        }
        pending_.append(buffer, static_cast<std::size_t>(n));
    }
    throw ChildProcessError(name_ + " wrote a line longer than " + std::to_string(max_bytes) +
                            " bytes");
}

} // namespace stonelab
