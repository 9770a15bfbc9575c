// Lesson 1, task 1: colours, the opponent and the empty board (reference solution).
#include "board_display.hpp"

#include <stdexcept>

namespace stonelab::lesson01 {

//! [opponent]
int opponent(int color)
{
    // Black is 1 (binary 01) and White is 2 (binary 10): flipping both bits swaps them.
    // This is why the seeds number the colours this way (seed 001, "recognition").
    return color ^ 3;
}
//! [opponent]

//! [make_board]
SimpleBoard make_board(int width, int height)
{
    if (width < 1 || width > kMaxSize || height < 1 || height > kMaxSize)
        throw std::invalid_argument("a board is 1 to 19 points wide and high, not " +
                                    std::to_string(width) + "x" + std::to_string(height));
    SimpleBoard board{width, height, {}};
    // Row by row, top to bottom, as index_of numbers the cells: the first and last row and
    // the first and last column are the wall, everything inside is an empty point.
    for (int y = 0; y <= height + 1; ++y) {
        for (int x = 0; x <= width + 1; ++x) {
            const bool frame = x == 0 || x == width + 1 || y == 0 || y == height + 1;
            board.cells.push_back(frame ? kWall : kEmpty);
        }
    }
    return board;
}
//! [make_board]

} // namespace stonelab::lesson01
