/// \file
/// The grader's scratch space for one run of `stonelab grade`, laid out so that each process
/// can reach what it needs and nothing more:
///
///     ROOT/kit/           the students' part of the kit (kit.hpp): headers, precompiled
///                         header, libraries, each lesson's answering side, the unpacker;
///                         readable by everyone
///     ROOT/students/K/    job K's student work: sources, objects, programs, each test's
///                         folder; the only place job K's student processes may write
///     ROOT/tests/K/       job K's tests' processes' folders: their reports; the grader's own
///
/// ROOT is a fresh folder under the system's temporary folder (or `--work-dir`), removed at the
/// end unless `--keep-work`. With the "other users" wall (sandbox.hpp) job K's student processes
/// run as user and group 64000+K (the first free number from there on), which owns
/// ROOT/students/K and nothing else, and the course's own folder is made unreadable to users
/// other than its owner: the students' processes then reach the kit's copy, not the course.
#pragma once

#include "grader/kit.hpp"
#include "grader/sandbox.hpp"

#include <filesystem>
#include <map>
#include <optional>
#include <vector>

namespace stonelab::grader {

/// The students' part of the kit, as copied into the workspace.
struct StudentKit {
    std::filesystem::path root;    ///< ROOT/kit
    std::filesystem::path include; ///< engine/ and lessons/ headers under it
    std::filesystem::path pch;     ///< may be empty
    std::vector<std::filesystem::path> libraries;
    std::map<int, std::vector<std::filesystem::path>> objects; ///< by lesson
    std::filesystem::path unpacker;
};

class Workspace {
public:
    /// Makes the workspace under `parent` (empty: the system's temporary folder) for `jobs`
    /// jobs and copies the students' part of `kit` into it. With the other-users wall, picks
    /// the jobs' users and makes the course at `course_root` private (saying so on `log`).
    Workspace(const GradingKit& kit, const Sandbox& sandbox, int jobs,
              const std::filesystem::path& parent, const std::filesystem::path& course_root,
              bool keep, std::ostream& log);
    ~Workspace();
    Workspace(const Workspace&) = delete;
    Workspace& operator=(const Workspace&) = delete;

    const std::filesystem::path& root() const { return root_; }
    const StudentKit& kit() const { return kit_; }

    /// ROOT/students/K, emptied: a new submission starts from nothing.
    std::filesystem::path fresh_student_folder(int job) const;
    /// ROOT/tests/K, emptied.
    std::filesystem::path fresh_tests_folder(int job) const;
    /// Makes `folder` (created if needed) job K's student folder: its user owns it.
    void make_student_folder(const std::filesystem::path& folder, int job) const;
    /// Who job K's student processes run as (the other-users wall only).
    std::optional<RunAs> student_user(int job) const;

private:
    std::filesystem::path root_;
    StudentKit kit_;
    bool other_users_ = false;
    std::vector<RunAs> users_;
    bool keep_ = false;
};

/// Makes `course_root` unreadable to users other than its owner (and its group), unless it
/// already is; returns true when it changed something.
bool make_private(const std::filesystem::path& course_root);

} // namespace stonelab::grader
