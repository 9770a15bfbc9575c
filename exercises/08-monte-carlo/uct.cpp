// Lesson 8, task 3: UCT. Replace each `throw` with your code; see
// lessons/08-monte-carlo/README.md#task-3.
#include "monte_carlo.hpp"

#include "engine/go/scoring.hpp" // stonelab::count_score, for a game that ended in the tree
#include "lessons/not_implemented.hpp"

namespace stonelab::lesson08 {

void expand(Tree& /*tree*/, int /*node*/, const Board& /*position*/)
{
    throw NotImplemented("08-monte-carlo", 3);
}

Tree uct_search(const Board& /*board*/, Color /*color*/, double /*komi*/, Rng& /*rng*/,
                const UctOptions& /*options*/)
{
    throw NotImplemented("08-monte-carlo", 3);
}

int most_visited(const Tree& /*tree*/, int /*node*/) { throw NotImplemented("08-monte-carlo", 3); }

} // namespace stonelab::lesson08
