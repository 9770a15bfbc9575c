// Task 3: seed 000's ThinkMove, the move that improves the evaluation most, or a pass.
#include "05-territory-eval/support.hpp"

using namespace stonelab;
using namespace stonelab::lesson05;
using namespace stonelab::lesson05::test;

namespace {

/// think_move's answer, with the call and the position in every failure message of the
/// scope that holds it.
struct Asked {
    Board board;
    Color color;
    InfluenceRule rule;
    ChoiceOn yours;
};

Asked ask(const Board& board, Color color, InfluenceRule rule)
{
    return {board, color, rule, {board, think_move(board, color, rule)}};
}

/// The call, the position and the answer, for INFO.
std::string described(const Asked& asked)
{
    return "think_move(board, " + Catch::Detail::stringify(asked.color) + ", " +
           Catch::Detail::stringify(asked.rule) + ") on\n" + print_diagram(asked.board) +
           "your answer:" + Catch::Detail::stringify(asked.yours);
}

/// The delta of the move `name`, or a failed check if there is none.
int delta_at(const Asked& asked, const std::string& name)
{
    const auto found = asked.yours.choice.deltas.find(point_at(asked.board, name));
    INFO("no delta for " << name << ", which is a legal move");
    REQUIRE(found != asked.yours.choice.deltas.end());
    return found->second;
}

const char* const kFullCentre = ". . .\n. X .\n. . .\n";

} // namespace

TEST_CASE("task 3: on an empty board the first point whose whole diamond fits wins",
          "[lesson05][task_3]")
{
    const Board board(9);
    for (Color color : {Color::Black, Color::White}) {
        for (InfluenceRule rule : {InfluenceRule::Cancel, InfluenceRule::Majority}) {
            const Asked asked = ask(board, color, rule);
            INFO(described(asked));
            // The diamond fits for columns D..F and rows 4..6: 24 points of territory each.
            // Equal deltas go to the first in raster order: top row (6) first, then left (D).
            INFO("a stone whose whole diamond fits gains 24 (25 points minus its own); the "
                 "first such point in raster order is D6");
            CHECK(name_of(board, asked.yours.choice.move) == "D6");
            CHECK(asked.yours.choice.delta == 24);
            CHECK(asked.yours.choice.deltas.size() == 81);
            CHECK(delta_at(asked, "F4") == 24);
            INFO("A1: 10 points within distance 3 of the corner, minus the stone");
            CHECK(delta_at(asked, "A1") == 9);
        }
    }
}

TEST_CASE("task 3: when no move gains anything the player passes", "[lesson05][task_3]")
{
    const Asked asked = ask(parse_diagram(kFullCentre), Color::Black, InfluenceRule::Cancel);
    INFO(described(asked));
    // Black's centre stone already owns all 8 points; each new stone turns one into a stone.
    INFO("every Black move turns one of Black's 8 points into a stone: -1 each, so Black "
         "passes with delta 0");
    CHECK(name_of(asked.board, asked.yours.choice.move) == "pass");
    CHECK(asked.yours.choice.delta == 0);
    CHECK(moves_with_a_delta(asked.board, asked.yours.choice.deltas) ==
          std::vector<std::string>{"A3", "B3", "C3", "A2", "C2", "A1", "B1", "C1"});
    for (const auto& [point, delta] : asked.yours.choice.deltas) {
        INFO("the delta of " << name_of(asked.board, point));
        CHECK(delta == -1);
    }
}

TEST_CASE("task 3: a move that gains nothing does not replace the pass", "[lesson05][task_3]")
{
    // Black A3 and White C1 in opposite corners: each reaches every point but the other's
    // corner, so every empty point is reached by both and experiment 1 gives nobody anything.
    // A black stone anywhere changes nothing (C1 still reaches every empty point): all seven
    // deltas are 0, none is larger than the pass's 0, and Black passes.
    const Asked asked =
        ask(parse_diagram("X . .\n. . .\n. . O\n"), Color::Black, InfluenceRule::Cancel);
    INFO(described(asked));
    CHECK(moves_with_a_delta(asked.board, asked.yours.choice.deltas) ==
          std::vector<std::string>{"B3", "C3", "A2", "B2", "C2", "A1", "B1"});
    for (const auto& [point, delta] : asked.yours.choice.deltas) {
        INFO("the delta of " << name_of(asked.board, point));
        CHECK(delta == 0);
    }
    INFO("a delta of 0 is not larger than the pass's 0: Black passes");
    CHECK(name_of(asked.board, asked.yours.choice.move) == "pass");
    CHECK(asked.yours.choice.delta == 0);
}

TEST_CASE("task 3: White's delta is measured from White's side", "[lesson05][task_3]")
{
    const Asked asked = ask(parse_diagram(kFullCentre), Color::White, InfluenceRule::Cancel);
    INFO(described(asked));
    // From B3 a white stone reaches every point (A1 and C1 are 1 + 2 away): Black's 8
    // points are all cancelled, +8 for White. From the corner A3, C1 is 2 + 2 away and stays
    // Black's: +7. The evaluation counts for Black, so White's delta is its negation.
    INFO("White B3 cancels all 8 of Black's points: the evaluation goes from 8 to 0, +8 from "
         "White's side; A3 leaves C1 to Black: +7");
    CHECK(name_of(asked.board, asked.yours.choice.move) == "B3");
    CHECK(asked.yours.choice.delta == 8);
    CHECK(delta_at(asked, "A3") == 7);
}

TEST_CASE("task 3: the rule given is the rule used", "[lesson05][task_3]")
{
    // Black A3, White C3 on 3x3. Each corner stone reaches every point but the opposite
    // corner: A1 is Black's alone, C1 White's alone, the other five are reached once by each.
    // The evaluation is 0 by both rules.
    //  - Experiment 1: White still reaches everything but A1 after any black move, so the most
    //    Black can gain is C1's cancellation: +1 (from 0 to +1), first at B3.
    //  - Experiment 2: Black C1 reaches everything but A3 (a stone), so each of the six
    //    empty points is reached by two black stones and at most one white: 0 to +6. B3 makes
    //    only +5 (C1 is then reached by B3 and C3: a tie).
    const Board board = parse_diagram("X . O\n. . .\n. . .\n");
    {
        const Asked asked = ask(board, Color::Black, InfluenceRule::Cancel);
        INFO(described(asked));
        INFO("experiment 1: B3 gains 1 (C1 is cancelled, A1 stays Black's), the first and "
             "largest gain");
        CHECK(name_of(board, asked.yours.choice.move) == "B3");
        CHECK(asked.yours.choice.delta == 1);
        CHECK(delta_at(asked, "C1") == 1);
    }
    {
        const Asked asked = ask(board, Color::Black, InfluenceRule::Majority);
        INFO(described(asked));
        INFO("experiment 2: C1 gains 6 (every empty point, 2 black stones to 1 or 0 white), "
             "B3 only 5");
        CHECK(name_of(board, asked.yours.choice.move) == "C1");
        CHECK(asked.yours.choice.delta == 6);
        CHECK(delta_at(asked, "B3") == 5);
    }
}

TEST_CASE("task 3: a move is tried with its captures", "[lesson05][task_3]")
{
    // White A3 has one liberty, B3. Before: Black A2 reaches every point, White A3 every point
    // but C1, so only C1 is Black's: +1 by both rules. Black B3 captures A3, and then every
    // empty point is Black's: +7, a delta of 6. (Were A3 left on the board, B3 would gain 0
    // by experiment 1 and 5 by experiment 2.)
    const Board board = parse_diagram("O . .\nX . .\n. . .\n");
    for (InfluenceRule rule : {InfluenceRule::Cancel, InfluenceRule::Majority}) {
        const Asked asked = ask(board, Color::Black, rule);
        INFO(described(asked));
        INFO("B3 captures A3: the evaluation goes from +1 to +7");
        CHECK(delta_at(asked, "B3") == 6);
        CHECK(name_of(board, asked.yours.choice.move) == "B3");
        CHECK(asked.yours.choice.delta == 6);
    }
}

TEST_CASE("task 3: an illegal point has no delta", "[lesson05][task_3]")
{
    // A3 is surrounded by B3 and A2: White may not play there (suicide, and it captures
    // nothing), so White has a delta for the six other empty points only. For Black, A3 is an
    // own eye but a legal move: Black has a delta for all seven.
    const Board board = parse_diagram(". X .\nX . .\n. . .\n");
    for (InfluenceRule rule : {InfluenceRule::Cancel, InfluenceRule::Majority}) {
        {
            const Asked asked = ask(board, Color::White, rule);
            INFO(described(asked));
            INFO("White A3 is suicide: no delta there");
            CHECK(moves_with_a_delta(board, asked.yours.choice.deltas) ==
                  std::vector<std::string>{"C3", "B2", "C2", "A1", "B1", "C1"});
        }
        {
            const Asked asked = ask(board, Color::Black, rule);
            INFO(described(asked));
            INFO("every empty point is a legal move for Black");
            CHECK(moves_with_a_delta(board, asked.yours.choice.deltas) ==
                  std::vector<std::string>{"A3", "C3", "B2", "C2", "A1", "B1", "C1"});
        }
    }
}

TEST_CASE("task 3: the moves and delta maps of the fixtures match the reference outputs",
          "[lesson05][task_3]")
{
    for (const fixtures::Fixture& fixture : all_fixtures())
        check_sections(fixture, fixtures::task3_sections(parse_diagram(fixture.diagram)));
}
