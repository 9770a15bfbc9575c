#include "grader/grader.hpp"

#include "common/files.hpp"
#include "common/text.hpp"
#include "grader/judge.hpp"
#include "grader/test_run.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <exception>
#include <mutex>
#include <ostream>
#include <thread>

namespace stonelab::grader {

namespace {

namespace fs = std::filesystem;

bool has_cpp_file(const fs::path& folder)
{
    std::error_code error;
    for (const auto& entry : fs::directory_iterator(folder, error))
        if (entry.path().extension() == ".cpp") return true;
    return false;
}

// The kit of the lessons to grade: every lesson's, or only those of `lessons` when it names
// some. Their tests alone may have been built (grading_kit_lessonNN): the others are neither
// copied into the work folder nor listed.
GradingKit graded_part(GradingKit kit, const std::vector<int>& lessons)
{
    if (!lessons.empty())
        std::erase_if(kit.lessons, [&](const auto& entry) {
            return std::find(lessons.begin(), lessons.end(), entry.first) == lessons.end();
        });
    return kit;
}

} // namespace

Grader::Grader(Course course, fs::path course_root, GradingKit kit, Sandbox sandbox,
               GradeSettings settings, std::ostream& log)
    : course_(std::move(course)), root_(std::move(course_root)),
      kit_(graded_part(std::move(kit), settings.lessons)), sandbox_(std::move(sandbox)),
      settings_(std::move(settings)), workspace_(kit_, sandbox_, settings_.jobs, settings_.work_dir,
                                                 root_, settings_.keep_work, log)
{
    kit_.compiler = fs::canonical(kit_.compiler); // /usr/bin/c++ is a link through /etc
    for (const auto& [number, lesson] : kit_.lessons)
        listings_[number] = list_test_cases(lesson.tests);
}

std::vector<std::string> Grader::wall_notes() const
{
    switch (sandbox_.wall()) {
    case Sandbox::Wall::Bubblewrap: return {};
    case Sandbox::Wall::OtherUsers:
        return {"graded without bubblewrap (" + sandbox_.why_not_bubblewrap() +
                "): each test's code ran as a user of its own, with the limits and the "
                "system-call filter"};
    case Sandbox::Wall::LimitsOnly: break;
    }
    return {"graded WITHOUT A SANDBOX (--allow-unsandboxed): " + sandbox_.why_not_bubblewrap() +
            "; only the limits and the system-call filter applied"};
}

std::vector<TestResult> Grader::planned_tests(const Lesson& lesson) const
{
    std::vector<TestCase> cases;
    for (const TestCase& test : listings_.at(lesson.number))
        if (!test.has_tag("reference")) cases.push_back(test);
    sort_for_reading(cases, lesson);
    std::map<int, int> tests_of_task;
    for (const TestCase& test : cases) ++tests_of_task[test.task];

    std::vector<TestResult> tests;
    std::map<fs::path, std::string> sources;
    for (const TestCase& test : cases) {
        TestResult result;
        result.name = test.name;
        result.task = test.task;
        const Task* task = lesson.find_task(test.task);
        result.max_score = task ? static_cast<double>(task->points) / tests_of_task[test.task] : 0;
        result.hidden = lesson.is_hidden(test.name);
        if (!sources.count(test.file)) sources[test.file] = read_file(test.file).value_or("");
        result.source = test_case_source(sources[test.file], test.line);
        tests.push_back(result);
    }
    return tests;
}

SubmissionGrade Grader::grade(const fs::path& submission, int job) const
{
    const auto start = std::chrono::steady_clock::now();
    SubmissionGrade result;
    result.name = submission_name(submission);
    result.notes = wall_notes();
    const fs::path folder = workspace_.fresh_student_folder(job);
    workspace_.fresh_tests_folder(job);
    const Intake intake =
        take_submission(submission, course_, folder, sandbox_, workspace_, job, settings_.intake);
    result.notes.insert(result.notes.end(), intake.notes.begin(), intake.notes.end());
    for (const Lesson& lesson : course_.lessons) {
        if (!kit_.lessons.count(lesson.number)) continue; // not in the kit, or not chosen
        result.lessons.push_back(grade_lesson(lesson, intake, job));
    }
    result.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return result;
}

LessonGrade Grader::grade_lesson(const Lesson& lesson, const Intake& intake, int job) const
{
    LessonGrade grade;
    grade.number = lesson.number;
    grade.slug = lesson.slug;
    grade.title = lesson.title;
    grade.tests = planned_tests(lesson);
    const auto fail_all = [&](TestStatus status, const std::string& message) {
        for (TestResult& test : grade.tests) {
            test.status = status;
            test.message = message;
        }
        return grade;
    };

    std::error_code error;
    const fs::path sources = intake.exercises.value_or(fs::path()) / lesson.folder();
    if (!intake.exercises || !fs::is_directory(sources, error))
        return fail_all(TestStatus::Fail,
                        "not submitted: there is no exercises/" + lesson.folder() + "/");
    if (!has_cpp_file(sources))
        return fail_all(TestStatus::Fail, "not submitted: there is no .cpp file in exercises/" +
                                              lesson.folder() + "/");

    const BuildSettings build{kit_.compiler.string(), kit_.compile_flags, kit_.link_flags,
                              settings_.build_limits};
    const fs::path folder = workspace_.root() / "students" / std::to_string(job) / lesson.folder();
    const BuildResult built = build_student_program(lesson.number, lesson.folder(), sources, folder,
                                                    build, sandbox_, workspace_, job);
    if (!built.errors.empty()) {
        grade.compile_errors = built.errors;
        return fail_all(TestStatus::CompileError,
                        "the lesson did not compile, so no test could run:\n" + built.errors);
    }
    for (std::size_t index = 0; index < grade.tests.size(); ++index)
        run_test(grade.tests[index], lesson, built.program, static_cast<int>(index + 1), job);
    relate_failures(grade.tests, lesson);
    return grade;
}

void Grader::run_test(TestResult& test, const Lesson& lesson, const fs::path& program, int index,
                      int job) const
{
    const GradingKit::Lesson& kit_lesson = kit_.lessons.at(lesson.number);
    const std::string name = "test-" + std::to_string(index);
    GradedTest graded;
    graded.name = test.name;
    graded.tests_program = kit_lesson.tests;
    for (const fs::path& folder : {kit_lesson.data, kit_lesson.hidden})
        if (fs::is_directory(folder)) graded.tests_read.push_back(folder);
    graded.tests_folder =
        workspace_.root() / "tests" / std::to_string(job) / lesson.folder() / name;
    fs::create_directories(graded.tests_folder);
    graded.student_program = program;
    graded.student_folder = program.parent_path() / name;
    workspace_.make_student_folder(graded.student_folder, job);
    graded.student_user = workspace_.student_user(job);
    graded.limits = settings_.test_limits;

    const TestEvidence evidence = run_graded_test(graded, sandbox_);
    const Verdict verdict = judge_test(evidence, judge_limits(settings_.test_limits));
    test.status = verdict.status;
    // Paths as the student knows them: tests/02-capture-recursion/test_walk.cpp:40.
    test.message = replace_all(verdict.message, root_.string() + "/", "");
    test.score = verdict.status == TestStatus::Pass ? test.max_score : 0;
    test.output = evidence.student ? evidence.student->output : "";
    test.output_truncated = evidence.student && evidence.student->output_cut;
    test.seconds = evidence.tests.seconds;
}

std::vector<SubmissionGrade> grade_all(const Grader& grader,
                                       const std::vector<fs::path>& submissions,
                                       const std::function<void(const SubmissionGrade&)>& finished)
{
    std::vector<SubmissionGrade> grades(submissions.size());
    std::mutex report_lock;
    std::atomic<std::size_t> next{0};
    const auto worker = [&](int job) {
        for (std::size_t index = next++; index < submissions.size(); index = next++) {
            try {
                grades[index] = grader.grade(submissions[index], job);
            } catch (const std::exception& problem) {
                grades[index] = SubmissionGrade{};
                grades[index].name = submission_name(submissions[index]);
                grades[index].notes.push_back(std::string("grading failed: ") + problem.what());
                grades[index].failed = true;
            }
            const std::lock_guard lock(report_lock);
            finished(grades[index]);
        }
    };
    std::vector<std::thread> threads;
    const int jobs = std::min<int>(grader.settings().jobs, static_cast<int>(submissions.size()));
    for (int job = 0; job < jobs; ++job) threads.emplace_back(worker, job);
    for (std::thread& thread : threads) thread.join();
    return grades;
}

} // namespace stonelab::grader
