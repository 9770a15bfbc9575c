// Lesson 8's demo: Monte Carlo move choice. Plain, it runs primitive Monte Carlo (your
// primitive_monte_carlo) on a position and prints the win rate of every candidate on the
// board, then UCT (your uct_search) and its report (your analysis_report). With --step or
// --trace it shows the win rates filling in as the playouts run, then UCT simulation by
// simulation, run by your own select_child, expand, playout_result and backup: the selection
// with each child's UCB1, the expansion, the playout and the backup, each where it happens on
// the board; then says whether your uct_search grows the same tree, and goes on in strides
// with the tree two plies deep beside the board.
// `stonelab run 8` runs it on your code, `stonelab run 8 --solution` on the reference.
#include "monte_carlo.hpp"

#include "engine/formats/diagram.hpp"
#include "engine/go/fast_board.hpp"
#include "engine/go/game.hpp"
#include "engine/go/monte_carlo.hpp"
#include "engine/go/playout.hpp"
#include "engine/go/scoring.hpp"
#include "lessons/demo_support.hpp"
#include "lessons/not_implemented.hpp"
#include "tests/support/positions.hpp"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <limits>
#include <map>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

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

// `value` with `decimals` decimals; "inf" for an infinite UCB1 (a child never visited).
std::string fixed(double value, int decimals)
{
    if (std::isinf(value)) return value > 0 ? "inf" : "-inf";
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

std::string signed_int(int value) { return (value > 0 ? "+" : "") + std::to_string(value); }

// `text` with its lines broken between words to fit an 80-column terminal: the first line in
// `first` columns (a step's caption follows "step N: "), the others in kStepWidth.
std::string wrap(const std::string& text, std::size_t first = demo::kStepWidth)
{
    std::string out;
    std::size_t width = first;
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) {
        std::istringstream words(line);
        std::size_t column = 0;
        for (std::string word; words >> word;) {
            if (column > 0 && column + 1 + word.size() > width) {
                out += "\n";
                column = 0;
                width = demo::kStepWidth;
            }
            out += (column > 0 ? " " : "") + word;
            column += (column > 0 ? 1 : 0) + word.size();
        }
        out += "\n";
        width = demo::kStepWidth;
    }
    if (!out.empty()) out.pop_back();
    return out;
}

// A step, its caption wrapped in the terminal (the book's player wraps its own).
void show(demo::Stepper& stepper, demo::Step step)
{
    if (!stepper.json()) step.caption = wrap(step.caption, demo::kStepWidth - 10);
    stepper.show(step);
}

// A note, wrapped in the terminal.
void note(demo::Stepper& stepper, const std::string& text)
{
    stepper.note(stepper.json() ? text : wrap(text));
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

// ---- Primitive Monte Carlo: the win rates as the playouts per candidate double ----

// The candidates in two columns, to go beside the board: move, win rate, wins of playouts.
std::string candidate_table(const Geometry& geometry, const MonteCarloChoice& choice)
{
    std::ostringstream out;
    out << "move  rate  wins         move  rate  wins\n";
    const std::size_t half = (choice.candidates.size() + 1) / 2;
    for (std::size_t row = 0; row < half; ++row)
        for (std::size_t i : {row, row + half}) {
            if (i >= choice.candidates.size()) break;
            const CandidateValue& c = choice.candidates[i];
            std::string wins = std::to_string(c.wins) + "/" + std::to_string(c.playouts);
            if (c.draws > 0) wins += " +" + std::to_string(c.draws) + "d";
            char cell[64];
            std::snprintf(cell, sizeof cell, "%-4s %5.3f %-9s",
                          to_gtp_vertex(geometry, c.move).c_str(), c.win_rate, wins.c_str());
            out << cell << (i == row ? "    " : "\n");
        }
    if (choice.candidates.size() % 2 == 1) out << "\n";
    return out.str();
}

void show_primitive(demo::Stepper& stepper, const Board& start, Color color, double komi,
                    std::uint64_t seed, int playouts)
{
    const std::string who = name_of(color);
    note(stepper,
         "Primitive Monte Carlo: for every candidate move of " + who +
             ", play it, then the same number of random playouts; the win rate of the candidate is "
             "the share of them " +
             who + " won. Each step doubles the playouts per candidate. " +
             (stepper.json()
                  ? "Labels: each candidate's win rate in tenths (0-9, * for 100%); green "
                    "ring: the best so far."
                  : "Marks: each candidate's win rate in tenths (0-9, * for 100%), ! the "
                    "best so far; the table beside gives them exactly."));
    for (int n = 1; n <= playouts; n = n < playouts && n * 2 > playouts ? playouts : n * 2) {
        Rng rng(seed);
        const MonteCarloChoice choice = primitive_monte_carlo(start, color, komi, rng, n);
        const Geometry& g = start.geometry();
        std::ostringstream caption;
        caption << "primitive Monte Carlo, " << n << (n == 1 ? " playout" : " playouts")
                << " after each of the " << choice.candidates.size() << " candidates ("
                << n * static_cast<int>(choice.candidates.size()) << " in all): ";
        if (choice.move == kPass)
            caption << "no candidate, " << who << " passes";
        else
            caption << "the best is " << to_gtp_vertex(g, choice.move) << ", win rate "
                    << fixed(choice.win_rate, 3) << " for " << who;
        demo::Step step;
        step.board = start;
        step.marks = rate_marks(choice);
        step.beside = candidate_table(g, choice);
        step.beside_in_json = false; // the caption's spaces are not kept in the book
        step.caption = caption.str();
        if (stepper.json()) {
            std::string rates;
            for (const CandidateValue& c : choice.candidates)
                rates += (rates.empty() ? "" : ", ") + to_gtp_vertex(g, c.move) + " " +
                         fixed(c.win_rate, 2);
            step.caption += "\nwin rates: " + rates;
        }
        show(stepper, step);
        if (n == playouts) break;
    }
}

// ---- UCT, one simulation at a time ----
//
// The demo runs UCT's loop itself, the four steps of "UCT, exactly" one after the other, with
// your select_child, expand, playout_result and backup (and your win_rate and ucb1 for the
// values it shows), and shows each step where it happens. uct_search runs the same loop;
// after the steps, the demo says whether your uct_search grows the same tree.

// Everything one search needs: the start, its settings, the tree so far and the random
// numbers, drawn by the playouts only.
struct Search {
    Board start;
    Color color = Color::Black;
    double komi = 0;
    lesson08::UctOptions options;
    Tree tree;
    Rng rng{0};
    int simulations = 0; // done so far
    std::string intro;   // for the next step's caption (a JSON trace: how to read UCT's frames)
};

// A node of the tree, checked: a wrong index from a function being written stops the demo
// with a message instead of reading outside the tree.
const Node& node_at(const Tree& tree, int index)
{
    if (index < 0 || static_cast<std::size_t>(index) >= tree.nodes.size())
        throw std::runtime_error("node " + std::to_string(index) + " is not in the tree (" +
                                 std::to_string(tree.nodes.size()) + " nodes)");
    return tree.nodes[static_cast<std::size_t>(index)];
}

// A node named by the moves from the root to it: "the root", "D3", "D3 A5".
std::string line_name(const Tree& tree, const Geometry& g, const std::vector<int>& path,
                      std::size_t length)
{
    if (length <= 1) return "the root";
    std::string name;
    for (std::size_t i = 1; i < length; ++i)
        name += (i > 1 ? " " : "") + to_gtp_vertex(g, node_at(tree, path[i]).move);
    return name;
}

// The moves of the path on the board, numbered from the root: 1, 2, ...
std::map<Point, std::string> path_marks(const Tree& tree, const std::vector<int>& path)
{
    std::map<Point, std::string> marks;
    for (std::size_t i = 1; i < path.size(); ++i) {
        const Point move = node_at(tree, path[i]).move;
        if (move != kPass) marks[move] = std::to_string(i);
    }
    return marks;
}

// What the JSON frame's tree shows of a UCT tree: the nodes in `shown` and, down to `depth`
// plies, each node's most visited children, `per_node[d]` of them at depth d + 1 (all the
// visited ones if the list is shorter). The nodes of `current` are drawn as this step's (the
// simulation's path), those of `pv` as the best (the move UCT would play); `notes` go under
// some nodes, the others show their visits (n=...).
struct TreeView {
    int depth = 1;
    std::vector<std::size_t> per_node;
    std::set<int> shown;
    std::set<int> current;
    std::set<int> pv;
    std::map<int, std::string> notes;
};

void add_json_nodes(const Tree& tree, const Geometry& g, const TreeView& view, int parent,
                    int depth, std::vector<trace::TreeNode>& out)
{
    const Node& p = node_at(tree, parent);
    std::vector<int> visited;
    for (int child : p.children)
        if (node_at(tree, child).visits > 0) visited.push_back(child);
    std::stable_sort(visited.begin(), visited.end(), [&tree](int a, int b) {
        return node_at(tree, a).visits > node_at(tree, b).visits;
    });
    const std::size_t d = static_cast<std::size_t>(depth - 1);
    if (d < view.per_node.size() && visited.size() > view.per_node[d])
        visited.resize(view.per_node[d]);
    for (int child : p.children) { // in the order they were added: the order UCB1 reads them
        const bool top = depth <= view.depth &&
                         std::find(visited.begin(), visited.end(), child) != visited.end();
        if (!top && view.shown.count(child) == 0) continue;
        const Node& n = node_at(tree, child);
        trace::TreeNode node;
        node.id = child;
        node.parent = parent;
        node.move = to_gtp_vertex(g, n.move);
        node.visits = n.visits;
        if (n.visits > 0) node.win_rate = std::clamp(win_rate(n), 0.0, 1.0);
        const auto note = view.notes.find(child);
        node.note = note != view.notes.end() ? note->second : "n=" + std::to_string(n.visits);
        node.kind = view.current.count(child) ? trace::NodeKind::Current
                    : view.pv.count(child)    ? trace::NodeKind::Pv
                                              : trace::NodeKind::Normal;
        out.push_back(node);
        add_json_nodes(tree, g, view, child, depth + 1, out);
    }
}

// The JSON frame's tree (lessons/tree_trace.hpp draws the root's children only; UCT's tree
// is deeper).
std::vector<trace::TreeNode> json_tree(const Tree& tree, const Geometry& g, const TreeView& view)
{
    std::vector<trace::TreeNode> nodes(1);
    nodes.front().visits = node_at(tree, 0).visits;
    const auto root_note = view.notes.find(0);
    nodes.front().note = root_note != view.notes.end()
                             ? root_note->second
                             : "n=" + std::to_string(node_at(tree, 0).visits);
    nodes.front().kind = view.current.count(0) ? trace::NodeKind::Current : trace::NodeKind::Normal;
    add_json_nodes(tree, g, view, 0, 1, nodes);
    return nodes;
}

// The root's children that have a visit and the nodes of `path`, for the tree of a
// simulation's frames.
TreeView simulation_view(const Tree& tree, const std::vector<int>& path)
{
    TreeView view;
    view.depth = 1;
    view.shown.insert(path.begin(), path.end());
    view.current.insert(path.begin(), path.end());
    for (int node : path)
        for (int child : node_at(tree, node).children)
            if (node_at(tree, child).visits > 0) view.shown.insert(child);
    return view;
}

// 1. Selection at the last node of `path` (its position: `position`): every child's UCB1
// (your ucb1), the one your select_child chose marked.
void show_selection(demo::Stepper& stepper, Search& s, const std::vector<int>& path,
                    const Board& position, int chosen)
{
    const Geometry& g = position.geometry();
    const int parent = path.back();
    const Node& p = node_at(s.tree, parent);
    const double c = s.options.exploration;
    struct Row {
        int index;
        double rate, value;
    };
    std::vector<Row> rows;
    for (int child : p.children) {
        const Node& n = node_at(s.tree, child);
        rows.push_back({child, n.visits > 0 ? win_rate(n) : 0, ucb1(n, p.visits, c)});
    }
    // Largest first; equal values keep the tree's order, as select_child reads them.
    std::stable_sort(rows.begin(), rows.end(),
                     [](const Row& a, const Row& b) { return a.value > b.value; });
    const Node& best = node_at(s.tree, chosen);
    const std::string who = name_of(opponent(p.player));
    std::ostringstream caption;
    caption << "simulation " << s.simulations + 1 << ", 1. selection at "
            << line_name(s.tree, g, path, path.size()) << " (" << who << " to move, " << p.visits
            << (p.visits == 1 ? " visit" : " visits") << "): select_child chooses "
            << to_gtp_vertex(g, best.move) << ", the largest UCB1";
    if (!rows.empty() && rows.front().index != chosen)
        caption << "?\n(but " << to_gtp_vertex(g, node_at(s.tree, rows.front().index).move)
                << "'s is larger, or as large and earlier: is select_child right?)";
    caption << "\nUCB1 = win rate + C * sqrt(ln N / n), N = " << p.visits
            << " (this node's visits), n: the child's, C = " << fixed(c, 2)
            << (rows.front().value == std::numeric_limits<double>::infinity()
                    ? "; never visited: infinite, the first of those is tried"
                    : "");
    demo::Step step;
    step.board = position;
    step.marks = path_marks(s.tree, path);
    const std::size_t listed = std::min<std::size_t>(rows.size(), 8);
    std::ostringstream table;
    table << "move   n total  rate  UCB1\n";
    std::string json_values;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const Node& n = node_at(s.tree, rows[i].index);
        const std::string move = to_gtp_vertex(g, n.move);
        if (i < listed) {
            char line[96];
            std::snprintf(
                line, sizeof line, "%-4s %3d %5s %5s %5s%s\n", move.c_str(), n.visits,
                signed_int(n.total).c_str(), n.visits > 0 ? fixed(rows[i].rate, 2).c_str() : "-",
                fixed(rows[i].value, 2).c_str(), rows[i].index == chosen ? " <- chosen" : "");
            table << line;
            json_values += (i > 0 ? ", " : "") + move + " " +
                           (std::isinf(rows[i].value) ? "\u221e" : fixed(rows[i].value, 2));
        }
        if (n.move == kPass) continue;
        if (stepper.json()) // the values on the board; "?" in the terminal, the table beside
            step.marks[n.move] = std::isinf(rows[i].value) ? "\u221e" : fixed(rows[i].value, 1);
        else if (i < listed)
            step.marks[n.move] = "?";
    }
    if (rows.size() > listed)
        table << "(" << rows.size() - listed << " more, UCB1 " << fixed(rows[listed].value, 2)
              << " or less)\n";
    if (best.move != kPass) step.marks[best.move] = "!";
    step.beside = table.str();
    step.beside_in_json = false;
    if (stepper.json())
        caption << "\nUCB1, largest first: " << json_values
                << (rows.size() > listed ? ", ..." : "");
    if (!s.intro.empty()) {
        caption << "\n" << s.intro;
        s.intro.clear();
    }
    step.caption = caption.str();
    TreeView view = simulation_view(s.tree, path);
    for (const Row& row : rows) {
        view.shown.insert(row.index);
        view.notes[row.index] =
            "u=" + (std::isinf(row.value) ? std::string("\u221e") : fixed(row.value, 2));
    }
    view.current.insert(chosen);
    step.tree = json_tree(s.tree, g, view);
    show(stepper, step);
}

// 2. Expansion: your expand gave the leaf (`path`'s last node, at `position`) its children;
// your select_child took `chosen` among them.
void show_expansion(demo::Stepper& stepper, const Search& s, const std::vector<int>& path,
                    const Board& position, int visits, int chosen)
{
    const Geometry& g = position.geometry();
    const Node& leaf = node_at(s.tree, path.back());
    const std::string who = name_of(opponent(leaf.player));
    std::ostringstream caption;
    caption << "simulation " << s.simulations + 1 << ", 2. expansion: the walk left the tree at "
            << line_name(s.tree, g, path, path.size()) << ", which has " << visits
            << (visits == 1 ? " visit" : " visits") << " (expand_after = " << s.options.expand_after
            << "), so expand gives it " << leaf.children.size()
            << (leaf.children.size() == 1 ? " child, " : " children, ") << who
            << "'s moves (marked +); none has a visit, so select_child takes the first, "
            << to_gtp_vertex(g, node_at(s.tree, chosen).move) << " (marked !)";
    demo::Step step;
    step.caption = caption.str();
    step.board = position;
    step.marks = path_marks(s.tree, path);
    for (int child : leaf.children)
        if (node_at(s.tree, child).move != kPass) step.marks[node_at(s.tree, child).move] = "+";
    if (node_at(s.tree, chosen).move != kPass) step.marks[node_at(s.tree, chosen).move] = "!";
    std::vector<int> longer = path;
    longer.push_back(chosen);
    TreeView view = simulation_view(s.tree, longer);
    for (int child : leaf.children) {
        view.shown.insert(child);
        view.notes[child] = "new";
    }
    step.tree = json_tree(s.tree, g, view);
    show(stepper, step);
}

// What a playout did, replayed from the same random numbers with the engine's board for
// playouts (your playout_result tells only its result).
struct Replay {
    std::vector<Point> moves;
    Board final_board;
    bool two_passes = false;
    AreaScore score;
    std::uint64_t state_after = 0; // the Rng's state at the end
};

// engine/go/playout.hpp's loop, keeping the moves: lesson 7's playout, on a FastBoard as
// playout_result plays it, the same moves also played on a Board to draw the end.
Replay replay_playout(const Board& from, Color to_move, double komi, std::uint64_t state)
{
    Rng rng(state);
    FastBoard fast(from);
    Replay replay{{}, from, false, {}, 0};
    const int cap = default_move_cap(from);
    int passes = 0;
    Color color = to_move;
    while (static_cast<int>(replay.moves.size()) < cap && passes < 2) {
        const Point p = pick_move(fast, color, rng, MovePicker::Uniform);
        fast.play(color, p);
        replay.final_board.play(color, p);
        replay.moves.push_back(p);
        passes = p == kPass ? passes + 1 : 0;
        color = opponent(color);
    }
    replay.two_passes = passes >= 2;
    replay.score = count_score(fast, komi);
    replay.state_after = rng.state();
    return replay;
}

std::string moves_text(const Geometry& g, const std::vector<Point>& moves, Color first)
{
    std::ostringstream out;
    out << "the playout's " << moves.size() << " moves, " << name_of(first) << " first:\n";
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const bool last = (i + 1) % 8 == 0 || i + 1 == moves.size(); // of its line
        char cell[32];
        std::snprintf(cell, sizeof cell, last ? "%3zu %s\n" : "%3zu %-5s ", i + 1,
                      to_gtp_vertex(g, moves[i]).c_str());
        out << cell;
    }
    return out.str();
}

// A counted position's result for `player`: +1 won, 0 drawn, -1 lost.
int result_for(const AreaScore& score, Color player)
{
    const int black = score.margin() > 0 ? +1 : (score.margin() < 0 ? -1 : 0);
    return player == Color::Black ? black : -black;
}

std::string score_text(const AreaScore& score)
{
    const double margin = score.margin();
    std::ostringstream out;
    out << "Black " << score.black_area() << ", White " << score.white_area() << " + komi "
        << score.komi << ": "
        << (margin > 0   ? "Black"
            : margin < 0 ? "White"
                         : "nobody")
        << " wins" << (margin != 0 ? " by " + fixed(std::abs(margin), 1) : std::string(", a draw"));
    return out.str();
}

// 3. The result at the end of `path` (at `position`): your playout_result's, or the game as
// it stands if it ended inside the tree. Returns it, for the player to move there.
int show_result(demo::Stepper& stepper, Search& s, const std::vector<int>& path,
                const Board& position, const std::string& why)
{
    const Geometry& g = position.geometry();
    const Node& last = node_at(s.tree, path.back());
    const Color to_move = opponent(last.player);
    const std::string where = line_name(s.tree, g, path, path.size());
    std::ostringstream caption;
    caption << "simulation " << s.simulations + 1 << ", 3. ";
    demo::Step step;
    step.marks = path_marks(s.tree, path);
    int result = 0;
    if (last.passes >= 2) { // the game is over: counted as it stands
        const AreaScore score = count_score(position, s.komi);
        result = result_for(score, to_move);
        caption << "no playout: two passes ended the game at " << where
                << ", so it is counted as it stands: " << score_text(score) << "; "
                << signed_int(result) << " for " << name_of(to_move);
        step.board = position;
    } else {
        const Replay replay = replay_playout(position, to_move, s.komi, s.rng.state());
        result = playout_result(position, to_move, s.komi, s.rng);
        caption << "playout from " << where << (why.empty() ? "" : " (" + why + ")") << ", "
                << name_of(to_move) << " first: " << replay.moves.size() << " random moves, "
                << (replay.two_passes ? "ended by two passes" : "stopped by the move cap")
                << "; its last position, drawn here, counts " << score_text(replay.score)
                << ".\nplayout_result: " << signed_int(result) << " for " << name_of(to_move)
                << " (to move at " << where << ")";
        const int expected = result_for(replay.score, to_move);
        if (s.rng.state() != replay.state_after || result != expected)
            caption << "\n(the engine's playout from the same random numbers gives "
                    << signed_int(expected)
                    << (s.rng.state() != replay.state_after
                            ? " and draws another count of random numbers"
                            : "")
                    << ": is playout_result the engine's playout on a FastBoard copy?)";
        step.board = replay.final_board;
        // The path's moves are numbered on the playout's last position: some may have been
        // captured since.
        for (auto it = step.marks.begin(); it != step.marks.end();)
            it = replay.final_board.at(it->first) == Color::Empty ? step.marks.erase(it)
                                                                  : std::next(it);
        const Geometry geometry = g;
        const std::vector<Point> moves = replay.moves;
        step.keys.push_back({"m", "the playout's moves", [geometry, moves, to_move] {
                                 return moves_text(geometry, moves, to_move);
                             }});
        if (stepper.json()) {
            caption << "\nthe moves:";
            for (Point move : replay.moves) caption << " " << to_gtp_vertex(g, move);
        }
    }
    step.caption = caption.str();
    step.tree = json_tree(s.tree, g, simulation_view(s.tree, path));
    show(stepper, step);
    return result;
}

// 4. Backup: your backup along `path` of `result`, each node's visits and total before and
// after, the sign flipping on the way up.
void show_backup(demo::Stepper& stepper, Search& s, const std::vector<int>& path,
                 const Board& position, int result)
{
    const Geometry& g = position.geometry();
    const Tree before = s.tree;
    backup(s.tree, path, result);
    const Color to_move = opponent(node_at(s.tree, path.back()).player);
    std::ostringstream caption;
    caption << "simulation " << s.simulations + 1 << ", 4. backup of " << signed_int(result)
            << " (for " << name_of(to_move) << ", to move at the end of the path), from "
            << line_name(s.tree, g, path, path.size())
            << " up to the root: each node one visit more, the result added for the node's "
               "player, its sign flipping at every step up";
    std::ostringstream table;
    table << "node      player  visits      total    (added)\n";
    std::string json_lines;
    TreeView view = simulation_view(s.tree, path);
    for (std::size_t k = path.size(); k-- > 0;) {
        const Node& was = node_at(before, path[k]);
        const Node& now = node_at(s.tree, path[k]);
        const std::string name = k == 0 ? "root" : line_name(s.tree, g, path, k + 1);
        char line[128];
        std::snprintf(line, sizeof line, "%-9s %-6s %3d -> %-3d %3s -> %-3s (%s)\n", name.c_str(),
                      name_of(now.player), was.visits, now.visits, signed_int(was.total).c_str(),
                      signed_int(now.total).c_str(), signed_int(now.total - was.total).c_str());
        table << line;
        json_lines += "\n" + name + " (" + name_of(now.player) + "): visits " +
                      std::to_string(was.visits) + " \u2192 " + std::to_string(now.visits) +
                      ", total " + signed_int(was.total) + " \u2192 " + signed_int(now.total);
        view.notes[path[k]] =
            signed_int(now.total - was.total) + ", n=" + std::to_string(now.visits);
    }
    // What the rule gives each node of the path (the last one -result, the sign flipping on
    // the way up, one visit more each): say where your backup does something else.
    int expected = -result;
    for (std::size_t k = path.size(); k-- > 0; expected = -expected) {
        const Node& was = node_at(before, path[k]);
        const Node& now = node_at(s.tree, path[k]);
        if (now.visits == was.visits + 1 && now.total == was.total + expected) continue;
        const std::string name = k == 0 ? "the root" : line_name(s.tree, g, path, k + 1);
        caption << "\nNOT the rule: " << name << " (" << name_of(now.player)
                << ") should get one visit more and add " << signed_int(expected)
                << "; your backup gave it " << signed_int(now.visits - was.visits)
                << (now.visits - was.visits == 1 ? " visit" : " visits") << " and "
                << signed_int(now.total - was.total) << " (task 2's backup)";
        break;
    }
    // backup touches the path only: say so if another node changed.
    for (std::size_t i = 0; i < s.tree.nodes.size() && i < before.nodes.size(); ++i)
        if (std::find(path.begin(), path.end(), static_cast<int>(i)) == path.end() &&
            (s.tree.nodes[i].visits != before.nodes[i].visits ||
             s.tree.nodes[i].total != before.nodes[i].total)) {
            caption << "\n(backup also changed node " << i << ", which is not on the path)";
            break;
        }
    demo::Step step;
    step.board = position;
    step.marks = path_marks(s.tree, path);
    step.beside = table.str();
    step.beside_in_json = false;
    step.caption = caption.str() + (stepper.json() ? json_lines : "");
    view.notes[0] = signed_int(node_at(s.tree, 0).total - node_at(before, 0).total) +
                    ", n=" + std::to_string(node_at(s.tree, 0).visits);
    step.tree = json_tree(s.tree, g, view);
    show(stepper, step);
}

// Your select_child's choice among the children of `parent`, checked before it is shown.
int choose(const Tree& tree, int parent, double exploration)
{
    const int child = select_child(tree, parent, exploration);
    const std::vector<int>& children = node_at(tree, parent).children;
    if (std::find(children.begin(), children.end(), child) == children.end())
        throw std::runtime_error("select_child returned " + std::to_string(child) +
                                 ", which is not a child of node " + std::to_string(parent));
    return child;
}

// Goes down to `child`: its move played on `position`, the child on the path.
void descend(const Tree& tree, int child, Board& position, std::vector<int>& path)
{
    const Node& node = node_at(tree, child);
    position.play(node.player, node.move);
    path.push_back(child);
}

// One simulation, UCT's four steps (README, "UCT, exactly"), each shown if `show`.
void simulate(demo::Stepper& stepper, Search& s, bool show)
{
    Board position = s.start;
    std::vector<int> path{0};
    // 1. Selection: down the tree by UCB1 while the node has children.
    while (!node_at(s.tree, path.back()).children.empty()) {
        const int child = choose(s.tree, path.back(), s.options.exploration);
        if (show) show_selection(stepper, s, path, position, child);
        descend(s.tree, child, position, path);
    }
    // 2. Expansion, if the leaf has been visited often enough and the game goes on.
    const int leaf = path.back();
    const int visits = node_at(s.tree, leaf).visits;
    std::string why;
    if (node_at(s.tree, leaf).passes < 2 && visits >= s.options.expand_after) {
        expand(s.tree, leaf, position);
        if (node_at(s.tree, leaf).children.empty())
            throw std::runtime_error("expand gave node " + std::to_string(leaf) + " no child");
        const int child = choose(s.tree, leaf, s.options.exploration);
        if (show) show_expansion(stepper, s, path, position, visits, child);
        descend(s.tree, child, position, path);
        why = "just added";
    } else if (node_at(s.tree, leaf).passes < 2) {
        why = "a leaf with " + std::to_string(visits) + (visits == 1 ? " visit" : " visits") +
              ", fewer than expand_after = " + std::to_string(s.options.expand_after) +
              ": not expanded";
    }
    // 3. The result, then 4. the backup.
    if (show) {
        const int result = show_result(stepper, s, path, position, why);
        show_backup(stepper, s, path, position, result);
    } else {
        const Node& last = node_at(s.tree, path.back());
        const Color to_move = opponent(last.player);
        const int result = last.passes >= 2 ? result_for(count_score(position, s.komi), to_move)
                                            : playout_result(position, to_move, s.komi, s.rng);
        backup(s.tree, path, result);
    }
    ++s.simulations;
}

// A node of the demo's tree named by its line from the root: "the root", "node 93 (D3 A5)".
std::string node_name(const Tree& tree, const Geometry& g, std::size_t index)
{
    if (index == 0) return "the root";
    std::vector<int> parent(tree.nodes.size(), -1);
    for (std::size_t i = 0; i < tree.nodes.size(); ++i)
        for (int child : tree.nodes[i].children)
            if (child >= 0 && static_cast<std::size_t>(child) < parent.size())
                parent[static_cast<std::size_t>(child)] = static_cast<int>(i);
    std::string line;
    for (int i = static_cast<int>(index); i > 0 && line.size() < 200;
         i = parent[static_cast<std::size_t>(i)])
        line = to_gtp_vertex(g, tree.nodes[static_cast<std::size_t>(i)].move) +
               (line.empty() ? "" : " ") + line;
    return "node " + std::to_string(index) + " (" + line + ")";
}

// Where your uct_search's tree first differs from the tree grown here, in words; "" if
// nowhere. The shape first (a node's move, player, passes, children), then the counts of the
// nodes below the root, then the root's: a count that differs also changes every node above.
std::string first_difference(const Tree& here, const Tree& yours, const Geometry& g)
{
    const std::size_t n = std::min(here.nodes.size(), yours.nodes.size());
    const auto differs = [&](std::size_t i, const std::string& what, const std::string& x,
                             const std::string& y) {
        return node_name(here, g, i) + ": " + what + " " + x + " here, " + y + " in uct_search's";
    };
    for (std::size_t i = 0; i < n; ++i) {
        const Node& a = here.nodes[i];
        const Node& b = yours.nodes[i];
        if (a.move != b.move)
            return differs(i, "move", to_gtp_vertex(g, a.move), to_gtp_vertex(g, b.move));
        if (a.player != b.player) return differs(i, "player", name_of(a.player), name_of(b.player));
        if (a.passes != b.passes)
            return differs(i, "passes", std::to_string(a.passes), std::to_string(b.passes));
        if (a.children != b.children) {
            const auto children = [](const Node& node) {
                if (node.children.empty()) return std::string("none");
                return std::to_string(node.children.size()) + " (nodes " +
                       std::to_string(node.children.front()) + " to " +
                       std::to_string(node.children.back()) + ")";
            };
            return differs(i, "children", children(a), children(b));
        }
    }
    if (here.nodes.size() != yours.nodes.size())
        return std::to_string(here.nodes.size()) + " nodes here, " +
               std::to_string(yours.nodes.size()) + " in uct_search's tree";
    for (std::size_t k = 1; k <= n; ++k) {
        const std::size_t i = k % n; // the root last
        const Node& a = here.nodes[i];
        const Node& b = yours.nodes[i];
        if (a.visits != b.visits)
            return differs(i, "visits", std::to_string(a.visits), std::to_string(b.visits));
        if (a.total != b.total)
            return differs(i, "total", signed_int(a.total), signed_int(b.total));
    }
    return "";
}

// Says whether your uct_search, with the same seed and as many playouts, grows the tree the
// demo grew from your functions, node by node.
void compare_with_search(demo::Stepper& stepper, const Search& s, std::uint64_t seed)
{
    if (s.simulations == 0) return; // uct_search makes one playout at least
    lesson08::UctOptions options = s.options;
    options.playouts = s.simulations;
    Rng rng(seed);
    Tree yours;
    try {
        yours = uct_search(s.start, s.color, s.komi, rng, options);
    } catch (const NotImplemented&) {
        note(stepper, "(your uct_search is not written yet: nothing to compare this tree with)");
        return;
    }
    const std::string difference = first_difference(s.tree, yours, s.start.geometry());
    const std::string count = std::to_string(s.simulations) + " simulations";
    if (difference.empty() && rng.state() == s.rng.state())
        note(stepper, "This tree, grown by " + count +
                          " of your select_child, expand, playout_result and backup, is node for "
                          "node the tree your uct_search grows with " +
                          std::to_string(s.simulations) + " playouts and the same seed.");
    else if (difference.empty())
        note(stepper, "Your uct_search with " + count +
                          " and the same seed grows this tree but draws other random numbers.");
    else
        note(stepper, "Your uct_search with " + std::to_string(s.simulations) +
                          " playouts and the same seed grows another tree than these steps: " +
                          difference + ".");
}

// The tree in the terminal, two plies: the root's four most visited children, and the two most
// visited children of each.
void tree_lines(std::ostringstream& out, const Tree& tree, const Geometry& g, int node, int depth)
{
    std::vector<int> children;
    for (int child : node_at(tree, node).children)
        if (node_at(tree, child).visits > 0) children.push_back(child);
    std::stable_sort(children.begin(), children.end(), [&tree](int a, int b) {
        return node_at(tree, a).visits > node_at(tree, b).visits;
    });
    const std::size_t shown = std::min<std::size_t>(children.size(), depth == 0 ? 4 : 2);
    for (std::size_t i = 0; i < shown; ++i) {
        const Node& n = node_at(tree, children[i]);
        char line[128];
        std::snprintf(line, sizeof line, "%*s%-4s %4d  %.2f\n", 2 * depth, "",
                      to_gtp_vertex(g, n.move).c_str(), n.visits, win_rate(n));
        out << line;
        if (depth == 0) tree_lines(out, tree, g, children[i], depth + 1);
    }
    if (depth == 0 && children.size() > shown)
        out << std::string(static_cast<std::size_t>(2 * depth), ' ') << "("
            << children.size() - shown << " more root children)\n";
}

// The search after `s.simulations` playouts: the root's children's visits on the board (the
// most visited, the move UCT would play, marked), the tree two plies deep beside it.
void show_stride(demo::Stepper& stepper, const Search& s, const std::string& intro)
{
    const Geometry& g = s.start.geometry();
    const Tree& tree = s.tree;
    const int best = most_visited(tree, 0);
    std::ostringstream caption;
    caption << s.simulations << " simulations, " << tree.nodes.size() << " nodes in the tree";
    if (best > 0)
        caption << "; the most visited move, the one UCT would play: "
                << to_gtp_vertex(g, node_at(tree, best).move) << ", " << node_at(tree, best).visits
                << " visits, win rate " << fixed(win_rate(node_at(tree, best)), 2);
    if (!intro.empty()) caption << "\n" << intro;
    demo::Step step;
    step.board = s.start;
    for (int child : node_at(tree, 0).children) {
        const Node& n = node_at(tree, child);
        if (n.visits > 0 && n.move != kPass) step.marks[n.move] = std::to_string(n.visits);
    }
    std::ostringstream beside;
    beside << "move visits win rate\n";
    tree_lines(beside, tree, g, 0, 0);
    step.beside = beside.str();
    step.beside_in_json = false;
    if (stepper.json()) {
        std::string line;
        for (int child : node_at(tree, 0).children) {
            const Node& n = node_at(tree, child);
            if (n.visits > 0)
                line += (line.empty() ? "" : ", ") + to_gtp_vertex(g, n.move) + " " +
                        std::to_string(n.visits) + " at " + fixed(win_rate(n), 2);
        }
        caption << "\nroot children, visits at win rate: " << line;
    }
    step.caption = caption.str();
    TreeView view;
    view.depth = 2;
    view.per_node = {4, 2};
    if (best > 0) view.pv.insert(best); // the move UCT would play
    step.tree = json_tree(tree, g, view);
    show(stepper, step);
}

void show_uct(demo::Stepper& stepper, const Board& start, Color color, double komi,
              std::uint64_t seed, const lesson08::UctOptions& options, int stepped)
{
    Search s;
    s.start = start;
    s.color = color;
    s.komi = komi;
    s.options = options;
    s.rng = Rng(seed);
    s.tree.nodes.push_back(Node{});
    s.tree.nodes.front().player = opponent(color); // the player to move at the root: `color`
    expand(s.tree, 0, start);
    const std::size_t root_children = s.tree.nodes.front().children.size();
    const std::string key =
        "UCT for " + std::string(name_of(color)) + ": the root (this position) got its " +
        std::to_string(root_children) +
        " children at once (your expand). Each simulation then has four steps: 1. selection, "
        "down the tree to the child with the largest UCB1 (your ucb1 and select_child); "
        "2. expansion of the leaf reached, once it has " +
        std::to_string(options.expand_after) +
        " visits (your expand); 3. a random playout from there (your playout_result); "
        "4. backup: the result counted in every node of the path, for the player who moved "
        "into it (your backup)." +
        (stepper.json() ? " Numbers on the board: the order of the path's moves, and in a "
                          "selection each child's UCB1 (\u221e: never visited); green ring: "
                          "the child chosen; small circles: the children a node just got. "
                          "Tree: each node's win rate for the player who made its move, u= "
                          "its UCB1, n= its visits; yellow: the path of this simulation."
                        : " Marks: 1, 2, ... the path's moves; ! the child chosen; ? the other "
                          "children listed beside; + the children a node just got. In a "
                          "playout step, type m (and Enter) for the playout's moves.");
    const int first = std::min(stepped, options.playouts);
    if (stepper.json() && first > 0)
        s.intro = key; // the caption of the first simulation's frame
    else
        note(stepper, key);
    if (!stepper.json() && first > static_cast<int>(root_children))
        note(stepper, "(The first " + std::to_string(root_children) +
                          " simulations each try a root child never visited, three steps each; "
                          "at the prompt, " +
                          std::to_string(3 * root_children) +
                          " and Enter runs them without stopping.)");
    for (int i = 0; i < first; ++i) simulate(stepper, s, true);
    compare_with_search(stepper, s, seed);
    show_stride(stepper, s,
                "From here on, in larger strides: each step runs more simulations, then shows "
                "the visits of the root's children on the board, and the tree two plies deep: "
                "the root's four most visited children and the two most visited answers to "
                "each, with their visits and win rates (for the player who made the move).");
    // Then 48, 96, 192, ... simulations, and the search's last.
    int n = 48;
    while (n <= s.simulations) n *= 2;
    for (; s.simulations < options.playouts; n *= 2) {
        while (s.simulations < std::min(n, options.playouts)) simulate(stepper, s, false);
        show_stride(stepper, s, "");
    }
    if (s.simulations != first) compare_with_search(stepper, s, seed);
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
                 "UCT simulation by simulation: selection, expansion, playout, backup."};
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
    int stepped = 36; // on race: the first expansions (29 to 33), then walks two plies deep
    app.add_option("--stepped", stepped,
                   "With --step or --trace: UCT simulations shown step by step before the "
                   "strides (default 36)")
        ->check(CLI::Range(0, 1000));
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
        stepper.describe(8,
                         "Monte Carlo: primitive Monte Carlo's win rates, then UCT's simulations",
                         {{"!", trace::MarkKind::Choose}, {"+", trace::MarkKind::Candidate}});
        if (stepper.showing()) {
            show_primitive(stepper, start, color, komi, seed, per_candidate);
            show_uct(stepper, start, color, komi, seed, options, stepped);
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
