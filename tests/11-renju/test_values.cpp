// Task 1: seed 003's expected values, by hand on small examples, then whole tables against
// the reference outputs in data/tables/.
#include "support.hpp"

#include "support/check_sections.hpp"
#include "support/text.hpp"

#include <catch2/catch.hpp>

using namespace stonelab::lesson11;
using namespace stonelab::lesson11::test; // Color, Point, Rng and gomoku too

namespace {

Board with_stones(int size, Color color, const std::vector<std::string>& vertices)
{
    Board board(size);
    for (const std::string& v : vertices) board.place(point_of(board, v), color);
    return board;
}

} // namespace

TEST_CASE("task 1: the empty board: one point per window, fewer at the edge", "[lesson11][task_1]")
{
    const Board board(13);
    // G7, the centre: five windows on each of the four lines, each holding one stone.
    CHECK(point_value(board, point_of(board, "G7"), Color::Black, Color::White) == 20);
    CHECK(point_value(board, point_of(board, "G7"), Color::White, Color::White) == 20);
    // A7, on the left edge: one window across, five down, one on each diagonal.
    CHECK(line_value(board, point_of(board, "A7"), 0, Color::Black, Color::Black).value == 1);
    CHECK(line_value(board, point_of(board, "A7"), 1, Color::Black, Color::Black).value == 5);
    CHECK(point_value(board, point_of(board, "A7"), Color::Black, Color::Black) == 8);
    // A1, the corner: across, up, and one diagonal; the other diagonal leaves the board.
    CHECK(point_value(board, point_of(board, "A1"), Color::White, Color::Black) == 3);
}

TEST_CASE("task 1: a three: 30 a window, the bonus, and Black's overline windows",
          "[lesson11][task_1]")
{
    // F7 G7 and a stone at H7: three windows of three (30 each); for White also G7-L7 (two
    // stones, 7) and H7-M7 (one, 1); three windows of three make a strong three, +215.
    const Board white = with_stones(13, Color::White, {"F7", "G7"});
    const LineValue w = line_value(white, point_of(white, "H7"), 0, Color::White, Color::Black);
    CHECK(w.kind == LineKind::StrongThree);
    CHECK(w.value == 3 * 30 + 7 + 1 + 215);
    // The same for the player itself: its threes weigh 100 more.
    CHECK(line_value(white, point_of(white, "H7"), 0, Color::White, Color::White).value ==
          3 * 30 + 7 + 1 + 215 + 100);
    // For Black, G7-L7 and H7-M7 touch a Black stone just outside (F7, G7): they could only
    // become six, so they are worth 0.
    const Board black = with_stones(13, Color::Black, {"F7", "G7"});
    const LineValue b = line_value(black, point_of(black, "H7"), 0, Color::Black, Color::White);
    CHECK(b.kind == LineKind::StrongThree);
    CHECK(b.value == 3 * 30 + 215);
    // Only two windows of three: a weak three, +200. B5 C5 and D5 near the edge of a 9x9
    // board: A5-E5 and B5-F5 hold three, C5-G5 two, D5-H5 one; no window starts left of A5.
    const Board weak = with_stones(9, Color::White, {"B5", "C5"});
    const LineValue c = line_value(weak, point_of(weak, "D5"), 0, Color::White, Color::Black);
    CHECK(c.kind == LineKind::WeakThree);
    CHECK(c.value == 2 * 30 + 7 + 1 + 200);
}

TEST_CASE("task 1: fours: 302 with the gap at an end, 300 inside, and the sure win",
          "[lesson11][task_1]")
{
    // E7 F7 G7 and H7: D7-H7 and E7-J7 hold four with the gap at an end (302 each); the
    // other windows touch a Black stone just outside. Two windows of four: a straight four.
    const Board open = with_stones(13, Color::Black, {"E7", "F7", "G7"});
    const Point h7 = point_of(open, "H7");
    const LineValue four = line_value(open, h7, 0, Color::Black, Color::White);
    CHECK(four.kind == LineKind::StraightFour);
    CHECK(four.value == 2 * 302);
    // The point: 604, five windows of one stone on each other line, and 2500 for a straight
    // four (1000 more for the player's own).
    CHECK(point_value(open, h7, Color::Black, Color::White) == 604 + 15 + 2500);
    CHECK(point_value(open, h7, Color::Black, Color::Black) == 604 + 15 + 2500 + 1000);
    // D7 E7 . G7 and H7: D7-H7 holds four with its gap inside (300); G7-L7 two (7).
    const Board split = with_stones(13, Color::Black, {"D7", "E7", "G7"});
    const LineValue inside = line_value(split, h7, 0, Color::Black, Color::White);
    CHECK(inside.kind == LineKind::Four);
    CHECK(inside.value == 300 + 7);
    // White's same stones: every window counts: 300, 30 (E7-J7), 7, 7 and 1.
    const Board white = with_stones(13, Color::White, {"D7", "E7", "G7"});
    CHECK(line_value(white, h7, 0, Color::White, Color::Black).value == 300 + 30 + 7 + 7 + 1);

    // Two fours through H7: D7 E7 . G7 across and H3 H4 . H6 down (the same shape turned),
    // each one window of four. For White, S = 4: a sure win, 2500 more (and 1000 as the
    // player); each line 300 + 30 + 7 + 7 + 1, the diagonals 5 each. For Black, S = 4 is
    // the seed's double four: -W, each line 300 + 7 as above.
    const std::vector<std::string> two_fours = {"D7", "E7", "G7", "H3", "H4", "H6"};
    const Board white_fours = with_stones(13, Color::White, two_fours);
    const int white_w = 2 * (300 + 30 + 7 + 7 + 1) + 5 + 5;
    CHECK(point_value(white_fours, h7, Color::White, Color::Black) == white_w + 2500);
    CHECK(point_value(white_fours, h7, Color::White, Color::White) == white_w + 2500 + 1000);
    const Board black_fours = with_stones(13, Color::Black, two_fours);
    CHECK(point_value(black_fours, h7, Color::Black, Color::White) == -(2 * (300 + 7) + 5 + 5));

    // A four and a three: D7 E7 . G7 across (S = 2) and H5 H6 down (T = 1), S + T = 3: the
    // seed's sure win for Black too. Across 300 + 7; down 30 + 30 + 30 (H6-H10 and H7-H11
    // touch H5 and H6) and 215 for a strong three; the diagonals 5 each.
    const Board black_four_three = with_stones(13, Color::Black, {"D7", "E7", "G7", "H5", "H6"});
    CHECK(point_value(black_four_three, h7, Color::Black, Color::White) ==
          (300 + 7) + (30 + 30 + 30 + 215) + 5 + 5 + 2500);

    // A straight four and two threes through H7: E7 F7 G7 across, H5 H6 down, F5 G6 on the
    // diagonal. S = 3 and T = 2 is none of the seed's cases for White (not S + T >= 3 with
    // T < 2, not S >= 4, not S = 0): just W. Across 302 + 302 + 30 + 7 + 1; each three
    // 30 + 30 + 30 + 7 + 1 and 215 for a strong three; the other diagonal 5.
    const std::vector<std::string> four_and_threes = {"E7", "F7", "G7", "H5", "H6", "F5", "G6"};
    const Board white_mix = with_stones(13, Color::White, four_and_threes);
    CHECK(point_value(white_mix, h7, Color::White, Color::Black) ==
          (302 + 302 + 30 + 7 + 1) + 2 * (30 + 30 + 30 + 7 + 1 + 215) + 5);
}

TEST_CASE("task 1: the seed's double three: negative for Black, +1000 for White",
          "[lesson11][task_1]")
{
    // F7 G7 across and H6 H5 down: H7 makes two strong threes.
    const std::vector<std::string> stones = {"F7", "G7", "H6", "H5"};
    const Board black = with_stones(13, Color::Black, stones);
    const Point h7 = point_of(black, "H7");
    const int across = 3 * 30 + 215, down = 3 * 30 + 215, diagonals = 5 + 5;
    CHECK(point_value(black, h7, Color::Black, Color::White) == -(across + down + diagonals));
    const Board white = with_stones(13, Color::White, stones);
    CHECK(point_value(white, h7, Color::White, Color::Black) ==
          (across + 7 + 1) + (down + 7 + 1) + diagonals + 1000);
}

TEST_CASE("task 1: both tables of every reference position", "[lesson11][task_1]")
{
    for (const ValuePosition& position : value_positions()) {
        const auto file = kDataDir / "tables" / (position.name + ".txt");
        const Tables yours = make_tables(position.board, position.player);
        REQUIRE(yours.black.size() == static_cast<std::size_t>(position.board.geometry().cells()));
        REQUIRE(yours.white.size() == yours.black.size());
        CHECK(yours.player == position.player);
        // The cells the reference tables do not print: 0 on the wall, kOccupied on stones.
        const stonelab::Geometry& g = position.board.geometry();
        for (Point c = 0; c < g.cells(); ++c) {
            const Color at = position.board.at(c);
            if (at == Color::Empty) continue;
            const int expected = at == Color::Wall ? 0 : kOccupied;
            const auto i = static_cast<std::size_t>(c);
            INFO(position.name << ": make_tables(board, "
                               << (position.player == Color::Black ? "black" : "white") << ")\n"
                               << gomoku::print_board(position.board) << "the cell " << c
                               << (at == Color::Wall ? " on the wall"
                                                     : " under the stone " +
                                                           gomoku::vertex_name(position.board, c))
                               << ": black " << yours.black[i] << ", white " << yours.white[i]);
            REQUIRE(yours.black[i] == expected);
            REQUIRE(yours.white[i] == expected);
        }
        stonelab::test::check_sections(
            file,
            position.name + ": " + position.title + "\n" + gomoku::print_board(position.board),
            stonelab::test::parse_sections(stonelab::test::read_text(file)),
            tables_sections(position.board, yours));
    }
}
