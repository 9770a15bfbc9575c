// Lesson 8, task 2: UCB1 and the NegaMax backup. Replace each `throw` with your code; see
// lessons/08-monte-carlo/README.md#task-2.
#include "monte_carlo.hpp"

#include "lessons/not_implemented.hpp"

#include <cmath>  // std::sqrt, std::log
#include <limits> // std::numeric_limits<double>::infinity()

namespace stonelab::lesson08 {

double win_rate(const Node& /*node*/) { throw NotImplemented("08-monte-carlo", 2); }

double ucb1(const Node& /*child*/, int /*parent_visits*/, double /*exploration*/)
{
    throw NotImplemented("08-monte-carlo", 2);
}

int select_child(const Tree& /*tree*/, int /*parent*/, double /*exploration*/)
{
    throw NotImplemented("08-monte-carlo", 2);
}

void backup(Tree& /*tree*/, const std::vector<int>& /*path*/, int /*result*/)
{
    throw NotImplemented("08-monte-carlo", 2);
}

} // namespace stonelab::lesson08
