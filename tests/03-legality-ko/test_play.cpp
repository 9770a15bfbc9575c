// Task 2: playing a move — the stone, the captures, the prisoners, the move count.
#include "support.hpp"

using namespace stonelab;
using namespace stonelab::lesson03;
using stonelab::lesson03::test::described;
using stonelab::lesson03::test::drawn;
using stonelab::lesson03::test::position_of;
using stonelab::lesson03::test::prisoners_of;
using stonelab::lesson03::test::require_legal;
using stonelab::lesson03::test::vertex;
using stonelab::lesson03::test::what_is_on;

TEST_CASE("task 2: positions and prisoners after the fixtures' moves match the reference",
          "[lesson03][task_2]")
{
    for (const fixtures::Fixture& fixture : lesson03::test::all_fixtures()) {
        if (fixture.moves.empty()) continue;
        const fixtures::Report expected =
            fixtures::reference_report(lesson03::test::kDataDir, fixture);
        INFO("fixture " << fixture.name << ": " << fixture.title << "\n"
                        << drawn(fixtures::start_position(fixture))
                        << "moves, each with play(colour, point): " << fixture.moves_text);
        const fixtures::Replay replay = fixtures::replay(fixture);
        INFO("every move is legal; yours: " << (replay.refused.empty() ? "all played"
                                                                       : replay.refused));
        CHECK(replay.refused == "");
        const fixtures::Report actual = fixtures::make_report(replay.position, replay.position);
        INFO("position after the moves:\n"
             << stonelab::test::side_by_side(expected.position, actual.position));
        const bool same_position = actual.position == expected.position;
        CHECK(same_position);
        CHECK(actual.prisoners == expected.prisoners);
    }
}

TEST_CASE("task 2: a stone is placed for its colour and the move is counted", "[lesson03][task_2]")
{
    Position p(3);
    require_legal(p, Color::Black, "B2");
    require_legal(p, Color::White, "C3");
    INFO("after play(black, B2) and play(white, C3) on an empty 3x3 board:\n" << described(p));
    CHECK(what_is_on(p, "B2") == "black");
    CHECK(what_is_on(p, "C3") == "white");
    CHECK(what_is_on(p, "A1") == "empty");
    CHECK(p.move_number() == 2);
    CHECK(prisoners_of(p) == "black 0, white 0");
}

TEST_CASE("task 2: a capture removes the whole string and counts every stone", "[lesson03][task_2]")
{
    Position p = position_of(". X O O X\n"
                             ". X O X .\n"
                             ". . . . .\n");
    INFO("play(black, C1) on\n" << drawn(p));
    require_legal(p, Color::Black, "C1");
    INFO("your position after it:\n" << described(p));
    for (const char* name : {"C3", "D3", "C2"}) {
        INFO("the white stone on " << name << " is captured");
        CHECK(what_is_on(p, name) == "empty");
    }
    CHECK(what_is_on(p, "C1") == "black");
    CHECK(prisoners_of(p) == "black 3, white 0");
}

TEST_CASE("task 2: one stone can capture two strings at once", "[lesson03][task_2]")
{
    Position p = position_of("O X .\n"
                             ". . .\n"
                             "O X .\n"
                             "X . .\n");
    INFO("play(black, A3) on\n" << drawn(p));
    require_legal(p, Color::Black, "A3");
    INFO("your position after it:\n" << described(p));
    CHECK(what_is_on(p, "A4") == "empty");
    CHECK(what_is_on(p, "A2") == "empty");
    CHECK(prisoners_of(p) == "black 2, white 0");
}

TEST_CASE("task 2: stones that keep a liberty stay on the board", "[lesson03][task_2]")
{
    // Black C2 fills a liberty of the white pair B2-B1, which keeps A1 and A2.
    Position p = position_of(". X .\n"
                             ". O .\n"
                             ". O X\n");
    INFO("play(black, C2) on\n" << drawn(p));
    require_legal(p, Color::Black, "C2");
    INFO("your position after it:\n" << described(p));
    CHECK(what_is_on(p, "B2") == "white");
    CHECK(what_is_on(p, "B1") == "white");
    CHECK(prisoners_of(p) == "black 0, white 0");
}

TEST_CASE("task 2: captures come first so the capturing stone lives", "[lesson03][task_2]")
{
    // White A2 joins A3; until the black A1 is removed the pair has no liberty at all.
    // Removing the opponent's strings first gives it A1.
    Position p = position_of("O X .\n"
                             ". X .\n"
                             "X O .\n");
    INFO("play(white, A2) on\n" << drawn(p));
    require_legal(p, Color::White, "A2");
    INFO("your position after it:\n" << described(p));
    CHECK(what_is_on(p, "A1") == "empty");
    CHECK(what_is_on(p, "A2") == "white");
    CHECK(what_is_on(p, "A3") == "white");
    CHECK(prisoners_of(p) == "black 0, white 1");
}

TEST_CASE("task 2: an illegal move changes nothing and says why", "[lesson03][task_2]")
{
    Position p = position_of(". X .\n"
                             "X . .\n"
                             ". . .\n");
    const std::string before = described(p);
    INFO("the position:\n" << before);
    {
        INFO("play(white, B3)");
        CHECK(p.play(Color::White, vertex(p, "B3")) == Verdict::Occupied);
    }
    {
        INFO("play(white, A3)");
        CHECK(p.play(Color::White, vertex(p, "A3")) == Verdict::Suicide);
    }
    INFO("after both, the position must be as it was:\n"
         << stonelab::test::side_by_side(before, described(p)));
    const bool unchanged = described(p) == before;
    CHECK(unchanged);
    CHECK(p.move_number() == 0);
}

TEST_CASE("task 2: a pass is a move without a stone", "[lesson03][task_2]")
{
    Position p = position_of(". X\n"
                             "O .\n");
    const std::string before = drawn(p);
    INFO("play(black, pass) and play(white, pass) on\n" << before);
    CHECK(p.play(Color::Black, kPass) == Verdict::Legal);
    CHECK(p.play(Color::White, kPass) == Verdict::Legal);
    INFO("your position after them:\n" << described(p));
    CHECK(drawn(p) == before);
    CHECK(p.move_number() == 2);
}
