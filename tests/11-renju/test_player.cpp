// Task 4: seed 003's player: the score of a point, the tie-break, never a foul, and whole
// games against the reference outputs in data/games/. The tables come from the engine, so
// that only the move choice is tested here.
#include "support.hpp"

#include "support/text.hpp"

#include <catch2/catch.hpp>

using namespace stonelab::lesson11;
using namespace stonelab::lesson11::test; // Color, Point, Rng and gomoku too

namespace {

Tables flat_tables(const Board& board, Color player, int value)
{
    const auto cells = static_cast<std::size_t>(board.geometry().cells());
    Tables tables{player, std::vector<int>(cells, value), std::vector<int>(cells, value)};
    for (Point p : board.points())
        if (!board.is_empty(p))
            tables.black[static_cast<std::size_t>(p)] = tables.white[static_cast<std::size_t>(p)] =
                kOccupied;
    return tables;
}

} // namespace

TEST_CASE("task 4: the score: own value plus the opponent's, 7/10 of it for Black",
          "[lesson11][task_4]")
{
    const Board board(9);
    const Point p = point_of(board, "E5");
    const auto i = static_cast<std::size_t>(p);
    Tables tables = flat_tables(board, Color::Black, 0);
    tables.black[i] = 100;
    tables.white[i] = -57; // White's foul-like negative value counts by its size
    CHECK(score(tables, p) == 100 + 57 / 10 * 7); // 135: 5 tenths of 57, times 7
    tables.player = Color::White;
    tables.black[i] = -57;
    tables.white[i] = 100;
    CHECK(score(tables, p) == 157);
}

TEST_CASE("task 4: the first move is the centre, and ties are drawn once with the Rng",
          "[lesson11][task_4]")
{
    Rng rng(3);
    CHECK(gomoku::vertex_name(
              Board(13), choose_move(Board(13), flat_tables(Board(13), Color::Black, 1), rng)) ==
          "G7");
    CHECK(gomoku::vertex_name(
              Board(15), choose_move(Board(15), flat_tables(Board(15), Color::Black, 1), rng)) ==
          "H8");

    Board board(9);
    board.play(point_of(board, "E5"));
    Tables tables = flat_tables(board, Color::White, 1);
    const std::vector<std::string> best = {"C7", "G7", "D3"}; // in board.points() order
    for (const std::string& v : best)
        tables.white[static_cast<std::size_t>(point_of(board, v))] = 50;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        Rng yours(seed), expected(seed);
        const Point move = choose_move(board, tables, yours);
        const std::string name = best[expected.below(3)];
        CHECK(gomoku::vertex_name(board, move) == name);
        CHECK(yours.next() == expected.next()); // exactly one draw
    }
}

TEST_CASE("task 4: Black never plays a foul, however high its score", "[lesson11][task_4]")
{
    for (const FoulFixture& fixture : foul_fixtures()) {
        if (fixture.foul == "none") continue;
        Board board = fixture.board;
        const Point p = point_of(board, fixture.point);
        // Black to move: add a White stone far away when the counts say White.
        if (board.to_move() == Color::White) board.place(point_of(board, "A1"), Color::White);
        Tables tables = flat_tables(board, Color::Black, 1);
        tables.black[static_cast<std::size_t>(p)] = 5000;
        Rng rng(1);
        INFO(fixture.name << ": " << fixture.title);
        CHECK(choose_move(board, tables, rng) != p);
    }
}

TEST_CASE("task 4: Inui's player against itself: the reference games", "[lesson11][task_4]")
{
    for (const GameSpec& spec : game_specs()) {
        const std::string expected =
            stonelab::test::read_text(kDataDir / "games" / game_name(spec));
        const std::string yours = game_text(spec, lesson_choice);
        INFO(game_name(spec) << "\nexpected:\n" << expected << "yours:\n" << yours);
        CHECK(yours == expected);
    }
}
