/// \file
/// The judge: how a test's run ended, in the words a student reads. `stonelab check` and
/// `stonelab grade` both judge with judge_test(), so a student reads the same sentence from
/// both: "timed out after 2 s", "crashed: stack overflow — check the base case of your
/// recursion", Catch2's failed expression with the expected and actual values.
///
/// Under `stonelab check` one process ran the test, with the student's code in it. Under
/// `stonelab grade` two did (grader/kit/remote.hpp): the tests' process, which holds the
/// instructor's tests and no student code, and the student's process, in the sandbox. The
/// verdict "pass" then rests on the tests' process alone: its report says `finished 0` only if
/// every assertion held on the answers the student's process gave. What the student's process
/// says (how it crashed) only ever explains a failure.
#pragma once

#include "common/course.hpp"
#include "grader/results.hpp"
#include "grader/sandbox.hpp"

#include <optional>
#include <string>
#include <vector>

namespace stonelab::grader {

/// What one run of a test case left behind.
struct TestEvidence {
    /// The tests' process (under `stonelab check`, also the student's code's).
    RunResult tests;
    /// The student's process, when the student's code ran apart (`stonelab grade`).
    std::optional<RunResult> student;
    /// The tests' process's report (grader/kit/protocol.hpp).
    std::string report;
    /// Catch2's console report of the test case.
    std::string catch_report;
};

/// The limits the test ran with, quoted in messages.
struct JudgeLimits {
    double cpu_seconds = 2;
    double wall_seconds = 20;
    std::uint64_t memory_bytes = 512u << 20;
    std::uint64_t file_bytes = 1u << 20;
    std::size_t output_bytes = 64u << 10;
};

/// The limits of `limits` as the judge quotes them.
JudgeLimits judge_limits(const Limits& limits);

/// How the test ended, and why in plain words.
Verdict judge_test(const TestEvidence& evidence, const JudgeLimits& limits);

/// Catch2's console report of a failing test, without its banner, header boxes and totals
/// (section names are kept), at most `max_lines` lines.
std::string catch_failure_text(const std::string& catch_report, std::size_t max_lines);

/// The task named by an exercise stub's "not done yet" message in `text` ("task 2 is not done
/// yet — see lessons/NN-slug/README.md#task-2", lessons/not_implemented.hpp), if it holds one;
/// the first, if several.
std::optional<int> not_done_task(const std::string& text);

/// What the failures of a lesson's tests say about each other, added to their messages:
/// - a test stopped by another task's stub: "task 4 uses your task 3: task 3 is not done yet
///   — see ...";
/// - a test of a task that uses an earlier task that fails (Task::uses): "task 3 uses your
///   task 1, which fails too: fix task 1 first", as its first line;
/// - a hidden test that fails: the visible test of its task to look at first, or that no
///   visible test of the task fails.
/// `tests` are one lesson's results in reading order (listing.hpp's sort_for_reading), with
/// TestResult::hidden set.
void relate_failures(std::vector<TestResult>& tests, const Lesson& lesson);

/// A test case name as a Catch2 command-line filter that matches exactly that test: the
/// characters Catch2 reads as syntax (`,` `[` `]` `\` `"` `~`) are escaped with a `\`.
std::string catch_filter_for_name(const std::string& name);

} // namespace stonelab::grader
