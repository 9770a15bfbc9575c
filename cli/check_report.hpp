/// \file
/// What `stonelab check` makes of a lesson's tests: the results grouped by task, the summary
/// line and what the progress file records. Each result comes from the judge that grading
/// uses too (grader/judge.hpp), so a student reads the same words from both.
#pragma once

#include "cli/progress.hpp"
#include "grader/results.hpp"

#include <map>
#include <string>
#include <vector>

namespace stonelab::cli {

/// The tests of one task.
struct TaskResult {
    int task = 0;
    std::vector<grader::TestResult> tests;

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
CheckReport group_by_task(const std::vector<grader::TestResult>& results);

/// "lesson 2: 7 of 9 tests pass (task 3 failing)", in the student's language
/// (cli/messages.hpp); of a check of one task (`task`, else 0): "lesson 2, task 3: 0 of 4 ...".
std::string summary_line(int lesson, const CheckReport& report, int task = 0);

/// Each task's passed and total tests.
std::map<int, TaskTally> tallies_of(const CheckReport& report);

/// A check of the whole lesson as the progress file records it (`done` is left for the
/// caller).
LessonProgress progress_of(const CheckReport& report);

} // namespace stonelab::cli
