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
        INFO("the number of stones it returns");
        CHECK(removed == std::stoi(reference.field("stone count")));
        check_same_stones(board, expected);
    }
}

TEST_CASE("task 3: seed 002's string goes, the white stones stay", "[lesson02][task_3]")
{
    SimpleBoard board = capture_board(capture_named("seed002-c5"));
    SimpleBoard expected = board;
    for (const char* stone : {"C4", "C3", "D3", "E3", "B3", "B2"})
        expected.cells[at(expected, stone)] = kEmpty;
    INFO("remove_string(board, C4) on\n" << diagram_of(board));
    const int removed = remove_string(board, at(board, "C4"));
    {
        INFO("the number of stones it returns");
        CHECK(removed == 6);
    }
    check_same_stones(board, expected);
}

TEST_CASE("task 3: a diagonal neighbour is another string", "[lesson02][task_3]")
{
    SimpleBoard board = from_board(parse_diagram(kDiagonal));
    SimpleBoard expected = board;
    expected.cells[at(expected, "C3")] = kEmpty;
    INFO("remove_string(board, C3) on\n" << diagram_of(board));
    const int removed = remove_string(board, at(board, "C3"));
    {
        INFO("the number of stones it returns");
        CHECK(removed == 1);
    }
    INFO("D4 touches C3 only diagonally: it must stay");
    CHECK(what_is_on(board, "D4") == "white");
    check_same_stones(board, expected);
}

TEST_CASE("task 3: removing from an empty point removes nothing", "[lesson02][task_3]")
{
    SimpleBoard board = from_board(parse_diagram(kRing));
    const SimpleBoard before = board;
    INFO("remove_string(board, C3) on\n" << diagram_of(board));
    const int removed = remove_string(board, at(board, "C3"));
    {
        INFO("the number of stones it returns");
        CHECK(removed == 0);
    }
    check_same_stones(board, before);
}

TEST_CASE("task 3: removing a string leaves the prisoners alone", "[lesson02][task_3]")
{
    // Counting prisoners is play_and_capture's work (task 4): remove_string only takes stones
    // off the board, whoever asks it to.
    SimpleBoard board = capture_board(capture_named("seed002-c5"));
    board.prisoners = {3, 5};
    INFO("remove_string(board, C4) on\n"
         << diagram_of(board) << "with prisoners " << prisoners_of(board));
    remove_string(board, at(board, "C4"));
    INFO("the prisoners after the call");
    CHECK(prisoners_of(board) == "black 3, white 5");
}

// ---- task 4 --------------------------------------------------------------------------------

TEST_CASE("task 4: White C5 takes seed 002's six stones, from below", "[lesson02][task_4]")
{
    SimpleBoard board = capture_board(capture_named("seed002-c5"));
    INFO(call_text(board, capture_named("seed002-c5")));
    const Capture capture = play(board, capture_named("seed002-c5"));
    INFO("your board after the move:\n" << diagram_of(board));
    CHECK(by_direction(capture) == "right 0, down 6, left 0, up 0");
    CHECK(prisoners_of(board) == "black 0, white 6");
    CHECK(what_is_on(board, "C5") == "white");
    CHECK(what_is_on(board, "B2") == "empty");
}

TEST_CASE("task 4: a move can capture on all four sides", "[lesson02][task_4]")
{
    // Right E4 F4, below D3, left C4, above D5 D6.
    SimpleBoard board = capture_board(capture_named("four-sides"));
    INFO(call_text(board, capture_named("four-sides")));
    const Capture capture = play(board, capture_named("four-sides"));
    INFO("your board after the move:\n" << diagram_of(board));
    CHECK(by_direction(capture) == "right 2, down 1, left 1, up 2");
    CHECK(capture.total() == 6);
    CHECK(prisoners_of(board) == "black 0, white 6");
}

TEST_CASE("task 4: a string touching the move twice is taken once", "[lesson02][task_4]")
{
    // The string touches C3 from below (C2) and from the left (B3): down comes first in dir4.
    SimpleBoard board = capture_board(capture_named("two-sides"));
    INFO(call_text(board, capture_named("two-sides")));
    const Capture capture = play(board, capture_named("two-sides"));
    INFO("your board after the move:\n" << diagram_of(board));
    CHECK(by_direction(capture) == "right 0, down 3, left 0, up 0");
    CHECK(prisoners_of(board) == "black 0, white 3");
}

TEST_CASE("task 4: prisoners are added for the player who captures", "[lesson02][task_4]")
{
    {
        SimpleBoard ko = capture_board(capture_named("ko"));
        ko.prisoners = {3, 5};
        INFO(call_text(ko, capture_named("ko"))
             << "with prisoners " << prisoners_of(ko) << " before the move; Black takes one stone");
        play(ko, capture_named("ko"));
        CHECK(prisoners_of(ko) == "black 4, white 5");
    }
    {
        SimpleBoard corner = capture_board(capture_named("corner"));
        corner.prisoners = {3, 5};
        INFO(call_text(corner, capture_named("corner"))
             << "with prisoners " << prisoners_of(corner)
             << " before the move; White takes three stones");
        play(corner, capture_named("corner"));
        CHECK(prisoners_of(corner) == "black 3, white 8");
    }
}

TEST_CASE("task 4: a move that captures nothing only adds its stone", "[lesson02][task_4]")
{
    SimpleBoard board = capture_board(capture_named("no-capture"));
    SimpleBoard expected = board;
    expected.cells[at(expected, "D4")] = kWhite;
    INFO(call_text(board, capture_named("no-capture")));
    const Capture capture = play(board, capture_named("no-capture"));
    CHECK(by_direction(capture) == "right 0, down 0, left 0, up 0");
    CHECK(prisoners_of(board) == "black 0, white 0");
    check_same_stones(board, expected);
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
        CHECK(by_direction(capture) ==
              by_direction(numbers(reference.field("captured by direction (right down left up)"))));
        const std::vector<std::string> prisoners =
            words(reference.field("prisoners (black white)"));
        REQUIRE(prisoners.size() == 2);
        CHECK(prisoners_of(board) == "black " + prisoners[0] + ", white " + prisoners[1]);
        check_same_stones(board, expected);
    }
}
