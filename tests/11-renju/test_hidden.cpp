// The hidden test of lesson 11 (tests/hidden.hpp): Inui's player against itself with seeds
// whose games students do not see. The inputs are hidden_game_specs() (public); the expected
// games are in tests/11-renju/hidden/, written by golden.cpp and checked against the engine's
// player by test_references.cpp.
#include "support.hpp"
#include "tests/hidden.hpp"

using namespace stonelab::lesson11;
using namespace stonelab::lesson11::test; // Color, Point, Rng and gomoku too

TEST_CASE("task 4: hidden games: Inui's player against itself", "[lesson11][task_4]")
{
    for (const GameSpec& spec : hidden_game_specs())
        stonelab::test::check_hidden(game_name(spec), game_text(spec, lesson_choice));
}
