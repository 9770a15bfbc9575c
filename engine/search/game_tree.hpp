/// \file
/// Explicit game trees: the textbooks' example trees, written out node by node, as a game
/// the search algorithms can play (see search.hpp).
///
/// **The text format.** A tree is a leaf value or a parenthesised list of subtrees:
/// ```
/// ((3 12 8) (2 4 6) (14 5 2))     # Russell & Norvig's 3-ply example: value 3
/// ```
/// - a **leaf** is an integer (`-7`, `+3`, `12`), its value from the first player's (Max's)
///   point of view, between -999,999,999 and 999,999,999;
/// - an **inner node** is `(` one or more subtrees `)`; its children are its moves, in
///   order; the first player moves at the root, then the players alternate;
/// - any subtree may carry a **label** naming the move that leads to it: `a1:(3 12 8)`,
///   `b1:3`. A label is letters, digits and `_`. Unlabelled moves are named by their
///   number among their siblings, from 1;
/// - spaces, tabs, line ends and commas separate items; `#` starts a comment to the end of
///   the line.
///
/// A tree may nest at most `kMaxTreeNesting` levels and hold at most `kMaxTreeNodes` nodes,
/// and its text may be at most `kMaxTreeBytes` long. Anything else throws `ParseError` with
/// the line and column at fault.
#pragma once

#include "engine/base/parse_error.hpp"
#include "engine/base/rng.hpp"
#include "engine/search/search.hpp"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace stonelab::search {

/// The deepest nesting of parentheses the tree reader accepts.
inline constexpr int kMaxTreeNesting = 64;
/// The most nodes (inner nodes and leaves) the tree reader accepts.
inline constexpr int kMaxTreeNodes = 1'000'000;
/// The longest text the tree reader accepts, in bytes: a textbook's tree takes a few hundred,
/// a tree of `kMaxTreeNodes` one-digit leaves about 2 MB. With the two limits above it bounds
/// the reader's time and memory (comments, which hold no nodes, could otherwise go on forever).
inline constexpr std::size_t kMaxTreeBytes = 4 * 1024 * 1024;

/// The nodes of an explicit tree. The children of a node are stored next to each other,
/// so a node needs only its first child and how many there are.
struct TreeNode {
    int first_child = 0;
    int child_count = 0; ///< 0 for a leaf
    Value value = 0;     ///< leaves only: the value for the first player
    std::string label;   ///< the name of the move leading here; "" if none was given
};

/// An explicit tree as a game: the state is a node, the moves are its children (move i is
/// the i-th child, from 0), a leaf is a finished game with the leaf's value.
class GameTree : public TwoPlayerGame {
public:
    /// A tree from its nodes; `nodes[0]` is the root. (Use `parse_game_tree` or
    /// `uniform_tree` to make one.)
    explicit GameTree(std::vector<TreeNode> nodes);

    Side to_move() const override { return path_.size() % 2 == 1 ? Side::First : Side::Second; }
    bool is_over() const override { return node().child_count == 0; }
    std::vector<Move> legal_moves() const override;
    void play(Move move) override { path_.push_back(node().first_child + move); }
    void undo() override { path_.pop_back(); }
    Value final_value() const override { return node().value; }
    std::string move_name(Move move) const override;

    const std::vector<TreeNode>& nodes() const { return nodes_; }
    /// Number of leaves of the whole tree.
    long leaf_count() const;

private:
    const TreeNode& node() const { return nodes_[path_.back()]; }

    std::vector<TreeNode> nodes_;
    std::vector<int> path_{0}; // the nodes from the root to the current state
};

/// Reads a tree in the text format of this file's comment. Throws `ParseError`, also for a
/// text longer than `max_bytes` (a tighter limit than the default shows the error on a short
/// text).
GameTree parse_game_tree(std::string_view text, std::size_t max_bytes = kMaxTreeBytes);

/// The tree in the text format, on one line (labels kept); parses back to the same tree.
std::string format_game_tree(const GameTree& tree);

/// How the leaves of a uniform tree are arranged.
enum class TreeOrder : std::uint8_t {
    Shuffled, ///< as drawn: the best move is anywhere
    Perfect,  ///< the best move first at every node (the best case of alpha-beta)
};

/// A uniform tree: every inner node has `branching` children and every leaf is `depth`
/// plies from the root. The leaves hold the values 0 .. branching^depth - 1 (all
/// different) in an order drawn from `rng`; with `TreeOrder::Perfect` the children of
/// every node are then sorted so that the best one for the player to move comes first.
/// Needs branching >= 1, 0 <= depth <= `kMaxTreeNesting` and at most `kMaxTreeNodes` nodes (else
/// throws std::invalid_argument).
GameTree uniform_tree(int branching, int depth, TreeOrder order, Rng& rng);

} // namespace stonelab::search
