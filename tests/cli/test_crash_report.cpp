// Where and why a test crashed, read from recorded sanitizer reports (data/sanitizer/README.md
// says how they were made and what the program did). Each diagnosis names the student's file
// and line, the function, and what went wrong in a student's words.
#include "cli/crash_report.hpp"

#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

using namespace stonelab::cli;
using Catch::Matchers::Contains;
using Catch::Matchers::StartsWith;

namespace {

std::string recorded(const std::string& name)
{
    std::ifstream in(std::string(CLI_TEST_DATA) + "/sanitizer/" + name + ".txt");
    REQUIRE(in);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

CrashDiagnosis diagnosis_of(const std::string& name)
{
    const auto found = diagnose_crash(recorded(name), "exercises/");
    INFO("report " << name);
    REQUIRE(found.has_value());
    return *found;
}

const std::string kFile = "exercises/02-capture-recursion/capture_recursion.cpp";

} // namespace

TEST_CASE("crash report: a stack overflow names the function that called itself", "[crash]")
{
    const CrashDiagnosis overflow = diagnosis_of("stack-overflow");
    CHECK(overflow.where == kFile + ":5");
    CHECK_THAT(overflow.function, StartsWith("stonelab::lesson02::walk_from"));
    // ASan shows 248 frames of the endless recursion and stops there.
    CHECK_THAT(overflow.what, StartsWith("stack overflow: walk_from called itself more than "));
    CHECK_THAT(overflow.what, Contains("check its base case"));
    CHECK(describe(overflow).starts_with(kFile + ":5, in walk_from: stack overflow"));
}

TEST_CASE("crash report: an index outside a vector, sized or never sized", "[crash]")
{
    for (const char* name : {"vector-index", "vector-never-sized"}) {
        const CrashDiagnosis index = diagnosis_of(name);
        CHECK(index.where == kFile + ":6"); // read_cell, not stl_vector.h
        CHECK_THAT(index.what, StartsWith("an index outside a std::vector"));
        CHECK_THAT(index.what, Contains("was it never sized?"));
    }
}

TEST_CASE("crash report: a read or write outside an array, with its index", "[crash]")
{
    const CrashDiagnosis past = diagnosis_of("heap-overflow");
    CHECK(past.where == kFile + ":7");
    // 4 bytes past the end of 484 bytes of ints: index (484 + 4) / 4 = 122 of 121.
    CHECK(past.what == "a read outside an array: index 122 of an array of 121 elements (4 bytes "
                       "each), whose indices go from 0 to 120");
    const CrashDiagnosis before = diagnosis_of("heap-underflow");
    CHECK(before.where == kFile + ":8");
    CHECK_THAT(before.what, StartsWith("a write outside an array: index -1 of an array of 121"));
    const CrashDiagnosis array = diagnosis_of("array-index");
    CHECK(array.where == kFile + ":9");
    CHECK(array.what == "an index outside an array: index 12 of an array of 10 elements, whose "
                        "indices go from 0 to 9");
}

TEST_CASE("crash report: a null pointer and a use after free", "[crash]")
{
    const CrashDiagnosis null = diagnosis_of("null-pointer");
    CHECK(null.where == kFile + ":10");
    CHECK_THAT(null.what, StartsWith("a null pointer used as if it pointed at something"));
    const CrashDiagnosis freed = diagnosis_of("use-after-free");
    CHECK(freed.where == kFile + ":11");
    CHECK_THAT(freed.what, StartsWith("memory used after it was freed"));
}

TEST_CASE("crash report: no report, no diagnosis; a report outside the student's code", "[crash]")
{
    CHECK_FALSE(diagnose_crash("All tests passed\n", "exercises/").has_value());
    // The same report, but the student's code is elsewhere: what, without where.
    const auto elsewhere = diagnose_crash(recorded("heap-overflow"), "solutions/");
    REQUIRE(elsewhere.has_value());
    CHECK(elsewhere->where.empty());
    CHECK_THAT(describe(*elsewhere), StartsWith("the sanitizers found a read outside an array"));
}
