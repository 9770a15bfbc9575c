/// \file
/// Board figures for a terminal: the same figure as board_svg.hpp (a position with marks,
/// labels, move numbers and influence shading), drawn in text, so that `stonelab show N` can
/// print every board a lesson's text shows.
///
/// The board is the course's text diagram (engine/formats/diagram.hpp's `print_diagram`):
/// `.` `X` `O`, GTP letters above and below, row numbers on both sides. What the SVG draws on
/// top goes on the point itself, one thing per point, the first that applies:
/// - a label, or a move number (`--numbers`), as its text;
/// - a mark: `*` circle, `^` triangle, `#` square, `+` cross;
/// - on an empty point, influence or ownership shading: `x` leaning to Black, `o` to White,
///   as lesson 5 draws a territory map; the values the SVG writes on those points are a
///   second map beside the board (below it, when the two would not fit in 76 columns).
///
/// A label or a mark hides the stone under it, so one line under the board, the key, says
/// what each mark is and on which points, which stones the texts stand on, and what the
/// shading letters mean (wrapped when it is long):
/// ```
///    A B C
///  3 . X .  3
///  2 . ^ .  2
///  1 * . a  1
///    A B C
/// * circle at A1; ^ triangle at B2 (on a White stone); label a at C1 (on a Black stone)
/// ```
/// A few labels are named one by one; many (a ladder's moves, every stone's string) are
/// listed by what they stand on, and move numbers by the colour that played them. A label
/// longer than one character widens every point's column (print_diagram does that), so a
/// board with labels up to 14 stays in line. The figure's caption (with the notes of moves
/// that could not be drawn) comes last. The key is written in the figure's `words` (English
/// unless the caller gives others: `stonelab board` gives the student's language); the
/// board's characters are the same in every language.
#pragma once

#include "engine/figures/board_svg.hpp"

#include <string>

namespace stonelab {

/// The figure as text lines, each ending with '\n'. Throws std::invalid_argument for a mark,
/// label or number on a point that is not on the board, or an influence map of the wrong
/// size, as board_svg does.
std::string board_text(const Board& board, const BoardFigure& figure);

} // namespace stonelab
