/// \file
/// The board of Gomoku and Renju (lessons 10 and 11): stones on the points of a square
/// board, five in a row wins.
///
/// The board keeps the Go board's padded array (base/geometry.hpp): a frame of wall cells
/// round the points, so that a walk along a line stops at the edge without a bounds check.
/// Points are named as in Go (GTP vertices: `H8` is the centre of the 15x15 board; the 20th
/// column of 20x20 is `U`) and drawn with the same diagrams (formats/diagram.hpp). Stones never
/// leave the board, so the board is a list of moves and `undo` takes back the last one.
#pragma once

#include "engine/base/color.hpp"
#include "engine/base/geometry.hpp"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace stonelab::gomoku {

/// The smallest and largest board side accepted, and the two sizes the lessons use: 15x15 is
/// today's standard board (Matsuda et al.'s, lesson 10) and 13x13 Inui's (lesson 11). The
/// largest, 20x20, is the Gomocup's board (one more than Go's 19x19): its 20th column is `U`
/// in the GTP vertices this board names its points with (base/geometry.hpp).
inline constexpr int kMinSize = 5;
inline constexpr int kMaxSize = kMaxGomokuSide;
inline constexpr int kStandardSize = 15;
inline constexpr int kInuiSize = 13;

/// Who wins with which line.
enum class Rule : std::uint8_t {
    Freestyle, ///< five or more in a row wins, for both players
    Standard,  ///< exactly five wins; six or more (an overline) does not, for both players
    Renju,     ///< White: five or more wins. Black: exactly five wins, and an overline, a
               ///< double four and a double three are fouls Black may not play (lesson 11)
};

/// "freestyle", "standard" or "renju".
const char* rule_name(Rule rule);
/// The rule with that name, or nothing.
std::optional<Rule> parse_rule(std::string_view name);

/// The four lines through a point, as offsets in the padded array: 0 across (left to right),
/// 1 down, 2 down and right, 3 down and left. Matsuda et al.'s eight directions are these
/// four and their opposites.
inline constexpr int kLineDirections = 4;

/// A square Gomoku board with the moves that filled it. Black moves first and the players
/// alternate; a game in which one side passes (Gomocup's BOARD command can describe one) is
/// built with `place`.
class Board {
public:
    /// An empty size x size board. Throws std::invalid_argument unless kMinSize <= size <=
    /// kMaxSize.
    explicit Board(int size = kStandardSize);

    int size() const { return geometry_.width; }
    const Geometry& geometry() const { return geometry_; }

    /// What is at a cell of the padded array: a colour on the board, `Color::Wall` on the frame.
    Color at(Point p) const { return cells_[static_cast<std::size_t>(p)]; }
    bool is_empty(Point p) const { return geometry_.on_board(p) && at(p) == Color::Empty; }
    /// The playable points in raster order (top row first).
    const std::vector<Point>& points() const { return points_; }

    /// The offset of line direction d (0 <= d < kLineDirections) in the padded array.
    int direction(int d) const { return directions_[static_cast<std::size_t>(d)]; }

    /// Whose turn it is: Black when the two have as many stones, else White.
    Color to_move() const;
    /// Plays the player to move at p. Throws std::invalid_argument if p is not an empty point.
    void play(Point p) { place(p, to_move()); }
    /// Puts a stone of either colour on an empty point (a position, or a game in which a
    /// player passed). Throws std::invalid_argument if p is not an empty point or color is
    /// not Black or White.
    void place(Point p, Color color);
    /// Takes back the last stone. Throws std::logic_error on an empty board.
    void undo();

    /// The stones in the order they were played or placed.
    const std::vector<Point>& moves() const { return moves_; }
    int stone_count() const { return static_cast<int>(moves_.size()); }
    bool is_full() const { return stone_count() == geometry_.area(); }

    /// The length of the unbroken line of `color` stones through p in direction d, p
    /// included and counted as `color` whatever is on it: "how long a line would a stone
    /// here make". 1 when neither neighbour on the line is `color`.
    int line_length(Point p, int d, Color color) const;

    /// The longest such line through p over the four directions.
    int longest_line(Point p, Color color) const;

private:
    /// The padded array of the largest board, 22 x 22 (Go's arrays stop at 21 x 21).
    static constexpr int kMaxBoardCells = (kMaxSize + 2) * (kMaxSize + 2);

    Geometry geometry_;
    std::array<int, kLineDirections> directions_{};
    std::array<Color, kMaxBoardCells> cells_{};
    std::vector<Point> points_;
    std::vector<Point> moves_;
};

/// True if a `color` stone at p completes a line that wins under `rule`: five or more in
/// Freestyle (and for White in Renju), exactly five in Standard (and for Black in Renju).
/// p may be empty or already hold the stone.
bool makes_win(const Board& board, Point p, Color color, Rule rule);

/// The winner of the game so far: the player whose last stone made a winning line under
/// `rule`, if any. (Only the last stone can have made one: the game stops at a win.)
std::optional<Color> winner(const Board& board, Rule rule);

/// The point with this GTP vertex name ("H8"), or nothing.
std::optional<Point> parse_vertex(const Board& board, std::string_view name);
/// The GTP vertex name of a point.
std::string vertex_name(const Board& board, Point p);

/// Reads a diagram (formats/diagram.hpp: `.` empty, `X` black, `O` white, optional GTP
/// coordinates). The board must be square, kMinSize to kMaxSize; its stones are placed in
/// raster order, so `moves()` does not tell the order they were played in. Throws
/// DiagramError for a bad diagram or size.
Board parse_board(std::string_view text);
/// Draws the board as a diagram with GTP coordinates.
std::string print_board(const Board& board);

} // namespace stonelab::gomoku
