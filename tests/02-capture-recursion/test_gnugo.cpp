// Lesson 2's reference outputs checked against an outside oracle: GNU Go 3.8 sets up each
// position with `play` commands and answers `worm_stones`, `countlib` and `findlib` (walks)
// or plays the move and answers `list_stones` and `captures` (captures, the visible ones and
// the expected outputs of the hidden test).
#include "02-capture-recursion/hidden_cases.hpp"
#include "02-capture-recursion/support.hpp"
#include "tests/gnugo_client.hpp"

#include <cstdio>
#include <filesystem>
#include <memory>

using namespace stonelab;
using namespace stonelab::lesson02;
using namespace stonelab::lesson02::test;

using stonelab::test::ask_gnugo;

namespace {

/// The commands that set up a position on GNU Go's board (square boards only). Any order of
/// stones works: every string of the final position has a liberty, so no stone placed on
/// the way can capture or be suicide.
std::vector<std::string> setup_commands(const SimpleBoard& board)
{
    REQUIRE(board.width == board.height);
    std::vector<std::string> commands = {"boardsize " + std::to_string(board.width), "clear_board"};
    const Board engine_board = to_board(board);
    for (Point p : engine_board.points()) {
        if (board.cells[p] == kEmpty) continue;
        commands.push_back("play " + color_name_of(board.cells[p]) + " " +
                           to_gtp_vertex(engine_board.geometry(), p));
    }
    return commands;
}

/// The stones of one colour, as sorted GTP names.
std::vector<std::string> stones_of(const SimpleBoard& board, int color)
{
    std::vector<Point> points;
    const Board engine_board = to_board(board);
    for (Point p : engine_board.points())
        if (board.cells[p] == color) points.push_back(p);
    return sorted(names(board, points));
}

} // namespace

TEST_CASE("task 1: the reference walks agree with GNU Go", "[lesson02][task_1][reference]")
{
    for (const WalkCase& walk_case : walk_cases()) {
        if (!walk_case.put.empty()) continue; // not a position a game can reach
        const Reference reference("walk-" + walk_case.name + ".txt");
        const SimpleBoard board = walk_board(walk_case);
        std::vector<std::string> commands = setup_commands(board);
        const std::size_t first = commands.size();
        commands.push_back("worm_stones " + walk_case.start);
        commands.push_back("countlib " + walk_case.start);
        commands.push_back("findlib " + walk_case.start);
        const auto answers = ask_gnugo(commands);

        INFO("case walk-" << walk_case.name << ": " << walk_case.about << "\n"
                          << diagram_of(board));
        CHECK(sorted(words(answers[first])) ==
              sorted(vertices(reference.field("stones in visit order (right, down, left, up)"))));
        CHECK(answers[first + 1] == reference.field("liberty count"));
        CHECK(sorted(words(answers[first + 2])) ==
              sorted(vertices(reference.field("liberties in the order found"))));
    }
}

namespace {

/// Checks a reference output of a capture case (`reference`: its prisoners and its board
/// after the move) against GNU Go playing the same move on the same position.
void check_with_gnugo(const CaptureCase& capture_case, const Reference& reference)
{
    const SimpleBoard before = capture_board(capture_case);
    std::vector<std::string> commands = setup_commands(before);
    const std::size_t first = commands.size();
    commands.push_back("play " + capture_case.color + " " + capture_case.move);
    for (const char* question :
         {"list_stones black", "list_stones white", "captures black", "captures white"})
        commands.push_back(question);
    const auto answers = ask_gnugo(commands);

    const SimpleBoard after = reference.board("after");
    INFO("case capture-" << capture_case.name << ": " << capture_case.about << "\n"
                         << diagram_of(before) << "reference after the move:\n"
                         << diagram_of(after));
    CHECK(sorted(words(answers[first + 1])) == stones_of(after, kBlack));
    CHECK(sorted(words(answers[first + 2])) == stones_of(after, kWhite));
    CHECK(words(answers[first + 3] + " " + answers[first + 4]) ==
          words(reference.field("prisoners (black white)")));
}

} // namespace

TEST_CASE("task 4: the reference captures agree with GNU Go", "[lesson02][task_4][reference]")
{
    for (const CaptureCase& capture_case : capture_cases())
        check_with_gnugo(capture_case, Reference("capture-" + capture_case.name + ".txt"));
}

TEST_CASE("task 4: the hidden captures agree with GNU Go", "[lesson02][task_4][reference]")
{
    for (const CaptureCase& capture_case : hidden_capture_cases()) {
        // The expected outputs of the hidden test (hidden_cases.hpp), next to data/.
        const Reference reference("../hidden/" + hidden_capture_file(capture_case));
        check_with_gnugo(capture_case, reference);
        // Each move here captures, so the stones per direction add up to the mover's prisoners.
        const std::vector<int> directions =
            numbers(reference.field("captured by direction (right down left up)"));
        const std::vector<int> prisoners = numbers(reference.field("prisoners (black white)"));
        REQUIRE(directions.size() == 4);
        REQUIRE(prisoners.size() == 2);
        const int total = directions[0] + directions[1] + directions[2] + directions[3];
        CHECK(total == std::stoi(reference.field("captured")));
        CHECK(total == prisoners[prisoner_index(color_named(capture_case.color))]);
        CHECK(total > 0);
    }
}
