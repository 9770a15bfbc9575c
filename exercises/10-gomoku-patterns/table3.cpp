// Lesson 10, task 2: Total, and Table 3 of your own. Replace each `throw` with your code;
// see lessons/10-gomoku-patterns/README.md#task-2.
#include "gomoku_patterns.hpp"

#include "lessons/not_implemented.hpp"

namespace stonelab::lesson10 {

int total(int /*row*/, int /*opposite_row*/) { throw NotImplemented("10-gomoku-patterns", 2); }

std::string decode_sta(std::uint16_t /*sta*/) { throw NotImplemented("10-gomoku-patterns", 2); }

std::vector<CodeRows> enumerate_codes() { throw NotImplemented("10-gomoku-patterns", 2); }

Pattern classify(std::uint16_t /*sta*/) { throw NotImplemented("10-gomoku-patterns", 2); }

} // namespace stonelab::lesson10
