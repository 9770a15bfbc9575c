// Helpers shared by lesson 5's tests: the fixtures, their reference outputs, points named
// the way a reader of a diagram names them, and failure messages that show boards.
#pragma once

#include "fixtures.hpp"

#include <catch2/catch.hpp>

#include <string>

namespace stonelab::lesson05::test {

inline const std::filesystem::path kDataDir = LESSON_DATA;

inline std::vector<fixtures::Fixture> all_fixtures() { return fixtures::load_fixtures(kDataDir); }

/// The reference output of a fixture, split into its sections.
inline std::map<std::string, std::string> reference(const fixtures::Fixture& fixture)
{
    return fixtures::parse_sections(
        fixtures::read_text(kDataDir / "maps" / (fixture.name + ".txt")));
}

/// The point named by a GTP vertex ("C2") on this board; fails the test if there is none.
inline Point vertex(const Board& board, const std::string& name)
{
    const auto z = parse_gtp_vertex(board.geometry(), name);
    INFO("vertex " << name);
    REQUIRE(z.has_value());
    return *z;
}

/// "expected:\n<a>\nyours:\n<b>", for comparing two boards or maps in a message.
inline std::string side_by_side(const std::string& expected, const std::string& actual)
{
    return "expected:\n" + expected + "yours:\n" + actual;
}

/// Checks every section the student's code computes against the fixture's reference output.
inline void check_sections(const fixtures::Fixture& fixture,
                           const std::map<std::string, std::string>& yours)
{
    const auto expected = reference(fixture);
    for (const auto& [name, text] : yours) {
        INFO("fixture " << fixture.name << ": " << fixture.title << "\n"
                        << print_diagram(parse_diagram(fixture.diagram)) << "section '" << name
                        << "'\n"
                        << side_by_side(expected.count(name) ? expected.at(name) : "(missing)\n",
                                        text));
        CHECK(expected.count(name) == 1);
        CHECK(text == (expected.count(name) ? expected.at(name) : ""));
    }
}

} // namespace stonelab::lesson05::test
