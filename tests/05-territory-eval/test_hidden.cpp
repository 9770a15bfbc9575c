// Lesson 5's hidden tests: scores of positions you can read in hidden_positions.hpp, compared
// with expected outputs you do not see (lessons/HOWTO.md, "Hidden tests"). The visible tests
// of tasks 4 and 5 check the same things on other positions.
#include "05-territory-eval/hidden_positions.hpp"
#include "05-territory-eval/support.hpp"
#include "hidden.hpp"

using namespace stonelab;
using namespace stonelab::lesson05;
using namespace stonelab::lesson05::test;

TEST_CASE("task 4: hidden positions: seed 002's counts", "[lesson05][task_4]")
{
    for (const fixtures::Fixture& position : fixtures::hidden_positions()) {
        const Board board = parse_diagram(position.diagram);
        const std::string yours = fixtures::task4_sections(board).at("count_score");
        INFO("position " << position.name << " (tests/05-territory-eval/hidden_positions.hpp): "
                         << "count_score(board, " << fixtures::kKomi << ") on\n"
                         << print_diagram(board) << "your count:\n"
                         << yours);
        stonelab::test::check_hidden(fixtures::hidden_count_file(position), yours);
    }
}

TEST_CASE("task 5: hidden positions: Tromp-Taylor areas", "[lesson05][task_5]")
{
    for (const fixtures::Fixture& position : fixtures::hidden_positions()) {
        const Board board = parse_diagram(position.diagram);
        const std::string yours = fixtures::task5_sections(board).at("area_score");
        INFO("position " << position.name << " (tests/05-territory-eval/hidden_positions.hpp): "
                         << "area_score(board, " << fixtures::kKomi << ") on\n"
                         << print_diagram(board) << "your count:\n"
                         << yours);
        stonelab::test::check_hidden(fixtures::hidden_area_file(position), yours);
    }
}
