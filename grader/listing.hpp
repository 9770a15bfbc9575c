/// \file
/// A lesson's test cases as the grader knows them before running any: listed by the lesson's
/// trusted tests' program (`--stonelab-list`, grader/kit/runner_main.cpp), each with its
/// task and tags, and its source code quoted for the student.
#pragma once

#include "common/course.hpp"

#include <filesystem>
#include <string>
#include <vector>

namespace stonelab::grader {

/// One test case.
struct TestCase {
    std::string name;
    int task = 0;               ///< from its [task_K] tag; 0 when it has none
    std::filesystem::path file; ///< its source file, for quoting
    int line = 0;
    std::vector<std::string> tags;

    bool has_tag(const std::string& tag) const;
};

/// Reads the runner's `--stonelab-list` output (file TAB line TAB tags TAB name).
std::vector<TestCase> parse_test_listing(const std::string& listing);

/// The source of the test case starting at `line` (1-based) of `source`: from that line to
/// the brace closing its body. Strings, characters and comments are skipped when counting.
std::string test_case_source(const std::string& source, int line);

/// The test cases of the tests' program `program`, as it lists them. Throws
/// std::runtime_error when it cannot list them.
std::vector<TestCase> list_test_cases(const std::filesystem::path& program);

/// The test cases in the order a student reads their results: by task, as the lesson text
/// has them, and within a task the visible tests before the hidden ones, so that the first
/// failure shown is one whose expected answer the student can see. Otherwise the listing's
/// order (file by file) is kept.
void sort_for_reading(std::vector<TestCase>& tests, const Lesson& lesson);

} // namespace stonelab::grader
