// Lesson 4's reference solution: seed 002's eye, the random move and a random game.
#include "random_play.hpp"

#include <stdexcept>

namespace stonelab::lesson04 {

//! [own-eye]
bool is_own_eye(const Board& board, Color color, Point p)
{
    if (board.at(p) != Color::Empty) return false;
    for (int i = 0; i < 4; ++i) {
        const Point next = board.neighbour(p, i);
        const Color there = board.at(next);
        if (there == Color::Wall) continue; // the edge closes an eye as well as a stone does
        // A neighbour in atari could be captured, and then p would not be an eye at all.
        if (there != color || board.liberty_count(next) < 2) return false;
    }
    return true;
}
//! [own-eye]

//! [random-move]
Point random_move(const Board& board, Color color, Rng& rng, std::vector<Point>* rejected)
{
    std::vector<Point> candidates;
    for (Point p : board.points())
        if (board.at(p) == Color::Empty) candidates.push_back(p);

    while (!candidates.empty()) {
        const auto k = rng.below(static_cast<std::uint32_t>(candidates.size()));
        const Point p = candidates[k];
        if (board.is_legal(color, p) && !is_own_eye(board, color, p)) return p;
        if (rejected) rejected->push_back(p);
        // Nothing changes on the board while we draw, so p stays unacceptable: drop it by
        // moving the last candidate into its place.
        candidates[k] = candidates.back();
        candidates.pop_back();
    }
    return kPass;
}
//! [random-move]

//! [random-game]
std::vector<Point> play_random_game(int size, std::uint64_t seed, int max_moves)
{
    if (max_moves < 0) throw std::invalid_argument("play_random_game: negative move cap");
    Board board(size); // throws std::invalid_argument for a size outside 1..19
    Rng rng(seed);
    std::vector<Point> moves;
    Color to_move = Color::Black;
    int passes_in_a_row = 0;
    while (passes_in_a_row < 2 && static_cast<int>(moves.size()) < max_moves) {
        const Point move = random_move(board, to_move, rng);
        board.play(to_move, move);
        moves.push_back(move);
        passes_in_a_row = move == kPass ? passes_in_a_row + 1 : 0;
        to_move = opponent(to_move);
    }
    return moves;
}
//! [random-game]

} // namespace stonelab::lesson04
