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

/// A reading as the tests compare it: "captured, move D1" or "not captured, move pass".
inline std::string reading_text(const Board& board, const Reading& reading)
{
    return std::string(reading.captured ? "captured" : "not captured") + ", move " +
           data::point_name(board.geometry(), reading.move);
}

/// A call of read_capture as a failure message shows it:
/// "read_capture(board, C1, black, {max_liberties 2, max_depth 3})".
inline std::string call_text(const Board& board, Point target, Color to_move,
                             const ReadingLimits& limits)
{
    return "read_capture(board, " + data::point_name(board.geometry(), target) + ", " +
           std::string(color_name(to_move)) + ", {max_liberties " +
           std::to_string(limits.max_liberties) + ", max_depth " +
           std::to_string(limits.max_depth) + "})";
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

/// A random game from `seed` on a `size` x `size` board (lesson 4's player, which never fills
/// its own eyes), stopped after `stop` moves or two passes in a row.
inline Board random_game(std::uint64_t seed, int size, int stop)
{
    Rng rng(seed);
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

/// A seeded random position for task 2: a random game on 5x5 to 9x9 (6x6 for seed 1, then
/// 7x7, 8x8, 9x9, 5x5, ...), stopped after size x size moves for the seeds that are
/// multiples of 3, and otherwise played to the end (4 x size x size moves are never
/// reached), so that many strings have eyes.
inline Board random_position(std::uint64_t seed)
{
    const int size = 5 + static_cast<int>(seed % 5);
    return random_game(seed, size, seed % 3 == 0 ? size * size : 4 * size * size);
}

/// Task 2's random positions on 19x19: seed 25 stopped after 361 moves, seed 26 played to
/// the end.
inline Board random_position_19x19(std::uint64_t seed)
{
    return random_game(seed, 19, seed == 25 ? 361 : 4 * 361);
}

} // namespace stonelab::lesson13::test
