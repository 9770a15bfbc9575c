/// \file
/// The capstone's 3x3 patterns: MoGo's hane, cut and edge shapes (Gelly, Wang, Munos and
/// Teytaud, "Modification of UCT with patterns in Monte-Carlo Go", 2006), which the playout
/// policy (policy.hpp) plays next to the last move. Each pattern is matched in its 8
/// rotations and reflections and with the colours swapped, by one look-up of the code of a
/// point's 8 neighbours in a table made once (patterns.cpp lists the patterns).
#pragma once

#include "engine/base/geometry.hpp"

#include <array>
#include <vector>

namespace stonelab {

class FastBoard;

/// Appends to `out` the empty points around `last`, in `ring_around`'s order, where one of
/// the patterns matches (`matches_pattern`): the playout policy's pattern candidates.
void pattern_points(const FastBoard& board, Point last, std::vector<Point>& out);

/// True if one of the playouts' 3x3 patterns (MoGo's, listed in patterns.cpp) matches the
/// 8 neighbours of the empty point p, in any rotation or reflection, either colour as X.
bool matches_pattern(const FastBoard& board, Point p);

/// The 8 cells around the centre of a 3x3 pattern, as (row, column) of its grid, in the order
/// of the digits of a neighbourhood's code (patterns.cpp): one turn around the centre.
inline constexpr std::array<std::array<int, 2>, 8> kPatternRing{
    {{0, 0}, {0, 1}, {0, 2}, {1, 2}, {2, 2}, {2, 1}, {2, 0}, {1, 0}}};

/// The 8 points around p (on the board or not) in `kPatternRing`'s order, in which the
/// patterns read a neighbourhood and the playout policy lists its pattern moves. Inline: the
/// playouts ask it at every move.
inline std::array<Point, 8> ring_around(const Geometry& geometry, Point p)
{
    const int stride = geometry.stride();
    std::array<Point, 8> ring{};
    for (std::size_t k = 0; k < 8; ++k)
        ring[k] = p + (kPatternRing[k][0] - 1) * stride + (kPatternRing[k][1] - 1);
    return ring;
}

} // namespace stonelab
