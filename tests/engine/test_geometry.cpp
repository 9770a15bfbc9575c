// Tests of the four names of a point (geometry.hpp). Every expected value is worked out by
// hand from the definitions in geometry.hpp's file comment:
//   seed (x, y): both from 1, row 1 at the top;  z = y * (W + 2) + x;
//   GTP: letter A..T without I for x, number H - y + 1 for y;
//   SGF: 'a' + x - 1, then 'a' + y - 1.
#include "engine/base/geometry.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace stonelab;

TEST_CASE("the padded array of a board", "[geometry]")
{
    constexpr Geometry g19{19, 19};
    CHECK(g19.stride() == 21);
    CHECK(g19.cells() == 441);
    CHECK(g19.area() == 361);
    CHECK(g19.point(1, 1) == 22); // 1 * 21 + 1
    CHECK(g19.point(19, 19) == 418);

    constexpr Geometry rect{5, 3}; // 5 wide, 3 high: stride 7, 7 x 5 cells
    CHECK(rect.stride() == 7);
    CHECK(rect.cells() == 35);
    CHECK(rect.point(5, 3) == 26);
    CHECK(rect.x_of(26) == 5);
    CHECK(rect.y_of(26) == 3);

    // The wall and the pass are not on the board; every seed point is.
    CHECK_FALSE(rect.on_board(kPass));
    CHECK_FALSE(rect.on_board(kNoPoint));
    CHECK_FALSE(rect.on_board(rect.point(0, 1)));
    CHECK_FALSE(rect.on_board(rect.point(6, 1)));
    CHECK_FALSE(rect.on_board(rect.point(1, 4)));
    CHECK_FALSE(rect.on_board(rect.cells()));
    CHECK(rect.on_board(rect.point(1, 1)));
    CHECK(rect.on_board(rect.point(5, 3)));

    // Neighbours in the 2015 lecture's order: right, down, left, up.
    CHECK(rect.dir(0) == 1);
    CHECK(rect.dir(1) == 7);
    CHECK(rect.dir(2) == -1);
    CHECK(rect.dir(3) == -7);

    CHECK(valid_geometry(1, 1));
    CHECK(valid_geometry(19, 19));
    CHECK_FALSE(valid_geometry(0, 5));
    CHECK_FALSE(valid_geometry(5, 20));
}

TEST_CASE("GTP column letters skip I", "[geometry]")
{
    CHECK(gtp_column_letter(1) == 'A');
    CHECK(gtp_column_letter(8) == 'H');
    CHECK(gtp_column_letter(9) == 'J');
    CHECK(gtp_column_letter(19) == 'T');
    CHECK(gtp_column_letter(20) == 'U'); // Gomoku's 20x20, the Gomocup's board
}

TEST_CASE("the 20th column of a Gomoku board: U in GTP, t in SGF, and tt is no pass there",
          "[geometry]")
{
    constexpr Geometry g20{20, 20}, g19{19, 19};
    CHECK(to_gtp_vertex(g20, g20.point(20, 1)) == "U20");
    CHECK(to_gtp_vertex(g20, g20.point(20, 20)) == "U1");
    CHECK(parse_gtp_vertex(g20, "u1") == g20.point(20, 20));
    CHECK(parse_gtp_vertex(g20, "T20") == g20.point(19, 1));
    CHECK_FALSE(parse_gtp_vertex(g19, "U1"));
    CHECK_FALSE(parse_gtp_vertex(g20, "V1"));
    CHECK_FALSE(parse_gtp_vertex(g20, "U21"));
    CHECK(to_sgf_point(g20, g20.point(20, 20)) == "tt");
    CHECK(parse_sgf_point(g20, "tt") == g20.point(20, 20));
    CHECK(parse_sgf_point(g20, "ta") == g20.point(20, 1));
    CHECK(parse_sgf_point(g19, "tt") == kPass);
}

TEST_CASE("corners of a 19x19 board under every name", "[geometry]")
{
    const Geometry g{19, 19};
    struct Corner {
        int x, y;
        Point z;
        const char* gtp;
        const char* sgf;
    };
    const std::vector<Corner> corners = {
        {1, 1, 22, "A19", "aa"},   // top left: 1 * 21 + 1
        {19, 1, 40, "T19", "sa"},  // top right: 21 + 19
        {1, 19, 400, "A1", "as"},  // bottom left: 19 * 21 + 1
        {19, 19, 418, "T1", "ss"}, // bottom right
        {4, 16, 340, "D4", "dp"},  // a star point: 16 * 21 + 4; row 19 - 16 + 1 = 4
        {9, 10, 219, "J10", "ij"}, // the centre column is J (no I): 10 * 21 + 9
    };
    for (const Corner& c : corners) {
        INFO(c.gtp);
        CHECK(g.point(c.x, c.y) == c.z);
        CHECK(to_gtp_vertex(g, c.z) == c.gtp);
        CHECK(to_sgf_point(g, c.z) == c.sgf);
        CHECK(parse_gtp_vertex(g, c.gtp) == c.z);
        CHECK(parse_sgf_point(g, c.sgf) == c.z);
    }
}

TEST_CASE("corners of a 9x9 board under every name", "[geometry]")
{
    const Geometry g{9, 9};
    CHECK(to_gtp_vertex(g, 12) == "A9"); // (1, 1): 1 * 11 + 1
    CHECK(to_sgf_point(g, 12) == "aa");
    CHECK(to_gtp_vertex(g, 100) == "A1"); // (1, 9): 9 * 11 + 1
    CHECK(to_sgf_point(g, 100) == "ai");
    CHECK(to_gtp_vertex(g, 108) == "J1"); // (9, 9)
    CHECK(to_sgf_point(g, 108) == "ii");
    CHECK(parse_gtp_vertex(g, "D4") == 70); // (4, 6): row 9 - 4 + 1 = 6, 6 * 11 + 4
    CHECK(parse_sgf_point(g, "df") == 70);
    CHECK(parse_gtp_vertex(g, "H8") == 30); // (8, 2): 2 * 11 + 8
    CHECK(parse_gtp_vertex(g, "J8") == 31); // J follows H
}

TEST_CASE("a rectangular board, 5 wide and 3 high", "[geometry]")
{
    const Geometry g{5, 3};
    CHECK(parse_gtp_vertex(g, "A3") == 8);  // top left (1, 1): 7 + 1
    CHECK(parse_gtp_vertex(g, "E1") == 26); // bottom right (5, 3): 21 + 5
    CHECK(parse_gtp_vertex(g, "C2") == 17); // (3, 2): 14 + 3
    CHECK(to_sgf_point(g, 26) == "ec");
    CHECK(parse_sgf_point(g, "ec") == 26);
    CHECK(to_gtp_vertex(g, 8) == "A3");
    // Past the right edge and past the top.
    CHECK_FALSE(parse_gtp_vertex(g, "F1"));
    CHECK_FALSE(parse_gtp_vertex(g, "A4"));
    CHECK_FALSE(parse_sgf_point(g, "fa"));
    CHECK_FALSE(parse_sgf_point(g, "ad"));
}

TEST_CASE("GTP vertices are case-insensitive and know pass", "[geometry]")
{
    const Geometry g{19, 19};
    CHECK(parse_gtp_vertex(g, "d4") == parse_gtp_vertex(g, "D4"));
    CHECK(parse_gtp_vertex(g, "t19") == 40);
    CHECK(parse_gtp_vertex(g, "pass") == kPass);
    CHECK(parse_gtp_vertex(g, "PASS") == kPass);
    CHECK(parse_gtp_vertex(g, "Pass") == kPass);
    CHECK(to_gtp_vertex(g, kPass) == "pass");
}

TEST_CASE("SGF passes", "[geometry]")
{
    const Geometry g19{19, 19}, g9{9, 9};
    CHECK(to_sgf_point(g19, kPass) == "");
    CHECK(parse_sgf_point(g19, "") == kPass);
    CHECK(parse_sgf_point(g19, "tt") == kPass); // FF[3]
    CHECK(parse_sgf_point(g9, "tt") == kPass);
}

TEST_CASE("bad vertices and points are refused", "[geometry]")
{
    const Geometry g19{19, 19}, g9{9, 9};
    for (const char* bad : {"I5", "i5", "A0", "A01", "Z9", "A20", "", "A", "5", "5A", "AA1", "D4x",
                            "D 4", "U1", "passe", "-1"}) {
        INFO("'" << bad << "'");
        CHECK_FALSE(parse_gtp_vertex(g19, bad));
    }
    CHECK_FALSE(parse_gtp_vertex(g9, "T19"));
    CHECK_FALSE(parse_gtp_vertex(g9, "K1")); // K is column 10
    CHECK_FALSE(parse_gtp_vertex(g9, "A10"));
    for (const char* bad : {"a", "abc", "zz", "AA", "a1", "ut"}) {
        INFO("'" << bad << "'");
        CHECK_FALSE(parse_sgf_point(g19, bad));
    }
    CHECK_FALSE(parse_sgf_point(g9, "ja")); // x = 10
    CHECK_FALSE(parse_sgf_point(g9, "aj"));
}

TEST_CASE("every point survives a round trip through every name", "[geometry]")
{
    for (const Geometry g : {Geometry{1, 1}, Geometry{5, 3}, Geometry{3, 5}, Geometry{9, 9},
                             Geometry{19, 19}, Geometry{19, 2}}) {
        int points = 0;
        for (int y = 1; y <= g.height; ++y)
            for (int x = 1; x <= g.width; ++x) {
                const Point p = g.point(x, y);
                INFO(g.width << "x" << g.height << " (" << x << ", " << y << ")");
                CHECK(g.x_of(p) == x);
                CHECK(g.y_of(p) == y);
                CHECK(parse_gtp_vertex(g, to_gtp_vertex(g, p)) == p);
                CHECK(parse_sgf_point(g, to_sgf_point(g, p)) == p);
                ++points;
            }
        CHECK(points == g.area());
    }
}
