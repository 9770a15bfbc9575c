// Lesson 8's reference solution, task 2: a node's win rate, UCB1, the choice of a child, and
// the NegaMax backup.
#include "monte_carlo.hpp"

#include <cmath>
#include <limits>

namespace stonelab::lesson08 {

//! [win-rate]
double win_rate(const Node& node)
{
    if (node.visits == 0) return 0;
    return (1.0 + static_cast<double>(node.total) / node.visits) / 2.0; // -1..+1 to 0..1
}
//! [win-rate]

//! [ucb1]
double ucb1(const Node& child, int parent_visits, double exploration)
{
    if (child.visits == 0) return std::numeric_limits<double>::infinity(); // try it first
    return win_rate(child) +
           exploration * std::sqrt(std::log(static_cast<double>(parent_visits)) / child.visits);
}
//! [ucb1]

//! [select]
int select_child(const Tree& tree, int parent, double exploration)
{
    const Node& node = tree.nodes[static_cast<std::size_t>(parent)];
    int best = -1;
    double best_value = 0;
    for (int child : node.children) {
        const double value =
            ucb1(tree.nodes[static_cast<std::size_t>(child)], node.visits, exploration);
        if (best == -1 || value > best_value) { // strictly larger: ties go to the first
            best = child;
            best_value = value;
        }
    }
    return best;
}
//! [select]

//! [backup]
void backup(Tree& tree, const std::vector<int>& path, int result)
{
    // `result` is for the player to move at the end of the path: the last node's `player`
    // moved into that position, so it scores -result; one step up, the sign flips again.
    for (auto it = path.rbegin(); it != path.rend(); ++it) {
        result = -result;
        Node& node = tree.nodes[static_cast<std::size_t>(*it)];
        ++node.visits;
        node.total += result;
    }
}
//! [backup]

} // namespace stonelab::lesson08
