// Lesson 1's demo: the seeds' two 9x9 positions built with your board, printed in the three
// styles; with --step or --trace, a walk over the board naming every point four ways
// (--trace --format json: the same walk as frames for the book's player).
//
//   stonelab run 1                            both positions in the three styles
//   stonelab run 1 -- --position seed001      one of them (seed001 or seed002)
//   stonelab run 1 --step                     walk the board point by point, Enter for the next
//   stonelab run 1 --trace                    the same walk printed without waiting
//   stonelab run 1 --trace --format json      the same walk as a JSON trace
// (`--solution` runs it on the reference solution.) Every sentence is written in English and
// Japanese side by side (demo::say); `stonelab run` picks the student's language.
#include "board_display.hpp"
#include "lessons/demo_support.hpp"

#include <CLI/CLI.hpp>

#include <array>
#include <iostream>
#include <stdexcept>
#include <string>

using namespace stonelab;
using namespace stonelab::lesson01;

namespace {

// Seed 002's 9x9 game, Ohashi 5-dan (Black) vs Zen (White), 2012, as the lecture's array
// without its frame (the frame is what make_board adds). 0 empty, 1 black, 2 white.
constexpr std::array<int, 81> kSeed002Points = {
    2, 1, 1, 0, 1, 0, 0, 0, 0, //
    2, 2, 1, 1, 0, 1, 2, 0, 0, //
    2, 0, 2, 1, 2, 2, 1, 1, 0, //
    0, 2, 2, 2, 1, 1, 1, 0, 0, //
    0, 0, 0, 2, 1, 2, 1, 0, 0, //
    0, 0, 2, 0, 2, 2, 1, 0, 0, //
    0, 0, 0, 0, 2, 1, 1, 0, 0, //
    0, 0, 0, 0, 2, 2, 1, 0, 0, //
    0, 0, 0, 0, 0, 2, 1, 0, 0, //
};

// Seed 001's 9x9 example as a diagram (its edge marks written as empty points).
constexpr std::string_view kSeed001Diagram = "+++++XOO+\n"
                                             "+++X+XXO+\n"
                                             "+XX++XOO+\n"
                                             "+XOOOX+++\n"
                                             "+O++XOOO+\n"
                                             "++O+XXOX+\n"
                                             "++OX+OXO+\n"
                                             "+OXX+XXO+\n"
                                             "+XO++++X+\n";

// Seed 002's position, put on a board from make_board point by point with index_of
// (tasks 1 and 2).
SimpleBoard seed002_board()
{
    SimpleBoard board = make_board(9, 9);
    for (int y = 1; y <= 9; ++y)
        for (int x = 1; x <= 9; ++x)
            board.cells.at(static_cast<std::size_t>(index_of(board, x, y))) =
                kSeed002Points[static_cast<std::size_t>((y - 1) * 9 + (x - 1))];
    return board;
}

// The same stones on the engine's board, which the stepper draws with the marks on it.
Board to_engine(const SimpleBoard& board)
{
    Board engine(board.width, board.height);
    for (const Point p : engine.points()) {
        const int c = board.cells.at(static_cast<std::size_t>(p));
        if (c == kBlack || c == kWhite) engine.set_stone(p, static_cast<Color>(c));
    }
    return engine;
}

std::string cell_name(int cell)
{
    switch (cell) {
    case kEmpty: return demo::say("empty", "空点");
    case kBlack: return demo::say("black", "黒");
    case kWhite: return demo::say("white", "白");
    default: return demo::say("wall", "壁");
    }
}

void print_in_three_styles(const std::string& title, const SimpleBoard& board)
{
    std::cout << title << "\n\n";
    const std::array<std::pair<DiagramStyle, std::string>, 3> styles = {{
        {DiagramStyle::Ascii, demo::say("Ascii (plain text)", "Ascii（ただのテキスト）")},
        {DiagramStyle::Seed2004,
         demo::say("Seed2004 (the 2004 manual's + \u25CF \u25CB)",
                   "Seed2004（2004年の講習会マニュアルの + \u25CF \u25CB）")},
        {DiagramStyle::Seed2015, demo::say("Seed2015 (the 2015 lecture's . X O, in a # frame)",
                                           "Seed2015（2015年の講習会の . X O、# の枠付き）")},
    }};
    for (const auto& [style, name] : styles)
        std::cout << name << demo::say(":", "：") << "\n" << print_board(board, style) << "\n";
}

// Every point in raster order, the order print_board visits them, named four ways.
void walk(const std::string& title, const SimpleBoard& board, demo::Stepper& stepper)
{
    const Board drawn = to_engine(board);
    // In a JSON trace the title opens the walk's first frame (a note before the first frame
    // would become the trace's legend, one after it a line of the frame before).
    std::string intro = demo::say("Walking {0} point by point, top row first.",
                                  "「{0}」を一点ずつ、上の行から順にたどります。", {title});
    if (!stepper.json()) {
        stepper.note(intro);
        intro.clear();
    }
    for (int y = 1; y <= board.height; ++y) {
        for (int x = 1; x <= board.width; ++x) {
            const int z = index_of(board, x, y);
            const std::string caption = demo::say(
                "z = {0}, (x, y) = ({1}, {2}), GTP {3}, SGF {4}: {5}",
                "z = {0}、(x, y) = ({1}, {2})、GTP {3}、SGF {4}：{5}",
                {std::to_string(z), std::to_string(x), std::to_string(y), to_gtp_vertex(board, z),
                 to_sgf_point(board, z), cell_name(board.cells.at(static_cast<std::size_t>(z)))});
            stepper.step(intro.empty() ? caption : intro + "\n" + caption, drawn, {{z, "@"}});
            intro.clear();
        }
        if (y < board.height) {
            const int end = index_of(board, board.width + 1, y);
            stepper.note(demo::say(
                "(z = {0} and {1} are the wall at the end of row {2} and the start of row {3})",
                "（z = {0} と {1} は壁で、{2}行目の終わりと {3}行目の始まりです）",
                {std::to_string(end), std::to_string(end + 1), std::to_string(y),
                 std::to_string(y + 1)}));
        }
    }
}

// Runs one part of the demo; a task not done yet stops that part only. A JSON trace cannot
// go on without it (its standard output is the JSON alone): the reason goes to the error
// output and the part returns false.
template <typename Part> bool attempt(Part part, bool json)
{
    try {
        part();
    } catch (const std::exception& e) {
        (json ? std::cerr : std::cout)
            << demo::say("(cannot go on: {0})", "（先へ進めません：{0}）", {demo::error_words(e)})
            << "\n\n";
        return !json;
    }
    return true;
}

} // namespace

int main(int argc, char** argv)
{
    CLI::App app{demo::say("Lesson 1: the board, its coordinates and its diagrams, on the seeds' "
                           "9x9 positions",
                           "第1課：碁盤、その座標と盤面図を、資料の 9x9 の局面で")};
    demo::Mode mode = demo::Mode::Plain;
    demo::add_mode_options(app, mode);
    std::string which = "both";
    app.add_option("--position", which,
                   demo::say("seed002 (Ohashi vs Zen, 2012), seed001 or both",
                             "seed002（大橋 対 Zen、2012年）、seed001、または both（両方）"))
        ->check(CLI::IsMember({"seed002", "seed001", "both"}));
    CLI11_PARSE(app, argc, argv);

    demo::Stepper stepper(mode);
    stepper.describe(1,
                     demo::say("Naming every point of the board: z, (x, y), GTP and SGF",
                               "盤のすべての点に名前を付ける：z、(x, y)、GTP、SGF"),
                     {{"@", trace::MarkKind::Look}});
    if (stepper.showing())
        stepper.note(demo::say("Each step names one point (marked), in the order print_board "
                               "visits them: top row first, left to right. z is its index in "
                               "the padded array.",
                               "各ステップは一つの点（印の付いた点）に名前を付けます。順番は "
                               "print_board が訪れる順、つまり上の行から、左から右へです。z "
                               "は壁で囲んだ配列でのインデックスです。"));
    // Each position: walked in the trace modes, printed in the three styles otherwise.
    const auto show = [&](const std::string& title, auto make_position) {
        return attempt(
            [&] {
                const SimpleBoard board = make_position();
                if (stepper.showing())
                    walk(title, board, stepper);
                else
                    print_in_three_styles(title, board);
            },
            stepper.json());
    };
    bool done = true;
    if (which != "seed001")
        done = show(demo::say("Seed 002: Ohashi 5-dan (Black) vs Zen (White), 2012",
                              "資料 002：黒 大橋5段 対 白 Zen、2012年"),
                    seed002_board);
    if (which != "seed002" && done)
        done = show(demo::say("Seed 001: the 9x9 example, read from its diagram",
                              "資料 001：9x9 の例、盤面図から読み込み"),
                    [] { return parse_board(kSeed001Diagram); });
    if (!done) return 1;
    stepper.finish();
    return 0;
}
