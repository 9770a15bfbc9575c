#include "grader/sandbox.hpp"

#include "common/process.hpp"

#include <algorithm>
#include <array>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <grp.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <poll.h>
#include <stdexcept>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace stonelab::grader {

namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

/// The descriptor bwrap reads the system-call filter from: above any a run is given.
constexpr int kFilterFd = 9;
/// Where a child parks the descriptors it is given before moving them to their numbers, so
/// that no number it moves one to is still in use by another.
constexpr int kParkingFrom = 100;

// ---- the child's side of a start (between fork and exec) --------------------------------------
// Another thread of the grader may have held a lock (the allocator's) when we forked: only
// system calls here, no allocation, no C++ library.

void set_limit(int resource, rlim_t value)
{
    const rlimit limit{value, value};
    setrlimit(resource, &limit);
}

void apply_limits(const Limits& limits)
{
    const auto cpu = static_cast<rlim_t>(limits.cpu.count());
    const rlimit cpu_limit{cpu, cpu + 1}; // SIGXCPU first, SIGKILL a second later
    setrlimit(RLIMIT_CPU, &cpu_limit);
    set_limit(RLIMIT_AS, limits.memory_bytes);
    set_limit(RLIMIT_STACK, limits.stack_bytes);
    set_limit(RLIMIT_FSIZE, limits.file_bytes);
    set_limit(RLIMIT_NOFILE, static_cast<rlim_t>(limits.open_files));
    set_limit(RLIMIT_CORE, 0);
}

[[noreturn]] void fail_in_child(const char* what)
{
    const char prefix[] = "stonelab: cannot start the run: ";
    (void)!write(STDERR_FILENO, prefix, sizeof prefix - 1);
    (void)!write(STDERR_FILENO, what, std::strlen(what));
    (void)!write(STDERR_FILENO, "\n", 1);
    _exit(126);
}

/// Everything the child needs, prepared by the parent before fork.
struct ChildPlan {
    std::vector<char*> argv;
    std::vector<char*> envp;
    std::vector<std::pair<int, int>> descriptors; ///< {in the parent, in the child}
    const char* working_dir = nullptr;
    const Limits* limits = nullptr;
    const sock_fprog* filter = nullptr; ///< to load here (no bwrap to load it)
    const RunAs* run_as = nullptr;      ///< the other-users wall
};

[[noreturn]] void start_child(const ChildPlan& plan)
{
    setpgid(0, 0);
    // Park every descriptor high, then move each to its number: a number wanted by one may be
    // the parked place of none, and the parked copies close at exec (F_DUPFD_CLOEXEC).
    int parked[16];
    const std::size_t count = std::min<std::size_t>(plan.descriptors.size(), 16);
    for (std::size_t i = 0; i < count; ++i) {
        parked[i] = fcntl(plan.descriptors[i].first, F_DUPFD_CLOEXEC, kParkingFrom);
        if (parked[i] < 0) fail_in_child("a descriptor could not be passed");
    }
    for (std::size_t i = 0; i < count; ++i)
        if (dup2(parked[i], plan.descriptors[i].second) < 0)
            fail_in_child("a descriptor could not be passed");
    apply_limits(*plan.limits);
    if (plan.run_as) {
        if (setgroups(0, nullptr) != 0 ||
            setresgid(plan.run_as->gid, plan.run_as->gid, plan.run_as->gid) != 0 ||
            setresuid(plan.run_as->uid, plan.run_as->uid, plan.run_as->uid) != 0)
            fail_in_child("cannot become the unprivileged user");
        umask(077);
    }
    if (plan.filter) {
        // No bwrap to install the filter: do it here, just before exec.
        if (chdir(plan.working_dir) != 0) fail_in_child("cannot enter the working folder");
        if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0 ||
            prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, plan.filter) != 0)
            fail_in_child("cannot load the system-call filter");
    }
    execve(plan.argv[0], plan.argv.data(), plan.envp.data());
    fail_in_child("exec failed");
}

// ---- preparing a start --------------------------------------------------------------------

std::vector<char*> c_strings(std::vector<std::string>& strings)
{
    std::vector<char*> pointers;
    for (std::string& s : strings) pointers.push_back(s.data());
    pointers.push_back(nullptr);
    return pointers;
}

/// The bwrap command line that shows the run what `launch` names and nothing else.
std::vector<std::string> bwrap_command(const std::string& bwrap, const Launch& launch)
{
    std::vector<std::string> argv = {
        bwrap,           "--unshare-all", "--cap-drop", "ALL", "--die-with-parent",
        "--new-session", "--ro-bind",     "/usr",       "/usr"};
    // /bin, /lib, ... are links into /usr on a merged-/usr system, folders on older ones.
    for (const char* top : {"/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"}) {
        std::error_code error;
        if (fs::is_symlink(top, error))
            argv.insert(argv.end(), {"--symlink", fs::read_symlink(top, error).string(), top});
        else if (fs::is_directory(top, error))
            argv.insert(argv.end(), {"--ro-bind", top, top});
    }
    argv.insert(argv.end(), {"--ro-bind-try", "/etc/ld.so.cache", "/etc/ld.so.cache", "--proc",
                             "/proc", "--dev", "/dev", "--size",
                             std::to_string(launch.limits.tmp_bytes), "--tmpfs", "/tmp"});
    for (const fs::path& path : launch.read_only)
        argv.insert(argv.end(), {"--ro-bind", path.string(), path.string()});
    const std::string here = launch.working_dir.string();
    argv.insert(argv.end(), {"--bind", here, here, "--remount-ro", "/", "--chdir", here,
                             "--seccomp", std::to_string(kFilterFd), "--"});
    argv.insert(argv.end(), launch.command.begin(), launch.command.end());
    return argv;
}

/// The filter's program in a memory file, for bwrap to read.
int filter_file(const std::string& program)
{
    const int fd = memfd_create("stonelab-syscall-filter", MFD_CLOEXEC);
    if (fd < 0) throw std::runtime_error("cannot pass the system-call filter: memfd_create");
    if (write(fd, program.data(), program.size()) != static_cast<ssize_t>(program.size()) ||
        lseek(fd, 0, SEEK_SET) != 0) {
        close(fd);
        throw std::runtime_error("cannot pass the system-call filter");
    }
    return fd;
}

// ---- watching the runs --------------------------------------------------------------------

/// One started run, as the parent watches it.
struct Watched {
    pid_t pid = -1;
    int output = -1; ///< the read end of its stdout and stderr; -1 once closed
    Clock::time_point start;
    Clock::time_point deadline;
    std::size_t output_limit = 0;
    bool in_bwrap = false;
    bool ended = false;
    RunResult result;
};

/// Stops a run: its whole process group (without bwrap), or bwrap, whose death takes the
/// sandbox's PID namespace and everything in it.
void stop(Watched& run)
{
    kill(-run.pid, SIGKILL);
    kill(run.pid, SIGKILL);
}

void record_ending(Watched& run, int status, const rusage& usage)
{
    const auto seconds = [](const timeval& time) {
        return static_cast<double>(time.tv_sec) + static_cast<double>(time.tv_usec) / 1e6;
    };
    run.result.cpu_seconds = seconds(usage.ru_utime) + seconds(usage.ru_stime);
    if (WIFEXITED(status)) {
        run.result.exit_code = WEXITSTATUS(status);
        // bwrap reports a child killed by signal N as exit status 128 + N.
        if (run.in_bwrap && run.result.exit_code > 128 && run.result.exit_code < 128 + NSIG) {
            run.result.signal = run.result.exit_code - 128;
            run.result.exit_code = -1;
        }
    } else if (WIFSIGNALED(status)) {
        run.result.signal = WTERMSIG(status);
    }
    if (run.result.signal == SIGXCPU) run.result.timed_out = true;
    run.result.seconds = std::chrono::duration<double>(Clock::now() - run.start).count();
    run.ended = true;
    if (run.output >= 0) {
        close(run.output);
        run.output = -1;
    }
}

/// Reads what is there to read from `run`'s output; stops the run at its output limit.
void drain(Watched& run)
{
    std::array<char, 1 << 16> buffer{};
    const ssize_t got = read(run.output, buffer.data(), buffer.size());
    if (got < 0 && (errno == EINTR || errno == EAGAIN)) return;
    if (got <= 0) { // every writer has closed it
        close(run.output);
        run.output = -1;
        return;
    }
    std::string& output = run.result.output;
    const std::size_t room = run.output_limit - output.size();
    output.append(buffer.data(), std::min(room, static_cast<std::size_t>(got)));
    if (static_cast<std::size_t>(got) > room) {
        run.result.output_cut = true;
        stop(run);
    }
}

void watch(std::vector<Watched>& runs)
{
    for (;;) {
        std::vector<pollfd> readers;
        std::vector<Watched*> owners;
        bool waiting = false;
        auto next_deadline = Clock::time_point::max();
        for (Watched& run : runs) {
            if (run.ended) continue;
            waiting = true;
            next_deadline = std::min(next_deadline, run.deadline);
            if (run.output >= 0) {
                readers.push_back({run.output, POLLIN, 0});
                owners.push_back(&run);
            }
        }
        if (!waiting) return;
        // A run whose output is closed but that has not ended is checked every few ms.
        auto wait =
            std::chrono::duration_cast<std::chrono::milliseconds>(next_deadline - Clock::now());
        if (readers.size() < runs.size()) wait = std::min(wait, std::chrono::milliseconds(5));
        const int ready = poll(readers.data(), readers.size(),
                               static_cast<int>(std::clamp<long>(wait.count(), 0, 60'000)));
        if (ready < 0 && errno != EINTR) throw std::runtime_error("poll failed");
        for (std::size_t i = 0; ready > 0 && i < readers.size(); ++i)
            if (readers[i].revents != 0) drain(*owners[i]);
        for (Watched& run : runs) {
            if (run.ended) continue;
            int status = 0;
            rusage usage{};
            if (run.output < 0 && wait4(run.pid, &status, WNOHANG, &usage) == run.pid) {
                record_ending(run, status, usage);
            } else if (Clock::now() >= run.deadline || run.result.output_cut) {
                stop(run);
                wait4(run.pid, &status, 0, &usage);
                const bool cut = run.result.output_cut;
                record_ending(run, status, usage);
                run.result.signal = SIGKILL;
                run.result.exit_code = -1;
                run.result.timed_out = !cut;
                run.result.wall_clock = !cut;
            }
        }
    }
}

/// Runs `/bin/true` (or so) behind a wall, to see whether the wall works here.
bool trial_run(const Sandbox& sandbox, std::optional<RunAs> run_as, std::string& said)
{
    Launch trial;
    trial.command = {"/bin/sh", "-c", "exit 0"};
    trial.working_dir = fs::temp_directory_path();
    trial.environment = {{"PATH", "/usr/bin:/bin"}};
    trial.limits.filter = FilterFor::Compiler; // sh may start a process
    trial.run_as = run_as;
    try {
        const RunResult result = sandbox.run(trial);
        said = result.output.substr(0, result.output.find('\n'));
        if (said.empty() && result.exit_code != 0)
            said = "exit status " + std::to_string(result.exit_code);
        return result.exit_code == 0;
    } catch (const std::exception& error) {
        said = error.what();
        return false;
    }
}

} // namespace

Sandbox Sandbox::limits_only(std::string why)
{
    Sandbox sandbox;
    sandbox.wall_ = Wall::LimitsOnly;
    sandbox.why_not_ = std::move(why);
    return sandbox;
}

Sandbox Sandbox::detect()
{
    const char* chosen = std::getenv("STONELAB_SANDBOX");
    const std::string choice = chosen ? chosen : "";
    if (!choice.empty() && choice != "bubblewrap" && choice != "other-users" &&
        choice != "limits-only")
        throw std::runtime_error("STONELAB_SANDBOX=" + choice +
                                 ": use bubblewrap, other-users or limits-only");

    std::string why;
    if (choice.empty() || choice == "bubblewrap") {
        const char* named = std::getenv("STONELAB_BWRAP");
        const auto bwrap = named ? std::optional<fs::path>(named) : find_program("bwrap");
        if (named && access(named, X_OK) != 0) {
            why = "STONELAB_BWRAP=" + std::string(named) + " is not a program";
        } else if (!bwrap) {
            why = "bubblewrap is not installed (sudo apt install bubblewrap)";
        } else {
            Sandbox sandbox;
            sandbox.wall_ = Wall::Bubblewrap;
            sandbox.bwrap_ = bwrap->string();
            std::string said;
            if (trial_run(sandbox, std::nullopt, said)) return sandbox;
            why = "bubblewrap cannot run here (" + said + ")";
        }
    } else {
        why = "STONELAB_SANDBOX=" + choice;
    }
    if (choice.empty() || choice == "other-users") {
        if (geteuid() != 0)
            return limits_only(why + "; and the grader is not root, so it cannot "
                                     "run tests as other users either");
        Sandbox sandbox;
        sandbox.wall_ = Wall::OtherUsers;
        sandbox.why_not_ = why;
        std::string said;
        // nobody:nogroup, only to see that switching users works here.
        if (trial_run(sandbox, RunAs{65534, 65534}, said)) return sandbox;
        return limits_only(why + "; and running as another user failed (" + said + ")");
    }
    return limits_only(why);
}

const char* Sandbox::wall_name() const
{
    switch (wall_) {
    case Wall::Bubblewrap: return "bubblewrap";
    case Wall::OtherUsers: return "other users";
    case Wall::LimitsOnly: break;
    }
    return "limits only";
}

RunResult Sandbox::run(Launch launch) const
{
    std::vector<Launch> one;
    one.push_back(std::move(launch));
    return run_together(std::move(one)).front();
}

std::vector<RunResult> Sandbox::run_together(std::vector<Launch> launches) const
{
    // Everything the children need is made here, before any fork.
    struct Prepared {
        std::vector<std::string> argv;
        std::vector<std::string> env;
        ChildPlan plan;
        int output_read = -1;
        int output_write = -1;
        int filter_fd = -1;
        sock_fprog filter{};
    };
    std::vector<Prepared> prepared(launches.size());
    std::vector<int> to_close; // the grader's copies, closed once every child has started
    const auto close_all = [&] {
        for (int fd : to_close)
            if (fd >= 0) close(fd);
        to_close.clear();
    };
    try {
        for (std::size_t i = 0; i < launches.size(); ++i) {
            const Launch& launch = launches[i];
            Prepared& p = prepared[i];
            for (const auto& [fd, number] : launch.descriptors) to_close.push_back(fd);
            to_close.push_back(launch.standard_input);
            int pipe_fds[2];
            if (pipe2(pipe_fds, O_CLOEXEC) != 0)
                throw std::runtime_error("cannot make a pipe: " +
                                         std::string(std::strerror(errno)));
            p.output_read = pipe_fds[0];
            p.output_write = pipe_fds[1];
            to_close.push_back(p.output_write);

            const std::string& program = syscall_filter(launch.limits.filter);
            const bool bwrap = wall_ == Wall::Bubblewrap;
            p.argv = bwrap ? bwrap_command(bwrap_, launch) : launch.command;
            for (const auto& [name, value] : launch.environment)
                p.env.push_back(name + "=" + value);
            int input = launch.standard_input;
            if (input < 0) {
                input = open("/dev/null", O_RDONLY | O_CLOEXEC);
                to_close.push_back(input);
            }
            p.plan.descriptors = {{input, STDIN_FILENO},
                                  {p.output_write, STDOUT_FILENO},
                                  {p.output_write, STDERR_FILENO}};
            p.plan.descriptors.insert(p.plan.descriptors.end(), launch.descriptors.begin(),
                                      launch.descriptors.end());
            if (bwrap) {
                p.filter_fd = filter_file(program);
                to_close.push_back(p.filter_fd);
                p.plan.descriptors.emplace_back(p.filter_fd, kFilterFd);
            } else {
                p.filter = {static_cast<unsigned short>(program.size() / sizeof(sock_filter)),
                            reinterpret_cast<sock_filter*>(const_cast<char*>(program.data()))};
                p.plan.filter = &p.filter;
            }
            p.plan.working_dir = launch.working_dir.c_str();
            p.plan.limits = &launch.limits;
            p.plan.run_as = wall_ == Wall::OtherUsers && launch.run_as ? &*launch.run_as : nullptr;
        }
        for (Prepared& p : prepared) {
            p.plan.argv = c_strings(p.argv);
            p.plan.envp = c_strings(p.env);
        }
    } catch (...) {
        close_all();
        for (Prepared& p : prepared)
            if (p.output_read >= 0) close(p.output_read);
        throw;
    }

    std::vector<Watched> runs(launches.size());
    for (std::size_t i = 0; i < launches.size(); ++i) {
        Watched& run = runs[i];
        run.start = Clock::now();
        run.deadline = run.start + launches[i].limits.wall;
        run.output_limit = launches[i].limits.output_bytes;
        run.in_bwrap = wall_ == Wall::Bubblewrap;
        run.output = prepared[i].output_read;
        run.pid = fork();
        if (run.pid == 0) start_child(prepared[i].plan);
        if (run.pid < 0) {
            // Stop what has started, and say so.
            for (std::size_t j = 0; j < i; ++j) stop(runs[j]);
            for (std::size_t j = 0; j < i; ++j) waitpid(runs[j].pid, nullptr, 0);
            close_all();
            for (Prepared& p : prepared) close(p.output_read);
            throw std::runtime_error("cannot start a process: " +
                                     std::string(std::strerror(errno)));
        }
    }
    close_all();
    watch(runs);
    std::vector<RunResult> results;
    for (Watched& run : runs) results.push_back(std::move(run.result));
    return results;
}

} // namespace stonelab::grader
