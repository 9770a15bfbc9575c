/// \file
/// How `stonelab grade` reports its results: the files instructors' platforms read, and the
/// text an instructor reads on the terminal.
///
/// With `--out DIR` the grader writes
///
///     DIR/submissions/<submission>/results.json   Exercism (`--format json`) or Gradescope
///                                                 (`--format gradescope`)
///     DIR/submissions/<submission>/junit.xml      JUnit XML, for CI systems and IDEs
///     DIR/grades.csv                              the class's gradebook (`--format csv`)
///
/// and `tests/grading/validate_results.py DIR` checks every one of those files field by field.
///
/// Everything that comes from a student (names, messages, output) may be any bytes: invalid
/// UTF-8, NUL and other control bytes, markup, 64 KiB long. Every writer here produces a valid
/// file anyway: invalid UTF-8 becomes U+FFFD, JSON escapes control characters, XML escapes
/// markup and replaces the characters XML 1.0 forbids, CSV quotes what RFC 4180 says to quote.
#pragma once

#include "common/course.hpp"
#include "engine/base/utf8.hpp"
#include "grader/results.hpp"

#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace stonelab::grader {

// ---- the files ------------------------------------------------------------------------------

/// Exercism's test-runner `results.json`, version 3
/// (https://exercism.org/docs/building/tooling/test-runners/interface), for one submission.
///
/// The fields Exercism defines:
/// - `version`: 3;
/// - `status`: `"error"` when no test ran (every test of every lesson is a compile error, or
///   there are no tests at all), `"pass"` when every test passed, else `"fail"`;
/// - `message`: when the status is error, why (the lessons' compile errors and the notes);
///   otherwise null;
/// - `tests`: every test in course order, with `name`, `test_code` (empty for hidden tests: their
///   source is not shown), `status` (`pass`, `fail`, or `error` for a time-out, crash or compile
///   error), `message` (null when it passed), `output` (null when nothing was printed) and
///   `task_id` (the task within its lesson). Exercism cuts `output` at 500 characters; we keep
///   the grader's own cap and say with `output_truncated` whether it cut.
///
/// Our own fields: `submission`, `score`, `max_score`, `notes`; per test `lesson`, `points`,
/// `max_score`, `stonelab_status` (status_name) and `hidden`; and `lessons`, one object per
/// lesson with `number`, `slug`, `title`, `score`, `max_score` and `compile_errors` (null when
/// it compiled). Scores are written unrounded, so the tests' scores sum exactly to the lessons'.
std::string to_exercism_json(const SubmissionGrade& submission);

/// Gradescope's autograder `results.json`
/// (https://gradescope-autograders.readthedocs.io/en/latest/specs/), for one submission.
///
/// Top level: `score`, `execution_time` (seconds), `output` (the score, the notes and the
/// lessons that did not compile), `output_format` "text", `visibility` "visible" and
/// `stdout_visibility` "hidden" (the grader's own log is for the instructor).
/// Each test: `name` ("lesson 2: task 1: ..."), `number` ("2.3": lesson 2, its third test),
/// `score`, `max_score`, `status` ("passed" or "failed"), `output_format` "text", `tags`
/// (["lesson 2", "task 1", status_name]), `visibility` and `output`.
///
/// The rule for hidden tests: their `visibility` is "after_published" (students see them once
/// the instructor publishes the grades), and their `output` never contains the test's source.
/// A visible test's `output` is its message, its source, and what the student's code printed.
std::string to_gradescope_json(const SubmissionGrade& submission);

/// JUnit XML for one submission: `<testsuites>` with one `<testsuite>` per lesson (`name` the
/// lesson's folder, `tests`, `failures`, `errors`, `skipped="0"`, `time`), a `<testcase>` per
/// test (`name`, `classname` "<submission>.<lesson folder>", `time`). A failed check is a
/// `<failure>`; a time-out, crash or compile error is an `<error type="timeout|crash|compile
/// error">`; the message's first line is the `message` attribute and the whole message the
/// element's text. What the student's code printed is the test's `<system-out>`.
std::string to_junit_xml(const SubmissionGrade& submission);

/// The class's gradebook as CSV (RFC 4180, CRLF line ends): a header
/// `submission,01-board-display,02-capture-recursion,...,total` (a column per lesson of the
/// course), a row per submission with its points (format_points), and a last row `max` with
/// what each lesson is worth (its tasks' points in the course) and the course's total.
///
/// Lessons a submission has that the course does not list are left out.
/// A lesson a submission has no grade for (it could not be graded at all) is an empty cell,
/// not 0, so an instructor can tell the two apart; the total counts it as 0. A field that a
/// spreadsheet would run as a formula (starting with `=`, `+`, `-`, `@`, tab or CR) gets a
/// leading `'`.
std::string to_csv_gradebook(const std::vector<SubmissionGrade>& submissions, const Course& course);

// ---- the terminal ---------------------------------------------------------------------------

/// A fixed-width table for the terminal: a row per submission, a column per lesson (every
/// lesson any submission has, in number order) and the total, e.g.
///
///     submission  01     02      total
///     alice       12/12  9.5/10  21.5/22
///     bob         0/12   -       0/12
///
/// `-` marks a lesson without a grade. The submissions' notes follow the table.
std::string summary_table(const std::vector<SubmissionGrade>& submissions);

/// One submission's results, readable: its total and notes, then per lesson its score (and
/// "did not compile" with the compiler's first line), then per test `PASS`, `FAIL`, `TIMEOUT`,
/// `CRASH` or `COMPILE`, its points and name, and the first line of its message.
std::string submission_report(const SubmissionGrade& submission);

/// Progress while a class is graded. On a terminal the one line
/// `grading [#####...............]  5/20  alice (4.1 s)` is redrawn (with `\r`) after each
/// submission; otherwise, e.g. in a CI log, one plain line is written per finished submission:
/// `graded  5/20  alice: 41.5/50 (4.1 s)`.
class ProgressBar {
public:
    enum class Style {
        Redraw, ///< for a terminal
        Lines,  ///< for a log file or a pipe
    };

    ProgressBar(std::ostream& out, int total, Style style);

    /// Reports one more finished submission.
    void finished(const SubmissionGrade& submission);
    /// Ends the redrawn line (nothing to do in the Lines style). Call once after the last one.
    void close();

private:
    std::ostream& out_;
    int total_;
    int done_ = 0;
    Style style_;
    std::size_t last_width_ = 0; ///< of the line drawn last, to erase what is left of it
};

// ---- the pieces, for the writers and their tests ---------------------------------------------

/// (`valid_utf8` and `xml_escape`, which the writers use too, are in engine/base/utf8.hpp.)

/// `text` safe to print on a terminal: valid UTF-8, every control character (which could move
/// the cursor or change colours) shown as `?`, at most `max_chars` characters (the last one
/// `…` when cut).
std::string terminal_text(std::string_view text, std::size_t max_chars);

/// Points for people: at most two decimals, no trailing zeros: 3, 2.5, 0.33.
std::string format_points(double points);

} // namespace stonelab::grader
