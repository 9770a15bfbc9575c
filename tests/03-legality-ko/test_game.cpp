// Task 4: the game around the moves — alternating turns, passes, two passes end the game,
// resignation.
#include "support.hpp"

#include <stdexcept>

using namespace stonelab;
using namespace stonelab::lesson03;
using stonelab::lesson03::test::drawn;
using stonelab::lesson03::test::position_of;
using stonelab::lesson03::test::vertex;

TEST_CASE("task 4: Black moves first and the players alternate", "[lesson03][task_4]")
{
    Game game(Position(5));
    CHECK(game.to_move() == Color::Black);
    REQUIRE(game.play(vertex(game.position(), "C3")) == Verdict::Legal);
    CHECK(game.to_move() == Color::White);
    REQUIRE(game.play(vertex(game.position(), "D4")) == Verdict::Legal);
    CHECK(game.to_move() == Color::Black);
    INFO(drawn(game.position()));
    CHECK(game.position().at(vertex(game.position(), "C3")) == Color::Black);
    CHECK(game.position().at(vertex(game.position(), "D4")) == Color::White);
    CHECK_FALSE(game.over());
}

TEST_CASE("task 4: a game may start with White", "[lesson03][task_4]")
{
    Game game(Position(5), Color::White);
    CHECK(game.to_move() == Color::White);
    REQUIRE(game.play(vertex(game.position(), "C3")) == Verdict::Legal);
    CHECK(game.position().at(vertex(game.position(), "C3")) == Color::White);
    CHECK(game.to_move() == Color::Black);
}

TEST_CASE("task 4: an illegal move keeps the turn", "[lesson03][task_4]")
{
    Game game(Position(5));
    REQUIRE(game.play(vertex(game.position(), "C3")) == Verdict::Legal);
    CHECK(game.play(vertex(game.position(), "C3")) == Verdict::Occupied);
    CHECK(game.to_move() == Color::White);
    CHECK(game.position().move_number() == 1);
}

TEST_CASE("task 4: a pass is a move and the turn passes with it", "[lesson03][task_4]")
{
    Game game(Position(5));
    REQUIRE(game.play(kPass) == Verdict::Legal);
    CHECK(game.to_move() == Color::White);
    CHECK_FALSE(game.over());
    REQUIRE(game.play(vertex(game.position(), "C3")) == Verdict::Legal);
    CHECK(game.position().at(vertex(game.position(), "C3")) == Color::White);
    CHECK(game.to_move() == Color::Black);
}

TEST_CASE("task 4: two passes in a row end the game but one does not", "[lesson03][task_4]")
{
    Game game(Position(5));
    REQUIRE(game.play(vertex(game.position(), "C3")) == Verdict::Legal);
    REQUIRE(game.play(kPass) == Verdict::Legal);
    CHECK_FALSE(game.over());
    REQUIRE(game.play(kPass) == Verdict::Legal);
    CHECK(game.over());
    CHECK(game.winner() == Color::Empty); // decided by counting (lesson 5), not here
    CHECK_THROWS_AS(game.play(vertex(game.position(), "D4")), std::logic_error);
    CHECK_THROWS_AS(game.resign(), std::logic_error);
}

TEST_CASE("task 4: a stone between two passes starts the count again", "[lesson03][task_4]")
{
    Game game(Position(5));
    REQUIRE(game.play(kPass) == Verdict::Legal);                         // Black
    REQUIRE(game.play(vertex(game.position(), "C3")) == Verdict::Legal); // White
    REQUIRE(game.play(kPass) == Verdict::Legal);                         // Black
    CHECK_FALSE(game.over());
    REQUIRE(game.play(vertex(game.position(), "D4")) == Verdict::Legal); // White
    REQUIRE(game.play(kPass) == Verdict::Legal);                         // Black
    CHECK_FALSE(game.over());
    REQUIRE(game.play(kPass) == Verdict::Legal); // White
    CHECK(game.over());
}

TEST_CASE("task 4: resigning ends the game and the opponent wins", "[lesson03][task_4]")
{
    SECTION("Black resigns")
    {
        Game game(Position(5));
        CHECK(game.winner() == Color::Empty);
        game.resign();
        CHECK(game.over());
        CHECK(game.winner() == Color::White);
        CHECK_THROWS_AS(game.play(kPass), std::logic_error);
    }
    SECTION("White resigns after one move")
    {
        Game game(Position(5));
        REQUIRE(game.play(vertex(game.position(), "C3")) == Verdict::Legal);
        game.resign();
        CHECK(game.over());
        CHECK(game.winner() == Color::Black);
    }
}

TEST_CASE("task 4: in a ko fight the barred player must play elsewhere first", "[lesson03][task_4]")
{
    // The real ko fixture, White to move after Black takes at C3.
    Game game(position_of(". . . . .\n"
                          ". X O . .\n"
                          "X O . O .\n"
                          ". X O . .\n"
                          ". . . . .\n"));
    const Position& p = game.position();
    REQUIRE(game.play(vertex(p, "C3")) == Verdict::Legal); // Black takes B3
    CHECK(game.play(vertex(p, "B3")) == Verdict::Ko);      // White may not retake at once
    CHECK(game.to_move() == Color::White);
    REQUIRE(game.play(vertex(p, "E1")) == Verdict::Legal); // White: a ko threat
    REQUIRE(game.play(vertex(p, "E2")) == Verdict::Legal); // Black answers
    CHECK(game.play(vertex(p, "B3")) == Verdict::Legal);   // White retakes
    INFO(drawn(p));
    CHECK(game.to_move() == Color::Black);
    CHECK(p.captures(Color::White) == 1);
}
