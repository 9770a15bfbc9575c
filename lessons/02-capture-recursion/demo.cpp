// Lesson 2's demo: a move that captures. With --step or --trace it shows, for every
// opponent stone next to the move, the recursive walk through its string one stone at a
// time (seed 000's and seed 002's walk-throughs), whether the string is surrounded, and
// then the capture; --trace --format json writes those steps for the book's player. `stonelab run
// 2` runs it on your code, `stonelab run 2 --solution` on the reference.
#include "capture_recursion.hpp"

#include "engine/formats/diagram.hpp"
#include "lessons/demo_support.hpp"
#include "lessons/not_implemented.hpp"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <fstream>
#include <iostream>
#include <sstream>

using namespace stonelab;
using namespace stonelab::lesson02;

namespace {

// Seed 002's string (C4 C3 D3 E3 B3 B2) with White on every liberty but C5.
constexpr const char* kDefaultPosition = R"(
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. O X O O . . . .
O X X X X O . . .
O X O O O . . . .
. O . . . . . . .
)";

constexpr const char* kLegend = "marks: ! the move, @ the stone being visited, x o stones "
                                "already visited, - liberties, * stones just removed";

// Where a neighbour is, seen from the move, in the order of dir4.
constexpr std::array<const char*, 4> kSides = {"right of the move", "below the move",
                                               "left of the move", "above the move"};

std::string vertex_name(const SimpleBoard& board, Point p)
{
    return to_gtp_vertex({board.width, board.height}, p);
}

std::string names_of(const SimpleBoard& board, const std::vector<Point>& points)
{
    std::string text;
    for (Point p : points) text += (text.empty() ? "" : " ") + vertex_name(board, p);
    return text.empty() ? "none" : text;
}

// The walk through the string on `start`, one step per stone, then its liberties.
void show_walk(demo::Stepper& stepper, const SimpleBoard& board, Point move, Point start,
               const std::string& side)
{
    const StringWalk walk = walk_string(board, start);
    const std::string visited_mark = board.cells[start] == kBlack ? "x" : "o";
    std::map<Point, std::string> marks = {{move, "!"}};
    for (std::size_t i = 0; i < walk.stones.size(); ++i) {
        marks[walk.stones[i]] = "@";
        stepper.step("walk from " + vertex_name(board, start) + " (" + side + "): visit " +
                         vertex_name(board, walk.stones[i]) + ", stone " + std::to_string(i + 1),
                     to_board(board), marks);
        marks[walk.stones[i]] = visited_mark;
    }
    for (Point liberty : walk.liberties) marks[liberty] = "-";
    const bool surrounded = is_surrounded(board, start);
    stepper.step("the string: " + std::to_string(walk.stones.size()) +
                     " stone(s), liberties: " + names_of(board, walk.liberties) +
                     (surrounded ? " -> surrounded: it is captured" : " -> not surrounded"),
                 to_board(board), marks);
}

// Every opponent string next to the move, walked on the board with the stone put down.
void show_walks(demo::Stepper& stepper, SimpleBoard board, int color, Point move)
{
    board.cells[move] = color;
    std::vector<Point> walked;
    const auto directions = board.dir4();
    for (int i = 0; i < 4; ++i) {
        const Point next = move + directions[i];
        if (board.cells[next] != opponent_of(color)) continue;
        const std::string side = kSides[i];
        if (std::find(walked.begin(), walked.end(), next) != walked.end()) {
            stepper.note(side + ": " + vertex_name(board, next) +
                         " is a stone of a string walked already");
            continue;
        }
        const StringWalk walk = walk_string(board, next);
        walked.insert(walked.end(), walk.stones.begin(), walk.stones.end());
        show_walk(stepper, board, move, next, side);
    }
}

int run(const SimpleBoard& start, int color, Point move, demo::Mode mode)
{
    demo::Stepper stepper(mode);
    stepper.describe(2, "Capturing stones with a recursive walk",
                     {{"!", trace::MarkKind::Move},
                      {"@", trace::MarkKind::Visit},
                      {"x", trace::MarkKind::Visited},
                      {"o", trace::MarkKind::Visited},
                      {"-", trace::MarkKind::Liberty},
                      {"*", trace::MarkKind::Capture}});
    const std::string player = color == kBlack ? "Black" : "White";
    stepper.note(kLegend);
    stepper.step(player + " plays " + vertex_name(start, move), to_board(start), {{move, "!"}});
    show_walks(stepper, start, color, move);

    SimpleBoard board = start;
    const Capture capture = play_and_capture(board, color, move);
    std::map<Point, std::string> removed;
    for (Point p = 0; p < static_cast<Point>(board.cells.size()); ++p)
        if (start.cells[p] != kEmpty && board.cells[p] == kEmpty) removed[p] = "*";
    std::ostringstream summary;
    summary << player << " " << vertex_name(start, move) << " captures " << capture.total()
            << " stone(s):";
    for (int i = 0; i < 4; ++i)
        summary << " " << kDirectionNames[i] << " " << capture.by_direction[i];
    summary << "; prisoners: black " << board.prisoners[0] << ", white " << board.prisoners[1];
    if (walk_string(board, move).liberties.empty())
        summary << " (the stone played has no liberty: a suicide, which lesson 3 forbids)";
    if (stepper.showing()) {
        stepper.step("play_and_capture: " + summary.str(), to_board(board), removed);
        stepper.finish();
    } else {
        std::cout << summary.str() << "\n" << print_diagram(to_board(board));
    }
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    CLI::App app{"Lesson 2: capturing stones with a recursive walk. Plays one move and shows "
                 "how the strings next to it are walked, checked and removed."};
    demo::Mode mode = demo::Mode::Plain;
    demo::add_mode_options(app, mode);
    std::string position_file;
    std::string color_name = "white";
    std::string move_name = "C5";
    app.add_option("--position", position_file,
                   "A text diagram to start from (default: seed 002's string in atari)")
        ->check(CLI::ExistingFile);
    app.add_option("--color", color_name, "Who plays: black or white (default white)")
        ->check(CLI::IsMember({"black", "white"}));
    app.add_option("--move", move_name, "Where, as a GTP vertex (default C5)");
    CLI11_PARSE(app, argc, argv);

    try {
        std::string diagram = kDefaultPosition;
        if (!position_file.empty()) {
            std::ifstream in(position_file);
            std::stringstream text;
            text << in.rdbuf();
            diagram = text.str();
        }
        const SimpleBoard board = from_board(parse_diagram(diagram));
        const auto move = parse_gtp_vertex({board.width, board.height}, move_name);
        if (!move || *move == kPass || board.cells[*move] != kEmpty) {
            std::cerr << "lesson02: --move " << move_name
                      << " is not an empty point of this board\n";
            return 1;
        }
        return run(board, color_name == "black" ? kBlack : kWhite, *move, mode);
    } catch (const DiagramError& error) {
        std::cerr << "lesson02: " << (position_file.empty() ? "the position" : position_file)
                  << ": " << error.what() << "\n";
        return 1;
    } catch (const NotImplemented& error) {
        std::cerr << "lesson02: " << error.what() << "\n";
        return 1;
    }
}
