/// \file
/// The capstone's 3x3 patterns: MoGo's hane, cut and edge shapes (Gelly, Wang, Munos and
/// Teytaud, "Modification of UCT with patterns in Monte-Carlo Go", 2006), which the playout
/// policy (policy.hpp) plays next to the last move. Each pattern is matched in its 8
/// rotations and reflections and with the colours swapped, by one look-up of the code of a
/// point's 8 neighbours in a table made once (patterns.cpp lists the patterns).
#pragma once

#include "engine/base/geometry.hpp"

#include <array>

namespace stonelab {

class FastBoard;

/// True if one of the playouts' 3x3 patterns (MoGo's, listed in patterns.cpp) matches the
/// 8 neighbours of the empty point p, in any rotation or reflection, either colour as X.
bool matches_pattern(const FastBoard& board, Point p);

/// The 8 points around p (on the board or not) in the order in which the patterns read a
/// neighbourhood (patterns.cpp's kRing), which is also the order of the playout policy's
/// pattern candidates.
std::array<Point, 8> ring_around(const Geometry& geometry, Point p);

} // namespace stonelab
