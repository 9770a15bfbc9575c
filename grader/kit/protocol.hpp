/// \file
/// What the programs that run a test tell the grader, and how: the one description of the
/// records the test programs write (grader/kit/runner_main.cpp, grader/kit/remote.cpp) and the
/// grader reads (grader/judge.cpp).
///
/// A test case runs in a **tests' process**: the lesson's Catch2 tests with the runner's `main`.
/// Under `stonelab check` the student's code is linked into it; under `stonelab grade` it is not:
/// the student's code runs in a **student's process** of its own, in a sandbox, and answers the
/// tests' calls through two pipes (remote.hpp). Either way the tests' process appends lines to
/// its **report**, the file named by `STONELAB_TEST_REPORT`:
///
///     started                          Catch2 is about to run the test case
///     finished <failed test cases>     Catch2 has run it (0: it passed)
///     crash <kind>                     the tests' process itself died of a signal (kind below)
///     student stopped <function>       the student's process ended while <function> ran
///     student crashed <kind> <function>  ... and said it died of a signal first
///     student garbled <function>       its answer to <function> could not be read
///
/// Under `stonelab grade` the report is written by trusted code only (the tests' process runs
/// the instructor's tests and no student code), so `finished 0` means what it says. Under
/// `stonelab check` the student's code shares the tests' process, and the report is only as
/// honest as that code: fine on a student's own machine, which is the only place check runs.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace stonelab::protocol {

/// The environment variable that names the tests' process's report file.
inline constexpr const char* kReportVariable = "STONELAB_TEST_REPORT";
/// The environment variable that names the two pipes of a graded test, "CALLS,ANSWERS": the
/// tests' process writes calls to the first descriptor and reads answers from the second.
inline constexpr const char* kCallsVariable = "STONELAB_CALLS";
/// The descriptors the student's process answers on (grader/kit/student_main.cpp): it reads
/// calls from the first and writes answers to the second.
inline constexpr int kStudentCallsFd = 3;
inline constexpr int kStudentAnswersFd = 4;

/// How a process died, as the signal handlers of both processes tell it. The names are the
/// words after `crash` and `student crashed` in a report.
enum class CrashKind {
    StackOverflow, ///< a segmentation fault near the end of the stack: endless recursion
    NullPointer,   ///< a segmentation fault at a tiny address
    BadAddress,    ///< any other segmentation fault or bus error
    Arithmetic,    ///< SIGFPE: an integer division by zero
    IllegalInstruction,
    Abort,            ///< abort(), a failed assert, or an exception nobody caught
    StartedAProcess,  ///< the system-call filter stopped fork, vfork or clone
    OpenedASocket,    ///< ... socket (other than a Unix one)
    SignalledAnother, ///< ... kill or tkill
    ForbiddenCall,    ///< ... any other call it forbids
};

/// "stack-overflow", "null-pointer", ...
const char* crash_kind_name(CrashKind kind);
/// The kind named `name`, or nothing.
std::optional<CrashKind> crash_kind_named(std::string_view name);

/// What a report says, read back.
struct Report {
    bool started = false;
    std::optional<int> failed;      ///< from `finished N`
    std::optional<CrashKind> crash; ///< the tests' process's own crash
    std::optional<CrashKind> student_crash;
    bool student_stopped = false; ///< the student's process ended during a call
    bool student_garbled = false; ///< it sent an answer that could not be read
    std::string student_function; ///< the call it was answering, for those three
};

/// Reads a report. Lines it does not know are skipped (the file is the grader's own).
Report read_report(std::string_view text);

/// Appends `line` and a line end to the report named by `STONELAB_TEST_REPORT`, with one
/// write(2) on a descriptor opened for it: safe in a signal handler, complete before a crash.
/// Does nothing when the variable is not set.
void append_to_report(const char* line);

} // namespace stonelab::protocol
