// Task 3: the opponent strings each string touches, and the strings in atari with the point
// where they are captured. Every check gives your functions the right labels and records (the
// engine's, engine_strings.hpp), so that task 3 is checked on its own.
#include "06-strings/support.hpp"

using namespace stonelab;
using namespace stonelab::lesson06;
using namespace stonelab::lesson06::test;

namespace {

/// Checks neighbour_strings for string `id` of `board`.
void check_neighbours(const Board& board, int id, const std::vector<int>& expected,
                      const std::string& why)
{
    const StringLabels labels = engine_labels(board);
    const std::vector<StringRecord> records = engine_records(board, labels);
    StringRecord record = record_with_id(records, id, "the test's records");
    record.neighbours.clear(); // what string_records gives: task 3 fills it
    INFO("neighbour_strings(labels, string "
         << id << ") on\n"
         << beside("the position", print_diagram(board), "its string ids",
                   fixtures::draw_ids(board.geometry(), labels.id))
         << fixtures::record_line(board.geometry(), record) << "\n"
         << why);
    const std::vector<int> your_neighbours = neighbour_strings(labels, record);
    CHECK(your_neighbours == expected);
}

/// Checks strings_in_atari for both players, as "black: 2 at D5, 3 at H5" lines.
void check_atari(const Board& board, const std::string& black, const std::string& white,
                 const std::string& why)
{
    const StringLabels labels = engine_labels(board);
    const std::vector<StringRecord> records = engine_records(board, labels);
    INFO("strings_in_atari(records, player) on\n"
         << beside("the position", print_diagram(board), "its string ids",
                   fixtures::draw_ids(board.geometry(), labels.id))
         << "the records:\n"
         << fixtures::records_text(board.geometry(), records) << why);
    const Geometry& g = board.geometry();
    const std::string your_black =
        fixtures::atari_line(g, Color::Black, strings_in_atari(records, Color::Black));
    CHECK(your_black == black);
    const std::string your_white =
        fixtures::atari_line(g, Color::White, strings_in_atari(records, Color::White));
    CHECK(your_white == white);
}

} // namespace

TEST_CASE("task 3: seed 000's string 4 touches strings 2 and 5", "[lesson06][task_3]")
{
    // Seed 000: "the strings next to it are strings 2 and 5".
    check_neighbours(position("seed000-eight-strings"), 4, {2, 5},
                     "D4 and E4 touch the black E5 (string 2) and F4 (string 5)");
}

TEST_CASE("task 3: seed 001's string 04 touches strings 05 and 06", "[lesson06][task_3]")
{
    // Seed 001 lists 05, 06 and 19; the position has no string 19 next to string 04
    // (see the lesson text).
    check_neighbours(position("seed001-9x9"), 4, {5, 6},
                     "B7 C7 B6 touch the white C6 (string 5) and B5 (string 6)");
}

TEST_CASE("task 3: a string touching another from several sides names it once",
          "[lesson06][task_3]")
{
    const Board ring = position("ring");
    check_neighbours(ring, 2, {1}, "E3 and E2 touch the ring (string 1) at D3 and at D2");
    check_neighbours(ring, 1, {2, 3}, "the ring touches E3 E2 (string 2) and D1 (string 3)");
    check_neighbours(position("u-shape"), 2, {1}, "C3 touches the U (string 1) on three sides");
}

TEST_CASE("task 3: only opponent strings are neighbours, never diagonal ones", "[lesson06][task_3]")
{
    const Board board = position("corner-and-crosscut");
    check_neighbours(board, 2, {3, 4},
                     "C3 touches the white D3 (3) and C2 (4); the black D2 (5) only diagonally");
    check_neighbours(board, 1, {}, "the corner string touches no stone at all");
}

TEST_CASE("task 3: the strings in atari and the point where each is captured", "[lesson06][task_3]")
{
    check_atari(position("seed000-eight-strings"), "black: 2 at D5, 3 at H5", "white: 6 at G3",
                "White captures E5 at D5 and G5 at H5; Black captures G4 at G3");
    check_atari(position("u-shape"), "black: none", "white: 2 at C4",
                "the white C3 has one liberty left, C4");
    check_atari(position("ring"), "black: none", "white: none",
                "every string there has at least two liberties");
}

TEST_CASE("task 3: the neighbours and the strings in atari of the fixtures match the reference "
          "outputs",
          "[lesson06][task_3]")
{
    for (const fixtures::Fixture& fixture : all_fixtures()) {
        const Board board = parse_diagram(fixture.diagram);
        const StringLabels labels = engine_labels(board);
        std::vector<StringRecord> records = engine_records(board, labels);
        for (StringRecord& record : records) record.neighbours.clear();
        check_sections(fixture, fixtures::task3_sections(labels, records));
    }
}
