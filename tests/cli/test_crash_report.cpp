// Where and why a test crashed, read from recorded sanitizer reports (data/sanitizer/README.md
// says how they were made and what the program did). Each diagnosis names the student's file
// and line, the function, and what went wrong in a student's words.
#include "cli/crash_report.hpp"
#include "grader/judge.hpp"

#include <catch2/catch.hpp>

#include <csignal>
#include <fstream>
#include <sstream>

using namespace stonelab::cli;
using Catch::Matchers::Contains;
using Catch::Matchers::StartsWith;

namespace {

std::string recorded(const std::string& name)
{
    std::ifstream in(std::string(CLI_TEST_DATA) + "/sanitizer/" + name + ".txt");
    REQUIRE(in);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

CrashDiagnosis diagnosis_of(const std::string& name)
{
    const auto found = diagnose_crash(recorded(name), "exercises/");
    INFO("report " << name);
    REQUIRE(found.has_value());
    return *found;
}

const std::string kFile = "exercises/02-capture-recursion/capture_recursion.cpp";

} // namespace

TEST_CASE("crash report: a stack overflow names the function that called itself", "[crash]")
{
    const CrashDiagnosis overflow = diagnosis_of("stack-overflow");
    CHECK(overflow.where == kFile + ":5");
    CHECK_THAT(overflow.function, StartsWith("stonelab::lesson02::walk_from"));
    // ASan shows 248 frames of the endless recursion and stops there.
    CHECK_THAT(overflow.what, StartsWith("stack overflow: walk_from called itself more than "));
    CHECK_THAT(overflow.what, Contains("check its base case"));
    CHECK(describe(overflow).starts_with(kFile + ":5, in walk_from: stack overflow"));
}

TEST_CASE("crash report: an index outside a vector, sized or never sized", "[crash]")
{
    for (const char* name : {"vector-index", "vector-never-sized"}) {
        const CrashDiagnosis index = diagnosis_of(name);
        CHECK(index.where == kFile + ":6"); // read_cell, not stl_vector.h
        CHECK_THAT(index.what, StartsWith("an index outside a std::vector"));
        CHECK_THAT(index.what, Contains("was it never sized?"));
    }
}

TEST_CASE("crash report: a read or write outside an array, with its index", "[crash]")
{
    const CrashDiagnosis past = diagnosis_of("heap-overflow");
    CHECK(past.where == kFile + ":7");
    // 4 bytes past the end of 484 bytes of ints: index (484 + 4) / 4 = 122 of 121.
    CHECK(past.what == "a read outside an array: index 122 of an array of 121 elements (4 bytes "
                       "each), whose indices go from 0 to 120");
    const CrashDiagnosis before = diagnosis_of("heap-underflow");
    CHECK(before.where == kFile + ":8");
    CHECK_THAT(before.what, StartsWith("a write outside an array: index -1 of an array of 121"));
    const CrashDiagnosis array = diagnosis_of("array-index");
    CHECK(array.where == kFile + ":9");
    CHECK(array.what == "an index outside an array: index 12 of an array of 10 elements, whose "
                        "indices go from 0 to 9");
}

TEST_CASE("crash report: a null pointer and a use after free", "[crash]")
{
    const CrashDiagnosis null = diagnosis_of("null-pointer");
    CHECK(null.where == kFile + ":10");
    CHECK_THAT(null.what, StartsWith("a null pointer used as if it pointed at something"));
    const CrashDiagnosis freed = diagnosis_of("use-after-free");
    CHECK(freed.where == kFile + ":11");
    CHECK_THAT(freed.what, StartsWith("memory used after it was freed"));
}

TEST_CASE("crash report: no report, no diagnosis; a report outside the student's code", "[crash]")
{
    CHECK_FALSE(diagnose_crash("All tests passed\n", "exercises/").has_value());
    // The same report, but the student's code is elsewhere: what, without where.
    const auto elsewhere = diagnose_crash(recorded("heap-overflow"), "solutions/");
    REQUIRE(elsewhere.has_value());
    CHECK(elsewhere->where.empty());
    CHECK_THAT(describe(*elsewhere), StartsWith("the sanitizers found a read outside an array"));
}

// The student's mistakes of lesson 6 that fill the memory, recorded from its sanitized test
// program (data/sanitizer/README.md): AddressSanitizer stops at the allocation that passes the
// limit, and its stack names the container and the student's line that adds to it.
const std::string kLabels = "exercises/06-strings/labels.cpp";

TEST_CASE("crash report: memory exhausted by a container that grows without end", "[crash]")
{
    // A flood that pushes neighbours without marking them: stopped by the limit on the memory
    // in use, or by the one on a single allocation (the vector's next growth).
    for (const char* name : {"memory-vector", "memory-vector-size"}) {
        INFO(name);
        const CrashDiagnosis vector = diagnosis_of(name);
        CHECK(vector.where == kLabels + ":42"); // to_visit.push_back(q), not stl_vector.h
        CHECK_THAT(vector.function, StartsWith("stonelab::lesson06::label_strings"));
        CHECK_THAT(vector.what,
                   StartsWith("memory exhausted: a std::vector grew without end (push_back, "
                              "here) — does the loop that fills it ever stop?"));
        CHECK_THAT(vector.what, Contains("mark a point when you push it"));
    }
    // The same flood with a std::stack (a std::deque below it, which grows by small blocks).
    const CrashDiagnosis stack = diagnosis_of("memory-stack");
    CHECK(stack.where == kLabels + ":44");
    CHECK_THAT(stack.what, StartsWith("memory exhausted: a std::stack grew without end (push, "
                                      "here)"));
    CHECK(describe(stack).starts_with(kLabels + ":44, in label_strings: memory exhausted: "));
}

TEST_CASE("crash report: memory exhausted by a recursion that allocates at every call", "[crash]")
{
    const CrashDiagnosis recursion = diagnosis_of("memory-recursion");
    CHECK(recursion.where == "exercises/06-strings/fill.cpp:4");
    CHECK_THAT(recursion.what, StartsWith("memory exhausted: fill_from called itself again and "
                                          "again without returning, allocating memory at every "
                                          "call — check its base case"));
}

namespace {

using stonelab::grader::judge_test;
using stonelab::grader::JudgeLimits;
using stonelab::grader::TestEvidence;

/// The judge's message for a test of `stonelab check` (one process) that ended so.
std::string judged(const std::string& report, int signal, const std::string& catch_report = "")
{
    TestEvidence evidence;
    evidence.tests.exit_code = signal == 0 ? 1 : -1;
    evidence.tests.signal = signal;
    evidence.report = report;
    evidence.catch_report = catch_report;
    return judge_test(evidence, JudgeLimits{}).message;
}

} // namespace

TEST_CASE("crash report: which failures of the plain run the sanitized run explains", "[crash]")
{
    // The judge's own words (grader/judge.cpp), not copies of them.
    CHECK(plain_failure(judged("started\ncrash stack-overflow\n", SIGSEGV)) == PlainFailure::Crash);
    CHECK(plain_failure(judged("started\n", SIGSEGV)) == PlainFailure::Crash);
    CHECK(plain_failure(judged("started\ncrash abort\n", SIGABRT)) == PlainFailure::Crash);
    CHECK(plain_failure(judged("started\nfinished 1\n", 0,
                               "due to unexpected exception with message:\n  std::bad_alloc\n")) ==
          PlainFailure::OutOfMemory);
    // Not crashes: a forbidden call, a file too large, too much output, a time-out.
    CHECK(plain_failure(judged("started\ncrash started-a-process\n", SIGKILL)) ==
          PlainFailure::Other);
    CHECK(plain_failure(judged("started\n", SIGXFSZ)) == PlainFailure::Other);
    TestEvidence cut;
    cut.tests.output_cut = true;
    CHECK(plain_failure(judge_test(cut, JudgeLimits{}).message) == PlainFailure::Other);
    TestEvidence slow;
    slow.tests.timed_out = true;
    CHECK(plain_failure(judge_test(slow, JudgeLimits{}).message) == PlainFailure::Other);
}

TEST_CASE("crash report: what the sanitized run's silence means depends on the plain failure",
          "[crash]")
{
    SanitizedRun report;
    report.output = recorded("memory-vector");
    CHECK_THAT(explain_sanitized_run(PlainFailure::OutOfMemory, report, "exercises/"),
               StartsWith(kLabels + ":42, in label_strings: memory exhausted: a std::vector"));

    // A crash that did not happen again: it read memory it should not have.
    SanitizedRun finished;
    finished.output = "All tests passed (3 assertions in 1 test case)\n";
    CHECK_THAT(explain_sanitized_run(PlainFailure::Crash, finished, "exercises/"),
               Contains("it did not crash: the crash depends on memory it should not read"));
    // Out of memory before, but not there: never "memory it should not read".
    const std::string no_growth =
        explain_sanitized_run(PlainFailure::OutOfMemory, finished, "exercises/");
    CHECK_THAT(no_growth, Contains("it did not run out of memory"));
    CHECK_THAT(no_growth, !Contains("should not read"));

    // Stopped at its time limit: it said nothing, which is not a clue to memory.
    SanitizedRun slow;
    slow.timed_out = true;
    slow.cpu_seconds = 20;
    for (const PlainFailure failure : {PlainFailure::Crash, PlainFailure::OutOfMemory}) {
        const std::string words = explain_sanitized_run(failure, slow, "exercises/");
        CHECK_THAT(words, Contains("it was still running after 20 s of CPU"));
        CHECK_THAT(words, !Contains("should not read"));
    }
    CHECK_THAT(explain_sanitized_run(PlainFailure::OutOfMemory, slow, "exercises/"),
               Contains("before it reached the memory limit"));

    SanitizedRun killed;
    killed.signal = SIGKILL;
    CHECK_THAT(explain_sanitized_run(PlainFailure::Crash, killed, "exercises/"),
               Contains("it crashed again, but they printed no report"));
}
