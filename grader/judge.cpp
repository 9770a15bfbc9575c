#include "grader/judge.hpp"

#include "common/text.hpp"
#include "grader/kit/protocol.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <csignal>
#include <map>
#include <set>
#include <sstream>
#include <vector>

namespace stonelab::grader {

namespace {

using protocol::CrashKind;

/// Catch2's report of a failure beyond this many lines is cut: a test that fails fifty checks
/// says the same thing fifty times.
constexpr std::size_t kFailureLines = 60;

/// "2", "0.5": a number of seconds or MiB as a person writes it.
std::string number_words(double value)
{
    std::ostringstream text;
    text << value;
    return text.str();
}

std::string mib(std::uint64_t bytes)
{
    return number_words(static_cast<double>(bytes) / (1 << 20)) + " MiB";
}

std::string kib(std::uint64_t bytes)
{
    return number_words(static_cast<double>(bytes) / (1 << 10)) + " KiB";
}

/// What a crash means, for a student.
std::string crash_words(CrashKind kind)
{
    switch (kind) {
    case CrashKind::StackOverflow:
        return "crashed: stack overflow — check the base case of your recursion";
    case CrashKind::NullPointer: return "crashed: null pointer dereference (segmentation fault)";
    case CrashKind::BadAddress:
        return "crashed: segmentation fault — a bad pointer, or an index outside an array";
    case CrashKind::Arithmetic: return "crashed: arithmetic error — a division by zero?";
    case CrashKind::IllegalInstruction: return "crashed: illegal instruction";
    case CrashKind::Abort: return "crashed: abort() was called";
    case CrashKind::StartedAProcess:
        return "killed: tried to start a new process, which tests may not do";
    case CrashKind::OpenedASocket:
        return "killed: tried to open a network connection, which tests may not do";
    case CrashKind::SignalledAnother:
        return "killed: tried to signal another process, which tests may not do";
    case CrashKind::ForbiddenCall: break;
    }
    return "killed: made a system call tests may not make";
}

/// What an uncaught exception in terminate() printed, if it did.
std::string terminate_words(const std::string& output)
{
    const auto at = output.find("terminate called after throwing");
    if (at == std::string::npos) return "";
    return trimmed(output.substr(at, output.find('\n', at) - at));
}

/// What a failed check of libstdc++ (_GLIBCXX_ASSERTIONS, which the student's code is compiled
/// with) printed before it aborted, in words, if it did.
std::string library_check_words(const std::string& output)
{
    const auto at = output.find("Assertion '");
    if (at == std::string::npos || output.find("/c++/") == std::string::npos) return "";
    if (output.find("__n < this->size()", at) != std::string::npos)
        return "an index outside a std::vector or std::array: operator[] was given an index "
               "that is not less than its size()";
    if (output.find("!this->empty()", at) != std::string::npos)
        return "a std::vector used while empty (front, back or pop_back)";
    const auto end = output.find('\n', at);
    return "a check of the C++ library failed: " + trimmed(output.substr(at, end - at));
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

constexpr std::string_view kNotDone = " is not done yet — see lessons/";

// The stub's sentence, if every failure Catch2 reports in `catch_report` is an exception
// thrown by a stub: the test stopped at a task that is not written yet, and nothing else.
std::optional<std::string> only_not_done(const std::string& catch_report)
{
    int failures = 0;
    std::optional<std::string> first;
    for (const std::string& line : lines_of(catch_report)) {
        if (line.ends_with(": FAILED:")) ++failures;
        const std::string said = trimmed(line);
        if (said.starts_with("task ") && said.find(kNotDone) != std::string::npos) {
            if (!first) first = said;
            --failures;
        }
    }
    if (!first || failures != 0) return std::nullopt;
    return first;
}

Verdict verdict(TestStatus status, std::string message) { return {status, std::move(message)}; }

/// A crash or time-out's message, with what Catch2 saw of the test so far when there is
/// something: under grading, the position and call the test was checking.
std::string with_context(std::string message, const std::string& catch_report)
{
    const std::string context = catch_failure_text(catch_report, kFailureLines);
    if (!trimmed(context).empty()) message += "\n" + context;
    return message;
}

} // namespace

JudgeLimits judge_limits(const Limits& limits)
{
    return {static_cast<double>(limits.cpu.count()),
            std::chrono::duration<double>(limits.wall).count(), limits.memory_bytes,
            limits.file_bytes, limits.output_bytes};
}

Verdict judge_test(const TestEvidence& evidence, const JudgeLimits& limits)
{
    const RunResult& tests = evidence.tests;
    // The process the student's code ran in: its own, or the tests' under `stonelab check`.
    const RunResult& student = evidence.student ? *evidence.student : tests;
    const protocol::Report report = protocol::read_report(evidence.report);
    const std::optional<CrashKind> crash = evidence.student ? report.student_crash : report.crash;
    const std::string& catch_report = evidence.catch_report;

    if (student.output_cut || tests.output_cut)
        return verdict(TestStatus::Crash, "output cut at " + kib(limits.output_bytes) +
                                              ": the test printed more than that and was stopped");
    if (crash) {
        std::string message = crash_words(*crash);
        if (*crash == CrashKind::Abort && !terminate_words(student.output).empty())
            message = "crashed: an exception escaped and ended the program (" +
                      terminate_words(student.output) + ")";
        else if (*crash == CrashKind::Abort && !library_check_words(student.output).empty())
            message = "crashed: " + library_check_words(student.output);
        return verdict(TestStatus::Crash, with_context(message, catch_report));
    }
    if (student.timed_out || tests.timed_out) {
        const RunResult& late = student.timed_out ? student : tests;
        std::string words = "timed out after " + number_words(limits.cpu_seconds) + " s";
        // Stopped by the wall clock: waiting, or computing on a machine too busy to give it
        // its CPU time (then it is the same endless loop).
        if (late.wall_clock && late.cpu_seconds < 0.25 * limits.cpu_seconds)
            words = "timed out: still running after " + number_words(limits.wall_seconds) +
                    " s of wall-clock time (waiting for something, or sleeping?)";
        else if (late.wall_clock)
            words = "timed out after " + number_words(limits.wall_seconds) +
                    " s of wall-clock time, still computing (the machine is busy: it had " +
                    number_words(std::round(late.cpu_seconds * 10) / 10) + " s of CPU)";
        return verdict(TestStatus::Timeout, with_context(words, catch_report));
    }

    // Before the student's process's signals: once the tests' process stopped reading (an
    // answer it could not read), that process dies of SIGPIPE at its next answer.
    if (evidence.student && report.student_garbled)
        return verdict(TestStatus::Fail,
                       with_context("your code's process sent an answer to " +
                                        report.student_function +
                                        " that could not be read (did it write to descriptor 4?)",
                                    catch_report));
    if (student.signal == SIGXFSZ)
        return verdict(TestStatus::Crash,
                       "killed: wrote a file larger than " + mib(limits.file_bytes));
    if (catch_report.find("std::bad_alloc") != std::string::npos ||
        student.output.find("std::bad_alloc") != std::string::npos)
        return verdict(TestStatus::Crash, "killed: used more than " + mib(limits.memory_bytes));
    if (student.signal == SIGSYS)
        // The filter's SIGSYS reaches a handler unless signals are blocked, which is what
        // system(), popen() and posix_spawn() do around starting a process.
        return verdict(TestStatus::Crash,
                       "killed: made a system call tests may not make, with signals blocked: "
                       "system(), popen() and posix_spawn() do that to start a new process, "
                       "which tests may not do");
    if (student.signal != 0)
        return verdict(TestStatus::Crash,
                       with_context("crashed: " + signal_words(student.signal), catch_report));
    if (evidence.student && report.student_stopped)
        return verdict(TestStatus::Fail,
                       with_context("the test ended before it finished: your code's process "
                                    "exited (status " +
                                        std::to_string(student.exit_code) + ") while " +
                                        report.student_function +
                                        " was running — something called exit()",
                                    catch_report));
    if (tests.signal != 0)
        return verdict(TestStatus::Crash, with_context("the test itself crashed while checking "
                                                       "your answers (" +
                                                           signal_words(tests.signal) + ")",
                                                       catch_report));
    if (!report.started)
        return verdict(TestStatus::Fail,
                       "the test program did not start: " +
                           (tests.output.empty() ? "exit status " + std::to_string(tests.exit_code)
                                                 : trimmed(first_lines(tests.output, 3))));
    if (!report.failed)
        return verdict(TestStatus::Fail, "the test ended before it finished: something called "
                                         "exit(" +
                                             std::to_string(tests.exit_code) + ") during the test");
    if (*report.failed != 0 || tests.exit_code != 0) {
        // A stub's "not done yet" says all there is to say; quoted once, not once per check.
        if (const auto stub = only_not_done(catch_report)) return verdict(TestStatus::Fail, *stub);
        std::string message = catch_failure_text(catch_report, kFailureLines);
        if (trimmed(message).empty()) message = "the test failed";
        return verdict(TestStatus::Fail, message);
    }
    if (evidence.student && student.exit_code != 0)
        return verdict(TestStatus::Fail,
                       "your code's process ended with exit status " +
                           std::to_string(student.exit_code) +
                           " after the test's last call (in a destructor, or an atexit handler?)");
    return verdict(TestStatus::Pass, "");
}

std::string catch_failure_text(const std::string& catch_report, std::size_t max_lines)
{
    // Catch2 opens each failing test (and each section) with a header box:
    //   ----- / test name / section names / ----- / file:line of the TEST_CASE / .....
    // The caller prints the test name; the failure lines carry their own file:line.
    enum class Part { Report, BoxTitle, BoxSections, BoxLocation };
    Part part = Part::Report;
    bool after_box = false; // the blank line under a box goes with it
    std::vector<std::string> kept;
    for (const std::string& line : lines_of(catch_report)) {
        switch (part) {
        case Part::Report:
            if (is_rule(line, '-')) {
                part = Part::BoxTitle;
            } else if (line.empty()) {
                if (!after_box && !kept.empty() && !kept.back().empty()) kept.push_back(line);
            } else if (trimmed(line) == "{Unknown expression after the reported line}") {
                // Catch2's placeholder when an exception escaped between checks: the next
                // line ("due to unexpected exception") says what happened.
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

std::optional<int> not_done_task(const std::string& text)
{
    for (std::size_t at = text.find(kNotDone); at != std::string::npos;
         at = text.find(kNotDone, at + 1)) {
        // "task K" just before it.
        std::size_t start = at;
        while (start > 0 && std::isdigit(static_cast<unsigned char>(text[start - 1]))) --start;
        if (start == at || start < 5 || text.compare(start - 5, 5, "task ") != 0) continue;
        if (at - start > 3) continue;
        return std::stoi(text.substr(start, at - start));
    }
    return std::nullopt;
}

void relate_failures(std::vector<TestResult>& tests, const Lesson& lesson)
{
    const auto failed = [](const TestResult& test) {
        return test.status != TestStatus::Pass && test.status != TestStatus::NotRun;
    };
    std::map<int, const TestResult*> first_visible_failure;
    std::set<int> failing_tasks;
    for (const TestResult& test : tests)
        if (failed(test)) {
            failing_tasks.insert(test.task);
            if (!test.hidden && !first_visible_failure.count(test.task))
                first_visible_failure[test.task] = &test;
        }
    std::map<int, std::string> visible_name; // copied: the loop below changes the results
    for (const auto& [task, test] : first_visible_failure) visible_name[task] = test->name;

    const std::string task_word = "task ";
    for (TestResult& test : tests) {
        if (!failed(test)) continue;
        const std::string task = task_word + std::to_string(test.task);
        const std::optional<int> stub = not_done_task(test.message);
        if (stub && *stub != test.task) {
            test.message = task + " uses your task " + std::to_string(*stub) + ": " + test.message;
            continue;
        }
        if (stub) continue;
        if (const Task* spec = lesson.find_task(test.task))
            for (const int used : spec->uses)
                if (failing_tasks.count(used)) {
                    test.message = task + " uses your task " + std::to_string(used) +
                                   ", which fails too: fix task " + std::to_string(used) +
                                   " first\n" + test.message;
                    break;
                }
        if (!test.hidden) continue;
        if (visible_name.count(test.task))
            test.message += "\n(a visible test of " + task +
                            " fails too, and it shows what was "
                            "expected: look at '" +
                            visible_name[test.task] + "' first)";
        else
            test.message += "\n(no visible test of " + task +
                            " fails: this hidden test tries "
                            "cases they do not; read the task's rules in the text again)";
    }
}

std::string catch_filter_for_name(const std::string& name)
{
    std::string filter;
    for (const char c : name) {
        if (c == ',' || c == '[' || c == ']' || c == '\\' || c == '"' || c == '~') filter += '\\';
        filter += c;
    }
    return filter;
}

} // namespace stonelab::grader
