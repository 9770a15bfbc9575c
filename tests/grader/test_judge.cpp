// The grader's judgement, on recorded evidence: how a sandboxed test ended (grade.hpp), what
// the runner reported (grading/runner_main.cpp) and what Catch2 wrote. The end-to-end runs on
// real submissions are in tests/grading/.
#include "cli/grade.hpp"

#include <catch2/catch.hpp>

#include <csignal>
#include <filesystem>
#include <fstream>
#include <unistd.h>

using namespace stonelab::cli;
namespace fs = std::filesystem;

namespace {

TestGrade worth(double points)
{
    TestGrade grade;
    grade.name = "task 1: something";
    grade.task = 1;
    grade.max_score = points;
    return grade;
}

TestRunEvidence finished(int failed, const std::string& catch_report = "")
{
    TestRunEvidence evidence;
    evidence.run.exit_code = failed;
    evidence.runner_report = "started\nfinished " + std::to_string(failed) + "\n";
    evidence.catch_report = catch_report;
    return evidence;
}

TestRunEvidence crashed(const std::string& kind, int signal)
{
    TestRunEvidence evidence;
    evidence.run.signal = signal;
    evidence.runner_report = "started\ncrash " + kind + "\n";
    return evidence;
}

TestGrade judge(TestRunEvidence evidence, TestGrade grade = worth(2))
{
    judge_graded_test(grade, evidence, JudgeLimits{}, fs::path("/nonexistent"));
    return grade;
}

const char* kCatchFailure = R"(
~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
lesson02_tests is a Catch v2.13.10 host application.
Run with -? for options

-------------------------------------------------------------------------------
task 1: something
-------------------------------------------------------------------------------
tests/02-capture-recursion/test_walk.cpp:40
...............................................................................

tests/02-capture-recursion/test_walk.cpp:44: FAILED:
  CHECK( walk.liberties == 3 )
with expansion:
  2 == 3

===============================================================================
test cases: 1 | 1 failed
assertions: 2 | 1 passed | 1 failed

)";

} // namespace

TEST_CASE("grade: a test that finished with no failure passes and scores its points", "[grade]")
{
    const TestGrade grade = judge(finished(0));
    CHECK(grade.status == GradeStatus::Pass);
    CHECK(grade.score == 2);
    CHECK(grade.message.empty());
}

TEST_CASE("grade: a failed check is a fail with Catch2's report of it", "[grade]")
{
    const TestGrade grade = judge(finished(1, kCatchFailure));
    CHECK(grade.status == GradeStatus::Fail);
    CHECK(grade.score == 0);
    CHECK(grade.message.find("CHECK( walk.liberties == 3 )") != std::string::npos);
    CHECK(grade.message.find("2 == 3") != std::string::npos);
    CHECK(grade.message.find("Catch v2") == std::string::npos); // the banner is left out
}

TEST_CASE("grade: each crash the runner reports has its own words", "[grade]")
{
    CHECK(judge(crashed("stack-overflow", SIGSEGV)).message ==
          "crashed: stack overflow — check the base case of your recursion");
    CHECK(judge(crashed("null-pointer", SIGSEGV)).message ==
          "crashed: null pointer dereference (segmentation fault)");
    CHECK(judge(crashed("abort", SIGABRT)).message == "crashed: abort() was called");
    CHECK(judge(crashed("syscall process", SIGSYS)).message ==
          "killed: tried to start a new process, which tests may not do");
    CHECK(judge(crashed("syscall socket", SIGSYS)).message ==
          "killed: tried to open a network connection, which tests may not do");
    for (const char* kind : {"stack-overflow", "bad-address", "arithmetic", "syscall kill"}) {
        const TestGrade grade = judge(crashed(kind, SIGSEGV));
        CHECK(grade.status == GradeStatus::Crash);
        CHECK(grade.score == 0);
    }
}

TEST_CASE("grade: terminate after an exception says which exception", "[grade]")
{
    TestRunEvidence evidence = crashed("abort", SIGABRT);
    evidence.run.output = "terminate called after throwing an instance of 'std::logic_error'\n"
                          "  what():  oops\n";
    CHECK(judge(evidence).message ==
          "crashed: an exception escaped and ended the program (terminate called after throwing "
          "an instance of 'std::logic_error')");
}

TEST_CASE("grade: the limits in plain words", "[grade]")
{
    TestRunEvidence cpu;
    cpu.run.timed_out = true;
    cpu.run.signal = SIGXCPU;
    cpu.run.seconds = 2.1;
    cpu.runner_report = "started\n";
    CHECK(judge(cpu).status == GradeStatus::Timeout);
    CHECK(judge(cpu).message == "timed out after 2 s");

    TestRunEvidence wall = cpu;
    wall.run.signal = SIGKILL;
    wall.run.seconds = 10.2;
    CHECK(
        judge(wall).message.starts_with("timed out: still running after 10 s of wall-clock time"));

    TestRunEvidence flood;
    flood.run.output_cut = true;
    flood.run.signal = SIGKILL;
    CHECK(judge(flood).status == GradeStatus::Crash);
    CHECK(judge(flood).message.starts_with("output cut at 64 KiB"));
    CHECK(judge(flood).output_truncated);

    TestRunEvidence file;
    file.run.signal = SIGXFSZ;
    file.runner_report = "started\n";
    CHECK(judge(file).message == "killed: wrote a file larger than 1 MiB");

    TestRunEvidence memory =
        finished(1, "due to unexpected exception with message:\n  std::bad_alloc\n");
    CHECK(judge(memory).status == GradeStatus::Crash);
    CHECK(judge(memory).message == "killed: used more than 512 MiB");
}

TEST_CASE("grade: a test cannot pass by ending the program early", "[grade]")
{
    TestRunEvidence early;
    early.run.exit_code = 0;
    early.runner_report = "started\n"; // exit(0) inside the test: no "finished"
    const TestGrade grade = judge(early);
    CHECK(grade.status == GradeStatus::Fail);
    CHECK(grade.message.starts_with("the test ended before it finished"));

    TestRunEvidence never;
    never.run.exit_code = 127;
    never.run.output = "error while loading shared libraries\n";
    CHECK(judge(never).message.starts_with("the test program did not start"));
}

TEST_CASE("grade: a hidden test passes only when its outputs match the hidden files", "[grade]")
{
    const fs::path hidden =
        fs::temp_directory_path() / ("stonelab-hidden-" + std::to_string(getpid()));
    fs::create_directories(hidden);
    std::ofstream(hidden / "case-a.txt") << "X.O\n";
    TestGrade test = worth(1);
    test.hidden = true;
    const auto judge_hidden = [&](const std::string& records) {
        TestRunEvidence evidence = finished(0);
        evidence.hidden_outputs = records;
        TestGrade grade = test;
        judge_graded_test(grade, evidence, JudgeLimits{}, hidden);
        return grade;
    };
    CHECK(judge_hidden("hidden-output case-a.txt 4\nX.O\n\n").status == GradeStatus::Pass);
    const TestGrade wrong = judge_hidden("hidden-output case-a.txt 4\nX.X\n\n");
    CHECK(wrong.status == GradeStatus::Fail);
    CHECK(wrong.message.find("case-a.txt") != std::string::npos);
    CHECK(wrong.message.find("X.O") == std::string::npos); // the expected output stays hidden
    CHECK(judge_hidden("").status == GradeStatus::Fail);
    CHECK(judge_hidden("hidden-output ../case-a.txt 4\nX.O\n\n").status == GradeStatus::Fail);
    CHECK(judge_hidden("hidden-output missing.txt 4\nX.O\n\n").status == GradeStatus::Fail);
    fs::remove_all(hidden);
}

TEST_CASE("grade: the runner's list of test cases, with tasks and tags", "[grade]")
{
    const auto tests = parse_test_listing(
        "/p/tests/02/test_walk.cpp\t40\t[lesson02][task_1]\ttask 1: a walk, with a comma\n"
        "/p/tests/02/test_gnugo.cpp\t47\t[lesson02][reference][task_4]\ttask 4: agree\n"
        "not a listing line\n");
    REQUIRE(tests.size() == 2);
    CHECK(tests[0].name == "task 1: a walk, with a comma");
    CHECK(tests[0].task == 1);
    CHECK(tests[0].line == 40);
    CHECK(tests[0].file == "/p/tests/02/test_walk.cpp");
    CHECK(tests[1].task == 4);
    CHECK(tests[1].tags == std::vector<std::string>{"lesson02", "reference", "task_4"});
}

TEST_CASE("grade: a test case's source is cut at the brace that closes it", "[grade]")
{
    const std::string source = "#include <x>\n"
                               "\n"
                               "TEST_CASE(\"task 1: braces { in a name\", \"[t]\")\n"
                               "{\n"
                               "    const char* board = R\"(\n"
                               "} not the end\n"
                               ")\";\n"
                               "    char brace = '}'; // } nor this\n"
                               "    /* } nor this */\n"
                               "    if (true) { CHECK(1); }\n"
                               "}\n"
                               "\n"
                               "TEST_CASE(\"task 2\", \"[t]\") {}\n";
    const std::string first = test_case_source(source, 3);
    CHECK(first.starts_with("TEST_CASE(\"task 1"));
    CHECK(first.ends_with("    if (true) { CHECK(1); }\n}\n"));
    CHECK(test_case_source(source, 13) == "TEST_CASE(\"task 2\", \"[t]\") {}\n");
    CHECK(test_case_source(source, 99).empty());
}

TEST_CASE("grade: submissions are named after their folder or archive", "[grade]")
{
    CHECK(submission_name("class/alice.tar.gz") == "alice");
    CHECK(submission_name("bob.tgz") == "bob");
    CHECK(submission_name("/x/carol.zip") == "carol");
    CHECK(submission_name("dave/") == "dave");
    CHECK(submission_name("erin") == "erin");
    CHECK(submission_name(".zip") == ".zip");
}

TEST_CASE("grade: the grading kit is read, and a bad line is named", "[grade]")
{
    const fs::path path = fs::temp_directory_path() / ("stonelab-kit-" + std::to_string(getpid()));
    std::ofstream(path) << "# comment\ncompiler /usr/bin/c++\ncompile -std=c++20\ncompile -O1\n"
                           "include /p\npch /b/pch.hpp\nrunner /b/runner.a\nengine /b/engine.a\n"
                           "lesson 02 headers /p/lessons/02-x\nlesson 02 data /p/tests/02-x/data\n"
                           "lesson 02 object /b/a.o\nlesson 02 object /b/with space.o\n";
    const GradingKit kit = read_grading_kit(path);
    CHECK(kit.compiler == "/usr/bin/c++");
    CHECK(kit.compile_flags == std::vector<std::string>{"-std=c++20", "-O1"});
    CHECK(kit.pch == "/b/pch.hpp");
    REQUIRE(kit.lessons.count(2) == 1);
    CHECK(kit.lessons.at(2).objects == std::vector<fs::path>{"/b/a.o", "/b/with space.o"});
    CHECK(kit.lessons.at(2).data == "/p/tests/02-x/data");

    std::ofstream(path, std::ios::app) << "banana split\n";
    CHECK_THROWS_WITH(read_grading_kit(path),
                      Catch::Contains("line 13") && Catch::Contains("banana"));
    fs::remove(path);
    CHECK_THROWS_WITH(read_grading_kit(path), Catch::Contains("grading_kit"));
}
