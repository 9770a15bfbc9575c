// Lesson 1, task 4: reading a diagram.
// Read lessons/01-board-display/README.md#task-4, then replace the `throw` with your code.
// Check your work with `stonelab check 1`.
#include "board_display.hpp"
#include "lessons/not_implemented.hpp"

namespace stonelab::lesson01 {

SimpleBoard parse_board([[maybe_unused]] std::string_view text)
{
    // TODO (task 4): one line per row, one point per character; spaces, '\r' and blank lines
    // skipped. Throw std::invalid_argument whose message starts with "line L: " for anything
    // you cannot read, L counting every line of the text from 1, blank ones included.
    throw NotImplemented("01-board-display", 4);
}

} // namespace stonelab::lesson01
