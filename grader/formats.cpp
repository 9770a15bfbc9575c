#include "grader/formats.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>
#include <set>

namespace stonelab::grader {

namespace {

using Json = nlohmann::ordered_json; // keeps the fields in the order written, for people

// ---- text from students ---------------------------------------------------------------------

// Exercism's limit on the top-level message (the spec's 65535 characters, read as bytes).
constexpr std::size_t kExercismMessageLimit = 65535;

bool is_control(char32_t c) { return c < 0x20 || (c >= 0x7F && c <= 0x9F); }

std::string pad_right(std::string text, std::size_t width)
{
    const std::size_t count = utf8_length(text);
    if (count < width) text.append(width - count, ' ');
    return text;
}

std::string pad_left(const std::string& text, std::size_t width)
{
    const std::size_t count = utf8_length(text);
    return count < width ? std::string(width - count, ' ') + text : text;
}

// At most `max_bytes` bytes of valid UTF-8 `text`, never cutting a character in two.
std::string cut_utf8(std::string text, std::size_t max_bytes)
{
    if (text.size() <= max_bytes) return text;
    std::size_t end = max_bytes;
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;
    text.resize(end);
    return text;
}

std::string first_line(std::string_view text)
{
    return std::string(text.substr(0, text.find('\n')));
}

// ---- numbers --------------------------------------------------------------------------------

// `value` with `decimals` fixed decimals, whatever the locale.
std::string fixed(double value, int decimals)
{
    char buffer[64];
    const auto result =
        std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, decimals);
    return std::string(buffer, result.ptr);
}

std::string format_seconds(double seconds) { return fixed(seconds, 1) + " s"; }

std::string points_of(double score, double max_score)
{
    return format_points(score) + "/" + format_points(max_score);
}

std::string lesson_folder(const LessonGrade& lesson)
{
    return (lesson.number < 10 ? "0" : "") + std::to_string(lesson.number) + "-" + lesson.slug;
}

std::string padded_number(int number) { return (number < 10 ? "0" : "") + std::to_string(number); }

// ---- what the tests say, overall ------------------------------------------------------------

template <typename Predicate> bool every_test(const SubmissionGrade& submission, Predicate test)
{
    for (const LessonGrade& lesson : submission.lessons)
        if (!std::all_of(lesson.tests.begin(), lesson.tests.end(), test)) return false;
    return true;
}

bool has_tests(const SubmissionGrade& submission)
{
    return std::any_of(submission.lessons.begin(), submission.lessons.end(),
                       [](const LessonGrade& lesson) { return !lesson.tests.empty(); });
}

// Exercism's overall status: error when no test ran (so nothing but compile errors, or no
// tests at all), pass when every test passed.
const char* exercism_overall_status(const SubmissionGrade& submission)
{
    if (every_test(submission,
                   [](const TestResult& test) { return test.status == TestStatus::CompileError; }))
        return "error";
    if (every_test(submission,
                   [](const TestResult& test) { return test.status == TestStatus::Pass; }))
        return "pass";
    return "fail";
}

// Exercism knows three test statuses: a time-out, a crash and a compile error are errors.
const char* exercism_test_status(TestStatus status)
{
    switch (status) {
    case TestStatus::Pass: return "pass";
    case TestStatus::Fail: return "fail";
    default: return "error";
    }
}

// The lessons that did not compile and the notes: why a submission has no test results.
std::string problems_text(const SubmissionGrade& submission)
{
    std::string text;
    for (const LessonGrade& lesson : submission.lessons)
        if (!lesson.compile_errors.empty())
            text += "lesson " + lesson_folder(lesson) + " did not compile:\n" +
                    lesson.compile_errors + "\n";
    for (const std::string& note : submission.notes) text += note + "\n";
    if (text.empty() && !has_tests(submission)) text = "no tests were run\n";
    return text;
}

// ---- JSON -----------------------------------------------------------------------------------

Json text(std::string_view value) { return valid_utf8(value); }
Json text_or_null(std::string_view value) { return value.empty() ? Json() : text(value); }

Json notes_json(const SubmissionGrade& submission)
{
    Json notes = Json::array();
    for (const std::string& note : submission.notes) notes.push_back(text(note));
    return notes;
}

Json exercism_test(const LessonGrade& lesson, const TestResult& test)
{
    return Json{
        {"name", text(test.name)},
        {"test_code", test.hidden ? Json("") : text(test.source)},
        {"status", exercism_test_status(test.status)},
        {"message", test.status == TestStatus::Pass ? Json() : text_or_null(test.message)},
        {"output", text_or_null(test.output)},
        {"output_truncated", test.output_truncated},
        {"task_id", test.task},
        {"lesson", lesson.number},
        {"points", test.score},
        {"max_score", test.max_score},
        {"stonelab_status", status_name(test.status)},
        {"hidden", test.hidden},
    };
}

Json exercism_lesson(const LessonGrade& lesson)
{
    return Json{
        {"number", lesson.number},         {"slug", text(lesson.slug)},
        {"title", text(lesson.title)},     {"score", lesson.score()},
        {"max_score", lesson.max_score()}, {"compile_errors", text_or_null(lesson.compile_errors)},
    };
}

// A Gradescope test's `output`: what the student needs to fix it. A hidden test's source is
// never shown.
std::string gradescope_test_output(const TestResult& test)
{
    std::string output = test.message;
    const auto section = [&](const std::string& title, const std::string& body) {
        if (body.empty()) return;
        if (!output.empty()) output += "\n\n";
        output += title + "\n" + body;
    };
    if (!test.hidden) section("The test:", test.source);
    section("Your code printed:", test.output);
    if (test.output_truncated) output += "\n[... cut: your code printed more than this]";
    return output;
}

Json gradescope_test(const LessonGrade& lesson, const TestResult& test, std::size_t index)
{
    return Json{
        {"name", text("lesson " + std::to_string(lesson.number) + ": " + test.name)},
        {"number", std::to_string(lesson.number) + "." + std::to_string(index + 1)},
        {"score", test.score},
        {"max_score", test.max_score},
        {"status", test.status == TestStatus::Pass ? "passed" : "failed"},
        {"output", text(gradescope_test_output(test))},
        {"output_format", "text"},
        {"tags", Json::array({"lesson " + std::to_string(lesson.number),
                              "task " + std::to_string(test.task), status_name(test.status)})},
        {"visibility", test.hidden ? "after_published" : "visible"},
    };
}

std::string dump(const Json& json)
{
    // The strings were made valid UTF-8 above, so `strict` cannot throw; dump escapes the
    // control characters.
    return json.dump(2, ' ', false, Json::error_handler_t::strict) + "\n";
}

// ---- XML ------------------------------------------------------------------------------------

std::string attribute(const std::string& name, std::string_view value)
{
    return " " + name + "=\"" + xml_escape(value, XmlPlace::Attribute) + "\"";
}

std::string attribute(const std::string& name, int value)
{
    return attribute(name, std::to_string(value));
}

struct LessonCounts {
    int tests = 0;
    int failures = 0;
    int errors = 0;
    double seconds = 0;
};

LessonCounts count(const LessonGrade& lesson)
{
    LessonCounts counts;
    for (const TestResult& test : lesson.tests) {
        ++counts.tests;
        if (test.status == TestStatus::Fail) ++counts.failures;
        if (test.status != TestStatus::Pass && test.status != TestStatus::Fail) ++counts.errors;
        counts.seconds += test.seconds;
    }
    return counts;
}

std::string junit_testcase(const std::string& classname, const TestResult& test)
{
    std::string out = "    <testcase" + attribute("name", test.name) +
                      attribute("classname", classname) + attribute("time", fixed(test.seconds, 3));
    if (test.status == TestStatus::Pass && test.output.empty()) return out + "/>\n";
    out += ">\n";
    if (test.status != TestStatus::Pass) {
        const std::string element = test.status == TestStatus::Fail ? "failure" : "error";
        out += "      <" + element + attribute("message", first_line(test.message)) +
               attribute("type", status_name(test.status)) + ">" +
               xml_escape(test.message, XmlPlace::Text) + "</" + element + ">\n";
    }
    if (!test.output.empty())
        out += "      <system-out>" + xml_escape(test.output, XmlPlace::Text) + "</system-out>\n";
    return out + "    </testcase>\n";
}

std::string junit_testsuite(const std::string& submission, const LessonGrade& lesson)
{
    const LessonCounts counts = count(lesson);
    std::string out = "  <testsuite" + attribute("name", lesson_folder(lesson)) +
                      attribute("tests", counts.tests) + attribute("failures", counts.failures) +
                      attribute("errors", counts.errors) + attribute("skipped", "0") +
                      attribute("time", fixed(counts.seconds, 3)) + ">\n";
    const std::string classname = submission + "." + lesson_folder(lesson);
    for (const TestResult& test : lesson.tests) out += junit_testcase(classname, test);
    if (!lesson.compile_errors.empty())
        out += "    <system-err>" + xml_escape(lesson.compile_errors, XmlPlace::Text) +
               "</system-err>\n";
    return out + "  </testsuite>\n";
}

// ---- CSV ------------------------------------------------------------------------------------

// A name as one RFC 4180 field: a would-be spreadsheet formula defused with a leading ', the
// control characters XML forbids replaced as there, and quoted when it holds , " CR or LF.
std::string csv_name_field(std::string_view name)
{
    std::string field;
    for_each_utf8_char(name, [&](std::string_view bytes, char32_t c) {
        field += allowed_in_xml(c) ? bytes : kReplacementCharacter;
    });
    if (!field.empty() && std::string_view("=+-@\t\r").find(field.front()) != std::string::npos)
        field.insert(0, "'");
    if (field.find_first_of(",\"\r\n") == std::string::npos) return field;
    std::string quoted = "\"";
    for (char c : field) quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
    return quoted + "\"";
}

const LessonGrade* find_lesson(const SubmissionGrade& submission, int number)
{
    for (const LessonGrade& lesson : submission.lessons)
        if (lesson.number == number) return &lesson;
    return nullptr;
}

int lesson_points(const Lesson& lesson)
{
    int points = 0;
    for (const Task& task : lesson.tasks) points += task.points;
    return points;
}

std::string csv_row(const std::vector<std::string>& fields)
{
    std::string row;
    for (std::size_t i = 0; i < fields.size(); ++i) row += (i == 0 ? "" : ",") + fields[i];
    return row + "\r\n";
}

// ---- the terminal ---------------------------------------------------------------------------

const char* report_status(TestStatus status)
{
    switch (status) {
    case TestStatus::Pass: return "PASS";
    case TestStatus::Fail: return "FAIL";
    case TestStatus::Timeout: return "TIMEOUT";
    case TestStatus::Crash: return "CRASH";
    case TestStatus::CompileError: return "COMPILE";
    case TestStatus::NotRun: return "NOT RUN";
    }
    return "FAIL";
}

// How wide names and message lines may be on the terminal.
constexpr std::size_t kNameWidth = 40;
constexpr std::size_t kMessageWidth = 100;

} // namespace

// ---- the pieces -----------------------------------------------------------------------------

std::string terminal_text(std::string_view text, std::size_t max_chars)
{
    std::vector<std::string> chars;
    for_each_utf8_char(text, [&](std::string_view bytes, char32_t c) {
        chars.emplace_back(is_control(c) ? std::string_view("?") : bytes);
    });
    if (chars.size() > max_chars && max_chars > 0) {
        chars.resize(max_chars - 1);
        chars.emplace_back("\xE2\x80\xA6"); // U+2026 HORIZONTAL ELLIPSIS
    }
    std::string out;
    for (const std::string& c : chars) out += c;
    return out;
}

std::string format_points(double points)
{
    std::string text = fixed(points, 2);
    if (text.find('.') == std::string::npos) return text; // inf or nan
    text.erase(text.find_last_not_of('0') + 1);
    if (text.back() == '.') text.pop_back();
    return text == "-0" ? "0" : text;
}

// ---- the files ------------------------------------------------------------------------------

std::string to_exercism_json(const SubmissionGrade& submission)
{
    const std::string status = exercism_overall_status(submission);
    Json tests = Json::array();
    Json lessons = Json::array();
    for (const LessonGrade& lesson : submission.lessons) {
        for (const TestResult& test : lesson.tests) tests.push_back(exercism_test(lesson, test));
        lessons.push_back(exercism_lesson(lesson));
    }
    return dump(Json{
        {"version", 3},
        {"status", status},
        {"message", status == "error" ? text(cut_utf8(valid_utf8(problems_text(submission)),
                                                      kExercismMessageLimit))
                                      : Json()},
        {"tests", tests},
        {"submission", text(submission.name)},
        {"score", submission.score()},
        {"max_score", submission.max_score()},
        {"notes", notes_json(submission)},
        {"lessons", lessons},
    });
}

std::string to_gradescope_json(const SubmissionGrade& submission)
{
    Json tests = Json::array();
    for (const LessonGrade& lesson : submission.lessons)
        for (std::size_t i = 0; i < lesson.tests.size(); ++i)
            tests.push_back(gradescope_test(lesson, lesson.tests[i], i));
    const std::string output = points_of(submission.score(), submission.max_score()) +
                               " points.\n" + problems_text(submission);
    return dump(Json{
        {"score", submission.score()},
        {"execution_time", submission.seconds},
        {"output", text(output)},
        {"output_format", "text"},
        {"visibility", "visible"},
        {"stdout_visibility", "hidden"},
        {"tests", tests},
    });
}

std::string to_junit_xml(const SubmissionGrade& submission)
{
    LessonCounts total;
    std::string suites;
    for (const LessonGrade& lesson : submission.lessons) {
        const LessonCounts counts = count(lesson);
        total.tests += counts.tests;
        total.failures += counts.failures;
        total.errors += counts.errors;
        suites += junit_testsuite(submission.name, lesson);
    }
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites" +
           attribute("name", submission.name) + attribute("tests", total.tests) +
           attribute("failures", total.failures) + attribute("errors", total.errors) +
           attribute("time", fixed(submission.seconds, 3)) + ">\n" + suites + "</testsuites>\n";
}

std::string to_csv_gradebook(const std::vector<SubmissionGrade>& submissions, const Course& course)
{
    std::vector<std::string> header{"submission"};
    for (const Lesson& lesson : course.lessons) header.push_back(csv_name_field(lesson.folder()));
    header.emplace_back("total");
    std::string csv = csv_row(header);

    for (const SubmissionGrade& submission : submissions) {
        std::vector<std::string> row{csv_name_field(submission.name)};
        double total = 0;
        for (const Lesson& lesson : course.lessons) {
            const LessonGrade* grade = find_lesson(submission, lesson.number);
            row.push_back(grade ? format_points(grade->score()) : "");
            if (grade) total += grade->score();
        }
        row.push_back(format_points(total));
        csv += csv_row(row);
    }

    std::vector<std::string> max_row{"max"};
    int course_points = 0;
    for (const Lesson& lesson : course.lessons) {
        max_row.push_back(std::to_string(lesson_points(lesson)));
        course_points += lesson_points(lesson);
    }
    max_row.push_back(std::to_string(course_points));
    return csv + csv_row(max_row);
}

// ---- the terminal ---------------------------------------------------------------------------

std::string summary_table(const std::vector<SubmissionGrade>& submissions)
{
    std::set<int> numbers;
    for (const SubmissionGrade& submission : submissions)
        for (const LessonGrade& lesson : submission.lessons) numbers.insert(lesson.number);

    // The cells first, so every column can be as wide as its widest cell.
    std::vector<std::vector<std::string>> rows{{"submission"}};
    for (int number : numbers) rows[0].push_back(padded_number(number));
    rows[0].emplace_back("total");
    for (const SubmissionGrade& submission : submissions) {
        std::vector<std::string> row{terminal_text(submission.name, kNameWidth)};
        for (int number : numbers) {
            const LessonGrade* lesson = find_lesson(submission, number);
            row.push_back(lesson ? points_of(lesson->score(), lesson->max_score()) : "-");
        }
        row.push_back(points_of(submission.score(), submission.max_score()));
        rows.push_back(row);
    }
    std::vector<std::size_t> widths(rows[0].size(), 0);
    for (const auto& row : rows)
        for (std::size_t column = 0; column < row.size(); ++column)
            widths[column] = std::max(widths[column], utf8_length(row[column]));

    std::string table;
    for (const auto& row : rows) {
        std::string line = pad_right(row[0], widths[0]);
        for (std::size_t column = 1; column < row.size(); ++column)
            line += "  " + pad_left(row[column], widths[column]);
        table += line + "\n";
    }
    for (const SubmissionGrade& submission : submissions)
        for (const std::string& note : submission.notes)
            table += terminal_text(submission.name, kNameWidth) + ": " +
                     terminal_text(note, kMessageWidth) + "\n";
    return table;
}

std::string submission_report(const SubmissionGrade& submission)
{
    std::string report = terminal_text(submission.name, kNameWidth) + ": " +
                         points_of(submission.score(), submission.max_score()) +
                         " points, graded in " + format_seconds(submission.seconds) + "\n";
    for (const std::string& note : submission.notes)
        report += "  note: " + terminal_text(note, kMessageWidth) + "\n";
    for (const LessonGrade& lesson : submission.lessons) {
        report += "lesson " + terminal_text(lesson_folder(lesson), kNameWidth) + ": " +
                  points_of(lesson.score(), lesson.max_score());
        if (!lesson.compile_errors.empty())
            report += ", did not compile\n  " +
                      terminal_text(first_line(lesson.compile_errors), kMessageWidth);
        report += "\n";
        for (const TestResult& test : lesson.tests) {
            report += "  " + pad_right(report_status(test.status), 8) +
                      pad_left(points_of(test.score, test.max_score), 9) + "  " +
                      terminal_text(test.name, kMessageWidth) + (test.hidden ? " (hidden)" : "") +
                      "\n";
            const bool shown_above =
                test.status == TestStatus::CompileError && !lesson.compile_errors.empty();
            if (test.status != TestStatus::Pass && !test.message.empty() && !shown_above)
                report += std::string(21, ' ') +
                          terminal_text(first_line(test.message), kMessageWidth) + "\n";
        }
    }
    return report;
}

ProgressBar::ProgressBar(std::ostream& out, int total, Style style)
    : out_(out), total_(total), style_(style)
{
}

void ProgressBar::finished(const SubmissionGrade& submission)
{
    ++done_;
    const std::size_t digits = std::to_string(total_).size();
    const std::string count =
        pad_left(std::to_string(done_), digits) + "/" + std::to_string(total_);
    const std::string name = terminal_text(submission.name, kNameWidth);
    const std::string time = "(" + format_seconds(submission.seconds) + ")";
    if (style_ == Style::Lines) {
        out_ << "graded " << count << "  " << name << ": "
             << points_of(submission.score(), submission.max_score()) << " " << time << "\n";
        return;
    }
    constexpr int kBarWidth = 20;
    const int filled = total_ > 0 ? std::min(kBarWidth, done_ * kBarWidth / total_) : kBarWidth;
    const std::string line = "grading [" + std::string(filled, '#') +
                             std::string(kBarWidth - filled, '.') + "] " + count + "  " + name +
                             " " + time;
    const std::size_t width = utf8_length(line);
    // Spaces over what is left of a longer previous line.
    out_ << '\r' << line << std::string(last_width_ > width ? last_width_ - width : 0, ' ')
         << std::flush;
    last_width_ = width;
}

void ProgressBar::close()
{
    if (style_ == Style::Redraw && done_ > 0) out_ << "\n" << std::flush;
    last_width_ = 0;
}

} // namespace stonelab::grader
