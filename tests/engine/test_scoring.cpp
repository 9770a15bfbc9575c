// Area scoring: Tromp-Taylor, and seed 002's count_score and its owners, on small positions counted
// by hand.
#include "engine/formats/diagram.hpp"
#include "engine/go/scoring.hpp"

#include <catch2/catch.hpp>

#include <vector>

using namespace stonelab;

TEST_CASE("the empty board: nobody has territory", "[scoring]")
{
    const Board b(5);
    for (const AreaScore& s : {tromp_taylor_score(b, 0.5), count_score(b, 0.5)}) {
        CHECK(s.black_area() == 0);
        CHECK(s.white_area() == 0);
        CHECK(s.margin() == -0.5);
    }
}

TEST_CASE(
    "one stone owns the whole board under Tromp-Taylor, only its neighbours under count_score",
    "[scoring]")
{
    Board b(3);
    b.play(Color::Black, b.geometry().point(2, 2));
    const AreaScore tt = tromp_taylor_score(b, 0);
    CHECK(tt.black_stones == 1);
    CHECK(tt.black_territory == 8);
    CHECK(tt.margin() == 9);
    // count_score: only the four points touching the stone count; the corners touch only
    // empty points and walls, so they belong to nobody.
    const AreaScore cs = count_score(b, 0);
    CHECK(cs.black_territory == 4);
    CHECK(cs.black_area() == 5);
}

TEST_CASE("a finished 5x5 position: both counts agree", "[scoring]")
{
    // Black owns the left, White the right; the eyes are single points, as at a playout's end.
    const Board b = parse_diagram(". X O . O\n"
                                  "X X O O .\n"
                                  ". X O . O\n"
                                  "X X O O O\n"
                                  ". X O . O\n");
    // Black: stones A4 B5 B4 B3 A2 B2 B1 = 7, eyes A5 A3 A1 = 3 -> 10.
    // White: stones C5 E5 C4 D4 C3 E3 C2 D2 E2 C1 E1 = 11, eyes D5 E4 D3 D1 = 4 -> 15.
    for (const AreaScore& s : {tromp_taylor_score(b, 6.5), count_score(b, 6.5)}) {
        CHECK(s.black_stones == 7);
        CHECK(s.black_territory == 3);
        CHECK(s.white_stones == 11);
        CHECK(s.white_territory == 4);
        CHECK(s.margin() == 10 - 15 - 6.5);
    }
    CHECK(result_string(tromp_taylor_score(b, 6.5).margin()) == "W+11.5");
}

TEST_CASE("seki points belong to nobody", "[scoring]")
{
    // Seed 002's seki: an empty point touching both colours is no one's territory.
    const Board b = parse_diagram("X . O\n"
                                  "X . O\n"
                                  "X . O\n");
    for (const AreaScore& s : {tromp_taylor_score(b, 0), count_score(b, 0)}) {
        CHECK(s.black_territory == 0);
        CHECK(s.white_territory == 0);
        CHECK(s.margin() == 0);
    }
    CHECK(result_string(0) == "0");
}

TEST_CASE("count_score differs from Tromp-Taylor on big empty regions", "[scoring]")
{
    // A black wall with a three-point-wide empty area: Tromp-Taylor gives Black all of it;
    // count_score only the points touching a black stone (the middle column touches none).
    const Board b = parse_diagram("X . . . X\n"
                                  "X . . . X\n"
                                  "X . . . X\n");
    CHECK(tromp_taylor_score(b, 0).black_territory == 9);
    CHECK(count_score(b, 0).black_territory == 6);
    CHECK(result_string(count_score(b, 0.5).margin()) == "B+11.5");
}

TEST_CASE("count_owner: a stone's colour, else the one colour next to the point, else nobody; "
          "count_score tells each point's owner once",
          "[scoring]")
{
    const Board b = parse_diagram("X . O\n"
                                  ". . O\n"
                                  "X X .\n");
    // By hand: the top middle point touches X and O, the centre touches X (below) and O
    // (right), the bottom right corner X (left) and O (above): nobody's. The left middle
    // point touches only X (above and below). Written as a diagram, '.' for nobody:
    const Board owners = parse_diagram("X . O\n"
                                       "X . O\n"
                                       "X X .\n");
    for (Point p : b.points()) CHECK(count_owner(b, p) == owners.at(p));

    std::vector<int> told(static_cast<std::size_t>(b.geometry().cells()), 0);
    int black = 0, white = 0;
    const AreaScore s = count_score(b, 0.5, [&](Point p, Color owner) {
        ++told[static_cast<std::size_t>(p)];
        CHECK(owner == owners.at(p));
        black += owner == Color::Black;
        white += owner == Color::White;
    });
    for (Point p : b.points()) CHECK(told[static_cast<std::size_t>(p)] == 1);
    CHECK(s.black_stones == 3);
    CHECK(s.black_territory == 1);
    CHECK(s.white_stones == 2);
    CHECK(s.white_territory == 0);
    CHECK(black == s.black_area());
    CHECK(white == s.white_area());
    CHECK(s.margin() == 4 - 2 - 0.5);
}
