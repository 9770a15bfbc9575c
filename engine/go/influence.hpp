/// \file
/// Seed 000's territory guess (part 3, experiments 1 and 2): every stone claims the points
/// near it. This is the engine's version of what lesson 5 teaches (task 1 of
/// lessons/05-territory-eval), kept here so that tools such as `stonelab board --influence`
/// can draw the maps; tests/engine/test_influence.cpp checks it against lesson 5's reference
/// maps, so the figures and the lesson always agree.
///
/// **Reach.** A stone reaches every point within Manhattan distance 3 (|dx| + |dy| <= 3, the
/// seed's "two-space jump or knight's move"), measured straight over the board: stones in
/// between do not block it.
///
/// **Experiment 1 (cancel).** An empty point reached by one colour only is that colour's;
/// reached by both, it is nobody's.
///
/// **Experiment 2 (majority).** The colour with more stones within reach takes the point; a
/// tie (0 to 0 included) leaves it to nobody.
///
/// A stone's own point is its colour under both rules.
#pragma once

#include "engine/base/color.hpp"
#include "engine/go/board.hpp"

#include <vector>

namespace stonelab {

/// How far a stone's influence reaches (Manhattan distance), seed 000 part 3.
inline constexpr int kInfluenceReach = 3;

/// What decides an empty point that both colours reach.
enum class InfluenceRule {
    Cancel,   ///< experiment 1: reached by both, the point is nobody's
    Majority, ///< experiment 2: more stones within reach wins; a tie is nobody's
};

/// How many stones of each colour reach each cell, indexed by `Point` (size
/// `geometry().cells()`; wall cells stay 0).
struct InfluenceCounts {
    std::vector<int> black;
    std::vector<int> white;
};

/// Counts, for every point, the black and the white stones within `kInfluenceReach`.
InfluenceCounts influence_counts(const Board& board);

/// The owner of every cell under `rule`, indexed by `Point`: a stone's colour on a stone,
/// `Black`, `White` or `Empty` (nobody) on an empty point, `Empty` on wall cells.
std::vector<Color> influence_owners(const Board& board, InfluenceRule rule);

/// A signed strength per cell, for drawing a map: positive for Black's points, negative for
/// White's, 0 for nobody's and for stones. Its size is the number of stones behind the
/// owner: under Cancel the owner's reach count; under Majority the owner's lead (black count
/// minus white count).
std::vector<int> influence_strengths(const Board& board, InfluenceRule rule);

} // namespace stonelab
