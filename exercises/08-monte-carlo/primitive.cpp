// Lesson 8, task 1: your primitive Monte Carlo. Replace each `throw` with your code; see
// lessons/08-monte-carlo/README.md for the task and lessons/08-monte-carlo/monte_carlo.hpp
// for what each function must do.
#include "monte_carlo.hpp"

#include "engine/go/fast_board.hpp" // stonelab::FastBoard: the playouts' board
#include "engine/go/playout.hpp"    // stonelab::playout, stonelab::default_move_cap
#include "lessons/not_implemented.hpp"

namespace stonelab::lesson08 {

int playout_result(const Board& /*board*/, Color /*to_move*/, double /*komi*/, Rng& /*rng*/)
{
    throw NotImplemented("08-monte-carlo", 1);
}

MonteCarloChoice primitive_monte_carlo(const Board& /*board*/, Color /*color*/, double /*komi*/,
                                       Rng& /*rng*/, int /*playouts_per_candidate*/)
{
    throw NotImplemented("08-monte-carlo", 1);
}

} // namespace stonelab::lesson08
