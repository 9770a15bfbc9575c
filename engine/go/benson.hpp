/// \file
/// Benson's algorithm (D. B. Benson, "Life in the game of Go", Information Sciences 10, 1976):
/// the strings of one colour that can never be captured, even if their owner passes at every
/// turn and the opponent plays as often as the rules allow.
///
/// **The algorithm.** Take the strings (Benson's *blocks*) of `color`, and the *regions*: the
/// connected parts of the rest of the board (empty points and opponent stones together). A
/// region is *vital* to a block when it has at least one empty point and every one of its
/// empty points is a liberty of that block. Then repeat until nothing changes:
///  1. drop every block with fewer than two vital regions among the regions still kept;
///  2. drop every region that touches a dropped block.
/// The blocks left are *unconditionally alive*: each keeps two regions the opponent can never
/// fill, since his last stone in either would be suicide while the other is open.
///
/// The algorithm is written once, for any representation of point sets (`benson_core`), so
/// that the tiny-board solver runs it on 32-bit masks and everything else on an engine `Board`
/// (`unconditional_life`). Lesson 13's task 2 writes the same algorithm.
#pragma once

#include "engine/base/color.hpp"
#include "engine/base/geometry.hpp"

#include <array>
#include <cstddef>
#include <utility>
#include <vector>

namespace stonelab {

class Board;

/// What Benson's algorithm finds for one colour, as sets of points.
template <class Set> struct BensonSets {
    Set alive{};   ///< the stones of the unconditionally alive blocks
    Set regions{}; ///< the points of the regions kept to the end (they touch alive blocks only)
    Set eyes{};    ///< the kept regions that are a single empty point: the opponent can never
                   ///< play there (empty when no block is alive)
};

/// One round of Benson's algorithm, as a demo shows it: rule 1 then rule 2.
template <class Set> struct BensonRoundSets {
    /// Each block kept at the round's start, with the number of its vital regions among the
    /// regions kept (fewer than two: dropped in this round).
    std::vector<std::pair<Set, int>> blocks;
    Set vital{};   ///< the empty points of the regions counted as vital to some block
    Set dropped{}; ///< the points of the regions dropped at the round's end (rule 2)
};

/// Benson's algorithm on point sets. `Sets` gives the set type and its operations:
/// - `Set`, a value type with `&`, `|`, `~` and `==`;
/// - `full()`, every point of the board; `neighbours(s)`, the points next to `s`, on the
///   board; `flood(seed, within)`, the points of `within` connected to `seed` inside it;
///   `lowest(s)`, one point of a non-empty `s` as a set; `is_empty(s)`; `is_single(s)`.
/// `mine` and `theirs` are the stones of the colour studied and of the opponent; `MaxParts` is
/// the most blocks, or regions, the board can have. With `rounds`, each round is written there
/// too, the last one the round that drops nothing.
template <std::size_t MaxParts, class Sets>
BensonSets<typename Sets::Set>
benson_core(const Sets& sets, typename Sets::Set mine, typename Sets::Set theirs,
            std::vector<BensonRoundSets<typename Sets::Set>>* rounds = nullptr)
{
    using Set = typename Sets::Set;
    std::array<Set, MaxParts> blocks{}, regions{};
    std::array<bool, MaxParts> live_block{}, live_region{};
    std::size_t block_count = 0, region_count = 0;
    for (Set left = mine; !sets.is_empty(left); ++block_count) {
        blocks[block_count] = sets.flood(sets.lowest(left), mine);
        live_block[block_count] = true;
        left = left & ~blocks[block_count];
    }
    const Set rest = sets.full() & ~mine;
    for (Set left = rest; !sets.is_empty(left); ++region_count) {
        regions[region_count] = sets.flood(sets.lowest(left), rest);
        live_region[region_count] = true;
        left = left & ~regions[region_count];
    }
    const Set empty = sets.full() & ~(mine | theirs);
    for (bool changed = true; changed;) {
        changed = false;
        BensonRoundSets<Set>* round = rounds ? &rounds->emplace_back() : nullptr;
        Set dropped{};
        for (std::size_t b = 0; b < block_count; ++b) {
            if (!live_block[b]) {
                dropped = dropped | blocks[b];
                continue;
            }
            const Set liberties = sets.neighbours(blocks[b]) & empty;
            int vital = 0;
            for (std::size_t r = 0; r < region_count; ++r)
                if (live_region[r] && !sets.is_empty(regions[r] & empty) &&
                    sets.is_empty(regions[r] & empty & ~liberties)) {
                    ++vital;
                    if (round) round->vital = round->vital | (regions[r] & empty);
                }
            if (round) round->blocks.emplace_back(blocks[b], vital);
            if (vital < 2) {
                live_block[b] = false;
                dropped = dropped | blocks[b];
                changed = true;
            }
        }
        for (std::size_t r = 0; r < region_count; ++r)
            if (live_region[r] && !sets.is_empty(sets.neighbours(regions[r]) & dropped)) {
                live_region[r] = false;
                changed = true;
                if (round) round->dropped = round->dropped | regions[r];
            }
    }
    BensonSets<Set> found;
    for (std::size_t b = 0; b < block_count; ++b)
        if (live_block[b]) found.alive = found.alive | blocks[b];
    for (std::size_t r = 0; r < region_count; ++r) {
        if (!live_region[r]) continue;
        found.regions = found.regions | regions[r];
        if (!sets.is_empty(found.alive) && sets.is_single(regions[r]) &&
            !sets.is_empty(regions[r] & empty))
            found.eyes = found.eyes | regions[r];
    }
    return found;
}

/// Benson's result on an engine board, each list in ascending order of point.
struct UnconditionalLife {
    std::vector<Point> alive; ///< stones of `color` that can never be captured
    std::vector<Point>
        regions;             ///< points of the regions kept to the end: next to alive blocks only
    std::vector<Point> eyes; ///< the kept regions that are one empty point
};

/// One round of Benson's algorithm on an engine board (`BensonRoundSets` as point lists).
struct BensonRound {
    /// each block kept at the round's start, its stones and its vital regions among those kept
    std::vector<std::pair<std::vector<Point>, int>> blocks;
    std::vector<Point> vital;   ///< the empty points of the regions counted as vital
    std::vector<Point> dropped; ///< the points of the regions dropped at the round's end
};

/// Benson's algorithm for the strings of `color` (Black or White) on `board`. With `rounds`,
/// each round is written there as well, for a demo to show them one by one.
/// Throws std::invalid_argument for another colour.
UnconditionalLife unconditional_life(const Board& board, Color color,
                                     std::vector<BensonRound>* rounds = nullptr);

} // namespace stonelab
