#include "grader/syscall_filter.hpp"

#include <cerrno>
#include <cstring>
#include <memory>
#include <seccomp.h>
#include <stdexcept>
#include <sys/mman.h>
#include <sys/socket.h>
#include <unistd.h>

namespace stonelab::grader {

namespace {

struct ReleaseContext {
    void operator()(void* context) const { seccomp_release(context); }
};

void check(int result, const char* what)
{
    if (result < 0)
        throw std::runtime_error(std::string("cannot make the system-call filter: ") + what + ": " +
                                 std::strerror(-result));
}

/// A test of the call's first argument. libseccomp's SCMP_A0 macro makes the same value as a C
/// compound literal, which is not C++ (clang refuses it under -Wpedantic -Werror).
scmp_arg_cmp first_argument(scmp_compare op, scmp_datum_t a, scmp_datum_t b = 0)
{
    return scmp_arg_cmp{.arg = 0, .op = op, .datum_a = a, .datum_b = b};
}

/// `call` raises SIGSYS, whatever its arguments.
void refuse(scmp_filter_ctx filter, int call, const char* name)
{
    check(seccomp_rule_add(filter, SCMP_ACT_TRAP, call, 0), name);
}

std::string build(FilterFor kind)
{
    std::unique_ptr<void, ReleaseContext> owned(seccomp_init(SCMP_ACT_ALLOW));
    if (!owned) throw std::runtime_error("cannot make the system-call filter: seccomp_init");
    scmp_filter_ctx filter = owned.get();
    check(seccomp_attr_set(filter, SCMP_FLTATR_ACT_BADARCH, SCMP_ACT_KILL_PROCESS),
          "the action for other architectures");

    // Sockets: only Unix ones (the C library uses them to reach nscd, for instance).
    check(seccomp_rule_add(filter, SCMP_ACT_TRAP, SCMP_SYS(socket), 1,
                           first_argument(SCMP_CMP_NE, AF_UNIX)),
          "socket");
    refuse(filter, SCMP_SYS(ptrace), "ptrace");
    if (kind == FilterFor::Tests) {
        refuse(filter, SCMP_SYS(fork), "fork");
        refuse(filter, SCMP_SYS(vfork), "vfork");
        // clone creates threads (CLONE_THREAD) and processes: only threads are allowed.
        check(seccomp_rule_add(filter, SCMP_ACT_TRAP, SCMP_SYS(clone), 1,
                               first_argument(SCMP_CMP_MASKED_EQ, CLONE_THREAD, 0)),
              "clone");
        // clone3 passes its flags in memory, which a filter cannot read: it "does not exist",
        // and the C library falls back to clone, whose flags it can.
        check(seccomp_rule_add(filter, SCMP_ACT_ERRNO(ENOSYS), SCMP_SYS(clone3), 0), "clone3");
        refuse(filter, SCMP_SYS(kill), "kill");
        refuse(filter, SCMP_SYS(tkill), "tkill");
        refuse(filter, SCMP_SYS(setsid), "setsid");
        refuse(filter, SCMP_SYS(setpgid), "setpgid");
    }

    // libseccomp writes the program to a descriptor; an anonymous memory file holds it.
    const int fd = memfd_create("stonelab-syscall-filter", MFD_CLOEXEC);
    if (fd < 0) throw std::runtime_error("cannot make the system-call filter: memfd_create");
    const int exported = seccomp_export_bpf(filter, fd);
    std::string program;
    if (exported == 0 && lseek(fd, 0, SEEK_SET) == 0) {
        char buffer[4096];
        for (ssize_t got; (got = read(fd, buffer, sizeof buffer)) > 0;)
            program.append(buffer, static_cast<std::size_t>(got));
    }
    close(fd);
    check(exported, "seccomp_export_bpf");
    if (program.empty()) throw std::runtime_error("cannot make the system-call filter: empty");
    return program;
}

} // namespace

const std::string& syscall_filter(FilterFor kind)
{
    // Made once each, on first use; a function-local static is initialised exactly once even
    // when the grader's threads ask at the same time.
    static const std::string for_tests = build(FilterFor::Tests);
    static const std::string for_compilers = build(FilterFor::Compiler);
    return kind == FilterFor::Tests ? for_tests : for_compilers;
}

} // namespace stonelab::grader
