/// \file
/// Lesson 7: playouts. From any position, random moves to the end of the game (seed 002's
/// random player: legal, never into its own eye), the count of the end with komi, and many
/// playouts made into a win rate with its 95% interval and a map of who owns each point.
/// Then the same playout on a board that walks its strings to find liberties, to measure
/// what the engine's incremental strings save.
///
/// The student writes every function declared here without a body, in
/// exercises/07-playouts/playouts.cpp (tasks 1 to 3) and walk_playout.cpp (task 4).
/// Positions are engine `Board`s; the random player is lesson 4's, which the engine has as
/// `stonelab::random_move` (engine/go/random_player.hpp); the count is lesson 5's seed 002
/// `count_score`, which the engine has as `stonelab::count_score` (engine/go/scoring.hpp).
/// See lessons/07-playouts/README.md.
#pragma once

#include "walk_board.hpp"

#include "engine/base/color.hpp"
#include "engine/base/rng.hpp"
#include "engine/go/board.hpp"

#include <cstdint>
#include <vector>

namespace stonelab::lesson07 {

/// One playout: the moves in order (kPass for a pass) and the position they lead to.
struct Playout {
    std::vector<Point> moves;
    Board final_board{9}; ///< the position after the moves
};

/// Task 1. A playout from `start`, `to_move` first, drawing from `rng`:
///  1. copy `start`; the players alternate from `to_move`;
///  2. before each move: stop if `max_moves` moves (passes included) have been played, or if
///     the last two moves were passes (passes made before `start` do not count);
///  3. the player to move plays `stonelab::random_move(board, color, rng)` — lesson 4's
///     uniformly random legal move that fills no own eye, or a pass when there is none.
/// Throws std::invalid_argument for a negative cap or a `to_move` that is not Black or White.
Playout play_playout(const Board& start, Color to_move, Rng& rng, int max_moves);

/// The end of a playout, counted.
struct Outcome {
    int black = 0;               ///< Black's area by seed 002's count_score: stones + territory
    int white = 0;               ///< White's area, the same way
    double margin = 0;           ///< black - white - komi: positive when Black wins
    Color winner = Color::Empty; ///< Black, White, or Empty for a draw (margin 0)
    int result = 0;              ///< for `to_move`: +1 won, -1 lost, 0 drawn
};

/// Task 2. The outcome of the position `final_board` (a playout's end) with `komi` for
/// White, and the result from the side of `to_move`, the player who moved first in the
/// playout (lesson 8's NegaMax asks "did the side to move win?").
/// Throws std::invalid_argument for a `to_move` that is not Black or White.
Outcome playout_outcome(const Board& final_board, Color to_move, double komi);

/// A 95% confidence interval for a proportion.
struct Interval {
    double low = 0;
    double high = 0;
};

/// z for a 95% interval: 1.96 standard deviations either side.
inline constexpr double kZ95 = 1.96;

/// Task 3a. The Wilson score interval for `wins` successes in `n` trials at z = kZ95
/// (README.md gives the formula; a draw counts as half a win, so `wins` may end in .5).
/// Throws std::invalid_argument unless n > 0 and 0 <= wins <= n.
Interval wilson_interval(double wins, int n);

/// What many playouts from one position say.
struct PlayoutStats {
    int playouts = 0;    ///< how many were played
    int wins = 0;        ///< won by `to_move`
    int draws = 0;       ///< drawn (possible only with a whole-number komi)
    double win_rate = 0; ///< (wins + draws / 2) / playouts
    Interval interval;   ///< wilson_interval(wins + draws / 2, playouts)
    /// For every cell (indexed by Point, `geometry().cells()` long): the average over the
    /// playouts of +1 where count_score gives the final point to Black, -1 to White, 0 to
    /// nobody. Wall cells are 0.
    std::vector<double> ownership;
};

/// Task 3b. `count` playouts from `start`, `to_move` first, each with `max_moves` as its
/// cap, all drawing in turn from one `Rng` seeded with `seed`; each is counted with `komi`.
/// Throws std::invalid_argument unless count > 0 (and as play_playout does).
PlayoutStats run_playouts(const Board& start, Color to_move, double komi, int count,
                          std::uint64_t seed, int max_moves);

/// Task 4. The playout of task 1 on a WalkBoard: the same steps and the same random move
/// (list the empty points of `board.points()`, draw k = rng.below(n), keep a legal point
/// that is not an own eye, else move the last point into place k and draw again; pass when
/// none is left), using `board.is_legal`, `board.is_own_eye` and `board.play`. Plays on
/// `board` and returns the moves. For the same start, seed and cap, the same moves as
/// play_playout. Throws as play_playout does.
std::vector<Point> walk_playout(WalkBoard& board, Color to_move, Rng& rng, int max_moves);

} // namespace stonelab::lesson07
