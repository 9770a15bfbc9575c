#include "grader/kit/crash_signals.hpp"

#include <csignal>
#include <cstdint>
#include <sys/resource.h>
#include <sys/syscall.h>

namespace stonelab::crash_signals {

namespace {

// What the handler needs, set before it is installed and only read afterwards: a signal
// handler can reach nothing else.
Reporter reporter = nullptr;
std::uintptr_t stack_top = 0;
std::uintptr_t stack_size = 0;

protocol::CrashKind syscall_kind(long number)
{
    switch (number) {
#ifdef SYS_fork
    case SYS_fork:
#endif
#ifdef SYS_vfork
    case SYS_vfork:
#endif
    case SYS_clone: return protocol::CrashKind::StartedAProcess;
    case SYS_socket: return protocol::CrashKind::OpenedASocket;
    case SYS_kill:
    case SYS_tkill: return protocol::CrashKind::SignalledAnother;
    default: return protocol::CrashKind::ForbiddenCall;
    }
}

protocol::CrashKind segfault_kind(const siginfo_t* info)
{
    const auto address = reinterpret_cast<std::uintptr_t>(info->si_addr);
    // The stack grows down from stack_top; a fault in the last stretch below its limit (or
    // just past it) is the guard page of an overflowing stack.
    const std::uintptr_t slack = 1 << 20;
    if (stack_top != 0 && address < stack_top && stack_top - address <= stack_size + slack &&
        stack_top - address + slack >= stack_size)
        return protocol::CrashKind::StackOverflow;
    if (address < 4096) return protocol::CrashKind::NullPointer;
    return protocol::CrashKind::BadAddress;
}

void on_fatal_signal(int signal, siginfo_t* info, void*)
{
    switch (signal) {
    case SIGSEGV: reporter(segfault_kind(info)); break;
    case SIGBUS: reporter(protocol::CrashKind::BadAddress); break;
    case SIGFPE: reporter(protocol::CrashKind::Arithmetic); break;
    case SIGILL: reporter(protocol::CrashKind::IllegalInstruction); break;
    case SIGABRT: reporter(protocol::CrashKind::Abort); break;
    case SIGSYS: reporter(syscall_kind(info->si_syscall)); break;
    }
    // SA_RESETHAND has put the default action back: a fault happens again on return and kills
    // the process; abort() raises again itself; a trapped system call must be made fatal here.
    if (signal == SIGSYS) raise(SIGSYS);
}

} // namespace

void install(Reporter report)
{
    reporter = report;
    int here = 0;
    stack_top = reinterpret_cast<std::uintptr_t>(&here);
    rlimit limit{};
    getrlimit(RLIMIT_STACK, &limit);
    stack_size = limit.rlim_cur == RLIM_INFINITY ? 0 : limit.rlim_cur;

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

} // namespace stonelab::crash_signals
