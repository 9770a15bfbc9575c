/// \file
/// Lesson 12's demo's JSON trace tree (lesson 8 draws deeper trees, its own way): the root of a
/// search tree and its visited children as the tree a trace frame shows beside the board.
#pragma once

#include "engine/base/geometry.hpp"
#include "engine/formats/trace_json.hpp"

#include <cstddef>
#include <vector>

namespace stonelab::demo {

/// The root of `tree` (a lesson's tree: `nodes`, each with `move`, `visits` and `children`)
/// and the root's children that have visits, in the order they were added, as a JSON trace's
/// tree. `best` (an index of `tree.nodes`) is drawn as the best line (`pv`); a child without a
/// visit in the last picture (`visits_before`, by index) as `current`. `describe(node, out)`
/// fills in what the lesson says about a child: its win rate, a note.
template <class Tree, class Describe>
std::vector<trace::TreeNode> root_children_tree(const Tree& tree, const Geometry& geometry,
                                                int best, const std::vector<int>& visits_before,
                                                Describe describe)
{
    std::vector<trace::TreeNode> nodes(1);
    nodes.front().visits = tree.nodes.front().visits;
    for (int child : tree.nodes.front().children) {
        const auto& n = tree.nodes[static_cast<std::size_t>(child)];
        if (n.visits == 0) continue;
        trace::TreeNode node;
        node.id = child;
        node.parent = 0;
        node.move = to_gtp_vertex(geometry, n.move);
        node.visits = n.visits;
        describe(n, node);
        const bool fresh = static_cast<std::size_t>(child) >= visits_before.size() ||
                           visits_before[static_cast<std::size_t>(child)] == 0;
        node.kind = child == best ? trace::NodeKind::Pv
                    : fresh       ? trace::NodeKind::Current
                                  : trace::NodeKind::Normal;
        nodes.push_back(node);
    }
    return nodes;
}

} // namespace stonelab::demo
