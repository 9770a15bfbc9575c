/// \file
/// Area scoring: Tromp-Taylor, and seed 002's quick `count_score` for playout ends.
#pragma once

#include "engine/go/board.hpp"

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
/// or a seki point. Any board with `geometry()` and `cell(p)` will do: `Board`, and the
/// playouts' `FastBoard` (engine/go/fast_board.hpp).
template <class AnyBoard> AreaScore count_score(const AnyBoard& board, double komi)
{
    const Geometry& g = board.geometry();
    AreaScore score;
    score.komi = komi;
    for (int y = 1; y <= g.height; ++y)
        for (int x = 1; x <= g.width; ++x) {
            const Point p = g.point(x, y);
            const Color c = board.cell(p);
            if (c == Color::Black) ++score.black_stones;
            if (c == Color::White) ++score.white_stones;
            if (c != Color::Empty) continue;
            bool black_next = false, white_next = false;
            for (int i = 0; i < 4; ++i) {
                const Color next = board.cell(p + g.dir(i));
                black_next |= next == Color::Black;
                white_next |= next == Color::White;
            }
            if (black_next && !white_next) ++score.black_territory;
            if (white_next && !black_next) ++score.white_territory;
        }
    return score;
}

/// The result in GTP/SGF form: "B+3.5", "W+0.5", or "0" for a draw.
std::string result_string(double margin);

} // namespace stonelab
