// The hidden test of lesson 7 (tests/hidden.hpp): playouts from the test positions with seeds
// whose moves students do not see. The inputs are data::kHiddenPlayouts (public); the expected
// moves and final positions are in tests/07-playouts/hidden/, written by golden.cpp and checked
// against the engine's playout by test_references.cpp.
#include "support.hpp"
#include "tests/hidden.hpp"

using namespace stonelab;
using namespace stonelab::lesson07;
using namespace stonelab::lesson07::test;

TEST_CASE("task 1: hidden positions: playouts", "[lesson07][task_1]")
{
    for (const data::PlayoutSpec& spec : data::kHiddenPlayouts) {
        CAPTURE(spec);
        Rng rng(spec.seed);
        const Playout yours = play_playout(start_of(spec), spec.to_move, rng, spec.cap);
        for (Point move : yours.moves) {
            INFO("a move that is not a point of the board");
            REQUIRE(point_or_pass(yours.final_board.geometry(), move));
        }
        stonelab::test::check_hidden("playout-" + data::file_name(spec),
                                     data::to_text(spec, yours));
    }
}
