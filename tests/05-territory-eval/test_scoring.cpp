// Tasks 4 and 5: counting a finished game, seed 002's count_score and Tromp-Taylor.
#include "05-territory-eval/support.hpp"

using namespace stonelab;
using namespace stonelab::lesson05;
using namespace stonelab::lesson05::test;

namespace {

// Black lives with two eyes of two points on the left; White owns the two right columns,
// but the E column touches no stone at all.
const char* const kFinished5x5 = R"(
. X O . .
. X O . .
X X O . .
. X O . .
. X O . .
)";

void check_score(const Score& yours, int black_stones, int black_territory, int white_stones,
                 int white_territory, double margin)
{
    INFO("your score:\n" << fixtures::score_text(yours));
    CHECK(yours.black_stones == black_stones);
    CHECK(yours.black_territory == black_territory);
    CHECK(yours.white_stones == white_stones);
    CHECK(yours.white_territory == white_territory);
    CHECK(yours.margin == Approx(margin));
}

} // namespace

TEST_CASE("task 4: on an empty board White wins by the komi", "[lesson05][task_4]")
{
    check_score(count_score(Board(9), 6.5), 0, 0, 0, 0, -6.5);
}

TEST_CASE("task 4: count_score counts a point next to one colour only", "[lesson05][task_4]")
{
    const Board board = parse_diagram(kFinished5x5);
    INFO(print_diagram(board));
    // Black: 6 stones, A5 A4 A2 A1 (each next to black stones, the wall is nobody's).
    // White: 5 stones and the D column; E5..E1 touch only empty points and the wall.
    // 10 - 10 - 6.5.
    check_score(count_score(board, 6.5), 6, 4, 5, 5, -6.5);
}

TEST_CASE("task 4: a point between both colours is nobody's", "[lesson05][task_4]")
{
    const Board board = parse_diagram("X . O\n");
    INFO(print_diagram(board));
    check_score(count_score(board, 0.5), 1, 0, 1, 0, -0.5);
}

TEST_CASE("task 4: the seed 002 counts of the fixtures match the reference outputs",
          "[lesson05][task_4]")
{
    for (const fixtures::Fixture& fixture : all_fixtures())
        check_sections(fixture, fixtures::task4_sections(parse_diagram(fixture.diagram)));
}

TEST_CASE("task 5: Tromp-Taylor gives a whole region to the only colour it touches",
          "[lesson05][task_5]")
{
    const Board board = parse_diagram(kFinished5x5);
    INFO(print_diagram(board));
    // White's region D5..E1 is 10 points: 10 - 15 - 6.5.
    check_score(area_score(board, 6.5), 6, 4, 5, 10, -11.5);
}

TEST_CASE("task 5: an empty board and a lone stone", "[lesson05][task_5]")
{
    check_score(area_score(Board(9), 6.5), 0, 0, 0, 0, -6.5); // the region touches no stone
    Board board(9);
    board.set_stone(board.geometry().point(5, 5), Color::Black);
    INFO(print_diagram(board));
    check_score(area_score(board, 6.5), 1, 80, 0, 0, 74.5);
}

TEST_CASE("task 5: the Tromp-Taylor scores of the fixtures match the reference outputs",
          "[lesson05][task_5]")
{
    for (const fixtures::Fixture& fixture : all_fixtures())
        check_sections(fixture, fixtures::task5_sections(parse_diagram(fixture.diagram)));
}
