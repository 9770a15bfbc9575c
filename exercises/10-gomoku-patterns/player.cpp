// Lesson 10, task 4: the paper's move choice. Replace each `throw` with your code; see
// lessons/10-gomoku-patterns/README.md#task-4. Use your shapes_at of task 3.
#include "gomoku_patterns.hpp"

#include "lessons/not_implemented.hpp"

namespace stonelab::lesson10 {

int move_priority(const gomoku::Board& /*board*/, Point /*p*/, Color /*color*/,
                  gomoku::Rule /*rule*/)
{
    throw NotImplemented("10-gomoku-patterns", 4);
}

int move_value(const gomoku::Board& /*board*/, Point /*p*/, Color /*color*/)
{
    throw NotImplemented("10-gomoku-patterns", 4);
}

Point choose_move(const gomoku::Board& /*board*/, gomoku::Rule /*rule*/, Rng& /*rng*/)
{
    throw NotImplemented("10-gomoku-patterns", 4);
}

} // namespace stonelab::lesson10
