// Lesson 7: your playouts. Replace each `throw` with your code; see
// lessons/07-playouts/README.md for the tasks and lessons/07-playouts/playouts.hpp for what
// each function must do.
#include "playouts.hpp"

#include "engine/go/random_player.hpp" // stonelab::random_move: lesson 4's random player
#include "engine/go/scoring.hpp"       // stonelab::count_score: lesson 5's seed 002 count
#include "lessons/not_implemented.hpp"

namespace stonelab::lesson07 {

Playout play_playout(const Board& /*start*/, Color /*to_move*/, Rng& /*rng*/, int /*max_moves*/)
{
    throw NotImplemented("07-playouts", 1);
}

Outcome playout_outcome(const Board& /*final_board*/, Color /*to_move*/, double /*komi*/)
{
    throw NotImplemented("07-playouts", 2);
}

Interval wilson_interval(double /*wins*/, int /*n*/) { throw NotImplemented("07-playouts", 3); }

PlayoutStats run_playouts(const Board& /*start*/, Color /*to_move*/, double /*komi*/, int /*count*/,
                          std::uint64_t /*seed*/, int /*max_moves*/)
{
    throw NotImplemented("07-playouts", 3);
}

} // namespace stonelab::lesson07
