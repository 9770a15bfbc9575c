/// \file
/// Building a student's process for one lesson: the student's own files compiled in the
/// sandbox, seeing only the kit's headers, and linked with the lesson's answering side
/// (grader/kit/student_main.cpp and tests/NN-slug/remote.cpp), the engine and the remote
/// calls' library. The tests are not in it: they run in a process of their own.
#pragma once

#include "grader/sandbox.hpp"
#include "grader/workspace.hpp"

#include <filesystem>
#include <string>

namespace stonelab::grader {

/// What a build needs besides the sources.
struct BuildSettings {
    std::string compiler;
    std::vector<std::string> compile_flags;
    std::vector<std::string> link_flags;
    Limits limits; ///< each compile or link step
};

/// The default limits for a compile or link step: 60 s of CPU, 2 GiB, helpers allowed.
Limits default_build_limits();

/// What came of a build.
struct BuildResult {
    std::filesystem::path program; ///< the student's process's program, when it built
    /// Else the compiler's or linker's first errors, with file and line, as the student knows
    /// the paths (`exercises/02-capture-recursion/capture.cpp:12:5: error: ...`).
    std::string errors;
};

/// Compiles the .cpp files in `sources` (job `job`'s exercises/NN-slug/) for lesson `lesson`
/// (its number and folder) and links its program into `folder`, in the sandbox.
BuildResult build_student_program(int lesson, const std::string& lesson_folder,
                                  const std::filesystem::path& sources,
                                  const std::filesystem::path& folder,
                                  const BuildSettings& settings, const Sandbox& sandbox,
                                  const Workspace& workspace, int job);

} // namespace stonelab::grader
