/// \file
/// Lesson 5: territory. Guessing who owns each empty point from the stones nearby (seed 000's
/// two experiments), playing the move that improves that guess the most, and counting a
/// finished game (seed 002's `count_score` and Tromp-Taylor area scoring).
///
/// The student writes every function declared here without a body, in
/// exercises/05-territory-eval/territory.cpp (tasks 1 to 3) and scoring.cpp (tasks 4 and 5).
/// Positions are engine `Board`s: read them with `at`, `points`, `neighbour` and `geometry`.
#pragma once

#include "engine/base/color.hpp"
#include "engine/base/geometry.hpp"
#include "engine/go/board.hpp"

#include <map>
#include <vector>

namespace stonelab::lesson05 {

/// How far a stone's influence reaches: Manhattan distance (|dx| + |dy|) at most 3, i.e. a
/// two-space jump or a knight's move (seed 000, part 3).
constexpr int kReach = 3;

/// What happens on a point that both colours reach.
enum class InfluenceRule {
    Cancel,   ///< experiment 1: reached by both colours, it belongs to nobody
    Majority, ///< experiment 2: the colour with more stones within reach takes it; a tie is
              ///< nobody's
};

/// The owner of every cell, indexed by `Point` (size `geometry().cells()`): `Black` or
/// `White` for a stone or for territory, `Empty` for a point nobody owns. Wall cells are
/// `Empty` and mean nothing.
using TerritoryMap = std::vector<Color>;

/// Task 1. Who owns each point under seed 000's influence rule: a stone owns its own point;
/// an empty point belongs to the colour whose stones within distance `kReach` win under
/// `rule`, or to nobody.
TerritoryMap influence_map(const Board& board, InfluenceRule rule);

/// Task 2. Seed 000's `EvalBoard`: Black's territory minus White's territory, counting empty
/// points only (stones are not territory).
int evaluate(const Board& board, InfluenceRule rule);

/// What `think_move` decided, and why.
struct MoveChoice {
    Point move = kPass; ///< the chosen move, or `kPass`
    int delta = 0;      ///< how much the chosen move improves `color`'s evaluation (0 for a pass)
    /// For every legal move of `color`: evaluation after the move minus evaluation before,
    /// from `color`'s side (for White, a lower `evaluate` is better).
    std::map<Point, int> deltas;
};

/// Task 3. Seed 000's `ThinkMove`: try every legal move of `color`, and choose the one whose
/// delta is largest; among equal deltas the first in raster order (top row first, left to
/// right). If no move has a positive delta, pass.
MoveChoice think_move(const Board& board, Color color, InfluenceRule rule);

/// An area count: stones and territory of each player, and the result.
struct Score {
    int black_stones = 0;
    int white_stones = 0;
    int black_territory = 0;
    int white_territory = 0;
    double margin = 0; ///< Black's area minus White's area minus komi (White receives komi)
};

/// Task 4. Seed 002's `count_score`: stones, plus each empty point that has at least one
/// neighbour of one colour and none of the other (the wall and empty neighbours count for
/// neither).
Score count_score(const Board& board, double komi);

/// Task 5. Tromp-Taylor area scoring: stones, plus each empty region (empty points connected
/// through empty neighbours) that touches stones of one colour only.
Score area_score(const Board& board, double komi);

} // namespace stonelab::lesson05
