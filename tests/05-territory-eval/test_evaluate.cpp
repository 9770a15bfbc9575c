// Task 2: seed 000's EvalBoard, Black's territory minus White's.
#include "05-territory-eval/support.hpp"

using namespace stonelab;
using namespace stonelab::lesson05;
using namespace stonelab::lesson05::test;

TEST_CASE("task 2: an empty board is worth nothing to either side", "[lesson05][task_2]")
{
    const Board board(9);
    INFO("evaluate(board, rule) on an empty 9x9 board: no stone, no territory");
    CHECK(evaluate(board, InfluenceRule::Cancel) == 0);
    CHECK(evaluate(board, InfluenceRule::Majority) == 0);
}

TEST_CASE("task 2: a lone stone is worth its diamond without its own point", "[lesson05][task_2]")
{
    for (Color color : {Color::Black, Color::White}) {
        Board board(9);
        board.set_stone(point_at(board, "E5"), color);
        const int sign = color == Color::Black ? 1 : -1;
        {
            INFO("evaluate(board, rule) on\n"
                 << print_diagram(board)
                 << "25 points within distance 3, minus the stone (stones are not territory): "
                 << (sign > 0 ? "+24 for Black" : "-24 for White"));
            CHECK(evaluate(board, InfluenceRule::Cancel) == sign * 24);
            CHECK(evaluate(board, InfluenceRule::Majority) == sign * 24);
        }
        board.set_stone(point_at(board, "A1"), color); // and one in the corner: 9 more
        INFO("evaluate(board, experiment 1 (cancel)) on\n"
             << print_diagram(board)
             << "24 for E5, and 9 for A1 (10 points within distance 3 of the corner, minus the "
                "stone; none of them is E5's)");
        CHECK(evaluate(board, InfluenceRule::Cancel) == sign * 33);
    }
}

TEST_CASE("task 2: the evaluations of the fixtures match the reference outputs",
          "[lesson05][task_2]")
{
    for (const fixtures::Fixture& fixture : all_fixtures())
        check_sections(fixture, fixtures::task2_sections(parse_diagram(fixture.diagram)));
}
