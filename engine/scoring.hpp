/// \file
/// Area scoring: Tromp-Taylor, and seed 002's quick `count_score` for playout ends.
#pragma once

#include "engine/board.hpp"

#include <string>

namespace stonelab {

/// An area count: stones plus territory for each player, and the komi White receives.
struct AreaScore {
    int black_stones = 0;
    int white_stones = 0;
    int black_territory = 0;
    int white_territory = 0;
    double komi = 0;

    int black_area() const { return black_stones + black_territory; }
    int white_area() const { return white_stones + white_territory; }
    /// Black's area minus White's area minus komi: positive when Black wins.
    double margin() const { return black_area() - white_area() - komi; }
};

/// Tromp-Taylor area scoring: a player's score is the number of their stones plus the
/// number of empty points from which only their stones can be reached (through empty
/// points). Every stone on the board counts as alive. This is the score GNU Go reports
/// under `--chinese-rules` once dead stones have been removed.
AreaScore tromp_taylor_score(const Board& board, double komi);

/// Seed 002's `count_score`, meant for the end of a random playout where all stones are
/// alive: stones, plus each empty point with at least one neighbour of one colour and none
/// of the other (walls and empty neighbours do not count either way). Faster than
/// Tromp-Taylor and equal to it on playout ends, where every empty point is a one-point eye
/// or a seki point.
AreaScore count_score(const Board& board, double komi);

/// The result in GTP/SGF form: "B+3.5", "W+0.5", or "0" for a draw.
std::string result_string(double margin);

} // namespace stonelab
