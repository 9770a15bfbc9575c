/// \file
/// `stonelab check [N] [--task K] [--all] [--watch]`: builds lesson N's test program on the
/// student's code and runs it one test case per process, so that a crash or an endless loop
/// costs one test only, with the limits and the judge grading uses (grader/judge.hpp).
///
/// A student never waits in silence: each test's name is on the screen while it runs, a test
/// gets 2 s of CPU, and after a test of a task times out the task's other tests are not run
/// (they would most likely loop too). The report comes in three parts: one line per task,
/// then the first failure of each task (every failure with --all), with the task's hint, then
/// the summary line and what to do next. When a test crashed or ran out of memory, the
/// student's code is compiled again with the sanitizers (a few seconds: the tests and the
/// engine are not) and the first such test of each task is run there, to show the file and
/// line of the student's code and what it did wrong.
#include "cli/commands.hpp"

#include "cli/check_report.hpp"
#include "cli/crash_report.hpp"
#include "cli/messages.hpp"
#include "cli/progress.hpp"
#include "cli/project.hpp"
#include "common/text.hpp"
#include "grader/judge.hpp"
#include "grader/listing.hpp"
#include "grader/test_run.hpp"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <iostream>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <sstream>
#include <sys/resource.h>
#include <thread>

namespace stonelab::cli {

namespace {

namespace fs = std::filesystem;
using grader::TestResult;
using grader::TestStatus;
using enum Message;

/// Each test case gets as much CPU time as when graded: the lesson tests take milliseconds on
/// a correct solution.
constexpr int kTestCpuSeconds = 2;
/// ... and this much time in all, for a test that sleeps or waits.
constexpr int kTestWallSeconds = 6;
/// In the sanitized build a test runs several times slower.
constexpr int kSanitizedCpuSeconds = 20;
/// Compiler messages beyond this are cut: the first error is the one to fix.
constexpr std::size_t kBuildOutputLines = 80;

struct CheckOptions {
    std::string lesson;
    int task = 0; ///< 0: every task
    bool all = false;
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

/// A failure in one line, for the line per task: the judge's words for a crash or a time-out;
/// for a failed check, the exception's message, or the check with its values ("CHECK(
/// walk.liberties == 3 ) — 2 == 3"). What relate_failures() put first ("task 3 uses your
/// task 1, ...") stays first.
std::string short_reason(const std::string& message)
{
    const std::vector<std::string> lines = lines_of(message);
    if (lines.empty()) return "";
    std::size_t first = 0;
    // Catch2's first failure: its sections and file:line come before what failed.
    while (first + 1 < lines.size() && lines[first].starts_with("in section: ")) ++first;
    if (!lines[first].ends_with(": FAILED:")) return trimmed(lines[first]);
    for (std::size_t i = first + 1; i < lines.size(); ++i) {
        if (lines[i].starts_with("due to unexpected exception with message")) {
            // Catch2 lists the test's messages, then the exception's own: the last line.
            std::size_t last = i;
            while (last + 1 < lines.size() && lines[last + 1].starts_with("  ")) ++last;
            return trimmed(lines[last]);
        }
        if (lines[i] == "with expansion:" && i + 1 < lines.size())
            return trimmed(lines[i - 1]) + " — " + trimmed(lines[i + 1]);
    }
    return first + 1 < lines.size() ? trimmed(lines[first + 1]) : trimmed(lines[first]);
}

/// True if every test of the task that ran stopped at the task's own stub: the student has
/// not started it, and one line says so.
bool not_started(const TaskResult& result)
{
    return std::all_of(result.tests.begin(), result.tests.end(), [&](const TestResult& test) {
        return test.status == TestStatus::Fail &&
               grader::not_done_task(test.message) == result.task;
    });
}

grader::Limits check_limits()
{
    grader::Limits limits;
    limits.cpu = std::chrono::seconds(kTestCpuSeconds);
    limits.wall = std::chrono::seconds(kTestWallSeconds);
    limits.output_bytes = 256 * 1024;
    return limits;
}

/// The word printed after a test's name as it finishes.
std::string outcome_word(const TestResult& result)
{
    switch (result.status) {
    case TestStatus::Pass: return say(OutcomeOk);
    case TestStatus::Fail: return say(OutcomeFailed);
    case TestStatus::Timeout: return say(OutcomeTimedOut);
    case TestStatus::Crash: return say(OutcomeCrashed);
    case TestStatus::CompileError: return say(OutcomeDidNotCompile);
    case TestStatus::NotRun: break;
    }
    return say(OutcomeNotRun);
}

// Runs the test cases one by one, each in its own process, with a line on the screen per test
// as it runs. After a time-out in a task, that task's other tests are not run.
std::vector<TestResult> run_tests(const Project& project, const fs::path& program,
                                  const std::vector<grader::TestCase>& tests)
{
    const grader::Sandbox sandbox = grader::Sandbox::limits_only("stonelab check");
    const grader::Limits limits = check_limits();
    std::set<int> timed_out;
    std::vector<TestResult> results;
    const std::string count = std::to_string(tests.size());
    for (std::size_t i = 0; i < tests.size(); ++i) {
        const grader::TestCase& test = tests[i];
        TestResult result;
        result.name = test.name;
        result.task = test.task;
        std::cout << "  [" << std::string(count.size() - std::to_string(i + 1).size(), ' ') << i + 1
                  << "/" << count << "] " << test.name << " ... " << std::flush;
        if (timed_out.count(test.task)) {
            result.status = TestStatus::NotRun;
            result.message = say(NotRunAfterTimeout, {std::to_string(test.task)});
        } else {
            const grader::LocalTest local{test.name, program, project.root(),
                                          project.build_dir() / "check", limits};
            const auto start = std::chrono::steady_clock::now();
            const grader::Verdict verdict = grader::judge_test(
                grader::run_local_test(local, sandbox), grader::judge_limits(limits));
            result.status = verdict.status;
            result.message = verdict.message;
            result.seconds =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            if (result.status == TestStatus::Timeout) timed_out.insert(test.task);
        }
        std::cout << outcome_word(result) << std::endl;
        results.push_back(result);
    }
    return results;
}

/// The sanitizers' options for a crashed test's second run. ASan keeps its own signal
/// handlers (the test runner's would hide its report), and reports an abort too (libstdc++'s
/// checks abort). The memory limit is the plain run's, set the only way ASan allows (it reserves
/// terabytes of address space, so the plain run's limit on address space cannot be): no single
/// allocation larger, and no allocation once the memory in use is past it. A program that
/// passes either stops there with a report and the allocation's stack, which names the
/// container that grew (allocator_may_return_null=0, the default, said aloud). The memory ASan
/// keeps freed, to catch its reuse, is cut from 256 MiB to 64: with 256, single tests of lessons
/// 6, 7 and 9 used 410-460 MiB under ASan (4 MiB in the plain build), too close to the limit;
/// with 64, at most 195 MiB.
std::vector<std::pair<std::string, std::string>> sanitizer_options(std::uint64_t memory_bytes)
{
    const std::string mib = std::to_string(memory_bytes >> 20);
    return {{"ASAN_OPTIONS", "detect_leaks=0:handle_abort=1:allow_user_segv_handler=0:"
                             "quarantine_size_mb=64:allocator_may_return_null=0:"
                             "max_allocation_size_mb=" +
                                 mib + ":soft_rss_limit_mb=" + mib},
            {"UBSAN_OPTIONS", "print_stacktrace=1:halt_on_error=1"}};
}

// After a crash or a test stopped at the memory limit: the student's code compiled again with
// the sanitizers (lessonNN_sanitized_tests, cmake/Lessons.cmake), and the first such test of
// each task run there; what they find, or why they found nothing, is added to its message.
// A time-out is not a crash, nor is too much output: the sanitizers have nothing to say there.
void explain_crashes(const Project& project, const Lesson& lesson, std::vector<TestResult>& results)
{
    std::map<int, TestResult*> first_crash;
    bool crashed = false;
    for (TestResult& result : results) {
        const PlainFailure failure = result.status == TestStatus::Crash
                                         ? plain_failure(result.message)
                                         : PlainFailure::Other;
        if (failure == PlainFailure::Other || first_crash.count(result.task)) continue;
        first_crash[result.task] = &result;
        crashed = crashed || failure == PlainFailure::Crash;
    }
    if (first_crash.empty()) return;

    const std::string target = "lesson" + lesson.padded_number() + "_sanitized_tests";
    std::cout << "\n" << say(crashed ? Sanitizing : SanitizingMemory) << std::endl;
    const ProcessResult build = project.build(target);
    if (!build.succeeded()) {
        std::cout << say(SanitizedBuildFailed) << "\n"
                  << for_student(project, first_lines(compiler_messages(build.output), 20), "    ");
        return;
    }
    const fs::path program = project.program(target);
    const grader::Sandbox sandbox = grader::Sandbox::limits_only("stonelab check, sanitized");
    const grader::Limits plain = check_limits();
    grader::Limits limits = plain;
    limits.cpu = std::chrono::seconds(kSanitizedCpuSeconds);
    limits.wall = std::chrono::seconds(3 * kSanitizedCpuSeconds);
    limits.memory_bytes = RLIM_INFINITY; // ASan's shadow memory; its own limit is set below
    limits.output_bytes = 1 << 20;
    for (auto& [task, result] : first_crash) {
        std::cout << say(SanitizedRunning, {result->name}) << std::flush;
        grader::LocalTest local{result->name, program, project.root(),
                                project.build_dir() / "check", limits};
        local.environment = sanitizer_options(plain.memory_bytes);
        const grader::TestEvidence evidence = grader::run_local_test(local, sandbox);
        SanitizedRun run;
        run.output = evidence.tests.output + evidence.catch_report;
        run.timed_out = evidence.tests.timed_out;
        run.cpu_seconds = kSanitizedCpuSeconds;
        run.signal = evidence.tests.signal;
        const bool found = diagnose_crash(run.output, "exercises/").has_value();
        std::cout << say(found           ? SanitizedFound
                         : run.timed_out ? SanitizedOutOfTime
                                         : SanitizedNothing)
                  << std::endl;
        result->message +=
            "\n" + explain_sanitized_run(plain_failure(result->message), run, "exercises/") + "\n";
    }
}

void print_task_line(const Project& project, const Lesson& lesson, const TaskResult& result)
{
    const Task* task = lesson.find_task(result.task);
    const int count = static_cast<int>(result.tests.size());
    const std::string number = std::to_string(result.task);
    std::cout << say(TaskLineStart, {number});
    if (task) std::cout << say(TaskLinePoints, {points_words(task->points)});
    if (not_started(result)) {
        std::cout << say(TaskLineNotDone,
                         {"lessons/" + lesson.folder() + "/" + readme_name() + "#task-" + number})
                  << "\n";
        return;
    }
    std::cout << say(count == 1 ? TaskLinePasses : TaskLinePass,
                     {std::to_string(result.passed()), std::to_string(count)});
    for (const TestResult& test : result.tests)
        if (test.status != TestStatus::Pass) {
            std::cout << " — " << project.shorten_paths(student_words(short_reason(test.message)));
            break;
        }
    std::cout << "\n";
}

void print_failures(const Project& project, const Lesson& lesson, const TaskResult& result,
                    bool all)
{
    // A task not started yet has said all it has to say in its line.
    if (result.all_passed() || not_started(result)) return;
    const Task* task = lesson.find_task(result.task);
    std::cout << "\n"
              << (task ? say(FailuresTitle, {std::to_string(result.task), task->title})
                       : say(FailuresTitleBare, {std::to_string(result.task)}))
              << "\n";
    if (task && !task->hint.empty()) std::cout << say(FailureHint, {task->hint}) << "\n";
    int shown = 0;
    int left = 0;
    for (const TestResult& test : result.tests) {
        if (test.status == TestStatus::Pass) continue;
        if (shown > 0 && !all) {
            ++left;
            continue;
        }
        std::cout << "\n"
                  << say(FailureLine, {outcome_word(test), test.name}) << "\n"
                  << for_student(project, student_words(test.message), "    ");
        ++shown;
    }
    if (left > 0)
        std::cout << "\n  "
                  << say(left == 1 ? MoreFailOne : MoreFailMany,
                         {std::to_string(left), std::to_string(result.task),
                          std::to_string(lesson.number)})
                  << "\n";
}

// The check in the progress file: a whole check replaces the lesson's record, a check of one
// task (--task K) that task's tally, so that `stonelab hint` and the map follow either.
void record(const Project& project, const Lesson& lesson, const LessonProgress& whole,
            const std::optional<std::map<int, TaskTally>>& one_task)
{
    try {
        Progress progress = load_progress(project.root());
        const LessonProgress previous = progress.of(lesson.number);
        LessonProgress result = one_task ? with_tasks_checked(previous, *one_task,
                                                              static_cast<int>(lesson.tasks.size()))
                                         : whole;
        result.done = previous.done;
        progress.lessons[lesson.number] = result;
        save_progress(project.root(), progress);
    } catch (const std::exception& e) {
        std::cerr << "stonelab: " << say(CouldNotRecord, {e.what()}) << "\n";
    }
}

std::size_t task_index(const CheckReport& report, int task)
{
    for (std::size_t i = 0; i < report.tasks.size(); ++i)
        if (report.tasks[i].task == task) return i;
    return 0;
}

/// What to do next, after the summary line.
std::string next_step(const Project& project, const Lesson& lesson, const CheckReport& report,
                      int only_task)
{
    const std::string number = std::to_string(lesson.number);
    if (report.all_passed()) {
        if (only_task != 0)
            return say(Next, {say(CheckNextTaskPasses, {std::to_string(only_task), number})});
        if (load_progress(project.root()).of(lesson.number).done)
            return say(Next, {say(CheckNextDoneAlready, {number})});
        return say(Next, {say(CheckNextMarkDone, {number})});
    }
    const int task = report.failing_tasks().front();
    const std::string text = "lessons/" + lesson.folder() + "/" + readme_name();
    const bool write = not_started(report.tasks[task_index(report, task)]);
    return say(Next, {say(write ? CheckNextWriteTask : CheckNextFixTask,
                          {std::to_string(task), number, text})});
}

// One check of one lesson; the exit code: 0 when every test passes.
int check_once(const Project& project, const Lesson& lesson, const CheckOptions& options)
{
    const std::string target = "lesson" + lesson.padded_number() + "_tests";
    std::cout << say(Building, {std::to_string(lesson.number), target}) << std::endl;
    const ProcessResult build = project.build(target);
    if (!build.succeeded()) {
        std::cout << "\n"
                  << say(DoesNotCompile, {std::to_string(lesson.number)}) << "\n\n"
                  << for_student(project,
                                 first_lines(compiler_messages(build.output), kBuildOutputLines),
                                 "  ")
                  << "\n"
                  << say(DoesNotCompileSummary, {std::to_string(lesson.number)}) << "\n";
        // Whichever task was asked for, the lesson does not compile.
        LessonProgress broken;
        broken.check = CheckState::DoesNotBuild;
        record(project, lesson, broken, std::nullopt);
        return 1;
    }

    // `[reference]` tests check the course's own reference outputs (they pass whatever the
    // student wrote), so they are left out.
    const fs::path program = project.program(target);
    std::vector<grader::TestCase> tests;
    for (const grader::TestCase& test : grader::list_test_cases(program))
        if (!test.has_tag("reference") && (options.task == 0 || test.task == options.task))
            tests.push_back(test);
    grader::sort_for_reading(tests, lesson);
    const std::string count = std::to_string(tests.size());
    std::cout << (options.task ? say(RunningTask, {count, std::to_string(options.task)})
                               : say(Running, {count}))
              << std::endl;
    std::vector<TestResult> results = run_tests(project, program, tests);
    explain_crashes(project, lesson, results);
    for (TestResult& result : results) result.hidden = lesson.is_hidden(result.name);
    grader::relate_failures(results, lesson);
    const CheckReport report = group_by_task(results);

    std::cout << "\n";
    for (const TaskResult& task : report.tasks) print_task_line(project, lesson, task);
    for (const TaskResult& task : report.tasks) print_failures(project, lesson, task, options.all);
    std::cout << "\n"
              << summary_line(lesson.number, report, options.task) << "\n"
              << next_step(project, lesson, report, options.task) << "\n";
    if (options.task == 0)
        record(project, lesson, progress_of(report), std::nullopt);
    else
        record(project, lesson, {}, tallies_of(report));
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
int watch(const Project& project, const Lesson& lesson, const CheckOptions& options)
{
    const fs::path folder = project.exercise_dir(lesson);
    while (true) {
        const auto before = snapshot(folder);
        check_once(project, lesson, options);
        std::cout << "\n" << say(Watching, {project.relative(folder)}) << std::endl;
        while (snapshot(folder) == before) std::this_thread::sleep_for(std::chrono::seconds(1));
        std::cout << "\n" << say(FileChanged) << "\n";
    }
}

int run_check(const CheckOptions& options)
{
    const Project project = Project::open_for_student();
    const Lesson& lesson = options.lesson.empty()
                               ? load_progress(project.root()).current(project.course())
                               : project.course().lesson(options.lesson);
    if (!project.is_written(lesson)) {
        std::cerr << "stonelab: " << say(LessonNotWritten, {std::to_string(lesson.number)}) << "\n";
        return 1;
    }
    if (options.task != 0 && !lesson.find_task(options.task))
        throw CourseError("lesson " + std::to_string(lesson.number) + " has no task " +
                          std::to_string(options.task) + "; its tasks are 1-" +
                          std::to_string(lesson.tasks.size()));
    return options.watch ? watch(project, lesson, options) : check_once(project, lesson, options);
}

} // namespace

Command add_check_command(CLI::App& app)
{
    auto* check = app.add_subcommand("check", "Build your code for a lesson and run its tests");
    auto options = std::make_shared<CheckOptions>();
    check->add_option("lesson", options->lesson, "Lesson number (default: the current lesson)");
    check->add_option("--task", options->task, "Run only this task's tests")
        ->check(CLI::Range(1, 99));
    check->add_flag("--all", options->all, "Show every failure of each task, not only the first");
    check->add_flag("--watch", options->watch,
                    "Check again whenever a file of the exercise changes");
    return {check, [options] { return run_check(*options); }};
}

} // namespace stonelab::cli
