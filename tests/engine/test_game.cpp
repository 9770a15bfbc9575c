// Games: turn order, passes, undo, and the two ko rules on a triple ko.
#include "engine/formats/diagram.hpp"
#include "engine/go/game.hpp"

#include "support.hpp"

#include <catch2/catch.hpp>

#include <string>

using namespace stonelab;
using stonelab::test::vertex;

namespace {

// Three kos side by side. In the two on the left a white stone (B8, B4) can be taken by
// Black at C8 / C4; in the one on the right a black stone (G8) can be taken by White at F8.
const char* const kTripleKo = ". X O . . X O . .\n"
                              "X O . O X . X O .\n"
                              ". X O . . X O . .\n"
                              ". . . . . . . . .\n"
                              ". X O . . . . . .\n"
                              "X O . O . . . . .\n"
                              ". X O . . . . . .\n"
                              ". . . . . . . . .\n"
                              ". . . . . . . . .\n";

// The six captures of one turn of the triple ko: each side always takes a ko other than the
// one just taken, so simple ko allows every move, and after six moves the board is back
// where it started.
const char* const kCycle[6] = {"C8", "F8", "C4", "B8", "G8", "B4"};

} // namespace

TEST_CASE("turn order, passes and undo", "[game]")
{
    Game game(Board(5));
    CHECK(game.to_move() == Color::Black);
    REQUIRE(game.play(vertex(game.board(), "C3")) == MoveStatus::Legal);
    CHECK(game.to_move() == Color::White);
    REQUIRE(game.play(kPass) == MoveStatus::Legal);
    CHECK(game.consecutive_passes() == 1);
    CHECK_FALSE(game.two_passes());
    REQUIRE(game.play(kPass) == MoveStatus::Legal);
    CHECK(game.two_passes());
    REQUIRE(game.undo());
    CHECK(game.consecutive_passes() == 1);
    CHECK(game.to_move() == Color::Black);
    REQUIRE(game.undo());
    REQUIRE(game.undo());
    CHECK(game.to_move() == Color::Black);
    CHECK(game.board().hash() == 0);
    CHECK_FALSE(game.undo());
    // Either colour may move out of turn, as in GTP.
    REQUIRE(game.play(Color::White, vertex(game.board(), "A1")) == MoveStatus::Legal);
    CHECK(game.to_move() == Color::Black);
    CHECK(game.play(Color::Black, vertex(game.board(), "A1")) == MoveStatus::Occupied);
    CHECK(game.moves().size() == 1);
}

TEST_CASE("a triple ko cycles under simple ko", "[game][ko]")
{
    Game game(parse_diagram(kTripleKo), Rules{KoRule::Simple, 7.5});
    const auto start = game.board().hash();
    for (int turn = 0; turn < 3; ++turn)
        for (const char* move : kCycle) {
            INFO("turn " << turn << ", move " << move);
            REQUIRE(game.play(vertex(game.board(), move)) == MoveStatus::Legal);
            CHECK(game.board().captures(opponent(game.to_move())) > 0);
        }
    CHECK(game.board().hash() == start);
    CHECK(game.moves().size() == 18);
    CHECK(game.board().captures(Color::Black) == 9);
    CHECK(game.board().captures(Color::White) == 9);
}

TEST_CASE("positional superko refuses the move that closes the cycle", "[game][ko]")
{
    Game game(parse_diagram(kTripleKo), Rules{KoRule::PositionalSuperko, 7.5});
    for (int i = 0; i < 5; ++i)
        REQUIRE(game.play(vertex(game.board(), kCycle[i])) == MoveStatus::Legal);
    const Point last = vertex(game.board(), kCycle[5]);
    CHECK(game.board().check(Color::White, last) == MoveStatus::Legal); // the board alone allows it
    CHECK(game.check(Color::White, last) == MoveStatus::Superko);
    CHECK(game.play(Color::White, last) == MoveStatus::Superko);
    CHECK(game.moves().size() == 5);
    // A move elsewhere changes the position, so the same capture then makes a new one...
    REQUIRE(game.play(Color::White, vertex(game.board(), "J1")) == MoveStatus::Legal);
    REQUIRE(game.play(Color::Black, vertex(game.board(), "J2")) == MoveStatus::Legal);
    CHECK(game.check(Color::White, last) == MoveStatus::Legal);
    // ...and taking those two moves back brings the refusal back with the history.
    REQUIRE(game.undo());
    REQUIRE(game.undo());
    CHECK(game.check(Color::White, last) == MoveStatus::Superko);
}

TEST_CASE("positional superko also forbids the simple ko retake", "[game][ko]")
{
    Game game(parse_diagram(". X O .\n"
                            "X O . O\n"
                            ". X O .\n"
                            ". . . .\n"),
              Rules{KoRule::PositionalSuperko, 0});
    REQUIRE(game.play(Color::Black, vertex(game.board(), "C3")) == MoveStatus::Legal);
    // The board reports Ko first; the game keeps that more precise reason.
    CHECK(game.check(Color::White, vertex(game.board(), "B3")) == MoveStatus::Ko);
}
