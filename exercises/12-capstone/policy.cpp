// Lesson 12, task 2: the playout policy. Replace each `throw` with your code; see
// lessons/12-capstone/README.md#task-2.
#include "capstone.hpp"

#include "lessons/not_implemented.hpp"

namespace stonelab::lesson12 {

std::vector<Point> capture_moves(const Board& /*board*/, Color /*color*/)
{
    throw NotImplemented("12-capstone", 2);
}

std::vector<Point> escape_moves(const Board& /*board*/, Color /*color*/)
{
    throw NotImplemented("12-capstone", 2);
}

bool matches_shape(const Board& /*board*/, Point /*p*/, Color /*color*/)
{
    throw NotImplemented("12-capstone", 2);
}

std::vector<Point> pattern_moves(const Board& /*board*/, Color /*color*/)
{
    throw NotImplemented("12-capstone", 2);
}

Point policy_move(const Board& /*board*/, Color /*color*/, Rng& /*rng*/,
                  const PolicyOptions& /*options*/)
{
    throw NotImplemented("12-capstone", 2);
}

Playout policy_playout(const Board& /*board*/, Color /*to_move*/, double /*komi*/, Rng& /*rng*/,
                       const PolicyOptions& /*options*/)
{
    throw NotImplemented("12-capstone", 2);
}

} // namespace stonelab::lesson12
