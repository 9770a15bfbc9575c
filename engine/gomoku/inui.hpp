/// \file
/// Inui's Renju player (seed 003, lesson 11): two tables of expected values, one per colour,
/// kept up to date stone by stone, and a move at the best point of the two.
///
/// The value of an empty point for a colour is what a stone of that colour there would be
/// worth: the sum, over the four lines through the point, of the 5-point windows holding it
/// (0 with an opponent's stone or the edge inside; 1, 7, 30, 300 or 302, 10000 for one to
/// five own stones, the new one counted), corrected for the threes and fours the stone makes
/// and their combinations. Black's windows are also 0 when a Black stone touches either end,
/// since they could only make an overline. The seed's "computer" (`player`) adds 100 to its
/// threes and 1000 to its sure wins.
#pragma once

#include "engine/base/rng.hpp"
#include "engine/gomoku/board.hpp"

#include <cstdint>
#include <vector>

namespace stonelab::gomoku {

/// The value of a window with five own stones, and of an occupied point in the tables.
inline constexpr int kInuiFive = 10000;
inline constexpr int kInuiOccupied = -kInuiFive;

/// What seed 003 calls one line through a point (its "yaku", its codes 0, 30, 31, 40, 41).
enum class InuiLine : std::uint8_t {
    None,        ///< fewer than two windows of three, and no window of four
    WeakThree,   ///< two windows of three (code 30)
    StrongThree, ///< three or more windows of three (code 31)
    Four,        ///< one window of four (code 40)
    StraightFour ///< two or more windows of four (code 41): a straight four, or two fours
};

/// One line's value and kind.
struct InuiLineValue {
    int value = 0;
    InuiLine kind = InuiLine::None;
};

/// The value of line d through the empty point p for a `side` stone there (seed lines
/// 30-440). `player` is the seed's computer.
InuiLineValue inui_line_value(const Board& board, Point p, int d, Color side, Color player);

/// The value of the empty point p for `side` (seed lines 500-640).
int inui_point_value(const Board& board, Point p, Color side, Color player);

/// The two tables of one player: entries indexed by Point (the padded array), kInuiOccupied
/// on stones, 0 on the wall.
struct InuiTables {
    Color player = Color::Black;
    std::vector<int> black; ///< the values of each point for Black
    std::vector<int> white; ///< the values of each point for White
};

/// Both tables computed from scratch.
InuiTables inui_tables(const Board& board, Color player);

/// Brings the tables up to date after a stone at p (already on `board`): only the points
/// within five of p on its four lines can change (seed lines 650-840).
void update_inui_tables(InuiTables& tables, const Board& board, Point p);

/// The score of the empty point p for the tables' player (seed lines 1000-1060): its own
/// value plus the absolute value of the opponent's, the opponent's counted 7/10 (rounded
/// down) when the player is Black.
int inui_score(const InuiTables& tables, Point p);

/// The player's move from its tables: the centre on an empty board (renju's first move);
/// else an empty point of the highest score that is not a Black foul, ties broken by one
/// draw of `rng` among them in board.points() order. kPass when no point is left.
Point inui_choice(const Board& board, const InuiTables& tables, Rng& rng);

/// Seed 003's player for the side to move under Rule::Renju: inui_choice with the tables
/// computed from scratch. Never a Black foul.
Point inui_move(const Board& board, Rng& rng);

} // namespace stonelab::gomoku
