// How `stonelab check` reads a lesson's Catch2 test program, on output recorded from a real
// Catch2 v2.13 program (data/catch2/README.md lists its test cases and how each ended).
#include "cli/check_report.hpp"

#include <catch2/catch.hpp>

#include <csignal>
#include <fstream>
#include <sstream>

using namespace stonelab::cli;

namespace {

std::string recorded(const std::string& name)
{
    std::ifstream in(std::string(CLI_TEST_DATA) + "/catch2/" + name);
    REQUIRE(in);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

ProcessResult exited(int status, const std::string& output_file)
{
    ProcessResult run;
    run.exit_code = status;
    run.output = recorded(output_file);
    return run;
}

ProcessResult killed(int signal, const std::string& output_file)
{
    ProcessResult run;
    run.signal = signal;
    run.output = recorded(output_file);
    return run;
}

TestOutcome outcome(int task, TestStatus status)
{
    return TestOutcome{"a test of task " + std::to_string(task), task, status, "", ""};
}

} // namespace

TEST_CASE("check: test names are escaped for Catch2's filter syntax", "[check]")
{
    CHECK(catch_filter_for_name("task 1: plain words") == "task 1: plain words");
    CHECK(catch_filter_for_name("task 2: fails, with a, comma") ==
          R"(task 2: fails\, with a\, comma)");
    CHECK(catch_filter_for_name(R"(a \ backslash)") == R"(a \\ backslash)");
    CHECK(catch_filter_for_name("[tag] and ]") == R"(\[tag\] and \])");
    CHECK(catch_filter_for_name(R"(~ "quoted")") == R"(\~ \"quoted\")");
}

TEST_CASE("check: the task tags and test names of a listing", "[check]")
{
    CHECK(parse_task_tags(recorded("list-tags.txt")) == std::vector<int>{1, 2, 3});
    CHECK(parse_task_tags("[task_10] [task_2] [task_2] [lesson01] [task_x]") ==
          std::vector<int>{2, 10});
    CHECK(parse_task_tags("All available tags:\n0 tags\n").empty());
    const std::vector<std::string> names = parse_test_names(recorded("names.txt"));
    REQUIRE(names.size() == 7);
    CHECK(names[2] == "task 2: fails, with a, comma");
    CHECK(names[6] == "task 3: a name with \\ backslash ~ and a very long name that goes on and on "
                      "and on past eighty columns"); // not wrapped, unlike --list-tests
    CHECK(parse_test_names(recorded("names-task_2.txt")) ==
          std::vector<std::string>{"task 2: fails, with a, comma", "task 2: throws"});
}

TEST_CASE("check: each way a test can end is judged in plain words", "[check]")
{
    using Catch::Matchers::Contains;
    const TestOutcome passes = judge_test("task 1: passes", 1, exited(0, "run-passes.txt"), 10);
    CHECK(passes.status == TestStatus::Passed);
    CHECK(passes.details.empty());
    CHECK(judge_test("n", 1, exited(0, "run-no-assertions.txt"), 10).status == TestStatus::Passed);

    const TestOutcome fails = judge_test("n", 2, exited(3, "run-fails-with-sections.txt"), 10);
    CHECK(fails.status == TestStatus::Failed);
    CHECK(fails.problem.empty());
    CHECK_THAT(fails.details, Contains("CHECK( actual == 4 )") && Contains("3 == 4") &&
                                  Contains("expected board:\n  . X\n  X .\n  actual board:"));

    const TestOutcome throws = judge_test("n", 2, exited(1, "run-throws.txt"), 10);
    CHECK(throws.status == TestStatus::Failed);
    CHECK_THAT(throws.details, Contains("task 2 is not done yet"));

    const TestOutcome overflows = judge_test("n", 3, killed(SIGSEGV, "run-stack-overflow.txt"), 10);
    CHECK(overflows.status == TestStatus::Crashed);
    CHECK(overflows.problem.starts_with(
        "crashed: stack overflow? check the base case of your recursion"));
    CHECK_THAT(overflows.details, Contains("SIGSEGV"));

    ProcessResult hung;
    hung.timed_out = true;
    hung.signal = SIGKILL;
    const TestOutcome hangs = judge_test("n", 3, hung, 7);
    CHECK(hangs.status == TestStatus::TimedOut);
    CHECK(hangs.problem.starts_with("timed out after 7 s"));

    // Catch2 exits 0 when the filter matches nothing: that must not count as a pass.
    CHECK(judge_test("n", 3, exited(0, "run-no-match.txt"), 10).status == TestStatus::NotRun);
    // Killed by another signal, or exited non-zero without a report: still a failure.
    CHECK(judge_test("n", 1, killed(SIGABRT, "run-passes.txt"), 10).status == TestStatus::Crashed);
    CHECK(judge_test("n", 1, exited(2, "run-no-assertions.txt"), 10).status == TestStatus::Failed);
}

TEST_CASE("check: Catch2's report is kept, its banner, boxes and totals are not", "[check]")
{
    const std::string text = catch_failure_text(recorded("run-fails-with-sections.txt"), 100);
    const std::string first_failure = "t.cpp:8: FAILED:\n"
                                      "  CHECK( actual == 4 )\n"
                                      "with expansion:\n"
                                      "  3 == 4\n"
                                      "with message:\n"
                                      "  expected board:\n"
                                      "  . X\n"
                                      "  X .\n"
                                      "  actual board:\n"
                                      "  . .\n"
                                      "  . .\n"
                                      "\n";
    CHECK(text.starts_with(first_failure));
    CHECK(text.find("in section: a section\nt.cpp:8: FAILED:\n  REQUIRE( actual == 5 )") !=
          std::string::npos);
    for (const char* chrome :
         {"~~~~~", "Catch v2", "Run with -?", "-----", ".....",
          "=====", "test cases:", "assertions:", "Filters:", "task 2: fails, with a, comma\n"})
        CHECK(text.find(chrome) == std::string::npos);
    const std::string cut = catch_failure_text(recorded("run-fails-with-sections.txt"), 4);
    CHECK(cut == "t.cpp:8: FAILED:\n  CHECK( actual == 4 )\nwith expansion:\n  3 == 4\n... (32 "
                 "more lines)\n");
}

TEST_CASE("check: results are grouped by task, in task order, and summed up", "[check]")
{
    const CheckReport report =
        group_by_task({outcome(2, TestStatus::Passed), outcome(1, TestStatus::Passed),
                       outcome(3, TestStatus::Failed), outcome(2, TestStatus::TimedOut),
                       outcome(3, TestStatus::Passed), outcome(1, TestStatus::Passed)});
    REQUIRE(report.tasks.size() == 3);
    CHECK(report.tasks[0].task == 1);
    CHECK(report.tasks[0].all_passed());
    CHECK(report.tasks[1].tests.size() == 2);
    CHECK(report.tasks[1].tests[1].status == TestStatus::TimedOut); // test order kept
    CHECK(report.passed() == 4);
    CHECK(report.total() == 6);
    CHECK(report.failing_tasks() == std::vector<int>{2, 3});
    CHECK(summary_line(2, report) == "lesson 2: 4 of 6 tests pass (tasks 2 and 3 failing)");
    CHECK(progress_of(report) == LessonProgress{CheckState::Failing, 4, 6, 2, false});

    const CheckReport one_failing =
        group_by_task({outcome(1, TestStatus::Passed), outcome(3, TestStatus::Crashed)});
    CHECK(summary_line(2, one_failing) == "lesson 2: 1 of 2 tests pass (task 3 failing)");
    const CheckReport three =
        group_by_task({outcome(1, TestStatus::Failed), outcome(2, TestStatus::NotRun),
                       outcome(4, TestStatus::Failed)});
    CHECK(summary_line(5, three) == "lesson 5: 0 of 3 tests pass (tasks 1, 2 and 4 failing)");

    const CheckReport all =
        group_by_task({outcome(1, TestStatus::Passed), outcome(2, TestStatus::Passed)});
    CHECK(all.all_passed());
    CHECK(summary_line(1, all) == "lesson 1: 2 of 2 tests pass");
    CHECK(progress_of(all) == LessonProgress{CheckState::Passed, 2, 2, 0, false});
    CHECK_FALSE(group_by_task({}).all_passed()); // no tests at all is not a pass
}
