/// \file
/// Monte Carlo move choice: primitive Monte Carlo (seed 002, go06), and UCT (Kocsis and
/// Szepesvári, 2006; the first topic of seed 002's second day, which the slides only name),
/// the tree search that spends its playouts where they matter. These are the players of
/// `stonelab match`; lesson 8 has the student write the same algorithms
/// (lessons/08-monte-carlo), and for the same position, seed and settings they choose the
/// same moves from the same counts.
///
/// **Playouts.** Every playout is `stonelab::playout` (playout.hpp) on a `FastBoard` copy of
/// the position (fast_board.hpp), uniform picker, capped at `default_move_cap` of the game's
/// board, counted with `count_score` and the game's komi. Nothing is ever undone: a copy is
/// cheaper than an undo journal, and a copy can't be left half restored.
///
/// **Results and the NegaMax sign convention** (seed 002, go07). A playout's result is +1, 0
/// or -1 for the player to move when it started: won, drawn (a whole-number komi), lost.
/// Passed one move up, to the player who moved into that position, the result changes sign.
/// A win rate is (1 + mean result) / 2: a draw counts as half a win.
///
/// **Candidates.** Both players consider the moves seed 002's random player would: every
/// point where the move is legal and that is not the mover's own eye (board.hpp's
/// `is_own_eye`), in raster order; a pass only when there is no such point. At the root the
/// legality is the game's (`Game::is_legal`, positional superko included when the rules say
/// so); inside the UCT tree and in the playouts it is the fast board's simple ko rule, seed
/// 002's `put_stone` rule: positions deeper than the root are not compared with the game's
/// history. A superko repetition inside the tree is therefore possible, but only ever as a
/// line the search looks at, never as a move played.
#pragma once

#include "engine/base/rng.hpp"
#include "engine/go/board.hpp"
#include "engine/go/game.hpp"
#include "engine/search/search.hpp"

#include <vector>

namespace stonelab {

class FastBoard;

/// The root's candidates, as above: the points where `color`'s move is legal under `game`'s
/// rules and fills no own eye, in raster order (empty when only a pass is left).
std::vector<Point> candidate_moves(const Game& game, Color color);

/// The candidates below the root: the same on a fast board, by its simple ko rule, written
/// into `moves` (cleared first; a buffer kept by the caller spares an allocation per node).
void candidate_moves(const FastBoard& board, Color color, std::vector<Point>& moves);

/// go06: for every acceptable candidate (legal under the game's rules, not an own eye),
/// `playouts_per_candidate` playouts on the fast board; the best average, pass if none.
///
/// The candidates are tried in raster order, all drawing in turn from `rng`; each playout
/// starts with the candidate played and the opponent to move, and its result is negated
/// (NegaMax) to be `color`'s. The first candidate with the largest win rate is chosen.
/// Throws std::invalid_argument unless `playouts_per_candidate` > 0 and `color` is Black or
/// White.
Point primitive_monte_carlo_move(const Game& game, Color color, Rng& rng,
                                 int playouts_per_candidate);

/// How UCT searches.
struct UctOptions {
    int playouts = 1000; ///< playouts per move (ignored when seconds > 0)
    double seconds = 0;  ///< if > 0: think this long instead (at least one playout)
    /// The C of UCB1 = win rate + C·sqrt(ln N / n). UCB1's textbook value for rewards in
    /// [0, 1] is sqrt(2); 1.0 explores a little less, which on small boards finds the tactical
    /// moves of tests/engine/test_monte_carlo.cpp with fewer playouts.
    double exploration = 1.0;
    /// A leaf gets children when a playout reaches it after this many visits (the root is
    /// expanded at once). Waiting a few visits keeps the tree from growing a node for every
    /// playout, most of which are never visited again.
    int expand_after = 2;
};

/// One move of the root, as the search saw it.
struct UctChild {
    Point move;
    int visits;
    double win_rate; ///< for the player who plays `move`
};

/// What UCT found.
struct UctResult {
    Point move = kPass;             ///< the most visited child (pass if nothing to play)
    int playouts = 0;               ///< playouts made
    double win_rate = 0;            ///< of `move`, for `color`
    std::vector<UctChild> children; ///< the root's children, most visited first
    /// From `move` on, the most visited child of each node, for as long as the tree goes.
    std::vector<Point> principal_variation;
};

/// UCT (Kocsis and Szepesvári, 2006) for `color` in `game`'s position, drawing from `rng`.
/// Each playout:
///  1. **selection**: from the root, while the node has children, go to the child with the
///     largest UCB1 value (an unvisited child first; ties to the earlier child);
///  2. **expansion**: a leaf reached with `expand_after` or more visits, whose game has not
///     ended in two passes, gets its candidates as children and the first is taken;
///  3. **playout** from the leaf's position (a finished game is scored as it stands);
///  4. **backup**: every node on the path counts the result for the player who moved into it,
///     the sign flipping at each step up.
/// A game ends inside the tree on two passes in a row; if the game's own last move was a
/// pass, a pass at the root already ends it (lesson 8's `uct_search`, which takes a `Board`
/// and knows no earlier moves, counts no pass before the root; otherwise the two agree).
/// The move played is the most visited child (ties to the earlier one). Throws
/// std::invalid_argument for a colour that is not Black or White, or options out of range
/// (playouts < 1 without seconds, negative exploration or expand_after).
UctResult uct_search(const Game& game, Color color, Rng& rng, const UctOptions& options);

/// The same search as `uct_search` (the same playouts for the same `rng`), returned as a
/// recorded search (search.hpp) for diagrams. Its tree holds the nodes that were visited, in
/// preorder, each with its `visits` and `win_rate` (for the player who moved into it), the
/// moves named as GTP vertices, the most visited line as the principal variation, and
/// `SearchTree::monte_carlo` set. `nodes` counts the recorded nodes, `leaves` the playouts;
/// `value` is 0. search_dot.hpp draws it (`stonelab tree --algo uct`). Throws as
/// `uct_search` does.
search::SearchResult uct_search_tree(const Game& game, Color color, Rng& rng,
                                     const UctOptions& options);

} // namespace stonelab
