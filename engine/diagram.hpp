/// \file
/// Text diagrams: the board format of fixtures, reference outputs, failure messages and
/// demos, and of the seeds.
///
/// A diagram is one line per board row, top row first. Each point is one character,
/// optionally separated by spaces:
///
/// | point    | characters accepted |
/// |----------|---------------------|
/// | empty    | `.` `+`             |
/// | black    | `X` `*` `●`         |
/// | white    | `O` `0` `○`         |
/// | off-board| `#` (a frame around the board, as the 2015 lecture prints it) |
///
/// Coordinates may surround the board: a line of GTP column letters above and/or below,
/// and row numbers (GTP numbering, bottom row 1) at the start and/or end of each row.
#pragma once

#include "engine/board.hpp"

#include <map>
#include <stdexcept>
#include <string>
#include <string_view>

namespace stonelab {

/// A diagram that cannot be read, with the 1-based line and column of the problem.
class DiagramError : public std::runtime_error {
public:
    DiagramError(int line, int column, const std::string& message);
    int line() const { return line_; }
    int column() const { return column_; }

private:
    int line_;
    int column_;
};

/// Reads a diagram (see the file comment). The board size is that of the diagram. Throws
/// DiagramError for unknown characters, ragged rows, a board larger than 19x19, coordinates
/// that do not match, or a string without liberties.
Board parse_diagram(std::string_view text);

/// How to draw a board.
enum class DiagramStyle {
    Ascii,    ///< `.` `X` `O` (the default: plain ASCII, diff-friendly)
    Seed2004, ///< `+` `●` `○` (the 2004 manual)
    Seed2015, ///< `.` `X` `O` inside a `#` frame (the 2015 lecture)
};

struct DiagramOptions {
    DiagramStyle style = DiagramStyle::Ascii;
    bool coordinates = true; ///< GTP letters above and below, row numbers on both sides
    /// Points drawn with a special character instead of their content, for showing what an
    /// algorithm looks at (e.g. `{p, '?'}`).
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
std::string print_diagram(const Board& board, const DiagramOptions& options = {});

} // namespace stonelab
