/// \file
/// What `stonelab check` makes of a lesson's Catch2 test program: which tests there are and
/// which task each belongs to, how each run ended, and the results grouped by task.
///
/// The check runs every test case in its own process (so a crash or a hang costs one test
/// only); these functions only read what those processes printed, so they can be tested on
/// recorded output.
#pragma once

#include "cli/process.hpp"
#include "cli/progress.hpp"

#include <string>
#include <vector>

namespace stonelab::cli {

/// A test case name as a Catch2 command-line filter that matches exactly that test: the
/// characters Catch2 reads as syntax (`,` `[` `]` `\` `"` `~`) are escaped with a `\`.
std::string catch_filter_for_name(const std::string& name);

/// The tasks K tagged `[task_K]` in the output of `--list-tags`, in increasing order.
std::vector<int> parse_task_tags(const std::string& list_tags_output);

/// The test names in the output of `--list-test-names-only`, one a line.
std::vector<std::string> parse_test_names(const std::string& names_output);

/// How one test case ended.
enum class TestStatus {
    Passed,
    Failed,   ///< a check failed or an exception escaped: Catch2 says which
    Crashed,  ///< killed by a signal (segmentation fault, abort, ...)
    TimedOut, ///< still running at the time limit
    NotRun,   ///< the filter matched no test (a bug in stonelab, not in the student's code)
};

/// One test case's result, with what the student needs to read about it.
struct TestOutcome {
    std::string name;
    int task = 0; ///< from its [task_K] tag; 0 when it has none
    TestStatus status = TestStatus::NotRun;
    std::string problem; ///< a crash or a time-out in plain words; empty otherwise
    std::string details; ///< Catch2's own report of the failure (expression, file:line, INFO)
};

/// Judges one test case's run. `time_limit_seconds` is quoted in the time-out message.
TestOutcome judge_test(const std::string& name, int task, const ProcessResult& run,
                       int time_limit_seconds);

/// Catch2's console report of a failing test, without its banner, header boxes and totals
/// (section names are kept), at most `max_lines` lines.
std::string catch_failure_text(const std::string& output, std::size_t max_lines);

/// The tests of one task.
struct TaskResult {
    int task = 0;
    std::vector<TestOutcome> tests;

    int passed() const;
    bool all_passed() const { return passed() == static_cast<int>(tests.size()); }
};

/// A lesson's check: the results by task, in task order.
struct CheckReport {
    std::vector<TaskResult> tasks;

    int passed() const;
    int total() const;
    /// The tasks with a test that did not pass, in order.
    std::vector<int> failing_tasks() const;
    /// Every test passed (and there was at least one).
    bool all_passed() const { return total() > 0 && passed() == total(); }
};

/// Groups outcomes by task (task order; test order kept within a task).
CheckReport group_by_task(const std::vector<TestOutcome>& outcomes);

/// "lesson 2: 7 of 9 tests pass (task 3 failing)".
std::string summary_line(int lesson, const CheckReport& report);

/// The check as the progress file records it (`done` is left for the caller).
LessonProgress progress_of(const CheckReport& report);

} // namespace stonelab::cli
