// Lesson 10, task 1: the Sta code and the Row of one direction. Replace the `throw` with
// your code; see lessons/10-gomoku-patterns/README.md#task-1.
#include "gomoku_patterns.hpp"

#include "lessons/not_implemented.hpp"

namespace stonelab::lesson10 {

Reading read_direction(const gomoku::Board& /*board*/, Point /*p*/, int /*n*/, Color /*color*/)
{
    throw NotImplemented("10-gomoku-patterns", 1);
}

} // namespace stonelab::lesson10
