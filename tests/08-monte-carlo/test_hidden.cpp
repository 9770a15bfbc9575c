// The hidden test of lesson 8 (tests/hidden.hpp): UCT searches whose trees students do not
// see. The inputs are data::kHiddenUct (public); the expected trees are in
// tests/08-monte-carlo/hidden/, written by golden.cpp and checked against the engine's UCT by
// test_references.cpp.
#include "support.hpp"
#include "tests/hidden.hpp"

using namespace stonelab;
using namespace stonelab::lesson08;
using namespace stonelab::lesson08::test;

TEST_CASE("task 3: hidden positions: UCT trees", "[lesson08][task_3]")
{
    for (const data::UctSpec& spec : data::kHiddenUct) {
        CAPTURE(data::call_of(spec));
        stonelab::test::check_hidden("uct-" + data::file_name(spec), data::searched(spec));
    }
}
