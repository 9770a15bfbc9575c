// The Gomoku board (engine/gomoku/board.hpp): lines, wins under the three rules, diagrams.
#include "engine/formats/diagram.hpp"
#include "engine/gomoku/board.hpp"

#include <catch2/catch.hpp>

using stonelab::Color;
using stonelab::DiagramError;
using stonelab::kPass;
using stonelab::Point;
using namespace stonelab::gomoku;

namespace {

Point at(const Board& board, const char* vertex) { return parse_vertex(board, vertex).value(); }

} // namespace

TEST_CASE("gomoku board: sizes, turns, undo")
{
    CHECK_THROWS_AS(Board(4), std::invalid_argument);
    CHECK_THROWS_AS(Board(21), std::invalid_argument); // 20x20: test_gomoku_twenty.cpp
    Board board(5);
    CHECK(board.points().size() == 25);
    CHECK(board.to_move() == Color::Black);
    board.play(at(board, "C3"));
    CHECK(board.at(at(board, "C3")) == Color::Black);
    CHECK(board.to_move() == Color::White);
    CHECK_THROWS_AS(board.play(at(board, "C3")), std::invalid_argument);
    CHECK_THROWS_AS(board.play(kPass), std::invalid_argument);
    board.undo();
    CHECK(board.is_empty(at(board, "C3")));
    CHECK(board.stone_count() == 0);
    CHECK_THROWS_AS(board.undo(), std::logic_error);
    CHECK(vertex_name(Board(15), at(Board(15), "H8")) == "H8");
    CHECK_FALSE(parse_vertex(Board(5), "F1"));
    CHECK_FALSE(parse_vertex(Board(5), "pass"));
}

TEST_CASE("gomoku board: lines in the four directions stop at the edge and at other stones")
{
    const Board board = parse_board(R"(
        . . . . . . .
        . X . . . . .
        . . X . . . .
        X X . X X O .
        . . . . X . .
        . . . . . X .
        . . . . . . .
    )");
    const Point centre = board.geometry().point(3, 4);      // C4, empty
    CHECK(board.line_length(centre, 0, Color::Black) == 5); // A4 B4 [C4] D4 E4, O stops it
    CHECK(board.line_length(centre, 1, Color::Black) == 2); // C5 above
    CHECK(board.line_length(centre, 2, Color::Black) == 1); // B5 and D3 are empty
    CHECK(board.line_length(centre, 3, Color::Black) == 1); // B3 and D5 are empty
    CHECK(board.longest_line(centre, Color::Black) == 5);
    CHECK(board.line_length(centre, 0, Color::White) == 1);
    const Point d4 = board.geometry().point(4, 4);
    CHECK(board.line_length(d4, 2, Color::Black) == 5); // B6 C5 D4 E3 F2, ended by A7 and G1
    CHECK(board.line_length(board.geometry().point(6, 4), 0, Color::White) == 1);
    CHECK(board.line_length(board.geometry().point(7, 4), 0, Color::White) == 2); // F4 G4
}

TEST_CASE("gomoku board: five wins; six wins only where overlines do")
{
    Board board = parse_board(R"(
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . X X X X . X . .
        . . . . . . . . .
        O O O O . . . . .
        . . . . . . . . .
        . . . . . . . . .
        O O . . . . . . .
    )");
    const Point five = board.geometry().point(6, 4), four_only = board.geometry().point(5, 5);
    CHECK(board.line_length(five, 0, Color::Black) == 6);
    for (Rule rule : {Rule::Standard, Rule::Renju})
        CHECK_FALSE(makes_win(board, five, Color::Black, rule));
    CHECK(makes_win(board, five, Color::Black, Rule::Freestyle));
    CHECK_FALSE(makes_win(board, four_only, Color::Black, Rule::Freestyle));
    const Point white_five = board.geometry().point(5, 6);
    for (Rule rule : {Rule::Freestyle, Rule::Standard, Rule::Renju})
        CHECK(makes_win(board, white_five, Color::White, rule));
    // White's overline wins in renju, not in standard gomoku.
    board.place(white_five, Color::White);
    board.place(board.geometry().point(6, 6), Color::White);
    CHECK(winner(board, Rule::Renju) == Color::White);
    CHECK(winner(board, Rule::Freestyle) == Color::White);
    CHECK_FALSE(winner(board, Rule::Standard));
    board.undo();
    CHECK(winner(board, Rule::Standard) == Color::White);
    CHECK_FALSE(winner(Board(), Rule::Freestyle));
}

TEST_CASE("gomoku board: diagrams in and out, and the size a Gomoku board may have")
{
    Board board(7);
    board.play(board.geometry().point(4, 4));
    board.play(board.geometry().point(5, 4));
    const std::string text = print_board(board);
    CHECK(text.find(" 4 . . . X O . .  4") != std::string::npos);
    const Board back = parse_board(text);
    for (Point p : board.points()) CHECK(back.at(p) == board.at(p));
    CHECK(back.to_move() == Color::Black);
    CHECK_THROWS_AS(parse_board(". . . .\n. . . .\n. . . .\n. . . .\n"), DiagramError);
    CHECK_THROWS_AS(
        parse_board(". . . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n"),
        DiagramError);
    // No liberties needed: Gomoku has no captures.
    const Board crowded = parse_board("X O . . .\nO . . . .\n. . . . .\n. . . . .\n. . . . .\n");
    CHECK(crowded.at(crowded.geometry().point(1, 1)) == Color::Black);
    CHECK(parse_rule("renju") == Rule::Renju);
    CHECK_FALSE(parse_rule("gomoku"));
}
