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

/// The points of `board` that `map` gives to `color`, stones included, by name.
std::vector<std::string> owned_by(const Board& board, const TerritoryMap& map, Color color)
{
    std::vector<std::string> names;
    for (Point p : board.points())
        if (map.at(static_cast<std::size_t>(p)) == color) names.push_back(name_of(board, p));
    return names;
}

/// influence_map(board, rule), after checking that it has one entry per cell.
TerritoryMap map_of(const Board& board, InfluenceRule rule)
{
    TerritoryMap map = influence_map(board, rule);
    INFO("influence_map(board, " << Catch::Detail::stringify(rule) << ") returned " << map.size()
                                 << " cells; the board has " << board.geometry().cells()
                                 << " (board.geometry().cells())");
    REQUIRE(map.size() == static_cast<std::size_t>(board.geometry().cells()));
    return map;
}

/// Checks who owns the point `name` on the map of `rule`, with the position and the map in
/// the failure message.
void check_owner(const Board& board, InfluenceRule rule, const std::string& name, Color expected,
                 const std::string& why)
{
    const TerritoryMap map = map_of(board, rule);
    INFO("influence_map(board, " << Catch::Detail::stringify(rule) << ") at " << name << ": " << why
                                 << "\n"
                                 << beside("the position", print_diagram(board),
                                           "the owners on your map, stones included",
                                           draw_owners(board, map))
                                 << "(x Black's, o White's, . nobody's)");
    const Color owner_on_your_map = map.at(static_cast<std::size_t>(point_at(board, name)));
    CHECK(owner_on_your_map == expected);
}

} // namespace

TEST_CASE("task 1: a lone stone owns the diamond of distance 3 around it", "[lesson05][task_1]")
{
    const Board board = parse_diagram(kLoneStone);
    for (InfluenceRule rule : {InfluenceRule::Cancel, InfluenceRule::Majority}) {
        CAPTURE(rule);
        const MapOn yours{board, map_of(board, rule)};
        CAPTURE(yours);
        // |dx| + |dy| <= 3 around the stone: 1 + 4 + 8 + 12 = 25 points, the stone included.
        INFO("Black owns the 25 points with |dx| + |dy| <= 3 around E5, E5 included");
        CHECK(owned_by(board, yours.map, Color::Black).size() == 25);
        CHECK(owned_by(board, yours.map, Color::White) == std::vector<std::string>{});
    }
}

TEST_CASE("task 1: distance 3 is Manhattan distance - E2 is in, E1 and C3 are out",
          "[lesson05][task_1]")
{
    const Board board = parse_diagram(kLoneStone);
    for (InfluenceRule rule : {InfluenceRule::Cancel, InfluenceRule::Majority}) {
        check_owner(board, rule, "E5", Color::Black, "the stone itself");
        check_owner(board, rule, "E2", Color::Black, "3 straight down from E5");
        check_owner(board, rule, "C4", Color::Black, "2 left and 1 down from E5: 3");
        check_owner(board, rule, "E1", Color::Empty, "4 straight down from E5");
        check_owner(board, rule, "C3", Color::Empty, "2 left and 2 down from E5: 4");
        check_owner(board, rule, "H5", Color::Black, "3 to the right of E5");
        check_owner(board, rule, "J5", Color::Empty, "4 to the right of E5");
    }
}

TEST_CASE("task 1: a stone in the corner owns 10 points", "[lesson05][task_1]")
{
    Board board(9);
    board.set_stone(point_at(board, "A1"), Color::White);
    const MapOn yours{board, map_of(board, InfluenceRule::Cancel)};
    CAPTURE(yours);
    // Distances 0, 1, 2, 3 from a corner: 1 + 2 + 3 + 4 points; the rest is off the board.
    INFO("influence_map(board, experiment 1 (cancel)): White owns the 10 points within "
         "distance 3 of A1, A1 included");
    CHECK(owned_by(board, yours.map, Color::White) ==
          std::vector<std::string>{"A4", "A3", "B3", "A2", "B2", "C2", "A1", "B1", "C1", "D1"});
    CHECK(owned_by(board, yours.map, Color::Black) == std::vector<std::string>{});
}

TEST_CASE("task 1: experiment 1 cancels a point both colours reach", "[lesson05][task_1]")
{
    const Board board = parse_diagram(kTwoAgainstOne);
    check_owner(board, InfluenceRule::Cancel, "E5", Color::Empty,
                "D5 (1 away) and D6 (2) for Black, F5 (1) for White: both reach it");
    check_owner(board, InfluenceRule::Cancel, "H5", Color::White,
                "D5 is 4 away, too far; F5 is 2 away: White only");
    check_owner(board, InfluenceRule::Cancel, "A5", Color::Black,
                "D5 is 3 away; F5 is 5 away: Black only");
}

TEST_CASE("task 1: experiment 2 gives a point to the colour with more stones in reach",
          "[lesson05][task_1]")
{
    const Board board = parse_diagram(kTwoAgainstOne);
    check_owner(board, InfluenceRule::Majority, "E5", Color::Black,
                "D5 (1 away) and D6 (2) for Black against F5 (1) for White: 2 to 1");
    check_owner(board, InfluenceRule::Majority, "G5", Color::Empty,
                "D5 (3 away, straight through F5: stones do not block) for Black against F5 (1) "
                "for White: 1 to 1, a tie");
    check_owner(board, InfluenceRule::Majority, "H5", Color::White,
                "D5 (4 away) is too far; F5 (2): 0 to 1");
}

TEST_CASE("task 1: a stone's point is its own colour in both experiments", "[lesson05][task_1]")
{
    // F5 is reached by D5 (2 away) and D6 (3 away) as well as by itself: by the rule alone it
    // would be nobody's (cancel) or Black's (majority, 2 to 1). D5 and D6 are reached by F5
    // (2 and 3 away). A stone's point is its colour whatever reaches it.
    const Board board = parse_diagram(kTwoAgainstOne);
    for (InfluenceRule rule : {InfluenceRule::Cancel, InfluenceRule::Majority}) {
        check_owner(board, rule, "F5", Color::White, "a white stone");
        check_owner(board, rule, "D5", Color::Black, "a black stone");
        check_owner(board, rule, "D6", Color::Black, "a black stone");
    }
}

TEST_CASE("task 1: the territory maps of the fixtures match the reference outputs",
          "[lesson05][task_1]")
{
    for (const fixtures::Fixture& fixture : all_fixtures())
        check_sections(fixture, fixtures::task1_sections(parse_diagram(fixture.diagram)));
}
