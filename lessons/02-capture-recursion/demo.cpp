// Lesson 2's demo: a move that captures. With --step or --trace it shows, for every
// opponent stone next to the move, the recursive walk through its string one stone at a
// time (seed 000's and seed 002's walk-throughs), whether the string is surrounded, and
// then the capture; --trace --format json writes those steps for the book's player. `stonelab run
// 2` runs it on your code, `stonelab run 2 --solution` on the reference. Every sentence is
// written in English and Japanese side by side (demo::say); `stonelab run` picks the student's.
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

std::string legend()
{
    return demo::say("marks: ! the move, @ the stone being visited, x o stones already "
                     "visited, - liberties, * stones just removed",
                     "印：! 打った手、@ 訪れている石、x o すでに訪れた石、- ダメ、* "
                     "取り除いたばかりの石");
}

// Where a neighbour is, seen from the move, in the order of dir4.
std::string side_name(int direction)
{
    switch (direction) {
    case 0: return demo::say("right of the move", "打った手の右");
    case 1: return demo::say("below the move", "打った手の下");
    case 2: return demo::say("left of the move", "打った手の左");
    default: return demo::say("above the move", "打った手の上");
    }
}

// kDirectionNames (right, down, left, up) in the student's language.
std::string direction_name(int direction)
{
    constexpr std::array<const char*, 4> kJapanese = {"右", "下", "左", "上"};
    return demo::in_japanese() ? kJapanese[static_cast<std::size_t>(direction)]
                               : std::string(kDirectionNames[static_cast<std::size_t>(direction)]);
}

std::string vertex_name(const SimpleBoard& board, Point p)
{
    return to_gtp_vertex({board.width, board.height}, p);
}

std::string names_of(const SimpleBoard& board, const std::vector<Point>& points)
{
    std::string text;
    for (Point p : points) text += (text.empty() ? "" : " ") + vertex_name(board, p);
    return text.empty() ? demo::say("none", "なし") : text;
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
        stepper.step(demo::say("walk from {0} ({1}): visit {2}, stone {3}",
                               "{0}（{1}）からたどります：{2} を訪れます（{3} 個目の石）",
                               {vertex_name(board, start), side, vertex_name(board, walk.stones[i]),
                                std::to_string(i + 1)}),
                     to_board(board), marks);
        marks[walk.stones[i]] = visited_mark;
    }
    for (Point liberty : walk.liberties) marks[liberty] = "-";
    const bool surrounded = is_surrounded(board, start);
    stepper.step(demo::say("the string: {0} stone(s), liberties: {1}",
                           "この連：石 {0} 個、ダメ：{1}",
                           {std::to_string(walk.stones.size()), names_of(board, walk.liberties)}) +
                     (surrounded ? demo::say(" -> surrounded: it is captured",
                                             " -> 囲まれています。この連は取られます")
                                 : demo::say(" -> not surrounded", " -> 囲まれていません")),
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
        const std::string side = side_name(i);
        if (std::find(walked.begin(), walked.end(), next) != walked.end()) {
            stepper.note(demo::say("{0}: {1} is a stone of a string walked already",
                                   "{0}：{1} はもうたどった連の石です",
                                   {side, vertex_name(board, next)}));
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
    stepper.describe(2,
                     demo::say("Capturing stones with a recursive walk", "再帰でたどって石を取る"),
                     {{"!", trace::MarkKind::Move},
                      {"@", trace::MarkKind::Visit},
                      {"x", trace::MarkKind::Visited},
                      {"o", trace::MarkKind::Visited},
                      {"-", trace::MarkKind::Liberty},
                      {"*", trace::MarkKind::Capture}});
    const std::string player =
        color == kBlack ? demo::say("Black", "黒") : demo::say("White", "白");
    stepper.note(legend());
    stepper.step(
        demo::say("{0} plays {1}", "{0}が {1} に打ちます", {player, vertex_name(start, move)}),
        to_board(start), {{move, "!"}});
    show_walks(stepper, start, color, move);

    SimpleBoard board = start;
    const Capture capture = play_and_capture(board, color, move);
    std::map<Point, std::string> removed;
    for (Point p = 0; p < static_cast<Point>(board.cells.size()); ++p)
        if (start.cells[p] != kEmpty && board.cells[p] == kEmpty) removed[p] = "*";
    // By direction: " right 0 down 6 left 0 up 0" in English, "右 0、下 6、左 0、上 0" in Japanese.
    std::string directions;
    for (int i = 0; i < 4; ++i)
        directions += demo::say(" {0} {1}", i == 0 ? "{0} {1}" : "、{0} {1}",
                                {direction_name(i), std::to_string(capture.by_direction[i])});
    std::ostringstream summary;
    summary << demo::say("{0} {1} captures {2} stone(s):{3}; prisoners: black {4}, white {5}",
                         "{0} {1} で石を {2} 個取ります（{3}）。アゲハマ：黒 {4}、白 {5}",
                         {player, vertex_name(start, move), std::to_string(capture.total()),
                          directions, std::to_string(board.prisoners[0]),
                          std::to_string(board.prisoners[1])});
    if (walk_string(board, move).liberties.empty())
        summary << demo::say(
            " (the stone played has no liberty: a suicide, which lesson 3 forbids)",
            "（打った石にダメがありません。自殺手で、第3課で禁じます）");
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
    CLI::App app{demo::say("Lesson 2: capturing stones with a recursive walk. Plays one move and "
                           "shows how the strings next to it are walked, checked and removed.",
                           "第2課：再帰でたどって石を取る。一手打ち、その隣の連をどうたどり、"
                           "どう判定して取り除くかを見せます。")};
    demo::Mode mode = demo::Mode::Plain;
    demo::add_mode_options(app, mode);
    std::string position_file;
    std::string color_name = "white";
    std::string move_name = "C5";
    app.add_option("--position", position_file,
                   demo::say("A text diagram to start from (default: seed 002's string in atari)",
                             "最初の局面の盤面図ファイル（既定：アタリになった資料 002 の連）"))
        ->check(CLI::ExistingFile);
    app.add_option("--color", color_name,
                   demo::say("Who plays: black or white (default white)",
                             "打つ側：black（黒）または white（白）（既定は white）"))
        ->check(CLI::IsMember({"black", "white"}));
    app.add_option(
        "--move", move_name,
        demo::say("Where, as a GTP vertex (default C5)", "打つ点、GTP 座標で（既定は C5）"));
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
            std::cerr << "lesson02: "
                      << demo::say("--move {0} is not an empty point of this board",
                                   "--move {0} はこの盤の空点ではありません", {move_name})
                      << "\n";
            return 1;
        }
        return run(board, color_name == "black" ? kBlack : kWhite, *move, mode);
    } catch (const DiagramError& error) {
        std::cerr << "lesson02: "
                  << (position_file.empty() ? demo::say("the position", "局面") : position_file)
                  << ": " << error.what() << "\n";
        return 1;
    } catch (const NotImplemented& error) {
        std::cerr << "lesson02: " << demo::error_words(error) << "\n";
        return 1;
    }
}
