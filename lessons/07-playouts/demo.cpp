// Lesson 7's demo: playouts. Plain, it plays one seeded playout (your play_playout) and
// prints its moves, final position and outcome (your playout_outcome), then runs many
// playouts (your run_playouts) and prints the win rate, its Wilson interval and the ownership
// map. With --step or --trace it shows the playout move by move, then the win rate and the
// map filling in as the playouts run; --trace --format json writes those steps for the book's
// player (the ownership in tenths as labels). With --bench it times the same playouts on the
// engine's FastBoard, on the engine's Board (your play_playout) and on the WalkBoard (your
// walk_playout). `stonelab run 7` runs it on your code, `stonelab run 7 --solution` on the
// reference.
#include "playouts.hpp"

#include "engine/formats/diagram.hpp"
#include "engine/go/fast_board.hpp"
#include "engine/go/playout.hpp"
#include "lessons/demo_support.hpp"
#include "lessons/not_implemented.hpp"

#include <CLI/CLI.hpp>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <map>
#include <sstream>
#include <string>

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

const char* name_of(Color color) { return color == Color::Black ? "Black" : "White"; }

std::string move_list(const Geometry& geometry, const std::vector<Point>& moves)
{
    std::string text;
    for (Point move : moves) text += (text.empty() ? "" : " ") + to_gtp_vertex(geometry, move);
    return text;
}

std::string outcome_text(const Outcome& outcome, Color to_move)
{
    char text[200];
    std::snprintf(text, sizeof text,
                  "Black %d, White %d, margin %+g: %s; for %s (who moved "
                  "first) %+d",
                  outcome.black, outcome.white, outcome.margin,
                  outcome.winner == Color::Empty
                      ? "a draw"
                      : (std::string(name_of(outcome.winner)) + " wins").c_str(),
                  name_of(to_move), outcome.result);
    return text;
}

std::string rate_text(const PlayoutStats& stats, Color to_move)
{
    char text[200];
    std::snprintf(text, sizeof text,
                  "%d playouts: %s wins %d, draws %d, win rate %.3f, 95%% interval [%.3f, %.3f]",
                  stats.playouts, name_of(to_move), stats.wins, stats.draws, stats.win_rate,
                  stats.interval.low, stats.interval.high);
    return text;
}

// The ownership map as percentages, with the board's coordinates.
std::string ownership_table(const Geometry& geometry, const std::vector<double>& ownership)
{
    if (ownership.size() != static_cast<std::size_t>(geometry.cells()))
        return "(the ownership map has " + std::to_string(ownership.size()) + " values, not " +
               std::to_string(geometry.cells()) + ")\n";
    std::ostringstream out;
    out << "ownership in percent (+100: Black's in every playout, -100: White's)\n    ";
    for (int x = 1; x <= geometry.width; ++x) out << "    " << gtp_column_letter(x);
    out << "\n";
    for (int y = 1; y <= geometry.height; ++y) {
        char row[16];
        std::snprintf(row, sizeof row, "%2d  ", geometry.height - y + 1);
        out << row;
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
    stepper.step("the start position, " + std::string(name_of(to_move)) + " to move", board);
    for (std::size_t i = 0; i < playout.moves.size(); ++i) {
        const Point move = playout.moves[i];
        std::map<Point, std::string> marks;
        const Board before = board;
        board.play(color, move);
        for (Point p : board.points())
            if (before.at(p) != Color::Empty && board.at(p) == Color::Empty) marks[p] = "*";
        if (move != kPass) marks[move] = "!";
        stepper.step("move " + std::to_string(i + 1) + ": " + name_of(color) + " " +
                         to_gtp_vertex(board.geometry(), move),
                     board, marks);
        color = opponent(color);
    }
    const Outcome outcome = playout_outcome(playout.final_board, to_move, komi);
    std::ostringstream note;
    note << "the playout is over (" << playout.moves.size() << " moves); counted with komi " << komi
         << ": " << outcome_text(outcome, to_move);
    stepper.note(note.str());
}

void show_playouts(demo::Stepper& stepper, const Board& start, Color to_move, std::uint64_t seed,
                   int cap, double komi, int count)
{
    // run_playouts with the same seed and n playouts plays the first n of the full run, so
    // growing n shows the same run filling in.
    for (int n = 1; n < count; n = n < 10 ? n + 1 : n * 2) {
        const PlayoutStats stats = run_playouts(start, to_move, komi, n, seed, cap);
        if (stepper.json()) // the labels are the map: no table in the caption
            stepper.step(rate_text(stats, to_move) +
                             "\nlabels: the ownership in tenths (+10: Black's in every "
                             "playout, -10: White's in every playout, 0: contested)",
                         start, ownership_labels(start, stats.ownership));
        else
            stepper.step(rate_text(stats, to_move) + "\n" +
                             ownership_table(start.geometry(), stats.ownership) +
                             "marks: X/x mostly Black's, O/o mostly White's, + contested",
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
    std::printf("%d playouts of %dx%d, %s first, seeds %llu to %llu\n", count, start.width(),
                start.height(), name_of(to_move), static_cast<unsigned long long>(seed),
                static_cast<unsigned long long>(seed + static_cast<std::uint64_t>(count) - 1));
    std::printf("  engine FastBoard (pseudo-liberties): %8.3f s, %9.0f playouts/s, %zu moves\n",
                fast_s, count / fast_s, fast_moves);
    std::printf("  engine Board (incremental strings):  %8.3f s, %9.0f playouts/s, %zu moves\n",
                engine_s, count / engine_s, engine_moves);
    std::printf("  WalkBoard (recursive walks):         %8.3f s, %9.0f playouts/s, %zu moves\n",
                walk_s, count / walk_s, walk_moves);
    std::printf("  the WalkBoard is %.1f times slower than Board, Board %.1f times slower than "
                "the FastBoard\n",
                walk_s / engine_s, engine_s / fast_s);
    if (walk_moves != fast_moves || engine_moves != fast_moves)
        std::printf("  (the boards played different numbers of moves: check tasks 1 and 4)\n");
}

} // namespace

int main(int argc, char** argv)
{
    CLI::App app{"Lesson 7: playouts. Random games to the end from a position, counted; the "
                 "win rate and ownership map of many."};
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
    app.add_option("--size", size, "Size of the empty board (default 9)")->check(CLI::Range(1, 19));
    auto* named = app.add_option("--position", position, "A test position to start from")
                      ->check(CLI::IsMember({"two-living-groups", "middle-game-5x5"}));
    app.add_option("--diagram", diagram, "Start from the position of a text diagram FILE")
        ->excludes(named);
    app.add_option("--first", first, "Who moves first: black or white (default black)")
        ->check(CLI::IsMember({"black", "white"}));
    app.add_option("--seed", seed, "Seed of the random numbers (default 1)");
    app.add_option("--max-moves", max_moves, "Move cap (default: the area + 200)")
        ->check(CLI::NonNegativeNumber);
    app.add_option("--komi", komi, "Komi for White (default 6.5)");
    app.add_option("--playouts", playouts, "How many playouts for the win rate (default 200)")
        ->check(CLI::Range(1, 1000000));
    app.add_flag("--bench", run_bench,
                 "Time the same playouts on the engine's FastBoard and Board and the WalkBoard");
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
        stepper.describe(7, "A playout move by move, then the win rate and the ownership map",
                         {{"!", trace::MarkKind::Move}, {"*", trace::MarkKind::Capture}});
        if (stepper.showing()) {
            stepper.note(stepper.json()
                             ? "triangle: the move just played, cross: the stones it captured; "
                               "then the win rate and the ownership map as the playouts run"
                             : "marks: ! the move just played, * the stones it captured");
            show_playout(stepper, start, to_move, seed, cap, komi);
            show_playouts(stepper, start, to_move, seed, cap, komi, playouts);
        } else {
            Rng rng(seed);
            const Playout playout = play_playout(start, to_move, rng, cap);
            std::cout << "one playout, " << name_of(to_move) << " first, seed " << seed << ": "
                      << playout.moves.size()
                      << " moves: " << move_list(start.geometry(), playout.moves) << "\n"
                      << print_diagram(playout.final_board) << "komi " << komi << ": "
                      << outcome_text(playout_outcome(playout.final_board, to_move, komi), to_move)
                      << "\n\n";
        }
        const PlayoutStats stats = run_playouts(start, to_move, komi, playouts, seed, cap);
        if (stepper.json()) { // the last frame: the whole run; the trace is the whole output
            stepper.step(rate_text(stats, to_move) + " (all of them)", start,
                         ownership_labels(start, stats.ownership));
            stepper.finish();
            return 0;
        }
        std::cout << rate_text(stats, to_move) << "\n"
                  << ownership_table(start.geometry(), stats.ownership);
        return 0;
    } catch (const NotImplemented& error) {
        std::cerr << "lesson07: " << error.what() << "\n";
        return 1;
    } catch (const std::exception& error) {
        std::cerr << "lesson07: " << error.what() << "\n";
        return 1;
    }
}
