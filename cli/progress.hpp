/// \file
/// The student's progress through the course, kept in `.stonelab/progress` at the project root:
/// the last check of each lesson, which lessons `stonelab next` marked done, and the lesson
/// the student is on. A small text file a person can read; deleting it starts the course over.
///
///     # written by stonelab: the last check of each lesson and the current lesson
///     language ja
///     current 2
///     lesson 1 check=passed passed=9 total=9 task=0 done=yes tasks=1:3/3,2:2/2,3:4/4
///     lesson 2 check=failing passed=7 total=9 task=3 done=no tasks=1:3/3,2:2/2,3:2/4
///
/// `tasks` keeps each task's last result, so that `stonelab check N --task K` updates one
/// task and the lesson's line follows (files written before it existed have no `tasks`).
/// `language` is the student's last explicit choice (`--lang`, STONELAB_LANG; cli/language.hpp),
/// absent until there is one (and in files written before it existed).
#pragma once

#include "cli/language.hpp"
#include "common/course.hpp"

#include <filesystem>
#include <istream>
#include <map>
#include <optional>
#include <ostream>
#include <stdexcept>
#include <string>

namespace stonelab::cli {

/// The outcome of the last `stonelab check` of a lesson.
enum class CheckState {
    NotChecked,   ///< never checked
    DoesNotBuild, ///< the exercise (or its tests) did not compile
    Failing,      ///< some tests fail
    Passed,       ///< every test passes
};

/// One task's last check: how many of its tests passed.
struct TaskTally {
    int passed = 0;
    int total = 0;

    bool operator==(const TaskTally&) const = default;
};

/// What is known about one lesson.
struct LessonProgress {
    CheckState check = CheckState::NotChecked;
    int passed = 0;             ///< tests that passed in the last check
    int total = 0;              ///< tests in the last check
    int first_failing_task = 0; ///< the first task with a failing test; 0 when none
    bool done = false;          ///< `stonelab next` moved on from it
    /// Each task's last check, by task number; empty before the first check that ran tests.
    std::map<int, TaskTally> tasks;

    bool operator==(const LessonProgress&) const = default;
};

/// `record` after a check of some of the lesson's `task_count` tasks (`checked`, by task):
/// those tasks' tallies replaced, and the lesson's state, counts and first failing task
/// worked out again from every task's last result. The lesson passes only when every task's
/// last check passed.
LessonProgress with_tasks_checked(LessonProgress record, const std::map<int, TaskTally>& checked,
                                  int task_count);

/// The whole state file.
struct Progress {
    int current_lesson = 0; ///< 0 until the student has moved: then the first lesson is current
    std::optional<Language> language; ///< the language last chosen explicitly, if ever
    std::map<int, LessonProgress> lessons;

    /// What is known about lesson `number` (a fresh record when nothing is).
    LessonProgress of(int number) const;
    /// The current lesson of `course`: the recorded one if the course still has it, else the
    /// first lesson not done yet, else the last lesson.
    const Lesson& current(const Course& course) const;

    bool operator==(const Progress&) const = default;
};

/// A state file that cannot be read, with its line number.
class ProgressError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// Writes `progress` in the format above.
void write_progress(std::ostream& out, const Progress& progress);
/// Reads the format above; `source` names the file in errors.
Progress parse_progress(std::istream& in, const std::string& source);

/// `.stonelab/progress` under `root`.
std::filesystem::path progress_path(const std::filesystem::path& root);
/// Reads the state file under `root`; an empty Progress when there is none yet.
Progress load_progress(const std::filesystem::path& root);
/// Writes the state file under `root` (through a temporary file, so a crash never leaves half
/// a file), creating `.stonelab/` if needed.
void save_progress(const std::filesystem::path& root, const Progress& progress);

} // namespace stonelab::cli
