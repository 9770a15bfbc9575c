/// \file
/// The evaluation-driven player of lesson 5 (seed 000's `ThinkMove`): try every legal move,
/// guess the territory after it with seed 000's influence rule (engine/go/influence.hpp), and
/// play the move that improves the guess the most; pass when no move improves it.
///
/// This is the engine's version of what lesson 5 task 3 teaches, so that `stonelab match`
/// can field it; tests/engine/test_eval_player.cpp checks its choices against the lesson's
/// reference outputs (tests/05-territory-eval/data/maps), so the player and the lesson agree.
#pragma once

#include "engine/go/board.hpp"
#include "engine/go/game.hpp"
#include "engine/go/influence.hpp"

#include <map>

namespace stonelab {

/// Seed 000's `EvalBoard`: the empty points the guess gives Black minus those it gives White
/// (stones are not territory). Positive when Black is ahead.
int territory_balance(const Board& board, InfluenceRule rule);

/// What the evaluation-driven player decided, and why.
struct EvalChoice {
    Point move = kPass; ///< the chosen move, or `kPass`
    int delta = 0;      ///< the chosen move's gain (0 for a pass)
    /// For every legal move of `color`: the balance after the move minus the balance before,
    /// from `color`'s side (a lower balance is better for White).
    std::map<Point, int> deltas;
};

/// The evaluation-driven choice for `color` in `game`: every move legal under the game's ko
/// rule is played on a copy of the board (with its captures) and the balance measured under
/// `rule`; the move with the largest delta wins, the first in raster order among equals, and
/// only a delta above 0 beats the pass.
EvalChoice eval_choice(const Game& game, Color color, InfluenceRule rule = InfluenceRule::Majority);

/// Just the move of `eval_choice`.
inline Point eval_move(const Game& game, Color color, InfluenceRule rule = InfluenceRule::Majority)
{
    return eval_choice(game, color, rule).move;
}

} // namespace stonelab
