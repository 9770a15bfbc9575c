/// \file
/// The `main` of the lessons' test programs: Catch2, plus what `stonelab check` and
/// `stonelab grade` need to judge one test case run in a process of its own.
///
/// Under `stonelab check` the program holds the student's code (lessonNN_tests); under
/// `stonelab grade` it holds the instructor's tests and stubs that call the student's code in
/// another process (lessonNN_graded_tests, grader/kit/remote.hpp). Three things differ from
/// Catch2's own main:
///  - `--stonelab-list` prints every test case as `file <TAB> line <TAB> tags <TAB> name`, one
///    a line, so that the grader can order the tests, find their tasks and quote their source.
///  - Catch2's report is not wrapped at 80 columns (CATCH_CONFIG_CONSOLE_WIDTH).
///  - Catch2's own signal handlers are left out (CATCH_CONFIG_NO_POSIX_SIGNALS); ours
///    (crash_signals.hpp) say *why* the process died, which Catch2 cannot, and the report
///    (protocol.hpp) says whether the test case finished: `started`, then `crash <kind>` or
///    `finished <failed test cases>`. A test whose code calls exit(0) before the test ends
///    never writes `finished`, so it cannot pass by accident.
#define CATCH_CONFIG_RUNNER
#define CATCH_CONFIG_NO_POSIX_SIGNALS
// Catch2 wraps its report at 80 columns by default, which splits messages and paths in the
// middle; the grader's formats wrap (or not) for themselves.
#define CATCH_CONFIG_CONSOLE_WIDTH 200
#include <catch2/catch.hpp>

#include "grader/kit/crash_signals.hpp"
#include "grader/kit/protocol.hpp"

#include <iostream>
#include <string>

namespace {

void report_crash(stonelab::protocol::CrashKind kind)
{
    // Static storage: the handler may not allocate.
    static char line[64] = "crash ";
    const char* name = stonelab::protocol::crash_kind_name(kind);
    std::size_t at = 6;
    while (*name != '\0' && at + 1 < sizeof line) line[at++] = *name++;
    line[at] = '\0';
    stonelab::protocol::append_to_report(line);
}

int list_tests(Catch::Session& session, char* program_name)
{
    char* no_options[] = {program_name, nullptr};
    if (session.applyCommandLine(1, no_options) != 0) return 2;
    for (const Catch::TestCase& test : Catch::getAllTestCasesSorted(session.config()))
        std::cout << test.lineInfo.file << '\t' << test.lineInfo.line << '\t' << test.tagsAsString()
                  << '\t' << test.name << '\n';
    return 0;
}

} // namespace

int main(int argc, char* argv[])
{
    Catch::Session session;
    if (argc == 2 && std::string(argv[1]) == "--stonelab-list") return list_tests(session, argv[0]);

    stonelab::protocol::append_to_report("started");
    stonelab::crash_signals::install(report_crash);
    const int failed = session.run(argc, argv);
    const std::string finished = "finished " + std::to_string(failed);
    stonelab::protocol::append_to_report(finished.c_str());
    return failed;
}
