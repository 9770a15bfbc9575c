/// \file
/// The student's copy of the course on disk: where it is, its lessons, and its build.
///
/// The project root is the folder holding `lessons/course.txt`, found by walking up from the
/// current directory (so `stonelab` works from any folder inside the course), else the source
/// folder `stonelab` was built from. The lessons are built in `build/` under the root,
/// configured with CMake and Ninja on first use (`STONELAB_BUILD_DIR` names another folder), or
/// as it was configured, with any generator and build type.
#pragma once

#include "common/course.hpp"
#include "common/process.hpp"

#include <filesystem>
#include <optional>
#include <string>

namespace stonelab::cli {

/// The folder with `lessons/course.txt`: `start` or the nearest folder above it that has one,
/// else `fallback` if it has one, else nothing.
std::optional<std::filesystem::path> find_project_root(const std::filesystem::path& start,
                                                       const std::filesystem::path& fallback);

/// What the student needs from a failed build's output: the compiler's messages, without
/// Ninja's or Make's progress lines and chatter, and the compiler command lines.
std::string compiler_messages(const std::string& build_output);

/// A course on disk and its build folders.
class Project {
public:
    /// The project around the current directory (see find_project_root; the fallback is the
    /// source folder stonelab was built from). Throws with a clear message when there is none.
    static Project open();
    /// The same, with the lesson titles, task titles and hints in the student's language
    /// (cli/messages.hpp's current_language(); in Japanese from `lessons/course.ja.txt`): for
    /// the student's commands. Grading and exports keep course.txt's.
    static Project open_for_student();

    /// A project at `root`, reading `root/lessons/course.txt` (and with `translated`, the
    /// student's language's titles and hints, as open_for_student() does).
    explicit Project(std::filesystem::path root, bool translated = false);

    const std::filesystem::path& root() const { return root_; }
    const Course& course() const { return course_; }
    const std::filesystem::path& build_dir() const { return build_dir_; }

    /// `lessons/NN-slug`, `exercises/NN-slug`, `tests/NN-slug` under the root.
    std::filesystem::path lesson_dir(const Lesson& lesson) const;
    std::filesystem::path exercise_dir(const Lesson& lesson) const;
    std::filesystem::path test_dir(const Lesson& lesson) const;
    /// True when the lesson has been written (its solution and exercise folders exist).
    bool is_written(const Lesson& lesson) const;
    /// A path under the root as the student types it: `exercises/02-capture-recursion/`.
    std::string relative(const std::filesystem::path& path) const;
    /// `text` with the root taken off every path in it: `tests/01-board-display/test.cpp:12`.
    std::string shorten_paths(std::string text) const;

    /// Builds `target` in the build folder, configuring it first if needed (with Ninja; a build
    /// folder configured already, with whatever generator and build type, is used as it is).
    /// Returns the build's result (its output has the compiler's messages); throws when CMake,
    /// or Ninja for a new build, is missing or the configure step fails. Every program a student's
    /// commands need is a target of this one build, the sanitized test programs of `stonelab check`
    /// too
    /// (`lessonNN_sanitized_tests`, cmake/Lessons.cmake).
    ProcessResult build(const std::string& target) const;
    /// The built program `target` in the build folder. Throws when it is not there.
    std::filesystem::path program(const std::string& target) const;

private:
    bool configured() const;
    void configure() const;

    std::filesystem::path root_;
    Course course_;
    std::filesystem::path build_dir_;
};

} // namespace stonelab::cli
