/// \file
/// The capstone's search tree: lesson 8's UCT (monte_carlo.hpp) with RAVE, the policy's
/// priors (policy.hpp) and tree reuse; and what a search reports.
///
/// **RAVE** (Gelly and Silver, "Combining online and offline knowledge in UCT", 2007). Besides
/// its own win rate Q, each child keeps an AMAF ("all moves as first") win rate: over every
/// playout through its parent, how often the child's player won when they played the child's
/// point at any later moment of the playout before anyone else did. AMAF counts come many
/// times faster than the child's own visits but are biased, so the two are blended,
///
///     value = (1 − β)·Q + β·AMAF,   β = sqrt(k / (3n + k)),
///
/// with n the child's visits and k the **equivalence parameter**: the number of visits at
/// which both estimates weigh the same (β = 1/2 at n = k). Early on, AMAF decides; after many
/// visits, Q does. A term C·sqrt(ln N / n) for exploration is added as in UCB1.
///
/// **Tree reuse.** The tree is kept between moves. The next search starts from the subtree of
/// the moves actually played since, if the tree has them; anything else (an undo, another
/// game) starts a new tree.
///
/// **Legality.** As in monte_carlo.hpp: the root's moves are legal under the game's rules
/// (superko included when asked) and fill no own eye; below the root the fast board's simple
/// ko rule applies.
#pragma once

#include "engine/base/rng.hpp"
#include "engine/go/capstone/options.hpp"
#include "engine/go/capstone/ownership.hpp"
#include "engine/go/capstone/policy.hpp"
#include "engine/go/fast_board.hpp"
#include "engine/go/game.hpp"

#include <cstdint>
#include <optional>
#include <vector>

namespace stonelab {

/// One root move as a search saw it.
struct CapstoneChild {
    Point move = kPass;
    int visits = 0;
    double win_rate = 0; ///< for the player who plays `move`
    /// `move` and then the most visited child of each node while that child has 5 visits or
    /// more: a child with fewer is mostly the first one tried at its node, picked by the order
    /// of the moves before any result (the first empty point, A19 on a full board) and then
    /// again while it won, and says little of what the search thinks (tree.cpp says more).
    std::vector<Point> principal_variation;
    /// The visits of each move of `principal_variation` (the first is `visits`).
    std::vector<int> principal_variation_visits;
};

/// What one search found.
struct CapstoneSearch {
    Color color = Color::Black;          ///< who was to move
    int playouts = 0;                    ///< playouts made by this search
    int root_visits = 0;                 ///< visits of the root, the reused ones included
    std::vector<CapstoneChild> children; ///< the visited root children, most visited first
    /// Per index of the board's padded array: the mean owner over this search's playouts,
    /// +1 Black, −1 White (0 off the board, and everywhere if there were no playouts).
    std::vector<double> ownership;
};

/// The tree of the capstone player's searches (CapstonePlayer, player.hpp, keeps one between
/// its moves). Every node has the pass among its children (in a seki, every other move loses).
class CapstoneTree {
public:
    explicit CapstoneTree(const CapstoneOptions& options);

    /// Makes the root `game`'s position with `color` to move: the subtree of the moves played
    /// since the last root if the tree has them (and reuse is on), else a new root.
    void set_root(const Game& game, Color color);

    /// One playout: selection, expansion, playout, backup (with AMAF).
    void run_once(Rng& rng);

    /// What the playouts since `set_root` found, for `color`, the root's player.
    CapstoneSearch report(Color color) const;

    /// The ownership map of `playouts` playouts of the policy alone from the root, `color` to
    /// move: no tree. The tree's map also averages the lines where a side that loses anyway
    /// throws away a seki (every move loses, so the tree tries them all); the policy never
    /// fills a liberty shared in a seki, so this map shows a seki as one.
    std::vector<double> playout_ownership(int playouts, Color color, Rng& rng);

private:
    // A node: the move into it, its statistics, and its children, `child_count` consecutive
    // nodes from `first_child`. Wins are for `player`, a draw being half a win.
    struct Node {
        Point move = kNoPoint;
        Color player = Color::Empty; // who played `move`
        int passes = 0;              // passes in a row ending with `move`: 2 ends the game
        int visits = 0;
        int amaf_visits = 0;
        double wins = 0;
        double amaf_wins = 0;
        int first_child = 0;
        int child_count = 0;
    };

    const Node* follow(const Game& game, Color color) const;
    void compact(int top, const std::vector<Point>& candidates, std::vector<Node>& kept) const;
    void add_children(int parent, const std::vector<Point>& moves, const FastBoard& board,
                      Point last);
    void expand(int parent, const FastBoard& board);
    int select_child(int parent) const;
    double value_of(const Node& child, double log_parent, double first_exploration) const;
    void descend(FastBoard& board, int node);
    void run_playout(FastBoard& board, Color color, Rng& rng);
    double score(const FastBoard& board);
    void backup(double black_result);
    int most_visited(int parent) const;

    CapstoneOptions options_;
    PlayoutPolicy policy_;
    std::vector<Node> nodes_;
    // The root: the game it came from (for reuse), its position and rules.
    std::uint64_t start_ = 0;
    std::vector<Move> history_;
    double komi_ = 0;
    std::optional<FastBoard> root_board_;
    int cap_ = 0;
    Point last_move_ = kPass;
    // Per search.
    OwnershipCount ownership_;
    int playouts_ = 0;
    // Per playout (scratch).
    std::vector<int> path_;
    std::vector<Move> sequence_; // the playout's moves, the tree's first
    std::vector<Color> first_mover_;
    std::vector<Point> moves_;
};

} // namespace stonelab
