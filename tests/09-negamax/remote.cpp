// Lesson 9's interface across the sandbox's wall (grader/kit/remote.hpp): how its types are
// written, the list of its functions, and, in the tests' process, a stub for each. A game
// crosses as its `GameSpec` (plain data); the student's process makes the game itself.
#include "negamax.hpp"

#include "grader/kit/remote.hpp"

namespace stonelab::remote {
template <> inline constexpr int enum_values<lesson09::GameKind> = 4;
template <> inline constexpr int enum_values<lesson09::MoveOrder> = 2;
} // namespace stonelab::remote

namespace stonelab::lesson09 {

template <class Fields> void describe(Fields& fields, GameSpec& spec)
{
    fields(spec.kind, spec.tree, spec.branching, spec.plies, spec.perfect, spec.seed, spec.width,
           spec.height, spec.k, spec.moves, spec.order);
}

template <class Fields> void describe(Fields& fields, SearchStats& stats)
{
    fields(stats.value, stats.best_move, stats.nodes, stats.leaves, stats.table_hits);
}

template <class Fields> void describe(Fields& fields, GameCensus& census)
{
    fields(census.nodes, census.games, census.first_wins, census.second_wins, census.draws);
}

template <class Fields> void describe(Fields& fields, Visit& visit)
{
    fields(visit.path, visit.alpha, visit.beta, visit.value, visit.leaf, visit.pruned);
}

template <class Fields> void describe(Fields& fields, AlphaBetaResult& result)
{
    fields(result.stats, result.visits);
}

template <class Fields> void describe(Fields& fields, Improvements& how)
{
    fields(how.order_moves, how.table);
}

template <class Fields> void describe(Fields& fields, GoSolution& solution)
{
    fields(solution.value, solution.nodes, solution.line, solution.line_value);
}

} // namespace stonelab::lesson09

namespace stonelab::remote {

const Interface& lesson_interface()
{
    static const Interface functions = {
        function<&lesson09::minimax>("minimax"),
        function<&lesson09::negamax>("negamax"),
        function<&lesson09::count_games>("count_games"),
        function<&lesson09::alpha_beta>("alpha_beta"),
        function<&lesson09::alpha_beta_improved>("alpha_beta_improved"),
        function<&lesson09::solve_go>("solve_go"),
    };
    return functions;
}

} // namespace stonelab::remote

#ifdef STONELAB_TESTS_SIDE
namespace stonelab::lesson09 {

SearchStats minimax(const GameSpec& game, int depth) { return remote::call<&minimax>(game, depth); }

SearchStats negamax(const GameSpec& game, int depth) { return remote::call<&negamax>(game, depth); }

GameCensus count_games(const GameSpec& game) { return remote::call<&count_games>(game); }

AlphaBetaResult alpha_beta(const GameSpec& game, int depth, Value alpha, Value beta, bool record)
{
    return remote::call<&alpha_beta>(game, depth, alpha, beta, record);
}

SearchStats alpha_beta_improved(const GameSpec& game, int depth, Improvements how)
{
    return remote::call<&alpha_beta_improved>(game, depth, how);
}

GoSolution solve_go(int width, int height) { return remote::call<&solve_go>(width, height); }

} // namespace stonelab::lesson09
#endif
