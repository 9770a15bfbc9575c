// The judge (grader/judge.hpp) on recorded evidence: how a test's processes ended, what the
// tests' process reported (grader/kit/protocol.hpp) and what Catch2 wrote. Under `stonelab
// check` one process ran the test; under `stonelab grade` two did, and a pass can only come
// from the tests' process. The end-to-end runs on real submissions are in tests/grading/.
#include "grader/judge.hpp"

#include <catch2/catch.hpp>

#include <csignal>
#include <fstream>
#include <sstream>

using namespace stonelab::grader;
using Catch::Matchers::Contains;
using Catch::Matchers::StartsWith;

namespace {

std::string recorded(const std::string& name)
{
    std::ifstream in(std::string(GRADER_TEST_DATA) + "/catch2/" + name);
    REQUIRE(in);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

/// One process ran the test (stonelab check) and reported `report`.
TestEvidence local(const std::string& report, int exit_code = 0, int signal = 0)
{
    TestEvidence evidence;
    evidence.tests.exit_code = exit_code;
    evidence.tests.signal = signal;
    evidence.report = report;
    return evidence;
}

/// Two processes ran it (stonelab grade): the tests' reported `report`; the student's ended
/// with `student_exit` or `student_signal`.
TestEvidence graded(const std::string& report, int tests_exit, int student_exit,
                    int student_signal = 0)
{
    TestEvidence evidence = local(report, tests_exit);
    evidence.student.emplace();
    evidence.student->exit_code = student_exit;
    evidence.student->signal = student_signal;
    return evidence;
}

Verdict judge(const TestEvidence& evidence) { return judge_test(evidence, JudgeLimits{}); }

} // namespace

TEST_CASE("judge: a finished test with no failure passes, with nothing to say", "[judge]")
{
    const Verdict passed = judge(local("started\nfinished 0\n"));
    CHECK(passed.status == TestStatus::Pass);
    CHECK(passed.message.empty());
    CHECK(judge(graded("started\nfinished 0\n", 0, 0)).status == TestStatus::Pass);
}

TEST_CASE("judge: a failed check is a fail with Catch2's report of it", "[judge]")
{
    TestEvidence evidence = local("started\nfinished 1\n", 1);
    evidence.catch_report = recorded("run-fails-with-sections.txt");
    const Verdict failed = judge(evidence);
    CHECK(failed.status == TestStatus::Fail);
    CHECK_THAT(failed.message, Contains("CHECK( actual == 4 )") && Contains("3 == 4") &&
                                   Contains("expected board:\n  . X\n  X .\n  actual board:"));
    CHECK_THAT(failed.message, !Contains("Catch v2")); // the banner is left out
}

TEST_CASE("judge: each crash has its own words, from either process", "[judge]")
{
    const std::vector<std::pair<std::string, std::string>> words = {
        {"stack-overflow", "crashed: stack overflow — check the base case of your recursion"},
        {"null-pointer", "crashed: null pointer dereference (segmentation fault)"},
        {"bad-address",
         "crashed: segmentation fault — a bad pointer, or an index outside an array"},
        {"arithmetic", "crashed: arithmetic error — a division by zero?"},
        {"abort", "crashed: abort() was called"},
        {"started-a-process", "killed: tried to start a new process, which tests may not do"},
        {"opened-a-socket", "killed: tried to open a network connection, which tests may not do"},
        {"signalled-another-process",
         "killed: tried to signal another process, which tests may not do"},
        {"forbidden-call", "killed: made a system call tests may not make"},
    };
    for (const auto& [kind, message] : words) {
        INFO(kind);
        const Verdict in_check = judge(local("started\ncrash " + kind + "\n", -1, SIGSEGV));
        CHECK(in_check.status == TestStatus::Crash);
        CHECK(in_check.message == message);
        // Under grading the student's process told the tests' process, which noted it.
        const Verdict in_grade = judge(graded(
            "started\nstudent crashed " + kind + " walk_string\nfinished 1\n", 1, -1, SIGSEGV));
        CHECK(in_grade.status == TestStatus::Crash);
        CHECK_THAT(in_grade.message, StartsWith(message));
    }
}

TEST_CASE("judge: terminate after an exception says which exception", "[judge]")
{
    TestEvidence evidence = local("started\ncrash abort\n", -1, SIGABRT);
    evidence.tests.output = "terminate called after throwing an instance of 'std::logic_error'\n"
                            "  what():  oops\n";
    CHECK(judge(evidence).message ==
          "crashed: an exception escaped and ended the program (terminate called after throwing "
          "an instance of 'std::logic_error')");
}

TEST_CASE("judge: a failed check of libstdc++ says what was checked", "[judge]")
{
    TestEvidence evidence = local("started\ncrash abort\n", -1, SIGABRT);
    evidence.tests.output =
        "/usr/include/c++/12/bits/stl_vector.h:1123: std::vector<_Tp, _Alloc>::reference "
        "std::vector<_Tp, _Alloc>::operator[](size_type) [with _Tp = int; _Alloc = "
        "std::allocator<int>; reference = int&; size_type = long unsigned int]: Assertion '__n < "
        "this->size()' failed.\n";
    CHECK(judge(evidence).message ==
          "crashed: an index outside a std::vector or std::array: operator[] was given an index "
          "that is not less than its size()");
    evidence.tests.output = "/usr/include/c++/12/bits/stl_vector.h:1230: ... Assertion "
                            "'!this->empty()' failed.\n";
    CHECK(judge(evidence).message ==
          "crashed: a std::vector used while empty (front, back or pop_back)");
}

TEST_CASE("judge: the limits in plain words", "[judge]")
{
    TestEvidence cpu = local("started\n", -1, SIGXCPU);
    cpu.tests.timed_out = true;
    CHECK(judge(cpu).status == TestStatus::Timeout);
    CHECK(judge(cpu).message == "timed out after 2 s");

    TestEvidence wall = local("started\n", -1, SIGKILL);
    wall.tests.timed_out = true;
    wall.tests.wall_clock = true;
    CHECK_THAT(judge(wall).message,
               StartsWith("timed out: still running after 20 s of wall-clock time"));
    // Stopped by the wall clock while computing: a machine too busy to give it 2 s of CPU.
    TestEvidence busy = wall;
    busy.tests.cpu_seconds = 1.46;
    CHECK(judge(busy).message == "timed out after 20 s of wall-clock time, still computing (the "
                                 "machine is busy: it had 1.5 s of CPU)");

    // Under grading the student's process is the one that runs out of time.
    TestEvidence student_cpu =
        graded("started\nstudent stopped walk_string\nfinished 1\n", 1, -1, SIGXCPU);
    student_cpu.student->timed_out = true;
    CHECK(judge(student_cpu).status == TestStatus::Timeout);
    CHECK_THAT(judge(student_cpu).message, StartsWith("timed out after 2 s"));

    TestEvidence flood = graded("started\nfinished 0\n", 0, -1, SIGKILL);
    flood.student->output_cut = true;
    CHECK(judge(flood).status == TestStatus::Crash);
    CHECK_THAT(judge(flood).message, StartsWith("output cut at 64 KiB"));

    TestEvidence file = local("started\n", -1, SIGXFSZ);
    CHECK(judge(file).message == "killed: wrote a file larger than 1 MiB");

    TestEvidence memory = local("started\nfinished 1\n", 1);
    memory.catch_report = "due to unexpected exception with message:\n  std::bad_alloc\n";
    CHECK(judge(memory).status == TestStatus::Crash);
    CHECK(judge(memory).message == "killed: used more than 512 MiB");

    // system() blocks signals: the filter's SIGSYS kills without a word from the handler.
    TestEvidence spawned =
        graded("started\nstudent stopped walk_string\nfinished 1\n", 1, -1, SIGSYS);
    CHECK_THAT(judge(spawned).message, Contains("system(), popen() and posix_spawn()"));
}

TEST_CASE("judge: a test cannot pass by ending a process early", "[judge]")
{
    // stonelab check: exit(0) inside the test leaves no "finished".
    const Verdict early = judge(local("started\n", 0));
    CHECK(early.status == TestStatus::Fail);
    CHECK_THAT(early.message, StartsWith("the test ended before it finished"));

    TestEvidence never = local("", 127);
    never.tests.output = "error while loading shared libraries\n";
    CHECK_THAT(judge(never).message, StartsWith("the test program did not start"));

    // stonelab grade: the student's process exits 0 in the middle of a call.
    const Verdict stopped =
        judge(graded("started\nstudent stopped remove_string\nfinished 1\n", 1, 0));
    CHECK(stopped.status == TestStatus::Fail);
    CHECK_THAT(stopped.message, Contains("your code's process exited (status 0) while "
                                         "remove_string was running"));
}

TEST_CASE("judge: under grading, only the tests' process can say pass", "[judge]")
{
    // Whatever the student's process printed, a tests' report without "finished 0" fails.
    TestEvidence claims = graded("started\nfinished 1\n", 1, 0);
    claims.student->output = "started\nfinished 0\nAll tests passed\n";
    CHECK(judge(claims).status == TestStatus::Fail);

    // An unreadable answer is named, not blamed on the SIGPIPE that follows it.
    const Verdict garbled =
        judge(graded("started\nstudent garbled walk_string\nfinished 1\n", 1, -1, SIGPIPE));
    CHECK(garbled.status == TestStatus::Fail);
    CHECK_THAT(garbled.message, Contains("sent an answer to walk_string that could not be read"));

    // A student's process that crashes after the last call, in a destructor, still crashed, as
    // it would have in `stonelab check`; one that exits with a status fails.
    CHECK(judge(graded("started\nfinished 0\n", 0, -1, SIGSEGV)).status == TestStatus::Crash);
    const Verdict exited = judge(graded("started\nfinished 0\n", 0, 3));
    CHECK(exited.status == TestStatus::Fail);
    CHECK_THAT(exited.message, Contains("exit status 3 after the test's last call"));

    // The tests' process itself crashing is never the student's pass.
    const Verdict tests_crash = judge(graded("started\n", -1, 0));
    CHECK(tests_crash.status == TestStatus::Fail);
    TestEvidence tests_signal = graded("started\n", -1, 0);
    tests_signal.tests.signal = SIGSEGV;
    CHECK(judge(tests_signal).status == TestStatus::Crash);
    CHECK_THAT(judge(tests_signal).message, StartsWith("the test itself crashed"));
}

TEST_CASE("judge: Catch2's report is kept, its banner, boxes and totals are not", "[judge]")
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

TEST_CASE("judge: a stub's 'not done yet' is said once, not once per check", "[judge]")
{
    // Eight sections, each stopped by the stub of task 2: one sentence.
    TestEvidence sections = local("started\nfinished 8\n", 1);
    sections.catch_report = recorded("run-stub-in-sections.txt");
    CHECK(judge(sections).status == TestStatus::Fail);
    CHECK(judge(sections).message ==
          "task 2 is not done yet — see lessons/12-capstone/README.md#task-2");
    // Between two checks: the same, with no "{Unknown expression ...}".
    TestEvidence between = local("started\nfinished 1\n", 1);
    between.catch_report = recorded("run-stub-between-checks.txt");
    CHECK(judge(between).message ==
          "task 4 is not done yet — see lessons/06-strings/README.md#task-4");
    // A failed check beside a stub's exception: Catch2's whole report, so the check shows.
    TestEvidence mixed = between;
    mixed.catch_report += "t.cpp:8: FAILED:\n  CHECK( actual == 4 )\nwith expansion:\n  3 == 4\n";
    CHECK_THAT(judge(mixed).message, Contains("CHECK( actual == 4 )"));
}

TEST_CASE("judge: Catch2's placeholder for an exception between checks is left out", "[judge]")
{
    const std::string text = catch_failure_text(recorded("run-stub-between-checks.txt"), 100);
    CHECK(text == "tests/06-strings/test_table.cpp:169: FAILED:\n"
                  "due to unexpected exception with message:\n"
                  "  task 4 is not done yet — see lessons/06-strings/README.md#task-4\n");
}

TEST_CASE("judge: the task a stub's message names", "[judge]")
{
    CHECK(not_done_task("task 2 is not done yet — see lessons/01-x/README.md#task-2") == 2);
    CHECK(not_done_task("tests/a.cpp:3: FAILED:\n  task 13 is not done yet — see lessons/13-g/"
                        "README.md#task-13\n  task 1 is not done yet — see lessons/") == 13);
    CHECK_FALSE(not_done_task("a check failed: 3 == 4"));
    CHECK_FALSE(not_done_task("the task is not done yet — see lessons/")); // no number
    CHECK_FALSE(not_done_task("task 2 is not done yet")); // not the stub's sentence
}

namespace {

TestResult result_of(const std::string& name, int task, TestStatus status,
                     const std::string& message = "", bool hidden = false)
{
    TestResult result;
    result.name = name;
    result.task = task;
    result.status = status;
    result.message = message;
    result.hidden = hidden;
    return result;
}

stonelab::Lesson lesson_with_uses()
{
    stonelab::Lesson lesson;
    lesson.number = 10;
    lesson.slug = "x";
    for (int number = 1; number <= 4; ++number) lesson.tasks.push_back({number, 1, "T", "H", {}});
    lesson.tasks[3].uses = {1, 3}; // task 4 uses tasks 1 and 3
    return lesson;
}

} // namespace

TEST_CASE("judge: a failure that follows from another task's says which to fix first", "[judge]")
{
    const std::string stub3 = "task 3 is not done yet — see lessons/10-x/README.md#task-3";
    std::vector<TestResult> tests{
        result_of("task 3: a", 3, TestStatus::Fail, stub3),
        result_of("task 4: b", 4, TestStatus::Fail, stub3),
        result_of("task 4: c", 4, TestStatus::Fail, "t.cpp:9: FAILED:\n  CHECK( 1 == 2 )\n"),
    };
    relate_failures(tests, lesson_with_uses());
    CHECK(tests[0].message == stub3); // its own stub: nothing to add
    CHECK(tests[1].message == "task 4 uses your task 3: " + stub3);
    CHECK(tests[2].message ==
          "task 4 uses your task 3, which fails too: fix task 3 first\nt.cpp:9: FAILED:\n"
          "  CHECK( 1 == 2 )\n");

    // A task it does not use (2), or that passes (1), is not blamed.
    std::vector<TestResult> others{
        result_of("task 1: a", 1, TestStatus::Pass),
        result_of("task 2: a", 2, TestStatus::Fail, "wrong"),
        result_of("task 4: a", 4, TestStatus::Fail, "wrong"),
    };
    relate_failures(others, lesson_with_uses());
    CHECK(others[2].message == "wrong");
}

TEST_CASE("judge: a hidden failure points at the task's visible failure, or says none", "[judge]")
{
    std::vector<TestResult> tests{
        result_of("task 2: visible", 2, TestStatus::Fail, "wrong"),
        result_of("task 2: hidden", 2, TestStatus::Fail, "differs", true),
        result_of("task 3: visible", 3, TestStatus::Pass),
        result_of("task 3: hidden", 3, TestStatus::Fail, "differs", true),
        result_of("task 1: hidden", 1, TestStatus::Pass, "", true),
    };
    relate_failures(tests, lesson_with_uses());
    CHECK(tests[0].message == "wrong");
    CHECK(tests[1].message == "differs\n(a visible test of task 2 fails too, and it shows what "
                              "was expected: look at 'task 2: visible' first)");
    CHECK_THAT(tests[3].message,
               StartsWith("differs\n(no visible test of task 3 fails: this hidden test tries "
                          "cases they do not"));
    CHECK(tests[4].message.empty());
}

TEST_CASE("judge: test names are escaped for Catch2's filter syntax", "[judge]")
{
    CHECK(catch_filter_for_name("task 1: plain words") == "task 1: plain words");
    CHECK(catch_filter_for_name("task 2: fails, with a, comma") ==
          R"(task 2: fails\, with a\, comma)");
    CHECK(catch_filter_for_name(R"(a \ backslash)") == R"(a \\ backslash)");
    CHECK(catch_filter_for_name("[tag] and ]") == R"(\[tag\] and \])");
    CHECK(catch_filter_for_name(R"(~ "quoted")") == R"(\~ \"quoted\")");
}
