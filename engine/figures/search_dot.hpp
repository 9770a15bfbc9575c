/// \file
/// Search trees as Graphviz diagrams: a recorded search (search.hpp) written out as DOT text,
/// ready for `dot -Tsvg` and a lecture slide.
///
/// **What the diagram shows.** The tree is drawn top-down, each node's children left to right
/// in the order the search tried them. A node shows
/// - its value, with the bound alpha-beta proved for it: `≥ 3` after a fail-high (a cut-off:
///   at least 3), `≤ 2` after a fail-low (no move reached alpha: at most 2), a bare `3` when
///   exact;
/// - for alpha-beta, the window `[α, β]` it was searched with, written on entry (∞ for "no
///   bound yet");
/// - who is to move: a box for the first player (Max), an oval for the second (Min).
///
/// Values are in the recorded tree's own point of view (`SearchTree::view`): the first
/// player's for minimax, the side to move's for NegaMax and alpha-beta. The caption says
/// which, because mixing the two is the classic way to misread such a diagram.
///
/// Edges carry the move names. A node where a cut-off happened has a red border and the
/// words "β-cut"; the moves it never searched hang below it as dashed grey edges to small
/// grey "pruned" nodes (one node per move when there are few, one "k moves pruned" node
/// otherwise). The principal variation is drawn with thick blue edges and blue nodes.
///
/// **Big trees.** Only the first `DotOptions::max_nodes` nodes in search order are drawn,
/// plus the whole principal variation (as far as it was recorded); each run of children
/// left out is drawn as one dotted "… 37 more nodes" summary node, and the caption says
/// "showing N of M nodes". The caption's counts are always those of the whole search.
///
/// **Monte Carlo trees.** A UCT tree (`SearchTree::monte_carlo`, from engine/go/monte_carlo.hpp's
/// `uct_search_tree`) has no values: each node shows its visits and the win rate of the
/// player who moved into it, the blue line is the most visited one, and the caption counts
/// playouts instead of leaves. `DotOptions::algorithm` and `depth` are then not used.
///
/// **Names in the DOT text**, for tools and tests: recorded node `i` is the DOT node `n<i>`;
/// principal-variation edges carry `class="pv"`, pruned-move nodes `class="pruned"` and
/// summary nodes `class="summary"`. The text is deterministic (the same result gives the
/// same bytes), valid UTF-8 (invalid bytes in names become U+FFFD) and escaped for DOT.
#pragma once

#include "engine/search/search.hpp"

#include <cstddef>
#include <string>

namespace stonelab::search {

/// How many search nodes a diagram draws by default: about what a slide can hold.
inline constexpr std::size_t kDefaultDotNodes = 150;

/// The facts the caption states, and how much of the tree to draw.
struct DotOptions {
    /// The game and the position searched, e.g. "tic-tac-toe after b2 a1".
    std::string game = "game";
    /// The algorithm that made the result (the recorded tree does not say).
    Algorithm algorithm = Algorithm::AlphaBetaFailSoft;
    /// The depth limit of the search; `kNoDepthLimit` for "to the end of the game".
    int depth = kNoDepthLimit;
    /// The players' names, for the legend and the caption: "Max"/"Min", "X"/"O",
    /// "Black"/"White".
    std::string first_player = "Max";
    std::string second_player = "Min";
    /// Draw at most this many search nodes (the first ones in search order), plus the
    /// principal variation. The root is always drawn.
    std::size_t max_nodes = kDefaultDotNodes;
};

/// The recorded search `result` as a Graphviz `digraph`. Needs `result.tree` (search with
/// `SearchOptions::record_tree`); throws std::invalid_argument without it.
std::string search_tree_dot(const SearchResult& result, const DotOptions& options);

} // namespace stonelab::search
