// Task 1: seed 000's territory maps, experiment 1 (cancel) and experiment 2 (majority).
#include "05-territory-eval/support.hpp"

using namespace stonelab;
using namespace stonelab::lesson05;
using namespace stonelab::lesson05::test;

namespace {

const char* const kLoneStone = R"(
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . X . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
)";

const char* const kTwoAgainstOne = R"(
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . X . . . . .
. . . X . O . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
)";

int points_owned_by(const Board& board, const TerritoryMap& map, Color color)
{
    int count = 0;
    for (Point p : board.points()) count += map.at(p) == color ? 1 : 0;
    return count;
}

/// The owner of the point named `name` on the map, with the map in the failure message.
Color owner_at(const Board& board, InfluenceRule rule, const std::string& name)
{
    const TerritoryMap map = influence_map(board, rule);
    INFO("your map (x: Black's territory, o: White's, .: nobody's):\n"
         << fixtures::draw_map(board, map));
    REQUIRE(map.size() == static_cast<std::size_t>(board.geometry().cells()));
    return map.at(vertex(board, name));
}

} // namespace

TEST_CASE("task 1: a lone stone owns the diamond of distance 3 around it", "[lesson05][task_1]")
{
    const Board board = parse_diagram(kLoneStone);
    for (InfluenceRule rule : {InfluenceRule::Cancel, InfluenceRule::Majority}) {
        const TerritoryMap map = influence_map(board, rule);
        INFO(print_diagram(board) << "your map:\n" << fixtures::draw_map(board, map));
        REQUIRE(map.size() == static_cast<std::size_t>(board.geometry().cells()));
        // |dx| + |dy| <= 3 around the stone: 1 + 4 + 8 + 12 = 25 points, the stone included.
        CHECK(points_owned_by(board, map, Color::Black) == 25);
        CHECK(points_owned_by(board, map, Color::White) == 0);
    }
}

TEST_CASE("task 1: distance 3 is Manhattan distance - E2 is in, E1 and C3 are out",
          "[lesson05][task_1]")
{
    const Board board = parse_diagram(kLoneStone);
    for (InfluenceRule rule : {InfluenceRule::Cancel, InfluenceRule::Majority}) {
        CHECK(owner_at(board, rule, "E5") == Color::Black); // the stone itself
        CHECK(owner_at(board, rule, "E2") == Color::Black); // 3 straight down
        CHECK(owner_at(board, rule, "C4") == Color::Black); // a knight's move and one: 2 + 1
        CHECK(owner_at(board, rule, "E1") == Color::Empty); // 4 straight down
        CHECK(owner_at(board, rule, "C3") == Color::Empty); // 2 + 2 = 4, though only 2 rows away
        CHECK(owner_at(board, rule, "H5") == Color::Black); // 3 to the right
        CHECK(owner_at(board, rule, "J5") == Color::Empty); // 4 to the right
    }
}

TEST_CASE("task 1: a stone in the corner owns 10 points", "[lesson05][task_1]")
{
    Board board(9);
    board.set_stone(board.geometry().point(1, 9), Color::White); // A1
    const TerritoryMap map = influence_map(board, InfluenceRule::Cancel);
    INFO(print_diagram(board) << "your map:\n" << fixtures::draw_map(board, map));
    REQUIRE(map.size() == static_cast<std::size_t>(board.geometry().cells()));
    // Distances 0, 1, 2, 3 from a corner: 1 + 2 + 3 + 4 points; the rest is off the board.
    CHECK(points_owned_by(board, map, Color::White) == 10);
    CHECK(points_owned_by(board, map, Color::Black) == 0);
}

TEST_CASE("task 1: experiment 1 cancels a point both colours reach", "[lesson05][task_1]")
{
    const Board board = parse_diagram(kTwoAgainstOne);
    // E5: D5 at 1 and D6 at 2 for Black, F5 at 1 for White.
    CHECK(owner_at(board, InfluenceRule::Cancel, "E5") == Color::Empty);
    // H5: D5 at 4 is too far; F5 at 2.
    CHECK(owner_at(board, InfluenceRule::Cancel, "H5") == Color::White);
    // A5: D5 at 3; F5 at 5.
    CHECK(owner_at(board, InfluenceRule::Cancel, "A5") == Color::Black);
}

TEST_CASE("task 1: experiment 2 gives a point to the colour with more stones in reach",
          "[lesson05][task_1]")
{
    const Board board = parse_diagram(kTwoAgainstOne);
    CHECK(owner_at(board, InfluenceRule::Majority, "E5") == Color::Black); // 2 against 1
    CHECK(owner_at(board, InfluenceRule::Majority, "G5") ==
          Color::Empty); // D5 at 3, F5 at 1: 1 against 1
    CHECK(owner_at(board, InfluenceRule::Majority, "H5") == Color::White); // 0 against 1
}

TEST_CASE("task 1: the territory maps of the fixtures match the reference outputs",
          "[lesson05][task_1]")
{
    for (const fixtures::Fixture& fixture : all_fixtures())
        check_sections(fixture, fixtures::task1_sections(parse_diagram(fixture.diagram)));
}
