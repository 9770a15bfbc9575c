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

/// The expected count: stones and territory of each player, and the margin.
Score expected_score(int black_stones, int black_territory, int white_stones, int white_territory,
                     double margin)
{
    Score score;
    score.black_stones = black_stones;
    score.black_territory = black_territory;
    score.white_stones = white_stones;
    score.white_territory = white_territory;
    score.margin = margin;
    return score;
}

/// "count_score(board, 6.5) on <diagram>" for INFO.
std::string call(const char* function, const Board& board, double komi)
{
    return std::string(function) + "(board, " + Catch::Detail::stringify(komi) + ") on\n" +
           print_diagram(board);
}

} // namespace

TEST_CASE("task 4: on an empty board White wins by the komi", "[lesson05][task_4]")
{
    const Board board(9);
    INFO(call("count_score", board, 6.5) << "no stone and no territory: W+6.5, the komi");
    CHECK(count_score(board, 6.5) == expected_score(0, 0, 0, 0, -6.5));
}

TEST_CASE("task 4: count_score counts a point next to one colour only", "[lesson05][task_4]")
{
    const Board board = parse_diagram(kFinished5x5);
    // Black: 6 stones, A5 A4 A2 A1 (each next to black stones, the wall is nobody's).
    // White: 5 stones and the D column; E5..E1 touch only empty points and the wall.
    // 10 - 10 - 6.5.
    INFO(call("count_score", board, 6.5)
         << "Black: 6 stones and A5 A4 A2 A1; White: 5 stones and the D column (the E column "
            "touches no stone)");
    CHECK(count_score(board, 6.5) == expected_score(6, 4, 5, 5, -6.5));
}

TEST_CASE("task 4: a point between both colours is nobody's", "[lesson05][task_4]")
{
    const Board board = parse_diagram("X . O\n");
    INFO(call("count_score", board, 0.5)
         << "B1 has a black and a white neighbour: nobody's; 1 - 1 - 0.5");
    CHECK(count_score(board, 0.5) == expected_score(1, 0, 1, 0, -0.5));
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
    INFO(call("area_score", board, 6.5)
         << "White's region D5..E1 (10 points) touches only White; Black's A5 A4 and A2 A1 "
            "touch only Black: 10 - 15 - 6.5");
    CHECK(area_score(board, 6.5) == expected_score(6, 4, 5, 10, -11.5));
}

TEST_CASE("task 5: an empty board and a lone stone", "[lesson05][task_5]")
{
    {
        const Board board(9);
        INFO(call("area_score", board, 6.5) << "the one region touches no stone: nobody's");
        CHECK(area_score(board, 6.5) == expected_score(0, 0, 0, 0, -6.5));
    }
    Board board(9);
    board.set_stone(point_at(board, "E5"), Color::Black);
    INFO(call("area_score", board, 6.5) << "the 80 other points are one region touching Black");
    CHECK(area_score(board, 6.5) == expected_score(1, 80, 0, 0, 74.5));
}

TEST_CASE("task 5: a region touches a colour through any of its four sides", "[lesson05][task_5]")
{
    // Each region below sees its stones from one side only: the bottom rows only upwards, the
    // right-hand column only to the left. A flood that forgets one direction either misses
    // the colour (the region is nobody's) or stops short of the region's far points.
    const Board below = parse_diagram(R"(
X X X X X
. . . . .
. . . . .
)");
    INFO(call("area_score", below, 0.5)
         << "the ten empty points see Black only above them: Black's, 5 stones + 10");
    CHECK(area_score(below, 0.5) == expected_score(5, 10, 0, 0, 14.5));
    const Board beside = parse_diagram(R"(
. O
. O
. O
)");
    INFO(call("area_score", beside, 0.5)
         << "the three empty points see White only to their right: White's, 3 stones + 3");
    CHECK(area_score(beside, 0.5) == expected_score(0, 0, 3, 3, -6.5));
}

TEST_CASE("task 5: the komi is the one given, and White receives it", "[lesson05][task_5]")
{
    // The same 5x5 game: Black's area 10, White's 15.
    const Board board = parse_diagram(kFinished5x5);
    for (double komi : {0.0, 0.5, 7.5}) {
        INFO(call("area_score", board, komi)
             << "Black's area 10, White's 15: the margin is 10 - 15 - " << komi);
        CHECK(area_score(board, komi) == expected_score(6, 4, 5, 10, -5 - komi));
    }
}

TEST_CASE("task 5: the Tromp-Taylor scores of the fixtures match the reference outputs",
          "[lesson05][task_5]")
{
    for (const fixtures::Fixture& fixture : all_fixtures())
        check_sections(fixture, fixtures::task5_sections(parse_diagram(fixture.diagram)));
}
