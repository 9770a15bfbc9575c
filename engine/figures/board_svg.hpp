/// \file
/// Board figures for slides and the book: a position drawn as a standalone SVG image, with
/// the marks, labels, move numbers and influence shading a lecturer puts on a diagram.
///
/// **Layout.** Every board is drawn at the same scale, so figures of the same board size
/// match: `kFigurePointSize` (40) pixels per point, grid lines through the point centres, a
/// light wooden board reaching half a point beyond the outer lines, and a margin of
/// `figure_margin(coordinates)` pixels around it (36 with coordinates, 12 without). The point
/// at seed coordinates (x, y) (1-based, row 1 at the top) therefore has its centre at
/// `(m + 40x - 20, m + 40y - 20)` where m is the margin. A caption adds 24 pixels per line
/// below the board. The `viewBox` is the whole image, so the figure scales to any width.
///
/// **What is drawn**, bottom to top: the board, influence shading on empty points, grid
/// lines, star points (hoshi) on 9x9, 13x13 and 19x19, coordinates (GTP letters without I
/// above and below, row numbers counted from the bottom on both sides, as the course's text
/// diagrams), stones (class `stone black` / `stone white`; white ones outlined), move
/// numbers, marks and labels (in white on black stones, black elsewhere), the caption.
///
/// The text is DejaVu Sans (with sans-serif as fallback), every number in the file is an
/// integer or a fixed two-decimal opacity, and nothing depends on the locale or the
/// machine: the same figure always gives the same bytes.
#pragma once

#include "engine/go/board.hpp"
#include "engine/go/game.hpp"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace stonelab {

/// Pixels per point: the distance between two grid lines.
inline constexpr int kFigurePointSize = 40;

/// The margin around the wooden board, in pixels: room for the coordinates when they are on.
constexpr int figure_margin(bool coordinates) { return coordinates ? 36 : 12; }

/// The marks of SGF's markup (TR, SQ, CR, MA) that a figure can put on a point.
enum class MarkKind { Triangle, Square, Circle, Cross };

/// Reads "triangle", "square", "circle" or "cross" (lower case); nothing for anything else.
std::optional<MarkKind> parse_mark_kind(std::string_view name);

/// Every word a board figure writes itself: the text figure's key (board_text.hpp) and the
/// notes of the moves a numbered figure cannot draw (numbered_moves, which the caption shows),
/// as patterns whose `{0}`, `{1}` ... stand for what the comment says. English here; the
/// `stonelab` command gives the student's language instead (cli/messages.cpp's table), so
/// that the engine itself reads no language setting and draws the same figure for the same
/// arguments.
struct BoardWords {
    /// The marks' names in the key.
    std::string circle = "circle";
    std::string triangle = "triangle";
    std::string square = "square";
    std::string cross = "cross";
    /// A mark's part of the key: {0} its character, {1} its name, {2} its points.
    std::string mark_at = "{0} {1} at {2}";
    /// A point whose stone a mark or a text hides: {0} the point's name.
    std::string on_black_stone = "{0} (on a Black stone)";
    std::string on_white_stone = "{0} (on a White stone)";
    /// Move numbers by the colour that played them: {0} the lists below, each {0} its numbers.
    std::string moves = "moves: {0}";
    std::string moves_black = "Black {0}";
    std::string moves_white = "White {0}";
    std::string moves_on_empty = "on empty points {0}";
    /// A few labels one by one, {0} the text and {1} its points; many by what they stand on,
    /// {0} their texts.
    std::string label_at = "label {0} at {1}";
    std::string labels_on_empty = "labels on empty points: {0}";
    std::string labels_on_black = "labels on Black stones: {0}";
    std::string labels_on_white = "labels on White stones: {0}";
    /// The shading's letters, with the map of values to the right of the board or below it.
    std::string shading_right =
        "x, o: leaning to Black, to White; right: by how much (+ Black, - White)";
    std::string shading_below =
        "x, o: leaning to Black, to White; below: by how much (+ Black, - White)";
    /// Between the items of a list (the points of a mark or a label, the notes under a
    /// numbered figure), and between the movers' lists of move numbers.
    std::string point_separator = ", ";
    std::string mover_separator = "; ";
    /// Between the parts of the key; a line that breaks there keeps it without its spaces.
    std::string part_separator = "; ";
    /// A numbered figure's notes: {0} the move's number, {1} the number (or the point) of the
    /// stone already on its point: "12 at 5", "15 pass".
    std::string move_at = "{0} at {1}";
    std::string move_pass = "{0} pass";
    bool operator==(const BoardWords&) const = default;
};

/// Everything drawn on top of the stones, and the figure's style. Every point named here
/// must be on the board.
struct BoardFigure {
    std::map<Point, MarkKind> marks;     ///< a geometric mark per point
    std::map<Point, std::string> labels; ///< a short text per point ("a", "1", ...), UTF-8
    std::map<Point, int> numbers;        ///< move numbers, drawn on the stone (or point)
    /// Influence shading: empty, or one signed value per cell (indexed by `Point`, size
    /// `geometry().cells()`): positive shades the point black, negative white, 0 not at all;
    /// the larger the value, the darker the tint (relative to the largest on the board).
    /// The values are written as tiny numbers too. Stones are never shaded.
    std::vector<int> influence;
    bool coordinates = true; ///< letters and row numbers around the board
    std::string caption;     ///< text under the board; '\n' starts a new line
    BoardWords words;        ///< the words board_text's key is written in
};

/// Throws std::invalid_argument for a mark, label or number of `figure` on a point that is not
/// on the board, or an influence map of the wrong size (board_svg and board_text check first).
void check_figure_points(const Board& board, const BoardFigure& figure);

/// The figure as a standalone SVG document (UTF-8, with the XML declaration), ending with
/// a newline. Text from `figure` is XML-escaped; bytes that are not valid UTF-8 or not
/// allowed in XML become U+FFFD. Throws std::invalid_argument for a mark, label or number
/// on a point that is not on the board, or an influence map of the wrong size.
std::string board_svg(const Board& board, const BoardFigure& figure);

/// A game record's moves drawn the way printed game records draw them ("moves 1-20").
struct NumberedMoves {
    /// The position to draw: the game's position before move `first`, plus every numbered
    /// stone on its point. As in printed records, a numbered stone captured later in the
    /// range stays in the figure, so that every move can be read from it.
    Board board;
    std::map<Point, int> numbers; ///< the number of each move drawn on its point
    /// Moves that cannot be drawn, in order, in `words`: a move on a point that already shows
    /// a stone ("12 at 5", or "12 at D4" when that stone has no number) and passes ("15 pass").
    std::vector<std::string> notes;
};

/// Numbers moves `first` to `last` of `game` (1-based, both included; the first move of the
/// game is 1). Throws std::invalid_argument unless 1 <= first <= last <= the number of moves.
NumberedMoves numbered_moves(const Game& game, int first, int last, const BoardWords& words = {});

/// The position after the first `count` moves of `game` (0: the starting position, setup
/// stones included). Throws std::invalid_argument if the game has fewer moves.
Board position_after(const Game& game, int count);

} // namespace stonelab
