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

/// A count in words: the pattern for one, and for more (`{0}` the count, with thousands
/// separators): "1 node", "{0} nodes".
struct CountWords {
    std::string one;
    std::string many;
    bool operator==(const CountWords&) const = default;
};

/// Every word a drawing of a search writes (the diagram's and the terminal's), as patterns
/// whose `{0}`, `{1}` ... stand for what the comment says. English here; the `stonelab`
/// command gives the student's language instead (cli/messages.cpp's table), so that the
/// engine itself reads no language setting and its drawings stay the same for the same
/// arguments.
struct TreeWords {
    CountWords nodes{"1 node", "{0} nodes"};
    CountWords leaves{"1 leaf", "{0} leaves"};
    CountWords visits{"1 visit", "{0} visits"};
    CountWords playouts{"1 playout", "{0} playouts"};
    /// A run of children a big tree leaves out: its nodes, and (below) its moves.
    CountWords more_nodes{"… 1 more node", "… {0} more nodes"};
    CountWords left_out_moves{"(1 move)", "({0} moves)"};
    /// Moves the search never recorded (its budget spent), and the line below them.
    CountWords more_moves{"… 1 more move", "… {0} more moves"};
    std::string not_recorded = "(not recorded)";
    /// The algorithms, as the caption's first line names them.
    std::string minimax = "minimax";
    std::string negamax = "NegaMax";
    std::string alpha_beta_fail_hard = "alpha-beta (fail-hard)";
    std::string alpha_beta_fail_soft = "alpha-beta (fail-soft)";
    std::string to_the_end = "to the end of the game";
    std::string depth = "depth {0}"; ///< {0} the depth limit
    /// {0} the nodes, {1} the leaves (counted), {2} the root's value, {3} the first player,
    /// {4} the best move.
    std::string search_summary = "{0} visited, {1} evaluated · root value {2} ({3}'s view), "
                                 "best move {4}";
    std::string no_move = "none";
    /// {0} the first player, {1} the second.
    std::string first_player_view = "values in {0}'s view: {0} takes the largest, {1} the smallest";
    std::string side_to_move_view = "values in the view of the side to move (NegaMax): each "
                                    "node takes the largest negated child value";
    std::string window_key =
        "[α, β]: window on entry · ≥ v: fail-high (at least v) · ≤ v: fail-low (at most v)";
    /// {0} the nodes drawn, {1} all the nodes (counted).
    std::string showing = "showing {0} of {1} (the first in search order, and the principal "
                          "variation)";
    std::string pv_goes_on = "the principal variation goes on below the last node recorded";
    /// A UCT tree: {0} the playouts, {1} the nodes (counted), {2} the best move.
    std::string uct_summary = "{0}, {1} visited · best move (most visited) {2}";
    std::string uct_reading = "each node: its visits, and the win rate of the player who moved "
                              "into it (NegaMax: the player choosing there takes the best for "
                              "itself)";
    std::string cut = "β-cut"; ///< a node where a cut-off happened
    /// The diagram's key: {0} the first player, {1} the second.
    std::string dot_key = "box: {0} to move · oval: {1} to move · blue: principal variation · "
                          "red: cut-off · dashed grey: pruned moves";
    std::string dot_key_uct =
        "box: {0} to move · oval: {1} to move · blue: principal variation (the most visited line)";
    /// The diagram's node for a pruned move, and for {0} pruned moves (more than three).
    std::string pruned = "pruned";
    std::string pruned_moves = "{0} moves";
    /// The terminal's tree: its root, its key, the line of pruned moves ({0} their names).
    std::string root = "root";
    std::string text_key = "* principal variation · β-cut: a cut-off · pruned: moves never "
                           "searched";
    std::string text_key_uct = "* principal variation (the most visited line)";
    std::string pruned_list = "pruned: {0}";
    bool operator==(const TreeWords&) const = default;
};

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
    /// The words it is drawn with, and the font, which must have their letters (DejaVu Sans
    /// has no kanji: a Japanese drawing names a Japanese font first). A list as CSS writes
    /// it, which Graphviz's SVG copies into font-family.
    TreeWords words;
    std::string font = "DejaVu Sans";
};

/// The recorded search `result` as a Graphviz `digraph`. Needs `result.tree` (search with
/// `SearchOptions::record_tree`); throws std::invalid_argument without it.
std::string search_tree_dot(const SearchResult& result, const DotOptions& options);

} // namespace stonelab::search
