/// \file
/// Lesson 1, the board: what you implement in `exercises/01-board-display/`.
///
/// A board of W x H points is stored the way both seeds store it: a one-dimensional array of
/// (W + 2) x (H + 2) cells, row after row, top row first, with a frame of off-board cells
/// ("wall") all around the playable points. On 9x9 that is the 11 x 11 array of seed 002
/// (the 2015 lecture); on 19x19 the 21 x 21 array of seed 000 (the 2004 manual).
///
/// ```
///        x = 0  1  2 ... 9  10             the 9x9 board in its 11 x 11 frame:
///   y = 0    #  #  #  ... #  #              cell (x, y) is cells[y * 11 + x],
///   y = 1    #  .  .  ... .  #  <- top row  the playable points are 1 <= x, y <= 9,
///   ...                                     the wall is x = 0, x = 10, y = 0, y = 10
///   y = 9    #  .  .  ... .  #  <- bottom
///   y = 10   #  #  #  ... #  #
/// ```
///
/// See `lessons/01-board-display/README.md` for the lesson and its four tasks.
#pragma once

#include "engine/formats/diagram.hpp" // DiagramStyle: the three ways to draw a board

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace stonelab::lesson01 {

// ---- task 1: colours, the opponent and the empty board ----------------------------------

/// What a cell holds, numbered as in seeds 001 and 002. Black and White are 1 and 2 so that
/// the opponent is one bit operation away (task 1); the wall is 3.
inline constexpr int kEmpty = 0;
inline constexpr int kBlack = 1;
inline constexpr int kWhite = 2;
inline constexpr int kWall = 3;

/// The largest board side: GTP column letters stop at T (task 2).
inline constexpr int kMaxSize = 19;

/// A board of `width` x `height` points in its padded array (see the file comment).
struct SimpleBoard {
    int width = 0;          ///< playable columns, 1..19
    int height = 0;         ///< playable rows, 1..19
    std::vector<int> cells; ///< (width + 2) * (height + 2) cells, top row first; kEmpty..kWall

    bool operator==(const SimpleBoard&) const = default;
};

/// The other player: kWhite for kBlack, kBlack for kWhite. Only called with a stone colour.
int opponent(int color);

/// A new board of `width` x `height` points: every playable point kEmpty, every cell of the
/// frame around them kWall. Throws std::invalid_argument unless both sides are 1..19.
SimpleBoard make_board(int width, int height);

// ---- task 2: the four names of a point ----------------------------------------------------
//
// Only the board's width and height are used here, never its cells.

/// The array index z of the point in column x and row y (both from 1, row 1 at the top):
/// `z = y * (width + 2) + x`. Also valid for the wall cells, x or y = 0 or width/height + 1.
int index_of(const SimpleBoard& board, int x, int y);

/// The column x of index z (the inverse of index_of).
int x_of(const SimpleBoard& board, int z);

/// The row y of index z, counted from the top (the inverse of index_of).
int y_of(const SimpleBoard& board, int z);

/// The GTP letter of column x: 'A' for 1, ..., 'H' for 8, 'J' for 9 (GTP has no I), ...,
/// 'T' for 19.
char gtp_column_letter(int x);

/// The GTP vertex of the point z: column letter, then the row counted from the *bottom*.
/// On 9x9 the top-left point (index 12) is "A9" and the bottom-right one "J1".
std::string to_gtp_vertex(const SimpleBoard& board, int z);

/// The index of a GTP vertex such as "D4" or "d4" (the letter may be either case), or
/// nothing if the text is not a vertex of this board ("I3", "A0", "K1" on 9x9, "D", "pass").
std::optional<int> parse_gtp_vertex(const SimpleBoard& board, std::string_view vertex);

/// The SGF point of z: two lower-case letters, column then row, both from 'a', row 'a' at
/// the *top*. On 9x9 the top-left point is "aa" and A1 is "ai"; on 19x19 D4 is "dp".
std::string to_sgf_point(const SimpleBoard& board, int z);

// ---- task 3: printing a board -------------------------------------------------------------

/// Draws the board as the engine's `print_diagram` does, one line per row, top row first,
/// each line ending with '\n':
///
/// | style      | empty | black | white | between points | frame              |
/// |------------|-------|-------|-------|----------------|--------------------|
/// | `Ascii`    | `.`   | `X`   | `O`   | one space      | none               |
/// | `Seed2004` | `+`   | `●`   | `○`   | nothing        | none               |
/// | `Seed2015` | `.`   | `X`   | `O`   | nothing        | `#` all around     |
///
/// With `coordinates`, a line of GTP column letters stands above and below the board and
/// every row carries its GTP row number on both sides, right-aligned in two characters. A
/// 3 x 2 board with black on B2 and white on C1, in Ascii and in Seed2015:
/// ```
///     A B C          ABC
///   2 . X .  2      #####
///   1 . . O  1    2 #.X.#  2
///     A B C       1 #..O#  1
///                   #####
///                    ABC
/// ```
/// The board must be well formed, as make_board and parse_board make them.
std::string print_board(const SimpleBoard& board, DiagramStyle style = DiagramStyle::Ascii,
                        bool coordinates = true);

// ---- task 4: reading a diagram ------------------------------------------------------------

/// Reads a plain diagram, one line per row, top row first: `.` or `+` for an empty point,
/// `X` for black, `O` for white. Spaces (and the carriage return of Windows line ends) are skipped,
/// so
/// `. X O` and `.XO` are the same row; blank lines are skipped too. This reads back what
/// `print_board(board, DiagramStyle::Ascii, false)` writes.
///
/// Throws std::invalid_argument, with the line number in the message, for any other
/// character, for rows of different lengths, and for a board with no rows or with more
/// than 19 rows or columns.
SimpleBoard parse_board(std::string_view text);

} // namespace stonelab::lesson01
