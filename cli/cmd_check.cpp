/// \file
/// `stonelab check [N] [--watch]`: builds lesson N's test program on the student's code and
/// runs it one test case per process, so that a crash or an endless loop costs one test only;
/// prints the failures by task, with the task's hint and Catch2's own report (the expression,
/// file:line, the expected and actual boards), and records the result for the course map.
#include "cli/commands.hpp"

#include "cli/check_report.hpp"
#include "cli/progress.hpp"
#include "cli/project.hpp"
#include "common/text.hpp"
#include "grader/judge.hpp"
#include "grader/listing.hpp"
#include "grader/test_run.hpp"

#include <chrono>
#include <filesystem>
#include <iostream>
#include <map>
#include <memory>
#include <thread>

namespace stonelab::cli {

namespace {

namespace fs = std::filesystem;

/// Each test case gets this long: the lesson tests take milliseconds on a correct solution.
constexpr int kTestTimeLimitSeconds = 10;
/// Compiler messages beyond this are cut: the first error is the one to fix.
constexpr std::size_t kBuildOutputLines = 80;

struct CheckOptions {
    std::string lesson;
    bool watch = false;
};

// `text` with the project root taken off every path in it, and each line indented.
std::string for_student(const Project& project, const std::string& text, const std::string& indent)
{
    const std::string shortened = project.shorten_paths(text);
    std::string indented;
    std::size_t start = 0;
    while (start < shortened.size()) {
        const std::size_t end = std::min(shortened.find('\n', start), shortened.size());
        if (end > start) indented += indent + shortened.substr(start, end - start);
        indented += "\n";
        start = end + 1;
    }
    return indented;
}

// Runs every test case of the lesson's test program in its own process, with the limits and
// the judge grading uses. `[reference]` tests check the course's own reference outputs (they
// pass whatever the student wrote), so they are left out.
CheckReport run_tests(const Project& project, const fs::path& tests)
{
    std::vector<grader::TestCase> listed;
    for (const grader::TestCase& test : grader::list_test_cases(tests))
        if (!test.has_tag("reference")) listed.push_back(test);
    std::cout << "running the " << listed.size() << " tests, one at a time..." << std::endl;
    const grader::Sandbox sandbox = grader::Sandbox::limits_only("stonelab check");
    grader::Limits limits;
    limits.cpu = std::chrono::seconds(kTestTimeLimitSeconds);
    limits.wall = std::chrono::seconds(10 * kTestTimeLimitSeconds);
    limits.output_bytes = 256 * 1024;
    std::vector<grader::TestResult> results;
    for (const grader::TestCase& test : listed) {
        const grader::LocalTest local{test.name, tests, project.root(),
                                      project.build_dir() / "check", limits};
        const grader::Verdict verdict = grader::judge_test(grader::run_local_test(local, sandbox),
                                                           grader::judge_limits(limits));
        grader::TestResult result;
        result.name = test.name;
        result.task = test.task;
        result.status = verdict.status;
        result.message = verdict.message;
        results.push_back(result);
    }
    return group_by_task(results);
}

void print_task(const Project& project, const Lesson& lesson, const TaskResult& result)
{
    const Task* task = lesson.find_task(result.task);
    const int count = static_cast<int>(result.tests.size());
    std::cout << "\ntask " << result.task;
    if (task)
        std::cout << ": " << task->title << " (" << task->points
                  << (task->points == 1 ? " point)" : " points)");
    else if (result.task == 0)
        std::cout << " (tests without a [task_K] tag)";
    if (result.all_passed()) {
        std::cout << ": "
                  << (count == 1 ? "its test passes"
                                 : "all " + std::to_string(count) + " tests pass")
                  << "\n";
        return;
    }
    std::cout << ": " << result.passed() << " of " << count << " tests pass\n";
    if (task && !task->hint.empty()) std::cout << "  hint: " << task->hint << "\n";
    for (const grader::TestResult& test : result.tests) {
        if (test.status == grader::TestStatus::Pass) continue;
        std::cout << "\n  FAILED: " << test.name << "\n";
        std::cout << for_student(project, test.message, "    ");
    }
}

void record(const Project& project, int lesson, LessonProgress result)
{
    try {
        Progress progress = load_progress(project.root());
        result.done = progress.of(lesson).done;
        progress.lessons[lesson] = result;
        save_progress(project.root(), progress);
    } catch (const std::exception& e) {
        std::cerr << "stonelab: could not record the result: " << e.what() << "\n";
    }
}

// One check of one lesson; the exit code: 0 when every test passes.
int check_once(const Project& project, const Lesson& lesson)
{
    const std::string target = "lesson" + lesson.padded_number() + "_tests";
    std::cout << "building lesson " << lesson.number << "'s tests (" << target << ")..."
              << std::endl;
    const ProcessResult build = project.build(target);
    if (!build.succeeded()) {
        std::cout << "\nlesson " << lesson.number << " does not compile; the compiler says:\n\n"
                  << for_student(project,
                                 first_lines(compiler_messages(build.output), kBuildOutputLines),
                                 "  ")
                  << "\nlesson " << lesson.number
                  << ": does not compile (every test counts as failing)\n";
        record(project, lesson.number, LessonProgress{CheckState::DoesNotBuild, 0, 0, 0, false});
        return 1;
    }
    const CheckReport report = run_tests(project, project.program(target));
    for (const TaskResult& task : report.tasks) print_task(project, lesson, task);
    std::cout << "\n" << summary_line(lesson.number, report) << "\n";
    if (report.all_passed())
        std::cout << "All pass: stonelab next marks the lesson done and moves on.\n";
    record(project, lesson.number, progress_of(report));
    return report.all_passed() ? 0 : 1;
}

// The modification time of every file under `folder`: a change in it means "check again".
std::map<fs::path, fs::file_time_type> snapshot(const fs::path& folder)
{
    std::map<fs::path, fs::file_time_type> times;
    std::error_code error;
    for (auto it = fs::recursive_directory_iterator(folder, error); !error && it != fs::end(it);
         it.increment(error))
        if (it->is_regular_file(error)) times[it->path()] = it->last_write_time(error);
    return times;
}

// Checks, then again every time a file of the exercise changes, until Ctrl-C. Polling once a
// second works on every system, with no file-notification library.
int watch(const Project& project, const Lesson& lesson)
{
    const fs::path folder = project.exercise_dir(lesson);
    while (true) {
        const auto before = snapshot(folder);
        check_once(project, lesson);
        std::cout << "\nwatching " << project.relative(folder)
                  << "/: save a file to check again (Ctrl-C to stop)" << std::endl;
        while (snapshot(folder) == before) std::this_thread::sleep_for(std::chrono::seconds(1));
        std::cout << "\n--- a file changed: checking again ---\n";
    }
}

int run_check(const CheckOptions& options)
{
    const Project project = Project::open();
    const Lesson& lesson = options.lesson.empty()
                               ? load_progress(project.root()).current(project.course())
                               : project.course().lesson(options.lesson);
    if (!project.is_written(lesson)) {
        std::cerr << "stonelab: lesson " << lesson.number << " is not written yet\n";
        return 1;
    }
    return options.watch ? watch(project, lesson) : check_once(project, lesson);
}

} // namespace

Command add_check_command(CLI::App& app)
{
    auto* check = app.add_subcommand("check", "Build your code for a lesson and run its tests");
    auto options = std::make_shared<CheckOptions>();
    check->add_option("lesson", options->lesson, "Lesson number (default: the current lesson)");
    check->add_flag("--watch", options->watch,
                    "Check again whenever a file of the exercise changes");
    return {check, [options] { return run_check(*options); }};
}

} // namespace stonelab::cli
