// Lesson 5, tasks 1 to 3: write your code here. See lessons/05-territory-eval/README.md.
#include "territory_eval.hpp"

#include "lessons/not_implemented.hpp"

namespace stonelab::lesson05 {

TerritoryMap influence_map(const Board& /*board*/, InfluenceRule /*rule*/)
{
    throw NotImplemented("05-territory-eval", 1);
}

int evaluate(const Board& /*board*/, InfluenceRule /*rule*/)
{
    throw NotImplemented("05-territory-eval", 2);
}

MoveChoice think_move(const Board& /*board*/, Color /*color*/, InfluenceRule /*rule*/)
{
    throw NotImplemented("05-territory-eval", 3);
}

} // namespace stonelab::lesson05
