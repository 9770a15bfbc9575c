// Lesson 2, tasks 3 and 4: removing a string, and a move that captures.
#include "02-capture-recursion/support.hpp"

using namespace stonelab;
using namespace stonelab::lesson02;
using namespace stonelab::lesson02::test;

namespace {

const CaptureCase& capture_named(const std::string& name)
{
    for (const CaptureCase& capture : capture_cases())
        if (capture.name == name) return capture;
    FAIL("no capture case " << name);
    throw std::logic_error("unreachable");
}

/// The call a test makes, and the position it makes it on, for the messages.
std::string call_text(const SimpleBoard& board, const CaptureCase& capture)
{
    return "play_and_capture(board, " + capture.color + ", " + capture.move + ") on\n" +
           diagram_of(board);
}

/// Plays the case's move on `board`.
Capture play(SimpleBoard& board, const CaptureCase& capture)
{
    return play_and_capture(board, color_named(capture.color), at(board, capture.move));
}

std::vector<int> as_vector(const std::array<int, 4>& counts)
{
    return {counts.begin(), counts.end()};
}

} // namespace

// ---- task 3 --------------------------------------------------------------------------------

TEST_CASE("task 3: removing a string empties exactly its stones", "[lesson02][task_3]")
{
    for (const WalkCase& walk_case : walk_cases()) {
        const Reference reference("walk-" + walk_case.name + ".txt");
        const SimpleBoard before = walk_board(walk_case);
        SimpleBoard expected = before;
        for (const std::string& stone :
             vertices(reference.field("stones in visit order (right, down, left, up)")))
            expected.cells[at(expected, stone)] = kEmpty;

        SimpleBoard board = before;
        INFO("case walk-" << walk_case.name << ": " << walk_case.about);
        INFO("remove_string(board, " << walk_case.start << ") on\n" << diagram_of(before));
        const int removed = remove_string(board, at(board, walk_case.start));
        INFO("expected board:\n" << diagram_of(expected) << "your board:\n" << diagram_of(board));
        CHECK(removed == std::stoi(reference.field("stone count")));
        CHECK(same_cells(board, expected));
    }
}

TEST_CASE("task 3: seed 002's string goes, the white stones stay", "[lesson02][task_3]")
{
    SimpleBoard board = capture_board(capture_named("seed002-c5"));
    const SimpleBoard before = board;
    INFO("remove_string(board, C4) on\n" << diagram_of(before));
    CHECK(remove_string(board, at(board, "C4")) == 6);
    INFO("your board:\n" << diagram_of(board));
    for (Point p = 0; p < static_cast<Point>(board.cells.size()); ++p) {
        const int expected = before.cells[p] == kBlack ? kEmpty : before.cells[p];
        INFO("cell " << p);
        CHECK(board.cells[p] == expected);
    }
}

TEST_CASE("task 3: a diagonal neighbour is another string", "[lesson02][task_3]")
{
    SimpleBoard board = from_board(parse_diagram(kDiagonal));
    INFO("remove_string(board, C3) on\n" << diagram_of(board));
    CHECK(remove_string(board, at(board, "C3")) == 1);
    CHECK(board.cells[at(board, "D4")] == kWhite);
}

TEST_CASE("task 3: removing from an empty point removes nothing", "[lesson02][task_3]")
{
    SimpleBoard board = from_board(parse_diagram(kRing));
    const SimpleBoard before = board;
    INFO("remove_string(board, C3) on\n" << diagram_of(board));
    CHECK(remove_string(board, at(board, "C3")) == 0);
    CHECK(same_cells(board, before));
}

// ---- task 4 --------------------------------------------------------------------------------

TEST_CASE("task 4: White C5 takes seed 002's six stones, from below", "[lesson02][task_4]")
{
    SimpleBoard board = capture_board(capture_named("seed002-c5"));
    INFO(call_text(board, capture_named("seed002-c5")));
    const Capture capture = play(board, capture_named("seed002-c5"));
    INFO("your board after the move:\n" << diagram_of(board));
    CHECK(as_vector(capture.by_direction) == std::vector<int>{0, 6, 0, 0});
    CHECK(board.prisoners == std::array<int, 2>{0, 6});
    CHECK(board.cells[at(board, "C5")] == kWhite);
    CHECK(board.cells[at(board, "B2")] == kEmpty);
}

TEST_CASE("task 4: a move can capture on all four sides", "[lesson02][task_4]")
{
    // Right E4 F4, below D3, left C4, above D5 D6.
    SimpleBoard board = capture_board(capture_named("four-sides"));
    INFO(call_text(board, capture_named("four-sides")));
    const Capture capture = play(board, capture_named("four-sides"));
    INFO("your board after the move:\n" << diagram_of(board));
    CHECK(as_vector(capture.by_direction) == std::vector<int>{2, 1, 1, 2});
    CHECK(capture.total() == 6);
    CHECK(board.prisoners == std::array<int, 2>{0, 6});
}

TEST_CASE("task 4: a string touching the move twice is taken once", "[lesson02][task_4]")
{
    SimpleBoard board = capture_board(capture_named("two-sides"));
    INFO(call_text(board, capture_named("two-sides")));
    const Capture capture = play(board, capture_named("two-sides"));
    INFO("your board after the move:\n" << diagram_of(board));
    CHECK(as_vector(capture.by_direction) == std::vector<int>{0, 3, 0, 0});
    CHECK(board.prisoners == std::array<int, 2>{0, 3});
}

TEST_CASE("task 4: prisoners are added for the player who captures", "[lesson02][task_4]")
{
    SimpleBoard ko = capture_board(capture_named("ko"));
    ko.prisoners = {3, 5};
    INFO(call_text(ko, capture_named("ko")));
    play(ko, capture_named("ko")); // Black takes one stone
    CHECK(ko.prisoners == std::array<int, 2>{4, 5});

    SimpleBoard corner = capture_board(capture_named("corner"));
    corner.prisoners = {3, 5};
    INFO(call_text(corner, capture_named("corner")));
    play(corner, capture_named("corner")); // White takes three stones
    CHECK(corner.prisoners == std::array<int, 2>{3, 8});
}

TEST_CASE("task 4: a move that captures nothing only adds its stone", "[lesson02][task_4]")
{
    SimpleBoard board = capture_board(capture_named("no-capture"));
    SimpleBoard expected = board;
    expected.cells[at(expected, "D4")] = kWhite;
    INFO(call_text(board, capture_named("no-capture")));
    const Capture capture = play(board, capture_named("no-capture"));
    INFO("expected board:\n" << diagram_of(expected) << "your board:\n" << diagram_of(board));
    CHECK(capture.total() == 0);
    CHECK(same_cells(board, expected));
    CHECK(board.prisoners == std::array<int, 2>{0, 0});
}

TEST_CASE("task 4: captures match the reference outputs", "[lesson02][task_4]")
{
    for (const CaptureCase& capture_case : capture_cases()) {
        const Reference reference("capture-" + capture_case.name + ".txt");
        const SimpleBoard expected = reference.board("after");
        SimpleBoard board = capture_board(capture_case);
        INFO("case capture-" << capture_case.name << ": " << capture_case.about);
        INFO(call_text(board, capture_case));
        const Capture capture = play(board, capture_case);
        INFO("expected board:\n" << diagram_of(expected) << "your board:\n" << diagram_of(board));
        CHECK(as_vector(capture.by_direction) ==
              numbers(reference.field("captured by direction (right down left up)")));
        CHECK(std::vector<int>{board.prisoners[0], board.prisoners[1]} ==
              numbers(reference.field("prisoners (black white)")));
        CHECK(same_cells(board, expected));
    }
}
