/// \file
/// `CapstoneOptions`, every knob of the capstone player: what the tree (tree.hpp), its
/// playout policy (policy.hpp) and the player's decisions (player.hpp) read, each part a
/// switch so that its worth can be measured by turning it off (`stonelab match
/// capstone:N:norave ...`, engine/go/player.hpp).
#pragma once

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

inline CapstoneOptions CapstoneOptions::without(bool rave, bool patterns, bool tactics, bool priors)
{
    CapstoneOptions options;
    options.rave = rave;
    if (!rave) options.exploration = 1.0;
    if (!patterns) options.pattern_probability = 0;
    if (!tactics) options.tactics_probability = options.self_atari_probability = 0;
    if (!priors) options.prior_visits = 0;
    return options;
}

} // namespace stonelab
