/// \file
/// Grading submissions, lesson by lesson, test by test.
///
/// For each submission (intake.hpp takes its sources) and each lesson of the course:
///  1. **Build** the student's process: the student's files compiled in the sandbox and linked
///     with the lesson's answering side (build.hpp). A compile error fails every test of the
///     lesson with the compiler's first errors.
///  2. **List** the lesson's test cases with the instructor's own tests' program (listing.hpp),
///     leaving out `[reference]` tests, which check the course's data rather than the student's
///     code. A task's points are shared equally by its tests.
///  3. **Run** each test case in two processes of its own: the instructor's tests, and the
///     student's code answering their calls in the sandbox (test_run.hpp).
///  4. **Judge** how it ended (judge.hpp): the verdict "pass" can only come from the tests'
///     process, which holds no student code.
#pragma once

#include "common/course.hpp"
#include "grader/build.hpp"
#include "grader/intake.hpp"
#include "grader/kit.hpp"
#include "grader/listing.hpp"
#include "grader/results.hpp"
#include "grader/sandbox.hpp"
#include "grader/workspace.hpp"

#include <filesystem>
#include <functional>
#include <iosfwd>
#include <map>
#include <string>
#include <vector>

namespace stonelab::grader {

/// How to grade.
struct GradeSettings {
    Limits test_limits;                           ///< each of a test case's two processes
    Limits build_limits = default_build_limits(); ///< each compile or link step
    IntakeLimits intake;                          ///< how much of a submission is taken
    std::vector<int> lessons;       ///< the lessons to grade; empty: every lesson in the kit
    int jobs = 1;                   ///< submissions graded at the same time
    std::filesystem::path work_dir; ///< where the workspace goes; empty: the temporary folder
    bool keep_work = false;         ///< keep the workspace (sources, programs, test folders)
};

/// Grades submissions against one course and one kit.
class Grader {
public:
    /// Lists every lesson's tests and makes the workspace (workspace.hpp), which with the
    /// other-users wall makes the course at `course_root` private, saying so on `log`.
    Grader(Course course, std::filesystem::path course_root, GradingKit kit, Sandbox sandbox,
           GradeSettings settings, std::ostream& log);

    /// Grades the folder or archive `submission` as job `job` (0 to jobs - 1: the job's
    /// folders and user). Problems with the submission itself (not a folder or archive, over
    /// a limit) are in its notes, not thrown.
    SubmissionGrade grade(const std::filesystem::path& submission, int job) const;

    const Sandbox& sandbox() const { return sandbox_; }
    const Course& course() const { return course_; }
    const Workspace& workspace() const { return workspace_; }
    const GradeSettings& settings() const { return settings_; }

private:
    LessonGrade grade_lesson(const Lesson& lesson, const Intake& intake, int job) const;
    std::vector<TestResult> planned_tests(const Lesson& lesson) const;
    void run_test(TestResult& test, const Lesson& lesson, const std::filesystem::path& program,
                  int index, int job) const;
    /// What every submission's notes say about how it was graded (the wall, when it is not
    /// bubblewrap).
    std::vector<std::string> wall_notes() const;

    Course course_;
    std::filesystem::path root_;
    GradingKit kit_;
    Sandbox sandbox_;
    GradeSettings settings_;
    Workspace workspace_;
    std::map<int, std::vector<TestCase>> listings_; ///< per lesson, read once
};

/// Grades `submissions` with settings.jobs of them at a time; calls `finished` (from one
/// thread at a time) as each one is done. The results are in the order of `submissions`. A
/// submission whose grading fails (the grader's fault, not the student's: a full disk, say) is
/// in the results with `failed` set and the reason in its notes.
std::vector<SubmissionGrade> grade_all(const Grader& grader,
                                       const std::vector<std::filesystem::path>& submissions,
                                       const std::function<void(const SubmissionGrade&)>& finished);

} // namespace stonelab::grader
