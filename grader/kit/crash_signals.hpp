/// \file
/// Saying *why* a test's process died: signal handlers that tell a stack overflow from a null
/// pointer, and name the system call the sandbox's filter stopped.
///
/// Both processes of a test install them (grader/kit/runner_main.cpp, student_main.cpp); each
/// passes what to do with the news. A segmentation fault close to the end of the stack is an
/// endless recursion; one at a tiny address is a null pointer; a SIGSYS from the system-call
/// filter (grader/syscall_filter.hpp) names the call that was refused.
#pragma once

#include "grader/kit/protocol.hpp"

namespace stonelab::crash_signals {

/// Called from the signal handler, on an alternate stack: may only use async-signal-safe
/// functions (write(2), not printf or new).
using Reporter = void (*)(protocol::CrashKind kind);

/// Installs the handlers for SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT and SIGSYS. Each reports
/// the kind and then lets the process die of its signal, as it would have without them. Call
/// it first thing in main: it remembers where the stack begins.
void install(Reporter report);

} // namespace stonelab::crash_signals
