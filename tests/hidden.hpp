/// \file
/// Hidden tests: test cases whose expected outputs the students never see.
///
/// A hidden test computes its output with the student's code, as any test does, and hands it
/// to check_hidden() instead of comparing it with a file in `data/`. The expected outputs live
/// in the lesson's `tests/NN-slug/hidden/` folder, written from the solution by the lesson's
/// golden.cpp (`GoldenFiles::hidden_file`) and kept out of what students get.
///
/// When graded, the tests run in a process of their own that holds no student code (the
/// student's functions answer from another process, in the sandbox: grader/kit/remote.hpp), so
/// check_hidden() compares there and the student's process never sees `hidden/`.
///
/// Include it only in a lesson's tests: the build defines `LESSON_HIDDEN_DATA` there.
#pragma once

#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <string>

namespace stonelab::test {

/// True if `name` can be a file name in `hidden/`: not empty, not `.` or `..`, no slash and
/// no white space.
inline bool is_hidden_output_name(const std::string& name)
{
    return !name.empty() && name != "." && name != ".." &&
           name.find_first_of("/ \t\n\r\v\f") == std::string::npos;
}

/// The expected output `name` from the lesson's `hidden/` folder; fails the test if it is not
/// there.
inline std::string read_hidden_expected(const std::string& name)
{
    const std::string path = std::string(LESSON_HIDDEN_DATA) + "/" + name;
    std::ifstream in(path, std::ios::binary);
    INFO("the expected output " << path
                                << " is missing: `stonelab golden NN` writes it from "
                                   "the solution (students' copies of the course may not have "
                                   "it: the test is checked when your work is graded)");
    REQUIRE(in.good());
    std::stringstream expected;
    expected << in.rdbuf();
    return expected.str();
}

/// Checks one hidden output: `name` is its file name in the lesson's `hidden/` folder,
/// `actual` what the student's code gave. A failure does not show the expected output.
inline void check_hidden(const std::string& name, const std::string& actual)
{
    INFO("hidden output '" << name << "'");
    REQUIRE(is_hidden_output_name(name));
    const bool same_output = actual == read_hidden_expected(name);
    INFO("your answer differs from the reference (a hidden test does not show what was "
         "expected)");
    CHECK(same_output);
}

} // namespace stonelab::test
