// Lesson 10, task 1: the Sta code and the Row of one direction.
#include "support.hpp"

#include <catch2/catch.hpp>

using namespace stonelab;
using namespace stonelab::lesson10;
using namespace stonelab::lesson10::test;

TEST_CASE("task 1: the paper's Table 1, read from the worked example", "[lesson10][task_1]")
{
    // Sta[n] and Row[n] as the paper prints them in Table 1 (and computes in Figure 3).
    const gomoku::Board board = gomoku::parse_board(kWorkedExample);
    const std::uint16_t sta[] = {0x0405, 0x0405, 0x0045, 0x0015, 0x0400, 0x0015, 0x0400, 0x0400};
    const int row[] = {1, 1, 2, 1, 1, 3, 2, 2};
    for (int n = 0; n < kDirections; ++n) {
        INFO("direction " << n);
        const Reading reading = read_direction(board, at(board, "H8"), n, Color::Black);
        CHECK(hex(reading.sta) == hex(sta[n]));
        CHECK(reading.row == row[n]);
    }
}

TEST_CASE("task 1: the edge stops a reading like an opponent stone", "[lesson10][task_1]")
{
    const gomoku::Board board = gomoku::parse_board(R"(
. . . . . . .
. . . . . . .
. . . . . . .
. . . X X . .
. . . . . . .
. . . . . . .
. . . . . . .
)");
    // From C4 to the right: D4 E4 own, F4 G4 empty, then the edge.
    const Reading right = read_direction(board, at(board, "C4"), 0, Color::Black);
    CHECK(hex(right.sta) == hex(0x0405));
    CHECK(right.row == 3);
    // From G4 to the left: F4 empty, E4 D4 own, C4 empty, B4 empty (five points).
    const Reading left = read_direction(board, at(board, "G4"), 4, Color::Black);
    CHECK(hex(left.sta) == hex(0x0105));
    CHECK(left.row == 1);
    // From A4 to the left: the edge at once.
    CHECK(hex(read_direction(board, at(board, "A4"), 4, Color::Black).sta) == hex(0x0400));
    // White reads Black's stones as the opponent's.
    CHECK(hex(read_direction(board, at(board, "C4"), 0, Color::White).sta) == hex(0x0400));
}

TEST_CASE("task 1: three empty points in a row stop a reading, three in all do not",
          "[lesson10][task_1]")
{
    const gomoku::Board board = gomoku::parse_board(R"(
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . X . . X . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
)");
    // From A5 to the right: B5 empty, C5 own, D5 E5 empty, F5 own: 0x0114 (Table 3, row 23).
    const Reading split = read_direction(board, at(board, "A5"), 0, Color::Black);
    CHECK(hex(split.sta) == hex(0x0114));
    CHECK(split.row == 1);
    // From F5 down the column: three empty points in a row, then stop.
    CHECK(hex(read_direction(board, at(board, "F5"), 1, Color::Black).sta) == hex(0x0015));
    // Five own stones after the point leave the code at 0.
    const gomoku::Board six = gomoku::parse_board(R"(
. . . . . . .
. . . . . . .
. . . . . . .
. X X X X X .
. . . . . . .
. . . . . . .
. . . . . . .
)");
    const Reading overline = read_direction(six, at(six, "A4"), 0, Color::Black);
    CHECK(hex(overline.sta) == hex(0x0000));
    CHECK(overline.row == 6);
}

TEST_CASE("task 1: the same readings as the engine on seeded positions", "[lesson10][task_1]")
{
    for (std::uint64_t seed : {11u, 12u}) {
        const gomoku::Board board = random_position(seed, 9, 40);
        for (Point p : board.points())
            for (int n = 0; n < kDirections; ++n) {
                const Color color = (p + n) % 2 == 0 ? Color::Black : Color::White;
                const Reading mine = read_direction(board, p, n, color);
                const Reading engine = gomoku::matsuda::read_direction(board, p, n, color);
                INFO("seed " << seed << " at " << gomoku::vertex_name(board, p) << " direction "
                             << n);
                REQUIRE(hex(mine.sta) == hex(engine.sta));
                REQUIRE(mine.row == engine.row);
            }
    }
}
