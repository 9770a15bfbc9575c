// How `stonelab check` sums up a lesson's results: by task, in task order, in one line, and
// in the progress file. (How each test is judged is the grader's judge: tests/grader.)
#include "cli/check_report.hpp"

#include <catch2/catch.hpp>

using namespace stonelab::cli;
using stonelab::grader::TestResult;
using stonelab::grader::TestStatus;

namespace {

TestResult outcome(int task, TestStatus status)
{
    TestResult result;
    result.name = "a test of task " + std::to_string(task);
    result.task = task;
    result.status = status;
    return result;
}

} // namespace

TEST_CASE("check: results are grouped by task, in task order, and summed up", "[check]")
{
    const CheckReport report =
        group_by_task({outcome(2, TestStatus::Pass), outcome(1, TestStatus::Pass),
                       outcome(3, TestStatus::Fail), outcome(2, TestStatus::Timeout),
                       outcome(3, TestStatus::Pass), outcome(1, TestStatus::Pass)});
    REQUIRE(report.tasks.size() == 3);
    CHECK(report.tasks[0].task == 1);
    CHECK(report.tasks[0].all_passed());
    CHECK(report.tasks[1].tests.size() == 2);
    CHECK(report.tasks[1].tests[1].status == TestStatus::Timeout); // test order kept
    CHECK(report.passed() == 4);
    CHECK(report.total() == 6);
    CHECK(report.failing_tasks() == std::vector<int>{2, 3});
    CHECK(summary_line(2, report) == "lesson 2: 4 of 6 tests pass (tasks 2 and 3 failing)");
    CHECK(progress_of(report) ==
          LessonProgress{
              CheckState::Failing, 4, 6, 2, false, {{1, {2, 2}}, {2, {1, 2}}, {3, {1, 2}}}});
    CHECK(tallies_of(report) == std::map<int, TaskTally>{{1, {2, 2}}, {2, {1, 2}}, {3, {1, 2}}});

    const CheckReport one_failing =
        group_by_task({outcome(1, TestStatus::Pass), outcome(3, TestStatus::Crash)});
    CHECK(summary_line(2, one_failing) == "lesson 2: 1 of 2 tests pass (task 3 failing)");
    const CheckReport three =
        group_by_task({outcome(1, TestStatus::Fail), outcome(2, TestStatus::NotRun),
                       outcome(4, TestStatus::Fail)});
    CHECK(summary_line(5, three) == "lesson 5: 0 of 3 tests pass (tasks 1, 2 and 4 failing)");

    const CheckReport all =
        group_by_task({outcome(1, TestStatus::Pass), outcome(2, TestStatus::Pass)});
    CHECK(all.all_passed());
    CHECK(summary_line(1, all) == "lesson 1: 2 of 2 tests pass");
    CHECK(progress_of(all) ==
          LessonProgress{CheckState::Passed, 2, 2, 0, false, {{1, {1, 1}}, {2, {1, 1}}}});
    CHECK_FALSE(group_by_task({}).all_passed()); // no tests at all is not a pass
    CHECK(progress_of(group_by_task({})).check == CheckState::Failing);
}
