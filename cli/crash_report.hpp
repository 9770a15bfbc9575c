/// \file
/// Where and why a test crashed, read from what AddressSanitizer, UndefinedBehaviorSanitizer
/// and libstdc++'s checked containers print when the test runs again in the sanitized build
/// (`stonelab check` does that after a crash: cmd_check.cpp).
///
/// A plain crash says only "segmentation fault"; the sanitizers say what the program did and
/// where: a stack overflow and the function that kept calling itself, a read or write outside
/// an array with its index, a use of freed memory, a null pointer, an index outside a vector,
/// and for a test that ran out of memory, the container that grew without end (AddressSanitizer
/// stops the program at the allocation that passes the limit, and shows its stack). These
/// functions read their reports (tested on recorded ones) and put them in a student's words,
/// with the file and line of the student's own code.
#pragma once

#include <optional>
#include <string>

namespace stonelab::cli {

/// A crash as the sanitizers saw it.
struct CrashDiagnosis {
    /// What happened, in a student's words: "stack overflow: walk_from called itself more than
    /// 248 times without returning — check its base case".
    std::string what;
    /// Where, in the student's code: "exercises/02-capture-recursion/capture.cpp:27", or empty
    /// when no frame of the report is in the student's code.
    std::string where;
    /// The function there, as the report names it: "stonelab::lesson02::walk_from(...)".
    std::string function;
};

/// Reads a sanitizer report (the crashed test's output in the sanitized build). `students`
/// is the part of a path that marks the student's code ("exercises/"), where the path shown
/// to the student starts. Nothing when the output holds no report (the crash did not happen
/// again there).
std::optional<CrashDiagnosis> diagnose_crash(const std::string& output,
                                             const std::string& students);

/// The diagnosis as the lines a student reads under the test's failure:
/// "exercises/...cpp:27, in walk_from: stack overflow: ...".
std::string describe(const CrashDiagnosis& diagnosis);

/// How a test went wrong in the plain run, which decides whether the sanitized run can say
/// more, and what its silence means.
enum class PlainFailure {
    Crash,       ///< a signal: a bad read or write, a stack overflow, an abort
    OutOfMemory, ///< stopped at the memory limit (std::bad_alloc): something grew without end
    Other,       ///< a time-out, too much output, a file too large, a forbidden call, a failed
                 ///< check: nothing the sanitizers could explain
};

/// The plain run's failure, read from the judge's message for it (grader/judge.cpp: "crashed:
/// ...", "killed: used more than 512 MiB", ...).
PlainFailure plain_failure(const std::string& judge_message);

/// The crashed test run again in the sanitized test program: what it printed, and how it ended.
struct SanitizedRun {
    std::string output;
    bool timed_out = false;
    int cpu_seconds = 0; ///< its CPU-time limit
    int signal = 0;      ///< the signal that ended it without a report, if one did
};

/// What `stonelab check` adds under a test's failure after running it again with the
/// sanitizers: the diagnosis (describe()), or in parentheses why there is none, in words that
/// fit the plain run's failure (a crash that did not happen again depends on memory the code
/// should not read; a run that used up its time said nothing).
std::string explain_sanitized_run(PlainFailure failure, const SanitizedRun& run,
                                  const std::string& students);

} // namespace stonelab::cli
