// Lesson 4's reference outputs: the seeded games of games::kReferenceGames played by the
// reference solution, with their final positions (data/games/NAME.txt). `stonelab golden 4`
// writes them; CI checks them. test_references.cpp checks every one against the engine's
// random_game and against GNU Go.
#include "golden.hpp"
#include "04-random-play/games.hpp"

#include <iostream>

using namespace stonelab::lesson04;

int main(int argc, char** argv)
{
    stonelab::golden::GoldenFiles golden(argc, argv);
    for (const games::GameSpec& spec : games::kReferenceGames) {
        const auto moves = play_random_game(spec.size, spec.seed, spec.max_moves);
        golden.file("games/" + games::file_name(spec), games::to_text(spec, moves));
    }
    return golden.finish();
}
