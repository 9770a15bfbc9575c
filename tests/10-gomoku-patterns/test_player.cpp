// Lesson 10, task 4: the paper's move choice: priorities, values and the player.
#include "support.hpp"
#include "support/text.hpp"

#include <catch2/catch.hpp>

using namespace stonelab;
using namespace stonelab::lesson10;

namespace {

Point at(const gomoku::Board& board, const char* vertex)
{
    return gomoku::parse_vertex(board, vertex).value();
}

} // namespace

TEST_CASE("task 4: priorities: win, stop a five, make a three, stop it", "[lesson10][task_4]")
{
    // Black (X) to move, seven stones each: Black's four C5-C8, White's four E6-H6.
    const gomoku::Board board = gomoku::parse_board(R"(
X . . . . . . . .
. . X . . . . . .
. . X . . . . . .
. . X . O O O O .
. . X . . . . . .
. . . . . . . . .
. X . . . . . . .
. . . . . . . O O
X . . . . . . . O
)");
    const auto standard = gomoku::Rule::Standard;
    CHECK(move_priority(board, at(board, "C9"), Color::Black, standard) == 6); // five C5-C9
    CHECK(move_priority(board, at(board, "C4"), Color::Black, standard) == 6); // five C4-C8
    CHECK(move_priority(board, at(board, "J6"), Color::Black, standard) == 5); // stops E6-J6
    CHECK(move_priority(board, at(board, "D6"), Color::Black, standard) == 5); // stops D6-H6
    CHECK(move_priority(board, at(board, "J6"), Color::White, standard) == 6);
    Rng rng(1);
    const std::string choice = gomoku::vertex_name(board, choose_move(board, standard, rng));
    CHECK((choice == "C9" || choice == "C4"));

    // Black's two stones B2 C2 and an open row: D2 makes a three (B2-D2 with A2 and E2, F2
    // free); White at D2 stops it.
    const gomoku::Board two = gomoku::parse_board(R"(
. . . . . . . . .
. . . . . . . . O
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. X X . . . . . .
. . . . . . . . O
)");
    CHECK(move_priority(two, at(two, "D2"), Color::Black, standard) == 2);
    CHECK(move_priority(two, at(two, "D2"), Color::White, standard) == 1);
    CHECK(move_priority(two, at(two, "E5"), Color::Black, standard) == 0);
    CHECK(move_value(two, at(two, "D2"), Color::Black) == 6937); // the paper's "three"
    CHECK(move_value(two, at(two, "E2"), Color::Black) == 581);  // a split three B2 C2 . E2
}

TEST_CASE("task 4: an overline wins only under Freestyle", "[lesson10][task_4]")
{
    const gomoku::Board board = gomoku::parse_board(R"(
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
X X X . X X . . .
. . . . . . . . .
. O O O . . . . .
. . . . . . . . .
. . . . . . . . .
)");
    CHECK(move_priority(board, at(board, "D5"), Color::Black, gomoku::Rule::Freestyle) == 6);
    CHECK(move_priority(board, at(board, "D5"), Color::Black, gomoku::Rule::Standard) < 6);
    CHECK(move_value(board, at(board, "D5"), Color::Black) == 2);  // "heading for an overline"
    CHECK(move_value(board, at(board, "J1"), Color::Black) == 36); // an ordinary move
    Rng rng(5);
    CHECK_THROWS_AS(choose_move(board, gomoku::Rule::Renju, rng), std::invalid_argument);
    CHECK(gomoku::vertex_name(board, choose_move(board, gomoku::Rule::Freestyle, rng)) == "D5");
}

TEST_CASE("task 4: the same priorities, values and moves as the engine's player",
          "[lesson10][task_4]")
{
    for (std::uint64_t seed : {21u, 22u}) {
        const gomoku::Board board = lesson10::test::random_position(seed, 11, 40);
        for (Point p : board.points()) {
            if (!board.is_empty(p)) continue;
            INFO("seed " << seed << " at " << gomoku::vertex_name(board, p));
            REQUIRE(move_priority(board, p, Color::White, gomoku::Rule::Standard) ==
                    gomoku::matsuda::priority(board, p, Color::White, gomoku::Rule::Standard));
            REQUIRE(move_value(board, p, Color::Black) ==
                    gomoku::matsuda::move_value(board, p, Color::Black));
        }
        for (std::uint64_t draw = 0; draw < 3; ++draw) {
            Rng mine(draw);
            Rng engine(draw);
            CHECK(gomoku::vertex_name(board, choose_move(board, gomoku::Rule::Freestyle, mine)) ==
                  gomoku::vertex_name(
                      board, gomoku::matsuda_move(board, gomoku::Rule::Freestyle, engine)));
            CHECK(mine.state() == engine.state());
        }
    }
}

TEST_CASE("task 4: two games of the player against itself", "[lesson10][task_4]")
{
    using lesson10::test::self_play_text;
    CHECK(self_play_text(10, 15, gomoku::Rule::Standard, 120) ==
          stonelab::test::read_text(std::string(LESSON_DATA) + "/game-10-standard.txt"));
    CHECK(self_play_text(3, 9, gomoku::Rule::Freestyle, 81) ==
          stonelab::test::read_text(std::string(LESSON_DATA) + "/game-3-freestyle.txt"));
}
