// Gomoku and Renju on 20x20, the Gomocup's board, one more than Go's 19x19: the board's own
// padded array (22 x 22), lines that reach the 20th row and column (the U column, the top row
// numbered 20, the corners), fives and fouls on those edges, diagrams with a 20th column
// letter, and the players of engine/gomoku/players.hpp playing there. Every expected value is
// worked out by hand from the rule it checks (base/geometry.hpp, gomoku/board.hpp, renju.hpp,
// inui.hpp, matsuda.hpp, players.hpp).
#include "engine/formats/diagram.hpp"
#include "engine/gomoku/board.hpp"
#include "engine/gomoku/inui.hpp"
#include "engine/gomoku/matsuda.hpp"
#include "engine/gomoku/players.hpp"
#include "engine/gomoku/renju.hpp"

#include <catch2/catch.hpp>

#include <initializer_list>
#include <string>

using stonelab::Color;
using stonelab::DiagramError;
using stonelab::Point;
using stonelab::Rng;
using namespace stonelab::gomoku;

namespace {

Point at(const Board& board, const char* vertex) { return parse_vertex(board, vertex).value(); }

// Stones of one colour placed on the named points.
void place(Board& board, std::initializer_list<const char*> vertices, Color color)
{
    for (const char* vertex : vertices) board.place(at(board, vertex), color);
}

} // namespace

TEST_CASE("gomoku 20x20: the size is accepted, 21 is not, and the 20th column is U")
{
    const Board board(kMaxSize);
    CHECK(kMaxSize == 20);
    CHECK(board.size() == 20);
    CHECK(board.points().size() == 400);
    CHECK(board.geometry().cells() == 484); // 22 x 22, past Go's 21 x 21
    CHECK_THROWS_WITH(Board(21), "a Gomoku board is 5x5 to 20x20, not 21x21");
    // The four corners by their GTP names: U is the letter after T.
    CHECK(at(board, "A20") == board.geometry().point(1, 1));
    CHECK(at(board, "U20") == board.geometry().point(20, 1));
    CHECK(at(board, "A1") == board.geometry().point(1, 20));
    CHECK(at(board, "U1") == board.geometry().point(20, 20));
    CHECK(vertex_name(board, board.geometry().point(20, 20)) == "U1");
    CHECK_FALSE(parse_vertex(board, "V1"));
    CHECK_FALSE(parse_vertex(board, "U21"));
    CHECK_FALSE(parse_vertex(Board(19), "U1"));
    // Every cell of the frame round the last row and column is wall, the last cell included.
    CHECK(board.at(board.geometry().point(21, 21)) == Color::Wall);
    CHECK(board.at(board.geometry().point(21, 1)) == Color::Wall);
    CHECK(board.at(board.geometry().point(1, 21)) == Color::Wall);
}

TEST_CASE("gomoku 20x20: lines reach the 20th column and row and stop at the wall")
{
    Board board(20);
    // Down the U column to the bottom-right corner: U5 U4 U3 U2 [U1].
    place(board, {"U5", "U4", "U3", "U2"}, Color::Black);
    // Along the top row, the row numbered 20, to the top-right corner: P20 Q20 R20 S20 [T20] U20.
    place(board, {"P20", "Q20", "R20", "S20", "U20"}, Color::Black);
    // The diagonal down and right to the same corner: Q5 R4 S3 T2 [U1], White's.
    place(board, {"Q5", "R4", "S3", "T2"}, Color::White);
    const Point u1 = at(board, "U1");
    CHECK(board.line_length(u1, 1, Color::Black) == 5); // down the U column
    CHECK(board.line_length(u1, 2, Color::White) == 5); // Q5 R4 S3 T2 U1, down and right
    CHECK(makes_win(board, u1, Color::Black, Rule::Standard));
    CHECK(makes_win(board, u1, Color::White, Rule::Standard));
    // T20 joins P20..S20 to U20: six in a row on the top row, ended by the wall.
    const Point t20 = at(board, "T20");
    CHECK(board.line_length(t20, 0, Color::Black) == 6);
    CHECK(makes_win(board, t20, Color::Black, Rule::Freestyle));
    CHECK_FALSE(makes_win(board, t20, Color::Black, Rule::Standard));
    // The top-right corner's anti-diagonal, U20 T19 S18 R17 Q16: one stone, the corner's own.
    board.place(at(board, "Q16"), Color::Black);
    CHECK(board.line_length(at(board, "R17"), 3, Color::Black) == 2); // Q16 and R17 itself
    place(board, {"S18", "T19"}, Color::Black);
    CHECK(board.line_length(at(board, "R17"), 3, Color::Black) == 5); // Q16 .. U20
}

TEST_CASE("gomoku 20x20: diagrams with a U column, in and out, and 21 columns refused")
{
    Board board(20);
    place(board, {"U1", "A20"}, Color::Black);
    board.place(at(board, "U20"), Color::White);
    const std::string text = print_board(board);
    CHECK(text.rfind("   A B C D E F G H J K L M N O P Q R S T U\n20 X ", 0) == 0);
    CHECK(text.find(" . O 20\n") != std::string::npos);
    CHECK(text.find(" 1 . ") != std::string::npos);
    CHECK(text.find(" . X  1\n") != std::string::npos);
    const Board back = parse_board(text);
    CHECK(back.size() == 20);
    for (Point p : board.points()) CHECK(back.at(p) == board.at(p));

    // 21 columns: the stone diagram stops at 20, and says so.
    std::string wide;
    for (int row = 0; row < 21; ++row) wide += std::string(21, '.') + "\n";
    CHECK_THROWS_WITH(parse_board(wide),
                      "line 1, column 21: more than 20 points in a row: boards go up to 20x20 "
                      "(Gomoku's; Go's go up to 19x19)");
    // A wrong 20th letter names the U.
    std::string lettered = "ABCDEFGHJKLMNOPQRSTV\n";
    for (int row = 0; row < 20; ++row) lettered += std::string(20, '.') + "\n";
    CHECK_THROWS_AS(parse_board(lettered), DiagramError);
    CHECK_THROWS_WITH(parse_board(lettered), Catch::Contains("should be 'U'"));
    // Go's diagrams still stop at 19.
    std::string twenty;
    for (int row = 0; row < 20; ++row) twenty += std::string(20, '.') + "\n";
    CHECK(parse_board(twenty).size() == 20);
    CHECK_THROWS_WITH(stonelab::parse_diagram(twenty),
                      "line 1, column 20: more than 19 points in a row: boards go up to 19x19");
}

TEST_CASE("renju 20x20: fives and fouls on the edges")
{
    // The U column: U20 U19 U18 . U16 U15, a Black stone at U17 makes six.
    Board column(20);
    place(column, {"U20", "U19", "U18", "U16", "U15"}, Color::Black);
    CHECK(foul_kind(column, at(column, "U17")) == Foul::Overline);
    // The bottom row: Q1 R1 S1 T1 and White's P1; Black's U1 in the corner is exactly five.
    Board row(20);
    place(row, {"Q1", "R1", "S1", "T1"}, Color::Black);
    row.place(at(row, "P1"), Color::White);
    CHECK(foul_kind(row, at(row, "U1")) == Foul::None);
    CHECK(makes_win(row, at(row, "U1"), Color::Black, Rule::Renju));
    // The corner U1 again, with Q1 R1 S1 on the bottom row (U1 makes a four whose five point
    // is T1) and U2 U3 U4 up the U column (a four whose five point is U5): a double four.
    Board corner(20);
    place(corner, {"Q1", "R1", "S1", "U2", "U3", "U4"}, Color::Black);
    CHECK(renju_fours(corner, at(corner, "U1"), 0) == 1);
    CHECK(renju_fours(corner, at(corner, "U1"), 1) == 1);
    CHECK(foul_kind(corner, at(corner, "U1")) == Foul::DoubleFour);
}

TEST_CASE("gomoku 20x20: the players open in the centre and take a five on the U column")
{
    Rng rng(1);
    const Board empty(20);
    // Inui's centre is ((20 + 1) / 2, (20 + 1) / 2) = (10, 10): column K, row 20 - 10 + 1.
    CHECK(vertex_name(empty, inui_move(empty, rng)) == "K11");
    // Matsuda's is (20 / 2 + 1, 20 / 2 + 1) = (11, 11): column L, row 10.
    CHECK(vertex_name(empty, matsuda_move(empty, Rule::Freestyle, rng)) == "L10");
    CHECK(inui_tables(empty, Color::Black).black.size() == 484);

    // Black to move, four on the U column (U19 U18 U17 U16, U15 White's): U20 is the five.
    Board four(20);
    place(four, {"U19", "U18", "U17", "U16"}, Color::Black);
    place(four, {"U15", "A1", "C1", "E1"}, Color::White);
    REQUIRE(four.to_move() == Color::Black);
    for (Rule rule : {Rule::Freestyle, Rule::Standard, Rule::Renju}) {
        CHECK(vertex_name(four, matsuda_move(four, rule, rng)) == "U20");
        CHECK(vertex_name(four, greedy_gomoku_move(four, rule, rng)) == "U20");
        for (const BuiltinPlayer& player : builtin_players())
            if (player.name != "random")
                CHECK(vertex_name(four, player.move(four, rule, rng)) == "U20");
    }
    CHECK(vertex_name(four, inui_move(four, rng)) == "U20");

    // White to move, four on the bottom row (Q1 R1 S1 T1, P1 Black's): U1, the corner.
    Board bottom(20);
    place(bottom, {"Q1", "R1", "S1", "T1"}, Color::White);
    place(bottom, {"P1", "A20", "C20", "E20", "G20"}, Color::Black);
    REQUIRE(bottom.to_move() == Color::White);
    CHECK(vertex_name(bottom, inui_move(bottom, rng)) == "U1");
    CHECK(vertex_name(bottom, matsuda_move(bottom, Rule::Standard, rng)) == "U1");
    CHECK(vertex_name(bottom, greedy_gomoku_move(bottom, Rule::Standard, rng)) == "U1");
}
