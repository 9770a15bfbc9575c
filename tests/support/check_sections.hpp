/// \file
/// Checking the sections a student's code computed for a fixture against the fixture's
/// reference output (sections.hpp): a failure shows the fixture, both versions of the section
/// side by side, and the first line where they differ. And a whole output checked against a
/// whole reference file, the first differing line named (lessons 8 and 12's trees).
#pragma once

#include "support/sections.hpp"
#include "support/side_by_side.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <map>
#include <string>

namespace stonelab::test {

/// `yours`: the sections computed, by name; `expected`: the reference output's sections, read
/// from `reference_file`; `fixture`: what a failure shows first (the fixture's name, title and
/// diagram).
inline void check_sections(const std::filesystem::path& reference_file, const std::string& fixture,
                           const std::map<std::string, std::string>& expected,
                           const std::map<std::string, std::string>& yours)
{
    for (const auto& [name, text] : yours) {
        const auto found = expected.find(name);
        {
            INFO("the reference output " << reference_file.string() << " has no section '## "
                                         << name << "'");
            REQUIRE(found != expected.end());
        }
        const LineDifference difference = first_difference(found->second, text);
        INFO(fixture << "section '" << name << "'\n"
                     << side_by_side(found->second, text) << "the first line that differs is line "
                     << difference.line << " of the section");
        const std::string& your_line = difference.yours;
        const std::string& expected_line = difference.expected;
        CHECK(your_line == expected_line);
    }
}

/// Checks a whole output against the expected one: a failure names the first line that
/// differs, with both versions of it.
inline void check_same_text(const std::string& expected, const std::string& yours)
{
    const LineDifference difference = first_difference(expected, yours);
    INFO("the first difference is on line " << difference.line
                                            << ":\n  expected: " << difference.expected
                                            << "\n  yours:    " << difference.yours);
    CHECK(difference.line == 0);
}

} // namespace stonelab::test
