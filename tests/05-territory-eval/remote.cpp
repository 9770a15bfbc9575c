// Lesson 5's interface across the sandbox's wall (grader/kit/remote.hpp): how its types are
// written, the list of its functions, and, in the tests' process, a stub for each.
#include "territory_eval.hpp"

#include "grader/kit/remote.hpp"

namespace stonelab::lesson05 {

template <class Fields> void describe(Fields& fields, MoveChoice& choice)
{
    fields(choice.move, choice.delta, choice.deltas);
}

template <class Fields> void describe(Fields& fields, Score& score)
{
    fields(score.black_stones, score.white_stones, score.black_territory, score.white_territory,
           score.margin);
}

} // namespace stonelab::lesson05

namespace stonelab::remote {

template <> inline constexpr int enum_values<lesson05::InfluenceRule> = 2;

const Interface& lesson_interface()
{
    static const Interface functions = {
        function<&lesson05::influence_map>("influence_map"),
        function<&lesson05::evaluate>("evaluate"),
        function<&lesson05::think_move>("think_move"),
        function<&lesson05::count_score>("count_score"),
        function<&lesson05::area_score>("area_score"),
    };
    return functions;
}

} // namespace stonelab::remote

#ifdef STONELAB_TESTS_SIDE
namespace stonelab::lesson05 {

TerritoryMap influence_map(const Board& board, InfluenceRule rule)
{
    return remote::call<&influence_map>(board, rule);
}

int evaluate(const Board& board, InfluenceRule rule)
{
    return remote::call<&evaluate>(board, rule);
}

MoveChoice think_move(const Board& board, Color color, InfluenceRule rule)
{
    return remote::call<&think_move>(board, color, rule);
}

Score count_score(const Board& board, double komi)
{
    return remote::call<&count_score>(board, komi);
}

Score area_score(const Board& board, double komi) { return remote::call<&area_score>(board, komi); }

} // namespace stonelab::lesson05
#endif
