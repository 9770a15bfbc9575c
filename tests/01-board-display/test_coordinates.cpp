// Task 2: the four names of a point, checked against seed 002's example, hand-derived
// points, and the reference tables in data/coordinates/ (which are themselves checked
// against the engine's Geometry below).
#include "support.hpp"

#include "engine/base/geometry.hpp"

#include <cctype>
#include <optional>
#include <sstream>
#include <vector>

using namespace stonelab::lesson01;

namespace {

// A board's shape: the coordinate functions use nothing else.
SimpleBoard shape(int width, int height) { return SimpleBoard{width, height, {}}; }

// One line of a coordinate table.
struct Named {
    int z, x, y;
    std::string gtp, sgf;
};

std::vector<Named> coordinate_table(int width, int height)
{
    std::istringstream lines(test::data_file(fixtures::coordinates_file(width, height)));
    std::vector<Named> table;
    for (std::string line; std::getline(lines, line);) {
        if (line.empty() || line[0] == '#') continue;
        Named named;
        std::istringstream(line) >> named.z >> named.x >> named.y >> named.gtp >> named.sgf;
        table.push_back(named);
    }
    return table;
}

std::string lower(std::string text)
{
    for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return text;
}

// Text that names no point of a 9x9 board, and why.
const std::vector<std::pair<std::string, std::string>> kNotVertices9x9 = {
    {"I5", "GTP has no column I"},
    {"i5", "GTP has no column I"},
    {"K1", "column K is 10, off a 9x9 board"},
    {"A10", "row 10 is off a 9x9 board"},
    {"A0", "rows count from 1"},
    {"", "empty"},
    {"A", "no row"},
    {"5A", "row before column"},
    {"AA", "no row number"},
    {"A5x", "junk after the row"},
    {"pass", "not a point"},
    {"Z1", "no such column"},
    {"-1", "no column"},
    {"A-1", "negative row"},
    {"A4294967301", "row 4294967301 (2^32 + 5) is far off the board: digits added up in an "
                    "int without a length limit wrap round to row 5"}};

} // namespace

TEST_CASE("task 2: the index is z = y * 11 + x on 9x9, as in seed 002", "[lesson01][task_2]")
{
    // Seed 002's own example: x = 5, y = 3 is board[3*11+5], a white stone in the game.
    {
        INFO("data/positions/seed002_9x9.txt, the cell x = 5, y = 3");
        CHECK(test::Cell{fixtures::cell_at(test::position("seed002_9x9"), 5, 3)} ==
              test::Cell{kWhite});
    }
    struct Index {
        int width, height, x, y, z;
        const char* why;
    };
    const std::vector<Index> indices = {
        {9, 9, 5, 3, 38, "seed 002's example: 3 * 11 + 5"},
        {9, 9, 0, 0, 0, "the top-left corner of the array, wall"},
        {9, 9, 10, 10, 120, "the bottom-right corner of the array, wall"},
        {9, 9, 1, 1, 12, "the top-left point, A9"},
        {9, 9, 9, 1, 20, "the end of the first row, J9"},
        {9, 9, 1, 2, 23, "the start of the second row: 21 and 22 are the wall at the row ends"},
        {9, 9, 9, 9, 108, "the bottom-right point, J1"},
        // 19x19 in its 21 x 21 array (seed 000), and a board wider than it is high.
        {19, 19, 1, 1, 22, "19x19: a row of the array is 21 cells"},
        {19, 19, 19, 19, 418, "19x19: the bottom-right point, 19 * 21 + 19"},
        {5, 3, 1, 1, 8, "5x3: a row of the array is 7 cells"},
        {5, 3, 5, 3, 26, "5x3: the bottom-right point, 3 * 7 + 5"},
    };
    for (const Index& index : indices) {
        INFO("index_of(" << index.width << "x" << index.height << " board, x = " << index.x
                         << ", y = " << index.y << "): " << index.why);
        CHECK(index_of(shape(index.width, index.height), index.x, index.y) == index.z);
    }
}

TEST_CASE("task 2: x_of and y_of undo index_of on every cell, wall included", "[lesson01][task_2]")
{
    for (const auto& [width, height] : fixtures::kSizes) {
        const SimpleBoard board = shape(width, height);
        int expected = 0; // raster order numbers the cells 0, 1, 2, ...
        for (int y = 0; y <= height + 1; ++y)
            for (int x = 0; x <= width + 1; ++x, ++expected) {
                const int z = index_of(board, x, y);
                if (z == expected && x_of(board, z) == x && y_of(board, z) == y) continue;
                // Only the first cell that goes wrong, with everything about it.
                INFO(width << "x" << height << " board, x = " << x << ", y = " << y
                           << ": index_of(board, " << x << ", " << y << ") gave z = " << z
                           << " (expected " << expected << ", counting the cells row by row"
                           << " from 0), and x_of(board, z) and y_of(board, z) must give " << x
                           << " and " << y << " back");
                CHECK(z == expected);
                CHECK(x_of(board, z) == x);
                CHECK(y_of(board, z) == y);
                return;
            }
    }
}

TEST_CASE("task 2: GTP column letters run A to T without I", "[lesson01][task_2]")
{
    const std::string letters = "ABCDEFGHJKLMNOPQRST"; // 19 letters, no I
    for (int x = 1; x <= 19; ++x) {
        INFO("gtp_column_letter(" << x << ")");
        CHECK(gtp_column_letter(x) == letters[static_cast<std::size_t>(x - 1)]);
    }
}

TEST_CASE("task 2: well-known points have their GTP and SGF names", "[lesson01][task_2]")
{
    struct Known {
        int width, height, z;
        const char *gtp, *sgf;
    };
    const std::vector<Known> known = {
        {9, 9, 12, "A9", "aa"},     // top-left: GTP counts rows from the bottom, SGF from the top
        {9, 9, 100, "A1", "ai"},    // bottom-left
        {9, 9, 108, "J1", "ii"},    // bottom-right: column 9 is J
        {9, 9, 38, "E7", "ec"},     // seed 002's x = 5, y = 3
        {19, 19, 340, "D4", "dp"},  // the lower-left star point
        {19, 19, 100, "Q16", "pd"}, // the upper-right star point
        {19, 19, 220, "K10", "jj"}, // tengen, the centre
        {19, 19, 40, "T19", "sa"},  // top-right
        {5, 3, 22, "A1", "ac"},     // a 5 wide, 3 high board: rows 1..3, columns A..E
        {5, 3, 12, "E3", "ea"},
    };
    for (const Known& k : known) {
        const SimpleBoard board = shape(k.width, k.height);
        INFO(k.width << "x" << k.height << " board, z = " << k.z << ": to_gtp_vertex(board, " << k.z
                     << ") must be \"" << k.gtp << "\", to_sgf_point(board, " << k.z
                     << ") must be \"" << k.sgf << "\", parse_gtp_vertex(board, \"" << k.gtp
                     << "\") must be " << k.z);
        CHECK(to_gtp_vertex(board, k.z) == k.gtp);
        CHECK(to_sgf_point(board, k.z) == k.sgf);
        CHECK(parse_gtp_vertex(board, k.gtp) == k.z);
    }
}

TEST_CASE("task 2: every point has the names of the reference table", "[lesson01][task_2]")
{
    for (const auto& [width, height] : fixtures::kSizes) {
        const SimpleBoard board = shape(width, height);
        for (const Named& p : coordinate_table(width, height)) {
            if (index_of(board, p.x, p.y) == p.z && to_gtp_vertex(board, p.z) == p.gtp &&
                to_sgf_point(board, p.z) == p.sgf && parse_gtp_vertex(board, p.gtp) == p.z &&
                parse_gtp_vertex(board, lower(p.gtp)) == p.z)
                continue;
            // Only the first point that goes wrong, with all its names.
            INFO(width << "x" << height << " board, point x = " << p.x << ", y = " << p.y
                       << ": z = " << p.z << ", GTP " << p.gtp << ", SGF " << p.sgf
                       << " (the checks below: index_of(board, " << p.x << ", " << p.y
                       << "), to_gtp_vertex(board, " << p.z << "), to_sgf_point(board, " << p.z
                       << "), parse_gtp_vertex(board, \"" << p.gtp << "\") and of \""
                       << lower(p.gtp) << "\")");
            CHECK(index_of(board, p.x, p.y) == p.z);
            CHECK(to_gtp_vertex(board, p.z) == p.gtp);
            CHECK(to_sgf_point(board, p.z) == p.sgf);
            CHECK(parse_gtp_vertex(board, p.gtp) == p.z);
            CHECK(parse_gtp_vertex(board, lower(p.gtp)) == p.z);
            return;
        }
    }
}

TEST_CASE("task 2: text that names no point of the board is refused", "[lesson01][task_2]")
{
    const auto check_refused = [](int width, int height, const std::string& text,
                                  const std::string& why) {
        INFO("parse_gtp_vertex(" << width << "x" << height << " board, \"" << text
                                 << "\") must give nothing (std::nullopt): " << why);
        const std::optional<int> nothing;
        CHECK(parse_gtp_vertex(shape(width, height), text) == nothing);
    };
    for (const auto& [text, why] : kNotVertices9x9) check_refused(9, 9, text, why);
    // The edges of other boards.
    check_refused(19, 19, "T20", "row 20 is off a 19x19 board");
    check_refused(19, 19, "U1", "column U is 20, off a 19x19 board");
    check_refused(5, 3, "A4", "row 4 is off a 5 wide, 3 high board");
    check_refused(5, 3, "F1", "column F is 6, off a 5 wide, 3 high board");
}

TEST_CASE("task 2: the reference tables agree with the engine's Geometry",
          "[lesson01][task_2][reference]")
{
    // The engine (engine/base/geometry.hpp) is tested on its own and agrees with GNU Go's
    // vertices; here it vouches for the reference tables the tests above read.
    for (const auto& [width, height] : fixtures::kSizes) {
        const stonelab::Geometry g{width, height};
        const std::vector<Named> table = coordinate_table(width, height);
        REQUIRE(table.size() == static_cast<std::size_t>(g.area()));
        std::size_t i = 0;
        for (int y = 1; y <= height; ++y)
            for (int x = 1; x <= width; ++x) {
                const Named& p = table[i++];
                CAPTURE(width, height, x, y);
                CHECK(p.x == x);
                CHECK(p.y == y);
                CHECK(p.z == g.point(x, y));
                CHECK(p.gtp == stonelab::to_gtp_vertex(g, p.z));
                CHECK(p.sgf == stonelab::to_sgf_point(g, p.z));
            }
    }
    for (const auto& [text, why] : kNotVertices9x9) {
        if (text == "pass") continue; // the engine reads "pass" as the pass move
        INFO(text << ": " << why);
        CHECK_FALSE(stonelab::parse_gtp_vertex(stonelab::Geometry{9, 9}, text).has_value());
    }
}
