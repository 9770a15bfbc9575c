#include "cli/check_report.hpp"

#include <algorithm>
#include <csignal>
#include <map>
#include <sstream>

namespace stonelab::cli {

namespace {

/// Enough of Catch2's report for a couple of failed checks with their boards; a test that fails
/// fifty checks says the same thing fifty times.
constexpr std::size_t kDetailLines = 30;

std::vector<std::string> lines_of(const std::string& text)
{
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        lines.push_back(line);
    }
    return lines;
}

// A rule Catch2 draws across the console: a long run of one character.
bool is_rule(const std::string& line, char c)
{
    return line.size() >= 20 &&
           std::all_of(line.begin(), line.end(), [c](char x) { return x == c; });
}

// Catch2's own lines around a report: banner, filter echo and totals.
bool is_catch_chrome(const std::string& line)
{
    return is_rule(line, '~') || is_rule(line, '=') || line.starts_with("Filters: ") ||
           line.find(" is a Catch v") != std::string::npos || line == "Run with -? for options" ||
           line.starts_with("test cases:") || line.starts_with("assertions:") ||
           line.starts_with("All tests passed");
}

// What a crash most likely means, for a student.
std::string crash_words(const ProcessResult& run)
{
    switch (run.signal) {
    case SIGSEGV:
        return "crashed: stack overflow? check the base case of your recursion (or an index "
               "outside the board)";
    case SIGABRT:
        return "crashed: aborted (a failed assert, or an exception thrown from a destructor?)";
    case SIGFPE: return "crashed: arithmetic error (a division by zero?)";
    default: return describe_ending(run);
    }
}

} // namespace

std::string catch_filter_for_name(const std::string& name)
{
    std::string filter;
    for (const char c : name) {
        if (c == ',' || c == '[' || c == ']' || c == '\\' || c == '"' || c == '~') filter += '\\';
        filter += c;
    }
    return filter;
}

std::vector<int> parse_task_tags(const std::string& list_tags_output)
{
    const std::string open = "[task_";
    std::vector<int> tasks;
    for (auto at = list_tags_output.find(open); at != std::string::npos;
         at = list_tags_output.find(open, at + 1)) {
        const std::size_t digits = at + open.size();
        const std::size_t close = list_tags_output.find_first_not_of("0123456789", digits);
        if (close != std::string::npos && close > digits && close - digits < 6 &&
            list_tags_output[close] == ']')
            tasks.push_back(std::stoi(list_tags_output.substr(digits, close - digits)));
    }
    std::sort(tasks.begin(), tasks.end());
    tasks.erase(std::unique(tasks.begin(), tasks.end()), tasks.end());
    return tasks;
}

std::vector<std::string> parse_test_names(const std::string& names_output)
{
    std::vector<std::string> names;
    for (const std::string& line : lines_of(names_output))
        if (!line.empty()) names.push_back(line);
    return names;
}

TestOutcome judge_test(const std::string& name, int task, const ProcessResult& run,
                       int time_limit_seconds)
{
    TestOutcome outcome{name, task, TestStatus::Failed, "", ""};
    if (run.timed_out) {
        outcome.status = TestStatus::TimedOut;
        outcome.problem = "timed out after " + std::to_string(time_limit_seconds) +
                          " s: an endless loop, or a recursion that never stops?";
    } else if (run.signal != 0) {
        outcome.status = TestStatus::Crashed;
        outcome.problem = crash_words(run);
    } else if (run.succeeded() && run.output.find("No tests ran") != std::string::npos) {
        outcome.status = TestStatus::NotRun;
        outcome.problem = "did not run: the filter matched no test (please report this bug)";
    } else if (run.succeeded()) {
        outcome.status = TestStatus::Passed;
    }
    if (outcome.status != TestStatus::Passed)
        outcome.details = catch_failure_text(run.output, kDetailLines);
    if (run.output_truncated)
        outcome.problem +=
            (outcome.problem.empty() ? "" : "; ") + std::string("it printed too much: output cut");
    return outcome;
}

std::string catch_failure_text(const std::string& output, std::size_t max_lines)
{
    // Catch2 opens each failing test (and each section) with a header box:
    //   ----- / test name / section names / ----- / file:line of the TEST_CASE / .....
    // The caller prints the test name; the failure lines carry their own file:line.
    enum class Part { Report, BoxTitle, BoxSections, BoxLocation };
    Part part = Part::Report;
    bool after_box = false; // the blank line under a box goes with it
    std::vector<std::string> kept;
    for (const std::string& line : lines_of(output)) {
        switch (part) {
        case Part::Report:
            if (is_rule(line, '-')) {
                part = Part::BoxTitle;
            } else if (line.empty()) {
                if (!after_box && !kept.empty() && !kept.back().empty()) kept.push_back(line);
            } else if (!is_catch_chrome(line)) {
                kept.push_back(line);
                after_box = false;
            }
            break;
        case Part::BoxTitle: part = Part::BoxSections; break;
        case Part::BoxSections:
            if (is_rule(line, '-'))
                part = Part::BoxLocation;
            else
                kept.push_back("in section: " +
                               line.substr(std::min(line.find_first_not_of(' '), line.size())));
            break;
        case Part::BoxLocation:
            if (is_rule(line, '.')) {
                part = Part::Report;
                after_box = true;
            }
            break;
        }
    }
    while (!kept.empty() && kept.back().empty()) kept.pop_back();
    std::string text;
    for (std::size_t i = 0; i < kept.size() && i < max_lines; ++i) text += kept[i] + "\n";
    if (kept.size() > max_lines)
        text += "... (" + std::to_string(kept.size() - max_lines) + " more lines)\n";
    return text;
}

int TaskResult::passed() const
{
    return static_cast<int>(std::count_if(tests.begin(), tests.end(), [](const TestOutcome& test) {
        return test.status == TestStatus::Passed;
    }));
}

int CheckReport::passed() const
{
    int sum = 0;
    for (const TaskResult& task : tasks) sum += task.passed();
    return sum;
}

int CheckReport::total() const
{
    int sum = 0;
    for (const TaskResult& task : tasks) sum += static_cast<int>(task.tests.size());
    return sum;
}

std::vector<int> CheckReport::failing_tasks() const
{
    std::vector<int> failing;
    for (const TaskResult& task : tasks)
        if (!task.all_passed()) failing.push_back(task.task);
    return failing;
}

CheckReport group_by_task(const std::vector<TestOutcome>& outcomes)
{
    std::map<int, TaskResult> by_task;
    for (const TestOutcome& outcome : outcomes) {
        TaskResult& task = by_task[outcome.task];
        task.task = outcome.task;
        task.tests.push_back(outcome);
    }
    CheckReport report;
    for (auto& [number, task] : by_task) report.tasks.push_back(std::move(task));
    return report;
}

std::string summary_line(int lesson, const CheckReport& report)
{
    std::string line = "lesson " + std::to_string(lesson) + ": " + std::to_string(report.passed()) +
                       " of " + std::to_string(report.total()) + " tests pass";
    const std::vector<int> failing = report.failing_tasks();
    if (failing.empty()) return line;
    line += failing.size() == 1 ? " (task " : " (tasks ";
    for (std::size_t i = 0; i < failing.size(); ++i) {
        if (i > 0) line += i + 1 == failing.size() ? " and " : ", ";
        line += std::to_string(failing[i]);
    }
    return line + " failing)";
}

LessonProgress progress_of(const CheckReport& report)
{
    LessonProgress progress;
    progress.check = report.all_passed() ? CheckState::Passed : CheckState::Failing;
    progress.passed = report.passed();
    progress.total = report.total();
    const std::vector<int> failing = report.failing_tasks();
    progress.first_failing_task = failing.empty() ? 0 : failing.front();
    return progress;
}

} // namespace stonelab::cli
