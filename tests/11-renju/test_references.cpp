// Lesson 11's reference outputs checked against the engine, which implements the same rules
// separately (engine/gomoku/inui.hpp, engine/gomoku/renju.hpp), and the hand-derived verdicts
// of the tricky positions against both referees. These never call the lesson's functions.
#include "support.hpp"

#include "support/check_sections.hpp"
#include "support/text.hpp"

#include <catch2/catch.hpp>

#include <fstream>

using namespace stonelab::lesson11;
using namespace stonelab::lesson11::test; // Color, Point, Rng and gomoku too

TEST_CASE("task 1: the reference tables are the engine's", "[lesson11][task_1][reference]")
{
    for (const ValuePosition& position : value_positions()) {
        const auto file = kDataDir / "tables" / (position.name + ".txt");
        CHECK(stonelab::test::read_text(file) ==
              tables_reference(position, engine_tables(position.board, position.player)));
    }
}

TEST_CASE("task 3: the hand-derived verdicts are both referees'", "[lesson11][task_3][reference]")
{
    for (const FoulFixture& fixture : foul_fixtures()) {
        INFO(fixture.name << ": " << fixture.title);
        const Point p = point_of(fixture.board, fixture.point);
        CHECK(gomoku::foul_name(gomoku::foul_kind(fixture.board, p)) == fixture.foul);
        CHECK(gomoku::foul_name(BruteReferee(fixture.board).foul(p)) == fixture.foul);
    }
}

TEST_CASE("task 3: the reference foul maps are the engine's and the definitions'",
          "[lesson11][task_3][reference]")
{
    for (const FoulFixture& fixture : foul_fixtures()) {
        BruteReferee brute(fixture.board);
        const std::string text =
            stonelab::test::read_text(kDataDir / "foulmaps" / (fixture.name + ".txt"));
        CHECK(text == foul_map(fixture.board,
                               [&](Point p) { return gomoku::foul_kind(fixture.board, p); }));
        CHECK(text == foul_map(fixture.board, [&](Point p) { return brute.foul(p); }));
    }
}

TEST_CASE("task 4: the reference games are the engine's player's", "[lesson11][task_4][reference]")
{
    for (const GameSpec& spec : game_specs())
        CHECK(stonelab::test::read_text(kDataDir / "games" / game_name(spec)) ==
              game_text(spec, gomoku::inui_move));
    for (const GameSpec& spec : hidden_game_specs())
        CHECK(stonelab::test::read_text(std::filesystem::path(LESSON_HIDDEN_DATA) /
                                        game_name(spec)) == game_text(spec, gomoku::inui_move));
}

TEST_CASE("task 3: the engine's referee agrees with the definitions on seeded positions",
          "[lesson11][task_3][reference]")
{
    // The referee `stonelab match` uses (gomoku::is_foul) against the slow one, on other
    // positions than the student's check.
    Rng rng(1103);
    for (int position = 0; position < 600; ++position) {
        const Board board = random_position(rng, position % 3 == 0 ? 13 : 9, 7, 15 + position % 16);
        BruteReferee brute(board);
        for (Point p : board.points()) {
            if (!board.is_empty(p)) continue;
            const Foul expected = brute.foul(p);
            if (gomoku::foul_kind(board, p) == expected) continue;
            INFO("seeded position " << position << ", the point " << gomoku::vertex_name(board, p)
                                    << "\n"
                                    << gomoku::print_board(board));
            CHECK(gomoku::foul_name(gomoku::foul_kind(board, p)) ==
                  std::string(gomoku::foul_name(expected)));
            return;
        }
    }
}
