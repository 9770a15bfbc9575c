// Lesson 4: your random player. Replace each `throw` with your code; see
// lessons/04-random-play/README.md for the tasks and lessons/04-random-play/random_play.hpp
// for what each function must do.
#include "random_play.hpp"

#include "lessons/not_implemented.hpp"

namespace stonelab::lesson04 {

bool is_own_eye(const Board& /*board*/, Color /*color*/, Point /*p*/)
{
    throw NotImplemented("04-random-play", 1);
}

Point random_move(const Board& /*board*/, Color /*color*/, Rng& /*rng*/,
                  std::vector<Point>* /*rejected*/)
{
    throw NotImplemented("04-random-play", 2);
}

std::vector<Point> play_random_game(int /*size*/, std::uint64_t /*seed*/, int /*max_moves*/)
{
    throw NotImplemented("04-random-play", 3);
}

} // namespace stonelab::lesson04
