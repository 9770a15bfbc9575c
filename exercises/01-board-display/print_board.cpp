// Lesson 1, task 3: printing a board.
// Read lessons/01-board-display/README.md#task-3, then replace the `throw` with your code.
// Check your work with `stonelab check 1`; `stonelab run 1` shows what you print.
#include "board_display.hpp"
#include "lessons/not_implemented.hpp"

namespace stonelab::lesson01 {

std::string print_board([[maybe_unused]] const SimpleBoard& board,
                        [[maybe_unused]] DiagramStyle style, [[maybe_unused]] bool coordinates)
{
    // TODO (task 3): rows top to bottom, points left to right, the wall not printed as a
    // point; see the table of styles in board_display.hpp.
    throw NotImplemented("01-board-display", 3);
}

} // namespace stonelab::lesson01
