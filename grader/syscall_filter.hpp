/// \file
/// The system calls a sandboxed run may not make, as a seccomp filter built with libseccomp.
///
/// The kernel runs the filter on every system call of the process and of everything it starts.
/// Ours lets everything through except what a test has no business doing: starting processes
/// (fork, vfork, clone without CLONE_THREAD: threads are fine), opening sockets other than Unix
/// ones, signalling other processes, tracing, leaving its session or process group. A refused
/// call raises SIGSYS, whose handler in the test's process names the call
/// (grader/kit/crash_signals.cpp). Calls from another architecture's entry point (32-bit x86 on
/// x86_64, x32) would have other numbers: libseccomp's filter refuses them outright.
#pragma once

#include <string>

namespace stonelab::grader {

/// Which calls to refuse.
enum class FilterFor {
    Tests,    ///< a test case: no new processes
    Compiler, ///< a compiler or an unpacker: it starts its own helpers (cc1plus, as, ld)
};

/// The filter as the classic BPF program the kernel loads: the bytes of its `sock_filter`
/// instructions, made once per kind (libseccomp's `seccomp_export_bpf`). bubblewrap reads
/// them from a descriptor (`--seccomp FD`); without bubblewrap the run loads them itself with
/// prctl(PR_SET_SECCOMP). Throws std::runtime_error when libseccomp cannot make it.
const std::string& syscall_filter(FilterFor kind);

} // namespace stonelab::grader
