// The report formats of `stonelab grade`, on a submission built by hand: every status, a hidden
// test, a lesson that did not compile, and text from students that tries to break each format.
// The JSON is parsed back with nlohmann, the CSV with the small RFC 4180 reader below, the XML
// with a small well-formedness check (tests/grading/validate_results.py parses real runs fully).
#include "grader/formats.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "common/process.hpp"

#include <filesystem>
#include <fstream>
#include <sstream>

#include <unistd.h>

using namespace stonelab::grader;
using namespace stonelab;
using stonelab::valid_utf8; // engine/base/utf8.hpp, tested here with the formats that use it
using stonelab::xml_escape;
using Json = nlohmann::json;

namespace {

// Bytes no format can take as they are: invalid UTF-8 (\xff, \xfe), a control byte, a NUL,
// and the endings of a CDATA section and of a JUnit test case.
const std::string kHostileOutput =
    std::string("bad \xff\xfe bytes \x01 nul:") + '\0' + " end ]]> </testcase>";
// The same after valid_utf8: each malformed byte is one U+FFFD; the rest is kept.
const std::string kHostileOutputAsUtf8 =
    std::string("bad \xEF\xBF\xBD\xEF\xBF\xBD bytes \x01 nul:") + '\0' + " end ]]> </testcase>";
const std::string kCompileErrors = "surrounded.cpp:12:5: error: 'x' was not declared\nand more";

TestResult test(std::string name, int task, double max_score, TestStatus status)
{
    TestResult grade;
    grade.name = std::move(name);
    grade.task = task;
    grade.max_score = max_score;
    grade.score = status == TestStatus::Pass ? max_score : 0;
    grade.status = status;
    grade.source = "CHECK(" + grade.name.substr(0, 6) + ");";
    grade.seconds = 0.25;
    return grade;
}

// Lesson 1 has one test of each runtime status; lesson 2 did not compile. 2 of 9 points.
SubmissionGrade hostile_submission()
{
    LessonGrade board;
    board.number = 1;
    board.slug = "board-display";
    board.title = "The board";
    board.tests.push_back(test("task 1: empty board", 1, 2, TestStatus::Pass));

    TestResult failed = test("task 2: stones, \"quoted\" & <tagged>", 2, 1.5, TestStatus::Fail);
    failed.message = "REQUIRE( a == b )\nwith expansion:\n  1 == 2";
    failed.output = kHostileOutput;
    failed.output_truncated = true;
    board.tests.push_back(failed);

    TestResult hidden = test("task 2: hidden one", 2, 1.5, TestStatus::Timeout);
    hidden.hidden = true;
    hidden.message = "timed out after 2 s";
    hidden.source = "SECRET_SOURCE";
    hidden.output = "tick\r\ntock";
    board.tests.push_back(hidden);

    TestResult crashed = test("task 3: crash", 3, 1, TestStatus::Crash);
    crashed.message = "killed by signal 11 (segmentation fault)";
    board.tests.push_back(crashed);

    LessonGrade capture;
    capture.number = 2;
    capture.slug = "capture-recursion";
    capture.title = "Capturing";
    capture.compile_errors = kCompileErrors;
    for (const char* name : {"task 1: walk", "task 2: surrounded"}) {
        TestResult broken = test(name, name[5] - '0', 1.5, TestStatus::CompileError);
        broken.message = kCompileErrors;
        capture.tests.push_back(broken);
    }

    SubmissionGrade submission;
    submission.name = "alice\x1b[31m";
    submission.lessons = {board, capture};
    submission.notes = {"graded without a sandbox"};
    submission.seconds = 4.125;
    return submission;
}

SubmissionGrade submission_with(const std::string& name, std::vector<LessonGrade> lessons)
{
    SubmissionGrade submission;
    submission.name = name;
    submission.lessons = std::move(lessons);
    return submission;
}

LessonGrade lesson_with(int number, std::vector<TestResult> tests)
{
    LessonGrade lesson;
    lesson.number = number;
    lesson.slug = number == 1 ? "board-display" : "capture-recursion";
    lesson.tests = std::move(tests);
    return lesson;
}

// Lesson 1 worth 2 + 3 + 1 = 6 points, lesson 2 worth 3: the fixture's maximum scores.
Course two_lesson_course()
{
    std::istringstream text("lesson 01 board-display | The board\n"
                            "task 1 | 2 | Empty | -\n"
                            "task 2 | 3 | Stones | -\n"
                            "task 3 | 1 | Crash | -\n"
                            "lesson 02 capture-recursion | Capturing\n"
                            "task 1 | 3 | Walk | -\n");
    return parse_course(text, "test course");
}

std::size_t occurrences(const std::string& text, const std::string& part)
{
    std::size_t count = 0;
    for (auto at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++count;
    return count;
}

bool has_raw_control_bytes(const std::string& text, const std::string& allowed)
{
    for (char c : text)
        if (static_cast<unsigned char>(c) < 0x20 && allowed.find(c) == std::string::npos)
            return true;
    return false;
}

// RFC 4180, as a spreadsheet reads it: records end in CRLF; a quoted field may hold , CR LF
// and "" for one quote.
std::vector<std::vector<std::string>> read_csv(const std::string& text)
{
    std::vector<std::vector<std::string>> records;
    std::vector<std::string> record;
    std::string field;
    bool quoted = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quoted) {
            if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') {
                field += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == '"') {
            REQUIRE(field.empty()); // a quote only opens a field
            quoted = true;
        } else if (c == ',') {
            record.push_back(field);
            field.clear();
        } else if (c == '\r') {
            REQUIRE(i + 1 < text.size());
            REQUIRE(text[i + 1] == '\n'); // a bare CR must have been quoted
            record.push_back(field);
            records.push_back(record);
            record.clear();
            field.clear();
            ++i;
        } else {
            REQUIRE(c != '\n'); // a bare LF must have been quoted
            field += c;
        }
    }
    REQUIRE_FALSE(quoted);
    REQUIRE(record.empty()); // the last record ended in CRLF
    REQUIRE(field.empty());
    return records;
}

// A small XML well-formedness check, enough for what to_junit_xml writes: tags balance, no
// raw '<' or '&' outside markup and references, attribute values quoted without '<' in them.
// Returns the problem, or "" when there is none.
std::string xml_problem(const std::string& xml)
{
    std::vector<std::string> open;
    for (std::size_t at = 0; at < xml.size(); ++at) {
        if (xml[at] == '&') {
            const auto end = xml.find(';', at);
            if (end == std::string::npos) return "an '&' without ';'";
            const std::string name = xml.substr(at + 1, end - at - 1);
            const bool known = name == "amp" || name == "lt" || name == "gt" || name == "quot" ||
                               name == "apos" ||
                               (name.size() > 1 && name[0] == '#' &&
                                name.find_first_not_of("0123456789", 1) == std::string::npos);
            if (!known) return "unknown reference &" + name + ";";
            continue;
        }
        if (xml[at] == '>') return "a raw '>' outside a tag at " + std::to_string(at);
        if (xml[at] != '<') continue;
        std::size_t end = at + 1;
        bool in_value = false;
        while (end < xml.size() && (in_value || xml[end] != '>')) {
            if (xml[end] == '"') in_value = !in_value;
            if (xml[end] == '<') return "a '<' inside a tag at " + std::to_string(end);
            ++end;
        }
        if (end == xml.size()) return "a tag that does not end";
        const std::string tag = xml.substr(at + 1, end - at - 1);
        at = end;
        if (tag.starts_with("?")) continue;
        const std::string name =
            tag.substr(tag.starts_with("/") ? 1 : 0, tag.find_first_of(" />", 1) - (tag[0] == '/'));
        if (tag.starts_with("/")) {
            if (open.empty() || open.back() != name) return "</" + name + "> closes nothing open";
            open.pop_back();
        } else if (!tag.ends_with("/")) {
            open.push_back(name);
        }
    }
    return open.empty() ? "" : "<" + open.back() + "> is never closed";
}

// The attribute `name` of the first element that starts with `start`.
std::string attribute_of(const std::string& xml, const std::string& start, const std::string& name)
{
    const auto element = xml.find(start);
    REQUIRE(element != std::string::npos);
    const auto value = xml.find(" " + name + "=\"", element) + name.size() + 3;
    return xml.substr(value, xml.find('"', value) - value);
}

} // namespace

// ---- the pieces -----------------------------------------------------------------------------

TEST_CASE("formats: statuses and sums", "[formats]")
{
    CHECK(std::string(status_name(TestStatus::Pass)) == "pass");
    CHECK(std::string(status_name(TestStatus::Fail)) == "fail");
    CHECK(std::string(status_name(TestStatus::Timeout)) == "timeout");
    CHECK(std::string(status_name(TestStatus::Crash)) == "crash");
    CHECK(std::string(status_name(TestStatus::CompileError)) == "compile error");

    const SubmissionGrade submission = hostile_submission();
    CHECK(submission.lessons[0].score() == 2);
    CHECK(submission.lessons[0].max_score() == 6); // 2 + 1.5 + 1.5 + 1
    CHECK(submission.lessons[1].score() == 0);
    CHECK(submission.lessons[1].max_score() == 3);
    CHECK(submission.score() == 2);
    CHECK(submission.max_score() == 9);
}

TEST_CASE("formats: points at most two decimals, no trailing zeros", "[formats]")
{
    CHECK(format_points(3) == "3");
    CHECK(format_points(10) == "10");
    CHECK(format_points(2.5) == "2.5");
    CHECK(format_points(100.5) == "100.5");
    CHECK(format_points(1.0 / 3) == "0.33");
    CHECK(format_points(2.0 / 3) == "0.67");
    CHECK(format_points(0.1 + 0.2) == "0.3");
    CHECK(format_points(2.9999999) == "3");
    CHECK(format_points(0) == "0");
    CHECK(format_points(-0.0) == "0");
}

TEST_CASE("formats: invalid UTF-8 becomes U+FFFD, valid text stays", "[formats]")
{
    const std::string fffd = "\xEF\xBF\xBD";
    CHECK(valid_utf8("plain ascii") == "plain ascii");
    CHECK(valid_utf8(std::string("a\0b", 3)) == std::string("a\0b", 3)); // NUL is valid UTF-8
    CHECK(valid_utf8("caf\xC3\xA9 \xE7\x9F\xB3 \xF0\x9F\x98\x80") ==
          "caf\xC3\xA9 \xE7\x9F\xB3 \xF0\x9F\x98\x80");
    CHECK(valid_utf8("\xC3") == fffd);                                  // cut off
    CHECK(valid_utf8("\x80x") == fffd + "x");                           // a stray continuation
    CHECK(valid_utf8("\xC0\xAF") == fffd + fffd);                       // overlong '/'
    CHECK(valid_utf8("\xE0\x80\xAF") == fffd + fffd + fffd);            // overlong, 3 bytes
    CHECK(valid_utf8("\xED\xA0\x80") == fffd + fffd + fffd);            // a surrogate
    CHECK(valid_utf8("\xF4\x90\x80\x80") == fffd + fffd + fffd + fffd); // past U+10FFFF
    CHECK(valid_utf8("\xF4\x8F\xBF\xBF") == "\xF4\x8F\xBF\xBF");        // U+10FFFF itself
    CHECK(valid_utf8("\xE2\x82"
                     "A") == fffd + fffd + "A"); // cut off before 'A'
    CHECK(valid_utf8("\xFF\xFE") == fffd + fffd);
}

TEST_CASE("formats: XML escaping and characters XML 1.0 forbids", "[formats]")
{
    const std::string fffd = "\xEF\xBF\xBD";
    CHECK(xml_escape(R"(a<b>&"c"'d')") == "a&lt;b&gt;&amp;&quot;c&quot;&apos;d&apos;");
    CHECK(xml_escape("]]>") == "]]&gt;");
    CHECK(xml_escape("\t\n\r") == "&#9;&#10;&#13;");
    CHECK(xml_escape(std::string("\x01\x1f", 2) + '\0') == fffd + fffd + fffd);
    CHECK(xml_escape("\xEF\xBF\xBE\xEF\xBF\xBF") == fffd + fffd); // U+FFFE, U+FFFF
    CHECK(xml_escape("\xFF") == fffd);
    CHECK(xml_escape("caf\xC3\xA9 \x7F") == "caf\xC3\xA9 \x7F"); // DEL is allowed in XML 1.0
}

TEST_CASE("formats: text for the terminal has no control characters", "[formats]")
{
    CHECK(terminal_text("a\x1b[31mb\r\n", 20) == "a?[31mb??");
    CHECK(terminal_text("abcdef", 4) == "abc\xE2\x80\xA6");
    CHECK(terminal_text("abcd", 4) == "abcd");
    CHECK(terminal_text("\xE7\x9F\xB3\xE7\x9F\xB3\xE7\x9F\xB3", 2) == "\xE7\x9F\xB3\xE2\x80\xA6");
    CHECK(terminal_text("\xFF", 5) == "\xEF\xBF\xBD");
    CHECK(terminal_text("\xC2\x9B", 5) == "?"); // a C1 control (CSI) too
}

// ---- Exercism -------------------------------------------------------------------------------

TEST_CASE("formats: Exercism results v3, field by field", "[formats]")
{
    const std::string text = to_exercism_json(hostile_submission());
    CHECK(valid_utf8(text) == text);
    CHECK_FALSE(has_raw_control_bytes(text, "\n")); // dump indents with newlines only
    CHECK(text.find("\\u0001") != std::string::npos);
    CHECK(text.find("\\u0000") != std::string::npos);
    const Json json = Json::parse(text);

    CHECK(json["version"] == 3);
    CHECK(json["status"] == "fail");
    CHECK(json["message"].is_null());
    CHECK(json["submission"] == "alice\x1b[31m");
    CHECK(json["score"] == 2.0);
    CHECK(json["max_score"] == 9.0);
    CHECK(json["notes"] == Json::array({"graded without a sandbox"}));

    const Json& tests = json["tests"];
    REQUIRE(tests.size() == 6);
    const std::vector<std::string> statuses{"pass", "fail", "error", "error", "error", "error"};
    const std::vector<std::string> ours{"pass",  "fail",          "timeout",
                                        "crash", "compile error", "compile error"};
    const std::vector<int> lessons{1, 1, 1, 1, 2, 2};
    const std::vector<int> tasks{1, 2, 2, 3, 1, 2};
    for (std::size_t i = 0; i < tests.size(); ++i) {
        INFO("test " << i);
        CHECK(tests[i]["status"] == statuses[i]);
        CHECK(tests[i]["stonelab_status"] == ours[i]);
        CHECK(tests[i]["lesson"] == lessons[i]);
        CHECK(tests[i]["task_id"] == tasks[i]);
        CHECK(tests[i]["hidden"] == (i == 2));
        CHECK(tests[i]["name"].is_string());
        CHECK(tests[i]["test_code"].is_string());
    }
    CHECK(tests[0]["name"] == "task 1: empty board");
    CHECK(tests[0]["message"].is_null());
    CHECK(tests[0]["output"].is_null());
    CHECK(tests[0]["points"] == 2.0);
    CHECK(tests[0]["max_score"] == 2.0);
    CHECK(tests[0]["test_code"] == "CHECK(task 1);");

    CHECK(tests[1]["name"] == "task 2: stones, \"quoted\" & <tagged>");
    CHECK(tests[1]["message"] == "REQUIRE( a == b )\nwith expansion:\n  1 == 2");
    CHECK(tests[1]["output"] == kHostileOutputAsUtf8);
    CHECK(tests[1]["output_truncated"] == true);
    CHECK(tests[1]["points"] == 0.0);
    CHECK(tests[1]["max_score"] == 1.5);

    CHECK(tests[2]["test_code"] == ""); // hidden: its source is not shown
    CHECK(text.find("SECRET_SOURCE") == std::string::npos);
    CHECK(tests[2]["message"] == "timed out after 2 s");
    CHECK(tests[2]["output"] == "tick\r\ntock");
    CHECK(tests[4]["message"] == kCompileErrors);

    const Json& lesson_list = json["lessons"];
    REQUIRE(lesson_list.size() == 2);
    CHECK(lesson_list[0] == Json{{"number", 1},
                                 {"slug", "board-display"},
                                 {"title", "The board"},
                                 {"score", 2.0},
                                 {"max_score", 6.0},
                                 {"compile_errors", nullptr}});
    CHECK(lesson_list[1]["number"] == 2);
    CHECK(lesson_list[1]["score"] == 0.0);
    CHECK(lesson_list[1]["max_score"] == 3.0);
    CHECK(lesson_list[1]["compile_errors"] == kCompileErrors);
}

TEST_CASE("formats: Exercism's overall status and message", "[formats]")
{
    SubmissionGrade submission = hostile_submission();

    SECTION("every test passed: pass, no message")
    {
        submission.lessons.pop_back();
        for (TestResult& test : submission.lessons[0].tests) {
            test.status = TestStatus::Pass;
            test.score = test.max_score;
        }
        const Json json = Json::parse(to_exercism_json(submission));
        CHECK(json["status"] == "pass");
        CHECK(json["message"].is_null());
        CHECK(json["score"] == 6.0);
    }
    SECTION("nothing compiled: error, the compiler's errors as the message")
    {
        submission.lessons.erase(submission.lessons.begin());
        const Json json = Json::parse(to_exercism_json(submission));
        CHECK(json["status"] == "error");
        const std::string message = json["message"];
        CHECK(message.starts_with("lesson 02-capture-recursion did not compile:\n" +
                                  kCompileErrors + "\n"));
        CHECK(message.find("graded without a sandbox") != std::string::npos);
        CHECK(json["tests"].size() == 2); // still listed, each an error
    }
    SECTION("a test that timed out did run: fail, not error")
    {
        submission.lessons[0].tests = {submission.lessons[0].tests[2]}; // the time-out
        const Json json = Json::parse(to_exercism_json(submission));
        CHECK(json["status"] == "fail");
        CHECK(json["message"].is_null());
    }
    SECTION("not gradable at all: error, the note as the message")
    {
        submission.lessons.clear();
        submission.notes = {"not a directory or archive"};
        const Json json = Json::parse(to_exercism_json(submission));
        CHECK(json["status"] == "error");
        CHECK(json["message"] == "not a directory or archive\n");
        CHECK(json["tests"] == Json::array());
        CHECK(json["score"] == 0.0);
    }
}

// ---- Gradescope -----------------------------------------------------------------------------

TEST_CASE("formats: Gradescope results.json, field by field", "[formats]")
{
    const std::string text = to_gradescope_json(hostile_submission());
    CHECK(valid_utf8(text) == text);
    CHECK_FALSE(has_raw_control_bytes(text, "\n"));
    const Json json = Json::parse(text);

    CHECK(json["score"] == 2.0);
    CHECK(json["execution_time"] == 4.125);
    CHECK(json["visibility"] == "visible");
    CHECK(json["stdout_visibility"] == "hidden");
    const std::string output = json["output"];
    CHECK(output.starts_with("2/9 points.\n"));
    CHECK(output.find("lesson 02-capture-recursion did not compile") != std::string::npos);
    CHECK(output.find("graded without a sandbox") != std::string::npos);

    const Json& tests = json["tests"];
    REQUIRE(tests.size() == 6);
    const std::vector<std::string> numbers{"1.1", "1.2", "1.3", "1.4", "2.1", "2.2"};
    double sum = 0;
    for (std::size_t i = 0; i < tests.size(); ++i) {
        INFO("test " << i);
        CHECK(tests[i]["number"] == numbers[i]);
        CHECK(tests[i]["status"] == (i == 0 ? "passed" : "failed"));
        CHECK(tests[i]["visibility"] == (i == 2 ? "after_published" : "visible"));
        CHECK(tests[i]["output_format"] == "text");
        CHECK(tests[i]["score"] <= tests[i]["max_score"]);
        sum += tests[i]["score"].get<double>();
    }
    CHECK(sum == json["score"].get<double>());
    CHECK(tests[0]["name"] == "lesson 1: task 1: empty board");
    CHECK(tests[0]["score"] == 2.0);
    CHECK(tests[0]["max_score"] == 2.0);
    CHECK(tests[2]["tags"] == Json::array({"lesson 1", "task 2", "timeout"}));
    CHECK(tests[4]["tags"] == Json::array({"lesson 2", "task 1", "compile error"}));

    // A visible test shows its message, its source and the student's output.
    CHECK(tests[1]["output"] == "REQUIRE( a == b )\nwith expansion:\n  1 == 2\n\n"
                                "The test:\nCHECK(task 2);\n\n"
                                "Your code printed:\n" +
                                    kHostileOutputAsUtf8 +
                                    "\n[... cut: your code printed more than this]");
    // A hidden one its message and the output, never its source.
    CHECK(tests[2]["output"] == "timed out after 2 s\n\nYour code printed:\ntick\r\ntock");
    CHECK(text.find("SECRET_SOURCE") == std::string::npos);
}

// ---- JUnit ----------------------------------------------------------------------------------

TEST_CASE("formats: JUnit XML, counts and escaping", "[formats]")
{
    const std::string xml = to_junit_xml(hostile_submission());
    CHECK(xml_problem(xml) == "");
    CHECK(valid_utf8(xml) == xml);
    CHECK_FALSE(has_raw_control_bytes(xml, "\n"));
    CHECK(xml.starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites"));

    CHECK(attribute_of(xml, "<testsuites", "name") == "alice\xEF\xBF\xBD[31m");
    CHECK(attribute_of(xml, "<testsuites", "tests") == "6");
    CHECK(attribute_of(xml, "<testsuites", "failures") == "1");
    CHECK(attribute_of(xml, "<testsuites", "errors") == "4");
    CHECK(attribute_of(xml, "<testsuites", "time") == "4.125");

    CHECK(occurrences(xml, "<testsuite ") == 2);
    CHECK(occurrences(xml, "<testcase ") == 6);
    CHECK(occurrences(xml, "<failure ") == 1);
    CHECK(occurrences(xml, "<error ") == 4);
    CHECK(occurrences(xml, "type=\"timeout\"") == 1);
    CHECK(occurrences(xml, "type=\"crash\"") == 1);
    CHECK(occurrences(xml, "type=\"compile error\"") == 2);
    CHECK(occurrences(xml, "skipped=\"0\"") == 2);

    const std::string board = "<testsuite name=\"01-board-display\"";
    CHECK(attribute_of(xml, board, "tests") == "4");
    CHECK(attribute_of(xml, board, "failures") == "1");
    CHECK(attribute_of(xml, board, "errors") == "2");
    CHECK(attribute_of(xml, board, "time") == "1.000"); // 4 tests of 0.25 s
    const std::string capture = "<testsuite name=\"02-capture-recursion\"";
    CHECK(attribute_of(xml, capture, "tests") == "2");
    CHECK(attribute_of(xml, capture, "failures") == "0");
    CHECK(attribute_of(xml, capture, "errors") == "2");

    // The student's text, escaped: quotes and markup in a name, the hostile output.
    CHECK(xml.find("<testcase name=\"task 2: stones, &quot;quoted&quot; &amp; &lt;tagged&gt;\" "
                   "classname=\"alice\xEF\xBF\xBD[31m.01-board-display\" time=\"0.250\">") !=
          std::string::npos);
    const std::string fffd = "\xEF\xBF\xBD";
    CHECK(xml.find("<system-out>bad " + fffd + fffd + " bytes " + fffd + " nul:" + fffd +
                   " end ]]&gt; &lt;/testcase&gt;</system-out>") != std::string::npos);
    CHECK(xml.find("<system-out>tick&#13;\ntock</system-out>") != std::string::npos);
    // The message's first line as the attribute, all of it as the text.
    CHECK(xml.find("<failure message=\"REQUIRE( a == b )\" type=\"fail\">REQUIRE( a == b )\n"
                   "with expansion:\n  1 == 2</failure>") != std::string::npos);
    CHECK(xml.find("<system-err>surrounded.cpp:12:5: error: &apos;x&apos; was not declared\n"
                   "and more</system-err>") != std::string::npos);
    CHECK(occurrences(xml, "</testcase>") == 5); // the passing test without output closes itself
}

TEST_CASE("formats: the XML check itself catches broken XML", "[formats]")
{
    CHECK(xml_problem("<a><b x=\"1\"/></a>") == "");
    CHECK(xml_problem("<a>x ]]> y</a>") != "");
    CHECK(xml_problem("<a></testcase></a>") != "");
    CHECK(xml_problem("<a>&bogus;</a>") != "");
    CHECK(xml_problem("<a x=\"<\"></a>") != "");
    CHECK(xml_problem("<a>") != "");
}

// ---- CSV ------------------------------------------------------------------------------------

TEST_CASE("formats: the CSV gradebook reads back", "[formats]")
{
    const Course course = two_lesson_course();
    TestResult third = test("task 1: a third", 1, 1.0 / 3, TestStatus::Pass);
    const std::vector<SubmissionGrade> submissions{
        hostile_submission(),
        submission_with("comma, name", {lesson_with(1, {third})}),
        submission_with("quote \"q\" name", {lesson_with(2, {third, third})}),
        submission_with("new\nline\r\nname", {}),
        submission_with("=HYPERLINK(\"x\")", {}),
        submission_with("bad \xff byte", {}),
    };
    const std::string csv = to_csv_gradebook(submissions, course);
    CHECK(valid_utf8(csv) == csv);
    const auto records = read_csv(csv);

    REQUIRE(records.size() == 8);
    for (const auto& record : records) CHECK(record.size() == 4);
    using Row = std::vector<std::string>;
    CHECK(records[0] == Row{"submission", "01-board-display", "02-capture-recursion", "total"});
    CHECK(records[1] == Row{"alice\xEF\xBF\xBD[31m", "2", "0", "2"}); // ESC replaced as in XML
    CHECK(records[2] == Row{"comma, name", "0.33", "", "0.33"});
    CHECK(records[3] == Row{"quote \"q\" name", "", "0.67", "0.67"});
    CHECK(records[4] == Row{"new\nline\r\nname", "", "", "0"});
    CHECK(records[5] == Row{"'=HYPERLINK(\"x\")", "", "", "0"}); // not a formula
    CHECK(records[6] == Row{"bad \xEF\xBF\xBD byte", "", "", "0"});
    CHECK(records[7] == Row{"max", "6", "3", "9"});
}

// ---- the terminal ---------------------------------------------------------------------------

TEST_CASE("formats: the summary table", "[formats]")
{
    TestResult half = test("task 1: half", 1, 2.5, TestStatus::Pass);
    const std::vector<SubmissionGrade> submissions{
        hostile_submission(),
        submission_with("bob", {lesson_with(1, {half, test("x", 1, 2, TestStatus::Fail)})}),
    };
    // Column widths: "submission" 10, "01" as wide as "2.5/4.5", "02" as "0/3", total "2/9".
    CHECK(summary_table(submissions) == "submission       01   02    total\n"
                                        "alice?[31m      2/6  0/3      2/9\n"
                                        "bob         2.5/4.5    -  2.5/4.5\n"
                                        "alice?[31m: graded without a sandbox\n");
}

TEST_CASE("formats: one submission's report", "[formats]")
{
    const std::string report = submission_report(hostile_submission());
    CHECK_FALSE(has_raw_control_bytes(report, "\n"));
    CHECK(report == "alice?[31m: 2/9 points, graded in 4.1 s\n"
                    "  note: graded without a sandbox\n"
                    "lesson 01-board-display: 2/6\n"
                    "  PASS          2/2  task 1: empty board\n"
                    "  FAIL        0/1.5  task 2: stones, \"quoted\" & <tagged>\n"
                    "                     REQUIRE( a == b )\n"
                    "  TIMEOUT     0/1.5  task 2: hidden one (hidden)\n"
                    "                     timed out after 2 s\n"
                    "  CRASH         0/1  task 3: crash\n"
                    "                     killed by signal 11 (segmentation fault)\n"
                    "lesson 02-capture-recursion: 0/3, did not compile\n"
                    "  surrounded.cpp:12:5: error: 'x' was not declared\n"
                    "  COMPILE     0/1.5  task 1: walk\n"
                    "  COMPILE     0/1.5  task 2: surrounded\n");
}

TEST_CASE("formats: the progress bar", "[formats]")
{
    SubmissionGrade alice = submission_with("alice", {});
    alice.seconds = 4.125;
    SubmissionGrade bo =
        submission_with("bo", {lesson_with(1, {test("t", 1, 2, TestStatus::Pass)})});
    bo.seconds = 0.5;
    std::ostringstream out;

    SECTION("on a terminal, one line redrawn")
    {
        ProgressBar bar(out, 2, ProgressBar::Style::Redraw);
        bar.finished(alice);
        bar.finished(bo);
        bar.close();
        // "alice (4.1 s)" is 3 characters longer than "bo (0.5 s)": 3 spaces erase them.
        CHECK(out.str() == "\rgrading [##########..........] 1/2  alice (4.1 s)"
                           "\rgrading [####################] 2/2  bo (0.5 s)   \n");
    }
    SECTION("in a log, a line per submission")
    {
        ProgressBar bar(out, 12, ProgressBar::Style::Lines);
        bar.finished(alice);
        bar.finished(bo);
        bar.close();
        CHECK(out.str() == "graded  1/12  alice: 0/0 (4.1 s)\n"
                           "graded  2/12  bo: 2/2 (0.5 s)\n");
    }
}

// ---- tests/grading/validate_results.py --------------------------------------------------------

namespace {

void write_file(const std::filesystem::path& path, const std::string& text)
{
    std::filesystem::create_directories(path.parent_path());
    std::ofstream(path, std::ios::binary) << text;
}

// Runs the validator on `folder`; its output, and whether it accepted the folder.
bool validator_accepts(const std::filesystem::path& folder, std::string& output)
{
    const ProcessResult run = run_captured(
        {"python3", std::string(STONELAB_SOURCE_DIR) + "/tests/grading/validate_results.py",
         folder.string(), "--expect-submissions", "2"},
        folder, RunLimits{std::chrono::seconds(30)});
    output = run.output;
    return run.succeeded();
}

} // namespace

TEST_CASE("formats: validate_results.py accepts every writer's files, and no broken one",
          "[formats]")
{
    if (!find_program("python3")) {
        WARN("python3 is not installed: validate_results.py not tried");
        return;
    }
    // Named by the process id: builds with and without sanitizers may run this at once.
    const auto folder = std::filesystem::temp_directory_path() /
                        ("stonelab-test-grade-formats-" + std::to_string(::getpid()));
    std::filesystem::remove_all(folder);
    SubmissionGrade alice = hostile_submission();
    alice.name = "alice";
    SubmissionGrade bob = alice;
    bob.name = "bob";
    bob.lessons.pop_back(); // no grade for lesson 2: an empty cell
    write_file(folder / "submissions" / "alice" / "results.json", to_exercism_json(alice));
    write_file(folder / "submissions" / "alice" / "junit.xml", to_junit_xml(alice));
    write_file(folder / "submissions" / "bob" / "results.json", to_gradescope_json(bob));
    write_file(folder / "submissions" / "bob" / "junit.xml", to_junit_xml(bob));
    write_file(folder / "grades.csv", to_csv_gradebook({alice, bob}, two_lesson_course()));

    std::string output;
    {
        const bool accepted = validator_accepts(folder, output);
        INFO(output);
        CHECK(accepted);
        CHECK(occurrences(output, "ok  ") == 5);
    }

    // Each of these breaks one file in one field: the validator must say which.
    const std::vector<std::tuple<std::string, std::string, std::string, std::string>> breaks{
        {"submissions/alice/results.json", "\"score\": 2.0", "\"score\": 3.0", "score"},
        {"submissions/alice/results.json", "\"stonelab_status\": \"timeout\"",
         "\"stonelab_status\": \"late\"", "stonelab_status"},
        {"submissions/alice/results.json", "\"test_code\": \"\"", "\"test_code\": \"x\"", "hidden"},
        {"submissions/bob/results.json", "\"after_published\"", "\"later\"", "visibility"},
        {"submissions/bob/results.json", "\"number\": \"1.3\"", "\"number\": \"1.2\"", "number"},
        {"submissions/bob/junit.xml", "failures=\"1\"", "failures=\"2\"", "failures"},
        {"submissions/bob/junit.xml", "&lt;/testcase&gt;", "</testcase>", "well-formed"},
        {"submissions/alice/junit.xml", "type=\"crash\"", "type=\"boom\"", "error type"},
        {"grades.csv", "alice,2,0,2", "alice,2,0,3", "total"},
        {"grades.csv", "bob,2,,2", "bob,7,,7", "above the maximum"},
    };
    for (const auto& [file, good, bad, complaint] : breaks) {
        INFO(file << ": " << good << " -> " << bad);
        std::ifstream in(folder / file, std::ios::binary);
        std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        const auto at = text.find(good);
        REQUIRE(at != std::string::npos);
        write_file(folder / file, text.substr(0, at) + bad + text.substr(at + good.size()));
        const bool accepted = validator_accepts(folder, output);
        INFO(output);
        CHECK_FALSE(accepted);
        CHECK(output.find(file) != std::string::npos);
        CHECK(output.find(complaint) != std::string::npos);
        write_file(folder / file, text);
    }
    CHECK(validator_accepts(folder, output));
    std::filesystem::remove_all(folder);
}
