/// \file
/// Lesson 2: capturing stones with a recursive walk.
///
/// The student's own bare board (seed 002's padded one-dimensional array of numbers) and the
/// four functions that make captures work on it: walk a string and count its liberties, ask
/// whether it is surrounded, remove it, and play a stone that captures what it surrounds.
/// See lessons/02-capture-recursion/README.md.
#pragma once

#include "engine/go/board.hpp"

#include <array>
#include <string_view>
#include <vector>

namespace stonelab::lesson02 {

/// What a cell holds: the numbers of seeds 001 and 002.
inline constexpr int kEmpty = 0;
inline constexpr int kBlack = 1;
inline constexpr int kWhite = 2;
inline constexpr int kWall = 3; ///< the off-board frame

/// The other player: 1 <-> 2 (seed 001's `c ^ 3`).
constexpr int opponent_of(int color) { return color ^ 3; }

/// Index of a player in `SimpleBoard::prisoners`: 0 for Black, 1 for White.
constexpr int prisoner_index(int color) { return color == kWhite ? 1 : 0; }

/// Names of the four directions, in the order of `SimpleBoard::dir4`.
inline constexpr std::array<std::string_view, 4> kDirectionNames = {"right", "down", "left", "up"};

/// The board of this lesson: a width x height board in a padded one-dimensional array, as in
/// seed 002 (`board[y * WIDTH + x]`). The cell of seed coordinates (x, y), both from 1 and row
/// 1 at the top, is `z = y * stride() + x`; the frame of cells around the board holds
/// `kWall`, so the four neighbours of a point can always be read without a bounds check.
/// The indices are the same as those of `stonelab::Board`, so a `Point` names the same cell
/// on both.
struct SimpleBoard {
    int width = 9;
    int height = 9;
    /// (width + 2) x (height + 2) cells: kEmpty, kBlack, kWhite or kWall.
    std::vector<int> cells;
    /// Stones captured so far by Black ([0]) and by White ([1]): the prisoners (アゲハマ).
    std::array<int, 2> prisoners{};

    /// Distance in the array between a point and the point below it (seed 002's WIDTH).
    int stride() const { return width + 2; }

    /// Offsets to the four neighbours: right, down, left, up (seed 002's `dir4`).
    std::array<int, 4> dir4() const { return {+1, stride(), -1, -stride()}; }
};

/// The stones of an engine board on a SimpleBoard, with the wall all round and no prisoners.
/// (Provided: positions in the tests and the demo come from text diagrams.)
inline SimpleBoard from_board(const Board& board)
{
    SimpleBoard simple{board.width(), board.height(), {}, {}};
    simple.cells.assign(board.geometry().cells(), kWall);
    for (Point p : board.points()) simple.cells[p] = static_cast<int>(board.at(p));
    return simple;
}

/// The stones of a SimpleBoard on an engine board, for printing diagrams and comparing
/// positions. Strings without liberties are allowed (the board is only looked at).
/// (Provided.)
inline Board to_board(const SimpleBoard& simple)
{
    Board board(simple.width, simple.height);
    for (Point p : board.points()) {
        const int cell = simple.cells[p];
        if (cell == kBlack || cell == kWhite) board.set_stone(p, static_cast<Color>(cell));
    }
    return board;
}

/// What a walk through a string found.
struct StringWalk {
    /// The stones of the string, in the order the walk first reached them.
    std::vector<Point> stones;
    /// The string's liberties (empty points next to it), each once, in the order found.
    std::vector<Point> liberties;
};

/// **Task 1.** Walks the string through the stone on `z` by recursion, marking every point it
/// has looked at so that nothing is visited twice (seed 002's `count_liberty`): from each
/// stone it looks at the four neighbours in `dir4` order (right, down, left, up), enters a
/// neighbour of the same colour at once, and notes an empty neighbour as a liberty.
/// If z holds no stone, the walk is empty.
StringWalk walk_string(const SimpleBoard& board, Point z);

/// **Task 2.** True if the string through the stone on `z` has no liberty: seed 000's
/// `DoCheckRemoveStone`, which gives up ("not surrounded") at the first empty point it meets.
/// False if z holds no stone.
bool is_surrounded(const SimpleBoard& board, Point z);

/// **Task 3.** Removes the string through the stone on `z` from the board by recursion
/// (seed 002's `take_stone`) and returns the number of stones removed; 0 if z holds no stone.
/// Other strings, of either colour, are left alone. Prisoners are not counted here.
int remove_string(SimpleBoard& board, Point z);

/// Stones captured by one move, per direction from the stone played.
struct Capture {
    /// Stones removed through the neighbour to the right, below, to the left and above.
    std::array<int, 4> by_direction{};

    int total() const
    {
        return by_direction[0] + by_direction[1] + by_direction[2] + by_direction[3];
    }
};

/// **Task 4.** Puts a stone of `color` (kBlack or kWhite) on the empty point `z`, removes every
/// opponent string next to it that is left without a liberty, adds the captured stones to
/// the prisoners of `color`, and says how many stones went through each neighbour.
/// A string touching z from two sides is removed (and counted) once: through the first side
/// in `dir4` order. The move is assumed legal (lesson 3 is about legality): z is empty, and
/// the function does not check for suicide or ko.
Capture play_and_capture(SimpleBoard& board, int color, Point z);

} // namespace stonelab::lesson02
