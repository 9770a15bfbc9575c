// Lesson 12, task 3: decisions: passing, resigning, time and dead stones. Replace each `throw`
// with your code; see lessons/12-capstone/README.md#task-3.
#include "capstone.hpp"

#include "lessons/not_implemented.hpp"

namespace stonelab::lesson12 {

bool passing_is_safe(const Board& /*board*/, Color /*color*/, double /*komi*/)
{
    throw NotImplemented("12-capstone", 3);
}

int most_visited(const RaveTree& /*tree*/, int /*node*/) { throw NotImplemented("12-capstone", 3); }

bool should_resign(const RaveTree& /*tree*/, const DecisionOptions& /*options*/)
{
    throw NotImplemented("12-capstone", 3);
}

int moves_left(const Board& /*board*/) { throw NotImplemented("12-capstone", 3); }

double time_for_move(double /*seconds*/, int /*stones*/, int /*moves_left*/)
{
    throw NotImplemented("12-capstone", 3);
}

std::vector<double> ownership(const Board& /*board*/, Color /*to_move*/, double /*komi*/,
                              Rng& /*rng*/, int /*playouts*/)
{
    throw NotImplemented("12-capstone", 3);
}

std::vector<Point> dead_stones(const Board& /*board*/, const std::vector<double>& /*ownership*/,
                               double /*threshold*/)
{
    throw NotImplemented("12-capstone", 3);
}

double final_score(const Board& /*board*/, const std::vector<Point>& /*dead*/, double /*komi*/)
{
    throw NotImplemented("12-capstone", 3);
}

} // namespace stonelab::lesson12
