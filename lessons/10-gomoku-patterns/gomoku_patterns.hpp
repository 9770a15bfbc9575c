/// \file
/// Lesson 10: Gomoku pattern tables (Matsuda et al., 1997). What a stone at a point makes on
/// each of its four lines, read from two small tables instead of searched for. See README.md.
///
/// The board is the engine's gomoku::Board (engine/gomoku/board.hpp). The types of the
/// method's values (a reading, a pattern, a verdict) are the engine's
/// (engine/gomoku/matsuda.hpp), whose own implementation the tests compare yours with. What
/// you need of them, so that you need not read the engine:
/// - `Reading`: `std::uint16_t sta` (the code) and `int row`;
/// - `Pattern`: `A, X, B, C, D, E, F, O` in the paper's order, then `Six` (the code 0x0000:
///   five own stones follow, six in a row) and `Never` (a code no arrangement gives);
/// - `Shape`, Figure 4's verdicts: `None, Three, SplitThree, Four, SplitFour, OpenFour` (the
///   paper's "winning four"), `FourThree, FourFour, Five, Overline`;
/// - `gomoku::Board`: `Board(n)` an empty n x n board, `at(p)` the colour of a point
///   (`Color::Empty`, `Black`, `White`, or `Wall` off the board), `is_empty(p)`,
///   `place(p, color)` and `undo()`, `play(p)` for the side to move, `to_move()`, `is_full()`,
///   `points()` (every point, top row first), `direction(n)` (a step along line n),
///   `geometry().point(x, y)` (x the column, 1 on the left; y the row, 1 at the top),
///   `gomoku::vertex_name(board, p)`; `gomoku::Rule`: `Freestyle`, `Standard`, `Renju`.
#pragma once

#include "engine/base/rng.hpp"
#include "engine/gomoku/board.hpp"
#include "engine/gomoku/matsuda.hpp"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace stonelab::lesson10 {

using gomoku::matsuda::Pattern;
using gomoku::matsuda::Reading;
using gomoku::matsuda::Shape;

/// The eight directions of a point: n = 0..3 is the board's line direction n
/// (`board.direction(n)`: across, down, down-right, down-left), n + 4 the opposite one.
inline constexpr int kDirections = 8;

// ---- Task 1: the Sta code and the Row of one direction ------------------------------------

/// Reads direction n (0..7) from p for a `color` stone at p (p may be empty: the stone is
/// assumed to be there). Starting from sta = 0, it looks at the points after p one by one,
/// at most five: an empty point shifts sta two bits left and adds 1; a `color` stone shifts
/// it two bits left; an opponent stone or the edge adds 0x0400 and ends the reading; three
/// empty points in a row end it too. `row` is 1 (p) plus the `color` stones right after p,
/// before anything else.
Reading read_direction(const gomoku::Board& board, Point p, int n, Color color);

// ---- Task 2: Total, and Table 3 of your own -------------------------------------------------

/// The run of stones through the point on line m: Row[m] + Row[m + 4] - 1 (the point is in
/// both rows).
int total(int row, int opposite_row);

/// A Sta code read back as the arrangement it stands for, after the point and the own stones
/// right after it: '.' an empty point, 'o' an own stone, 'x' the opponent stone or edge that
/// ended the reading. "" for 0x0000 (nothing but own stones). Every code decodes this way,
/// whether an arrangement gives it or not.
std::string decode_sta(std::uint16_t sta);

/// One Sta code that some arrangement gives, and every Row it comes with (ascending).
struct CodeRows {
    std::uint16_t sta = 0;
    std::vector<int> rows;
};

/// Your Table 3: every arrangement of the five points after a stone (each empty, own, or
/// opponent/edge) read as in task 1; the distinct codes that come out, ascending, each with
/// the Rows it comes with.
std::vector<CodeRows> enumerate_codes();

/// The pattern of a Sta code by the lesson's rules (README, task 2): Six for 0x0000, Never
/// for a code no arrangement gives, else A, B, C, D, E, F, O or X.
Pattern classify(std::uint16_t sta);

// ---- Task 3: Figure 4's pair tables -----------------------------------------------------------

/// Figure 4: the verdict on a line whose run through the point is `total` stones and whose
/// two sides have patterns a and b, in either order. Total 5 is a five; 6 or more, or a Six
/// side, an overline. Throws std::invalid_argument for a total below 1 or a Never side.
Shape pair_shape(int total, Pattern a, Pattern b);

/// The verdict on each line m = 0..3 of a `color` stone at p: read directions m and m + 4,
/// classify both codes, and look the pair up with their Total.
std::array<Shape, gomoku::kLineDirections> shapes_at(const gomoku::Board& board, Point p,
                                                     Color color);

// ---- Task 4: the paper's move choice ---------------------------------------------------------

/// The priority of a `color` stone at the empty point p, from the verdicts on its four lines
/// for `color` (attack) and for the opponent (defence), larger first: the course's order
/// (README, "The paper's player"), which differs from section 2.1.5's by putting 5 before 4:
///  6 it wins: a five (or, under Freestyle, an overline);
///  5 it stops the opponent's win there;
///  4 it makes a winning threat: an open four, a four-four or a four-three on one line, or
///    fours on two lines, or a four on one line and a three on another;
///  3 it stops the opponent's winning threat there;
///  2 it makes a four (four, split four) or a three (three, split three);
///  1 it stops the opponent's four or three there;
///  0 anything else.
/// Rule::Standard counts only a five as a win.
int move_priority(const gomoku::Board& board, Point p, Color color, gomoku::Rule rule);

/// The paper's value of a `color` stone at p (section 2.4): over the four lines, three 6937,
/// four and open four 2325, split three 581, split four 145, four-three 2325 + 6937,
/// four-four 2 x 2325, five 1000, overline 2; and 36, an ordinary move, when the sum is 0.
int move_value(const gomoku::Board& board, Point p, Color color);

/// The paper's player for the player to move: the empty point with the highest priority,
/// then the highest move_value for the mover plus move_value for the opponent; the points
/// that tie are listed in board.points() order and one is drawn with rng.below(count), even
/// when count is 1. The centre on an empty board, point(n / 2 + 1, n / 2 + 1), with no draw.
/// Throws std::invalid_argument for Rule::Renju (its fouls are lesson 11's) and on a full
/// board.
Point choose_move(const gomoku::Board& board, gomoku::Rule rule, Rng& rng);

} // namespace stonelab::lesson10
