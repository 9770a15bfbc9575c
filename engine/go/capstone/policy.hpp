/// \file
/// The capstone's playout policy, and the same knowledge as priors in the tree.
///
/// **Playouts with knowledge.** A playout move is chosen, in this order, from
///  1. **tactics** around the opponent's last move: capture an opponent string in atari next
///     to it, or save one of ours that it put in atari by extending when that gives two
///     liberties;
///  2. **3x3 patterns** around the last move: the empty neighbours where MoGo's hane, cut and
///     edge patterns match (Gelly, Wang, Munos and Teytaud, "Modification of UCT with patterns
///     in Monte-Carlo Go", 2006; patterns.hpp), unless the move would be a self-atari;
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
#pragma once

#include "engine/base/rng.hpp"
#include "engine/go/board.hpp"
#include "engine/go/capstone/options.hpp"

#include <cstdint>
#include <vector>

namespace stonelab {

class FastBoard;

/// The playouts' moves (the three steps above), on the fast board, with the probabilities
/// of a `CapstoneOptions`.
class PlayoutPolicy {
public:
    explicit PlayoutPolicy(const CapstoneOptions& options);

    /// Plays from `board`'s position, `color` to move, `last` the move that made it (kPass or
    /// kNoPoint if none) and `passes` the passes in a row that end there, to the end: two
    /// passes in a row or `cap` moves. Appends each move to `moves`.
    void play_out(FastBoard& board, Color color, Point last, int passes, int cap, Rng& rng,
                  std::vector<Move>& moves);

    /// The policy's move for `color` on `board`, `last` the move that made the position.
    Point move(FastBoard& board, Color color, Point last, Rng& rng);

private:
    std::uint64_t tactics_, patterns_, self_atari_; // the probabilities as Rng thresholds
    std::vector<Point> candidates_;                 // scratch
};

/// What the tree's priors (CapstoneOptions::prior_visits) think of each of `moves` for
/// `color` on `board`, `last` the move that made the position (kPass or kNoPoint if none):
/// +1 for a move the playout policy likes (one that captures, anywhere; next to `last`, an
/// escape from atari or a point where a 3x3 pattern matches), −1 for a self-atari of two
/// stones or more that captures nothing, 0 for the rest (the pass among them).
std::vector<int> prior_opinions(const FastBoard& board, Color color, Point last,
                                const std::vector<Point>& moves);

} // namespace stonelab
