#include "common/process.hpp"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <stdexcept>
#include <sys/wait.h>
#include <unistd.h>

namespace stonelab {

namespace {

using Clock = std::chrono::steady_clock;
constexpr Clock::time_point kNoDeadline = Clock::time_point::max();

// The argv array execv wants, pointing into `command`.
std::vector<char*> argv_of(const std::vector<std::string>& command)
{
    std::vector<char*> argv;
    for (const std::string& word : command) argv.push_back(const_cast<char*>(word.c_str()));
    argv.push_back(nullptr);
    return argv;
}

std::string resolve(const std::string& program)
{
    if (program.find('/') != std::string::npos) return program;
    if (const auto found = find_program(program)) return found->string();
    throw std::runtime_error(program + " not found on PATH");
}

// In the child after fork: only async-signal-safe calls until exec.
[[noreturn]] void exec_child(const std::string& program, std::vector<char*>& argv,
                             const std::filesystem::path& directory)
{
    if (chdir(directory.c_str()) == 0) execv(program.c_str(), argv.data());
    // Only reached when chdir or exec failed.
    const char* reason = std::strerror(errno);
    const char prefix[] = "stonelab: cannot run ";
    (void)!write(2, prefix, sizeof prefix - 1);
    (void)!write(2, program.c_str(), program.size());
    (void)!write(2, ": ", 2);
    (void)!write(2, reason, std::strlen(reason));
    (void)!write(2, "\n", 1);
    _exit(127);
}

void record_status(int status, ProcessResult& result)
{
    if (WIFEXITED(status)) result.exit_code = WEXITSTATUS(status);
    if (WIFSIGNALED(status)) result.signal = WTERMSIG(status);
}

// Waits for `child` and records how it ended.
void wait_for(pid_t child, ProcessResult& result)
{
    int status = 0;
    while (waitpid(child, &status, 0) < 0 && errno == EINTR) {
    }
    record_status(status, result);
}

// Waits for `child` until `deadline`, then kills it (a program may close its output and go on
// running).
void wait_until(pid_t child, Clock::time_point deadline, ProcessResult& result)
{
    int status = 0;
    while (waitpid(child, &status, WNOHANG) == 0) {
        if (Clock::now() >= deadline) {
            kill(child, SIGKILL);
            result.timed_out = true;
            return wait_for(child, result);
        }
        usleep(10'000);
    }
    record_status(status, result);
}

// Reads the child's output until it closes the pipe or the deadline passes.
void collect_output(int fd, pid_t child, Clock::time_point deadline, const RunLimits& limits,
                    ProcessResult& result)
{
    char buffer[4096];
    while (true) {
        int wait_ms = -1; // no deadline: wait as long as it takes
        if (deadline != kNoDeadline) {
            const auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - Clock::now());
            if (left.count() <= 0) {
                kill(child, SIGKILL);
                result.timed_out = true;
                return;
            }
            wait_ms = static_cast<int>(left.count());
        }
        pollfd readable{fd, POLLIN, 0};
        const int ready = poll(&readable, 1, wait_ms);
        if (ready < 0 && errno == EINTR) continue;
        if (ready == 0) continue;
        const ssize_t got = read(fd, buffer, sizeof buffer);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) return;
        const std::size_t room =
            limits.output_bytes - std::min(limits.output_bytes, result.output.size());
        result.output.append(buffer, std::min(room, static_cast<std::size_t>(got)));
        if (static_cast<std::size_t>(got) > room) result.output_truncated = true;
    }
}

} // namespace

std::optional<std::filesystem::path> find_program(const std::string& name)
{
    const char* path = std::getenv("PATH");
    std::string folders = path ? path : "/usr/local/bin:/usr/bin:/bin";
    std::size_t start = 0;
    while (start <= folders.size()) {
        const std::size_t end = std::min(folders.find(':', start), folders.size());
        const std::filesystem::path candidate =
            std::filesystem::path(folders.substr(start, end - start)) / name;
        if (end > start && access(candidate.c_str(), X_OK) == 0 &&
            std::filesystem::is_regular_file(candidate))
            return candidate;
        start = end + 1;
    }
    return std::nullopt;
}

ProcessResult run_captured(const std::vector<std::string>& command,
                           const std::filesystem::path& directory, const RunLimits& limits)
{
    const std::string program = resolve(command.at(0));
    std::vector<char*> argv = argv_of(command);
    int pipe_ends[2];
    if (pipe2(pipe_ends, O_CLOEXEC) != 0) throw std::runtime_error("cannot create a pipe");
    const pid_t child = fork();
    if (child < 0) throw std::runtime_error("cannot start " + program + ": fork failed");
    if (child == 0) {
        const int nothing = open("/dev/null", O_RDONLY);
        dup2(nothing, 0);
        dup2(pipe_ends[1], 1);
        dup2(pipe_ends[1], 2);
        exec_child(program, argv, directory);
    }
    close(pipe_ends[1]);
    const Clock::time_point deadline = limits.time ? Clock::now() + *limits.time : kNoDeadline;
    ProcessResult result;
    collect_output(pipe_ends[0], child, deadline, limits, result);
    close(pipe_ends[0]);
    if (deadline != kNoDeadline && !result.timed_out)
        wait_until(child, deadline, result);
    else
        wait_for(child, result);
    return result;
}

ProcessResult run_attached(const std::vector<std::string>& command,
                           const std::filesystem::path& directory)
{
    const std::string program = resolve(command.at(0));
    std::vector<char*> argv = argv_of(command);
    const pid_t child = fork();
    if (child < 0) throw std::runtime_error("cannot start " + program + ": fork failed");
    if (child == 0) exec_child(program, argv, directory);
    // Ctrl-C is for the program on the terminal; we wait to report how it ended.
    const auto old_interrupt = std::signal(SIGINT, SIG_IGN);
    ProcessResult result;
    wait_for(child, result);
    std::signal(SIGINT, old_interrupt);
    return result;
}

std::string signal_words(int signal)
{
    switch (signal) {
    case SIGSEGV: return "segmentation fault";
    case SIGBUS: return "bus error";
    case SIGFPE: return "arithmetic error";
    case SIGILL: return "illegal instruction";
    case SIGABRT: return "abort";
    case SIGKILL: return "killed";
    case SIGXCPU: return "CPU time limit";
    case SIGXFSZ: return "file size limit";
    case SIGSYS: return "forbidden system call";
    case SIGPIPE: return "broken pipe";
    case SIGTERM: return "terminated";
    case SIGINT: return "interrupted";
    default: return "signal " + std::to_string(signal);
    }
}

std::string describe_ending(const ProcessResult& result)
{
    if (result.timed_out) return "was stopped at its time limit";
    switch (result.signal) {
    case 0: return "exited with status " + std::to_string(result.exit_code);
    case SIGKILL: return "was killed";
    case SIGINT: return "was interrupted";
    case SIGSEGV:
    case SIGBUS:
    case SIGABRT:
    case SIGFPE:
    case SIGILL: return "crashed (" + signal_words(result.signal) + ")";
    default: return "was stopped by signal " + std::to_string(result.signal);
    }
}

} // namespace stonelab
