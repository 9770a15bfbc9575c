// Lesson 12's demo: RAVE and the playout policy. Plain, it runs your rave_search on a position
// and prints the root's moves with their own and AMAF statistics, then one playout of your
// policy_playout. With --step or --trace it shows the blended values filling in on the board
// as the simulations run, then the policy's playout move by move, each move named by the rule
// that could have chosen it. Then what the player decides: pass, resign, time, dead stones.
// --trace --format json writes the steps for the book's player, with the root's children
// (visits, own win rate, AMAF and blended values) as a tree beside the board.
// With --gtp it is your player on GTP (your gtp_answer), for a GUI or `stonelab match`.
// `stonelab run 12` runs it on your code, `stonelab run 12 --solution` on the reference.
#include "capstone.hpp"

#include "engine/formats/diagram.hpp"
#include "engine/formats/gtp.hpp"
#include "lessons/demo_support.hpp"
#include "lessons/not_implemented.hpp"
#include "lessons/tree_trace.hpp"
#include "tests/support/positions.hpp"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <map>
#include <sstream>
#include <string>

using namespace stonelab;
using namespace stonelab::lesson12;

namespace {

// The tests' semeai (tests/support/positions.hpp, tests/12-capstone/capstone_data.hpp): White's
// two stones in Black's side have one liberty, D3, which decides the game for whoever plays it.
const char* const kRace = test::kRace.diagram;

constexpr const char* kLegend =
    "marks: the blended value of each root move in tenths (* for 1); then the playout: ! the "
    "move just played, + the other moves of the rule that chose it, x the stones captured";
constexpr const char* kJsonLegend =
    "first RAVE: labels the blended value of each root move in tenths (10: every simulation "
    "won), the tree the root's visited moves with their own win rate and, under it, their AMAF "
    "rate (green: the most visited, yellow: first visited in this step). Then the policy's "
    "playout: triangle the move just played, circles the other moves of the rule that chose it, "
    "crosses the stones captured";

const char* name_of(Color color) { return color == Color::Black ? "Black" : "White"; }

// A value in [0, 1] as one character: its tenth, 0 to 9, * for 1 or more.
std::string decile(double value)
{
    if (!(value < 1)) return "*";
    return std::to_string(std::clamp(static_cast<int>(value * 10), 0, 9));
}

// A value in [0, 1] in tenths, 0 to 10: a JSON trace's label has room for two characters.
std::string tenths(double value)
{
    return std::to_string(std::clamp(static_cast<int>(value * 10), 0, 10));
}

// The root and its visited children as a JSON trace's tree: visits and own win rate for the
// player of the move, the AMAF rate in the note (short: the player writes it under the node);
// the most visited child is `pv`, a child visited for the first time since the last picture
// `current`.
std::vector<trace::TreeNode> json_tree(const RaveTree& tree, const Geometry& geometry,
                                       const std::vector<int>& visits_before)
{
    int best = -1; // the demo's own choice: most_visited is task 3, this trace is task 1's
    for (int c : tree.nodes.front().children)
        if (best < 0 || tree.nodes[static_cast<std::size_t>(c)].visits >
                            tree.nodes[static_cast<std::size_t>(best)].visits)
            best = c;
    return demo::root_children_tree(
        tree, geometry, best, visits_before, [](const RaveNode& n, trace::TreeNode& node) {
            node.win_rate = std::clamp(win_rate(n), 0.0, 1.0);
            if (n.amaf_visits > 0)
                node.note = "AMAF " + std::to_string(std::lround(100 * amaf_rate(n))) + "%";
        });
}

void show_rave(demo::Stepper& stepper, const Board& start, Color color, double komi,
               std::uint64_t seed, const RaveOptions& options)
{
    const int steps = std::min(options.playouts, 12);
    std::vector<int> visits_before;
    for (int step = 1; step <= steps; ++step) {
        RaveOptions some = options;
        some.playouts = step * options.playouts / steps; // the same search, stopped sooner
        Rng rng(seed);
        const RaveTree tree = rave_search(start, color, komi, rng, some);
        std::map<Point, std::string> marks;
        for (int c : tree.nodes[0].children) {
            const RaveNode& child = tree.nodes[static_cast<std::size_t>(c)];
            if (child.move != kPass && (child.visits > 0 || child.amaf_visits > 0)) {
                const double value = rave_value(child, options.equivalence);
                marks[child.move] = stepper.json() ? tenths(value) : decile(value);
            }
        }
        stepper.step("after " + std::to_string(some.playouts) +
                         " simulations: the blended "
                         "value of each root move, in tenths",
                     start, marks);
        stepper.attach_tree(json_tree(tree, start.geometry(), visits_before));
        visits_before.clear();
        for (const RaveNode& node : tree.nodes) visits_before.push_back(node.visits);
    }
}

// Which rule could have chosen a move, and the moves that rule had to choose from.
struct Rule {
    std::string name;
    std::vector<Point> moves; ///< the rule's list (empty for a pass or a random move)
};

// The first rule whose list holds `move`.
Rule rule_of(const Board& board, Color color, Point move)
{
    const auto holds = [move](const std::vector<Point>& moves) {
        return std::find(moves.begin(), moves.end(), move) != moves.end();
    };
    if (move == kPass) return {"a pass", {}};
    if (auto moves = capture_moves(board, color); holds(moves)) return {"a capture", moves};
    if (auto moves = escape_moves(board, color); holds(moves))
        return {"an escape from atari", moves};
    if (auto moves = pattern_moves(board, color); holds(moves))
        return {"a shape of the table", moves};
    return {"a random move", {}};
}

void show_policy(demo::Stepper& stepper, const Board& start, Color color, std::uint64_t seed,
                 const PolicyOptions& options)
{
    Board board = start;
    Rng rng(seed);
    int passes = 0;
    for (int move = 1; passes < 2 && move <= 3 * board.geometry().area(); ++move) {
        const Point p = policy_move(board, color, rng, options);
        const Rule rule = rule_of(board, color, p);
        const Board before = board;
        board.play(color, p);
        passes = p == kPass ? passes + 1 : 0;
        std::map<Point, std::string> marks;
        for (Point q : rule.moves) marks[q] = "+";
        for (Point q : board.points())
            if (before.at(q) != Color::Empty && board.at(q) == Color::Empty) marks[q] = "x";
        if (p != kPass) marks[p] = "!";
        stepper.step("move " + std::to_string(move) + ": " + name_of(color) + " " +
                         to_gtp_vertex(board.geometry(), p) + ", " + rule.name,
                     board, marks);
        color = opponent(color);
    }
}

// The player on GTP: the demo answers what every GUI asks first, your gtp_answer the rest.
int serve_gtp(const RaveOptions& search)
{
    GtpPlayer player;
    player.search = search;
    const std::string commands = "protocol_version\nname\nversion\nknown_command\n"
                                 "list_commands\nquit\nplay\ngenmove\ntime_settings\n"
                                 "time_left\nfinal_status_list\nfinal_score\nboardsize\n"
                                 "clear_board\nkomi";
    for (std::string line; std::getline(std::cin, line);) {
        std::istringstream words(line);
        std::string first, command, argument;
        words >> first;
        std::string id;
        if (!first.empty() && std::isdigit(static_cast<unsigned char>(first[0]))) {
            id = first;
            words >> command;
        } else {
            command = first;
        }
        words >> argument;
        if (command.empty()) continue;
        std::string answer;
        if (command == "protocol_version")
            answer = gtp_response(true, id, "2");
        else if (command == "name")
            answer = gtp_response(true, id, "Stonelab lesson 12");
        else if (command == "version")
            answer = gtp_response(true, id, "1");
        else if (command == "list_commands")
            answer = gtp_response(true, id, commands);
        else if (command == "known_command")
            answer = gtp_response(true, id,
                                  ("\n" + commands + "\n").find("\n" + argument + "\n") !=
                                          std::string::npos
                                      ? "true"
                                      : "false");
        else if (command == "quit") {
            std::cout << gtp_response(true, id, "") << std::flush;
            return 0;
        } else
            answer = gtp_answer(player, line);
        std::cout << answer << std::flush;
    }
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    CLI::App app{"Lesson 12: RAVE's blended values filling in, then a playout of the policy."};
    demo::Mode mode = demo::Mode::Plain;
    demo::add_mode_options(app, mode);
    std::string diagram;
    int size = 0;
    std::string first = "black";
    std::uint64_t seed = 1;
    double komi = 3.5;
    RaveOptions options;
    options.playouts = 300;
    options.equivalence = 50;
    PolicyOptions policy;
    bool gtp = false;
    app.add_flag("--gtp", gtp, "Be a GTP engine: your gtp_answer on standard input and output");
    auto* file = app.add_option("--diagram", diagram,
                                "Start from the position of a diagram FILE (default: a race)");
    app.add_option("--size", size, "Start from the empty board of this size instead")
        ->check(CLI::Range(1, 19))
        ->excludes(file);
    app.add_option("--first", first, "Who is to move: black or white (default black)")
        ->check(CLI::IsMember({"black", "white"}));
    app.add_option("--seed", seed, "Seed of the random numbers (default 1)");
    app.add_option("--komi", komi, "Komi for White (default 3.5)");
    app.add_option("--playouts", options.playouts, "RAVE's simulations (default 300)")
        ->check(CLI::Range(1, 1000000));
    app.add_option("--equivalence", options.equivalence,
                   "RAVE's k: the visits at which beta is 1/2 (default 50)")
        ->check(CLI::Range(0.001, 1e9));
    app.add_option("--expand-after", options.expand_after,
                   "Visits before a leaf gets children (default 2)")
        ->check(CLI::Range(0, 1000000));
    app.add_option("--capture", policy.capture_percent, "The capture rule's percent (default 100)")
        ->check(CLI::Range(0, 100));
    app.add_option("--escape", policy.escape_percent, "The escape rule's percent (default 100)")
        ->check(CLI::Range(0, 100));
    app.add_option("--pattern", policy.pattern_percent, "The shape rule's percent (default 100)")
        ->check(CLI::Range(0, 100));
    CLI11_PARSE(app, argc, argv);

    try {
        if (gtp) return serve_gtp(options);
        Board start = parse_diagram(kRace);
        if (size > 0) start = Board(size);
        if (!diagram.empty()) start = demo::read_diagram_file(diagram);
        const Color color = first == "white" ? Color::White : Color::Black;
        demo::Stepper stepper(mode);
        stepper.describe(12, "RAVE's blended values filling in, then a playout of the policy",
                         {{"!", trace::MarkKind::Move},
                          {"+", trace::MarkKind::Candidate},
                          {"x", trace::MarkKind::Capture}});
        if (stepper.showing()) {
            stepper.note(stepper.json() ? kJsonLegend : kLegend);
            show_rave(stepper, start, color, komi, seed, options);
            show_policy(stepper, start, color, seed, policy);
        }
        if (stepper.json()) { // the trace is the whole output
            stepper.finish();
            return 0;
        }
        std::cout << print_diagram(start) << name_of(color) << " to move, komi " << komi << "\n\n";
        Rng rng(seed);
        const RaveTree tree = rave_search(start, color, komi, rng, options);
        std::cout << "RAVE, " << options.playouts << " simulations, k = " << options.equivalence
                  << ", " << tree.nodes.size() << " nodes; the root's moves, most visited first:\n"
                  << "  move  visits win-rate  amaf-visits amaf-rate  blended\n";
        std::vector<int> children = tree.nodes[0].children;
        std::stable_sort(children.begin(), children.end(), [&](int a, int b) {
            return tree.nodes[static_cast<std::size_t>(a)].visits >
                   tree.nodes[static_cast<std::size_t>(b)].visits;
        });
        for (int c : children) {
            const RaveNode& n = tree.nodes[static_cast<std::size_t>(c)];
            if (n.visits == 0) continue;
            std::printf("  %-5s %6d %8.3f  %11d %9.3f  %7.3f\n",
                        to_gtp_vertex(start.geometry(), n.move).c_str(), n.visits, win_rate(n),
                        n.amaf_visits, amaf_rate(n), rave_value(n, options.equivalence));
        }
        const DecisionOptions decisions;
        std::printf("\nwhat the player decides:\n  passing is %s (the area count as it stands)\n"
                    "  %s (threshold %.2f after %d simulations)\n"
                    "  with 300 s of main time left: %.1f s for this move (%d moves to come)\n",
                    passing_is_safe(start, color, komi) ? "safe" : "not safe",
                    should_resign(tree, decisions) ? "resign" : "play on",
                    decisions.resign_threshold, decisions.resign_min_playouts,
                    time_for_move(300, 0, moves_left(start)), moves_left(start));
        Rng owner_rng(seed);
        const std::vector<double> owner = ownership(start, color, komi, owner_rng, 100);
        const std::vector<Point> dead = dead_stones(start, owner, decisions.dead_threshold);
        std::printf("  dead stones by 100 playouts' ownership:");
        for (Point p : dead) std::printf(" %s", to_gtp_vertex(start.geometry(), p).c_str());
        std::printf("%s\n  the final score without them: %+g\n", dead.empty() ? " none" : "",
                    final_score(start, dead, komi));
        Rng playout_rng(seed);
        const Playout playout = policy_playout(start, color, komi, playout_rng, policy);
        std::printf("\none playout of the policy: %zu moves, margin %+g for Black\n",
                    playout.moves.size(), playout.margin);
        return 0;
    } catch (const NotImplemented& error) {
        std::cerr << "lesson12: " << error.what() << "\n";
        return 1;
    } catch (const std::exception& error) {
        std::cerr << "lesson12: " << error.what() << "\n";
        return 1;
    }
}
