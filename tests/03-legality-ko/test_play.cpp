// Task 2: playing a move — the stone, the captures, the prisoners, the move count.
#include "support.hpp"

using namespace stonelab;
using namespace stonelab::lesson03;
using stonelab::lesson03::test::drawn;
using stonelab::lesson03::test::position_of;
using stonelab::lesson03::test::side_by_side;
using stonelab::lesson03::test::vertex;

TEST_CASE("task 2: positions and prisoners after the fixtures' moves match the reference",
          "[lesson03][task_2]")
{
    for (const fixtures::Fixture& fixture : test::all_fixtures()) {
        if (fixture.moves.empty()) continue;
        const fixtures::Report expected = fixtures::reference_report(test::kDataDir, fixture);
        INFO("fixture " << fixture.name << ": " << fixture.title << "\n"
                        << drawn(fixtures::start_position(fixture))
                        << "moves: " << fixture.moves_text);
        const fixtures::Replay replay = fixtures::replay(fixture);
        CHECK(replay.refused == "");
        const fixtures::Report actual = fixtures::make_report(replay.position, replay.position);
        INFO("position after the moves\n" << side_by_side(expected.position, actual.position));
        CHECK(actual.position == expected.position);
        CHECK(actual.prisoners == expected.prisoners);
    }
}

TEST_CASE("task 2: a stone is placed for its colour and the move is counted", "[lesson03][task_2]")
{
    Position p(3);
    REQUIRE(p.play(Color::Black, vertex(p, "B2")) == Verdict::Legal);
    REQUIRE(p.play(Color::White, vertex(p, "C3")) == Verdict::Legal);
    INFO(drawn(p));
    CHECK(p.at(vertex(p, "B2")) == Color::Black);
    CHECK(p.at(vertex(p, "C3")) == Color::White);
    CHECK(p.at(vertex(p, "A1")) == Color::Empty);
    CHECK(p.move_number() == 2);
    CHECK(p.captures(Color::Black) == 0);
    CHECK(p.captures(Color::White) == 0);
}

TEST_CASE("task 2: a capture removes the whole string and counts every stone", "[lesson03][task_2]")
{
    Position p = position_of(". X O O X\n"
                             ". X O X .\n"
                             ". . . . .\n");
    INFO("before Black C1\n" << drawn(p));
    REQUIRE(p.play(Color::Black, vertex(p, "C1")) == Verdict::Legal);
    INFO("after\n" << drawn(p));
    for (const char* name : {"C3", "D3", "C2"}) {
        CAPTURE(name);
        CHECK(p.at(vertex(p, name)) == Color::Empty);
    }
    CHECK(p.at(vertex(p, "C1")) == Color::Black);
    CHECK(p.captures(Color::Black) == 3);
    CHECK(p.captures(Color::White) == 0);
}

TEST_CASE("task 2: one stone can capture two strings at once", "[lesson03][task_2]")
{
    Position p = position_of("O X .\n"
                             ". . .\n"
                             "O X .\n"
                             "X . .\n");
    INFO("before Black A3\n" << drawn(p));
    REQUIRE(p.play(Color::Black, vertex(p, "A3")) == Verdict::Legal);
    INFO("after\n" << drawn(p));
    CHECK(p.at(vertex(p, "A4")) == Color::Empty);
    CHECK(p.at(vertex(p, "A2")) == Color::Empty);
    CHECK(p.captures(Color::Black) == 2);
}

TEST_CASE("task 2: stones that keep a liberty stay on the board", "[lesson03][task_2]")
{
    // Black C2 fills a liberty of the white pair B2-B1, which keeps A1 and A2.
    Position p = position_of(". X .\n"
                             ". O .\n"
                             ". O X\n");
    REQUIRE(p.play(Color::Black, vertex(p, "C2")) == Verdict::Legal);
    INFO(drawn(p));
    CHECK(p.at(vertex(p, "B2")) == Color::White);
    CHECK(p.at(vertex(p, "B1")) == Color::White);
    CHECK(p.captures(Color::Black) == 0);
}

TEST_CASE("task 2: captures come first so the capturing stone lives", "[lesson03][task_2]")
{
    // White A2 joins A3; until the black A1 is removed the pair has no liberty at all.
    // Removing the opponent's strings first gives it A1.
    Position p = position_of("O X .\n"
                             ". X .\n"
                             "X O .\n");
    REQUIRE(p.play(Color::White, vertex(p, "A2")) == Verdict::Legal);
    INFO(drawn(p));
    CHECK(p.at(vertex(p, "A1")) == Color::Empty);
    CHECK(p.at(vertex(p, "A2")) == Color::White);
    CHECK(p.at(vertex(p, "A3")) == Color::White);
    CHECK(p.captures(Color::White) == 1);
}

TEST_CASE("task 2: an illegal move changes nothing and says why", "[lesson03][task_2]")
{
    Position p = position_of(". X .\n"
                             "X . .\n"
                             ". . .\n");
    const std::string before = drawn(p);
    INFO(before);
    CHECK(p.play(Color::White, vertex(p, "B3")) == Verdict::Occupied);
    CHECK(p.play(Color::White, vertex(p, "A3")) == Verdict::Suicide);
    CHECK(drawn(p) == before);
    CHECK(p.move_number() == 0);
}

TEST_CASE("task 2: a pass is a move without a stone", "[lesson03][task_2]")
{
    Position p = position_of(". X\n"
                             "O .\n");
    const std::string before = drawn(p);
    CHECK(p.play(Color::Black, kPass) == Verdict::Legal);
    CHECK(p.play(Color::White, kPass) == Verdict::Legal);
    CHECK(drawn(p) == before);
    CHECK(p.move_number() == 2);
}
