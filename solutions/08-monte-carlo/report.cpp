// Lesson 8's reference solution, task 4: the principal variation and the report a GTP engine
// gives of its search (Leela Zero's lz-analyze lines).
#include "monte_carlo.hpp"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace stonelab::lesson08 {

namespace {

// The line from `node` on: its most visited child, that child's, ... while one was visited.
std::vector<int> line_from(const Tree& tree, int node)
{
    std::vector<int> line;
    for (int next = most_visited(tree, node);
         next != -1 && tree.nodes[static_cast<std::size_t>(next)].visits > 0;
         next = most_visited(tree, next))
        line.push_back(next);
    return line;
}

} // namespace

//! [pv]
std::vector<PvStep> principal_variation(const Tree& tree)
{
    std::vector<PvStep> pv;
    for (int node : line_from(tree, 0)) {
        const Node& n = tree.nodes[static_cast<std::size_t>(node)];
        pv.push_back({n.move, n.visits, win_rate(n)});
    }
    return pv;
}
//! [pv]

//! [report]
std::string analysis_report(const Tree& tree, const Geometry& geometry)
{
    std::vector<int> visited; // the root's children that have visits
    for (int child : tree.nodes[0].children)
        if (tree.nodes[static_cast<std::size_t>(child)].visits > 0) visited.push_back(child);
    // Most visited first; stable, so that ties keep the tree's order.
    std::stable_sort(visited.begin(), visited.end(), [&](int a, int b) {
        return tree.nodes[static_cast<std::size_t>(a)].visits >
               tree.nodes[static_cast<std::size_t>(b)].visits;
    });
    std::ostringstream out;
    int order = 0;
    for (int child : visited) {
        const Node& n = tree.nodes[static_cast<std::size_t>(child)];
        out << "info move " << to_gtp_vertex(geometry, n.move) << " visits " << n.visits
            << " winrate " << std::lround(win_rate(n) * 10000) << " order " << order++ << " pv "
            << to_gtp_vertex(geometry, n.move);
        for (int next : line_from(tree, child))
            out << ' ' << to_gtp_vertex(geometry, tree.nodes[static_cast<std::size_t>(next)].move);
        out << '\n';
    }
    return out.str();
}
//! [report]

} // namespace stonelab::lesson08
