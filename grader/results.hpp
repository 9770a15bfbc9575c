/// \file
/// What a run of the tests finds out: every test's result, in test order, with its task,
/// points, status and message, summed per lesson and for a submission. `stonelab grade` fills
/// these in (grader.hpp) and its report writers (formats.hpp) turn them into the formats
/// instructors' platforms read; `stonelab check` shows the same results to the student, with
/// the same words (judge.hpp).
#pragma once

#include <string>
#include <vector>

namespace stonelab::grader {

/// How one test ended.
enum class TestStatus {
    Pass,
    Fail,         ///< a check failed, an exception escaped, or a hidden output differed
    Timeout,      ///< killed at the CPU or wall-clock limit
    Crash,        ///< killed by a signal or a sandbox limit (memory, processes, files, ...)
    CompileError, ///< the lesson's code did not compile or link: no test could run
    NotRun,       ///< skipped (`stonelab check` skips a task's tests after one timed out)
};

/// "pass", "fail", "timeout", "crash", "compile error", "not run".
const char* status_name(TestStatus status);

/// What the judge decides about one test (judge.hpp).
struct Verdict {
    TestStatus status = TestStatus::Fail;
    /// What went wrong, in plain words ("timed out after 2 s", Catch2's failed expression with
    /// its expected and actual values); empty when it passed.
    std::string message;
};

/// One test case's result.
struct TestResult {
    std::string name;     ///< the Catch2 test case name, "task 2: ..."
    int task = 0;         ///< from its [task_K] tag
    double max_score = 0; ///< its share of the task's points (the task's points / its tests)
    double score = 0;     ///< max_score when it passed, else 0
    TestStatus status = TestStatus::Fail;
    /// What went wrong, in plain words ("timed out after 2 s", Catch2's failed expression with
    /// its expected and actual values, the compiler's first errors). Empty when it passed.
    std::string message;
    std::string output;            ///< what the student's code printed, at most the output cap
    bool output_truncated = false; ///< the student's code printed more than the cap
    std::string source;            ///< the test case's source code, for the student to read
    bool hidden = false;           ///< marked hidden in lessons/course.txt
    double seconds = 0;            ///< wall-clock time the test took
};

/// One lesson of a submission.
struct LessonGrade {
    int number = 0;
    std::string slug; ///< the folders are NN-slug
    std::string title;
    /// Empty when the lesson compiled; else the compiler's first errors with file and line
    /// (every test of the lesson then has status CompileError).
    std::string compile_errors;
    std::vector<TestResult> tests; ///< in test order

    double score() const;
    double max_score() const;
};

/// One submission: a student's directory or archive.
struct SubmissionGrade {
    std::string name; ///< the directory's or archive's name without .tar.gz/.zip: "alice"
    std::vector<LessonGrade> lessons; ///< in course order
    /// Things the instructor must know about how it was graded ("graded without a sandbox:
    /// bubblewrap cannot run here"), or why it could not be ("not a directory or archive").
    std::vector<std::string> notes;
    double seconds = 0; ///< wall-clock time to grade it
    /// Grading itself failed (the grader's fault, not the student's); the notes say why.
    bool failed = false;

    double score() const;
    double max_score() const;
};

} // namespace stonelab::grader
