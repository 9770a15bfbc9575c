// Task 1: occupied and suicide. Legality maps of the fixtures' starting positions (no move
// played yet, so no ko), and the rules on small hand-made positions.
#include "support.hpp"

using namespace stonelab;
using namespace stonelab::lesson03;
using stonelab::lesson03::test::drawn;
using stonelab::lesson03::test::position_of;
using stonelab::lesson03::test::side_by_side;
using stonelab::lesson03::test::vertex;

TEST_CASE("task 1: legality maps of the fixtures before any move match the reference",
          "[lesson03][task_1]")
{
    for (const fixtures::Fixture& fixture : test::all_fixtures()) {
        const Position start = fixtures::start_position(fixture);
        const fixtures::Report expected = fixtures::reference_report(test::kDataDir, fixture);
        INFO("fixture " << fixture.name << ": " << fixture.title << "\n" << drawn(start));
        INFO("map characters: . legal, # occupied, s suicide, k ko");
        {
            const std::string black = legality_map(start, Color::Black);
            INFO("legality map for Black\n" << side_by_side(expected.black_map_before, black));
            CHECK(black == expected.black_map_before);
        }
        {
            const std::string white = legality_map(start, Color::White);
            INFO("legality map for White\n" << side_by_side(expected.white_map_before, white));
            CHECK(white == expected.white_map_before);
        }
    }
}

TEST_CASE("task 1: a pass is always legal", "[lesson03][task_1]")
{
    const Position full = position_of("X O\n"
                                      ". .\n");
    CHECK(full.check_move(Color::Black, kPass) == Verdict::Legal);
    CHECK(full.check_move(Color::White, kPass) == Verdict::Legal);
}

TEST_CASE("task 1: a point with a stone of either colour is occupied", "[lesson03][task_1]")
{
    const Position p = position_of(". X .\n"
                                   ". O .\n"
                                   ". . .\n");
    INFO(drawn(p));
    for (const char* name : {"B3", "B2"}) {
        CAPTURE(name);
        CHECK(p.check_move(Color::Black, vertex(p, name)) == Verdict::Occupied);
        CHECK(p.check_move(Color::White, vertex(p, name)) == Verdict::Occupied);
    }
}

TEST_CASE("task 1: a point surrounded by the opponent is suicide unless it captures",
          "[lesson03][task_1]")
{
    // White A3 would touch only black stones (B3, A2) that keep other liberties.
    const Position corner = position_of(". X .\n"
                                        "X . .\n"
                                        ". . .\n");
    INFO(drawn(corner));
    CHECK(corner.check_move(Color::White, vertex(corner, "A3")) == Verdict::Suicide);
    CHECK(corner.check_move(Color::Black, vertex(corner, "A3")) == Verdict::Legal);

    // Black A3 touches only white stones, but A4 has no liberty left besides A3: Black
    // captures it, so the move is legal (seed 000: "if it can take the opponent's stones").
    const Position capture = position_of("O X . .\n"
                                         ". O . .\n"
                                         "O . . .\n"
                                         ". . . .\n");
    INFO(drawn(capture));
    CHECK(capture.check_move(Color::Black, vertex(capture, "A3")) == Verdict::Legal);
}

TEST_CASE("task 1: filling the last liberty of one's own string is suicide", "[lesson03][task_1]")
{
    // Black A3 would join A4, whose only liberty is A3 itself: the pair would have none.
    const Position p = position_of("X O . .\n"
                                   ". O . .\n"
                                   "O . . .\n"
                                   ". . . .\n");
    INFO(drawn(p));
    CHECK(p.check_move(Color::Black, vertex(p, "A3")) == Verdict::Suicide);
    // White A3 captures A4.
    CHECK(p.check_move(Color::White, vertex(p, "A3")) == Verdict::Legal);
    // Black A1 has empty neighbours.
    CHECK(p.check_move(Color::Black, vertex(p, "A1")) == Verdict::Legal);
}

TEST_CASE("task 1: joining an own string that keeps another liberty is legal", "[lesson03][task_1]")
{
    // Black B2 touches only black stones; the joined string keeps liberties (A1, C3, ...).
    const Position p = position_of(". X .\n"
                                   "X . X\n"
                                   ". X .\n");
    INFO(drawn(p));
    CHECK(p.check_move(Color::Black, vertex(p, "B2")) == Verdict::Legal);
    CHECK(p.check_move(Color::White, vertex(p, "B2")) == Verdict::Suicide);
}
