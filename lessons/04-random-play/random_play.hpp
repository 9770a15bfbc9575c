/// \file
/// Lesson 4: the random player.
///
/// A player that picks, uniformly at random, one of the legal moves that do not fill its own
/// eye (seed 002's random player), and a whole game between two such players. The board,
/// its legality test and its captures are the engine's `stonelab::Board` (lessons 2 and 3
/// taught them); the random numbers are the project's portable `stonelab::Rng`, so a seeded
/// game is the same move for move on every compiler.
/// See lessons/04-random-play/README.md.
#pragma once

#include "engine/base/rng.hpp"
#include "engine/go/board.hpp"

#include <cstdint>
#include <vector>

namespace stonelab::lesson04 {

/// Task 1. Seed 002's eye: true if p is an empty point of the board and each of its four
/// neighbours is either the wall or a stone of `color` whose string has at least two
/// liberties. Diagonal neighbours do not matter. False for an occupied point.
bool is_own_eye(const Board& board, Color color, Point p);

/// Task 2. Seed 002's random move for `color`: a point chosen uniformly at random among the
/// empty points where `color` may legally play (`board.is_legal`) and that are not its own
/// eye (`is_own_eye`), or `kPass` when there is none.
///
/// The exact algorithm, so that a seed always gives the same move:
///  1. list the empty points in raster order (`board.points()` order);
///  2. draw k = rng.below(n), n being the number of points still in the list;
///  3. if the k-th point is acceptable, return it;
///  4. otherwise move the last point of the list into place k, shorten the list by one,
///     and go back to 2; when the list is empty, return kPass.
///
/// If `rejected` is not null, every point drawn and dropped in step 4 is appended to it, in
/// the order drawn (the demo marks them).
Point random_move(const Board& board, Color color, Rng& rng,
                  std::vector<Point>* rejected = nullptr);

/// Task 3. A whole game between two random players on an empty size x size board: one
/// `Rng` seeded with `seed`, Black first, then the players alternate, each playing
/// `random_move` (a pass included) on the board. The game ends after two passes in a row, or
/// when `max_moves` moves (passes included) have been played — the cap against a triple ko,
/// which random players can repeat forever. Returns every move in order (kPass for a pass).
/// Throws std::invalid_argument for a size outside 1..19 or a negative cap.
std::vector<Point> play_random_game(int size, std::uint64_t seed, int max_moves);

} // namespace stonelab::lesson04
