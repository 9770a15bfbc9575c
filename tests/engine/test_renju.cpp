// The renju referee (engine/gomoku/renju.hpp): Black's fouls on small hand-made positions.
// Lesson 11's tests check it further, against a brute-force referee on thousands of
// positions and on the tricky positions of tests/11-renju/data/fouls/.
#include "engine/gomoku/renju.hpp"

#include <catch2/catch.hpp>

#include <stdexcept>
#include <string>

using stonelab::Point;
using namespace stonelab::gomoku;

namespace {

// A 9x9 position around the centre E5, the point judged.
Foul verdict(const char* diagram, const char* vertex = "E5")
{
    const Board board = parse_board(diagram);
    return foul_kind(board, parse_vertex(board, vertex).value());
}

} // namespace

TEST_CASE("renju: double threes, and a four-three, which is allowed")
{
    CHECK(verdict(R"(
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . X X . .
. . . . X . . . .
. . . . X . . . .
. . . . . . . . .
. . . . . . . . .
)") == Foul::DoubleThree);
    CHECK(verdict(R"(
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . X X X .
. . . . X . . . .
. . . . X . . . .
. . . . . . . . .
. . . . . . . . .
)") == Foul::None);
    // The three across is blocked by White at both ends of the room it needs: no three.
    CHECK(verdict(R"(
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. O . . . X X O .
. . . . X . . . .
. . . . X . . . .
. . . . . . . . .
. . . . . . . . .
)") == Foul::None);
}

TEST_CASE("renju: double fours on two lines and on one, overlines, and fives that win")
{
    CHECK(verdict(R"(
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. X X X . . X X X
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
)") == Foul::None);       // one four: A5 makes five, F5 would make eight
    CHECK(verdict(R"(
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
X X X . . . X X X
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
)") == Foul::DoubleFour); // X X X . E5 . X X X
    CHECK(verdict(R"(
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . X X X O
. . . . X . . . .
. . . . X . . . .
. . . . X . . . .
. . . . O . . . .
)") == Foul::DoubleFour);
    CHECK(verdict(R"(
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. X X X . X X . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
)") == Foul::Overline);
    // Five across and a double three besides: the five wins.
    CHECK(verdict(R"(
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
X X X X . . . . .
. . . . X X . . .
. . . . X . X . .
. . . . . . . . .
. . . . . . . . .
)") == Foul::None);
}

TEST_CASE("renju: a false three: its straight-four point would be an overline")
{
    // Across, E5 F5 G5 (B5 two points off) becomes a straight four only at H5: after D5,
    // C5 would make six with B5. And H5 would be an overline down column H: a false three.
    // Down, E5 E4 E3 is a real three: one three, no foul.
    const char* const position = R"(
. . . . . . . . .
. . . . . . . X .
. . . . . . . X .
. . . . . . . X .
. X . . . X X . .
. . . . X . . X .
. . . . X . . X .
. . . . . . . . .
. . . . . . . . .
)";
    const Board board = parse_board(position);
    const Point e5 = parse_vertex(board, "E5").value();
    CHECK(renju_fours(board, e5, 0) == 0);
    CHECK(is_foul(board, parse_vertex(board, "H5").value()));
    CHECK_FALSE(renju_three(board, e5, 0));
    CHECK(renju_three(board, e5, 1));
    CHECK_FALSE(is_foul(board, e5));
    CHECK_THROWS_AS(is_foul(board, parse_vertex(board, "B5").value()), std::invalid_argument);
    CHECK(std::string(foul_name(Foul::DoubleThree)) == "double three");
}

TEST_CASE("renju: a three grows into an unbroken four, and without a five (the RIF wording)")
{
    // The false three above without H3: H5 now makes exactly five down column H, so it is
    // allowed, and it would also turn E5 F5 G5 into a straight four. But the rules count a
    // three only where the straight four is made without a five at the same time: across is
    // no three, and E5 makes one three (down).
    const char* const into_five = R"(
. . . . . . . . .
. . . . . . . X .
. . . . . . . X .
. . . . . . . X .
. X . . . X X . .
. . . . X . . X .
. . . . X . . . .
. . . . . . . . .
. . . . . . . . .
)";
    Board board = parse_board(into_five);
    const Point e5 = parse_vertex(board, "E5").value();
    CHECK_FALSE(is_foul(board, parse_vertex(board, "H5").value()));
    CHECK_FALSE(renju_three(board, e5, 0));
    CHECK(renju_three(board, e5, 1));
    CHECK(foul_kind(board, e5) == Foul::None);

    // Across, F5 would leave B5 . D5 E5 F5 . H5: two five points (C5 and G5) but only three
    // stones in a row between them, so no straight four; F5 would also make five up column
    // F. No three across; down, E5 E4 E3 is one: no foul.
    const char* const two_five_points = R"(
. . . . . X . . .
. . . . . X . . .
. . . . . X . . .
. . . . . X . . .
O X . X . . . X .
. . . . X . . . .
. . . . X . . . .
. . . . . . . . .
. . . . . . . . .
)";
    board = parse_board(two_five_points);
    CHECK(renju_fours(board, e5, 0) == 0);
    CHECK_FALSE(is_foul(board, parse_vertex(board, "F5").value()));
    CHECK_FALSE(renju_three(board, e5, 0));
    CHECK(renju_three(board, e5, 1));
    CHECK(foul_kind(board, e5) == Foul::None);
}
