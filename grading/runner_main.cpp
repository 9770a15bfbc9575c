/// \file
/// The `main` of a graded test program: Catch2, plus what the grader needs to judge one test
/// case run in a sandbox.
///
/// `stonelab grade` links a lesson's test objects and the student's code with this file
/// instead of Catch2's own main, and runs one test case per process. Three things differ from
/// a plain Catch2 run:
///  - `--stonelab-list` prints every test case as `file <TAB> line <TAB> tags <TAB> name`, one
///    a line, so the grader can order the tests, find their tasks and quote their source.
///  - Catch2's report is not wrapped at 80 columns (CATCH_CONFIG_CONSOLE_WIDTH).
///  - Catch2's own signal handlers are left out (CATCH_CONFIG_NO_POSIX_SIGNALS); ours say *why*
///    the process died, which Catch2 cannot: a segmentation fault close to the end of the stack
///    is a stack overflow (an endless recursion), one at a tiny address is a null pointer, and a
///    SIGSYS from the sandbox's system-call filter names the call (fork, socket, ...).
///  - The run's verdict goes to the file named by STONELAB_GRADE_REPORT: `started`, then
///    `crash <kind>` or `finished <number of failed test cases>`. A test whose code calls
///    exit(0) before the test ends never writes `finished`, so it cannot pass by accident.
#define CATCH_CONFIG_RUNNER
#define CATCH_CONFIG_NO_POSIX_SIGNALS
// Catch2 wraps its report at 80 columns by default, which splits messages and paths in the
// middle; the grader's formats wrap (or not) for themselves.
#define CATCH_CONFIG_CONSOLE_WIDTH 200
#include <catch2/catch.hpp>

#include <csignal>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <iostream>
#include <string>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace {

// What the crash handler needs, set once before the tests run. Signal handlers can only reach
// globals; these are written before any handler is installed and only read afterwards.
int report_fd = -1;
std::uintptr_t stack_top = 0;
std::uintptr_t stack_size = 0;

// Appends `text` to the report with one write(2): safe inside a signal handler.
void report(const char* text)
{
    if (report_fd < 0) return;
    const ssize_t ignored = write(report_fd, text, std::strlen(text));
    (void)ignored;
}

const char* syscall_kind(long number)
{
    switch (number) {
#ifdef SYS_fork
    case SYS_fork:
#endif
#ifdef SYS_vfork
    case SYS_vfork:
#endif
    case SYS_clone: return "crash syscall process\n";
    case SYS_socket: return "crash syscall socket\n";
    case SYS_kill:
    case SYS_tkill: return "crash syscall kill\n";
    default: return "crash syscall other\n";
    }
}

const char* segfault_kind(const siginfo_t* info)
{
    const auto address = reinterpret_cast<std::uintptr_t>(info->si_addr);
    // The stack grows down from stack_top; a fault in the last stretch below its limit (or
    // just past it) is the guard page of an overflowing stack.
    const std::uintptr_t slack = 1 << 20;
    if (stack_top != 0 && address < stack_top && stack_top - address <= stack_size + slack &&
        stack_top - address + slack >= stack_size)
        return "crash stack-overflow\n";
    if (address < 4096) return "crash null-pointer\n";
    return "crash bad-address\n";
}

void on_fatal_signal(int signal, siginfo_t* info, void*)
{
    switch (signal) {
    case SIGSEGV: report(segfault_kind(info)); break;
    case SIGBUS: report("crash bad-address\n"); break;
    case SIGFPE: report("crash arithmetic\n"); break;
    case SIGILL: report("crash illegal-instruction\n"); break;
    case SIGABRT: report("crash abort\n"); break;
    case SIGSYS: report(syscall_kind(info->si_syscall)); break;
    }
    // SA_RESETHAND has put the default action back: a fault happens again on return and kills
    // the process; abort() raises again itself; a trapped system call must be made fatal here.
    if (signal == SIGSYS) raise(SIGSYS);
}

void install_crash_handlers()
{
    static char alternate_stack[1 << 16];
    stack_t stack{};
    stack.ss_sp = alternate_stack;
    stack.ss_size = sizeof alternate_stack;
    sigaltstack(&stack, nullptr);

    struct sigaction action {};
    action.sa_sigaction = on_fatal_signal;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_RESETHAND;
    sigemptyset(&action.sa_mask);
    for (int signal : {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGSYS})
        sigaction(signal, &action, nullptr);
}

void remember_stack()
{
    int here = 0;
    stack_top = reinterpret_cast<std::uintptr_t>(&here);
    rlimit limit{};
    getrlimit(RLIMIT_STACK, &limit);
    stack_size = limit.rlim_cur == RLIM_INFINITY ? 0 : limit.rlim_cur;
}

int list_tests(Catch::Session& session, char* program_name)
{
    char* no_options[] = {program_name, nullptr};
    if (session.applyCommandLine(1, no_options) != 0) return 2;
    for (const Catch::TestCase& test : Catch::getAllTestCasesSorted(session.config()))
        std::cout << test.lineInfo.file << '\t' << test.lineInfo.line << '\t' << test.tagsAsString()
                  << '\t' << test.name << '\n';
    return 0;
}

} // namespace

int main(int argc, char* argv[])
{
    Catch::Session session;
    if (argc == 2 && std::string(argv[1]) == "--stonelab-list") return list_tests(session, argv[0]);

    if (const char* path = std::getenv("STONELAB_GRADE_REPORT"))
        report_fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600);
    remember_stack();
    install_crash_handlers();
    report("started\n");
    const int failed = session.run(argc, argv);
    const std::string finished = "finished " + std::to_string(failed) + "\n";
    report(finished.c_str());
    return failed;
}
