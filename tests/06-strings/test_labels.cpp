// Task 1: labelling every string in raster order (seed 000's MakeString and its ID board).
#include "06-strings/support.hpp"

using namespace stonelab;
using namespace stonelab::lesson06;
using namespace stonelab::lesson06::test;

namespace {

/// Checks the whole ID board of `board` against `expected` (drawn as fixtures::draw_ids draws
/// it), both shown side by side on a failure.
void check_id_board(const Board& board, const std::string& expected, const std::string& why)
{
    const StringLabels labels = labels_of(board);
    const std::string yours = fixtures::draw_ids(board.geometry(), labels.id);
    INFO("label_strings on\n"
         << print_diagram(board) << why << "\n"
         << stonelab::test::side_by_side(expected, yours));
    CHECK(yours == expected);
}

} // namespace

TEST_CASE("task 1: seed 000's eight strings are numbered as its ID board", "[lesson06][task_1]")
{
    // The seed's ID board, row by row (its figure lost the empty points between the numbers):
    // 1 1 1 / 2 1 3 / 4 4 5 6 7 / 5 / 8. Our rebuilt position puts them on rows 6 to 2.
    const std::string expected = R"(     A  B  C  D  E  F  G  H  J
 9   .  .  .  .  .  .  .  .  .  9
 8   .  .  .  .  .  .  .  .  .  8
 7   .  .  .  .  .  .  .  .  .  7
 6   .  .  .  .  1  1  1  .  .  6
 5   .  .  .  .  2  1  3  .  .  5
 4   .  .  .  4  4  5  6  7  .  4
 3   .  .  .  .  .  5  .  .  .  3
 2   .  .  8  .  .  .  .  .  .  2
 1   .  .  .  .  .  .  .  .  .  1
     A  B  C  D  E  F  G  H  J
)";
    check_id_board(position("seed000-eight-strings"), expected,
                   "the ids must be seed 000's: 1 1 1 / 2 1 3 / 4 4 5 6 7 / 5 / 8");
}

TEST_CASE("task 1: seed 001's string 04 is numbered 4", "[lesson06][task_1]")
{
    // Seed 001 calls the string of [2,3] [3,3] [2,4] (B7 C7 B6) number 04, and the strings it
    // touches 05 and 06: raster order, scanning the rows from the top.
    const Board board = position("seed001-9x9");
    const StringLabels labels = labels_of(board);
    INFO("label_strings on seed 001's position\n"
         << print_diagram(board) << "your ids:\n"
         << fixtures::draw_ids(board.geometry(), labels.id));
    for (const char* stone : {"B7", "C7", "B6"}) {
        CAPTURE(stone);
        CHECK(id_at(board, labels, stone) == 4);
    }
    CHECK(id_at(board, labels, "F9") == 1); // the first stone of the scan
    CHECK(id_at(board, labels, "C6") == 5);
    CHECK(id_at(board, labels, "B5") == 6);
}

TEST_CASE("task 1: a string the scan meets twice in a row keeps one id", "[lesson06][task_1]")
{
    // The scan meets B4 and D4 in the same row before it has seen the bottom of the U that
    // joins them: a flood from B4 must reach D4 through B2, C2 and D2.
    const std::string expected = R"(     A  B  C  D  E
 5   .  .  .  .  .  5
 4   .  1  .  1  .  4
 3   .  1  2  1  .  3
 2   .  1  1  1  .  2
 1   .  .  .  .  .  1
     A  B  C  D  E
)";
    check_id_board(position("u-shape"), expected,
                   "the U is one string (1), and the white C3 inside it is string 2");
}

TEST_CASE("task 1: stones that touch only diagonally are different strings", "[lesson06][task_1]")
{
    const std::string expected = R"(     A  B  C  D  E
 5   1  1  .  .  .  5
 4   1  .  .  .  .  4
 3   .  .  2  3  .  3
 2   .  .  4  5  .  2
 1   .  .  .  .  .  1
     A  B  C  D  E
)";
    check_id_board(position("corner-and-crosscut"), expected,
                   "C3 and D2 (black) and D3 and C2 (white) touch only corner to corner: four "
                   "strings");
}

TEST_CASE("task 1: an empty board has no string", "[lesson06][task_1]")
{
    const Board board(5);
    const StringLabels labels = labels_of(board);
    std::vector<std::string> labelled;
    for (std::size_t p = 0; p < labels.id.size(); ++p)
        if (labels.id[p] != 0) labelled.push_back("index " + std::to_string(p));
    INFO("label_strings on an empty 5x5 board: every id must be 0, the wall's too");
    CHECK(labelled == std::vector<std::string>{});
}

TEST_CASE("task 1: a board that is not square is scanned row by row", "[lesson06][task_1]")
{
    const std::string expected = R"(     A  B  C  D  E  F  G
 4   .  1  1  2  .  .  .  4
 3   .  1  2  2  .  3  .  3
 2   .  .  4  2  .  .  .  2
 1   .  .  .  .  5  .  6  1
     A  B  C  D  E  F  G
)";
    check_id_board(position("rectangle-7x4"), expected,
                   "a board 7 wide and 4 high: rows of 7 points, 9 cells apart (stride 9)");
}

TEST_CASE("task 1: the ID boards of the fixtures match the reference outputs", "[lesson06][task_1]")
{
    for (const fixtures::Fixture& fixture : all_fixtures())
        check_sections(fixture, fixtures::task1_sections(parse_diagram(fixture.diagram)));
}
