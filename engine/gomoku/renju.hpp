/// \file
/// The renju referee: which Black moves are fouls (lesson 11).
///
/// Under today's renju rules Black, who moves first, may not make an overline (six or more
/// in a row), a double four or a double three; White may. A Black stone that makes exactly
/// five wins, whatever else it makes. The words are the RIF's (the International Rules of
/// Renju, 1996), for a Black stone at p and one line through it:
/// - a **five**: exactly five Black stones in a row;
/// - a **four**: the line has an empty point where one more Black stone makes a five that
///   contains p; two such points with the same four stones between them (`.XXXX.`) are one
///   four, a **straight four**; two with different stones (`XXX.p.XXX`) are two fours;
/// - a **three**: the line has no four, and it has an empty point where one more Black
///   stone makes a straight four (an unbroken row of four with a five point at each end)
///   *without making a five at the same time* on any line, and that stone is itself not a
///   foul. This is recursive: whether that stone is a foul may depend on further threes. Two
///   five points are not enough: `X.XXX.X` has two, but it is two fours in one line.
#pragma once

#include "engine/gomoku/board.hpp"

#include <cstdint>

namespace stonelab::gomoku {

/// Why a Black stone is forbidden, most serious first (the order the referee tests them in).
enum class Foul : std::uint8_t {
    None,        ///< allowed (a five is always allowed)
    Overline,    ///< six or more Black stones in a row
    DoubleFour,  ///< two or more fours, on one line or on two
    DoubleThree, ///< two or more lines with a three
};

/// "none", "overline", "double four" or "double three".
const char* foul_name(Foul foul);

/// What a Black stone at the empty point p would be. Throws std::invalid_argument if p is
/// not an empty point. Whose turn it is does not matter.
Foul foul_kind(const Board& board, Point p);

/// True if a Black stone at the empty point p is forbidden under the renju rules.
bool is_foul(const Board& board, Point p);

/// The number of fours (0, 1 or 2) a Black stone at the empty point p makes on line d.
int renju_fours(const Board& board, Point p, int d);

/// True if a Black stone at the empty point p makes a (real) three on line d.
bool renju_three(const Board& board, Point p, int d);

} // namespace stonelab::gomoku
