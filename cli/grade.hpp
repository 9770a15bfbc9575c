/// \file
/// Grading one submission: take the student's exercise files, build each lesson against the
/// instructor's tests, run every test case in its own sandboxed process, and judge it.
///
/// The steps, for each lesson of the course:
///  1. **Take** `exercises/NN-slug/*.cpp|*.hpp|*.h` from the submission (regular files only: a
///     link could point at the solution), and nothing else: tests, reference outputs and build
///     files all come from the instructor's tree.
///  2. **Compile** them in the sandbox, seeing only the engine's and the lessons' headers, with
///     a time limit; **link** them with the lesson's prebuilt test objects, the engine and the
///     runner (grading/runner_main.cpp). Errors are cut to the first few, with file and line.
///  3. **List** the test cases with the instructor's own program (the tests on the solution),
///     skipping `[reference]` tests, which check reference data rather than the student's code.
///     Results follow task order; a task's points are shared equally by its tests.
///  4. **Run** each test case alone in the sandbox, with the limits of SandboxLimits, and judge
///     how it ended: the runner's report says whether Catch2 finished and how the process died.
///     A hidden test's outputs are compared here, outside the sandbox, with
///     `tests/NN-slug/hidden/` (tests/hidden.hpp), which the sandbox cannot see.
#pragma once

#include "cli/course.hpp"
#include "cli/grade_results.hpp"
#include "cli/sandbox.hpp"

#include <filesystem>
#include <functional>
#include <iosfwd>
#include <map>
#include <string>
#include <vector>

namespace stonelab::cli {

/// What the instructor's build provides for grading: `grading-kit.txt`, written by CMake
/// (grading/CMakeLists.txt) when the `grading_kit` target is built.
struct GradingKit {
    struct Lesson {
        std::filesystem::path headers; ///< lessons/NN-slug
        std::filesystem::path data;    ///< tests/NN-slug/data: bound into the test's sandbox
        std::filesystem::path hidden;  ///< tests/NN-slug/hidden: never bound
        std::filesystem::path listing; ///< the tests on the solution, to list the test cases
        std::vector<std::filesystem::path> objects; ///< the lesson's compiled tests
    };
    std::filesystem::path compiler;
    std::vector<std::string> compile_flags;
    std::vector<std::string> link_flags;
    std::filesystem::path include; ///< the project root, for "engine/board.hpp"
    std::filesystem::path pch;     ///< the precompiled header (its .gch beside it); may be empty
    std::filesystem::path runner;  ///< libstonelab_grade_runner.a
    std::filesystem::path engine;  ///< libstonelab_engine.a
    std::map<int, Lesson> lessons;
};

/// Reads grading-kit.txt. Throws std::runtime_error naming the line it cannot read.
GradingKit read_grading_kit(const std::filesystem::path& path);

/// A submission's name in reports: the folder's or archive's name without `.tar.gz`, `.tgz`
/// or `.zip` ("alice.tar.gz" -> "alice").
std::string submission_name(const std::filesystem::path& submission);

/// One test case as the grader knows it before running it.
struct GradedTestCase {
    std::string name;
    int task = 0;
    std::filesystem::path file; ///< its source file, for quoting
    int line = 0;
    std::vector<std::string> tags;
};

/// Reads the runner's `--stonelab-list` output (file TAB line TAB tags TAB name).
std::vector<GradedTestCase> parse_test_listing(const std::string& listing);

/// The source of the test case starting at `line` (1-based) of `source`: from that line to
/// the brace closing its body. Strings, characters and comments are skipped when counting.
std::string test_case_source(const std::string& source, int line);

/// What a graded test's run left behind, and how it ended.
struct TestRunEvidence {
    SandboxRun run;
    std::string runner_report;  ///< the runner's report file: started, crash ..., finished N
    std::string catch_report;   ///< Catch2's console report (written to a file, not stdout)
    std::string hidden_outputs; ///< the hidden-output records, for a hidden test
};

/// The limits a test ran with, quoted in messages.
struct JudgeLimits {
    double cpu_seconds = 2;
    double wall_seconds = 10;
    std::uint64_t memory_bytes = 512u << 20;
    std::uint64_t file_bytes = 1u << 20;
    std::size_t output_bytes = 64u << 10;
};

/// Judges one test from what its run left: the status and the message in plain words
/// ("timed out after 2 s", "crashed: stack overflow — check the base case of your recursion").
/// A hidden test's outputs are compared with the files in `hidden_dir`.
void judge_graded_test(TestGrade& grade, const TestRunEvidence& evidence, const JudgeLimits& limits,
                       const std::filesystem::path& hidden_dir);

/// How to grade.
struct GradeSettings {
    SandboxLimits test_limits;    ///< each test case
    SandboxLimits compile_limits; ///< each compile or link step
    std::vector<int> lessons;     ///< the lessons to grade; empty: every lesson in the kit
    bool keep_work = false;       ///< keep the work folder (sources, objects, test folders)
};

/// The default limits for compile steps: 60 s of CPU, 2 GiB, processes allowed.
SandboxLimits default_compile_limits();

/// Grades submissions against one course and one kit.
class Grader {
public:
    Grader(Course course, std::filesystem::path project_root, GradingKit kit, Sandbox sandbox,
           GradeSettings settings);

    /// Grades the folder or archive `submission`, working in `work_dir` (created; removed at
    /// the end unless settings.keep_work). Problems with the submission itself (not a folder
    /// or archive, an archive that does not unpack) are reported in its notes, not thrown.
    SubmissionGrade grade(const std::filesystem::path& submission,
                          const std::filesystem::path& work_dir) const;

    const Sandbox& sandbox() const { return sandbox_; }
    const Course& course() const { return course_; }

private:
    LessonGrade grade_lesson(const Lesson& lesson, const std::filesystem::path& exercises,
                             const std::filesystem::path& work_dir) const;
    std::vector<TestGrade> planned_tests(const Lesson& lesson) const;
    std::filesystem::path unpack(const std::filesystem::path& archive,
                                 const std::filesystem::path& work_dir) const;
    std::string build_lesson(const Lesson& lesson, const std::filesystem::path& sources,
                             const std::filesystem::path& work_dir) const;
    void run_test(TestGrade& test, const Lesson& lesson, const std::filesystem::path& program,
                  const std::filesystem::path& test_dir) const;

    Course course_;
    std::filesystem::path root_;
    GradingKit kit_;
    Sandbox sandbox_;
    GradeSettings settings_;
    std::map<int, std::vector<GradedTestCase>> listings_; ///< per lesson, read once
};

/// Grades `submissions` with `jobs` of them at a time, each in `work_dir`/N; calls
/// `finished` (from one thread at a time) as each one is done. The results are in the order
/// of `submissions`.
std::vector<SubmissionGrade> grade_all(const Grader& grader,
                                       const std::vector<std::filesystem::path>& submissions,
                                       const std::filesystem::path& work_dir, int jobs,
                                       const std::function<void(const SubmissionGrade&)>& finished);

class Project;

/// A grader for the course at `project`: builds its `grading_kit` target (messages to `log`),
/// reads the kit and finds the sandbox. Throws when the build fails, or when bubblewrap cannot
/// run and `require_sandbox` is set; otherwise a missing sandbox is a warning on `log`.
Grader prepare_grader(const Project& project, const GradeSettings& settings, bool require_sandbox,
                      std::ostream& log);

} // namespace stonelab::cli
