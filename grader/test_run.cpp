#include "grader/test_run.hpp"

#include "common/files.hpp"
#include "grader/kit/protocol.hpp"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <stdexcept>
#include <unistd.h>

namespace stonelab::grader {

namespace {

namespace fs = std::filesystem;

/// A pipe whose ends close at exec unless handed on: {read end, write end}.
std::pair<int, int> make_pipe()
{
    int fds[2];
    if (pipe2(fds, O_CLOEXEC) != 0)
        throw std::runtime_error("cannot make a pipe: " + std::string(std::strerror(errno)));
    return {fds[0], fds[1]};
}

/// Catch2's command line for one test case, its report written to `catch_report`.
std::vector<std::string> catch_command(const fs::path& program, const std::string& name,
                                       const fs::path& catch_report)
{
    return {program.string(), catch_filter_for_name(name),
            "--out",          catch_report.string(),
            "--use-colour",   "no"};
}

TestEvidence evidence_from(std::vector<RunResult> runs, const fs::path& folder)
{
    TestEvidence evidence;
    evidence.tests = std::move(runs.front());
    if (runs.size() > 1) evidence.student = std::move(runs[1]);
    evidence.report = read_file(folder / "report.txt").value_or("");
    evidence.catch_report = read_file(folder / "catch-report.txt").value_or("");
    return evidence;
}

/// Removes what an earlier run may have left in `folder`: a report is appended to.
void clear_reports(const fs::path& folder)
{
    fs::create_directories(folder);
    fs::remove(folder / "report.txt");
    fs::remove(folder / "catch-report.txt");
}

} // namespace

TestEvidence run_graded_test(const GradedTest& test, const Sandbox& sandbox)
{
    clear_reports(test.tests_folder);
    const auto [calls_read, calls_write] = make_pipe();
    const auto [answers_read, answers_write] = make_pipe();
    const std::string calls = std::to_string(protocol::kStudentCallsFd) + "," +
                              std::to_string(protocol::kStudentAnswersFd);

    Launch tests;
    tests.command =
        catch_command(test.tests_program, test.name, test.tests_folder / "catch-report.txt");
    tests.read_only = test.tests_read;
    tests.read_only.push_back(test.tests_program);
    tests.working_dir = test.tests_folder;
    tests.environment = {{"PATH", "/usr/bin:/bin"},
                         {"LC_ALL", "C"},
                         {"HOME", test.tests_folder.string()},
                         {protocol::kReportVariable, (test.tests_folder / "report.txt").string()},
                         {protocol::kCallsVariable, calls}};
    tests.limits = test.limits;
    // The tests' process writes calls on 3 and reads answers on 4, the student's the other way.
    tests.descriptors = {{calls_write, protocol::kStudentCallsFd},
                         {answers_read, protocol::kStudentAnswersFd}};

    Launch student;
    student.command = {test.student_program.string()};
    student.read_only = {test.student_program};
    student.working_dir = test.student_folder;
    student.environment = {{"PATH", "/usr/bin:/bin"},
                           {"LC_ALL", "C"},
                           {"HOME", test.student_folder.string()},
                           {"TMPDIR", test.student_folder.string()}};
    student.limits = test.limits;
    student.descriptors = {{calls_read, protocol::kStudentCallsFd},
                           {answers_write, protocol::kStudentAnswersFd}};
    student.run_as = test.student_user;

    std::vector<Launch> launches;
    launches.push_back(std::move(tests));
    launches.push_back(std::move(student));
    return evidence_from(sandbox.run_together(std::move(launches)), test.tests_folder);
}

TestEvidence run_local_test(const LocalTest& test, const Sandbox& sandbox)
{
    clear_reports(test.folder);
    Launch run;
    run.command = catch_command(test.program, test.name, test.folder / "catch-report.txt");
    run.working_dir = test.working_dir;
    run.environment = {{"PATH", "/usr/bin:/bin"},
                       {"LC_ALL", "C"},
                       {"HOME", test.folder.string()},
                       {protocol::kReportVariable, (test.folder / "report.txt").string()}};
    run.environment.insert(run.environment.end(), test.environment.begin(), test.environment.end());
    run.limits = test.limits;
    std::vector<Launch> one;
    one.push_back(std::move(run));
    return evidence_from(sandbox.run_together(std::move(one)), test.folder);
}

} // namespace stonelab::grader
