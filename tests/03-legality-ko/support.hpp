// Helpers shared by lesson 3's tests: the fixtures, points named the way a reader of a
// diagram names them, and failure messages that show boards.
#pragma once

#include "fixtures.hpp"

#include <catch2/catch.hpp>

#include <string>

namespace stonelab::lesson03::test {

inline const std::filesystem::path kDataDir = LESSON_DATA;

inline std::vector<fixtures::Fixture> all_fixtures() { return fixtures::load_fixtures(kDataDir); }

inline fixtures::Fixture fixture(const std::string& name)
{
    return fixtures::load_fixture(kDataDir / "fixtures" / (name + ".txt"));
}

/// The point named by a GTP vertex ("C2") on this position; fails the test if there is none.
inline Point vertex(const Position& position, const std::string& name)
{
    const auto z = parse_gtp_vertex(position.geometry(), name);
    INFO("vertex " << name);
    REQUIRE(z.has_value());
    return *z;
}

/// A position read from a diagram.
inline Position position_of(const std::string& diagram) { return Position(parse_diagram(diagram)); }

/// The position drawn with coordinates, for INFO messages.
inline std::string drawn(const Position& position) { return print_diagram(position.to_board()); }

/// "expected:\n<a>\nyours:\n<b>", for comparing two boards or maps in a message.
inline std::string side_by_side(const std::string& expected, const std::string& actual)
{
    return "expected:\n" + expected + "yours:\n" + actual;
}

} // namespace stonelab::lesson03::test
