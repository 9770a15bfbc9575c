// Lesson 1, task 1: colours, the opponent and the empty board.
// Read lessons/01-board-display/README.md#task-1, then replace each `throw` with your code.
// Check your work with `stonelab check 1`.
#include "board_display.hpp"
#include "lessons/not_implemented.hpp"

#include <stdexcept>

namespace stonelab::lesson01 {

int opponent([[maybe_unused]] int color)
{
    // TODO (task 1): kBlack -> kWhite, kWhite -> kBlack.
    throw NotImplemented("01-board-display", 1);
}

SimpleBoard make_board([[maybe_unused]] int width, [[maybe_unused]] int height)
{
    // TODO (task 1): (width + 2) * (height + 2) cells, row by row from the top: kWall on the
    // frame, kEmpty inside. Throw std::invalid_argument for sizes outside 1..19.
    throw NotImplemented("01-board-display", 1);
}

} // namespace stonelab::lesson01
