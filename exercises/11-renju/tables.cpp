// Lesson 11: Inui's expected-value tables, tasks 1 and 2. Replace each `throw` with your
// code; see lessons/11-renju/README.md.
#include "renju.hpp"

#include "lessons/not_implemented.hpp"

namespace stonelab::lesson11 {

LineValue line_value(const Board& /*board*/, Point /*p*/, int /*d*/, Color /*side*/,
                     Color /*player*/)
{
    throw NotImplemented("11-renju", 1);
}

int point_value(const Board& /*board*/, Point /*p*/, Color /*side*/, Color /*player*/)
{
    throw NotImplemented("11-renju", 1);
}

Tables make_tables(const Board& /*board*/, Color /*player*/)
{
    throw NotImplemented("11-renju", 1);
}

void update_tables(Tables& /*tables*/, const Board& /*board*/, Point /*p*/)
{
    throw NotImplemented("11-renju", 2);
}

} // namespace stonelab::lesson11
