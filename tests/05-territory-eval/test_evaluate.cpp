// Task 2: seed 000's EvalBoard, Black's territory minus White's.
#include "05-territory-eval/support.hpp"

using namespace stonelab;
using namespace stonelab::lesson05;
using namespace stonelab::lesson05::test;

TEST_CASE("task 2: an empty board is worth nothing to either side", "[lesson05][task_2]")
{
    const Board board(9);
    CHECK(evaluate(board, InfluenceRule::Cancel) == 0);
    CHECK(evaluate(board, InfluenceRule::Majority) == 0);
}

TEST_CASE("task 2: a lone stone is worth its diamond without its own point", "[lesson05][task_2]")
{
    for (Color color : {Color::Black, Color::White}) {
        Board board(9);
        board.set_stone(board.geometry().point(5, 5), color); // E5
        const int sign = color == Color::Black ? 1 : -1;
        INFO(print_diagram(board));
        // 25 points within distance 3, minus the stone: stones are not territory.
        CHECK(evaluate(board, InfluenceRule::Cancel) == sign * 24);
        CHECK(evaluate(board, InfluenceRule::Majority) == sign * 24);
        board.set_stone(board.geometry().point(1, 9), color); // and one on A1: 9 more
        INFO(print_diagram(board));
        CHECK(evaluate(board, InfluenceRule::Cancel) == sign * 33);
    }
}

TEST_CASE("task 2: the evaluations of the fixtures match the reference outputs",
          "[lesson05][task_2]")
{
    for (const fixtures::Fixture& fixture : all_fixtures())
        check_sections(fixture, fixtures::task2_sections(parse_diagram(fixture.diagram)));
}
