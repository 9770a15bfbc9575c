/// \file
/// Taking a submission in: a student's folder (a clone of the course, or only its
/// `exercises/`), a `.tar.gz`/`.tgz` or a `.zip`, and out of it only the files grading uses:
/// `exercises/NN-slug/*.cpp|*.hpp|*.h`, regular files (a link could point at the solution).
/// Tests, reference outputs and build files all come from the instructor's course.
///
/// Everything is bounded (IntakeLimits): an archive is unpacked in the sandbox by
/// `stonelab-unpack` (grader/kit/unpack_main.cpp), which counts what it reads; a folder is
/// read by the grader, which counts the same way. A submission over a limit is not graded, and
/// its notes name the limit.
#pragma once

#include "common/course.hpp"
#include "grader/sandbox.hpp"
#include "grader/workspace.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace stonelab::grader {

/// How much of a submission the grader takes at most.
struct IntakeLimits {
    std::uint64_t entries = 10'000;     ///< entries an archive may have
    std::uint64_t files = 200;          ///< source files taken, all lessons together
    std::uint64_t file_bytes = 1 << 20; ///< one source file; a larger one is skipped
    std::uint64_t bytes = 16 << 20;     ///< all the source files together
};

/// What was taken from a submission.
struct Intake {
    /// The folder with the lesson folders (`01-board-display/`, ...), in the student's part of
    /// the workspace; nothing when there is none.
    std::optional<std::filesystem::path> exercises;
    /// Why there is nothing to grade, and what was left out (a file over 1 MiB, a link).
    std::vector<std::string> notes;
};

/// "alice" for `alice`, `alice.zip`, `alice.tar.gz` or `alice.tgz`.
std::string submission_name(const std::filesystem::path& submission);

/// True if `path` names an archive by its extension.
bool is_archive(const std::filesystem::path& path);

/// Takes `submission`'s sources into `into` (a fresh student folder of job `job`): unpacks an
/// archive there first, in the sandbox, as that job's user.
Intake take_submission(const std::filesystem::path& submission, const Course& course,
                       const std::filesystem::path& into, const Sandbox& sandbox,
                       const Workspace& workspace, int job, const IntakeLimits& limits = {});

} // namespace stonelab::grader
