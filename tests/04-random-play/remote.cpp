// Lesson 4's interface across the sandbox's wall (grader/kit/remote.hpp): the list of its
// functions and, in the tests' process, a stub for each. Boards and generators cross as the
// engine's types do (remote.hpp): a Board with its history, an Rng with its state.
#include "random_play.hpp"

#include "grader/kit/remote.hpp"

namespace stonelab::remote {

const Interface& lesson_interface()
{
    static const Interface functions = {
        function<&lesson04::is_own_eye>("is_own_eye"),
        function<&lesson04::random_move>("random_move"),
        function<&lesson04::play_random_game>("play_random_game"),
    };
    return functions;
}

} // namespace stonelab::remote

#ifdef STONELAB_TESTS_SIDE
namespace stonelab::lesson04 {

bool is_own_eye(const Board& board, Color color, Point p)
{
    return remote::call<&is_own_eye>(board, color, p);
}

Point random_move(const Board& board, Color color, Rng& rng, std::vector<Point>* rejected)
{
    return remote::call<&random_move>(board, color, rng, rejected);
}

std::vector<Point> play_random_game(int size, std::uint64_t seed, int max_moves)
{
    return remote::call<&play_random_game>(size, seed, max_moves);
}

} // namespace stonelab::lesson04
#endif
