// Lesson 13's hidden test: the statuses of positions you can read in positions.hpp, compared
// with expected outputs you do not see (lessons/HOWTO.md, "Hidden tests"). The visible tests
// of task 1 check the same things on other positions.
#include "13-groups-life/support.hpp"
#include "hidden.hpp"

using namespace stonelab;
using namespace stonelab::lesson13;
using namespace stonelab::lesson13::test;

TEST_CASE("task 1: hidden positions: statuses", "[lesson13][task_1]")
{
    for (const data::StatusPosition& position : data::hidden_positions()) {
        const std::string yours = data::statuses_text(position, your_status);
        INFO("position " << position.name << " (tests/13-groups-life/positions.hpp)\n"
                         << position.diagram << "your statuses:\n"
                         << yours);
        stonelab::test::check_hidden("status-" + std::string(position.name) + ".txt", yours);
    }
}
