/// \file
/// What every drawing of a recorded search says, whatever it is drawn with: the words and
/// numbers of a node, the caption, and which nodes a drawing of limited size keeps. The
/// Graphviz diagram (search_dot.hpp) and the terminal's indented tree (search_text.hpp) both
/// draw from these, so the two always say the same thing.
#pragma once

#include "engine/figures/search_dot.hpp"

#include <cstddef>
#include <string>
#include <vector>

namespace stonelab::search {

/// A value as a slide shows it: a real minus sign, and ∞ for the algorithms' "no bound".
std::string value_text(Value value);
/// A count (never negative) with thousands separators: 549,946.
std::string count_text(long count);
/// A count in words: "1 node", "2 nodes" (TreeWords::nodes).
std::string counted(const CountWords& words, long count);

/// The nodes a drawing keeps, and the size of every recorded subtree (for the "… 37 more
/// nodes" summaries).
struct Selection {
    std::vector<bool> drawn;
    std::vector<long> subtree_size;
    std::size_t drawn_count = 0;
};

/// The first `max_nodes` nodes in search order, and the principal variation. The recorded
/// tree is in preorder, so both sets are closed under "parent of": the drawing stays a tree.
Selection select_nodes(const SearchTree& tree, std::size_t max_nodes);

/// One thing a drawing puts below a node: a child it draws (with the child's own subtree), or
/// a summary standing for children it leaves out ("… 37 more nodes", "(3 moves)") or for
/// moves the search never recorded ("… 5 more moves", "(not recorded)").
struct BelowNode {
    int child = -1;                   ///< the drawn child's index, or -1 for a summary
    std::vector<std::string> summary; ///< a summary's lines
};

/// What a drawing puts below node `index`, in search order: each drawn child, one summary
/// for each run of children left out, then the moves not recorded. (The moves a cut-off
/// pruned, `SearchNode::pruned_names`, come after these; each drawing lists them its own way.)
/// Both drawings walk the tree with this, so they always show the same nodes.
std::vector<BelowNode> below_node(const SearchTree& tree, const Selection& selection, int index,
                                  const TreeWords& words);

/// A node's lines: its value with its bound (`≥ 3`, `≤ 2`, `3`), the window on entry
/// (alpha-beta), "β-cut" after a cut-off; in a Monte Carlo tree, its visits and win rate.
std::vector<std::string> node_lines(const SearchTree& tree, const SearchNode& node,
                                    const TreeWords& words);

/// The caption's lines: the game and the algorithm, the counts, how to read the values, the
/// key to the drawing's marks (`key`: what the drawing shows for a cut-off, the principal
/// variation and so on), and how much of the tree is shown.
std::vector<std::string> caption_lines(const SearchResult& result, const DotOptions& options,
                                       const Selection& selection, const std::string& key);

} // namespace stonelab::search
