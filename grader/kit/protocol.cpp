#include "grader/kit/protocol.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sstream>
#include <unistd.h>

namespace stonelab::protocol {

namespace {

constexpr std::array<std::pair<CrashKind, const char*>, 10> kCrashNames = {{
    {CrashKind::StackOverflow, "stack-overflow"},
    {CrashKind::NullPointer, "null-pointer"},
    {CrashKind::BadAddress, "bad-address"},
    {CrashKind::Arithmetic, "arithmetic"},
    {CrashKind::IllegalInstruction, "illegal-instruction"},
    {CrashKind::Abort, "abort"},
    {CrashKind::StartedAProcess, "started-a-process"},
    {CrashKind::OpenedASocket, "opened-a-socket"},
    {CrashKind::SignalledAnother, "signalled-another-process"},
    {CrashKind::ForbiddenCall, "forbidden-call"},
}};

// The report's descriptor, opened on first use. A signal handler may be the first to write
// (a crash before any line): open(2) is async-signal-safe, and a race only opens it twice.
int report_fd()
{
    static int fd = -1;
    if (fd < 0) {
        const char* path = std::getenv(kReportVariable);
        if (path == nullptr) return -1;
        fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600);
    }
    return fd;
}

} // namespace

const char* crash_kind_name(CrashKind kind)
{
    for (const auto& [known, name] : kCrashNames)
        if (known == kind) return name;
    return "forbidden-call";
}

std::optional<CrashKind> crash_kind_named(std::string_view name)
{
    for (const auto& [kind, known] : kCrashNames)
        if (name == known) return kind;
    return std::nullopt;
}

Report read_report(std::string_view text)
{
    Report report;
    std::istringstream lines{std::string(text)};
    for (std::string line; std::getline(lines, line);) {
        std::istringstream words(line);
        std::string first, second;
        words >> first >> second;
        if (first == "started") {
            report.started = true;
        } else if (first == "finished") {
            try {
                report.failed = std::stoi(second);
            } catch (const std::exception&) {
                report.failed = 1;
            }
        } else if (first == "crash") {
            report.crash = crash_kind_named(second).value_or(CrashKind::ForbiddenCall);
        } else if (first == "student") {
            std::string rest;
            if (second == "crashed") {
                std::string kind;
                words >> kind;
                report.student_crash = crash_kind_named(kind).value_or(CrashKind::ForbiddenCall);
            }
            report.student_stopped =
                report.student_stopped || second == "stopped" || second == "crashed";
            report.student_garbled = report.student_garbled || second == "garbled";
            words >> report.student_function;
        }
    }
    return report;
}

void append_to_report(const char* line)
{
    const int fd = report_fd();
    if (fd < 0) return;
    // One write, so that a line is never split by a crash or by another writer.
    char buffer[512];
    const std::size_t length = std::min(std::strlen(line), sizeof buffer - 1);
    std::memcpy(buffer, line, length);
    buffer[length] = '\n';
    const ssize_t ignored = write(fd, buffer, length + 1);
    (void)ignored;
}

} // namespace stonelab::protocol
