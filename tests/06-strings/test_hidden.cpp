// Lesson 6's hidden test: the records of positions you can read in hidden_positions.hpp,
// compared with expected outputs you do not see (lessons/HOWTO.md, "Hidden tests"). The visible
// tests of task 2 check the same things on other positions.
#include "06-strings/hidden_positions.hpp"
#include "06-strings/support.hpp"
#include "hidden.hpp"

using namespace stonelab;
using namespace stonelab::lesson06;
using namespace stonelab::lesson06::test;

TEST_CASE("task 2: hidden positions: string records", "[lesson06][task_2]")
{
    for (const fixtures::Fixture& position : fixtures::hidden_positions()) {
        const Board board = parse_diagram(position.diagram);
        const StringLabels labels = engine_labels(board);
        const std::string yours = fixtures::task2_sections(board, labels).at("records");
        INFO("position " << position.name << " (tests/06-strings/hidden_positions.hpp): "
                         << "string_records on\n"
                         << beside("the position", print_diagram(board), "its string ids",
                                   fixtures::draw_ids(board.geometry(), labels.id))
                         << "your records:\n"
                         << yours);
        stonelab::test::check_hidden(fixtures::hidden_records_file(position), yours);
    }
}
