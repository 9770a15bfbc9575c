// Running other programs: how they ended, what they printed, and the limits that keep a hang
// or a flood of output from costing more than one test.
#include "common/process.hpp"

#include <catch2/catch.hpp>

#include <chrono>
#include <csignal>

using namespace stonelab;
using namespace std::chrono_literals;

TEST_CASE("process: the exit status and both output streams are captured", "[process]")
{
    const ProcessResult result = run_captured({"sh", "-c", "echo out; echo err >&2; exit 3"}, "/");
    CHECK(result.exit_code == 3);
    CHECK(result.signal == 0);
    CHECK_FALSE(result.timed_out);
    CHECK(result.output == "out\nerr\n");
    CHECK(describe_ending(result) == "exited with status 3");
}

TEST_CASE("process: it runs in the folder given, with no input", "[process]")
{
    CHECK(run_captured({"pwd"}, "/tmp").output == "/tmp\n");
    CHECK(run_captured({"sh", "-c", "cat; echo end"}, "/").output == "end\n"); // stdin: /dev/null
}

TEST_CASE("process: a crash is reported with its signal", "[process]")
{
    const ProcessResult result = run_captured({"sh", "-c", "kill -SEGV $$"}, "/");
    CHECK(result.signal == SIGSEGV);
    CHECK(result.exit_code == -1);
    CHECK(describe_ending(result) == "crashed (segmentation fault)");
}

TEST_CASE("process: a program still running at the time limit is stopped", "[process]")
{
    const auto start = std::chrono::steady_clock::now();
    const ProcessResult result = run_captured({"sleep", "30"}, "/", RunLimits{300ms});
    CHECK(result.timed_out);
    CHECK(std::chrono::steady_clock::now() - start < 5s);
    // Also when it closed its output first.
    const ProcessResult quiet =
        run_captured({"sh", "-c", "exec >&- 2>&-; sleep 30"}, "/", RunLimits{300ms});
    CHECK(quiet.timed_out);
}

TEST_CASE("process: output beyond the limit is dropped, and the program still ends", "[process]")
{
    const ProcessResult result =
        run_captured({"sh", "-c", "yes | head -c 100000; exit 0"}, "/", RunLimits{10s, 1000});
    CHECK(result.exit_code == 0);
    CHECK(result.output.size() == 1000);
    CHECK(result.output_truncated);
}

TEST_CASE("process: a missing program is a clear error", "[process]")
{
    CHECK_THROWS_WITH(run_captured({"no-such-program-here"}, "/"),
                      "no-such-program-here not found on PATH");
    CHECK_FALSE(find_program("no-such-program-here"));
    CHECK(find_program("sh"));
    const ProcessResult result = run_captured({"/no/such/program"}, "/");
    CHECK(result.exit_code == 127);
    CHECK(result.output.find("cannot run /no/such/program") != std::string::npos);
}
