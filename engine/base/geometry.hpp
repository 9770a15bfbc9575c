/// \file
/// The shape of a board and the four ways of naming a point on it.
///
/// Stonelab stores a W x H board in a padded one-dimensional array of (W+2) x (H+2) cells:
/// the extra frame of off-board cells ("wall") means a neighbour lookup never needs a bounds
/// check. This is the layout of both seeds: the 2004 manual's `board[21][21]` for 19x19 and
/// the 2015 lecture's `board[y*11 + x]` for 9x9.
///
/// A point has four names:
/// - **seed coordinates** (x, y): column and row, both from 1, row 1 at the *top*;
/// - **1-D index** `z = y * stride + x` with `stride = W + 2` (`Point`);
/// - **GTP vertex**: a column letter A..T without I, and a row number counted from the
///   *bottom*: on 9x9 the top-left corner is `A9`;
/// - **SGF point**: two letters, column then row, both from `a`, row `a` at the top:
///   on 9x9 the top-left corner is `aa` and `A1` is `ai`.
///
/// Go stops at 19x19, but Gomoku and Renju go to 20x20, the board of the Gomocup (the
/// tournament of Gomoku programs, engine/protocols/gomocup.hpp). Its 20th column is `U` in a
/// GTP vertex, the letter after T (GTP itself letters columns up to Z, for boards up to
/// 25x25), so the course's diagrams, records and messages name it `U`: `U20` is the top-right
/// corner of 20x20. In SGF the 20th column and row are `t`, so `tt` is a point there (U1),
/// not FF[3]'s pass. The Gomocup protocol numbers columns and rows from 0 (`19,19`).
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace stonelab {

/// A 1-D index into a padded board array. See the file comment.
using Point = int;

/// The pass move. Index 0 is the top-left corner of the wall, never a playable point, so it
/// can stand for "pass" (the course's choice).
inline constexpr Point kPass = 0;

/// "No point", e.g. when there is no ko.
inline constexpr Point kNoPoint = -1;

/// The largest side of a Go board (its GTP vertices stop at T, SGF's pass may be `tt`).
inline constexpr int kMaxSide = 19;

/// Number of cells of the largest padded array of Go: 21 x 21.
inline constexpr int kMaxCells = (kMaxSide + 2) * (kMaxSide + 2);

/// The largest side of a Gomoku or Renju board: 20, the Gomocup's board (engine/gomoku/).
inline constexpr int kMaxGomokuSide = 20;

/// Width and height of a board, with the index arithmetic of its padded array.
struct Geometry {
    int width = 9;
    int height = 9;

    /// Distance in the array between vertically adjacent points.
    constexpr int stride() const { return width + 2; }
    /// Number of cells in the padded array, wall included.
    constexpr int cells() const { return (width + 2) * (height + 2); }
    /// Number of playable points.
    constexpr int area() const { return width * height; }

    /// The index of seed coordinates (x, y), 1-based, row 1 at the top.
    constexpr Point point(int x, int y) const { return y * stride() + x; }
    constexpr int x_of(Point p) const { return p % stride(); }
    constexpr int y_of(Point p) const { return p / stride(); }

    /// True for the playable points, false for the wall, pass and anything out of the array.
    constexpr bool on_board(Point p) const
    {
        if (p < 0 || p >= cells()) return false;
        const int x = x_of(p), y = y_of(p);
        return x >= 1 && x <= width && y >= 1 && y <= height;
    }

    /// The offsets to the four orthogonal neighbours: right, down, left, up
    /// (the order of the 2015 lecture's `dir4`).
    constexpr int dir(int i) const
    {
        // Arithmetic, not a table of the four built at every call (loops over i call this
        // at every move of a playout): 1 or the stride by i's parity, negated for i >= 2.
        const int step = (i & 1) != 0 ? stride() : 1;
        return i < 2 ? step : -step;
    }

    constexpr bool operator==(const Geometry&) const = default;
};

/// True if width and height are each between 1 and 19: the boards of Go.
constexpr bool valid_geometry(int width, int height)
{
    return width >= 1 && width <= kMaxSide && height >= 1 && height <= kMaxSide;
}

/// The GTP column letter of seed column x (1 -> 'A', 8 -> 'H', 9 -> 'J', 19 -> 'T', 20 ->
/// 'U').
char gtp_column_letter(int x);

/// The GTP vertex of p, upper case ("D4"), or "pass".
std::string to_gtp_vertex(const Geometry& g, Point p);

/// Parses a GTP vertex ("d4", "D4", "pass"; case-insensitive). Returns nothing if the text
/// is not a vertex or names a point off this board.
std::optional<Point> parse_gtp_vertex(const Geometry& g, std::string_view text);

/// The SGF point of p ("dd"), or "" for pass (FF[4]).
std::string to_sgf_point(const Geometry& g, Point p);

/// Parses an SGF point. "" is a pass, and so is "tt" on boards up to 19x19 (the FF[3]
/// convention). Returns nothing for anything else that is not a point of this board.
std::optional<Point> parse_sgf_point(const Geometry& g, std::string_view text);

} // namespace stonelab
