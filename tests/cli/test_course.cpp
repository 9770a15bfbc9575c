// lessons/course.txt as `stonelab` reads it: the lessons and tasks of a good file, and a clear
// message with the line number for each kind of mistake in a bad one.
#include "common/course.hpp"

#include <catch2/catch.hpp>

#include <sstream>
#include <string>
#include <vector>

using namespace stonelab;

namespace {

Course course_from(const std::string& text)
{
    std::istringstream in(text);
    return parse_course(in, "course.txt");
}

// The message course_from() throws for `text` (fails the test when it does not throw).
std::string error_of(const std::string& text)
{
    try {
        course_from(text);
    } catch (const CourseError& e) {
        return e.what();
    }
    FAIL("no error for:\n" << text);
    return "";
}

const std::string kTwoLessons = "# comment\n"
                                "lesson 01 board-display | The board\n"
                                "task 1 | 2 | Colours and the opponent | What does c ^ 3 give?\n"
                                "task 2 | 3 | Coordinates |  z = y * (width + 2) + x  \n"
                                "\n"
                                "  # an indented comment\n"
                                "lesson 02 capture-recursion | Capturing stones\r\n"
                                "task 1 | 1 | (to be written) | -\n";

} // namespace

TEST_CASE("course: a good file gives every lesson and task, fields trimmed", "[course]")
{
    const Course course = course_from(kTwoLessons);
    REQUIRE(course.lessons.size() == 2);
    const Lesson& first = course.lessons[0];
    CHECK(first.number == 1);
    CHECK(first.slug == "board-display");
    CHECK(first.title == "The board");
    CHECK(first.folder() == "01-board-display");
    CHECK(first.padded_number() == "01");
    REQUIRE(first.tasks.size() == 2);
    CHECK(first.tasks[0].number == 1);
    CHECK(first.tasks[0].points == 2);
    CHECK(first.tasks[0].title == "Colours and the opponent");
    CHECK(first.tasks[0].hint == "What does c ^ 3 give?");
    CHECK(first.tasks[1].hint == "z = y * (width + 2) + x");
    const Lesson& second = course.lessons[1];
    CHECK(second.title == "Capturing stones"); // the \r of a Windows line end is not in it
    CHECK(second.tasks.at(0).hint.empty());    // "-": no hint yet
}

TEST_CASE("course: lessons are found by number, padded number, folder or slug", "[course]")
{
    const Course course = course_from(kTwoLessons);
    CHECK(course.lesson("2").slug == "capture-recursion");
    CHECK(course.lesson("02").slug == "capture-recursion");
    CHECK(course.lesson("capture-recursion").number == 2);
    CHECK(course.lesson("01-board-display").number == 1);
    CHECK(course.find(3) == nullptr);
    CHECK(course.after(1)->number == 2);
    CHECK(course.after(2) == nullptr);
    CHECK(course.lessons[0].find_task(2)->title == "Coordinates");
    CHECK(course.lessons[0].find_task(3) == nullptr);
}

TEST_CASE("course: an unknown lesson names the lessons there are", "[course]")
{
    const Course course = course_from(kTwoLessons);
    CHECK_THROWS_WITH(course.lesson(42), "no lesson 42; lessons are 1-2");
    CHECK_THROWS_WITH(course.lesson("0"), "no lesson 0; lessons are 1-2");
    CHECK_THROWS_WITH(course.lesson("banana"), "no lesson 'banana'; lessons are 1-2");
    const Course gappy = course_from("lesson 01 a | A\ntask 1 | 1 | T | H\n"
                                     "lesson 02 b | B\ntask 1 | 1 | T | H\n"
                                     "lesson 05 e | E\ntask 1 | 1 | T | H\n");
    CHECK_THROWS_WITH(gappy.lesson(3), "no lesson 3; lessons are 1, 2, 5");
}

TEST_CASE("course: each mistake in the file is named with its line", "[course]")
{
    using Catch::Matchers::Contains;
    using Catch::Matchers::StartsWith;
    const std::string lesson = "lesson 01 a | A\n";
    const std::string task = "task 1 | 1 | T | H\n";
    // The lesson line, spelled as cmake/Lessons.cmake reads it.
    CHECK_THAT(error_of("lesson 1 a | A\n" + task),
               StartsWith("course.txt line 1: cannot read 'lesson 1 a | A'"));
    CHECK_THAT(error_of("lesson 01 Board | A\n" + task), Contains("a-z, 0-9 and -"));
    CHECK_THAT(error_of("lesson 01 a A\n" + task), StartsWith("course.txt line 1: cannot read"));
    CHECK_THAT(error_of("lesson 01 a |\n" + task), Contains("line 1: lesson 01 needs one title"));
    CHECK_THAT(error_of("lesson 01 a | A | B\n" + task),
               Contains("line 1: lesson 01 needs one title"));
    CHECK_THAT(error_of("lesson 00 a | A\n" + task),
               Contains("line 1: lesson numbers start at 01"));
    // Task lines.
    CHECK_THAT(error_of("# c\n" + task + lesson),
               StartsWith("course.txt line 2: a task before the first lesson"));
    CHECK_THAT(error_of(lesson + "task 1 | 1 | T\n"),
               StartsWith("course.txt line 2: cannot read 'task 1 | 1 | T'"));
    CHECK_THAT(error_of(lesson + "task 1 | 1 | T | H | X\n"), Contains("line 2: cannot read"));
    CHECK_THAT(error_of(lesson + "task one | 1 | T | H\n"), Contains("line 2: cannot read"));
    CHECK_THAT(error_of(lesson + "task 2 | 1 | T | H\n"),
               Contains("line 2: lesson 01: this is task 2 but should be task 1"));
    CHECK_THAT(error_of(lesson + task + "\ntask 1 | 1 | T | H\n"),
               Contains("line 4: lesson 01: this is task 1 but should be task 2"));
    CHECK_THAT(error_of(lesson + "task 1 | 0 | T | H\n"),
               Contains("line 2: task 1: the points must be a whole number above 0, not '0'"));
    CHECK_THAT(error_of(lesson + "task 1 | two | T | H\n"), Contains("not 'two'"));
    CHECK_THAT(error_of(lesson + "task 1 | 1 |  | H\n"), Contains("line 2: task 1 needs a title"));
    CHECK_THAT(error_of(lesson + "task 1 | 1 | T | \n"),
               Contains("line 2: task 1 needs a hint, or '-'"));
    // Lessons: tasks, order, anything else.
    CHECK_THAT(error_of(lesson + "lesson 02 b | B\n" + task),
               Contains("line 1: lesson 01 has no tasks"));
    CHECK_THAT(error_of(lesson + task + "\nlesson 02 b | B\n"),
               Contains("line 4: lesson 02 has no tasks"));
    CHECK_THAT(error_of("lesson 02 b | B\n" + task + lesson + task),
               Contains("line 3: lesson 01 comes after lesson 02"));
    CHECK_THAT(error_of(lesson + task + lesson + task),
               Contains("line 3: lesson 01 comes after lesson 01"));
    CHECK_THAT(error_of(lesson + task + "chapter 2\n"),
               StartsWith("course.txt line 3: cannot read 'chapter 2': a line starts with"));
    CHECK_THAT(error_of("# nothing here\n\n"), StartsWith("course.txt line 2: no lessons"));
}

TEST_CASE("course: hidden lines name a lesson's hidden test cases", "[course]")
{
    const Course course = course_from("lesson 01 a | A\n"
                                      "task 1 | 1 | T | H\n"
                                      "task 2 | 1 | U | H\n"
                                      "hidden | task 2: hidden positions: captures  \n"
                                      "hidden |task 1: the walk's order, again\n"
                                      "lesson 02 b | B\n"
                                      "task 1 | 1 | T | H\n");
    const Lesson& first = course.lessons.at(0);
    CHECK(first.hidden_tests == std::vector<std::string>{"task 2: hidden positions: captures",
                                                         "task 1: the walk's order, again"});
    CHECK(first.is_hidden("task 2: hidden positions: captures"));
    CHECK(first.is_hidden("task 1: the walk's order, again"));
    CHECK_FALSE(first.is_hidden("task 2: hidden positions")); // the exact name only
    CHECK_FALSE(first.is_hidden("Task 2: hidden positions: captures"));
    CHECK(course.lessons.at(1).hidden_tests.empty());
    CHECK_FALSE(course.lessons.at(1).is_hidden("task 2: hidden positions: captures"));
}

TEST_CASE("course: each mistake in a hidden line is named with its line", "[course]")
{
    using Catch::Matchers::Contains;
    using Catch::Matchers::StartsWith;
    const std::string lesson = "lesson 01 a | A\n";
    const std::string task = "task 1 | 1 | T | H\n";
    CHECK_THAT(error_of("# c\nhidden | task 1: x\n" + lesson + task),
               StartsWith("course.txt line 2: a hidden line before the first lesson line"));
    CHECK_THAT(error_of(lesson + task + "hidden | \n"),
               StartsWith("course.txt line 3: a hidden line needs the name of a test case"));
    CHECK_THAT(error_of(lesson + task + "hidden |\n"), Contains("line 3: a hidden line needs"));
    CHECK_THAT(error_of(lesson + task + "hidden\n"),
               StartsWith("course.txt line 3: cannot read 'hidden': a hidden line is"));
    CHECK_THAT(error_of(lesson + task + "hidden | task 1: a | b\n"),
               Contains("line 3: cannot read 'hidden | task 1: a | b'"));
    CHECK_THAT(error_of(lesson + task + "hiddenx | task 1: a\n"), Contains("line 3: cannot read"));
    CHECK_THAT(error_of(lesson + task + "hidden | task 2: a\n"),
               Contains("line 3: hidden test 'task 2: a' does not start with 'task K:' for a task "
                        "of lesson 01"));
    CHECK_THAT(error_of(lesson + task + "hidden | the walk\n"),
               Contains("line 3: hidden test 'the walk' does not start with 'task K:'"));
    CHECK_THAT(error_of(lesson + "hidden | task 1: a\n" + task), Contains("line 2: hidden test"));
    CHECK_THAT(error_of(lesson + task + "hidden | task 1: a\ntask 2 | 1 | T | H\n"),
               Contains("line 4: lesson 01: list the hidden lines after the tasks"));
}

TEST_CASE("course: uses lines name the earlier tasks a task's tests run", "[course]")
{
    const Course course = course_from("lesson 01 a | A\n"
                                      "task 1 | 1 | T | H\n"
                                      "task 2 | 1 | U | H\n"
                                      "task 3 | 1 | V | H\n"
                                      "uses | task 3: 1 2\n"
                                      "uses |task 2:1\n"
                                      "hidden | task 2: x\n");
    const Lesson& lesson = course.lessons.at(0);
    CHECK(lesson.tasks[0].uses.empty());
    CHECK(lesson.tasks[1].uses == std::vector<int>{1});
    CHECK(lesson.tasks[2].uses == std::vector<int>{1, 2});
}

TEST_CASE("course: each mistake in a uses line is named with its line", "[course]")
{
    using Catch::Matchers::Contains;
    const std::string head = "lesson 01 a | A\ntask 1 | 1 | T | H\ntask 2 | 1 | U | H\n";
    CHECK_THAT(error_of("uses | task 2: 1\n" + head),
               Contains("line 1: a uses line before the first lesson line"));
    CHECK_THAT(error_of(head + "uses | task 2 1\n"),
               Contains("line 4: cannot read 'uses | task 2 1': a uses line is"));
    CHECK_THAT(error_of(head + "uses | task 3: 1\n"),
               Contains("line 4: 'uses | task 3: 1' names no task of lesson 01"));
    CHECK_THAT(error_of(head + "uses | task 2: 2\n"),
               Contains("line 4: task 2 can only use earlier tasks, not '2'"));
    CHECK_THAT(error_of(head + "uses | task 2: x\n"),
               Contains("task 2 can only use earlier tasks, not 'x'"));
    CHECK_THAT(error_of(head + "uses | task 2:\n"), Contains("names no task after the ':'"));
    CHECK_THAT(error_of(head + "uses | task 2: 1\nuses | task 2: 1\n"),
               Contains("line 5: task 2 has two uses lines"));
    CHECK_THAT(error_of("lesson 01 a | A\ntask 1 | 1 | T | H\ntask 2 | 1 | U | H\n"
                        "task 3 | 1 | V | H\nuses | task 3: 2 1\n"),
               Contains("list the tasks it uses once each, in ascending order"));
}

TEST_CASE("course: the project's own course.txt reads", "[course]")
{
    const Course course = read_course(std::string(STONELAB_SOURCE_DIR) + "/lessons/course.txt");
    REQUIRE(!course.lessons.empty());
    CHECK(course.lessons.front().number == 1);
    // Lessons 2 and 5 have hidden tests (tests/NN-slug/hidden/).
    for (int number : {2, 5}) {
        INFO("lesson " << number);
        CHECK_FALSE(course.lesson(number).hidden_tests.empty());
    }
    CHECK_THROWS_AS(read_course("/nonexistent/course.txt"), CourseError);
}
