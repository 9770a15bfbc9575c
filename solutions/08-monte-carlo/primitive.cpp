// Lesson 8's reference solution, task 1: one playout's result on the fast board, and seed
// 002's primitive Monte Carlo with go07's NegaMax signs.
#include "monte_carlo.hpp"

#include "engine/go/fast_board.hpp"
#include "engine/go/playout.hpp"

#include <stdexcept>
#include <string>

namespace stonelab::lesson08 {

namespace {

void require_player(Color color, const char* function)
{
    if (color != Color::Black && color != Color::White)
        throw std::invalid_argument(std::string(function) + ": the player must be Black or White");
}

} // namespace

//! [playout-result]
int playout_result(const Board& board, Color to_move, double komi, Rng& rng)
{
    require_player(to_move, "playout_result");
    FastBoard copy(board); // a copy to play on: nothing to undo afterwards
    const double margin =
        playout(copy, to_move, rng, default_move_cap(board), komi).score.margin(); // Black's
    const int black_result = margin > 0 ? +1 : (margin < 0 ? -1 : 0);
    return to_move == Color::Black ? black_result : -black_result;
}
//! [playout-result]

//! [primitive]
MonteCarloChoice primitive_monte_carlo(const Board& board, Color color, double komi, Rng& rng,
                                       int playouts_per_candidate)
{
    require_player(color, "primitive_monte_carlo");
    if (playouts_per_candidate <= 0)
        throw std::invalid_argument(
            "primitive_monte_carlo: playouts_per_candidate must be positive");
    MonteCarloChoice choice;
    for (Point p : board.points()) {
        if (!board.is_legal(color, p) || board.is_own_eye(color, p)) continue;
        Board after = board; // seed 002 saves the board and restores it; we copy it
        after.play(color, p);
        CandidateValue value{p, playouts_per_candidate, 0, 0, 0};
        for (int i = 0; i < playouts_per_candidate; ++i) {
            // NegaMax: the playout's result is the opponent's; flip it to make it ours.
            const int result = -playout_result(after, opponent(color), komi, rng);
            value.wins += result == +1;
            value.draws += result == 0;
        }
        value.win_rate = (value.wins + value.draws / 2.0) / playouts_per_candidate;
        // Only a strictly better win rate replaces the best so far: ties go to the first.
        if (choice.candidates.empty() || value.win_rate > choice.win_rate) {
            choice.move = p;
            choice.win_rate = value.win_rate;
        }
        choice.candidates.push_back(value);
    }
    return choice;
}
//! [primitive]

} // namespace stonelab::lesson08
