/// \file
/// Running one test case in processes of its own, and gathering what the judge needs.
///
/// - **Graded** (`stonelab grade`): two processes, started together and joined by two pipes
///   (grader/kit/remote.hpp). The tests' process runs the instructor's tests, seeing its
///   program, the lesson's `data/` and `hidden/` and its own folder; the student's process runs
///   the student's code, seeing its program and its own folder, as the job's user under the
///   other-users wall.
/// - **Local** (`stonelab check`): one process, the lesson's test program with the student's
///   code linked in, on the student's own machine, with the same limits and filter.
#pragma once

#include "grader/judge.hpp"
#include "grader/sandbox.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace stonelab::grader {

/// One graded test case.
struct GradedTest {
    std::string name;                              ///< the test case
    std::filesystem::path tests_program;           ///< the lesson's tests' program (trusted)
    std::vector<std::filesystem::path> tests_read; ///< what else it reads: data/, hidden/
    std::filesystem::path tests_folder;            ///< a fresh folder for its report
    std::filesystem::path student_program;         ///< the student's process's program
    std::filesystem::path student_folder;          ///< a fresh folder it may write in
    std::optional<RunAs> student_user;             ///< with the other-users wall
    Limits limits;                                 ///< for each of the two processes
};

TestEvidence run_graded_test(const GradedTest& test, const Sandbox& sandbox);

/// One test case of a test program with the student's code in it.
struct LocalTest {
    std::string name;
    std::filesystem::path program;
    std::filesystem::path working_dir; ///< where it runs (the course's root)
    std::filesystem::path folder;      ///< a folder for its report and Catch2's
    Limits limits;
    /// Variables added to its environment (the sanitizers' options, say).
    std::vector<std::pair<std::string, std::string>> environment = {};
};

TestEvidence run_local_test(const LocalTest& test, const Sandbox& sandbox);

} // namespace stonelab::grader
