// Lesson 7, task 4: the playout on a WalkBoard (lessons/07-playouts/walk_board.hpp). Replace
// the `throw` with your code; see lessons/07-playouts/README.md#task-4.
#include "playouts.hpp"

#include "lessons/not_implemented.hpp"

namespace stonelab::lesson07 {

std::vector<Point> walk_playout(WalkBoard& /*board*/, Color /*to_move*/, Rng& /*rng*/,
                                int /*max_moves*/)
{
    throw NotImplemented("07-playouts", 4);
}

} // namespace stonelab::lesson07
