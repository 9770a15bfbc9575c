// Task 4: the game around the moves — alternating turns, passes, two passes end the game,
// resignation.
#include "support.hpp"

#include <stdexcept>

using namespace stonelab;
using namespace stonelab::lesson03;
using stonelab::lesson03::test::described;
using stonelab::lesson03::test::position_of;
using stonelab::lesson03::test::prisoners_of;
using stonelab::lesson03::test::require_legal;
using stonelab::lesson03::test::vertex;
using stonelab::lesson03::test::what_is_on;

namespace {

/// game.play(name) for a move that may be refused: the verdict, the call in the message.
Verdict try_move(Game& game, const std::string& name)
{
    return game.play(name == "pass" ? kPass : vertex(game.position(), name));
}

} // namespace

TEST_CASE("task 4: Black moves first and the players alternate", "[lesson03][task_4]")
{
    Game game(Position(5));
    INFO("a new game on an empty 5x5 board, then game.play(C3), game.play(D4)");
    CHECK(game.to_move() == Color::Black);
    require_legal(game, "C3");
    CHECK(game.to_move() == Color::White);
    require_legal(game, "D4");
    CHECK(game.to_move() == Color::Black);
    INFO("your game's position:\n" << described(game.position()));
    CHECK(what_is_on(game.position(), "C3") == "black");
    CHECK(what_is_on(game.position(), "D4") == "white");
    CHECK_FALSE(game.over());
}

TEST_CASE("task 4: a game may start with White", "[lesson03][task_4]")
{
    Game game(Position(5), Color::White);
    INFO("Game(Position(5), Color::White), then game.play(C3)");
    CHECK(game.to_move() == Color::White);
    require_legal(game, "C3");
    INFO("your game's position:\n" << described(game.position()));
    CHECK(what_is_on(game.position(), "C3") == "white");
    CHECK(game.to_move() == Color::Black);
}

TEST_CASE("task 4: an illegal move keeps the turn", "[lesson03][task_4]")
{
    Game game(Position(5));
    INFO("a new game on 5x5: game.play(C3) by Black, then game.play(C3) by White, refused");
    require_legal(game, "C3");
    CHECK(try_move(game, "C3") == Verdict::Occupied);
    CHECK(game.to_move() == Color::White);
    CHECK(game.position().move_number() == 1);
}

TEST_CASE("task 4: a pass is a move and the turn passes with it", "[lesson03][task_4]")
{
    Game game(Position(5));
    INFO("a new game on 5x5: Black passes, then White plays C3");
    require_legal(game, "pass");
    CHECK(game.to_move() == Color::White);
    CHECK_FALSE(game.over());
    require_legal(game, "C3");
    INFO("your game's position:\n" << described(game.position()));
    CHECK(what_is_on(game.position(), "C3") == "white");
    CHECK(game.to_move() == Color::Black);
}

TEST_CASE("task 4: two passes in a row end the game but one does not", "[lesson03][task_4]")
{
    Game game(Position(5));
    require_legal(game, "C3");
    require_legal(game, "pass");
    {
        INFO("after Black C3 and White's pass");
        CHECK_FALSE(game.over());
    }
    require_legal(game, "pass");
    INFO("after Black C3, White's pass and Black's pass");
    CHECK(game.over());
    CHECK(game.winner() == Color::Empty); // decided by counting (lesson 5), not here
    {
        INFO("game.play(D4) once the game is over");
        CHECK_THROWS_AS(game.play(vertex(game.position(), "D4")), std::logic_error);
    }
    {
        INFO("game.resign() once the game is over");
        CHECK_THROWS_AS(game.resign(), std::logic_error);
    }
}

TEST_CASE("task 4: a stone between two passes starts the count again", "[lesson03][task_4]")
{
    Game game(Position(5));
    require_legal(game, "pass"); // Black
    require_legal(game, "C3");   // White
    require_legal(game, "pass"); // Black
    {
        INFO("after Black's pass, White C3, Black's pass");
        CHECK_FALSE(game.over());
    }
    require_legal(game, "D4");   // White
    require_legal(game, "pass"); // Black
    {
        INFO("after Black's pass, White C3, Black's pass, White D4, Black's pass");
        CHECK_FALSE(game.over());
    }
    require_legal(game, "pass"); // White
    INFO("after Black's pass, White C3, Black's pass, White D4, Black's pass, White's pass");
    CHECK(game.over());
}

TEST_CASE("task 4: a refused move between two passes does not restart the count",
          "[lesson03][task_4]")
{
    // A refused move is no move: the passes before and after it are in a row.
    Game game(Position(5));
    require_legal(game, "C3");   // Black
    require_legal(game, "pass"); // White
    {
        INFO("Black C3, White's pass, then Black tries C3 again");
        CHECK(try_move(game, "C3") == Verdict::Occupied);
    }
    require_legal(game, "pass"); // Black
    INFO("after Black C3, White's pass, Black's refused C3 and Black's pass");
    CHECK(game.over());
}

TEST_CASE("task 4: resigning ends the game and the opponent wins", "[lesson03][task_4]")
{
    SECTION("Black resigns")
    {
        Game game(Position(5));
        INFO("a new game, game.resign() by Black");
        CHECK(game.winner() == Color::Empty);
        game.resign();
        CHECK(game.over());
        CHECK(game.winner() == Color::White);
        INFO("game.play(pass) once the game is over");
        CHECK_THROWS_AS(game.play(kPass), std::logic_error);
    }
    SECTION("White resigns after one move")
    {
        Game game(Position(5));
        require_legal(game, "C3");
        INFO("a new game, Black C3, game.resign() by White");
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
    INFO("a game from\n" << described(game.position()));
    require_legal(game, "C3"); // Black takes B3
    {
        INFO("after Black C3, White tries B3 at once");
        CHECK(try_move(game, "B3") == Verdict::Ko);
        CHECK(game.to_move() == Color::White);
    }
    require_legal(game, "E1"); // White: a ko threat
    require_legal(game, "E2"); // Black answers
    INFO("after Black C3, White's refused B3, White E1, Black E2, White retakes B3");
    CHECK(try_move(game, "B3") == Verdict::Legal);
    INFO("your game's position:\n" << described(game.position()));
    CHECK(game.to_move() == Color::Black);
    CHECK(prisoners_of(game.position()) == "black 1, white 1");
}
