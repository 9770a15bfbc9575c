// Lesson 9's reference solution, task 4: a small Go board solved with task 2's alpha-beta,
// and a game of perfect play from the empty board to its end.
#include "negamax.hpp"

#include <stdexcept>

namespace stonelab::lesson09 {

//! [solve_go]
GoSolution solve_go(int width, int height)
{
    if (width < 1 || height < 1) throw std::invalid_argument("solve_go: the board is empty");
    const Value area = width * height; // no score can be larger
    GameSpec spec = go_game(width, height);
    const AlphaBetaResult root = alpha_beta(spec, kNoDepthLimit, -area, area, false);
    GoSolution solution;
    solution.value = root.stats.value;
    solution.nodes = root.stats.nodes;
    // Perfect play: from each position reached (its history in spec.moves, for superko),
    // search again and play the best move, until two passes end the game. The window is one
    // wider than any score: a position lost by the whole board still has a move above alpha.
    for (auto game = make_game(spec); !game->is_over(); game = make_game(spec)) {
        const Move best =
            alpha_beta(spec, kNoDepthLimit, -area - 1, area + 1, false).stats.best_move;
        if (best == kNoMove) throw std::logic_error("solve_go: no best move in the full window");
        spec.moves.push_back(game->move_name(best));
    }
    solution.line = spec.moves;
    solution.line_value = make_game(spec)->final_value();
    return solution;
}
//! [solve_go]

} // namespace stonelab::lesson09
