// Lesson 10, task 3: Figure 4's pair tables. Replace each `throw` with your code; see
// lessons/10-gomoku-patterns/README.md#task-3.
#include "gomoku_patterns.hpp"

#include "lessons/not_implemented.hpp"

namespace stonelab::lesson10 {

Shape pair_shape(int /*total*/, Pattern /*a*/, Pattern /*b*/)
{
    throw NotImplemented("10-gomoku-patterns", 3);
}

std::array<Shape, gomoku::kLineDirections> shapes_at(const gomoku::Board& /*board*/, Point /*p*/,
                                                     Color /*color*/)
{
    throw NotImplemented("10-gomoku-patterns", 3);
}

} // namespace stonelab::lesson10
