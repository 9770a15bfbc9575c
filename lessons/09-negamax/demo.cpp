// Lesson 9's demo: game-tree search. Plain, it runs your minimax, NegaMax, alpha-beta and
// improved alpha-beta on Russell and Norvig's tree and on tic-tac-toe and prints each value
// and node count beside the engine's, then solves the 2x2 Go board with your solve_go. With
// --step or --trace it walks through your alpha-beta on a tree (Russell and Norvig's, or
// --tree FILE), one visit at a time: the window, the value, the cut-offs. --solve WxH solves
// one Go board; --record FILE writes your alpha-beta's record of the tree (trace.hpp's format);
// --trace --format json writes the steps with the tree so far, for the book's player.
// `stonelab run 9` runs it on your code, `stonelab run 9 --solution` on the reference.
#include "negamax.hpp"
#include "trace.hpp"

#include "engine/base/parse_error.hpp"
#include "engine/search/game_tree.hpp"
#include "lessons/demo_support.hpp"
#include "lessons/not_implemented.hpp"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>

using namespace stonelab;
using namespace stonelab::lesson09;

namespace {

// Russell and Norvig's two-ply tree (docs/trees/russell-norvig.tree).
const char* const kRussellNorvig =
    "(a1:(b1:3 b2:12 b3:8) a2:(c1:2 c2:4 c3:6) a3:(d1:14 d2:5 d3:2))";

// The largest Go board --solve accepts: bigger ones do not finish without a table.
constexpr int kMaxSolvePoints = 5;

// A tree file's text, at most search::kMaxTreeBytes long.
std::string read_tree_file(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::runtime_error("cannot read " + path);
    std::string text(search::kMaxTreeBytes + 1, '\0');
    in.read(text.data(), static_cast<std::streamsize>(text.size()));
    text.resize(static_cast<std::size_t>(in.gcount()));
    if (text.size() > search::kMaxTreeBytes)
        throw std::runtime_error(path + " is longer than " + std::to_string(search::kMaxTreeBytes) +
                                 " bytes, the most a tree file may hold");
    search::parse_game_tree(text); // a clear error with line and column, before any search
    return text;
}

std::string row(const std::string& what, const SearchStats& yours,
                const search::SearchResult& engine)
{
    std::ostringstream line;
    line << "  " << what << ": value " << yours.value << ", " << yours.nodes
         << " nodes (engine: value " << engine.value << ", " << engine.nodes << " nodes)";
    if (yours.value != engine.value || yours.nodes != engine.nodes) line << "  <- differs";
    return line.str();
}

// Your four searches on one game, beside the engine's.
void compare(const std::string& title, const GameSpec& spec)
{
    std::cout << title << "\n";
    const auto game = make_game(spec);
    const auto engine = [&](search::Algorithm algorithm) {
        const auto fresh = make_game(spec);
        return search::run_search(algorithm, *fresh, {});
    };
    std::cout << row("minimax   ", minimax(spec, kNoDepthLimit), engine(search::Algorithm::Minimax))
              << "\n"
              << row("NegaMax   ", negamax(spec, kNoDepthLimit), engine(search::Algorithm::Negamax))
              << "\n";
    const Value limit = game->max_value();
    std::cout << row("alpha-beta", alpha_beta(spec, kNoDepthLimit, -limit, limit, false).stats,
                     engine(search::Algorithm::AlphaBetaFailSoft))
              << "\n";
}

// The tree of the JSON trace's frame `upto`: the positions visited so far (visit i is node
// i), with the window they were entered with, the value of every one the search has left
// and of the one just visited, and the moves a cut-off left out; `final`: the whole search,
// its best line marked.
std::vector<trace::TreeNode> tree_so_far(const std::vector<Visit>& visits, std::size_t upto,
                                         bool final)
{
    const auto is_prefix = [](const std::vector<std::string>& a,
                              const std::vector<std::string>& b) {
        return a.size() <= b.size() && std::equal(a.begin(), a.end(), b.begin());
    };
    std::map<std::vector<std::string>, int> id_of;
    std::vector<trace::TreeNode> nodes, cuts;
    int next_cut_id = static_cast<int>(visits.size());
    for (std::size_t i = 0; i <= upto; ++i) {
        const Visit& visit = visits[i];
        trace::TreeNode node;
        node.id = static_cast<int>(i);
        if (!visit.path.empty()) {
            node.parent = id_of.at({visit.path.begin(), visit.path.end() - 1});
            node.move = visit.path.back();
        }
        node.note = "[" + bound_text(visit.alpha) + ", " + bound_text(visit.beta) + "]";
        // Left already: a later visit is outside its subtree (or this is the last frame).
        const bool left = final || i == upto || !is_prefix(visit.path, visits[upto].path);
        if (left) node.value = visit.value;
        node.kind = i == upto && !final ? trace::NodeKind::Current : trace::NodeKind::Normal;
        id_of[visit.path] = node.id;
        nodes.push_back(node);
        if (!left) continue;
        for (const std::string& move : visit.pruned) {
            trace::TreeNode cut;
            cut.id = next_cut_id++;
            cut.parent = node.id;
            cut.move = move;
            cut.kind = trace::NodeKind::Cut;
            cuts.push_back(cut);
        }
    }
    nodes.insert(nodes.end(), cuts.begin(), cuts.end()); // after their searched siblings
    if (final) { // the best line: from the root, the first child whose value gives the parent's
        for (std::size_t at = 0; at < nodes.size();) {
            nodes[at].kind = trace::NodeKind::Pv;
            std::size_t next = nodes.size();
            for (std::size_t child = 0; child < nodes.size() && next == nodes.size(); ++child)
                if (nodes[child].parent == nodes[at].id && nodes[child].value &&
                    -*nodes[child].value == *nodes[at].value)
                    next = child;
            at = next;
        }
    }
    return nodes;
}

// The record of a search as frames of a JSON trace, one visit per frame, then the result.
void record_frames(demo::Stepper& stepper, const std::vector<Visit>& visits)
{
    for (std::size_t i = 0; i < visits.size(); ++i) {
        trace::Frame frame;
        frame.tree = tree_so_far(visits, i, false);
        frame.caption = "step " + std::to_string(i + 1) + ": " + visit_line(visits[i]);
        if (!visits[i].pruned.empty())
            frame.caption += "   <- beta cut-off: these moves are never searched";
        stepper.frame(std::move(frame));
    }
    if (visits.empty()) return;
    trace::Frame last;
    last.tree = tree_so_far(visits, visits.size() - 1, true);
    last.caption = "the search returns " + std::to_string(visits.front().value) +
                   " for the side to move at the root; the best line is marked";
    stepper.frame(std::move(last));
}

// The record of a search, one visit per step, indented by depth.
void show_record(demo::Mode mode, const std::vector<Visit>& visits)
{
    demo::Stepper stepper(mode);
    stepper.describe(9, "Alpha-beta, one visit at a time", {});
    if (stepper.json()) {
        stepper.note("each frame: the positions entered so far, with the window [alpha, beta] "
                     "they were entered with (in the view of the side to move) and, once the "
                     "search has left them, the value they returned; greyed moves were cut off");
        record_frames(stepper, visits);
        stepper.finish();
        return;
    }
    stepper.note("each step: a position entered with its window [alpha, beta] (in the view of "
                 "the side to move), and the value it returned when the search left it");
    int step = 0;
    for (const Visit& visit : visits) {
        std::ostringstream text;
        text << "step " << ++step << ": " << std::string(2 * visit.path.size(), ' ')
             << visit_line(visit);
        if (!visit.pruned.empty()) text << "   <- beta cut-off: these moves are never searched";
        stepper.note(text.str());
        if (mode == demo::Mode::Step) {
            std::cout << "[Enter: next step, q: run to the end] " << std::flush;
            std::string answer;
            if (!std::getline(std::cin, answer) || answer == "q") mode = demo::Mode::Trace;
        }
    }
}

void solve(const std::string& board)
{
    int width = 0, height = 0;
    char x = 0;
    std::istringstream in(board);
    if (!(in >> width >> x >> height) || x != 'x' || !in.eof() || width < 1 || height < 1 ||
        width * height > kMaxSolvePoints)
        throw std::runtime_error("--solve takes WxH with at most " +
                                 std::to_string(kMaxSolvePoints) + " points (1x1 to 1x5, 2x2): '" +
                                 board + "'");
    const GoSolution solution = solve_go(width, height);
    std::cout << "Go on " << width << "x" << height
              << " (area scoring, no komi, positional superko): value " << solution.value
              << " for Black, " << solution.nodes << " nodes\nperfect play:";
    for (const std::string& move : solution.line) std::cout << " " << move;
    std::cout << "\nfinal value " << solution.line_value << "\n";
}

} // namespace

int main(int argc, char** argv)
{
    CLI::App app{"Lesson 9: minimax, NegaMax and alpha-beta on your code"};
    demo::Mode mode = demo::Mode::Plain;
    demo::add_mode_options(app, mode);
    std::string tree_file, solve_board, record_file;
    app.add_option(
        "--tree", tree_file,
        "Step through alpha-beta on this tree FILE (engine/search/game_tree.hpp's format)");
    app.add_option("--solve", solve_board, "Solve the empty Go board WxH (1x1 to 1x5, 2x2)");
    app.add_option("--record", record_file,
                   "Write your alpha-beta's record of the tree to FILE (trace.hpp's format)");
    CLI11_PARSE(app, argc, argv);

    try {
        if (!solve_board.empty()) {
            solve(solve_board);
            return 0;
        }
        const GameSpec tree =
            tree_game(tree_file.empty() ? std::string(kRussellNorvig) : read_tree_file(tree_file));
        if (mode != demo::Mode::Plain || !record_file.empty()) {
            const AlphaBetaResult result =
                alpha_beta(tree, kNoDepthLimit, -kInfinity, kInfinity, true);
            if (!record_file.empty()) {
                std::ofstream out(record_file, std::ios::binary);
                out << "# lesson 9 alpha-beta record: path | [alpha, beta] | value [leaf] | "
                       "pruned moves\n"
                    << visits_text(result.visits);
                if (!out) throw std::runtime_error("cannot write " + record_file);
                // Beside a JSON trace, stdout holds the trace alone.
                (mode == demo::Mode::Json ? std::cerr : std::cout)
                    << "wrote " << result.visits.size() << " visits to " << record_file << "\n";
            }
            if (mode != demo::Mode::Plain) show_record(mode, result.visits);
            if (mode == demo::Mode::Json) return 0; // the trace is the whole output
            std::cout << "value " << result.stats.value << " for the first player, "
                      << result.stats.nodes << " nodes, " << result.stats.leaves << " leaves\n";
            return 0;
        }
        compare(tree_file.empty() ? "Russell and Norvig's tree" : tree_file, tree);
        compare("tic-tac-toe from the empty board", tic_tac_toe());
        const GameCensus census = count_games(tic_tac_toe());
        std::cout << "  census: " << census.nodes << " positions, " << census.games << " games ("
                  << census.first_wins << " won by X, " << census.second_wins << " by O, "
                  << census.draws << " drawn)\n";
        GameSpec plain = tic_tac_toe();
        plain.order = MoveOrder::Plain;
        std::cout << "tic-tac-toe in plain order, alpha-beta improved:\n";
        const std::pair<const char*, Improvements> combinations[] = {{"none    ", {false, false}},
                                                                     {"ordering", {true, false}},
                                                                     {"table   ", {false, true}},
                                                                     {"both    ", {true, true}}};
        for (const auto& [name, how] : combinations) {
            const SearchStats stats = alpha_beta_improved(plain, kNoDepthLimit, how);
            std::cout << "  " << name << ": value " << stats.value << ", " << stats.nodes
                      << " nodes, " << stats.table_hits << " table hits\n";
        }
        solve("2x2");
        return 0;
    } catch (const NotImplemented& error) {
        std::cerr << "lesson09: " << error.what() << "\n";
        return 1;
    } catch (const ParseError& error) {
        std::cerr << "lesson09: " << tree_file << ": " << error.what() << "\n";
        return 1;
    } catch (const std::exception& error) {
        std::cerr << "lesson09: " << error.what() << "\n";
        return 1;
    }
}
