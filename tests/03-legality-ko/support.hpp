// Helpers shared by lesson 3's tests: the fixtures, points named the way a reader of a
// diagram names them, and failure messages that show positions, verdicts and maps. Every
// test file includes this first, so that every check shows the lesson's values the same way.
#pragma once

#include "fixtures.hpp"

#include "support/lists.hpp"
#include "support/points.hpp"
#include "support/readable.hpp"
#include "support/side_by_side.hpp"

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
    return stonelab::test::point_at(position.geometry(), name);
}

/// A position read from a diagram.
inline Position position_of(const std::string& diagram) { return Position(parse_diagram(diagram)); }

/// The position drawn with coordinates, for INFO messages.
inline std::string drawn(const Position& position) { return print_diagram(position.to_board()); }

/// "B3, barred to white" or "none": the ko of a position, as the reference outputs write it.
inline std::string ko_of(const Position& position) { return fixtures::ko_description(position); }

/// "black 1, white 0": the stones each player has captured.
inline std::string prisoners_of(const Position& position)
{
    return "black " + std::to_string(position.captures(Color::Black)) + ", white " +
           std::to_string(position.captures(Color::White));
}

/// A position with all it holds: its stones, the prisoners, the ko and the moves played.
inline std::string described(const Position& position)
{
    return drawn(position) + "prisoners: " + prisoners_of(position) + ", ko: " + ko_of(position) +
           ", moves played: " + std::to_string(position.move_number());
}

/// What is on the point `name`: "black", "white" or "empty".
inline std::string what_is_on(const Position& position, const std::string& name)
{
    return std::string(color_name(position.at(vertex(position, name))));
}

/// Checks `position.check_move(color, name)`, the call shown with the verdict expected.
inline void check_verdict(const Position& position, Color color, const std::string& name,
                          Verdict expected)
{
    INFO("check_move(" << color_name(color) << ", " << name << ") must say "
                       << verdict_name(expected));
    CHECK(position.check_move(color, name == "pass" ? kPass : vertex(position, name)) == expected);
}

/// Plays a move that must be legal for the test to go on, and shows the call if it is not.
inline void require_legal(Position& position, Color color, const std::string& name)
{
    INFO("play(" << color_name(color) << ", " << name << "), a legal move, on\n"
                 << described(position));
    REQUIRE(position.play(color, name == "pass" ? kPass : vertex(position, name)) ==
            Verdict::Legal);
}

/// The same for a game: the player to move plays `name`, which must be legal.
inline void require_legal(Game& game, const std::string& name)
{
    INFO("game.play(" << name << "), a legal move, on\n" << described(game.position()));
    REQUIRE(game.play(name == "pass" ? kPass : vertex(game.position(), name)) == Verdict::Legal);
}

} // namespace stonelab::lesson03::test

namespace Catch {

template <> struct StringMaker<stonelab::lesson03::Verdict> {
    static std::string convert(stonelab::lesson03::Verdict verdict)
    {
        return stonelab::lesson03::verdict_name(verdict);
    }
};

template <> struct StringMaker<stonelab::lesson03::Position> {
    static std::string convert(const stonelab::lesson03::Position& position)
    {
        return "\n" + stonelab::lesson03::test::described(position);
    }
};

} // namespace Catch
