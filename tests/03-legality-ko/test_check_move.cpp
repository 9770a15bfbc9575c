// Task 1: occupied and suicide. Legality maps of the fixtures' starting positions (no move
// played yet, so no ko), and the rules on small hand-made positions.
#include "support.hpp"

using namespace stonelab;
using namespace stonelab::lesson03;
using stonelab::lesson03::test::check_verdict;
using stonelab::lesson03::test::drawn;
using stonelab::lesson03::test::position_of;

TEST_CASE("task 1: legality maps of the fixtures before any move match the reference",
          "[lesson03][task_1]")
{
    for (const fixtures::Fixture& fixture : lesson03::test::all_fixtures()) {
        const Position start = fixtures::start_position(fixture);
        const fixtures::Report expected =
            fixtures::reference_report(lesson03::test::kDataDir, fixture);
        INFO("fixture " << fixture.name << ": " << fixture.title << "\n" << drawn(start));
        INFO("map characters: . legal, # occupied, s suicide, k ko");
        {
            const std::string black = legality_map(start, Color::Black);
            INFO("legality map for Black, check_move(black, point) on every point:\n"
                 << stonelab::test::side_by_side(expected.black_map_before, black));
            const bool same_map = black == expected.black_map_before;
            CHECK(same_map);
        }
        {
            const std::string white = legality_map(start, Color::White);
            INFO("legality map for White, check_move(white, point) on every point:\n"
                 << stonelab::test::side_by_side(expected.white_map_before, white));
            const bool same_map = white == expected.white_map_before;
            CHECK(same_map);
        }
    }
}

TEST_CASE("task 1: a pass is always legal", "[lesson03][task_1]")
{
    const Position full = position_of("X O\n"
                                      ". .\n");
    INFO(drawn(full));
    check_verdict(full, Color::Black, "pass", Verdict::Legal);
    check_verdict(full, Color::White, "pass", Verdict::Legal);
}

TEST_CASE("task 1: a point with a stone of either colour is occupied", "[lesson03][task_1]")
{
    const Position p = position_of(". X .\n"
                                   ". O .\n"
                                   ". . .\n");
    INFO(drawn(p));
    for (const char* name : {"B3", "B2"}) {
        check_verdict(p, Color::Black, name, Verdict::Occupied);
        check_verdict(p, Color::White, name, Verdict::Occupied);
    }
}

TEST_CASE("task 1: a point surrounded by the opponent is suicide unless it captures",
          "[lesson03][task_1]")
{
    {
        // White A3 would touch only black stones (B3, A2) that keep other liberties.
        const Position corner = position_of(". X .\n"
                                            "X . .\n"
                                            ". . .\n");
        INFO(drawn(corner));
        check_verdict(corner, Color::White, "A3", Verdict::Suicide);
        check_verdict(corner, Color::Black, "A3", Verdict::Legal);
    }
    {
        // Black A3 touches only white stones, but A4 has no liberty left besides A3: Black
        // captures it, so the move is legal (seed 000: "if it can take the opponent's stones").
        const Position capture = position_of("O X . .\n"
                                             ". O . .\n"
                                             "O . . .\n"
                                             ". . . .\n");
        INFO(drawn(capture));
        check_verdict(capture, Color::Black, "A3", Verdict::Legal);
    }
}

TEST_CASE("task 1: filling the last liberty of one's own string is suicide", "[lesson03][task_1]")
{
    // Black A3 would join A4, whose only liberty is A3 itself: the pair would have none.
    const Position p = position_of("X O . .\n"
                                   ". O . .\n"
                                   "O . . .\n"
                                   ". . . .\n");
    INFO(drawn(p));
    check_verdict(p, Color::Black, "A3", Verdict::Suicide);
    // White A3 captures A4.
    check_verdict(p, Color::White, "A3", Verdict::Legal);
    // Black A1 has empty neighbours.
    check_verdict(p, Color::Black, "A1", Verdict::Legal);
}

TEST_CASE("task 1: joining an own string that keeps another liberty is legal", "[lesson03][task_1]")
{
    // Black B2 touches only black stones; the joined string keeps liberties (A1, C3, ...).
    const Position p = position_of(". X .\n"
                                   "X . X\n"
                                   ". X .\n");
    INFO(drawn(p));
    check_verdict(p, Color::Black, "B2", Verdict::Legal);
    check_verdict(p, Color::White, "B2", Verdict::Suicide);
}
