#include "cli/sandbox.hpp"

#include "cli/process.hpp"

#include <array>
#include <cerrno>
#include <csignal>
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <optional>
#include <poll.h>
#include <sched.h>
#include <stdexcept>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace stonelab::cli {

namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

// ---- the system-call filter -----------------------------------------------------------------
// A classic BPF program run by the kernel on every system call: it loads fields of
// struct seccomp_data (the architecture, the call's number, its arguments) and returns what
// happens to the call. Ours traps (SIGSYS) the calls a test has no business making.

#if defined(__x86_64__)
constexpr std::uint32_t kAuditArch = AUDIT_ARCH_X86_64;
#elif defined(__aarch64__)
constexpr std::uint32_t kAuditArch = AUDIT_ARCH_AARCH64;
#else
#error "the system-call filter knows x86_64 and aarch64 only"
#endif

constexpr std::uint32_t kAllow = SECCOMP_RET_ALLOW;
constexpr std::uint32_t kTrap = SECCOMP_RET_TRAP;

sock_filter statement(std::uint16_t code, std::uint32_t k) { return BPF_STMT(code, k); }
sock_filter jump(std::uint16_t code, std::uint32_t k, std::uint8_t if_true, std::uint8_t if_false)
{
    return BPF_JUMP(code, k, if_true, if_false);
}

class FilterBuilder {
public:
    FilterBuilder()
    {
        // A call made through another architecture's entry (32-bit x86 on x86_64) has other
        // numbers: refuse it outright.
        load(offsetof(seccomp_data, arch));
        program_.push_back(jump(BPF_JMP | BPF_JEQ | BPF_K, kAuditArch, 1, 0));
        program_.push_back(statement(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS));
        load(offsetof(seccomp_data, nr));
#if defined(__x86_64__)
        // The x32 ABI: the same calls with bit 30 set.
        program_.push_back(jump(BPF_JMP | BPF_JGE | BPF_K, 0x40000000, 0, 1));
        program_.push_back(statement(BPF_RET | BPF_K, kTrap));
#endif
    }

    /// Call `number` gets `action`.
    void on(long number, std::uint32_t action)
    {
        program_.push_back(
            jump(BPF_JMP | BPF_JEQ | BPF_K, static_cast<std::uint32_t>(number), 0, 1));
        program_.push_back(statement(BPF_RET | BPF_K, action));
    }

    /// Call `number` is allowed when its first argument has `bit` set (CLONE_THREAD), else
    /// trapped.
    void allow_when_bit_set(long number, std::uint32_t bit)
    {
        program_.push_back(
            jump(BPF_JMP | BPF_JEQ | BPF_K, static_cast<std::uint32_t>(number), 0, 4));
        load(offsetof(seccomp_data, args[0])); // the low 32 bits on a little-endian machine
        program_.push_back(jump(BPF_JMP | BPF_JSET | BPF_K, bit, 1, 0));
        program_.push_back(statement(BPF_RET | BPF_K, kTrap));
        program_.push_back(statement(BPF_RET | BPF_K, kAllow));
    }

    /// Call `number` is allowed when its first argument is `value` (AF_UNIX), else trapped.
    void allow_when_first_is(long number, std::uint32_t value)
    {
        program_.push_back(
            jump(BPF_JMP | BPF_JEQ | BPF_K, static_cast<std::uint32_t>(number), 0, 4));
        load(offsetof(seccomp_data, args[0]));
        program_.push_back(jump(BPF_JMP | BPF_JEQ | BPF_K, value, 1, 0));
        program_.push_back(statement(BPF_RET | BPF_K, kTrap));
        program_.push_back(statement(BPF_RET | BPF_K, kAllow));
    }

    std::vector<sock_filter> finish()
    {
        program_.push_back(statement(BPF_RET | BPF_K, kAllow));
        return program_;
    }

private:
    void load(std::size_t offset)
    {
        program_.push_back(statement(BPF_LD | BPF_W | BPF_ABS, static_cast<std::uint32_t>(offset)));
    }

    std::vector<sock_filter> program_;
};

std::vector<sock_filter> system_call_filter(bool allow_processes)
{
    FilterBuilder filter;
    filter.allow_when_first_is(SYS_socket, AF_UNIX);
    filter.on(SYS_ptrace, kTrap);
    if (!allow_processes) {
#ifdef SYS_fork
        filter.on(SYS_fork, kTrap);
#endif
#ifdef SYS_vfork
        filter.on(SYS_vfork, kTrap);
#endif
        // clone3 passes its flags in memory, which a filter cannot read: say it does not
        // exist, and the C library falls back to clone, whose flags it can.
#ifdef SYS_clone3
        filter.on(SYS_clone3, SECCOMP_RET_ERRNO | ENOSYS);
#endif
        filter.allow_when_bit_set(SYS_clone, CLONE_THREAD);
        filter.on(SYS_kill, kTrap);
        filter.on(SYS_tkill, kTrap);
        filter.on(SYS_setsid, kTrap);
        filter.on(SYS_setpgid, kTrap);
    }
    return filter.finish();
}

// ---- starting the run -------------------------------------------------------------------

// argv and envp for execve, pointing into `strings`.
std::vector<char*> c_strings(std::vector<std::string>& strings)
{
    std::vector<char*> pointers;
    for (std::string& s : strings) pointers.push_back(s.data());
    pointers.push_back(nullptr);
    return pointers;
}

void set_limit(int resource, rlim_t value)
{
    const rlimit limit{value, value};
    setrlimit(resource, &limit);
}

// In the child, before exec: everything here must be async-signal-safe enough to run after
// fork in a program that may have threads (it only makes system calls).
void apply_limits(const SandboxLimits& limits)
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

// The bwrap command line that shows the run `view` and nothing else, then runs `command`.
std::vector<std::string> bwrap_command(const std::string& bwrap,
                                       const std::vector<std::string>& command,
                                       const SandboxView& view, const SandboxLimits& limits,
                                       int filter_fd)
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
    argv.insert(argv.end(),
                {"--ro-bind-try", "/etc/ld.so.cache", "/etc/ld.so.cache", "--proc", "/proc",
                 "--dev", "/dev", "--size", std::to_string(limits.tmp_bytes), "--tmpfs", "/tmp"});
    for (const fs::path& path : view.read_only)
        argv.insert(argv.end(), {"--ro-bind", path.string(), path.string()});
    for (const fs::path& path : view.writable)
        argv.insert(argv.end(), {"--bind", path.string(), path.string()});
    argv.insert(argv.end(), {"--bind", view.working_dir.string(), view.working_dir.string(),
                             "--remount-ro", "/", "--chdir", view.working_dir.string(), "--seccomp",
                             std::to_string(filter_fd), "--"});
    argv.insert(argv.end(), command.begin(), command.end());
    return argv;
}

// The filter as a file bwrap reads it from (--seccomp FD): an anonymous memory file.
int filter_file(const std::vector<sock_filter>& program)
{
    const int fd = memfd_create("stonelab-seccomp", MFD_CLOEXEC);
    if (fd < 0)
        throw std::runtime_error("cannot make the system-call filter: " +
                                 std::string(std::strerror(errno)));
    const auto bytes = program.size() * sizeof(sock_filter);
    if (write(fd, program.data(), bytes) != static_cast<ssize_t>(bytes) ||
        lseek(fd, 0, SEEK_SET) != 0) {
        close(fd);
        throw std::runtime_error("cannot write the system-call filter");
    }
    return fd;
}

// In the child, between fork and exec: system calls only, no memory allocation (another
// thread of the grader may have held the allocator's lock when it forked).
[[noreturn]] void exec_child(char* const* argv, char* const* envp, int output_fd, int filter_fd,
                             const SandboxLimits& limits, const sock_fprog* filter,
                             const char* working_dir)
{
    setpgid(0, 0);
    // bwrap reads the filter from this file: the one descriptor it inherits on purpose (it is
    // close-on-exec in the grader, so that other runs started at the same time do not get it).
    if (filter_fd >= 0) fcntl(filter_fd, F_SETFD, 0);
    const int null_fd = open("/dev/null", O_RDONLY);
    dup2(null_fd, STDIN_FILENO);
    dup2(output_fd, STDOUT_FILENO);
    dup2(output_fd, STDERR_FILENO);
    apply_limits(limits);
    if (filter) {
        // Limits only: no bwrap to install the filter, so install it here, just before exec.
        if (chdir(working_dir) != 0) _exit(126);
        if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0 ||
            prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, filter) != 0)
            _exit(126);
    }
    execve(argv[0], argv, envp);
    _exit(127);
}

// Reads the run's output until it ends, the output limit or the deadline. Returns false when
// the run must be stopped (deadline or limit); `output_cut` says which.
bool collect_output(int fd, Clock::time_point deadline, std::size_t limit, std::string& output,
                    bool& output_cut)
{
    std::array<char, 1 << 16> buffer{};
    for (;;) {
        const auto left =
            std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
        if (left.count() <= 0) return false;
        pollfd reader{fd, POLLIN, 0};
        const int ready = poll(&reader, 1, static_cast<int>(left.count()));
        if (ready < 0 && errno == EINTR) continue;
        if (ready <= 0) return ready < 0;
        const ssize_t got = read(fd, buffer.data(), buffer.size());
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) return true; // every writer has closed: the run has ended
        const std::size_t room = limit - output.size();
        output.append(buffer.data(), std::min(room, static_cast<std::size_t>(got)));
        if (static_cast<std::size_t>(got) > room) {
            output_cut = true;
            return false;
        }
    }
}

// Waits for `pid` until the deadline; returns its wait status, or nothing at the deadline.
std::optional<int> wait_until(pid_t pid, Clock::time_point deadline)
{
    for (;;) {
        int status = 0;
        const pid_t done = waitpid(pid, &status, WNOHANG);
        if (done == pid) return status;
        if (done < 0 && errno != EINTR) return 0;
        if (Clock::now() >= deadline) return std::nullopt;
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
}

} // namespace

Sandbox Sandbox::limits_only(std::string why)
{
    Sandbox sandbox;
    sandbox.why_not_ = std::move(why);
    return sandbox;
}

Sandbox Sandbox::detect()
{
    // STONELAB_BWRAP names the program where it is not on PATH (or, set to nothing usable,
    // forces the limits-only fallback, to try it out).
    const char* named = std::getenv("STONELAB_BWRAP");
    const auto bwrap = named ? std::optional<fs::path>(named) : find_program("bwrap");
    if (named && access(named, X_OK) != 0)
        return limits_only("STONELAB_BWRAP=" + std::string(named) + " is not a program");
    if (!bwrap) return limits_only("bubblewrap is not installed (sudo apt install bubblewrap)");
    Sandbox sandbox;
    sandbox.bwrap_ = bwrap->string();
    // A trial run: bwrap needs user namespaces, which some hosts and containers forbid.
    const fs::path here = fs::temp_directory_path();
    const SandboxView view{{}, {}, here, {{"PATH", "/usr/bin:/bin"}}};
    SandboxLimits limits;
    limits.allow_processes = true;
    const SandboxRun trial = sandbox.run({"/bin/sh", "-c", "exit 0"}, view, limits);
    if (trial.exit_code != 0) {
        const std::string said = trial.output.substr(0, trial.output.find('\n'));
        return limits_only(
            "bubblewrap cannot run here (" +
            (said.empty() ? "exit status " + std::to_string(trial.exit_code) : said) + ")");
    }
    return sandbox;
}

SandboxRun Sandbox::run(const std::vector<std::string>& command, const SandboxView& view,
                        const SandboxLimits& limits) const
{
    const std::vector<sock_filter> filter = system_call_filter(limits.allow_processes);
    int pipe_fds[2];
    if (pipe2(pipe_fds, O_CLOEXEC) != 0)
        throw std::runtime_error("cannot make a pipe: " + std::string(std::strerror(errno)));
    const int filter_fd = isolated() ? filter_file(filter) : -1;

    std::vector<std::string> env_strings;
    for (const auto& [name, value] : view.environment) env_strings.push_back(name + "=" + value);
    std::vector<std::string> argv_strings =
        isolated() ? bwrap_command(bwrap_, command, view, limits, filter_fd) : command;
    const std::vector<char*> argv = c_strings(argv_strings);
    const std::vector<char*> envp = c_strings(env_strings);
    const sock_fprog program{static_cast<unsigned short>(filter.size()),
                             const_cast<sock_filter*>(filter.data())};

    const auto start = Clock::now();
    const pid_t pid = fork();
    if (pid < 0) {
        close(pipe_fds[0]);
        close(pipe_fds[1]);
        if (filter_fd >= 0) close(filter_fd);
        throw std::runtime_error("cannot start a process: " + std::string(std::strerror(errno)));
    }
    if (pid == 0)
        exec_child(argv.data(), envp.data(), pipe_fds[1], filter_fd, limits,
                   isolated() ? nullptr : &program, view.working_dir.c_str());
    close(pipe_fds[1]);
    if (filter_fd >= 0) close(filter_fd);

    SandboxRun result;
    const auto deadline = start + limits.wall;
    const bool ended = collect_output(pipe_fds[0], deadline, limits.output_bytes, result.output,
                                      result.output_cut);
    close(pipe_fds[0]);
    std::optional<int> status = ended ? wait_until(pid, deadline) : std::nullopt;
    if (!status) {
        // Stop it: the whole process group (limits only), or bwrap, whose death takes the
        // sandbox's PID namespace and everything in it.
        kill(-pid, SIGKILL);
        kill(pid, SIGKILL);
        int stopped = 0;
        waitpid(pid, &stopped, 0);
        result.timed_out = !result.output_cut;
        result.signal = SIGKILL;
    } else if (WIFEXITED(*status)) {
        result.exit_code = WEXITSTATUS(*status);
        // bwrap reports a child killed by signal N as exit status 128 + N.
        if (isolated() && result.exit_code > 128 && result.exit_code < 128 + NSIG) {
            result.signal = result.exit_code - 128;
            result.exit_code = -1;
        }
    } else if (WIFSIGNALED(*status)) {
        result.signal = WTERMSIG(*status);
    }
    if (result.signal == SIGXCPU) result.timed_out = true;
    result.seconds = std::chrono::duration<double>(Clock::now() - start).count();
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
    default: return "signal " + std::to_string(signal);
    }
}

} // namespace stonelab::cli
