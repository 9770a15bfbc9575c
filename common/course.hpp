/// \file
/// The course: the list of lessons and their tasks, read from `lessons/course.txt`, the one
/// list the build, the `stonelab` command, CI and the book all share.
///
/// The file has one record per line; `|` separates the fields, blank lines and `#` comments
/// are skipped:
///
///     lesson 02 capture-recursion | Capturing stones: the recursive walk
///     task 1 | 3 | Is this string surrounded? | Mark each stone before you visit its neighbours.
///
/// A lesson's tasks follow its `lesson` line and are numbered 1, 2, 3, ... After them, a
/// `hidden` record names a test case of the lesson whose expected outputs students do not
/// see (tests/hidden.hpp); the grader compares its outputs outside the sandbox:
///
///     hidden | task 4: hidden positions: captures
///
/// A `uses` record says that a task's code calls an earlier task's, so that a failure of the
/// earlier task can be the whole reason the later one fails (`stonelab check` says so). Each
/// one is witnessed by a bug patch of the earlier task that the later task's tests catch too
/// (tests/NN-slug/bugs/*.patch, "Also caught by: task K"; tests/lessons/check_texts.py):
///
///     uses | task 3: 1 2
#pragma once

#include <filesystem>
#include <istream>
#include <stdexcept>
#include <string>
#include <vector>

namespace stonelab {

/// One task of a lesson: what the student implements, worth some points.
struct Task {
    int number = 0; ///< 1, 2, ... in the lesson
    int points = 0; ///< what the task is worth when graded
    std::string title;
    std::string hint;      ///< one line; empty when course.txt gives `-`
    std::vector<int> uses; ///< the earlier tasks whose code this task's code calls, ascending
};

/// One lesson: its number, its slug (the folders are `NN-slug`), its title and its tasks.
struct Lesson {
    int number = 0;
    std::string slug;
    std::string title;
    std::vector<Task> tasks;
    /// The exact names of the lesson's hidden test cases, in course.txt order.
    std::vector<std::string> hidden_tests;

    /// The folder name shared by lessons/, exercises/, solutions/ and tests/, e.g.
    /// `02-capture-recursion`.
    std::string folder() const;
    /// The number as the build spells it in target names: `02`.
    std::string padded_number() const;
    /// The task numbered `number`, or nullptr.
    const Task* find_task(int number) const;
    /// True if the test case named `name` (exactly) is one of the lesson's hidden tests.
    bool is_hidden(const std::string& name) const;
};

/// Every lesson, in course order.
struct Course {
    std::vector<Lesson> lessons;

    /// The lesson numbered `number`, or nullptr.
    const Lesson* find(int number) const;
    /// The lesson numbered `number`; throws CourseError ("no lesson 42; lessons are 1-3").
    const Lesson& lesson(int number) const;
    /// The lesson a student names on the command line: `2`, `02`, `02-capture-recursion` or
    /// `capture-recursion`. Throws CourseError naming the lessons there are.
    const Lesson& lesson(const std::string& argument) const;
    /// The lesson after `number` in course order, or nullptr after the last one.
    const Lesson* after(int number) const;
    /// The lesson numbers for messages: "1-3", or "1, 2, 5" when there are gaps.
    std::string numbers_text() const;
};

/// A malformed course file or an unknown lesson, with a message saying what and where.
class CourseError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// Reads a course from `in`; `source` names it in errors ("lessons/course.txt line 7: ...").
Course parse_course(std::istream& in, const std::string& source);

/// Reads the course file at `path`.
Course read_course(const std::filesystem::path& path);

/// `course` with its lesson titles, task titles and hints in another language, read from a
/// companion file (`lessons/course.ja.txt`) that follows the course lesson by lesson and task
/// by task and says nothing else:
///
///     lesson 02 | 石を取る：再帰でたどる
///     task 1 | 連をたどる：石とダメ | 見た点には、石でも空点でも、再帰する前に印を付けます。
///
/// Every lesson and task of `course` must be there, in course order, with a title and a hint
/// (`-` for none yet, as in course.txt); the numbers, points, slugs, `uses` and `hidden` stay
/// `course`'s. Throws CourseError naming `source` and the line, or what is missing.
Course translated_course(const Course& course, std::istream& in, const std::string& source);

/// The same from the file at `path`; a missing file is a CourseError too.
Course read_translated_course(const Course& course, const std::filesystem::path& path);

} // namespace stonelab
