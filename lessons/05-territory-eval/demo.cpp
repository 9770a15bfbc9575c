// Lesson 5's demo: seed 000's territory map of a position and the move its evaluation picks.
//
//   stonelab run 5 [--step | --trace [--format json]] -- [FILE] [--rule cancel|majority]
//                  [--color black|white]
//
// FILE is a text diagram (see engine/formats/diagram.hpp); without it the demo uses an opening on
// 9x9. `--step` and `--trace` show the influence spreading: each stone's diamond of
// distance 3 is added in turn, and the map so far is drawn after each one. `--trace --format
// json` writes those steps for the book's player, then the whole map with its evaluation and
// the delta of every legal move (labels) with the move chosen. Every sentence is written in
// English and Japanese side by side (demo::say); `stonelab run` picks the student's language.
#include "territory_eval.hpp"

#include "lessons/demo_support.hpp"
#include "lessons/not_implemented.hpp"

#include "engine/formats/diagram.hpp"

#include <fstream>
#include <iostream>
#include <sstream>

using namespace stonelab;
using namespace stonelab::lesson05;

namespace {

const char* const kOpening = R"(
. . . . . . . . .
. . . . . . O . .
. . X . . . . . .
. . . . . . . . .
. . . . . . . O .
. . . . . . . . .
. . X . . . O . .
. . . . X . . . .
. . . . . . . . .
)";

/// The experiment the rule is, in words.
std::string rule_words(InfluenceRule rule)
{
    return rule == InfluenceRule::Cancel ? demo::say("experiment 1, cancel", "実験1、打ち消し")
                                         : demo::say("experiment 2, majority", "実験2、多数決");
}

/// The map drawn on the board: `x` Black's territory, `o` White's.
std::map<Point, std::string> territory_marks(const Board& board, const TerritoryMap& map)
{
    std::map<Point, std::string> marks;
    for (Point p : board.points()) {
        if (board.at(p) != Color::Empty) continue;
        if (map.at(p) == Color::Black) marks[p] = "x";
        if (map.at(p) == Color::White) marks[p] = "o";
    }
    return marks;
}

/// The influence spreading: the stones are put on an empty board one at a time (raster
/// order), and the map of the stones so far is drawn after each.
void show_spreading(const Board& board, InfluenceRule rule, demo::Stepper& stepper)
{
    Board so_far(board.width(), board.height());
    for (Point p : board.points()) {
        if (board.at(p) == Color::Empty) continue;
        so_far.set_stone(p, board.at(p));
        auto marks = territory_marks(so_far, influence_map(so_far, rule));
        marks[p] = "*";
        stepper.step(demo::say("{0} stone at {1}{2} adds its reach",
                               "{1} の{0}石{2}が届く範囲を加えます",
                               {demo::colour_words(board.at(p)), to_gtp_vertex(board.geometry(), p),
                                stepper.json() ? "" : demo::say(" (*)", "（*）")}),
                     so_far, marks);
    }
}

std::string draw_deltas(const Board& board, const std::map<Point, int>& deltas)
{
    std::ostringstream out;
    const Geometry& g = board.geometry();
    for (int y = 1; y <= g.height; ++y) {
        out << (g.height - y + 1 < 10 ? " " : "") << g.height - y + 1 << " ";
        for (int x = 1; x <= g.width; ++x) {
            const auto found = deltas.find(g.point(x, y));
            std::string cell = found != deltas.end() ? std::to_string(found->second)
                               : board.at(g.point(x, y)) == Color::Empty ? "-"
                                                                         : "#";
            out << std::string(4 - std::min<std::size_t>(cell.size(), 3), ' ') << cell;
        }
        out << "\n";
    }
    out << "   ";
    for (int x = 1; x <= g.width; ++x) out << "   " << gtp_column_letter(x);
    return out.str() + "\n";
}

std::string move_name(const Board& board, Point move)
{
    return move == kPass ? std::string("pass") : to_gtp_vertex(board.geometry(), move);
}

/// The JSON trace's last two frames (the text modes print them): the whole map with its
/// evaluation, then the delta of every legal move with the move chosen.
void show_result(const Board& board, InfluenceRule rule, Color color, demo::Stepper& stepper)
{
    stepper.step(demo::say("the whole map: evaluation (Black minus White) {0}",
                           "盤全体の地のマップ。評価値（黒の地 − 白の地）：{0}",
                           {std::to_string(evaluate(board, rule))}),
                 board, territory_marks(board, influence_map(board, rule)));
    const MoveChoice choice = think_move(board, color, rule);
    trace::Frame frame;
    frame.board = board;
    for (const auto& [p, delta] : choice.deltas) frame.labels.push_back({p, std::to_string(delta)});
    if (choice.move != kPass) frame.marks.push_back({choice.move, trace::MarkKind::Choose});
    const std::string mover = demo::player_name(color);
    frame.caption = demo::say(
        "think_move: each legal move's delta (what the move gains for {0} "
        "in the evaluation); {0} plays {1} (delta {2})",
        choice.move == kPass ? "think_move：合法手ごとの差分（その手で{0}から見た評価値がどれだけ"
                               "良くなるか）。{0}はパスします（差分 {2}）"
                             : "think_move：合法手ごとの差分（その手で{0}から見た評価値がどれだけ"
                               "良くなるか）。{0}は {1} に打ちます（差分 {2}）",
        {mover, move_name(board, choice.move), std::to_string(choice.delta)});
    stepper.frame(std::move(frame));
}

int run(const Board& board, InfluenceRule rule, Color color, demo::Mode mode)
{
    demo::Stepper stepper(mode);
    stepper.describe(5,
                     demo::say("The territory map, stone by stone, and the move it chooses",
                               "石を一つずつ置いて描く地のマップと、それで選ぶ一手"),
                     {{"*", trace::MarkKind::Move}});
    if (stepper.json()) {
        stepper.note(demo::say(
            "the stones are added one at a time (triangle: the stone just added), each reaching "
            "every point within distance 3 ({0}); x: Black's territory so far, o: White's; the "
            "last frame: the delta of every legal move, the move chosen ringed in green",
            "石を一つずつ置きます（三角：いま置いた石）。どの石も距離 3 以内のすべての点に"
            "届きます（{0}）。x：そこまでの黒の地、o：白の地。最後のフレーム：すべての合法手の"
            "差分と、緑の輪で囲んだ選ばれた手",
            {rule_words(rule)}));
        show_spreading(board, rule, stepper);
        show_result(board, rule, color, stepper);
        stepper.finish();
        return 0;
    }
    show_spreading(board, rule, stepper);
    const TerritoryMap map = influence_map(board, rule);
    DiagramOptions options;
    options.marks = territory_marks(board, map);
    std::cout << demo::say("territory ({0}; x Black's, o White's):\n",
                           "地（{0}。x は黒の地、o は白の地）：\n", {rule_words(rule)})
              << print_diagram(board, options)
              << demo::say("evaluation (Black minus White): {0}\n\n",
                           "評価値（黒の地 − 白の地）：{0}\n\n",
                           {std::to_string(evaluate(board, rule))});
    const MoveChoice choice = think_move(board, color, rule);
    std::cout << demo::say("{0} plays {1} (delta {2})\n",
                           choice.move == kPass ? "{0}はパスします（差分 {2}）\n"
                                                : "{0}は {1} に打ちます（差分 {2}）\n",
                           {demo::colour_words(color), move_name(board, choice.move),
                            std::to_string(choice.delta)})
              << demo::say("delta of every legal move (# stone, - illegal):\n",
                           "すべての合法手の差分（# は石、- は非合法な点）：\n")
              << draw_deltas(board, choice.deltas);
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    CLI::App app(demo::say("Lesson 5: seed 000's territory map and the move its evaluation chooses",
                           "第5課：資料 000 の地のマップと、その評価値で選ぶ一手"));
    std::string file, rule_name = "majority", color_name_text = "black";
    demo::Mode mode = demo::Mode::Plain;
    app.add_option("file", file,
                   demo::say("A text diagram of the position (default: an opening on 9x9)",
                             "局面のテキストの盤面図（既定は 9路盤の序盤）"));
    app.add_option("--rule", rule_name,
                   demo::say("cancel (experiment 1) or majority (experiment 2)",
                             "cancel（実験1、打ち消し）または majority（実験2、多数決）"))
        ->check(CLI::IsMember({"cancel", "majority"}));
    app.add_option("--color", color_name_text,
                   demo::say("Who moves: black or white", "手番：black（黒）または white（白）"))
        ->check(CLI::IsMember({"black", "white"}));
    demo::add_mode_options(app, mode);
    CLI11_PARSE(app, argc, argv);
    try {
        std::string text = kOpening;
        if (!file.empty()) {
            std::ifstream in(file);
            if (!in)
                throw std::runtime_error(demo::say("cannot read {0}", "{0} を読めません", {file}));
            std::stringstream buffer;
            buffer << in.rdbuf();
            text = buffer.str();
        }
        const Board board = parse_diagram(text);
        return run(board, rule_name == "cancel" ? InfluenceRule::Cancel : InfluenceRule::Majority,
                   color_name_text == "white" ? Color::White : Color::Black, mode);
    } catch (const NotImplemented& e) {
        std::cerr << demo::error_words(e) << "\n";
        return 1;
    } catch (const std::exception& e) {
        std::cerr << "lesson05: " << e.what() << "\n";
        return 2;
    }
}
