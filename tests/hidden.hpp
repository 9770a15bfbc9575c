/// \file
/// Hidden tests: test cases whose expected outputs the students never see.
///
/// A hidden test computes its output with the student's code, as any test does, and hands it
/// to check_hidden() instead of comparing it with a file in `data/`. The expected outputs live
/// in the lesson's `tests/NN-slug/hidden/` folder, written from the solution by the lesson's
/// golden.cpp (`GoldenFiles::hidden_file`) and kept out of what students get.
///
/// When graded, a test runs in a sandbox that cannot read `hidden/`, so the comparison
/// happens outside it: `stonelab grade` sets `STONELAB_HIDDEN_OUTPUTS` to a file and the test
/// appends one record per output to it,
///
///     hidden-output <name> <byte length of the output>\n
///     <the output, that many bytes>\n
///
/// which the grader compares with `hidden/<name>`. Without the variable (`stonelab check`, CI
/// on the solution) check_hidden() compares with `hidden/<name>` itself.
///
/// Include it only in a lesson's tests: the build defines `LESSON_HIDDEN_DATA` there.
#pragma once

#include <catch2/catch.hpp>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

namespace stonelab::test {

/// The environment variable that names the file of hidden-output records while grading.
inline constexpr const char* kHiddenOutputsVariable = "STONELAB_HIDDEN_OUTPUTS";

/// True if `name` can be a file name in `hidden/` and a field of a record: not empty, not `.`
/// or `..`, no slash and no white space (a record's first line is split at spaces).
inline bool is_hidden_output_name(const std::string& name)
{
    return !name.empty() && name != "." && name != ".." &&
           name.find_first_of("/ \t\n\r\v\f") == std::string::npos;
}

/// Appends one record for `actual` to `records`. The file is opened and closed for each
/// record, so the records written before a crash later in the test are complete.
inline void append_hidden_record(const std::string& records, const std::string& name,
                                 const std::string& actual)
{
    std::ofstream out(records, std::ios::binary | std::ios::app);
    out << "hidden-output " << name << " " << actual.size() << "\n" << actual << "\n";
    out.close();
    INFO("cannot append to " << kHiddenOutputsVariable << "=" << records);
    REQUIRE(out.good());
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
/// `actual` what the student's code gave. While grading (`STONELAB_HIDDEN_OUTPUTS` set) it
/// only records `actual` for the grader; otherwise it compares `actual` with the file.
inline void check_hidden(const std::string& name, const std::string& actual)
{
    INFO("hidden output '" << name << "'");
    REQUIRE(is_hidden_output_name(name));
    if (const char* records = std::getenv(kHiddenOutputsVariable)) {
        append_hidden_record(records, name, actual);
        return;
    }
    const std::string expected = read_hidden_expected(name);
    INFO("expected:\n" << expected << "yours:\n" << actual);
    const bool same_output = actual == expected; // the message above shows both
    CHECK(same_output);
}

} // namespace stonelab::test
