/// \file
/// The capstone Go player: lesson 8's UCT (monte_carlo.hpp) with what made Monte Carlo Go
/// programs strong around 2007, each piece a switch in `CapstoneOptions` so that its worth can
/// be measured by turning it off (`stonelab match capstone:N:norave ...`, cli/match.hpp).
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
/// **Playouts with knowledge.** A playout move is chosen, in this order, from
///  1. **tactics** around the opponent's last move: capture an opponent string in atari next
///     to it, or save one of ours that it put in atari by extending when that gives two
///     liberties;
///  2. **3x3 patterns** around the last move: the empty neighbours where MoGo's hane, cut and
///     edge patterns match (Gelly, Wang, Munos and Teytaud, "Modification of UCT with patterns
///     in Monte-Carlo Go", 2006), unless the move would be a self-atari;
///  3. the uniform random move of lesson 7 (`FastBoard::random_move`), drawn again (twice at
///     most) if it is a self-atari of a string of two stones or more; and never a self-atari
///     that captures nothing of a string of three stones or more while another move is left
///     (a pass if none is): such a move fills a liberty shared in a seki.
/// Each step is tried with its own probability (1 and 2 draw one candidate uniformly).
///
/// **Priors** (Gelly and Silver's "prior knowledge", 2007): the same knowledge, in the tree.
/// A new child starts with `prior_visits` virtual AMAF results (`prior_opinions`): all wins
/// if the policy likes its move (a capture anywhere, an escape or a pattern next to the last
/// move), all losses for a self-atari of two stones or more, none otherwise. So the search
/// tries the liked moves before the rest and the self-ataris last, until real results
/// outweigh the head start. The child's own visits and win rate stay real: the move played,
/// the analysis and the resignation never count a virtual result.
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
/// **Ownership.** Every playout's final position says who owns each point (its stone, or the
/// colour of the only stones next to an empty point). Summed over a search, +1 for Black and
/// −1 for White, then divided by the playouts, this is the ownership map: a stone whose point
/// the other colour owns is dead (`dead_stones_from_ownership`). At the end of a game the
/// stones' status is read from the policy's playouts alone (`playout_ownership`): the tree's
/// map also counts the lines where a side that loses anyway throws a seki away.
///
/// **Tree reuse.** The tree is kept between moves. The next search starts from the subtree of
/// the moves actually played since, if the tree has them; anything else (an undo, another
/// game) starts a new tree.
///
/// **Legality.** As in monte_carlo.hpp: the root's moves are legal under the game's rules
/// (superko included when asked) and fill no own eye; below the root the fast board's simple
/// ko rule applies.
///
/// For the same options, seed, position history and playout count the player makes the same
/// search and move (stonelab::Rng only). Searches by time are not repeatable.
#pragma once

#include "engine/base/rng.hpp"
#include "engine/go/game.hpp"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace stonelab {

/// Every knob of the capstone player. The defaults are the full player.
struct CapstoneOptions {
    int playouts = 1000; ///< playouts per move when thinking by count (seconds == 0)
    double seconds = 0;  ///< if > 0: think this long per move instead (at least one playout)

    /// C of the exploration term C·sqrt(ln N / n). With RAVE, AMAF already spreads the
    /// playouts, so little is needed; plain UCT (rave off) wants about 1, lesson 8's value.
    double exploration = 0.2;
    /// A leaf gets children when a playout reaches it after this many visits.
    int expand_after = 2;
    /// The tree stops growing at this many nodes (about 50 bytes each); playouts go on.
    int max_nodes = 1'000'000;

    bool rave = true; ///< blend AMAF statistics into the value (off: plain UCB1)
    /// k of β = sqrt(k / (3n + k)); Gelly and Silver found values from 1000 to 10000 alike.
    double rave_equivalence = 1000;
    /// The value of a child with no visits and no AMAF count yet (with RAVE; without it, an
    /// unvisited child is always tried first, as in UCB1).
    double first_play_urgency = 1.0;

    /// Probability of looking for a capture or an escape from atari next to the last move.
    double tactics_probability = 0.9;
    /// Probability of looking for a 3x3 pattern move next to the last move.
    double pattern_probability = 0.9;
    /// Probability of refusing a random move that puts its own string of two stones or more
    /// in atari (one more draw is made, twice at most): such moves throw away groups that the
    /// opponent then captures, which makes the playouts' life and death wrong. Part of the
    /// tactics (switched off with them).
    double self_atari_probability = 0.9;

    /// The priors (`prior_opinions`): a new child starts with this many virtual AMAF results,
    /// wins for a liked move, losses for a disliked one. 0: none; without RAVE they change
    /// nothing (the selection reads AMAF only with RAVE). Chosen in self-play, 9x9, komi 7,
    /// against the same player without priors: at 1,000 playouts a move (200 games each) 20
    /// won 63%, 50 won 72%, 100 won 80%, 300 won 70%; at 5,000, 100 won 66.5% (100 games).
    int prior_visits = 100;

    bool reuse_tree = true; ///< keep the subtree of the moves played between searches

    /// Resign when the best win rate is below this (0: never resign)...
    double resign_below = 0.1;
    /// ...and the root has at least this many visits.
    int resign_after = 500;
    /// Pass when the opponent has passed and the count wins, or everything is settled.
    bool pass_when_won = true;
    /// A point is settled when |ownership| is at least this.
    double settled_ownership = 0.8;
    /// A stone is dead when its colour's ownership of its point is at most −this.
    double dead_ownership = 0.5;

    /// The full player with everything but RAVE, patterns, tactics or priors switched off:
    /// the steps of the strength table. `exploration` becomes 1 without RAVE (plain UCB1).
    static CapstoneOptions without(bool rave, bool patterns, bool tactics, bool priors);
};

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

/// One root move as a search saw it.
struct CapstoneChild {
    Point move = kPass;
    int visits = 0;
    double win_rate = 0; ///< for the player who plays `move`
    /// `move` and then the most visited child of each node while that child has 5 visits or
    /// more: a child with fewer is mostly the first one tried at its node, picked by the order
    /// of the moves before any result (the first empty point, A19 on a full board) and then
    /// again while it won, and says little of what the search thinks (capstone.cpp says more).
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
    class Tree;
    CapstoneOptions options_;
    std::unique_ptr<Tree> tree_;
    Color searched_color_ = Color::Empty; // who the tree's root search is for; Empty: none
};

class FastBoard;

/// True if one of the playouts' 3x3 patterns (MoGo's, listed in capstone.cpp) matches the
/// 8 neighbours of the empty point p, in any rotation or reflection, either colour as X.
bool matches_pattern(const FastBoard& board, Point p);

/// What the tree's priors (CapstoneOptions::prior_visits) think of each of `moves` for
/// `color` on `board`, `last` the move that made the position (kPass or kNoPoint if none):
/// +1 for a move the playout policy likes (one that captures, anywhere; next to `last`, an
/// escape from atari or a point where a 3x3 pattern matches), −1 for a self-atari of two
/// stones or more that captures nothing, 0 for the rest (the pass among them).
std::vector<int> prior_opinions(const FastBoard& board, Color color, Point last,
                                const std::vector<Point>& moves);

/// The stones of `board` that `ownership` (a search's) calls dead: those whose point the
/// other colour owns by at least `threshold` (ownership of the stone's colour ≤ −threshold),
/// in raster order.
std::vector<Point> dead_stones_from_ownership(const Board& board,
                                              const std::vector<double>& ownership,
                                              double threshold);

/// Seki stones by the same map: stones that are not dead whose string has a liberty that
/// the playouts leave to no one (|ownership| < `threshold`) and that also touches a stone of
/// the other colour that is not dead: a liberty shared in a seki. In raster order.
std::vector<Point> seki_stones(const Board& board, const std::vector<double>& ownership,
                               double threshold);

/// `tromp_taylor_score` after taking `dead` off the board.
double margin_without(const Board& board, const std::vector<Point>& dead, double komi);

} // namespace stonelab
