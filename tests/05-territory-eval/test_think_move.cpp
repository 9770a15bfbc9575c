// Task 3: seed 000's ThinkMove, the move that improves the evaluation most, or a pass.
#include "05-territory-eval/support.hpp"

using namespace stonelab;
using namespace stonelab::lesson05;
using namespace stonelab::lesson05::test;

namespace {

std::string describe(const Board& board, const MoveChoice& choice)
{
    return "your choice: " + fixtures::choice_text(board, choice);
}

} // namespace

TEST_CASE("task 3: on an empty board the first point whose whole diamond fits wins",
          "[lesson05][task_3]")
{
    const Board board(9);
    for (Color color : {Color::Black, Color::White}) {
        for (InfluenceRule rule : {InfluenceRule::Cancel, InfluenceRule::Majority}) {
            const MoveChoice choice = think_move(board, color, rule);
            INFO(color_name(color) << " to play\n" << describe(board, choice));
            // The diamond fits for columns D..F and rows 4..6: 24 points of territory each.
            // Equal deltas go to the first in raster order: top row (6) first, then left (D).
            CHECK(choice.delta == 24);
            CHECK(choice.move == vertex(board, "D6"));
            CHECK(choice.deltas.size() == 81);
            CHECK(choice.deltas.at(vertex(board, "F4")) == 24);
            CHECK(choice.deltas.at(vertex(board, "A1")) == 9);
        }
    }
}

TEST_CASE("task 3: when no move gains anything the player passes", "[lesson05][task_3]")
{
    const Board board = parse_diagram(". . .\n. X .\n. . .\n");
    const MoveChoice choice = think_move(board, Color::Black, InfluenceRule::Cancel);
    INFO(print_diagram(board) << "Black to play\n" << describe(board, choice));
    // Black's centre stone already owns all 8 points; each new stone turns one into a stone.
    CHECK(choice.move == kPass);
    CHECK(choice.delta == 0);
    CHECK(choice.deltas.size() == 8);
    for (const auto& [point, delta] : choice.deltas) CHECK(delta == -1);
}

TEST_CASE("task 3: White's delta is measured from White's side", "[lesson05][task_3]")
{
    const Board board = parse_diagram(". . .\n. X .\n. . .\n");
    const MoveChoice choice = think_move(board, Color::White, InfluenceRule::Cancel);
    INFO(print_diagram(board) << "White to play\n" << describe(board, choice));
    // From B3 a white stone reaches every point (A1 and C1 are 1 + 2 away): Black's 8
    // points are all cancelled, +8 for White. From the corner A3, C1 is 2 + 2 away and stays
    // Black's: +7. The evaluation counts for Black, so White's delta is its negation.
    CHECK(choice.move == vertex(board, "B3"));
    CHECK(choice.delta == 8);
    CHECK(choice.deltas.at(vertex(board, "A3")) == 7);
}

TEST_CASE("task 3: the moves and delta maps of the fixtures match the reference outputs",
          "[lesson05][task_3]")
{
    for (const fixtures::Fixture& fixture : all_fixtures())
        check_sections(fixture, fixtures::task3_sections(parse_diagram(fixture.diagram)));
}
