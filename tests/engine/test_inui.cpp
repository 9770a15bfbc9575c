// Inui's player (engine/gomoku/inui.hpp): seed 003's values on hand-made lines, the tables
// kept stone by stone against tables computed afresh, and the player's moves.
#include "engine/gomoku/inui.hpp"
#include "engine/gomoku/renju.hpp"

#include <catch2/catch.hpp>

using stonelab::Color;
using stonelab::kPass;
using stonelab::Point;
using stonelab::Rng;
using namespace stonelab::gomoku;

namespace {

Point at(const Board& board, const char* vertex) { return parse_vertex(board, vertex).value(); }

} // namespace

TEST_CASE("inui: seed 003's values: windows, threes, fours and the combinations")
{
    Board board(13);
    CHECK(inui_point_value(board, at(board, "G7"), Color::Black, Color::White) == 20);
    for (const char* v : {"E7", "F7", "G7"}) board.place(at(board, v), Color::Black);
    // Two windows of four with the gap at an end (302 each): a straight four and a sure win.
    const InuiLineValue four =
        inui_line_value(board, at(board, "H7"), 0, Color::Black, Color::White);
    CHECK(four.kind == InuiLine::StraightFour);
    CHECK(four.value == 604);
    CHECK(inui_point_value(board, at(board, "H7"), Color::Black, Color::White) == 604 + 15 + 2500);
    CHECK(inui_point_value(board, at(board, "H7"), Color::Black, Color::Black) == 604 + 15 + 3500);
    // Black's double three is negative.
    Board threes(13);
    for (const char* v : {"F7", "G7", "H6", "H5"}) threes.place(at(threes, v), Color::Black);
    CHECK(inui_point_value(threes, at(threes, "H7"), Color::Black, Color::White) == -620);
}

TEST_CASE("inui: the tables kept stone by stone equal the tables computed afresh")
{
    Board board(13);
    Rng rng(4);
    InuiTables black = inui_tables(board, Color::Black), white = inui_tables(board, Color::White);
    for (int move = 0; move < 40; ++move) {
        const Point p = inui_move(board, rng);
        REQUIRE(p != kPass);
        board.play(p);
        update_inui_tables(black, board, p);
        update_inui_tables(white, board, p);
        const InuiTables fresh_black = inui_tables(board, Color::Black);
        const InuiTables fresh_white = inui_tables(board, Color::White);
        REQUIRE(black.black == fresh_black.black);
        REQUIRE(black.white == fresh_black.white);
        REQUIRE(white.black == fresh_white.black);
        REQUIRE(white.white == fresh_white.white);
        if (winner(board, Rule::Renju)) break;
    }
}

TEST_CASE("inui: the centre first, a five when there is one, never a Black foul")
{
    Rng rng(1);
    CHECK(vertex_name(Board(13), inui_move(Board(13), rng)) == "G7");
    CHECK(vertex_name(Board(15), inui_move(Board(15), rng)) == "H8");
    // White to move with four in a row: it completes the five rather than block Black's.
    Board five = parse_board(R"(
. . . . . . . . .
. . . . . . . . .
. X X X X . . . .
. . . . . . . . .
. O O O O . . . .
. . . . . . . . .
. . . . . . . . .
. X . . . . . . .
. . . . . . . . .
)");
    const Point move = inui_move(five, rng);
    CHECK((vertex_name(five, move) == "A5" || vertex_name(five, move) == "F5"));
    // Black to move, and the best score of its tables is E5: the seed sees two windows of
    // four there, a sure win; but X X X . E5 . X X X is two fours on one line, a foul.
    Board foul = parse_board(R"(
O . O . O . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
X X X . . . X X X
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
O . O . O . . . .
)");
    REQUIRE(foul.to_move() == Color::Black);
    const Point e5 = at(foul, "E5");
    REQUIRE(foul_kind(foul, e5) == Foul::DoubleFour);
    const InuiTables tables = inui_tables(foul, Color::Black);
    for (Point p : foul.points())
        if (foul.is_empty(p) && p != e5) CHECK(inui_score(tables, p) < inui_score(tables, e5));
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        Rng r(seed);
        const Point move = inui_move(foul, r);
        CHECK(move != e5);
        CHECK_FALSE(is_foul(foul, move));
    }
}
