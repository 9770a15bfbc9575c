// Lesson 5, tasks 4 and 5: write your code here. See lessons/05-territory-eval/README.md.
#include "territory_eval.hpp"

#include "lessons/not_implemented.hpp"

namespace stonelab::lesson05 {

Score count_score(const Board& /*board*/, double /*komi*/)
{
    throw NotImplemented("05-territory-eval", 4);
}

Score area_score(const Board& /*board*/, double /*komi*/)
{
    throw NotImplemented("05-territory-eval", 5);
}

} // namespace stonelab::lesson05
