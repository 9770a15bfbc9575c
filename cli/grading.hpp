/// \file
/// Getting a grader ready for the course at hand (`stonelab grade` and `stonelab bench grade`):
/// build the grading kit, choose the wall (grader/sandbox.hpp) and refuse where it is too low.
#pragma once

#include "cli/project.hpp"
#include "grader/grader.hpp"

#include <iosfwd>

namespace stonelab::cli {

/// Which walls the instructor accepts.
struct WallChoice {
    bool require_bubblewrap = false; ///< --require-sandbox: bubblewrap or nothing
    bool allow_unsandboxed = false;  ///< --allow-unsandboxed: even limits only
};

/// A grader for the course at `project`: builds its `grading_kit` target (messages to `log`),
/// reads the kit, finds the wall and makes the workspace. Throws when the build fails or the
/// wall is lower than `choice` accepts; a wall below bubblewrap is a warning on `log`.
grader::Grader prepare_grader(const Project& project, const grader::GradeSettings& settings,
                              WallChoice choice, std::ostream& log);

} // namespace stonelab::cli
