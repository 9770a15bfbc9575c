/// \file
/// Where and why a test crashed, read from what AddressSanitizer, UndefinedBehaviorSanitizer
/// and libstdc++'s checked containers print when the test runs again in the sanitized build
/// (`stonelab check` does that after a crash: cmd_check.cpp).
///
/// A plain crash says only "segmentation fault"; the sanitizers say what the program did and
/// where: a stack overflow and the function that kept calling itself, a read or write outside
/// an array with its index, a use of freed memory, a null pointer, an index outside a vector.
/// These functions read their reports (tested on recorded ones) and put them in a student's
/// words, with the file and line of the student's own code.
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

} // namespace stonelab::cli
