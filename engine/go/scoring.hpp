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

/// The owner of p at the end of a playout, as `count_score` counts it: the colour of its stone,
/// or of an empty point's neighbours if they are stones of one colour only (walls and empty
/// neighbours do not count either way); Empty if they are of both colours or of none.
template <class AnyBoard> Color count_owner(const AnyBoard& board, Point p)
{
    const Color c = board.cell(p);
    if (c != Color::Empty) return c;
    const Geometry& g = board.geometry();
    bool black_next = false, white_next = false;
    for (int i = 0; i < 4; ++i) {
        const Color next = board.cell(p + g.dir(i));
        black_next |= next == Color::Black;
        white_next |= next == Color::White;
    }
    return black_next == white_next ? Color::Empty : (black_next ? Color::Black : Color::White);
}

/// Seed 002's `count_score`, meant for the end of a random playout where all stones are
/// alive: stones, plus each empty point with at least one neighbour of one colour and none
/// of the other (`count_owner`). Faster than Tromp-Taylor and equal to it on playout ends,
/// where every empty point is a one-point eye or a seki point. Any board with `geometry()` and
/// `cell(p)` will do: `Board`, and the playouts' `FastBoard` (engine/go/fast_board.hpp).
/// `each_owner(p, owner)` is told the owner of every point on the way, so that a caller can
/// sum who owns what over many playouts (the capstone's ownership map) in the same pass.
template <class AnyBoard, class OwnerVisitor>
AreaScore count_score(const AnyBoard& board, double komi, OwnerVisitor&& each_owner)
{
    const Geometry& g = board.geometry();
    AreaScore score;
    score.komi = komi;
    for (int y = 1; y <= g.height; ++y)
        for (int x = 1; x <= g.width; ++x) {
            const Point p = g.point(x, y);
            const Color owner = count_owner(board, p);
            const bool stone = board.cell(p) != Color::Empty;
            if (owner == Color::Black) ++(stone ? score.black_stones : score.black_territory);
            if (owner == Color::White) ++(stone ? score.white_stones : score.white_territory);
            each_owner(p, owner);
        }
    return score;
}

/// `count_score` with no one told the owners.
template <class AnyBoard> AreaScore count_score(const AnyBoard& board, double komi)
{
    return count_score(board, komi, [](Point, Color) {});
}

/// The result in GTP/SGF form: "B+3.5", "W+0.5", or "0" for a draw.
std::string result_string(double margin);

} // namespace stonelab
