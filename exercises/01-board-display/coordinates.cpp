// Lesson 1, task 2: the four names of a point.
// Read lessons/01-board-display/README.md#task-2, then replace each `throw` with your code.
// Check your work with `stonelab check 1`.
#include "board_display.hpp"
#include "lessons/not_implemented.hpp"

namespace stonelab::lesson01 {

int index_of([[maybe_unused]] const SimpleBoard& board, [[maybe_unused]] int x,
             [[maybe_unused]] int y)
{
    // TODO (task 2): mind the wall: a row of the array is width + 2 cells long.
    throw NotImplemented("01-board-display", 2);
}

int x_of([[maybe_unused]] const SimpleBoard& board, [[maybe_unused]] int z)
{
    // TODO (task 2)
    throw NotImplemented("01-board-display", 2);
}

int y_of([[maybe_unused]] const SimpleBoard& board, [[maybe_unused]] int z)
{
    // TODO (task 2)
    throw NotImplemented("01-board-display", 2);
}

char gtp_column_letter([[maybe_unused]] int x)
{
    // TODO (task 2): A, B, ..., H, J, K, ..., T. There is no I.
    throw NotImplemented("01-board-display", 2);
}

std::string to_gtp_vertex([[maybe_unused]] const SimpleBoard& board, [[maybe_unused]] int z)
{
    // TODO (task 2): GTP counts the rows from the bottom.
    throw NotImplemented("01-board-display", 2);
}

std::optional<int> parse_gtp_vertex([[maybe_unused]] const SimpleBoard& board,
                                    [[maybe_unused]] std::string_view vertex)
{
    // TODO (task 2): return std::nullopt for anything that is not a point of this board.
    throw NotImplemented("01-board-display", 2);
}

std::string to_sgf_point([[maybe_unused]] const SimpleBoard& board, [[maybe_unused]] int z)
{
    // TODO (task 2): column letter, then row letter, both from 'a', row 'a' at the top.
    throw NotImplemented("01-board-display", 2);
}

} // namespace stonelab::lesson01
