/// \file
/// The grading kit: what the instructor's build makes once so that grading a submission only
/// compiles the student's own files (grader/kit/CMakeLists.txt writes `grading-kit.txt`).
///
/// It has two parts, kept apart because they are seen by different processes:
///  - the **students' part**: what a student's code is compiled and linked with (the engine's
///    and the lessons' headers, the precompiled header, the engine, each lesson's answering
///    side) and the unpacker. The grader copies it into its workspace, where the students'
///    processes can read it and nothing else of the course (workspace.hpp).
///  - the **trusted part**: each lesson's tests' program (the tests, the stubs that call the
///    student's process, Catch2), its reference outputs (`data/`) and hidden outputs
///    (`hidden/`). Only the tests' processes see it.
#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace stonelab::grader {

/// What `grading-kit.txt` says.
struct GradingKit {
    struct Lesson {
        std::string folder;                         ///< NN-slug
        std::vector<std::filesystem::path> objects; ///< the answering side (student_main, remote)
        std::filesystem::path tests;                ///< the tests' program (trusted)
        std::filesystem::path data;                 ///< tests/NN-slug/data
        std::filesystem::path hidden;               ///< tests/NN-slug/hidden
    };
    std::filesystem::path compiler;
    std::vector<std::string> compile_flags;
    std::vector<std::string> link_flags;
    std::filesystem::path
        course;                ///< the course's root: engine/ and lessons/ headers come from here
    std::filesystem::path pch; ///< the precompiled header (its .gch beside it); may be empty
    std::vector<std::filesystem::path> libraries; ///< linked after the student's objects, in order
    std::filesystem::path unpacker;               ///< stonelab-unpack
    std::map<int, Lesson> lessons;
};

/// Reads grading-kit.txt. Throws std::runtime_error naming the line it cannot read.
GradingKit read_grading_kit(const std::filesystem::path& path);

} // namespace stonelab::grader
