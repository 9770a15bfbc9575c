/// \file
/// Lesson 11's interface: Inui's expected-value tables (seed 003) and the renju fouls.
///
/// Points are the padded array's (engine/base/geometry.hpp) on the engine's Gomoku board
/// (engine/gomoku/board.hpp); line d is `board.direction(d)`, 0 <= d < 4. A function about
/// "a stone at p" takes the board with p still empty and judges the stone that would be
/// there.
#pragma once

#include "engine/base/rng.hpp"
#include "engine/gomoku/board.hpp"
#include "engine/gomoku/inui.hpp"
#include "engine/gomoku/renju.hpp"

#include <vector>

namespace stonelab::lesson11 {

using gomoku::Board;
using gomoku::Foul;
/// The kind of a line to seed 003: none, weak three, strong three, four, straight four.
using LineKind = gomoku::InuiLine;

/// The value of one window holding five own stones, and the entry of an occupied point.
inline constexpr int kFive = 10000;
inline constexpr int kOccupied = -10000;

/// One line through a point, as seed 003 sees it.
struct LineValue {
    int value = 0;                  ///< the windows' values, with the three's bonus
    LineKind kind = LineKind::None; ///< from the count of windows of three and of four
};

/// The two tables of one player (the seed's computer): an entry per cell of the padded
/// array (`board.geometry().cells()` entries), 0 on the wall, kOccupied on stones, the
/// point's value for that colour on empty points.
struct Tables {
    Color player = Color::Black; ///< whose tables: its threes and sure wins score more
    std::vector<int> black;      ///< each point's value for a Black stone there
    std::vector<int> white;      ///< each point's value for a White stone there
};

// ---- Task 1: the expected values ----------------------------------------------------------

/// The value of line d through the empty point p for a `side` stone there: the sum of the
/// five windows of five points that hold p (1, 7, 30, 300 or 302, 10000 for one to five own
/// stones, p's included; 0 with the edge or an opponent's stone inside, and for Black with
/// a Black stone just outside either end), its kind from how many windows hold three and
/// four stones, and 200 or 215 more for a three (100 more again when side == player).
LineValue line_value(const Board& board, Point p, int d, Color side, Color player);

/// The value of the empty point p for `side`: the four lines' values added, then corrected
/// for the combinations (seed lines 500-640: Black's double three or double four is
/// negative, a sure win gains 2500, White's double three 1000).
int point_value(const Board& board, Point p, Color side, Color player);

/// Both tables of `player`, computed point by point.
Tables make_tables(const Board& board, Color player);

// ---- Task 2: keeping them up to date -------------------------------------------------------

/// Brings `tables` up to date after a stone at p, which is already on `board`: afterwards
/// they equal make_tables(board, tables.player). Recomputes only the points that can have
/// changed: p and the points within five of it on its four lines; every other entry is
/// left as it was.
void update_tables(Tables& tables, const Board& board, Point p);

// ---- Task 3: Black's fouls ------------------------------------------------------------------

/// The number of fours (0, 1 or 2) a Black stone at the empty point p makes on line d.
int count_fours(const Board& board, Point p, int d);

/// True if a Black stone at the empty point p makes a three on line d: the line has no four,
/// and one more Black stone on it makes a straight four with p (an unbroken row of four with
/// a five point at each end) without making a five on any line, and is itself not a foul.
bool is_three(const Board& board, Point p, int d);

/// What a Black stone at the empty point p would be under the renju rules: Foul::None when
/// it makes exactly five or no foul; else an overline, a double four or a double three, in
/// that order.
Foul foul(const Board& board, Point p);

// ---- Task 4: the player ---------------------------------------------------------------------

/// The score of the empty point p for tables.player (seed lines 1050-1060): its own value
/// plus the opponent's absolute value, the opponent's as |v| / 10 * 7 (whole numbers) when
/// the player is Black.
int score(const Tables& tables, Point p);

/// The player's move: on an empty n x n board the centre, point((n + 1) / 2, (n + 1) / 2),
/// without a draw; else, among the empty points that are not a Black foul (when the player
/// is Black), those of the highest score, in board.points() order, and one of them drawn
/// with `rng.below(count)`, even when count is 1. kPass, without a draw, if none.
Point choose_move(const Board& board, const Tables& tables, Rng& rng);

} // namespace stonelab::lesson11
