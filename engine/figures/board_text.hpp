/// \file
/// Board figures for a terminal: the same figure as board_svg.hpp (a position with marks,
/// labels, move numbers and influence shading), drawn in text, so that `stonelab show N` can
/// print every board a lesson's text shows.
///
/// The board is drawn as the course's text diagrams draw it (engine/formats/diagram.hpp):
/// `.` `X` `O`, GTP letters above and below, row numbers on both sides. What the SVG draws on
/// top goes on the point itself, one thing per point, the first that applies:
/// - a label, or a move number (`--numbers`), as its text;
/// - a mark: `*` circle, `^` triangle, `#` square, `+` cross;
/// - on an empty point, influence or ownership shading: `b` leaning to Black, `w` to White.
///
/// A label or mark hides the stone under it, so a key under the board says what each
/// character is and which stones it stands on:
/// ```
///     A B C
///   3 . X .  3
///   2 . ^ .  2
///   1 * . a  1
///     A B C
/// * circle: A1
/// ^ triangle: B2 (White)
/// on Black stones: a
/// ```
/// Every point gets as many columns as the longest label, so a board with labels up to 14
/// stays in line. The figure's caption (with the notes of moves that could not be drawn)
/// comes last.
#pragma once

#include "engine/figures/board_svg.hpp"

#include <string>

namespace stonelab {

/// The figure as text lines, each ending with '\n'. Throws std::invalid_argument for a mark,
/// label or number on a point that is not on the board, or an influence map of the wrong
/// size, as board_svg does.
std::string board_text(const Board& board, const BoardFigure& figure);

} // namespace stonelab
