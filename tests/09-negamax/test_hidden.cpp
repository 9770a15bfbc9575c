// The hidden test of lesson 9 (tests/hidden.hpp): alpha-beta's records on trees and windows
// whose records students do not see. The inputs are hidden_alpha_beta_cases() (public); the
// expected records are in tests/09-negamax/hidden/, written by golden.cpp and checked
// against the engine's search by test_references.cpp.
#include "support.hpp"
#include "tests/hidden.hpp"

using namespace stonelab;
using namespace stonelab::lesson09;
using namespace stonelab::lesson09::test;

TEST_CASE("task 2: hidden trees: alpha-beta's record", "[lesson09][task_2]")
{
    for (const AlphaBetaCase& c : hidden_alpha_beta_cases()) {
        INFO(c.name);
        stonelab::test::check_hidden(
            "alphabeta-" + c.name + ".txt",
            alpha_beta_text(c, alpha_beta(c.game, c.depth, c.alpha, c.beta, true)));
    }
}
