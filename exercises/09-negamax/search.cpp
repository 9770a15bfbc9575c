// Lesson 9: your searches, tasks 1 to 3. Replace each `throw` with your code; see
// lessons/09-negamax/README.md for the tasks and lessons/09-negamax/negamax.hpp for what each
// function must do. Each function makes its game with `make_game(spec)` and then walks it
// with a recursive helper of your own, written in this file over the `LessonGame&`:
//
//     Value negamax_value(LessonGame& game, int depth, SearchStats& stats) { ... }
#include "negamax.hpp"

#include "lessons/not_implemented.hpp"

namespace stonelab::lesson09 {

SearchStats minimax(const GameSpec& /*game*/, int /*depth*/)
{
    throw NotImplemented("09-negamax", 1);
}

SearchStats negamax(const GameSpec& /*game*/, int /*depth*/)
{
    throw NotImplemented("09-negamax", 1);
}

GameCensus count_games(const GameSpec& /*game*/) { throw NotImplemented("09-negamax", 1); }

AlphaBetaResult alpha_beta(const GameSpec& /*game*/, int /*depth*/, Value /*alpha*/, Value /*beta*/,
                           bool /*record*/)
{
    throw NotImplemented("09-negamax", 2);
}

SearchStats alpha_beta_improved(const GameSpec& /*game*/, int /*depth*/, Improvements /*how*/)
{
    throw NotImplemented("09-negamax", 3);
}

} // namespace stonelab::lesson09
