// Lesson 5's demo: seed 000's territory map of a position and the move its evaluation picks.
//
//   stonelab run 5 [--step | --trace [--format json]] -- [FILE] [--rule cancel|majority]
//                  [--color black|white]
//
// FILE is a text diagram (see engine/formats/diagram.hpp); without it the demo uses an opening on
// 9x9. `--step` and `--trace` show the influence spreading: each stone's diamond of
// distance 3 is added in turn, and the map so far is drawn after each one. `--trace --format
// json` writes those steps for the book's player, then the whole map with its evaluation and
// the delta of every legal move (labels) with the move chosen.
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
        stepper.step(std::string(color_name(board.at(p))) + " stone at " +
                         to_gtp_vertex(board.geometry(), p) + (stepper.json() ? "" : " (*)") +
                         " adds its reach",
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
    stepper.step("the whole map: evaluation (Black minus White) " +
                     std::to_string(evaluate(board, rule)),
                 board, territory_marks(board, influence_map(board, rule)));
    const MoveChoice choice = think_move(board, color, rule);
    trace::Frame frame;
    frame.board = board;
    for (const auto& [p, delta] : choice.deltas) frame.labels.push_back({p, std::to_string(delta)});
    if (choice.move != kPass) frame.marks.push_back({choice.move, trace::MarkKind::Choose});
    const std::string mover = color == Color::Black ? "Black" : "White";
    frame.caption = "think_move: each legal move's delta (what the move gains for " + mover +
                    " in the evaluation); " + mover + " plays " + move_name(board, choice.move) +
                    " (delta " + std::to_string(choice.delta) + ")";
    stepper.frame(std::move(frame));
}

int run(const Board& board, InfluenceRule rule, Color color, demo::Mode mode)
{
    demo::Stepper stepper(mode);
    stepper.describe(5, "The territory map, stone by stone, and the move it chooses",
                     {{"*", trace::MarkKind::Move}});
    if (stepper.json()) {
        stepper.note(
            std::string("the stones are added one at a time (triangle: the stone just "
                        "added), each reaching every point within distance 3 (") +
            (rule == InfluenceRule::Cancel ? "experiment 1, cancel" : "experiment 2, majority") +
            "); x: Black's territory so far, o: White's; the last frame: the delta of "
            "every legal move, the move chosen ringed in green");
        show_spreading(board, rule, stepper);
        show_result(board, rule, color, stepper);
        stepper.finish();
        return 0;
    }
    show_spreading(board, rule, stepper);
    const TerritoryMap map = influence_map(board, rule);
    DiagramOptions options;
    options.marks = territory_marks(board, map);
    std::cout << "territory ("
              << (rule == InfluenceRule::Cancel ? "experiment 1, cancel" : "experiment 2, majority")
              << "; x Black's, o White's):\n"
              << print_diagram(board, options)
              << "evaluation (Black minus White): " << evaluate(board, rule) << "\n\n";
    const MoveChoice choice = think_move(board, color, rule);
    std::cout << color_name(color) << " plays " << move_name(board, choice.move) << " (delta "
              << choice.delta << ")\ndelta of every legal move (# stone, - illegal):\n"
              << draw_deltas(board, choice.deltas);
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    CLI::App app("Lesson 5: seed 000's territory map and the move its evaluation chooses");
    std::string file, rule_name = "majority", color_name_text = "black";
    demo::Mode mode = demo::Mode::Plain;
    app.add_option("file", file, "A text diagram of the position (default: an opening on 9x9)");
    app.add_option("--rule", rule_name, "cancel (experiment 1) or majority (experiment 2)")
        ->check(CLI::IsMember({"cancel", "majority"}));
    app.add_option("--color", color_name_text, "Who moves: black or white")
        ->check(CLI::IsMember({"black", "white"}));
    demo::add_mode_options(app, mode);
    CLI11_PARSE(app, argc, argv);
    try {
        std::string text = kOpening;
        if (!file.empty()) {
            std::ifstream in(file);
            if (!in) throw std::runtime_error("cannot read " + file);
            std::stringstream buffer;
            buffer << in.rdbuf();
            text = buffer.str();
        }
        const Board board = parse_diagram(text);
        return run(board, rule_name == "cancel" ? InfluenceRule::Cancel : InfluenceRule::Majority,
                   color_name_text == "white" ? Color::White : Color::Black, mode);
    } catch (const NotImplemented& e) {
        std::cerr << e.what() << "\n";
        return 1;
    } catch (const std::exception& e) {
        std::cerr << "lesson05: " << e.what() << "\n";
        return 2;
    }
}
