/// \file
/// A recorded search as an indented tree for a terminal: the same nodes, values, windows,
/// cut-offs and caption as the Graphviz diagram (search_dot.hpp, through search_drawing.hpp),
/// one node per line, children below their parent in search order:
/// ```
/// root  3  [−∞, ∞]
/// ├─ a1 *  3  [−∞, ∞]
/// │  ├─ b1 *  3  [−∞, ∞]
/// │  └─ b2  12  [−∞, −3]
/// └─ a2  ≤ 2  [3, ∞]  β-cut
///    ├─ c1  2  [−∞, −3]
///    ╎  pruned: c2, c3
/// ```
/// `*` marks the principal variation; "pruned:" lists the moves a cut-off never searched; a
/// run of children left out of a big tree is one "… 37 more nodes (3 moves)" line. The
/// caption's lines follow the tree. `DotOptions::max_nodes` limits it as it limits the
/// diagram.
#pragma once

#include "engine/figures/search_dot.hpp"

#include <string>

namespace stonelab::search {

/// The recorded search `result` as text lines, each ending with '\n'. Needs `result.tree`;
/// throws std::invalid_argument without it.
std::string search_tree_text(const SearchResult& result, const DotOptions& options);

} // namespace stonelab::search
