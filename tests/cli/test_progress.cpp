// The progress file .stonelab/progress: what is written reads back the same, and a damaged file
// is an error with its line number.
#include "cli/progress.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <unistd.h>

using namespace stonelab;
using namespace stonelab::cli;

namespace {

Progress sample()
{
    Progress progress;
    progress.current_lesson = 2;
    progress.lessons[1] = LessonProgress{CheckState::Passed, 9, 9, 0, true, {}};
    progress.lessons[2] =
        LessonProgress{CheckState::Failing, 7, 9, 3, false, {{1, {3, 3}}, {3, {4, 6}}}};
    progress.lessons[3] = LessonProgress{CheckState::DoesNotBuild, 0, 0, 0, false, {}};
    return progress;
}

Progress progress_from(const std::string& text)
{
    std::istringstream in(text);
    return parse_progress(in, "progress");
}

Course three_lessons()
{
    std::istringstream in("lesson 01 a | A\ntask 1 | 1 | T | H\n"
                          "lesson 02 b | B\ntask 1 | 1 | T | H\n"
                          "lesson 03 c | C\ntask 1 | 1 | T | H\n");
    return parse_course(in, "course.txt");
}

} // namespace

TEST_CASE("progress: the file format, written by hand, reads as meant", "[progress]")
{
    const Progress progress =
        progress_from("# a comment\n"
                      "current 2\n"
                      "lesson 1 check=passed passed=9 total=9 task=0 done=yes\n"
                      "lesson 2 check=failing passed=7 total=9 task=3 done=no tasks=1:3/3,3:4/6\n"
                      "lesson 3 check=does-not-build passed=0 total=0 task=0 done=no\n");
    CHECK(progress == sample());
}

TEST_CASE("progress: what is written reads back the same", "[progress]")
{
    std::ostringstream out;
    write_progress(out, sample());
    CHECK(progress_from(out.str()) == sample());
    std::ostringstream empty;
    write_progress(empty, Progress{});
    CHECK(progress_from(empty.str()) == Progress{});
}

TEST_CASE("progress: a damaged file is an error naming the line", "[progress]")
{
    using Catch::Matchers::StartsWith;
    CHECK_THROWS_WITH(progress_from("current 2\nlesson 1 check=maybe\n"),
                      StartsWith("progress line 2: cannot read 'lesson 1 check=maybe'"));
    CHECK_THROWS_WITH(progress_from("current two\n"), StartsWith("progress line 1: cannot read"));
    CHECK_THROWS_WITH(progress_from("current 2 3\n"), StartsWith("progress line 1: cannot read"));
    CHECK_THROWS_WITH(progress_from("lesson 1 passed=-1\n"),
                      StartsWith("progress line 1: cannot read"));
    CHECK_THROWS_WITH(progress_from("lesson 1 done=perhaps\n"),
                      StartsWith("progress line 1: cannot read"));
    CHECK_THROWS_WITH(progress_from("\nlesson 1 colour=red\n"),
                      StartsWith("progress line 2: cannot read"));
    CHECK_THROWS_WITH(progress_from("finished\n"), StartsWith("progress line 1: cannot read"));
    for (const char* tallies : {"tasks=1:4/3", "tasks=1:3", "tasks=x:1/1", "tasks=1/1:1",
                                "tasks=1:1/1,,", "tasks=1:-1/1"}) {
        INFO(tallies);
        CHECK_THROWS_WITH(progress_from(std::string("lesson 1 ") + tallies + "\n"),
                          StartsWith("progress line 1: cannot read"));
    }
}

TEST_CASE("progress: the current lesson is the recorded one, else the first not done", "[progress]")
{
    const Course course = three_lessons();
    Progress progress;
    CHECK(progress.current(course).number == 1);
    progress.lessons[1].done = true;
    CHECK(progress.current(course).number == 2);
    progress.current_lesson = 3;
    CHECK(progress.current(course).number == 3);
    progress.current_lesson = 7; // a lesson the course no longer has
    CHECK(progress.current(course).number == 2);
    progress.lessons[2].done = progress.lessons[3].done = true;
    CHECK(progress.current(course).number == 3); // all done: the last lesson
}

TEST_CASE("progress: a check of one task updates that task, and the lesson follows", "[progress]")
{
    // Lesson of three tasks, all passing; then `check --task 2` fails 1 of 4.
    const LessonProgress passed =
        with_tasks_checked({}, {{1, {3, 3}}, {2, {4, 4}}, {3, {2, 2}}}, 3);
    CHECK(passed ==
          LessonProgress{
              CheckState::Passed, 9, 9, 0, false, {{1, {3, 3}}, {2, {4, 4}}, {3, {2, 2}}}});
    const LessonProgress failing = with_tasks_checked(passed, {{2, {3, 4}}}, 3);
    CHECK(failing.check == CheckState::Failing);
    CHECK(failing.first_failing_task == 2);
    CHECK(failing.passed == 8);
    CHECK(failing.total == 9);
    // Fixed again, one task at a time: the lesson passes once every task's last check did.
    CHECK(with_tasks_checked(failing, {{2, {4, 4}}}, 3) == passed);
    // The first failing task is the lowest, whichever was checked last.
    const LessonProgress two = with_tasks_checked(failing, {{1, {0, 3}}}, 3);
    CHECK(two.first_failing_task == 1);
    // Only some tasks checked, all passing: not a pass of the lesson.
    const LessonProgress some = with_tasks_checked({}, {{2, {4, 4}}}, 3);
    CHECK(some.check == CheckState::NotChecked);
    CHECK(some.passed == 4);
    // A lesson that did not compile, then one task checked: that task's result.
    LessonProgress broken;
    broken.check = CheckState::DoesNotBuild;
    CHECK(with_tasks_checked(broken, {{1, {1, 3}}}, 3).check == CheckState::Failing);
}

TEST_CASE("progress: saved under .stonelab/ at the root and loaded again", "[progress]")
{
    const auto root =
        std::filesystem::temp_directory_path() / ("stonelab-progress-" + std::to_string(getpid()));
    std::filesystem::remove_all(root);
    std::filesystem::create_directories(root);
    CHECK(load_progress(root) == Progress{}); // no file yet: a fresh start
    save_progress(root, sample());
    CHECK(std::filesystem::is_regular_file(root / ".stonelab" / "progress"));
    CHECK(load_progress(root) == sample());
    std::ofstream(root / ".stonelab" / "progress") << "garbage\n";
    CHECK_THROWS_AS(load_progress(root), ProgressError);
    std::filesystem::remove_all(root);
}
