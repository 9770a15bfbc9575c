/// \file
/// Text diagrams: the board format of fixtures, reference outputs, failure messages and
/// demos, and of the seeds.
///
/// A diagram is one line per board row, top row first. Each point is one character:
///
/// | point    | characters accepted |
/// |----------|---------------------|
/// | empty    | `.` `+`             |
/// | black    | `X` `*` `●`         |
/// | white    | `O` `0` `○`         |
/// | off-board| `#` (a frame around the board, in the 2015 lecture's off-board character) |
///
/// Points are separated by one space or by none (seed 000 writes `+●○+`); two spaces in a
/// row are refused, because they usually mean a point was forgotten. `●` and `○` are read
/// as UTF-8 and count as one character each.
///
/// Around the rows, in this order from top to bottom, a diagram may have:
/// - a line of GTP column letters (`A B C D E F G H J`: no I; the 20th column of a Gomoku
///   board is `U`), above and/or below;
/// - a frame of `#` (the 2015 lecture's off-board character): a line of width + 2 `#` above
///   and below, and a `#` at both ends of every row;
/// - row numbers at the start and/or the end of every row, GTP numbering (the bottom row
///   is 1), right-aligned with spaces if you like. A number swallows the digits after it,
///   so `10` is row ten: put a space between a row number and a white `0`.
///
/// For example, the 2015 lecture's style with coordinates (`DiagramStyle::Seed2015`):
/// ```
///     ABC
///    #####
///  3 #.X.#  3
///  2 #.O.#  2
///  1 #...#  1
///    #####
///     ABC
/// ```
///
/// Blank lines before and after the diagram, trailing spaces and Windows line ends (`\r\n`)
/// are fine. Anything else that is wrong throws `DiagramError`, and so does a text longer
/// than `kMaxDiagramBytes`.
#pragma once

#include "engine/base/parse_error.hpp"
#include "engine/go/board.hpp"

#include <cstddef>
#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace stonelab {

/// The longest text `parse_diagram` reads, in bytes. A 19x19 board in the widest style (`●`
/// and `○`, which take 3 bytes each, with spaces, row numbers, letters and a frame) takes
/// about 2 KB; the rest is room for blank lines and trailing spaces. A longer text is refused
/// before it is read, so that no text costs the reader more than this bounds.
inline constexpr std::size_t kMaxDiagramBytes = 64 * 1024;

/// A diagram that cannot be read, with the line and column of the problem.
class DiagramError : public ParseError {
public:
    using ParseError::ParseError;
};

/// Reads a diagram (see the file comment). The board size is that of the diagram, from
/// 1x1 to 19x19, square or not. Throws DiagramError for a text longer than `max_bytes` (a
/// tighter limit than the default shows the error on a short text), an empty diagram, unknown
/// characters, rows of different lengths, more than 19 rows or columns, coordinates that do
/// not match the board, an incomplete frame, or a string without liberties (a position no
/// game can reach).
Board parse_diagram(std::string_view text, std::size_t max_bytes = kMaxDiagramBytes);

/// The stones of a diagram, without the rules of Go: what other games on a grid (Gomoku and
/// Renju, engine/gomoku/) read.
struct StoneDiagram {
    Geometry geometry;
    std::vector<Color> stones; ///< row by row, the top row first

    /// The colour at seed coordinates (x, y), both from 1, row 1 at the top.
    Color at(int x, int y) const
    {
        return stones[static_cast<std::size_t>((y - 1) * geometry.width + (x - 1))];
    }
};

/// Reads a diagram as `parse_diagram` does, with the same errors, but without the check that
/// every string has a liberty (a Go rule), and up to 20x20 (kMaxGomokuSide, Gomoku's largest
/// board, whose 20th column letter is U) instead of 19x19.
StoneDiagram parse_stone_diagram(std::string_view text, std::size_t max_bytes = kMaxDiagramBytes);

/// The longest text `parse_ownership` reads: 19x19 values of 10 bytes each is about 4 KB,
/// and a statistics file holds a few lines more.
inline constexpr std::size_t kMaxOwnershipBytes = 64 * 1024;

/// Reads an ownership map for a board of `width` x `height` points (lesson 7's statistics
/// files): one line of numbers from -1 (White's in every playout) to 1 (Black's) per board
/// row, the top row first. Lines whose first word is not a number (headings, counts) are
/// skipped, so a whole statistics file can be given. Returns the values in `Board::points()`
/// order. Throws DiagramError for a text longer than `max_bytes`, a value outside [-1, 1] or
/// not a number, or a count of values other than width x height.
std::vector<double> parse_ownership(std::string_view text, int width, int height,
                                    std::size_t max_bytes = kMaxOwnershipBytes);

/// How to draw a board.
enum class DiagramStyle {
    Ascii,    ///< `.` `X` `O` separated by spaces (the default: plain ASCII, diff-friendly)
    Seed2004, ///< `+` `●` `○` without spaces (the 2004 manual)
    Seed2015, ///< `.` `X` `O` without spaces (the 2015 lecture's characters) inside a `#` frame
};

struct DiagramOptions {
    DiagramStyle style = DiagramStyle::Ascii;
    bool coordinates = true; ///< GTP letters above and below, row numbers on both sides
    /// Points drawn with a special character instead of their content, for showing what an
    /// algorithm looks at (e.g. `{p, "?"}`). Points not on the board are ignored. A mark may
    /// be longer than one character (a move number, "12"): then every point, and every
    /// column letter, is right-aligned in as many columns as the longest mark.
    std::map<Point, std::string> marks = {};
};

/// Draws the board. Rows end with '\n'; with coordinates, e.g. for 3x3:
/// ```
///    A B C
///  3 . X .  3
///  2 . O .  2
///  1 . . .  1
///    A B C
/// ```
/// and with the marks 1 on A1 and 12 on C1:
/// ```
///     A  B  C
///  3  .  X  .  3
///  2  .  O  .  2
///  1  1  . 12  1
///     A  B  C
/// ```
/// Without marks, `parse_diagram` reads the result back to the same stones, in every style.
std::string print_diagram(const Board& board, const DiagramOptions& options = {});

/// Draws any board of stones as `print_diagram` draws a Go board: `at` gives the colour of
/// each point of `geometry`.
std::string print_stone_diagram(const Geometry& geometry, const std::function<Color(Point)>& at,
                                const DiagramOptions& options = {});

} // namespace stonelab
