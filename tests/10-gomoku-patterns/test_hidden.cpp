// The hidden test of lesson 10 (tests/hidden.hpp): the verdicts on seeded positions whose
// expected outputs students do not see. The inputs are hidden_seeds() (public); the expected
// texts are in tests/10-gomoku-patterns/hidden/, written by golden.cpp and checked against
// the engine by test_references.cpp.
#include "support.hpp"
#include "tests/hidden.hpp"

using namespace stonelab;
using namespace stonelab::lesson10::test;

TEST_CASE("task 3: hidden positions: the verdicts on every empty point", "[lesson10][task_3]")
{
    for (std::uint64_t seed : hidden_seeds()) {
        INFO(seed);
        stonelab::test::check_hidden("position-" + std::to_string(seed) + ".txt",
                                     position_shapes_text(random_position(seed, 15, 70)));
    }
}
