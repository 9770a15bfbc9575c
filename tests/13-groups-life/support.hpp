// Helpers shared by lesson 13's tests: the reference positions (positions.hpp), their
// reference outputs, points by their names (tests/support/points.hpp) and statuses as text.
#pragma once

#include "positions.hpp"

#include "engine/base/rng.hpp"
#include "engine/go/random_player.hpp"
#include "support/points.hpp"
#include "support/readable.hpp"
#include "support/text.hpp"

#include <catch2/catch.hpp>

#include <cstdint>
#include <filesystem>
#include <string>

namespace Catch {

template <> struct StringMaker<stonelab::lesson13::Status> {
    static std::string convert(stonelab::lesson13::Status status)
    {
        return stonelab::lesson13::status_name(status);
    }
};

} // namespace Catch

namespace stonelab::lesson13::test {

inline const std::filesystem::path kDataDir = LESSON_DATA;

/// The statuses part of a reference output (what follows the diagram and its blank line).
inline std::string reference_statuses(const std::string& name)
{
    const std::string text = stonelab::test::read_text(kDataDir / "status" / (name + ".txt"));
    const std::size_t blank = text.find("\n\n");
    REQUIRE(blank != std::string::npos);
    return text.substr(blank + 2);
}

/// Your status of a string, with the reference limits.
inline StringStatus your_status(const Board& board, Point target)
{
    return string_status(board, target, data::kLimits);
}

/// The point of a GTP vertex on `board`.
inline Point at(const Board& board, const std::string& vertex)
{
    return stonelab::test::point_at(board.geometry(), vertex);
}

/// The name of a point ("pass" for kPass).
inline std::string name(const Board& board, Point p)
{
    return stonelab::test::vertex_name(board.geometry(), p);
}

/// A seeded random position for task 2: a random game (lesson 4's player, which never fills
/// its own eyes) on 5x5 to 9x9, played to the end for one seed in three, so that many strings
/// have eyes, and stopped part-way otherwise.
inline Board random_position(std::uint64_t seed)
{
    Rng rng(seed);
    const int size = 5 + static_cast<int>(seed % 5);
    const int stop = seed % 3 == 0 ? size * size : 4 * size * size;
    Board board(size);
    Color to_move = Color::Black;
    for (int moves = 0, passes = 0; moves < stop && passes < 2; ++moves) {
        const Point move = random_move(board, to_move, rng);
        board.play(to_move, move);
        passes = move == kPass ? passes + 1 : 0;
        to_move = opponent(to_move);
    }
    return board;
}

} // namespace stonelab::lesson13::test
