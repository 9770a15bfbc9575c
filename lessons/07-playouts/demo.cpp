// Lesson 7's demo: playouts. Plain, it plays one seeded playout (your play_playout) and
// prints its moves, final position and outcome (your playout_outcome), then runs many
// playouts (your run_playouts) and prints the win rate, its Wilson interval and the ownership
// map. With --step or --trace it shows the playout move by move, then the win rate and the
// map filling in as the playouts run; --trace --format json writes those steps for the book's
// player (the ownership in tenths as labels). With --bench it times the same playouts on the
// engine's FastBoard, on the engine's Board (your play_playout) and on the WalkBoard (your
// walk_playout). `stonelab run 7` runs it on your code, `stonelab run 7 --solution` on the
// reference. Every sentence is written in English and Japanese side by side (demo::say);
// `stonelab run` picks the student's language.
#include "playouts.hpp"

#include "engine/base/utf8.hpp"
#include "engine/formats/diagram.hpp"
#include "engine/go/fast_board.hpp"
#include "engine/go/playout.hpp"
#include "lessons/demo_support.hpp"
#include "lessons/not_implemented.hpp"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

using namespace stonelab;
using namespace stonelab::lesson07;

namespace {

// Two of the tests' positions, for `--position`.
const std::map<std::string, const char*> kPositions = {
    {"two-living-groups", R"(
. X . X O . O
X X X X O O O
. X . X O . O
X X X X O O O
. . . . . . .
. . . . . . .
. . . . . . .
)"},
    {"middle-game-5x5", R"(
. X O . .
X X O . .
. X O O .
X X X O .
. . X O .
)"},
};

std::string move_list(const Geometry& geometry, const std::vector<Point>& moves)
{
    std::string text;
    for (Point move : moves) text += (text.empty() ? "" : " ") + to_gtp_vertex(geometry, move);
    return text;
}

std::string outcome_text(const Outcome& outcome, Color to_move)
{
    const std::string winner =
        outcome.winner == Color::Empty
            ? demo::say("a draw", "引き分け")
            : demo::say("{0} wins", "{0}の勝ち", {demo::player_name(outcome.winner)});
    return demo::say("Black {0}, White {1}, margin {2}: {3}; for {4} (who moved first) {5}",
                     "黒 {0}、白 {1}、差 {2}：{3}。先に打った{4}から見た結果は {5}",
                     {std::to_string(outcome.black), std::to_string(outcome.white),
                      demo::signed_number(outcome.margin), winner, demo::player_name(to_move),
                      demo::signed_number(outcome.result)});
}

std::string rate_text(const PlayoutStats& stats, Color to_move)
{
    return demo::say("{0} playouts: {1} wins {2}, draws {3}, win rate {4}, 95% interval [{5}, {6}]",
                     "プレイアウト {0} 回：{1}の勝ち {2}、引き分け {3}、勝率 {4}、"
                     "95%信頼区間 [{5}, {6}]",
                     {std::to_string(stats.playouts), demo::player_name(to_move),
                      std::to_string(stats.wins), std::to_string(stats.draws),
                      demo::fixed(stats.win_rate, 3), demo::fixed(stats.interval.low, 3),
                      demo::fixed(stats.interval.high, 3)});
}

// The ownership map as percentages, with the board's coordinates.
std::string ownership_table(const Geometry& geometry, const std::vector<double>& ownership)
{
    if (ownership.size() != static_cast<std::size_t>(geometry.cells()))
        return demo::say("(the ownership map has {0} values, not {1})\n",
                         "（所有率マップの値が {0} 個あります。{1} 個のはずです）\n",
                         {std::to_string(ownership.size()), std::to_string(geometry.cells())});
    std::ostringstream out;
    out << demo::say("ownership in percent (+100: Black's in every playout, -100: White's)",
                     "所有率（パーセント。+100：すべてのプレイアウトで黒のもの、-100：白のもの）")
        << "\n    ";
    for (int x = 1; x <= geometry.width; ++x) out << "    " << gtp_column_letter(x);
    out << "\n";
    for (int y = 1; y <= geometry.height; ++y) {
        char row[16];
        std::snprintf(row, sizeof row, "%2d", geometry.height - y + 1);
        out << row << "  ";
        for (int x = 1; x <= geometry.width; ++x) {
            char cell[16];
            std::snprintf(cell, sizeof cell, " %+4d",
                          static_cast<int>(std::lround(
                              100 * ownership[static_cast<std::size_t>(geometry.point(x, y))])));
            out << cell;
        }
        out << "\n";
    }
    return out.str();
}

// The map as marks on the board: X/x mostly Black's, O/o mostly White's, + contested.
std::map<Point, std::string> ownership_marks(const Board& board,
                                             const std::vector<double>& ownership)
{
    std::map<Point, std::string> marks;
    if (ownership.size() != static_cast<std::size_t>(board.geometry().cells())) return marks;
    for (Point p : board.points()) {
        const double v = ownership[static_cast<std::size_t>(p)];
        marks[p] = v >= 0.6 ? "X" : v >= 0.2 ? "x" : v > -0.2 ? "+" : v > -0.6 ? "o" : "O";
    }
    return marks;
}

// For a JSON trace: the map as labels, each point's ownership in tenths, -10 to +10 (the
// player's labels have room for three characters, not for a percentage).
std::map<Point, std::string> ownership_labels(const Board& board,
                                              const std::vector<double>& ownership)
{
    std::map<Point, std::string> labels;
    if (ownership.size() != static_cast<std::size_t>(board.geometry().cells())) return labels;
    for (Point p : board.points()) {
        const long tenths = std::lround(10 * ownership[static_cast<std::size_t>(p)]);
        labels[p] = (tenths > 0 ? "+" : "") + std::to_string(tenths);
    }
    return labels;
}

void show_playout(demo::Stepper& stepper, const Board& start, Color to_move, std::uint64_t seed,
                  int cap, double komi)
{
    Rng rng(seed);
    const Playout playout = play_playout(start, to_move, rng, cap);
    Board board = start;
    Color color = to_move;
    stepper.step(demo::say("the start position, {0} to move", "開始局面。{0}の番です",
                           {demo::player_name(to_move)}),
                 board);
    for (std::size_t i = 0; i < playout.moves.size(); ++i) {
        const Point move = playout.moves[i];
        std::map<Point, std::string> marks;
        const Board before = board;
        board.play(color, move);
        for (Point p : board.points())
            if (before.at(p) != Color::Empty && board.at(p) == Color::Empty) marks[p] = "*";
        if (move != kPass) marks[move] = "!";
        stepper.step(demo::say("move {0}: {1} {2}",
                               move == kPass ? "{0}手目：{1}がパス" : "{0}手目：{1} {2}",
                               {std::to_string(i + 1), demo::player_name(color),
                                to_gtp_vertex(board.geometry(), move)}),
                     board, marks);
        color = opponent(color);
    }
    const Outcome outcome = playout_outcome(playout.final_board, to_move, komi);
    std::ostringstream komi_text;
    komi_text << komi;
    stepper.note(demo::say(
        "the playout is over ({0} moves); counted with komi {1}: {2}",
        "プレイアウトが終わりました（{0} 手）。コミ {1} で数えると：{2}",
        {std::to_string(playout.moves.size()), komi_text.str(), outcome_text(outcome, to_move)}));
}

void show_playouts(demo::Stepper& stepper, const Board& start, Color to_move, std::uint64_t seed,
                   int cap, double komi, int count)
{
    // run_playouts with the same seed and n playouts plays the first n of the full run, so
    // growing n shows the same run filling in.
    for (int n = 1; n < count; n = n < 10 ? n + 1 : n * 2) {
        const PlayoutStats stats = run_playouts(start, to_move, komi, n, seed, cap);
        if (stepper.json()) // the labels are the map: no table in the caption
            stepper.step(rate_text(stats, to_move) + "\n" +
                             demo::say("labels: the ownership in tenths (+10: Black's in every "
                                       "playout, -10: White's in every playout, 0: contested)",
                                       "ラベル：10分の1単位の所有率（+10：すべてのプレイアウトで"
                                       "黒のもの、-10：すべてのプレイアウトで白のもの、0："
                                       "争いになっている点）"),
                         start, ownership_labels(start, stats.ownership));
        else
            stepper.step(
                rate_text(stats, to_move) + "\n" +
                    ownership_table(start.geometry(), stats.ownership) +
                    demo::say("marks: X/x mostly Black's, O/o mostly White's, + contested",
                              "印：X/x ほぼ黒のもの、O/o ほぼ白のもの、+ 争いになっている点"),
                start, ownership_marks(start, stats.ownership));
    }
}

// Times `count` playouts from `start` (seeds seed, seed + 1, ...) on three boards that play
// the same moves: the engine's Board (your play_playout), the engine's FastBoard (the engine's
// own playout, engine/go/playout.hpp, on the board lessons 8 and 12 use), and the WalkBoard (your
// walk_playout).
void bench(const Board& start, Color to_move, std::uint64_t seed, int cap, int count)
{
    using Clock = std::chrono::steady_clock;
    const auto seconds_since = [](Clock::time_point t) {
        return std::chrono::duration<double>(Clock::now() - t).count();
    };
    std::size_t engine_moves = 0, fast_moves = 0, walk_moves = 0;
    auto t = Clock::now();
    for (int i = 0; i < count; ++i) {
        Rng rng(seed + static_cast<std::uint64_t>(i));
        engine_moves += play_playout(start, to_move, rng, cap).moves.size();
    }
    const double engine_s = seconds_since(t);
    t = Clock::now();
    const FastBoard fast_start(start);
    for (int i = 0; i < count; ++i) {
        Rng rng(seed + static_cast<std::uint64_t>(i));
        FastBoard fast = fast_start; // it never takes a move back: each playout on a copy
        fast_moves += static_cast<std::size_t>(playout(fast, to_move, rng, cap, 0).moves);
    }
    const double fast_s = seconds_since(t);
    t = Clock::now();
    for (int i = 0; i < count; ++i) {
        Rng rng(seed + static_cast<std::uint64_t>(i));
        WalkBoard walk = WalkBoard::from(start);
        walk_moves += walk_playout(walk, to_move, rng, cap).size();
    }
    const double walk_s = seconds_since(t);
    std::cout << demo::say("{0} playouts of {1}x{2}, {3} first, seeds {4} to {5}",
                           "{1}x{2} でプレイアウト {0} 回、{3}が先、シード {4} 〜 {5}",
                           {std::to_string(count), std::to_string(start.width()),
                            std::to_string(start.height()), demo::player_name(to_move),
                            std::to_string(seed),
                            std::to_string(seed + static_cast<std::uint64_t>(count) - 1)})
              << "\n";
    // One line a board, the numbers in columns: the names padded to the widest's width (a
    // Japanese character takes two columns).
    const std::vector<std::string> names = {
        demo::say("engine FastBoard (pseudo-liberties):", "エンジンの FastBoard（擬似ダメ）："),
        demo::say("engine Board (incremental strings):", "エンジンの Board（連を逐次更新）："),
        demo::say("WalkBoard (recursive walks):", "WalkBoard（再帰でたどる）：")};
    std::size_t widest = 0;
    for (const std::string& name : names) widest = std::max(widest, display_width(name));
    const auto line = [&](const std::string& name, double seconds, std::size_t moves) {
        char s[32], rate[32];
        std::snprintf(s, sizeof s, "%8.3f", seconds);
        std::snprintf(rate, sizeof rate, "%9.0f", count / seconds);
        std::cout << "  " << name << std::string(widest + 1 - display_width(name), ' ')
                  << demo::say("{0} s, {1} playouts/s, {2} moves", "{0} 秒、{1} 回/秒、{2} 手",
                               {s, rate, std::to_string(moves)})
                  << "\n";
    };
    line(names[0], fast_s, fast_moves);
    line(names[1], engine_s, engine_moves);
    line(names[2], walk_s, walk_moves);
    std::cout << demo::say("  the WalkBoard is {0} times slower than Board, Board {1} times "
                           "slower than the FastBoard",
                           "  WalkBoard は Board の {0} 倍、Board は FastBoard の {1} 倍の時間が"
                           "かかります",
                           {demo::fixed(walk_s / engine_s, 1), demo::fixed(engine_s / fast_s, 1)})
              << "\n";
    if (walk_moves != fast_moves || engine_moves != fast_moves)
        std::cout << demo::say("  (the boards played different numbers of moves: check tasks 1 "
                               "and 4)",
                               "  （盤によって打った手数が違います。課題 1 と課題 4 を確かめて"
                               "ください）")
                  << "\n";
}

} // namespace

int main(int argc, char** argv)
{
    CLI::App app{demo::say("Lesson 7: playouts. Random games to the end from a position, "
                           "counted; the win rate and ownership map of many.",
                           "第7課：プレイアウト。ある局面から終局までランダムに打って数えます。"
                           "多数のプレイアウトから勝率と所有率マップを求めます。")};
    demo::Mode mode = demo::Mode::Plain;
    demo::add_mode_options(app, mode);
    int size = 9;
    std::string position;
    std::string diagram;
    std::string first = "black";
    std::uint64_t seed = 1;
    int max_moves = -1;
    double komi = 6.5;
    int playouts = 200;
    bool run_bench = false;
    app.add_option("--size", size,
                   demo::say("Size of the empty board (default 9)", "空の盤の大きさ（既定は 9）"))
        ->check(CLI::Range(1, 19));
    auto* named =
        app.add_option("--position", position,
                       demo::say("A test position to start from", "開始局面にするテスト局面"))
            ->check(CLI::IsMember({"two-living-groups", "middle-game-5x5"}));
    app.add_option("--diagram", diagram,
                   demo::say("Start from the position of a text diagram FILE",
                             "盤面図のテキストファイル FILE の局面から始めます"))
        ->excludes(named);
    app.add_option("--first", first,
                   demo::say("Who moves first: black or white (default black)",
                             "先に打つ側：black（黒）または white（白）（既定は black）"))
        ->check(CLI::IsMember({"black", "white"}));
    app.add_option("--seed", seed,
                   demo::say("Seed of the random numbers (default 1)", "乱数のシード（既定は 1）"));
    app.add_option(
           "--max-moves", max_moves,
           demo::say("Move cap (default: the area + 200)", "手数の上限（既定は盤の点の数 + 200）"))
        ->check(CLI::NonNegativeNumber);
    app.add_option("--komi", komi,
                   demo::say("Komi for White (default 6.5)", "白のコミ（既定は 6.5）"));
    app.add_option("--playouts", playouts,
                   demo::say("How many playouts for the win rate (default 200)",
                             "勝率を求めるプレイアウトの回数（既定は 200）"))
        ->check(CLI::Range(1, 1000000));
    app.add_flag("--bench", run_bench,
                 demo::say("Time the same playouts on the engine's FastBoard and Board and the "
                           "WalkBoard",
                           "同じプレイアウトをエンジンの FastBoard と Board、そして WalkBoard "
                           "の上で計時します"));
    CLI11_PARSE(app, argc, argv);

    try {
        Board start(size);
        if (!position.empty()) start = parse_diagram(kPositions.at(position));
        if (!diagram.empty()) start = demo::read_diagram_file(diagram);
        const Color to_move = first == "white" ? Color::White : Color::Black;
        const int cap = max_moves < 0 ? default_move_cap(start) : max_moves;
        if (run_bench) {
            bench(start, to_move, seed, cap, playouts);
            return 0;
        }
        demo::Stepper stepper(mode);
        stepper.describe(7,
                         demo::say("A playout move by move, then the win rate and the ownership "
                                   "map",
                                   "プレイアウトを1手ずつ、続いて勝率と所有率マップ"),
                         {{"!", trace::MarkKind::Move}, {"*", trace::MarkKind::Capture}});
        if (stepper.showing()) {
            stepper.note(stepper.json()
                             ? demo::say("triangle: the move just played, cross: the stones it "
                                         "captured; then the win rate and the ownership map as "
                                         "the playouts run",
                                         "三角：いま打った手、バツ：その手で取った石。続いて、"
                                         "プレイアウトを重ねるにつれて変わる勝率と所有率マップ")
                             : demo::say("marks: ! the move just played, * the stones it captured",
                                         "印：! いま打った手、* その手で取った石"));
            show_playout(stepper, start, to_move, seed, cap, komi);
            show_playouts(stepper, start, to_move, seed, cap, komi, playouts);
        } else {
            Rng rng(seed);
            const Playout playout = play_playout(start, to_move, rng, cap);
            std::ostringstream komi_text;
            komi_text << komi;
            std::cout << demo::say("one playout, {0} first, seed {1}: {2} moves: {3}",
                                   "プレイアウト 1 回（{0}が先、シード {1}）：{2} 手：{3}",
                                   {demo::player_name(to_move), std::to_string(seed),
                                    std::to_string(playout.moves.size()),
                                    move_list(start.geometry(), playout.moves)})
                      << "\n"
                      << print_diagram(playout.final_board)
                      << demo::say("komi {0}: ", "コミ {0}：", {komi_text.str()})
                      << outcome_text(playout_outcome(playout.final_board, to_move, komi), to_move)
                      << "\n\n";
        }
        const PlayoutStats stats = run_playouts(start, to_move, komi, playouts, seed, cap);
        if (stepper.json()) { // the last frame: the whole run; the trace is the whole output
            stepper.step(rate_text(stats, to_move) + demo::say(" (all of them)", "（これで全部）"),
                         start, ownership_labels(start, stats.ownership));
            stepper.finish();
            return 0;
        }
        std::cout << rate_text(stats, to_move) << "\n"
                  << ownership_table(start.geometry(), stats.ownership);
        return 0;
    } catch (const std::exception& error) {
        std::cerr << "lesson07: " << demo::error_words(error) << "\n";
        return 1;
    }
}
