// Lesson 12, task 1: RAVE on lesson 8's UCT. Replace each `throw` with your code; see
// lessons/12-capstone/README.md#task-1.
#include "capstone.hpp"

#include "lessons/not_implemented.hpp"

#include <cmath>  // std::sqrt
#include <limits> // std::numeric_limits<double>::infinity()

namespace stonelab::lesson12 {

double win_rate(const RaveNode& /*node*/) { throw NotImplemented("12-capstone", 1); }

double amaf_rate(const RaveNode& /*node*/) { throw NotImplemented("12-capstone", 1); }

double rave_beta(int /*visits*/, double /*equivalence*/) { throw NotImplemented("12-capstone", 1); }

double rave_value(const RaveNode& /*child*/, double /*equivalence*/)
{
    throw NotImplemented("12-capstone", 1);
}

int select_rave_child(const RaveTree& /*tree*/, int /*parent*/, double /*equivalence*/)
{
    throw NotImplemented("12-capstone", 1);
}

void rave_backup(RaveTree& /*tree*/, const std::vector<int>& /*path*/,
                 const std::vector<Move>& /*playout*/, int /*result*/)
{
    throw NotImplemented("12-capstone", 1);
}

Playout random_playout(const Board& /*board*/, Color /*to_move*/, double /*komi*/, Rng& /*rng*/)
{
    throw NotImplemented("12-capstone", 1);
}

RaveTree rave_search(const Board& /*board*/, Color /*color*/, double /*komi*/, Rng& /*rng*/,
                     const RaveOptions& /*options*/)
{
    throw NotImplemented("12-capstone", 1);
}

} // namespace stonelab::lesson12
