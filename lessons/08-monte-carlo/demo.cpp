// Lesson 8's demo: Monte Carlo move choice. Plain, it runs primitive Monte Carlo (your
// primitive_monte_carlo) on a position and prints the win rate of every candidate on the
// board, then UCT (your uct_search) and its report (your analysis_report). With --step or
// --trace it shows the win rates filling in as the playouts run, then UCT simulation by
// simulation, run by your own select_child, expand, playout_result and backup: the selection
// with each child's UCB1, the expansion, the playout and the backup, each where it happens on
// the board; then says whether your uct_search grows the same tree, and goes on in strides
// with the tree two plies deep beside the board.
// `stonelab run 8` runs it on your code, `stonelab run 8 --solution` on the reference.
// Every sentence is written in English and Japanese side by side (demo::say); `stonelab run`
// picks the student's language.
#include "monte_carlo.hpp"

#include "common/text.hpp"
#include "engine/base/utf8.hpp"
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
#include <fstream>
#include <iostream>
#include <limits>
#include <map>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
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

// Japanese `text` with a space wherever a word or number written in ASCII meets kana or
// kanji, as the other demos write them ("白が C5 に打ちます"), whatever the words are: a
// vertex, a number, "根".
std::string spaced(const std::string& text)
{
    const auto kind = [](char32_t c) { // 1: ASCII letter or digit, 2: kana or kanji, 0: other
        if ((c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')) return 1;
        if ((c >= 0x3041 && c <= 0x30FA) || c == 0x3005 || (c >= 0x4E00 && c <= 0x9FFF)) return 2;
        return 0;
    };
    std::string out;
    int before = 0;
    for_each_utf8_char(text, [&](std::string_view bytes, char32_t c) {
        const int now = kind(c);
        if (before != 0 && now != 0 && before != now) out += ' ';
        out += bytes;
        before = now;
    });
    return out;
}

// A sentence in the student's language (demo::say), spaced in Japanese.
std::string sentence(std::string_view english, std::string_view japanese,
                     const std::vector<std::string>& arguments = {})
{
    const std::string text = demo::say(english, japanese, arguments);
    return demo::in_japanese() ? spaced(text) : text;
}

// A move in the text: its GTP vertex, a pass "パス" in Japanese (the frames' trees and the
// marks keep the vertex: they are the same in both languages).
std::string vertex(const Geometry& g, Point p)
{
    return p == kPass && demo::in_japanese() ? std::string("パス") : to_gtp_vertex(g, p);
}

// `text` and spaces after it to `columns` columns in a terminal (a kanji takes two), or
// before it with `right`: the tables' cells, as printf's %-4s and %4s are for ASCII.
std::string cell(const std::string& text, std::size_t columns, bool right = false)
{
    const std::size_t width = display_width(text);
    const std::string padding(width < columns ? columns - width : 0, ' ');
    return right ? padding + text : text + padding;
}

// A win rate as one character on the board: its tenth, 0 to 9, and * for 100%.
std::string decile(double rate)
{
    const int tenth = static_cast<int>(rate * 10);
    return tenth >= 10 ? "*" : std::to_string(std::max(tenth, 0));
}

std::string signed_int(int value) { return (value > 0 ? "+" : "") + std::to_string(value); }

// `text` with its lines broken between words to fit an 80-column terminal: the first line in
// `first` columns (a step's caption follows "step N: "), the others in kStepWidth.
std::string wrap(const std::string& text, std::size_t first = demo::kStepWidth)
{
    if (demo::in_japanese()) {
        // Japanese breaks between characters too (wrapped_to_width). The first line is made
        // shorter by a word put before it, then taken away.
        const std::string before =
            first < demo::kStepWidth ? std::string(demo::kStepWidth - first - 1, 'x') + " " : "";
        std::string out;
        std::istringstream lines(text);
        bool head = true;
        for (std::string line; std::getline(lines, line); head = false) {
            std::vector<std::string> pieces =
                wrapped_to_width(head ? before + line : line, demo::kStepWidth);
            if (head && !before.empty()) {
                pieces.front().erase(0, std::min(pieces.front().size(), before.size()));
                if (pieces.front().empty() && pieces.size() > 1) pieces.erase(pieces.begin());
            }
            for (const std::string& piece : pieces) out += piece + "\n";
        }
        if (!out.empty()) out.pop_back();
        return out;
    }
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

// A step, its caption wrapped in the terminal (the book's player wraps its own) after "step
// N: " (up to three digits).
void show(demo::Stepper& stepper, demo::Step step)
{
    if (!stepper.json()) {
        step.caption =
            wrap(step.caption,
                 demo::kStepWidth - display_width(demo::say("step 100: ", "ステップ 100：")));
        // Text beside the board goes under it when the two do not fit (side_by_side), counted
        // in characters: a Japanese table, whose kanji take two columns, is given the width it
        // takes by spaces at the end of its first line.
        if (demo::in_japanese() && step.board && !step.beside.empty()) {
            DiagramOptions options;
            options.marks = step.marks;
            std::size_t board = 0, columns = 0, characters = 0;
            for (const std::string& line : lines_of(print_diagram(*step.board, options)))
                board = std::max(board, utf8_length(line));
            for (const std::string& line : lines_of(step.beside)) {
                columns = std::max(columns, display_width(line));
                characters = std::max(characters, utf8_length(line));
            }
            const std::size_t gap = 5; // side_by_side's
            if (board + gap + columns > demo::kStepWidth &&
                board + gap + characters <= demo::kStepWidth) {
                const std::size_t end = std::min(step.beside.find('\n'), step.beside.size());
                const std::size_t first = utf8_length(step.beside.substr(0, end));
                step.beside.insert(end, columns - std::min(columns, first), ' ');
            }
        }
    }
    stepper.show(step);
}

// A note, wrapped in the terminal.
void note(demo::Stepper& stepper, const std::string& text)
{
    stepper.note(stepper.json() ? text : wrap(text));
}

// A candidate's playouts in the table, in Japanese: "18勝12敗", and "2分" for draws.
std::string record(const CandidateValue& c)
{
    std::string text =
        std::to_string(c.wins) + "勝" + std::to_string(c.playouts - c.wins - c.draws) + "敗";
    if (c.draws > 0) text += std::to_string(c.draws) + "分";
    return text;
}

std::string choice_text(const Geometry& geometry, const MonteCarloChoice& choice, Color color)
{
    std::ostringstream out;
    char line[96];
    out << sentence("candidates (move, wins, draws, win rate for {0}):",
                    "候補手（手、勝敗、{0}の勝率）：", {demo::player_name(color)})
        << "\n";
    // In Japanese three a line, each with its record: "  A5    18勝12敗 0.600".
    const int per_line = demo::in_japanese() ? 3 : 4;
    int column = 0;
    for (const CandidateValue& c : choice.candidates) {
        if (demo::in_japanese())
            out << "  " << cell(vertex(geometry, c.move), 4) << " " << cell(record(c), 11, true)
                << " " << demo::fixed(c.win_rate, 3);
        else {
            std::snprintf(line, sizeof line, "  %-4s %3d %2d %.3f",
                          to_gtp_vertex(geometry, c.move).c_str(), c.wins, c.draws, c.win_rate);
            out << line;
        }
        out << (++column % per_line == 0 ? "\n" : "");
    }
    if (column % per_line != 0) out << "\n";
    std::snprintf(line, sizeof line, "%.3f", choice.win_rate);
    out << sentence("the choice: {0}, win rate {1}", "選んだ手：{0}、勝率 {1}",
                    {vertex(geometry, choice.move), line});
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
    if (demo::in_japanese()) {
        std::size_t wide = 9; // the records' column
        for (const CandidateValue& c : choice.candidates)
            wide = std::max(wide, display_width(record(c)));
        const std::string head = cell("手", 6) + "勝率 勝敗";
        out << cell(head, wide + 15) << head << "\n";
        const std::size_t half = (choice.candidates.size() + 1) / 2;
        for (std::size_t row = 0; row < half; ++row)
            for (std::size_t i : {row, row + half}) {
                if (i >= choice.candidates.size()) break;
                const CandidateValue& c = choice.candidates[i];
                out << cell(vertex(geometry, c.move), 4) << " " << demo::fixed(c.win_rate, 3) << " "
                    << cell(record(c), wide) << (i == row ? "    " : "\n");
            }
        if (choice.candidates.size() % 2 == 1) out << "\n";
        return out.str();
    }
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
    const std::string who = demo::player_name(color);
    note(stepper,
         sentence("Primitive Monte Carlo: for every candidate move of {0}, play it, then the same "
                  "number of random playouts; the win rate of the candidate is the share of them "
                  "{0} won. Each step doubles the playouts per candidate. ",
                  "原始モンテカルロ法：{0}の候補手を一つずつ打ち、それぞれの後に同じ回数の"
                  "ランダムなプレイアウトを打ちます。候補手の勝率は、そのうち{0}が勝った割合"
                  "です。ステップごとに、候補手あたりのプレイアウト回数を倍にします。",
                  {who}) +
             (stepper.json()
                  ? sentence("Labels: each candidate's win rate in tenths (0-9, * for 100%); "
                             "green ring: the best so far.",
                             "ラベル：各候補手の勝率を10分の1単位で（0〜9、100% は *）。"
                             "緑の輪：その時点の最善手。")
                  : sentence("Marks: each candidate's win rate in tenths (0-9, * for 100%), ! "
                             "the best so far; the table beside gives them exactly.",
                             "記号：各候補手の勝率を10分の1単位で（0〜9、100% は *）、! は"
                             "その時点の最善手です。正確な値は横の表にあります。")));
    for (int n = 1; n <= playouts; n = n < playouts && n * 2 > playouts ? playouts : n * 2) {
        Rng rng(seed);
        const MonteCarloChoice choice = primitive_monte_carlo(start, color, komi, rng, n);
        const Geometry& g = start.geometry();
        const std::vector<std::string> counts = {
            std::to_string(n), std::to_string(choice.candidates.size()),
            std::to_string(n * static_cast<int>(choice.candidates.size()))};
        std::ostringstream caption;
        caption << (n == 1 ? sentence("primitive Monte Carlo, {0} playout after each of the {1} "
                                      "candidates ({2} in all): ",
                                      "原始モンテカルロ法、{1}個の候補手それぞれの後にプレイアウト"
                                      "{0}回（合計{2}回）：",
                                      counts)
                           : sentence("primitive Monte Carlo, {0} playouts after each of the {1} "
                                      "candidates ({2} in all): ",
                                      "原始モンテカルロ法、{1}個の候補手それぞれの後にプレイアウト"
                                      "{0}回（合計{2}回）：",
                                      counts));
        if (choice.move == kPass)
            caption << sentence("no candidate, {0} passes", "候補手がないので、{0}はパスします",
                                {who});
        else
            caption << sentence("the best is {0}, win rate {1} for {2}",
                                "最善手は{0}で、{2}の勝率は{1}です",
                                {vertex(g, choice.move), demo::fixed(choice.win_rate, 3), who});
        demo::Step step;
        step.board = start;
        step.marks = rate_marks(choice);
        step.beside = candidate_table(g, choice);
        step.beside_in_json = false; // the caption's spaces are not kept in the book
        step.caption = caption.str();
        if (stepper.json()) {
            std::string rates;
            for (const CandidateValue& c : choice.candidates)
                rates += (rates.empty() ? "" : demo::say(", ", "、")) + vertex(g, c.move) + " " +
                         demo::fixed(c.win_rate, 2);
            step.caption += demo::say("\nwin rates: ", "\n勝率：") + rates;
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
        throw std::runtime_error(sentence(
            "node {0} is not in the tree ({1} nodes)", "ノード{0}は木にありません（ノード数{1}）",
            {std::to_string(index), std::to_string(tree.nodes.size())}));
    return tree.nodes[static_cast<std::size_t>(index)];
}

// A node named by the moves from the root to it: "the root", "D3", "D3 A5".
std::string line_name(const Tree& tree, const Geometry& g, const std::vector<int>& path,
                      std::size_t length)
{
    if (length <= 1) return demo::say("the root", "根");
    std::string name;
    for (std::size_t i = 1; i < length; ++i)
        name += (i > 1 ? " " : "") + vertex(g, node_at(tree, path[i]).move);
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
    const std::string who = demo::player_name(opponent(p.player));
    const bool wrong = !rows.empty() && rows.front().index != chosen;
    const std::vector<std::string> facts = {std::to_string(s.simulations + 1),
                                            line_name(s.tree, g, path, path.size()), who,
                                            std::to_string(p.visits), vertex(g, best.move)};
    std::ostringstream caption;
    caption << (p.visits == 1 ? sentence("simulation {0}, 1. selection at {1} ({2} to move, {3} "
                                         "visit): select_child chooses {4}, the largest UCB1",
                                         "シミュレーション{0}、1. 選択：{1}（{2}番、訪問{3}回）で、"
                                         "select_child は{4}を選びます。UCB1 が最大の子です",
                                         facts)
                              : sentence("simulation {0}, 1. selection at {1} ({2} to move, {3} "
                                         "visits): select_child chooses {4}, the largest UCB1",
                                         "シミュレーション{0}、1. 選択：{1}（{2}番、訪問{3}回）で、"
                                         "select_child は{4}を選びます。UCB1 が最大の子です",
                                         facts));
    if (wrong)
        caption << sentence(
            "?\n(but {0}'s is larger, or as large and earlier: is select_child right?)",
            "か？\n（{0}の UCB1 のほうが大きいか、等しくて先にあります。select_child は正しい"
            "でしょうか？）",
            {vertex(g, node_at(s.tree, rows.front().index).move)});
    caption << sentence("\nUCB1 = win rate + C * sqrt(ln N / n), N = {0} (this node's visits), n: "
                        "the child's, C = {1}",
                        "\nUCB1 = 勝率 + C * sqrt(ln N / n)、N = {0}（このノードの訪問回数）、"
                        "n は子の訪問回数、C = {1}",
                        {std::to_string(p.visits), demo::fixed(c, 2)})
            << (rows.front().value == std::numeric_limits<double>::infinity()
                    ? sentence("; never visited: infinite, the first of those is tried",
                               "。未訪問の子は無限大で、そのうち最初の子を試します")
                    : "");
    demo::Step step;
    step.board = position;
    step.marks = path_marks(s.tree, path);
    const std::size_t listed = std::min<std::size_t>(rows.size(), 8);
    // In Japanese each child's visits are counted, "3回", below the head 訪問 (visits).
    const bool japanese = demo::in_japanese();
    std::ostringstream table;
    if (japanese)
        table << cell("手", 4) << " " << cell("訪問", 5, true) << " " << cell("合計", 5, true)
              << " " << cell("勝率", 5, true) << " " << cell("UCB1", 5, true) << "\n";
    else
        table << "move   n total  rate  UCB1\n";
    std::string json_values;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const Node& n = node_at(s.tree, rows[i].index);
        const std::string move = vertex(g, n.move);
        if (i < listed) {
            const std::string rate = n.visits > 0 ? demo::fixed(rows[i].rate, 2) : "-";
            char line[96];
            if (japanese)
                table << cell(move, 4) << " " << cell(std::to_string(n.visits) + "回", 5, true)
                      << " " << cell(signed_int(n.total), 5, true) << " " << cell(rate, 5, true)
                      << " " << cell(demo::fixed(rows[i].value, 2), 5, true)
                      << (rows[i].index == chosen ? " <- 選択\n" : "\n");
            else {
                std::snprintf(line, sizeof line, "%-4s %3d %5s %5s %5s%s\n", move.c_str(), n.visits,
                              signed_int(n.total).c_str(), rate.c_str(),
                              demo::fixed(rows[i].value, 2).c_str(),
                              rows[i].index == chosen ? " <- chosen" : "");
                table << line;
            }
            json_values += (i > 0 ? demo::say(", ", "、") : "") + move + " " +
                           (std::isinf(rows[i].value) ? "\u221e" : demo::fixed(rows[i].value, 2));
        }
        if (n.move == kPass) continue;
        if (stepper.json()) // the values on the board; "?" in the terminal, the table beside
            step.marks[n.move] =
                std::isinf(rows[i].value) ? "\u221e" : demo::fixed(rows[i].value, 1);
        else if (i < listed)
            step.marks[n.move] = "?";
    }
    if (rows.size() > listed)
        table << sentence(
                     "({0} more, UCB1 {1} or less)", "（ほかに{0}手、UCB1 は{1}以下）",
                     {std::to_string(rows.size() - listed), demo::fixed(rows[listed].value, 2)})
              << "\n";
    if (best.move != kPass) step.marks[best.move] = "!";
    step.beside = table.str();
    step.beside_in_json = false;
    if (stepper.json())
        caption << demo::say("\nUCB1, largest first: ", "\nUCB1（大きい順）：") << json_values
                << (rows.size() > listed ? demo::say(", ...", "、...") : "");
    if (!s.intro.empty()) {
        caption << "\n" << s.intro;
        s.intro.clear();
    }
    step.caption = caption.str();
    TreeView view = simulation_view(s.tree, path);
    for (const Row& row : rows) {
        view.shown.insert(row.index);
        view.notes[row.index] =
            "u=" + (std::isinf(row.value) ? std::string("\u221e") : demo::fixed(row.value, 2));
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
    const std::string who = demo::player_name(opponent(leaf.player));
    // {3} and {6}: the English words' plurals.
    const std::string caption = sentence(
        "simulation {0}, 2. expansion: the walk left the tree at {1}, which has {2}{3} "
        "(expand_after = {4}), so expand gives it {5}{6}{7}'s moves (marked +); none has a visit, "
        "so select_child takes the first, {8} (marked !)",
        "シミュレーション{0}、2. 展開：たどり着いた葉{1}は訪問{2}回なので（expand_after = {4}）、"
        "expand がそこに{7}の手{5}個を子として加えます（+ 印）。どの子も未訪問なので、"
        "select_child は最初の{8}を選びます（! 印）",
        {std::to_string(s.simulations + 1), line_name(s.tree, g, path, path.size()),
         std::to_string(visits), visits == 1 ? " visit" : " visits",
         std::to_string(s.options.expand_after), std::to_string(leaf.children.size()),
         leaf.children.size() == 1 ? " child, " : " children, ", who,
         vertex(g, node_at(s.tree, chosen).move)});
    demo::Step step;
    step.caption = caption;
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
    out << sentence("the playout's {0} moves, {1} first:", "プレイアウトの{0}手（{1}から）：",
                    {std::to_string(moves.size()), demo::player_name(first)})
        << "\n";
    if (demo::in_japanese()) { // six moves a line, each with its player: "  1 黒 A5"
        Color color = first;
        for (std::size_t i = 0; i < moves.size(); ++i, color = opponent(color)) {
            const bool last = (i + 1) % 6 == 0 || i + 1 == moves.size(); // of its line
            const std::string move = vertex(g, moves[i]);
            out << cell(std::to_string(i + 1), 3, true) << " " << demo::player_name(color) << " "
                << (last ? move + "\n" : cell(move, 4) + "  ");
        }
        return out.str();
    }
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
    std::ostringstream komi;
    komi << score.komi;
    const std::vector<std::string> facts = {
        std::to_string(score.black_area()), std::to_string(score.white_area()), komi.str(),
        demo::player_name(margin > 0 ? Color::Black : Color::White),
        demo::fixed(std::abs(margin), 1)};
    if (margin == 0)
        return sentence("Black {0}, White {1} + komi {2}: nobody wins, a draw",
                        "黒{0}、白{1} + コミ{2}で引き分け", facts);
    return sentence("Black {0}, White {1} + komi {2}: {3} wins by {4}",
                    "黒{0}、白{1} + コミ{2}で{3}の{4}目勝ち", facts);
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
    caption << sentence("simulation {0}, 3. ", "シミュレーション{0}、3. ",
                        {std::to_string(s.simulations + 1)});
    demo::Step step;
    step.marks = path_marks(s.tree, path);
    int result = 0;
    if (last.passes >= 2) { // the game is over: counted as it stands
        const AreaScore score = count_score(position, s.komi);
        result = result_for(score, to_move);
        caption << sentence(
            "no playout: two passes ended the game at {0}, so it is counted as "
            "it stands: {1}; {2} for {3}",
            "プレイアウトなし：この経路（{0}）でパスが2回続いて対局が終わって"
            "いるので、局面をそのまま数えます：{1}。{3}から見て {2}",
            {where, score_text(score), signed_int(result), demo::player_name(to_move)});
        step.board = position;
    } else {
        const Replay replay = replay_playout(position, to_move, s.komi, s.rng.state());
        result = playout_result(position, to_move, s.komi, s.rng);
        caption << sentence(
            "playout from {0}{1}, {2} first: {3} random moves, {4}; its last "
            "position, drawn here, counts {5}.\nplayout_result: {6} for {2} (to "
            "move at {0})",
            "{0}からのプレイアウト{1}、{2}から：ランダムな手{3}手で、{4}。"
            "ここに描いた最後の局面を数えると、{5}です。\nplayout_result：{0}で"
            "手番の{2}から見て {6}",
            {where, why.empty() ? "" : demo::say(" (", "（") + why + demo::say(")", "）"),
             demo::player_name(to_move), std::to_string(replay.moves.size()),
             replay.two_passes ? demo::say("ended by two passes", "パスが2回続いて終わりました")
                               : demo::say("stopped by the move cap", "手数の上限で止まりました"),
             score_text(replay.score), signed_int(result)});
        const int expected = result_for(replay.score, to_move);
        if (s.rng.state() != replay.state_after || result != expected)
            caption << sentence(
                "\n(the engine's playout from the same random numbers gives {0}{1}"
                ": is playout_result the engine's playout on a FastBoard copy?)",
                "\n（同じ乱数からエンジンがプレイアウトを打つと {0} になります{1}。"
                "playout_result は FastBoard のコピーの上でエンジンのプレイアウト"
                "を打っていますか？）",
                {signed_int(expected), s.rng.state() != replay.state_after
                                           ? demo::say(" and draws another count of random numbers",
                                                       "。引く乱数の数も違います")
                                           : ""});
        step.board = replay.final_board;
        // The path's moves are numbered on the playout's last position: some may have been
        // captured since.
        for (auto it = step.marks.begin(); it != step.marks.end();)
            it = replay.final_board.at(it->first) == Color::Empty ? step.marks.erase(it)
                                                                  : std::next(it);
        const Geometry geometry = g;
        const std::vector<Point> moves = replay.moves;
        step.keys.push_back(
            {"m", demo::say("the playout's moves", "プレイアウトの手順"),
             [geometry, moves, to_move] { return moves_text(geometry, moves, to_move); }});
        if (stepper.json()) {
            caption << demo::say("\nthe moves:", "\n手順：");
            for (std::size_t i = 0; i < replay.moves.size(); ++i)
                caption << (i > 0 || !demo::in_japanese() ? " " : "") << vertex(g, replay.moves[i]);
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
    caption << sentence(
        "simulation {0}, 4. backup of {1} (for {2}, to move at the end of the "
        "path), from {3} up to the root: each node one visit more, the result "
        "added for the node's player, its sign flipping at every step up",
        "シミュレーション{0}、4. バックアップ：{2}（経路の終わりで手番の側）から"
        "見た {1} を、{3}から根までさかのぼって伝えます。各ノードは訪問回数が1増え、"
        "そのノードへの手を打った側から見た結果が加わります。符号は一段上がるごと"
        "に反転します",
        {std::to_string(s.simulations + 1), signed_int(result), demo::player_name(to_move),
         line_name(s.tree, g, path, path.size())});
    const bool japanese = demo::in_japanese();
    std::ostringstream table;
    if (japanese)
        table << cell("ノード", 10) << cell("打った側", 9) << cell(" 訪問", 11)
              << cell("  合計", 11) << "加算\n";
    else
        table << "node      player  visits      total    (added)\n";
    std::string json_lines;
    TreeView view = simulation_view(s.tree, path);
    for (std::size_t k = path.size(); k-- > 0;) {
        const Node& was = node_at(before, path[k]);
        const Node& now = node_at(s.tree, path[k]);
        const std::string name =
            k == 0 ? demo::say("root", "根") : line_name(s.tree, g, path, k + 1);
        char line[128];
        if (japanese) {
            std::snprintf(line, sizeof line, "%3d -> %-3d %3s -> %-3s (%s)\n", was.visits,
                          now.visits, signed_int(was.total).c_str(), signed_int(now.total).c_str(),
                          signed_int(now.total - was.total).c_str());
            table << cell(name, 9) << " " << cell(demo::player_name(now.player), 8) << " " << line;
        } else {
            std::snprintf(line, sizeof line, "%-9s %-6s %3d -> %-3d %3s -> %-3s (%s)\n",
                          name.c_str(), demo::player_name(now.player).c_str(), was.visits,
                          now.visits, signed_int(was.total).c_str(), signed_int(now.total).c_str(),
                          signed_int(now.total - was.total).c_str());
            table << line;
        }
        json_lines +=
            sentence("\n{0} ({1}): visits {2} \u2192 {3}, total {4} \u2192 {5}",
                     "\n{0}（{1}）：訪問 {2} \u2192 {3}、合計 {4} \u2192 {5}",
                     {name, demo::player_name(now.player), std::to_string(was.visits),
                      std::to_string(now.visits), signed_int(was.total), signed_int(now.total)});
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
        const std::string name =
            k == 0 ? demo::say("the root", "根") : line_name(s.tree, g, path, k + 1);
        caption << sentence(
            "\nNOT the rule: {0} ({1}) should get one visit more and add {2}; "
            "your backup gave it {3}{4} and {5} (task 2's backup)",
            "\n規則と違います：{0}（{1}）は訪問回数が1増えて {2} が加わるはず"
            "ですが、あなたの backup では訪問回数が {3}、合計が {5} 変わりました（課題2"
            "の backup）",
            {name, demo::player_name(now.player), signed_int(expected),
             signed_int(now.visits - was.visits),
             now.visits - was.visits == 1 ? " visit" : " visits",
             signed_int(now.total - was.total)});
        break;
    }
    // backup touches the path only: say so if another node changed.
    for (std::size_t i = 0; i < s.tree.nodes.size() && i < before.nodes.size(); ++i)
        if (std::find(path.begin(), path.end(), static_cast<int>(i)) == path.end() &&
            (s.tree.nodes[i].visits != before.nodes[i].visits ||
             s.tree.nodes[i].total != before.nodes[i].total)) {
            caption << sentence("\n(backup also changed node {0}, which is not on the path)",
                                "\n（backup は経路にないノード{0}も変えました）",
                                {std::to_string(i)});
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
        throw std::runtime_error(
            sentence("select_child returned {0}, which is not a child of node {1}",
                     "select_child が{0}を返しましたが、これはノード{1}の子ではありません",
                     {std::to_string(child), std::to_string(parent)}));
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
            throw std::runtime_error(sentence("expand gave node {0} no child",
                                              "expand がノード{0}に子を一つも加えませんでした",
                                              {std::to_string(leaf)}));
        const int child = choose(s.tree, leaf, s.options.exploration);
        if (show) show_expansion(stepper, s, path, position, visits, child);
        descend(s.tree, child, position, path);
        why = demo::say("just added", "加えたばかりの子");
    } else if (node_at(s.tree, leaf).passes < 2) {
        why = sentence("a leaf with {0}{1}, fewer than expand_after = {2}: not expanded",
                       "訪問{0}回の葉で、expand_after = {2}に満たないので展開しません",
                       {std::to_string(visits), visits == 1 ? " visit" : " visits",
                        std::to_string(s.options.expand_after)});
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
    if (index == 0) return demo::say("the root", "根");
    std::vector<int> parent(tree.nodes.size(), -1);
    for (std::size_t i = 0; i < tree.nodes.size(); ++i)
        for (int child : tree.nodes[i].children)
            if (child >= 0 && static_cast<std::size_t>(child) < parent.size())
                parent[static_cast<std::size_t>(child)] = static_cast<int>(i);
    std::string line;
    for (int i = static_cast<int>(index); i > 0 && line.size() < 200;
         i = parent[static_cast<std::size_t>(i)])
        line = vertex(g, tree.nodes[static_cast<std::size_t>(i)].move) + (line.empty() ? "" : " ") +
               line;
    return sentence("node {0} ({1})", "ノード{0}（{1}）", {std::to_string(index), line});
}

// Where your uct_search's tree first differs from the tree grown here, in words; "" if
// nowhere. The shape first (a node's move, player, passes, children), then the counts of the
// nodes below the root, then the root's: a count that differs also changes every node above.
std::string first_difference(const Tree& here, const Tree& yours, const Geometry& g)
{
    const std::size_t n = std::min(here.nodes.size(), yours.nodes.size());
    const auto differs = [&](std::size_t i, const std::string& what, const std::string& x,
                             const std::string& y) {
        return sentence("{0}: {1} {2} here, {3} in uct_search's",
                        "{0}の{1}：ここでは{2}、uct_search の木では{3}",
                        {node_name(here, g, i), what, x, y});
    };
    for (std::size_t i = 0; i < n; ++i) {
        const Node& a = here.nodes[i];
        const Node& b = yours.nodes[i];
        if (a.move != b.move)
            return differs(i, demo::say("move", "手"), vertex(g, a.move), vertex(g, b.move));
        if (a.player != b.player)
            return differs(i, demo::say("player", "プレイヤー"), demo::player_name(a.player),
                           demo::player_name(b.player));
        if (a.passes != b.passes)
            return differs(i, demo::say("passes", "パスの数"), std::to_string(a.passes),
                           std::to_string(b.passes));
        if (a.children != b.children) {
            const auto children = [](const Node& node) {
                if (node.children.empty()) return demo::say("none", "なし");
                return sentence("{0} (nodes {1} to {2})", "{0}個（ノード{1}〜{2}）",
                                {std::to_string(node.children.size()),
                                 std::to_string(node.children.front()),
                                 std::to_string(node.children.back())});
            };
            return differs(i, demo::say("children", "子"), children(a), children(b));
        }
    }
    if (here.nodes.size() != yours.nodes.size())
        return sentence("{0} nodes here, {1} in uct_search's tree",
                        "ノード数：ここでは {0}、uct_search の木では {1}",
                        {std::to_string(here.nodes.size()), std::to_string(yours.nodes.size())});
    for (std::size_t k = 1; k <= n; ++k) {
        const std::size_t i = k % n; // the root last
        const Node& a = here.nodes[i];
        const Node& b = yours.nodes[i];
        if (a.visits != b.visits)
            return differs(i, demo::say("visits", "訪問回数"), std::to_string(a.visits),
                           std::to_string(b.visits));
        if (a.total != b.total)
            return differs(i, demo::say("total", "合計"), signed_int(a.total), signed_int(b.total));
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
        note(stepper,
             sentence("(your uct_search is not written yet: nothing to compare this tree with)",
                      "（あなたの uct_search はまだ書かれていないので、この木と比べられません）"));
        return;
    }
    const std::string difference = first_difference(s.tree, yours, s.start.geometry());
    const std::vector<std::string> facts = {std::to_string(s.simulations), difference};
    if (difference.empty() && rng.state() == s.rng.state())
        note(stepper,
             sentence("This tree, grown by {0} simulations of your select_child, expand, "
                      "playout_result and backup, is node for node the tree your uct_search "
                      "grows with {0} playouts and the same seed.",
                      "あなたの select_child、expand、playout_result、backup で{0}回の"
                      "シミュレーションを行って育てたこの木は、同じシードでプレイアウト{0}回の"
                      "あなたの uct_search が育てる木とノードごとに一致します。",
                      facts));
    else if (difference.empty())
        note(stepper, sentence("Your uct_search with {0} simulations and the same seed grows this "
                               "tree but draws other random numbers.",
                               "同じシードで{0}回のシミュレーションを行うあなたの uct_search は、"
                               "この木を育てますが、引く乱数が違います。",
                               facts));
    else
        note(stepper, sentence("Your uct_search with {0} playouts and the same seed grows another "
                               "tree than these steps: {1}.",
                               "同じシードでプレイアウト{0}回のあなたの uct_search は、これらの"
                               "ステップとは違う木を育てます。{1}。",
                               facts));
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
        if (demo::in_japanese()) // the visits counted: "113回"
            out << std::string(static_cast<std::size_t>(2 * depth), ' ')
                << cell(vertex(g, n.move), 4) << " "
                << cell(std::to_string(n.visits) + "回", 6, true) << " "
                << demo::fixed(win_rate(n), 2) << "\n";
        else {
            std::snprintf(line, sizeof line, "%*s%-4s %4d  %.2f\n", 2 * depth, "",
                          to_gtp_vertex(g, n.move).c_str(), n.visits, win_rate(n));
            out << line;
        }
        if (depth == 0) tree_lines(out, tree, g, children[i], depth + 1);
    }
    if (depth == 0 && children.size() > shown)
        out << std::string(static_cast<std::size_t>(2 * depth), ' ')
            << sentence("({0} more root children)", "（根の子はほかに{0}個）",
                        {std::to_string(children.size() - shown)})
            << "\n";
}

// The search after `s.simulations` playouts: the root's children's visits on the board (the
// most visited, the move UCT would play, marked), the tree two plies deep beside it.
void show_stride(demo::Stepper& stepper, const Search& s, const std::string& intro)
{
    const Geometry& g = s.start.geometry();
    const Tree& tree = s.tree;
    const int best = most_visited(tree, 0);
    std::ostringstream caption;
    caption << sentence("{0} simulations, {1} nodes in the tree",
                        "シミュレーション{0}回、木のノード{1}個",
                        {std::to_string(s.simulations), std::to_string(tree.nodes.size())});
    if (best > 0)
        caption << sentence("; the most visited move, the one UCT would play: {0}, {1} visits, "
                            "win rate {2}",
                            "。最も多く訪問された手（UCT が打つ手）：{0}、訪問{1}回、勝率 {2}",
                            {vertex(g, node_at(tree, best).move),
                             std::to_string(node_at(tree, best).visits),
                             demo::fixed(win_rate(node_at(tree, best)), 2)});
    if (!intro.empty()) caption << "\n" << intro;
    demo::Step step;
    step.board = s.start;
    for (int child : node_at(tree, 0).children) {
        const Node& n = node_at(tree, child);
        if (n.visits > 0 && n.move != kPass) step.marks[n.move] = std::to_string(n.visits);
    }
    std::ostringstream beside;
    beside << (demo::in_japanese() ? cell("手", 5) + cell("訪問", 6, true) + " 勝率\n"
                                   : std::string("move visits win rate\n"));
    tree_lines(beside, tree, g, 0, 0);
    step.beside = beside.str();
    step.beside_in_json = false;
    if (stepper.json()) {
        std::string line;
        for (int child : node_at(tree, 0).children) {
            const Node& n = node_at(tree, child);
            if (n.visits > 0)
                line += (line.empty() ? "" : demo::say(", ", "、")) +
                        demo::say("{0} {1} at {2}", "{0} {1}（{2}）",
                                  {vertex(g, n.move), std::to_string(n.visits),
                                   demo::fixed(win_rate(n), 2)});
        }
        caption << demo::say("\nroot children, visits at win rate: ",
                             "\n根の子の訪問回数（勝率）：")
                << line;
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
        sentence("UCT for {0}: the root (this position) got its {1} children at once (your "
                 "expand). Each simulation then has four steps: 1. selection, down the tree to the "
                 "child with the largest UCB1 (your ucb1 and select_child); 2. expansion of the "
                 "leaf reached, once it has {2} visits (your expand); 3. a random playout from "
                 "there (your playout_result); 4. backup: the result counted in every node of the "
                 "path, for the player who moved into it (your backup).",
                 "{0}の UCT：根（この局面）は{1}個の子をすぐに得ました（あなたの expand）。"
                 "そのあと、各シミュレーションは四つのステップからなります。1. 選択：UCB1 が最大の"
                 "子へと木を降ります（あなたの ucb1 と select_child）。2. 展開：たどり着いた葉の"
                 "訪問回数が{2}回以上なら、子を作ります（あなたの expand）。3. そこからランダムな"
                 "プレイアウトを打ちます（あなたの playout_result）。4. バックアップ：結果を"
                 "経路上のすべてのノードに、そのノードへの手を打った側から見て数えます（あなたの "
                 "backup）。",
                 {demo::player_name(color), std::to_string(root_children),
                  std::to_string(options.expand_after)}) +
        (stepper.json()
             ? sentence(
                   " Numbers on the board: the order of the path's moves, and in a selection "
                   "each child's UCB1 (\u221e: never visited); green ring: the child chosen; "
                   "small circles: the children a node just got. Tree: each node's win rate "
                   "for the player who made its move, u= its UCB1, n= its visits; yellow: "
                   "the path of this simulation.",
                   "盤上の数字：経路の手の順番と、選択のステップでは各子の UCB1（\u221e は"
                   "未訪問）。緑の輪：選ばれた子。小さな丸：ノードが新しく得た子。木：各ノードの"
                   "勝率（そのノードへの手を打った側から見たもの）、u= は UCB1、n= は訪問回数。"
                   "黄色：このシミュレーションの経路。")
             : sentence(" Marks: 1, 2, ... the path's moves; ! the child chosen; ? the other "
                        "children listed beside; + the children a node just got. In a playout "
                        "step, type m (and Enter) for the playout's moves.",
                        "記号：1、2、... は経路の手、! は選ばれた子、? は横の表にあるほかの子、"
                        "+ はノードが新しく得た子です。プレイアウトのステップでは、m（と Enter）で"
                        "プレイアウトの手順を表示します。"));
    const int first = std::min(stepped, options.playouts);
    if (stepper.json() && first > 0)
        s.intro = key; // the caption of the first simulation's frame
    else
        note(stepper, key);
    if (!stepper.json() && first > static_cast<int>(root_children))
        note(stepper,
             sentence("(The first {0} simulations each try a root child never visited, three "
                      "steps each; at the prompt, {1} and Enter runs them without stopping.)",
                      "（最初の{0}回のシミュレーションは、それぞれ未訪問の根の子を一つ試します。"
                      "どれも3ステップです。プロンプトで{1}と Enter を入力すると、止まらずに"
                      "進みます。）",
                      {std::to_string(root_children), std::to_string(3 * root_children)}));
    for (int i = 0; i < first; ++i) simulate(stepper, s, true);
    compare_with_search(stepper, s, seed);
    show_stride(stepper, s,
                sentence("From here on, in larger strides: each step runs more simulations, then "
                         "shows the visits of the root's children on the board, and the tree two "
                         "plies deep: the root's four most visited children and the two most "
                         "visited answers to each, with their visits and win rates (for the "
                         "player who made the move).",
                         "ここからは大きな歩幅で進みます。各ステップでシミュレーションをまとめて"
                         "行い、根の子の訪問回数を盤上に示し、2手先までの木を示します。根の子の"
                         "うち訪問回数の多い四つと、それぞれへの応手のうち多い二つを、訪問回数と"
                         "勝率（その手を打った側から見たもの）とともに示します。"));
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
    const std::string uct_choice = best > 0
                                       ? vertex(g, tree.nodes[static_cast<std::size_t>(best)].move)
                                       : demo::say("none", "なし");
    if (demo::in_japanese()) {
        std::printf("%s\n",
                    spaced(std::to_string(start.width()) + "x" + std::to_string(start.height()) +
                           "、" + demo::player_name(color) + "番、シード" + std::to_string(seed))
                        .c_str());
        // The two lines' labels padded alike, so that their numbers line up.
        const std::string labels[2] = {
            spaced("  原始モンテカルロ法、プレイアウト" + demo::fixed(primitive_playouts, 0) +
                   "回："),
            spaced("  UCT、プレイアウト" + std::to_string(options.playouts) + "回：")};
        const std::size_t width = std::max(display_width(labels[0]), display_width(labels[1]));
        const auto speeds = [&](const std::string& label, double yours, const std::string& move,
                                double engine, const std::string& engine_move) {
            char numbers[2][32];
            std::snprintf(numbers[0], sizeof numbers[0], "%9.0f", yours);
            std::snprintf(numbers[1], sizeof numbers[1], "%9.0f", engine);
            std::printf("%s%s\n", cell(label, width).c_str(),
                        spaced(std::string("あなたのコード 毎秒") + numbers[0] + "回（" + move +
                               "）、エンジン 毎秒" + numbers[1] + "回（" + engine_move + "）")
                            .c_str());
        };
        speeds(labels[0], primitive_playouts / yours_primitive, vertex(g, choice.move),
               primitive_playouts / engine_primitive, vertex(g, engine_choice));
        speeds(labels[1], options.playouts / yours_uct, uct_choice, options.playouts / engine_uct_s,
               vertex(g, engine_uct.move));
        return;
    }
    std::printf("%dx%d, %s to move, seed %llu\n", start.width(), start.height(),
                demo::player_name(color).c_str(), static_cast<unsigned long long>(seed));
    std::printf("  primitive Monte Carlo, %.0f playouts: yours %9.0f playouts/s (%s), the "
                "engine's %9.0f playouts/s (%s)\n",
                primitive_playouts, primitive_playouts / yours_primitive,
                to_gtp_vertex(g, choice.move).c_str(), primitive_playouts / engine_primitive,
                to_gtp_vertex(g, engine_choice).c_str());
    std::printf("  UCT, %d playouts:                  yours %9.0f playouts/s (%s), the "
                "engine's %9.0f playouts/s (%s)\n",
                options.playouts, options.playouts / yours_uct, uct_choice.c_str(),
                options.playouts / engine_uct_s, to_gtp_vertex(g, engine_uct.move).c_str());
}

} // namespace

int main(int argc, char** argv)
{
    CLI::App app{demo::say("Lesson 8: Monte Carlo. Primitive Monte Carlo's win rates on the board, "
                           "then UCT simulation by simulation: selection, expansion, playout, "
                           "backup.",
                           "第8課：モンテカルロ法。原始モンテカルロ法の勝率を盤上に示し、続いて "
                           "UCT をシミュレーション 1 回ずつ（選択、展開、プレイアウト、"
                           "バックアップ）示します。")};
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
    auto* named =
        app.add_option("--position", position,
                       demo::say("A test position (default race)", "テストの局面（既定は race）"))
            ->check(CLI::IsMember({"race", "opening"}));
    auto* file = app.add_option("--diagram", diagram,
                                demo::say("Start from the position of a diagram FILE",
                                          "盤面図ファイル FILE の局面から始めます"))
                     ->excludes(named);
    app.add_option("--size", size,
                   demo::say("Start from the empty board of this size instead",
                             "代わりに、この大きさの空の碁盤から始めます"))
        ->check(CLI::Range(1, 19))
        ->excludes(named)
        ->excludes(file);
    app.add_option("--first", first,
                   demo::say("Who is to move: black or white (default black)",
                             "手番：black（黒）または white（白）（既定は black）"))
        ->check(CLI::IsMember({"black", "white"}));
    app.add_option("--seed", seed,
                   demo::say("Seed of the random numbers (default 1)", "乱数のシード（既定は 1）"));
    app.add_option("--komi", komi,
                   demo::say("Komi for White (default 3.5)", "白のコミ（既定は 3.5）"));
    app.add_option("--per-candidate", per_candidate,
                   demo::say("Primitive Monte Carlo's playouts per candidate (default 30)",
                             "原始モンテカルロ法の、候補手あたりのプレイアウト回数（既定は 30）"))
        ->check(CLI::Range(1, 100000));
    app.add_option(
           "--playouts", options.playouts,
           demo::say("UCT's playouts (default 300)", "UCT のプレイアウト回数（既定は 300）"))
        ->check(CLI::Range(1, 1000000));
    app.add_option("--exploration", options.exploration,
                   demo::say("UCB1's constant C (default 1)", "UCB1 の探索の定数 C（既定は 1）"))
        ->check(CLI::Range(0.0, 100.0));
    app.add_option("--expand-after", options.expand_after,
                   demo::say("Visits before a leaf gets children (default 2)",
                             "葉に子を作るまでの訪問回数（既定は 2）"))
        ->check(CLI::Range(0, 1000000));
    int stepped = 36; // on race: the first expansions (29 to 33), then walks two plies deep
    app.add_option("--stepped", stepped,
                   demo::say("With --step or --trace: UCT simulations shown step by step before "
                             "the strides (default 36)",
                             "--step か --trace と一緒に：まとめて進む前に一歩ずつ示す、UCT の"
                             "シミュレーションの回数（既定は 36）"))
        ->check(CLI::Range(0, 1000));
    bool run_bench = false;
    app.add_flag("--bench", run_bench,
                 demo::say("Time your primitive Monte Carlo and UCT beside the engine's players",
                           "あなたの原始モンテカルロ法と UCT を、エンジンのプレイヤーと並べて"
                           "計時します"));
    CLI11_PARSE(app, argc, argv);

    try {
        Board start = parse_diagram(kPositions.at(position));
        if (size > 0) start = Board(size);
        if (!diagram.empty()) {
            if (!std::ifstream(diagram, std::ios::binary)) {
                std::cerr << "lesson08: "
                          << sentence("cannot read {0}", "{0}を読めません", {diagram}) << "\n";
                return 1;
            }
            start = demo::read_diagram_file(diagram);
        }
        const Color color = first == "white" ? Color::White : Color::Black;
        if (run_bench) {
            bench(start, color, komi, seed, per_candidate, options);
            return 0;
        }
        demo::Stepper stepper(mode);
        stepper.describe(8,
                         demo::say("Monte Carlo: primitive Monte Carlo's win rates, then UCT's "
                                   "simulations",
                                   "モンテカルロ法：原始モンテカルロ法の勝率、続いて UCT の"
                                   "シミュレーション"),
                         {{"!", trace::MarkKind::Choose}, {"+", trace::MarkKind::Candidate}});
        if (stepper.showing()) {
            show_primitive(stepper, start, color, komi, seed, per_candidate);
            show_uct(stepper, start, color, komi, seed, options, stepped);
        }
        if (stepper.json()) { // the trace is the whole output
            stepper.finish();
            return 0;
        }
        std::ostringstream komi_text;
        komi_text << komi;
        std::cout << print_diagram(start)
                  << sentence("{0} to move, komi {1}", "{0}番、コミ{1}",
                              {demo::player_name(color), komi_text.str()})
                  << "\n\n";
        Rng rng(seed);
        const MonteCarloChoice choice =
            primitive_monte_carlo(start, color, komi, rng, per_candidate);
        DiagramOptions marked;
        marked.marks = rate_marks(choice);
        std::cout << sentence("primitive Monte Carlo, {0} playouts per candidate (win rates in "
                              "tenths, ! the choice):",
                              "原始モンテカルロ法、候補手あたりプレイアウト{0}回（勝率は10分の1"
                              "単位、! は選んだ手）：",
                              {std::to_string(per_candidate)})
                  << "\n"
                  << print_diagram(start, marked) << choice_text(start.geometry(), choice, color)
                  << "\n\n";
        Rng uct_rng(seed);
        const Tree tree = uct_search(start, color, komi, uct_rng, options);
        const int best = most_visited(tree, 0);
        std::cout << sentence("UCT, {0} playouts, {1} nodes; the most visited move: {2}",
                              "UCT、プレイアウト{0}回、ノード{1}個。最も多く訪問された手：{2}",
                              {std::to_string(options.playouts), std::to_string(tree.nodes.size()),
                               best > 0 ? vertex(start.geometry(),
                                                 tree.nodes[static_cast<std::size_t>(best)].move)
                                        : demo::say("none", "なし")})
                  << "\n"
                  << analysis_report(tree, start.geometry());
        return 0;
    } catch (const std::exception& error) { // a stub's NotImplemented in the student's language
        std::cerr << "lesson08: " << demo::error_words(error) << "\n";
        return 1;
    }
}
