// Lesson 8's demo: Monte Carlo move choice. Plain, it runs primitive Monte Carlo (your
// primitive_monte_carlo) on a position and prints the win rate of every candidate on the
// board, then UCT (your uct_search) and its report (your analysis_report). With --step or
// --trace it shows the win rates filling in as the playouts run, then the UCT tree growing
// playout by playout, the newest nodes marked.
// `stonelab run 8` runs it on your code, `stonelab run 8 --solution` on the reference.
#include "monte_carlo.hpp"

#include "engine/formats/diagram.hpp"
#include "engine/go/game.hpp"
#include "engine/go/monte_carlo.hpp"
#include "lessons/demo_support.hpp"
#include "lessons/not_implemented.hpp"
#include "lessons/tree_trace.hpp"
#include "tests/support/positions.hpp"

#include <CLI/CLI.hpp>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <map>
#include <sstream>
#include <string>

using namespace stonelab;
using namespace stonelab::lesson08;

namespace {

// Two of the tests' positions, for `--position` (tests/support/positions.hpp; tests/08-
// monte-carlo/monte_carlo_data.hpp says why D3 decides the race).
const std::map<std::string, const char*> kPositions = {
    {"race", test::kRace.diagram},
    {"opening", test::kOpening.diagram},
};

const char* name_of(Color color) { return color == Color::Black ? "Black" : "White"; }

// A win rate as one character on the board: its tenth, 0 to 9, and * for 100%.
std::string decile(double rate)
{
    const int tenth = static_cast<int>(rate * 10);
    return tenth >= 10 ? "*" : std::to_string(std::max(tenth, 0));
}

std::string choice_text(const Geometry& geometry, const MonteCarloChoice& choice, Color color)
{
    std::ostringstream out;
    char line[96];
    out << "candidates (move, wins, draws, win rate for " << name_of(color) << "):\n";
    int column = 0;
    for (const CandidateValue& c : choice.candidates) {
        std::snprintf(line, sizeof line, "  %-4s %3d %2d %.3f",
                      to_gtp_vertex(geometry, c.move).c_str(), c.wins, c.draws, c.win_rate);
        out << line << (++column % 4 == 0 ? "\n" : "");
    }
    if (column % 4 != 0) out << "\n";
    std::snprintf(line, sizeof line, "%.3f", choice.win_rate);
    out << "the choice: " << to_gtp_vertex(geometry, choice.move) << ", win rate " << line;
    return out.str();
}

std::map<Point, std::string> rate_marks(const MonteCarloChoice& choice)
{
    std::map<Point, std::string> marks;
    for (const CandidateValue& c : choice.candidates) marks[c.move] = decile(c.win_rate);
    if (choice.move != kPass) marks[choice.move] = "!";
    return marks;
}

// The visited part of the tree, one node a line, indented by depth; a node that had no visit
// in the last picture (`visits_before`, by index) is new and marked with '+'.
void tree_text(std::ostringstream& out, const Tree& tree, const Geometry& geometry, int node,
               int depth, int max_depth, const std::vector<int>& visits_before)
{
    for (int child : tree.nodes[static_cast<std::size_t>(node)].children) {
        const Node& n = tree.nodes[static_cast<std::size_t>(child)];
        if (n.visits == 0) continue;
        char line[128];
        std::snprintf(line, sizeof line, "%s%c %s %s: %d visits, win rate %.2f\n",
                      std::string(static_cast<std::size_t>(4 * depth), ' ').c_str(),
                      static_cast<std::size_t>(child) >= visits_before.size() ||
                              visits_before[static_cast<std::size_t>(child)] == 0
                          ? '+'
                          : ' ',
                      name_of(n.player), to_gtp_vertex(geometry, n.move).c_str(), n.visits,
                      win_rate(n));
        out << line;
        if (depth < max_depth)
            tree_text(out, tree, geometry, child, depth + 1, max_depth, visits_before);
    }
}

// The root and its visited children as a JSON trace's tree: a child's visits and win rate
// for the player who made its move; the most visited child is `pv`, a new one `current`.
std::vector<trace::TreeNode> json_tree(const Tree& tree, const Geometry& geometry,
                                       const std::vector<int>& visits_before)
{
    return demo::root_children_tree(
        tree, geometry, most_visited(tree, 0), visits_before,
        [](const Node& n, trace::TreeNode& node) { node.win_rate = win_rate(n); });
}

void show_primitive(demo::Stepper& stepper, const Board& start, Color color, double komi,
                    std::uint64_t seed, int playouts)
{
    stepper.note("primitive Monte Carlo: the same playouts after every candidate; each point "
                 "shows its win rate for " +
                 std::string(name_of(color)) + " in tenths (0-9, * for 100%), ! the best so far");
    for (int n = 1; n <= playouts; n = n < playouts && n * 2 > playouts ? playouts : n * 2) {
        Rng rng(seed);
        const MonteCarloChoice choice = primitive_monte_carlo(start, color, komi, rng, n);
        stepper.step(std::to_string(n) + " playouts per candidate\n" +
                         choice_text(start.geometry(), choice, color),
                     start, rate_marks(choice));
        if (n == playouts) break;
    }
}

void show_uct(demo::Stepper& stepper, const Board& start, Color color, double komi,
              std::uint64_t seed, const lesson08::UctOptions& options)
{
    stepper.note("UCT: each playout walks down the tree by UCB1, may add a node's children, "
                 "plays out and backs up; + marks nodes visited for the first time");
    // uct_search with the same seed and n playouts makes the first n of the full search, so
    // growing n shows the same tree growing.
    std::vector<int> visits_before;
    for (int n = 1; n <= options.playouts;) {
        lesson08::UctOptions now = options;
        now.playouts = n;
        Rng rng(seed);
        const Tree tree = uct_search(start, color, komi, rng, now);
        std::ostringstream text;
        text << n << (n == 1 ? " playout, " : " playouts, ") << tree.nodes.size()
             << " nodes in the tree\n";
        tree_text(text, tree, start.geometry(), 0, 0, 1, visits_before);
        std::map<Point, std::string> marks;
        const int best = most_visited(tree, 0);
        if (best > 0) marks[tree.nodes[static_cast<std::size_t>(best)].move] = "!";
        stepper.step(text.str() + "! the most visited move", start, marks);
        stepper.attach_tree(json_tree(tree, start.geometry(), visits_before));
        visits_before.clear();
        for (const Node& node : tree.nodes) visits_before.push_back(node.visits);
        if (n == options.playouts) break;
        n = n < 12 ? n + 1 : std::min(n * 2, options.playouts);
    }
}

// Times the same searches twice: your code (primitive_monte_carlo, uct_search) and the
// engine's players (engine/go/monte_carlo.hpp), which play the same playouts on the same board
// and keep the tree in a flat array. Prints the playouts per second of each.
void bench(const Board& start, Color color, double komi, std::uint64_t seed, int per_candidate,
           const lesson08::UctOptions& options)
{
    using Clock = std::chrono::steady_clock;
    const auto seconds_since = [](Clock::time_point t) {
        return std::chrono::duration<double>(Clock::now() - t).count();
    };
    const Game game(start, Rules{KoRule::Simple, komi}, color);
    Rng rng(seed);
    auto t = Clock::now();
    const MonteCarloChoice choice = primitive_monte_carlo(start, color, komi, rng, per_candidate);
    const double yours_primitive = seconds_since(t);
    const double primitive_playouts = static_cast<double>(choice.candidates.size()) * per_candidate;
    Rng engine_rng(seed);
    t = Clock::now();
    const Point engine_choice = primitive_monte_carlo_move(game, color, engine_rng, per_candidate);
    const double engine_primitive = seconds_since(t);
    Rng uct_rng(seed);
    t = Clock::now();
    const Tree tree = uct_search(start, color, komi, uct_rng, options);
    const double yours_uct = seconds_since(t);
    stonelab::UctOptions engine_options;
    engine_options.playouts = options.playouts;
    engine_options.exploration = options.exploration;
    engine_options.expand_after = options.expand_after;
    Rng engine_uct_rng(seed);
    t = Clock::now();
    const UctResult engine_uct = stonelab::uct_search(game, color, engine_uct_rng, engine_options);
    const double engine_uct_s = seconds_since(t);
    const int best = most_visited(tree, 0);
    const Geometry& g = start.geometry();
    std::printf("%dx%d, %s to move, seed %llu\n", start.width(), start.height(), name_of(color),
                static_cast<unsigned long long>(seed));
    std::printf("  primitive Monte Carlo, %.0f playouts: yours %9.0f playouts/s (%s), the "
                "engine's %9.0f playouts/s (%s)\n",
                primitive_playouts, primitive_playouts / yours_primitive,
                to_gtp_vertex(g, choice.move).c_str(), primitive_playouts / engine_primitive,
                to_gtp_vertex(g, engine_choice).c_str());
    std::printf("  UCT, %d playouts:                  yours %9.0f playouts/s (%s), the "
                "engine's %9.0f playouts/s (%s)\n",
                options.playouts, options.playouts / yours_uct,
                best > 0 ? to_gtp_vertex(g, tree.nodes[static_cast<std::size_t>(best)].move).c_str()
                         : "none",
                options.playouts / engine_uct_s, to_gtp_vertex(g, engine_uct.move).c_str());
}

} // namespace

int main(int argc, char** argv)
{
    CLI::App app{"Lesson 8: Monte Carlo. Primitive Monte Carlo's win rates on the board, then "
                 "a UCT tree growing playout by playout."};
    demo::Mode mode = demo::Mode::Plain;
    demo::add_mode_options(app, mode);
    std::string position = "race";
    std::string diagram;
    int size = 0;
    std::string first = "black";
    std::uint64_t seed = 1;
    double komi = 3.5;
    int per_candidate = 30;
    lesson08::UctOptions options;
    options.playouts = 300;
    auto* named = app.add_option("--position", position, "A test position (default race)")
                      ->check(CLI::IsMember({"race", "opening"}));
    auto* file = app.add_option("--diagram", diagram, "Start from the position of a diagram FILE")
                     ->excludes(named);
    app.add_option("--size", size, "Start from the empty board of this size instead")
        ->check(CLI::Range(1, 19))
        ->excludes(named)
        ->excludes(file);
    app.add_option("--first", first, "Who is to move: black or white (default black)")
        ->check(CLI::IsMember({"black", "white"}));
    app.add_option("--seed", seed, "Seed of the random numbers (default 1)");
    app.add_option("--komi", komi, "Komi for White (default 3.5)");
    app.add_option("--per-candidate", per_candidate,
                   "Primitive Monte Carlo's playouts per candidate (default 30)")
        ->check(CLI::Range(1, 100000));
    app.add_option("--playouts", options.playouts, "UCT's playouts (default 300)")
        ->check(CLI::Range(1, 1000000));
    app.add_option("--exploration", options.exploration, "UCB1's constant C (default 1)")
        ->check(CLI::Range(0.0, 100.0));
    app.add_option("--expand-after", options.expand_after,
                   "Visits before a leaf gets children (default 2)")
        ->check(CLI::Range(0, 1000000));
    bool run_bench = false;
    app.add_flag("--bench", run_bench,
                 "Time your primitive Monte Carlo and UCT beside the engine's players");
    CLI11_PARSE(app, argc, argv);

    try {
        Board start = parse_diagram(kPositions.at(position));
        if (size > 0) start = Board(size);
        if (!diagram.empty()) start = demo::read_diagram_file(diagram);
        const Color color = first == "white" ? Color::White : Color::Black;
        if (run_bench) {
            bench(start, color, komi, seed, per_candidate, options);
            return 0;
        }
        demo::Stepper stepper(mode);
        stepper.describe(8, "Monte Carlo: primitive Monte Carlo's win rates, then UCT's tree",
                         {{"!", trace::MarkKind::Choose}});
        if (stepper.showing()) {
            show_primitive(stepper, start, color, komi, seed, per_candidate);
            show_uct(stepper, start, color, komi, seed, options);
        }
        if (stepper.json()) { // the trace is the whole output
            stepper.finish();
            return 0;
        }
        std::cout << print_diagram(start) << name_of(color) << " to move, komi " << komi << "\n\n";
        Rng rng(seed);
        const MonteCarloChoice choice =
            primitive_monte_carlo(start, color, komi, rng, per_candidate);
        DiagramOptions marked;
        marked.marks = rate_marks(choice);
        std::cout << "primitive Monte Carlo, " << per_candidate
                  << " playouts per candidate (win rates in tenths, ! the choice):\n"
                  << print_diagram(start, marked) << choice_text(start.geometry(), choice, color)
                  << "\n\n";
        Rng uct_rng(seed);
        const Tree tree = uct_search(start, color, komi, uct_rng, options);
        const int best = most_visited(tree, 0);
        std::cout << "UCT, " << options.playouts << " playouts, " << tree.nodes.size()
                  << " nodes; the most visited move: "
                  << (best > 0 ? to_gtp_vertex(start.geometry(),
                                               tree.nodes[static_cast<std::size_t>(best)].move)
                               : std::string("none"))
                  << "\n"
                  << analysis_report(tree, start.geometry());
        return 0;
    } catch (const NotImplemented& error) {
        std::cerr << "lesson08: " << error.what() << "\n";
        return 1;
    } catch (const std::exception& error) {
        std::cerr << "lesson08: " << error.what() << "\n";
        return 1;
    }
}
