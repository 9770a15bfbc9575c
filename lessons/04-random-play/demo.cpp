// Lesson 4's demo: a seeded game between two random players. Plain, it prints the moves and
// the final position (your play_random_game). With --step or --trace it shows every move on
// the board: the point chosen, and the points drawn before it and rejected — as an own eye
// or as an illegal move (your random_move and is_own_eye); --trace --format json writes those
// steps for the book's player. `stonelab run 4` runs it on your code, `stonelab run 4
// --solution` on the reference. Every sentence is written in English and Japanese side by side
// (demo::say); `stonelab run` picks the student's language.
#include "random_play.hpp"

#include "engine/formats/diagram.hpp"
#include "lessons/demo_support.hpp"
#include "lessons/not_implemented.hpp"

#include <CLI/CLI.hpp>

#include <iostream>
#include <string>

using namespace stonelab;
using namespace stonelab::lesson04;

namespace {

std::string legend()
{
    return demo::say("marks: ! the move chosen, e drawn and rejected as an own eye, "
                     "- drawn and rejected as illegal",
                     "印：! は選ばれた手、e は先に引いて自分の眼として退けた点、"
                     "- は先に引いて非合法として退けた点");
}

std::string json_legend()
{
    return demo::say("each frame: the position before the move; green ring: the "
                     "point random_move chose, plain ring: drawn before it and "
                     "rejected as illegal, e: drawn and rejected as an own eye",
                     "各フレーム：その手の直前の局面。緑の輪：random_move が選んだ点、"
                     "細い輪：その前に引いて非合法として退けた点、e：引いて自分の眼として"
                     "退けた点");
}

std::string move_list(const Geometry& geometry, const std::vector<Point>& moves)
{
    std::string text;
    for (Point move : moves) text += (text.empty() ? "" : " ") + to_gtp_vertex(geometry, move);
    return text;
}

// The game again, move by move, with the draws of each random_move on the board.
void show_game(demo::Stepper& stepper, int size, std::uint64_t seed, int max_moves)
{
    Board board(size);
    Rng rng(seed);
    Color color = Color::Black;
    int passes_in_a_row = 0;
    for (int number = 1; passes_in_a_row < 2 && number <= max_moves; ++number) {
        std::vector<Point> rejected;
        const Point move = random_move(board, color, rng, &rejected);
        std::map<Point, std::string> marks;
        for (Point p : rejected) marks[p] = is_own_eye(board, color, p) ? "e" : "-";
        if (move != kPass) marks[move] = "!";
        std::string caption = demo::say("move {0}: {1} {2}",
                                        move == kPass ? "{0}手目：{1}がパス" : "{0}手目：{1} {2}",
                                        {std::to_string(number), demo::player_name(color),
                                         to_gtp_vertex(board.geometry(), move)});
        if (!rejected.empty())
            caption +=
                demo::say(" ({0} point(s) drawn and rejected first)",
                          "（先に {0} 点を引いて退けました）", {std::to_string(rejected.size())});
        stepper.step(caption, board, marks);
        board.play(color, move);
        passes_in_a_row = move == kPass ? passes_in_a_row + 1 : 0;
        color = opponent(color);
    }
    stepper.step(passes_in_a_row == 2 ? demo::say("two passes in a row: the game is over",
                                                  "パスが 2 回続きました。終局です")
                                      : demo::say("the move cap is reached: the game stops",
                                                  "手数の上限に達しました。対局を止めます"),
                 board);
}

} // namespace

int main(int argc, char** argv)
{
    CLI::App app{demo::say("Lesson 4: the random player. Plays a seeded game between two random "
                           "players that never fill their own eyes.",
                           "第4課：ランダムプレイヤー。自分の眼を決して埋めない二人のランダム"
                           "プレイヤーが、シードを決めた対局を打ちます。")};
    demo::Mode mode = demo::Mode::Plain;
    demo::add_mode_options(app, mode);
    int size = 9;
    std::uint64_t seed = 1;
    int max_moves = -1;
    app.add_option(
           "--size", size,
           demo::say("Board size, 1 to 19 (default 9)", "碁盤の大きさ、1 から 19（既定は 9）"))
        ->check(CLI::Range(1, 19));
    app.add_option("--seed", seed,
                   demo::say("Seed of the random numbers (default 1)", "乱数のシード（既定は 1）"));
    app.add_option(
           "--max-moves", max_moves,
           demo::say("Move cap (default 3 x size x size)", "手数の上限（既定は 3 x size x size）"))
        ->check(CLI::NonNegativeNumber);
    CLI11_PARSE(app, argc, argv);
    if (max_moves < 0) max_moves = 3 * size * size;

    try {
        demo::Stepper stepper(mode);
        stepper.describe(4,
                         demo::say("A game between two random players, move by move",
                                   "二人のランダムプレイヤーの対局を一手ずつ"),
                         {{"!", trace::MarkKind::Choose}, {"-", trace::MarkKind::Look}});
        if (stepper.showing()) {
            stepper.note(stepper.json() ? json_legend() : legend());
            show_game(stepper, size, seed, max_moves);
            stepper.finish();
            return 0;
        }
        const std::vector<Point> moves = play_random_game(size, seed, max_moves);
        Board board(size);
        Color color = Color::Black;
        for (Point move : moves) {
            board.play(color, move);
            color = opponent(color);
        }
        std::cout << demo::say("{0} moves: {1}", "{0} 手：{1}",
                               {std::to_string(moves.size()), move_list(board.geometry(), moves)})
                  << "\n"
                  << print_diagram(board);
        return 0;
    } catch (const NotImplemented& error) {
        std::cerr << "lesson04: " << demo::error_words(error) << "\n";
        return 1;
    }
}
