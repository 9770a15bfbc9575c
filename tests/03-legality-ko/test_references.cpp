// The reference outputs checked against outside oracles: GNU Go's `is_legal` says which
// points are legal, and the engine's Board (itself checked against GNU Go, see
// tests/gnugo) says why the others are not and what the position is after the moves.
// These tests read only the reference files, never the student's code: if one fails, the
// references are wrong, not you.
#include "support.hpp"
#include "tests/gnugo_client.hpp"

#include "engine/go/board.hpp"

#include <cstdio>
#include <filesystem>
#include <memory>
#include <sstream>

using namespace stonelab;
using namespace stonelab::lesson03;

using stonelab::test::ask_gnugo;
using stonelab::test::require_gnugo;

namespace {

// The GTP commands that set up the fixture's starting position in GNU Go, then (if
// `with_moves`) play its moves. Setting up a position that has a liberty for every string,
// one stone at a time, never captures: a partly built string always touches a missing
// stone of its own, which is still empty. The fixture's own moves come last, so GNU Go
// knows the ko they make.
std::vector<std::string> gnugo_setup(const fixtures::Fixture& fixture, bool with_moves)
{
    const Board start = parse_diagram(fixture.diagram);
    REQUIRE(start.width() == start.height()); // GNU Go boards are square
    std::vector<std::string> commands{"boardsize " + std::to_string(start.width()), "clear_board"};
    for (Point z : start.points())
        if (start.at(z) != Color::Empty)
            commands.push_back("play " + std::string(color_name(start.at(z))) + " " +
                               to_gtp_vertex(start.geometry(), z));
    if (with_moves)
        for (const fixtures::ScriptedMove& move : fixture.moves)
            commands.push_back("play " + std::string(color_name(move.color)) + " " + move.vertex);
    return commands;
}

// A legality map in which every illegal point, whatever the reason, is an `x`.
std::string legal_or_not(std::string map, const Board& board)
{
    // Only the board's rows carry verdicts; the coordinates stay as they are.
    const std::string letters = "#sk";
    std::istringstream in(map);
    std::string result;
    int row = 0;
    for (std::string line; std::getline(in, line); ++row) {
        const bool board_row = row >= 1 && row <= board.height();
        if (board_row)
            for (std::size_t i = 3; i + 3 < line.size(); ++i)
                if (letters.find(line[i]) != std::string::npos) line[i] = 'x';
        result += line + "\n";
    }
    return result;
}

// GNU Go's `is_legal` for every point, drawn as a map of `.` (legal) and `x` (illegal).
std::string gnugo_map(const fixtures::Fixture& fixture, bool with_moves, Color color)
{
    const Board board = parse_diagram(fixture.diagram);
    std::vector<std::string> commands = gnugo_setup(fixture, with_moves);
    const std::size_t first_question = commands.size();
    for (Point z : board.points())
        commands.push_back("is_legal " + std::string(color_name(color)) + " " +
                           to_gtp_vertex(board.geometry(), z));
    const std::vector<std::string> answers = ask_gnugo(commands);
    DiagramOptions options;
    for (std::size_t i = 0; i < board.points().size(); ++i)
        options.marks[board.points()[i]] = answers[first_question + i] == "1" ? "." : "x";
    return print_diagram(board, options);
}

// The engine's verdict for every point, drawn with the lesson's characters.
std::string engine_map(const Board& board, Color color)
{
    DiagramOptions options;
    for (Point z : board.points()) {
        const MoveStatus status = board.check(color, z);
        const char c = status == MoveStatus::Legal      ? '.'
                       : status == MoveStatus::Occupied ? '#'
                       : status == MoveStatus::Suicide  ? 's'
                       : status == MoveStatus::Ko       ? 'k'
                                                        : '?';
        options.marks[z] = std::string(1, c);
    }
    return print_diagram(board, options);
}

// The fixture's position after its moves, played on the engine's board.
Board engine_replay(const fixtures::Fixture& fixture)
{
    Board board = parse_diagram(fixture.diagram);
    for (const fixtures::ScriptedMove& move : fixture.moves) {
        const auto z = parse_gtp_vertex(board.geometry(), move.vertex);
        REQUIRE(z);
        REQUIRE(board.play(move.color, *z) == MoveStatus::Legal);
    }
    return board;
}

void check_map(const std::string& what, const std::string& reference, const std::string& oracle)
{
    INFO(what << "\nthe reference says:\n" << reference << "the oracle says:\n" << oracle);
    CHECK(reference == oracle);
}

} // namespace

TEST_CASE("task 1: the reference maps before the moves agree with GNU Go and the engine",
          "[lesson03][task_1][reference]")
{
    require_gnugo();
    for (const fixtures::Fixture& fixture : lesson03::test::all_fixtures()) {
        INFO("fixture " << fixture.name << " (tests/03-legality-ko/data/maps/" << fixture.name
                        << ".txt)");
        const fixtures::Report reference =
            fixtures::reference_report(lesson03::test::kDataDir, fixture);
        const Board start = parse_diagram(fixture.diagram);
        check_map("Black, engine", reference.black_map_before, engine_map(start, Color::Black));
        check_map("White, engine", reference.white_map_before, engine_map(start, Color::White));
        check_map("Black, GNU Go", legal_or_not(reference.black_map_before, start),
                  gnugo_map(fixture, false, Color::Black));
        check_map("White, GNU Go", legal_or_not(reference.white_map_before, start),
                  gnugo_map(fixture, false, Color::White));
    }
}

TEST_CASE("task 3: the reference positions and maps after the moves agree with GNU Go and "
          "the engine",
          "[lesson03][task_3][reference]")
{
    require_gnugo();
    for (const fixtures::Fixture& fixture : lesson03::test::all_fixtures()) {
        if (fixture.moves.empty()) continue;
        INFO("fixture " << fixture.name << " (tests/03-legality-ko/data/maps/" << fixture.name
                        << ".txt)");
        const fixtures::Report reference =
            fixtures::reference_report(lesson03::test::kDataDir, fixture);
        const Board after = engine_replay(fixture);
        check_map("position, engine", reference.position, print_diagram(after));
        CHECK(reference.prisoners == "black " + std::to_string(after.captures(Color::Black)) +
                                         ", white " + std::to_string(after.captures(Color::White)));
        check_map("Black, engine", reference.black_map, engine_map(after, Color::Black));
        check_map("White, engine", reference.white_map, engine_map(after, Color::White));
        check_map("Black, GNU Go", legal_or_not(reference.black_map, after),
                  gnugo_map(fixture, true, Color::Black));
        check_map("White, GNU Go", legal_or_not(reference.white_map, after),
                  gnugo_map(fixture, true, Color::White));
    }
}
