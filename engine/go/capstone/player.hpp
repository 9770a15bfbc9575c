/// \file
/// The capstone Go player: lesson 8's UCT (monte_carlo.hpp) with what made Monte Carlo Go
/// programs strong around 2007, each piece a switch in `CapstoneOptions` (options.hpp) so that
/// its worth can be measured by turning it off (`stonelab match capstone:N:norave ...`,
/// engine/go/player.hpp). Its parts, as lesson 12 splits the same material: the search tree with
/// RAVE and tree reuse (tree.hpp), the playout policy and the priors it gives the tree
/// (policy.hpp) with MoGo's 3x3 patterns (patterns.hpp), the ownership map and the dead
/// stones and sekis read from it (ownership.hpp), and here the player: its decisions and its
/// clock.
///
/// **Decisions.** Every node of the tree has the pass among its children (in a seki, every
/// other move loses). The move played is the most visited root child. The player *resigns* when
/// that child's win rate is below `resign_below` after at least `resign_after` visits of the
/// root; it *passes* when it has nothing else to play, when the opponent has just passed, no
/// stone of the opponent that the playouts call dead is left on the board and the board
/// counted as it stands wins (with or without its own stones that the playouts call dead), or
/// when every point is settled (owned by one side in nearly all playouts), no dead stone is
/// left and the count wins. Dead stones are captured before passing, rather than left to a
/// referee who might judge them otherwise.
///
/// For the same options, seed, position history and playout count the player makes the same
/// search and move (stonelab::Rng only). Searches by time are not repeatable.
#pragma once

#include "engine/base/rng.hpp"
#include "engine/go/capstone/options.hpp"
// The player's users read the stones' status from its maps (`dead_stones_from_ownership`,
// `seki_stones`), so they come with it.
#include "engine/go/capstone/ownership.hpp"
#include "engine/go/capstone/tree.hpp"
#include "engine/go/game.hpp"

#include <memory>
#include <string>
#include <vector>

namespace stonelab {

/// GTP's `time_settings` and `time_left`, and what they leave for one move.
struct GameClock {
    double main_time = 0;        ///< seconds of main time
    double byoyomi_time = 0;     ///< seconds of each byoyomi period (Canadian: for its stones)
    int byoyomi_stones = 0;      ///< stones to play in a period
    double time_left = 0;        ///< from time_left: seconds left (of main time, or of the period)
    int stones_left = 0;         ///< from time_left: 0 in main time, else stones left in the period
    bool settings_given = false; ///< time_settings was given
    bool left_given = false;     ///< time_left was given since

    /// GTP: byoyomi time with no stones means no limit.
    bool unlimited() const
    {
        return !settings_given || (byoyomi_time > 0 && byoyomi_stones == 0) ||
               (main_time == 0 && byoyomi_time == 0);
    }
};

/// Seconds to think about the next move under `clock`, with `empty_points` empty points on
/// the board (0 when the clock is `unlimited()`):
///  - in byoyomi (stones_left > 0): the period's time left shared by its stones, 80% of it;
///  - in main time: what is left shared by max(10, empty_points / 2) more moves, or, if
///    more, 80% of the byoyomi time per stone (which comes anyway when main time is out);
/// less a margin of 0.05 s for the answer's way back, and at least 0.01 s.
double seconds_for_move(const GameClock& clock, int empty_points);

/// What the player decided.
struct CapstoneMove {
    Point move = kPass;  ///< a point or kPass; meaningless if `resign`
    bool resign = false; ///< the player resigns
    std::string reason;  ///< in words: "most visited", "the opponent passed and the count wins"
    CapstoneSearch search;
};

/// How long one search runs: `playouts` playouts, or `seconds` of thinking if > 0.
struct SearchBudget {
    int playouts = 1000;
    double seconds = 0;
};

/// The capstone player. It keeps its tree between calls (tree reuse), so use one object per
/// game, or let it find out: any position that does not follow from its last one starts a
/// new tree.
class CapstonePlayer {
public:
    /// Throws std::invalid_argument for options out of range (playouts < 1 without seconds,
    /// negative or non-finite knobs, probabilities outside [0, 1], max_nodes < 1).
    explicit CapstonePlayer(CapstoneOptions options = {});
    ~CapstonePlayer();
    CapstonePlayer(CapstonePlayer&&) noexcept;
    CapstonePlayer& operator=(CapstonePlayer&&) noexcept;

    const CapstoneOptions& options() const { return options_; }

    /// Searches `game`'s position for `color` with `budget` (the options' if none is given)
    /// and decides: a move, a pass, or a resignation. With `cleanup` (GTP's
    /// kgs-genmove_cleanup), it never resigns (it captures the opponent's dead stones before
    /// passing in any case).
    /// Throws std::invalid_argument for a colour that is not Black or White.
    CapstoneMove choose_move(const Game& game, Color color, Rng& rng, bool cleanup = false);
    CapstoneMove choose_move(const Game& game, Color color, Rng& rng, const SearchBudget& budget,
                             bool cleanup = false);

    /// The ownership map (from −1, White's, to 1, Black's, per cell) of `playouts` playouts of
    /// the policy alone from `game`'s position, `color` to move, with no tree: what the status
    /// of stones at the end of a game is read from (`dead_stones_from_ownership`,
    /// `seki_stones`). The search's own map is no good for that in a seki: there the side
    /// that loses anyway tries every move, filling a shared liberty too. Keeps no tree.
    std::vector<double> playout_ownership(const Game& game, Color color, Rng& rng, int playouts);

    /// The search alone (for analysis): nothing is decided. The tree is kept for the next
    /// call, so that a move chosen after an analysis of the same position reuses it.
    CapstoneSearch analyze(const Game& game, Color color, Rng& rng, const SearchBudget& budget);

    /// Goes on with the search of the last `analyze` or `choose_move` for `budget` more, and
    /// reports it all (the playouts since that search began): how a GTP analysis streams its
    /// updates, in small batches between which it looks for the next command. Throws
    /// std::logic_error if there is no such search (none yet, or `playout_ownership` or
    /// `clear_tree` since).
    CapstoneSearch search_more(Rng& rng, const SearchBudget& budget);

    /// What `choose_move` decides from a search of `game`'s position (for `found.color`):
    /// `choose_move` is `analyze` and then this.
    CapstoneMove decide(const Game& game, CapstoneSearch found, bool cleanup = false) const;

    /// Forgets the tree.
    void clear_tree();

private:
    CapstoneOptions options_;
    std::unique_ptr<CapstoneTree> tree_;  // none before the first search
    Color searched_color_ = Color::Empty; // who the tree's root search is for; Empty: none
};

} // namespace stonelab
