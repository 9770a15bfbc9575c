/// \file
/// Lesson 8: Monte Carlo move choice. Primitive Monte Carlo (seed 002, go06): a fixed number
/// of playouts after every candidate move, the best average played; the NegaMax sign
/// convention (go07) that makes every result "good for the player who moved"; then UCT
/// (Kocsis and Szepesvári; seed 002 names it as the first topic of its second day, no more):
/// a tree grown where the playouts look promising, each child chosen by UCB1, the most
/// visited move played; and what a Go program reports of its search: the best
/// move, its win rate and the line it expects.
///
/// The student writes every function declared here without a body, in
/// exercises/08-monte-carlo/primitive.cpp (task 1), ucb.cpp (task 2), uct.cpp (task 3) and
/// report.cpp (task 4). Positions are engine `Board`s; the playouts are the engine's
/// `stonelab::playout` (engine/go/playout.hpp) on a `stonelab::FastBoard` copy
/// (engine/go/fast_board.hpp), which plays exactly lesson 7's playouts, faster. The engine has
/// the same algorithms for `stonelab match` (engine/go/monte_carlo.hpp); for the same position,
/// seed and settings they choose the same moves from the same counts.
/// See lessons/08-monte-carlo/README.md.
#pragma once

#include "engine/base/color.hpp"
#include "engine/base/rng.hpp"
#include "engine/go/board.hpp"

#include <string>
#include <vector>

namespace stonelab::lesson08 {

// ---- Task 1: primitive Monte Carlo ----

/// Task 1a. One playout from `board`, `to_move` first: `stonelab::playout` on a `FastBoard`
/// copy of `board` (the board itself is not changed), the uniform picker, the cap
/// `stonelab::default_move_cap(board)`, counted with `komi` for White. Returns the result for
/// `to_move`: +1 won, 0 drawn, -1 lost. Throws std::invalid_argument for a `to_move` that is
/// not Black or White.
int playout_result(const Board& board, Color to_move, double komi, Rng& rng);

/// What the playouts said about one candidate move.
struct CandidateValue {
    Point move = kPass;
    int playouts = 0;    ///< playouts made after it
    int wins = 0;        ///< won by the player who made the move
    int draws = 0;       ///< drawn
    double win_rate = 0; ///< (wins + draws / 2) / playouts
};

/// What primitive Monte Carlo chose, and why.
struct MonteCarloChoice {
    Point move = kPass;                     ///< the candidate with the best win rate, or pass
    double win_rate = 0;                    ///< its win rate (0 for a pass: nothing was tried)
    std::vector<CandidateValue> candidates; ///< every candidate, in raster order
};

/// Task 1b. Seed 002's go06 with go07's signs: the candidates are the points of
/// `board.points()` (raster order) where `color` may play (`board.is_legal`) that are not
/// `color`'s own eye (`board.is_own_eye`). For each candidate in turn, `playouts_per_candidate`
/// playouts, all drawing from `rng`: on a copy of `board` with the candidate played, the
/// opponent to move (task 1a), the result negated so that it is `color`'s. The move is the
/// first candidate with the largest win rate; pass, with win rate 0, if there is none.
/// Throws std::invalid_argument unless playouts_per_candidate > 0 and `color` is Black or
/// White.
MonteCarloChoice primitive_monte_carlo(const Board& board, Color color, double komi, Rng& rng,
                                       int playouts_per_candidate);

// ---- Task 2: UCB1 and the NegaMax backup ----

/// A node of a UCT tree: a position, reached from its parent by `move`.
struct Node {
    Point move = kNoPoint;       ///< the move that led here (kNoPoint for the root)
    Color player = Color::Empty; ///< who played `move`; the root's: the opponent of the searcher
    int passes = 0;              ///< passes in a row ending with `move` (2: the game is over)
    int visits = 0;              ///< playouts that went through this node
    int total = 0;               ///< sum of their results (+1, 0, -1) for `player`
    std::vector<int> children;   ///< indices in `Tree::nodes`, in the order they were added
};

/// A UCT tree: `nodes[0]` is the root; a node's children come after it.
struct Tree {
    std::vector<Node> nodes;
};

/// Task 2a. The win rate of `node` for its `player`: (1 + total / visits) / 2, so a draw is
/// half a win; 0 for a node never visited.
double win_rate(const Node& node);

/// Task 2b. UCB1 (Auer, Cesa-Bianchi and Fischer, 2002) of a child whose parent has been
/// visited `parent_visits` times: win_rate(child) + exploration * sqrt(ln(parent_visits) /
/// child.visits), or +infinity for a child never visited (try every child once first).
double ucb1(const Node& child, int parent_visits, double exploration);

/// Task 2c. The child of `tree.nodes[parent]` with the largest UCB1 value (its index in
/// `tree.nodes`), the first of them on ties; -1 if the node has no children.
int select_child(const Tree& tree, int parent, double exploration);

/// Task 2d. NegaMax backup (seed 002, go07): `path` is the list of nodes a playout went
/// through, root first, and `result` is the playout's result (+1, 0, -1) for the player to
/// move at the last node of the path. Every node of the path gets one more visit and adds
/// the result for its own `player`, the sign flipping at each step from the end up to the
/// root.
void backup(Tree& tree, const std::vector<int>& path, int result);

// ---- Task 3: UCT ----

/// How UCT searches: the engine's defaults (engine/go/monte_carlo.hpp).
struct UctOptions {
    int playouts = 1000;      ///< playouts, one per walk down the tree
    double exploration = 1.0; ///< the C of UCB1
    int expand_after = 2;     ///< visits a leaf needs before it gets children
};

/// Task 3a. Gives `tree.nodes[node]` its children, added at the end of `tree.nodes`:
/// `position` is that node's position and the player to move is the opponent of the node's
/// `player`. One child per point of `position.points()` where that player may play and that
/// is not its own eye, in raster order; a single pass if there is none. A child's `passes`
/// is the node's + 1 for a pass, 0 for a stone.
void expand(Tree& tree, int node, const Board& position);

/// Task 3b. UCT for `color` from `board` with `komi`: the root (player the opponent of
/// `color`, 0 passes) is expanded at once, then for each of `options.playouts` playouts:
///  1. selection: from the root, while the node has children, go to select_child's;
///  2. expansion: if the game has not ended at the leaf (passes < 2) and the leaf has at
///     least `options.expand_after` visits, expand it and go to select_child's child;
///  3. the result for the player to move at the last node: a game that ended is counted as
///     it stands (count_score with komi), otherwise playout_result(position, ...);
///  4. backup along the path.
/// Throws std::invalid_argument for a colour that is not Black or White, playouts < 1, a
/// negative exploration or a negative expand_after.
Tree uct_search(const Board& board, Color color, double komi, Rng& rng, const UctOptions& options);

/// Task 3c. The most visited child of `tree.nodes[node]` (its index), the first of them on
/// ties; -1 if the node has no children. The move UCT plays is the root's.
int most_visited(const Tree& tree, int node);

// ---- Task 4: what the search reports ----

/// One move of a principal variation.
struct PvStep {
    Point move = kPass;
    int visits = 0;
    double win_rate = 0; ///< for the player who plays the move
};

/// Task 4a. From the root, the most visited child, then its most visited child, and so on
/// while the node has a child that was visited.
std::vector<PvStep> principal_variation(const Tree& tree);

/// Task 4b. What a GTP engine says of its search, in the form of Leela Zero's `lz-analyze`:
/// one line per visited root child, most visited first (the earlier child on ties),
///
///     info move D3 visits 113 winrate 9823 order 0 pv D3 A4
///
/// with the win rate in hundredths of a percent, rounded to the nearest (9823 is 98.23%),
/// `order` counting from 0, and `pv` the child's move followed by its principal variation
/// (the most visited child of each node, while one was visited). Moves are GTP vertices on
/// `geometry`; "pass" for a pass. Each line ends with "\n".
std::string analysis_report(const Tree& tree, const Geometry& geometry);

} // namespace stonelab::lesson08
