// Lesson 11: Black's fouls under the renju rules, task 3. Replace each `throw` with your
// code; see lessons/11-renju/README.md.
#include "renju.hpp"

#include "lessons/not_implemented.hpp"

namespace stonelab::lesson11 {

int count_fours(const Board& /*board*/, Point /*p*/, int /*d*/)
{
    throw NotImplemented("11-renju", 3);
}

bool is_three(const Board& /*board*/, Point /*p*/, int /*d*/)
{
    throw NotImplemented("11-renju", 3);
}

Foul foul(const Board& /*board*/, Point /*p*/) { throw NotImplemented("11-renju", 3); }

} // namespace stonelab::lesson11
