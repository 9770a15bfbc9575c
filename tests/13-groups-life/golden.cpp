// Lesson 13's reference outputs, from the reference solution: the statuses of the reference
// positions' strings (data/status/NAME.txt), the groups and territory of seed 001's 9x9
// example (data/groups/seed001-9x9.txt), and the statuses of the hidden positions'
// (hidden/status-NAME.txt). `stonelab golden 13` writes them; CI checks them.
// test_references.cpp checks every one against GNU Go's own reading.
#include "golden.hpp"
#include "13-groups-life/positions.hpp"
#include "support/sections.hpp"

#include <iostream>

using namespace stonelab;
using namespace stonelab::lesson13;

namespace {

StringStatus solution_status(const Board& board, Point target)
{
    return string_status(board, target, data::kLimits);
}

} // namespace

int main(int argc, char** argv)
{
    golden::GoldenFiles golden(argc, argv);
    try {
        for (const data::StatusPosition& position : data::reference_positions())
            golden.file("status/" + std::string(position.name) + ".txt",
                        std::string(position.diagram) + "\n" +
                            data::statuses_text(position, solution_status));
        const Board seed001 = parse_diagram(data::kSeed001);
        golden.file("groups/seed001-9x9.txt",
                    test::sections_text(
                        "seed001-9x9", "seed 001's 9x9 example, its groups and territory",
                        {"position", "group ids", "territory"},
                        {{"position", data::kSeed001},
                         {"group ids", data::id_board(seed001.geometry(), group_ids(seed001))},
                         {"territory", data::territory_board(seed001, territory(seed001))}}));
        for (const data::StatusPosition& position : data::hidden_positions())
            golden.hidden_file("status-" + std::string(position.name) + ".txt",
                               data::statuses_text(position, solution_status));
    } catch (const std::exception& e) {
        std::cerr << "lesson13_golden: " << e.what() << "\n";
        return 1;
    }
    return golden.finish();
}
