// Lesson 7's reference solution, task 4: the same playout on a board that walks its strings.
#include "playouts.hpp"

#include <stdexcept>

namespace stonelab::lesson07 {

namespace {

// Lesson 4's random move, asking the WalkBoard: the same draws, so the same move.
Point walk_random_move(const WalkBoard& board, Color color, Rng& rng)
{
    std::vector<Point> candidates;
    for (Point p : board.points())
        if (board.at(p) == Color::Empty) candidates.push_back(p);
    while (!candidates.empty()) {
        const auto k = rng.below(static_cast<std::uint32_t>(candidates.size()));
        const Point p = candidates[k];
        if (board.is_legal(color, p) && !board.is_own_eye(color, p)) return p;
        candidates[k] = candidates.back();
        candidates.pop_back();
    }
    return kPass;
}

} // namespace

//! [walk-playout]
std::vector<Point> walk_playout(WalkBoard& board, Color to_move, Rng& rng, int max_moves)
{
    if (to_move != Color::Black && to_move != Color::White)
        throw std::invalid_argument("walk_playout: the player must be Black or White");
    if (max_moves < 0) throw std::invalid_argument("walk_playout: negative move cap");
    std::vector<Point> moves;
    Color color = to_move;
    int passes_in_a_row = 0;
    while (passes_in_a_row < 2 && static_cast<int>(moves.size()) < max_moves) {
        const Point move = walk_random_move(board, color, rng);
        board.play(color, move);
        moves.push_back(move);
        passes_in_a_row = move == kPass ? passes_in_a_row + 1 : 0;
        color = opponent(color);
    }
    return moves;
}
//! [walk-playout]

} // namespace stonelab::lesson07
