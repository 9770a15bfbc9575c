// Task 2: the record of every string: colour, stones, liberties (seed 000's string structure,
// seed 001's string object). Every check gives string_records the right labels (the engine's,
// engine_strings.hpp), so that task 2 is checked on its own.
#include "06-strings/support.hpp"

using namespace stonelab;
using namespace stonelab::lesson06;
using namespace stonelab::lesson06::test;

namespace {

/// string_records(board, labels) with the right labels, and the call shown on a failure.
std::vector<StringRecord> records_of(const Board& board)
{
    return string_records(board, engine_labels(board));
}

/// Checks one record: its colour, stones and liberties by name (in ascending order), and no
/// neighbours yet.
void check_record(const Board& board, int id, Color color, const std::vector<std::string>& stones,
                  const std::vector<std::string>& liberties, const std::string& why)
{
    const StringLabels labels = engine_labels(board);
    const std::vector<StringRecord> records = string_records(board, labels);
    INFO("string_records on\n"
         << beside("the position", print_diagram(board), "its string ids",
                   fixtures::draw_ids(board.geometry(), labels.id))
         << "your records:\n"
         << fixtures::records_text(board.geometry(), records) << "string " << id << ": " << why);
    const StringRecord record = record_with_id(records, id, "your answer");
    CHECK(record.color == color);
    const std::vector<std::string> your_stones = names(board, record.stones);
    CHECK(your_stones == stones);
    const std::vector<std::string> your_liberties = names(board, record.liberties);
    CHECK(your_liberties == liberties);
    INFO("string_records leaves the neighbours empty: task 3 finds them");
    CHECK(record.neighbours == std::vector<int>{});
}

} // namespace

TEST_CASE("task 2: seed 000's string 4 is white, with 2 stones and 4 liberties",
          "[lesson06][task_2]")
{
    // Seed 000: "ID 4: colour WHITE, size 2, 4 liberties".
    check_record(position("seed000-eight-strings"), 4, Color::White, {"D4", "E4"},
                 {"D5", "C4", "D3", "E3"}, "the seed's record: white, size 2, 4 liberties");
}

TEST_CASE("task 2: seed 001's string 04 is black, with 3 stones and 5 liberties",
          "[lesson06][task_2]")
{
    // Seed 001: stones [2,3] [3,3] [2,4], empty contacts [2,2] [3,2] [4,3] [1,3] [1,4]: B7 C7
    // B6, and B8 C8 D7 A7 A6, here in ascending (raster) order.
    check_record(position("seed001-9x9"), 4, Color::Black, {"B7", "C7", "B6"},
                 {"B8", "C8", "A7", "D7", "A6"},
                 "the seed's record: black, 3 stones, 5 empty points in contact");
}

TEST_CASE("task 2: a liberty next to several stones of a string counts once", "[lesson06][task_2]")
{
    // The ring's centre C3 touches four of its stones.
    check_record(position("ring"), 1, Color::Black,
                 {"B4", "C4", "D4", "B3", "D3", "B2", "C2", "D2"},
                 {"B5", "C5", "D5", "A4", "E4", "A3", "C3", "A2", "B1", "C1"},
                 "10 liberties, the centre C3 once, though four stones touch it");
}

TEST_CASE("task 2: neither the wall nor an opponent stone is a liberty", "[lesson06][task_2]")
{
    const Board board = position("corner-and-crosscut");
    check_record(board, 1, Color::Black, {"A5", "B5", "A4"}, {"C5", "B4", "A3"},
                 "the corner string: the wall above and to the left is no liberty");
    check_record(board, 2, Color::Black, {"C3"}, {"C4", "B3"},
                 "C3 of the crosscut: D3 and C2 are white stones");
}

TEST_CASE("task 2: there is one record per string, in the order of the ids", "[lesson06][task_2]")
{
    for (const char* name : {"seed000-eight-strings", "empty-5x5", "rectangle-7x4"}) {
        const Board board = position(name);
        const std::vector<StringRecord> records = records_of(board);
        std::vector<int> ids, expected;
        for (const StringRecord& record : records) ids.push_back(record.id);
        for (const StringRecord& record : engine_records(board, engine_labels(board)))
            expected.push_back(record.id);
        INFO("string_records on " << name << "\n"
                                  << print_diagram(board) << "records[k] must be string k + 1");
        CHECK(ids == expected);
    }
}

TEST_CASE("task 2: the records of the fixtures match the reference outputs", "[lesson06][task_2]")
{
    for (const fixtures::Fixture& fixture : all_fixtures()) {
        const Board board = parse_diagram(fixture.diagram);
        check_sections(fixture, fixtures::task2_sections(board, engine_labels(board)));
    }
}
