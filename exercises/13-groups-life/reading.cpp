// Lesson 13, task 1: your capture search and seed 000's status table. Replace each `throw`
// with your code; see lessons/13-groups-life/README.md#task-1 and
// lessons/13-groups-life/groups_life.hpp for what each function must do.
#include "groups_life.hpp"

#include "lessons/not_implemented.hpp"

namespace stonelab::lesson13 {

Reading read_capture(const Board& /*board*/, Point /*target*/, Color /*to_move*/,
                     const ReadingLimits& /*limits*/)
{
    throw NotImplemented("13-groups-life", 1);
}

StringStatus string_status(const Board& /*board*/, Point /*target*/,
                           const ReadingLimits& /*limits*/)
{
    throw NotImplemented("13-groups-life", 1);
}

} // namespace stonelab::lesson13
