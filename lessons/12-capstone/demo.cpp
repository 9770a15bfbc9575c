// Lesson 12's demo: RAVE and the playout policy. Plain, it runs your rave_search on a position
// and prints the root's moves with their own and AMAF statistics, then one playout of your
// policy_playout. With --step or --trace it stops your search after 1, 2, 3, 4, 6, 8, 12, ...
// simulations and shows, beside the board, the root moves that matter: their own and AMAF
// rates, your beta and blended value, and where your select_rave_child sends the next
// simulation (and what lesson 8's UCB1 would do instead); then the policy's playout move by
// move, each move named by the rule that could have chosen it. Then what the player decides:
// pass, resign, time, dead stones. --trace --format json writes the same steps for the book's
// player, with the root's visited children as a tree beside the board.
// With --gtp it is your player on GTP (your gtp_answer), for a GUI or `stonelab match`.
// `stonelab run 12` runs it on your code, `stonelab run 12 --solution` on the reference.
// Every sentence is written in English and Japanese side by side (demo::say); `stonelab run`
// picks the student's language. The tables' numbers, the boards and the JSON frames' data are
// the same in both.
#include "capstone.hpp"

#include "engine/base/utf8.hpp"
#include "engine/formats/diagram.hpp"
#include "engine/protocols/gtp.hpp"
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
#include <limits>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

using namespace stonelab;
using namespace stonelab::lesson12;

namespace {

// The tests' semeai (tests/support/positions.hpp, tests/12-capstone/capstone_data.hpp): White's
// two stones in Black's side have one liberty, D3, which decides the game for whoever plays it.
const char* const kRace = test::kRace.diagram;

// Wrapped for an 80-column terminal (the Japanese too, in columns: a kanji or kana takes two);
// the JSON trace's legend is one paragraph.
constexpr const char* kLegend =
    "RAVE, stopped after 1, 2, 3, 4, 6, 8, 12, ... simulations: each step a table\n"
    "of the root moves that matter (the most visited, the best valued, the best by\n"
    "own rate and by AMAF), lettered on the board. n: the move's own visits; own:\n"
    "its wins / n and rate (your win_rate); AMAF: its wins / visits counting every\n"
    "simulation that played it first or later, and rate (your amaf_rate); beta:\n"
    "your rave_beta(n, k); value: your rave_value, (1 - beta) * own + beta * AMAF\n"
    "(inf: in no simulation yet, tried first). The capital letter is your\n"
    "select_rave_child's pick, where the next simulation starts. Then the policy's\n"
    "playout: ! the move just played, + the other moves of the rule that chose it,\n"
    "x the stones captured.";
constexpr const char* kJsonLegend =
    "First RAVE, stopped after 1, 2, 3, 4, 6, 8, 12, ... simulations: each step a table of the "
    "root moves that matter (the most visited, the best valued, the best by own rate and by "
    "AMAF), lettered on the board. n: the move's own visits; own: its wins / n and win rate; "
    "AMAF: its wins / visits counting every simulation that played it first or later, and that "
    "rate; beta = sqrt(k / (3n + k)); value = (1 - beta) * own + beta * AMAF (inf: in no "
    "simulation yet, tried first). The green ring (the capital letter) is select_rave_child's "
    "pick, where the next simulation starts; the tree: the root's visited moves with their own "
    "win rate and, under it, their AMAF rate (green: the pick, yellow: first visited in this "
    "step). Then the policy's playout: triangle the move just played, circles the other moves "
    "of the rule that chose it, crosses the stones captured";
constexpr const char* kLegendJa =
    "RAVE を 1、2、3、4、6、8、12、… 回のシミュレーションの後で止めます。\n"
    "各ステップは重要な根の手（訪問回数の最も多い手、値の最も高い手、自身の勝率と\n"
    "AMAF の率がそれぞれ最も高い手）の表で、盤上にはそれらの手を文字で示します。\n"
    "n：その手自身の訪問回数。勝：自身の勝ち数 / n。勝率：その率（あなたの\n"
    "win_rate）。AMAF：その手をすぐに、または後で打ったシミュレーションをすべて\n"
    "数えた勝ち数 / 訪問回数。率：その率（あなたの amaf_rate）。beta：あなたの\n"
    "rave_beta(n, k)。値：あなたの rave_value、(1 - beta) * 勝率 + beta * AMAF の率\n"
    "（無限：まだどのシミュレーションにも現れていない手で、最初に試されます）。\n"
    "大文字は、あなたの select_rave_child が選ぶ手、つまり次のシミュレーションが\n"
    "始まる手です。続いて方策によるプレイアウトです。! は打ったばかりの手、\n"
    "+ はその手を選んだ規則のほかの手、x は取られた石です。";
constexpr const char* kJsonLegendJa =
    "まず RAVE を 1、2、3、4、6、8、12、… 回のシミュレーションの後で止めます。各ステップは重要な"
    "根の手（訪問回数の最も多い手、値の最も高い手、自身の勝率と AMAF の率がそれぞれ最も高い手）の"
    "表で、盤上にはそれらの手を文字で示します。n：その手自身の訪問回数。勝：自身の勝ち数 / n、"
    "勝率：その率。AMAF：その手をすぐに、または後で打ったシミュレーションをすべて数えた勝ち数 / "
    "訪問回数、率：その率。beta = sqrt(k / (3n + k))。値 = (1 - beta) * 勝率 + beta * AMAF の率"
    "（無限：まだどのシミュレーションにも現れていない手で、最初に試されます）。緑の輪（大文字）は "
    "select_rave_child が選ぶ手、つまり次のシミュレーションが始まる手です。木には、訪問した根の手"
    "ごとに自身の勝率と、その下に AMAF の率を示します（緑：選ばれる手、黄：このステップで初めて"
    "訪問した手）。続いて方策によるプレイアウトです。三角は打ったばかりの手、丸はその手を選んだ"
    "規則のほかの手、×は取られた石です";

// The numbers at which the search is stopped and shown: every simulation at the start, where
// beta is near 1 and one playout's AMAF updates change everything, then ever larger strides
// (1, 2, 3, 4, 6, 8, 12, 16, 24, ...: each a half or a third more than the last), and the
// whole search last.
std::vector<int> stops(int playouts)
{
    std::vector<int> counts;
    for (int count = 1; 4 * count <= 3 * playouts;) {
        counts.push_back(count);
        const bool power_of_two = (count & (count - 1)) == 0;
        count = count < 4 ? count + 1 : power_of_two ? count * 3 / 2 : count * 4 / 3;
    }
    counts.push_back(playouts);
    return counts;
}

// A win count: a draw is half a win, so (visits + total) / 2 may end in .5.
std::string wins(int visits, int total)
{
    const int twice = visits + total;
    return std::to_string(twice / 2) + (twice % 2 ? ".5" : "");
}

// A rate, beta or value with three decimals (rave_value's +infinity: "inf", in Japanese 無限,
// as wide as "value" at most: the table's columns are the same in both languages).
std::string fixed(double value)
{
    if (std::isinf(value)) return demo::say("inf", "無限");
    return demo::fixed(value, 3);
}

// k as the command line gave it: 50, 0.5.
std::string demo_number(double value)
{
    std::ostringstream text;
    text << value;
    return text.str();
}

const RaveNode& node_at(const RaveTree& tree, int index)
{
    return tree.nodes[static_cast<std::size_t>(index)];
}

// One root move as the table shows it, every number from the lesson's own functions.
struct Row {
    int child = -1; ///< index in the tree
    double own = 0, amaf = 0, beta = 0, value = 0;
};

Row row_of(const RaveTree& tree, int child, double equivalence)
{
    const RaveNode& node = node_at(tree, child);
    return {child, win_rate(node), amaf_rate(node), rave_beta(node.visits, equivalence),
            rave_value(node, equivalence)};
}

// Lesson 8's UCB1 on the own win rate, for comparison: what plain UCT would choose at the root
// (the first of the largest; a move never visited is worth +infinity, so UCB1 tries every move
// once before it tries any twice).
int ucb1_choice(const RaveTree& tree, double exploration)
{
    const RaveNode& root = tree.nodes.front();
    int best = -1;
    double best_value = 0;
    for (int c : root.children) {
        const RaveNode& n = node_at(tree, c);
        const double value =
            n.visits == 0 ? std::numeric_limits<double>::infinity()
                          : win_rate(n) + exploration * std::sqrt(std::log(root.visits) / n.visits);
        if (best < 0 || value > best_value) best = c, best_value = value;
    }
    return best;
}

// The child with the largest `key` among those `counts` (-1 if none counts); on ties the one
// with more `evidence` (a win rate of 1 after 50 visits beats one after 1), then the first.
template <class Key, class Evidence>
int favourite(const std::vector<Row>& rows, Key key, Evidence evidence)
{
    const Row* best = nullptr;
    for (const Row& row : rows)
        if (evidence(row) > 0 && (!best || key(row) > key(*best) ||
                                  (key(row) == key(*best) && evidence(row) > evidence(*best))))
            best = &row;
    return best ? best->child : -1;
}

// The table of `shown` (rows of the root's children), aligned, with a header; `letters[i]`
// names shown[i]. The columns are as wide as the English header and the numbers make them, in
// both languages: a Japanese header word is never wider than the English one, so that the rows
// are the same (and so are the board's lines they are drawn beside).
std::string table(const RaveTree& tree, const Geometry& geometry, const std::vector<Row>& shown,
                  const std::vector<std::string>& letters)
{
    const std::vector<std::string> japanese_header = {"",     "手", "n",    "勝", "勝率",
                                                      "AMAF", "率", "beta", "値"};
    std::vector<std::vector<std::string>> cells = {
        {"", "move", "n", "own", "rate", "AMAF", "rate", "beta", "value"}};
    for (std::size_t i = 0; i < shown.size(); ++i) {
        const Row& row = shown[i];
        const RaveNode& n = node_at(tree, row.child);
        cells.push_back({letters[i], to_gtp_vertex(geometry, n.move), std::to_string(n.visits),
                         wins(n.visits, n.total) + "/" + std::to_string(n.visits),
                         n.visits > 0 ? fixed(row.own) : "-",
                         wins(n.amaf_visits, n.amaf_total) + "/" + std::to_string(n.amaf_visits),
                         n.amaf_visits > 0 ? fixed(row.amaf) : "-", fixed(row.beta),
                         fixed(row.value)});
    }
    std::vector<std::size_t> width(cells.front().size(), 0);
    for (const auto& line : cells)
        for (std::size_t c = 0; c < line.size(); ++c)
            width[c] = std::max(width[c], display_width(line[c]));
    if (demo::in_japanese()) cells.front() = japanese_header;
    std::string text;
    for (const auto& line : cells) {
        std::string out;
        for (std::size_t c = 0; c < line.size(); ++c) {
            const bool left = c <= 1; // the letter and the move; numbers to the right
            const std::string pad(width[c] - std::min(width[c], display_width(line[c])), ' ');
            out += (c == 0 ? "" : " ") + (left ? line[c] + pad : pad + line[c]);
        }
        while (!out.empty() && out.back() == ' ') out.pop_back();
        text += out + "\n";
    }
    return text;
}

// The root and its visited children as a JSON trace's tree: visits and own win rate for the
// player of the move, the AMAF rate in the note (short: the player writes it under the node);
// the pick of the next selection is `pv`, a child visited for the first time since the last
// picture `current`.
std::vector<trace::TreeNode> json_tree(const RaveTree& tree, const Geometry& geometry, int pick,
                                       const std::vector<int>& visits_before)
{
    return demo::root_children_tree(
        tree, geometry, pick, visits_before, [](const RaveNode& n, trace::TreeNode& node) {
            node.win_rate = std::clamp(win_rate(n), 0.0, 1.0);
            if (n.amaf_visits > 0)
                node.note = "AMAF " + std::to_string(std::lround(100 * amaf_rate(n))) + "%";
        });
}

// What a step of RAVE remembers of the one before.
struct RaveState {
    std::vector<int> visits_before; ///< every node's visits, by index (new children: none)
    std::string pick;               ///< where the next simulation was to start
};

// The root's choices that the table compares: your select_rave_child's pick, the favourites
// by own rate and by AMAF (-1: none yet), and lesson 8's UCB1.
struct Choices {
    int pick = -1, own_best = -1, amaf_best = -1, ucb1 = -1;
};

// The rows worth showing, at most eight, in this order of priority: the pick, the favourites
// by own rate and by AMAF, the three best valued, the four most visited (ties: the better
// valued). They are listed most visited first.
std::vector<Row> rows_that_matter(const RaveTree& tree, const std::vector<Row>& rows,
                                  const Choices& choices)
{
    const auto visits = [&](const Row& r) { return node_at(tree, r.child).visits; };
    std::vector<Row> by_visits = rows;
    std::stable_sort(by_visits.begin(), by_visits.end(), [&](const Row& a, const Row& b) {
        return visits(a) != visits(b) ? visits(a) > visits(b) : a.value > b.value;
    });
    std::vector<Row> by_value = rows;
    std::stable_sort(by_value.begin(), by_value.end(),
                     [](const Row& a, const Row& b) { return a.value > b.value; });
    std::vector<int> wanted;
    const auto want = [&](int child) {
        if (child >= 0 && wanted.size() < 8 &&
            std::find(wanted.begin(), wanted.end(), child) == wanted.end())
            wanted.push_back(child);
    };
    for (int child : {choices.pick, choices.own_best, choices.amaf_best}) want(child);
    for (std::size_t i = 0; i < 3 && i < by_value.size(); ++i) want(by_value[i].child);
    for (std::size_t i = 0; i < 4 && i < by_visits.size(); ++i) want(by_visits[i].child);
    std::vector<Row> shown;
    for (const Row& row : by_visits)
        if (std::find(wanted.begin(), wanted.end(), row.child) != wanted.end())
            shown.push_back(row);
    return shown;
}

// One step of RAVE: the search stopped after `some.playouts` simulations, and the root's moves
// that matter in a table beside the board, lettered on it. The next simulation's first choice
// is your select_rave_child's: the capital letter (in the book's player, a green ring).
void show_rave_step(demo::Stepper& stepper, const Board& start, const RaveTree& tree,
                    const RaveOptions& some, RaveState& state, bool last)
{
    const Geometry& geometry = start.geometry();
    const std::vector<int>& children = tree.nodes.front().children;
    std::vector<Row> rows;
    for (int c : children) rows.push_back(row_of(tree, c, some.equivalence));
    Choices choices;
    choices.pick = select_rave_child(tree, 0, some.equivalence);
    const int pick = choices.pick;
    if (std::find(children.begin(), children.end(), pick) == children.end())
        throw std::runtime_error(demo::say(
            "select_rave_child(tree, 0, k) gave {0}, not a child of the root",
            "select_rave_child(tree, 0, k) が {0} を返しました。根の子ノードではありません",
            {std::to_string(pick)}));
    choices.own_best = favourite(
        rows, [](const Row& r) { return r.own; },
        [&](const Row& r) { return node_at(tree, r.child).visits; });
    choices.amaf_best = favourite(
        rows, [](const Row& r) { return r.amaf; },
        [&](const Row& r) { return node_at(tree, r.child).amaf_visits; });
    choices.ucb1 = ucb1_choice(tree, 1.0);
    const std::vector<Row> shown = rows_that_matter(tree, rows, choices);

    // The rows' letters a, b, c, ... in the table's order, the pick's a capital. The JSON frame
    // is made here rather than by the Stepper: the pick has both its letter (a label) and the
    // green ring (a mark), and a Step has one text per point.
    std::vector<std::string> letters;
    trace::Frame frame;
    demo::Step step;
    const auto letter_of = [&](int child) -> std::string {
        for (std::size_t i = 0; i < shown.size(); ++i)
            if (shown[i].child == child) return letters[i];
        return "";
    };
    for (std::size_t i = 0; i < shown.size(); ++i) {
        const char letter = static_cast<char>((shown[i].child == pick ? 'A' : 'a') + i);
        letters.emplace_back(1, letter);
        const Point move = node_at(tree, shown[i].child).move;
        if (move == kPass) continue;
        step.marks[move] = letters.back();
        frame.labels.push_back({move, letters.back()});
        if (shown[i].child == pick) frame.marks.push_back({move, trace::MarkKind::Choose});
    }
    // Equal values go to the first child in the root's order (raster order): say so when that
    // decided.
    const double largest = row_of(tree, pick, some.equivalence).value;
    const bool tie = std::count_if(rows.begin(), rows.end(),
                                   [&](const Row& r) { return r.value == largest; }) > 1;
    // The lines under the table in English or in Japanese, whatever the student's language
    // (demo::say given one pattern twice writes that one): the English ones place the table.
    const auto notes = [&](bool japanese) {
        const auto in = [japanese](std::string_view english, std::string_view japanese_pattern,
                                   const std::vector<std::string>& arguments) {
            const std::string_view pattern = japanese ? japanese_pattern : english;
            return demo::say(pattern, pattern, arguments);
        };
        const auto named = [&](int child) {
            const std::string letter = letter_of(child);
            const std::string move = to_gtp_vertex(geometry, node_at(tree, child).move);
            return letter.empty() ? move : in("{0} ({1})", "{0}（{1}）", {letter, move});
        };
        std::string text =
            tie ? in("next: {0}, first of the largest", "次は {0}：最大の値のうち最初",
                     {named(pick)})
                : in("next: {0}, the largest value", "次は {0}：値が最大", {named(pick)});
        text += "\n";
        if (choices.own_best >= 0 && choices.amaf_best >= 0)
            text += in("best own rate {0}, best AMAF {1}", "勝率最高 {0}、AMAF 最高 {1}",
                       {named(choices.own_best), named(choices.amaf_best)}) +
                    "\n";
        const std::vector<std::string> ucb1 = {
            named(choices.ucb1),
            node_at(tree, choices.ucb1).visits == 0 ? in(", never visited", "、未訪問", {}) : ""};
        text += (choices.ucb1 == pick
                     ? in("UCB1 (C = 1) agrees: {0}{1}", "UCB1（C = 1）でも {0}{1}", ucb1)
                     : in("UCB1 (C = 1) would pick {0}{1}", "UCB1（C = 1）なら {0}{1}", ucb1)) +
                "\n";
        return text;
    };
    const std::string beside = table(tree, geometry, shown, letters) + notes(demo::in_japanese());

    const std::string move = to_gtp_vertex(geometry, node_at(tree, pick).move);
    const std::vector<std::string> numbers = {std::to_string(some.playouts),
                                              demo_number(some.equivalence), move,
                                              some.playouts == 1 ? "" : "s"};
    step.caption =
        last ? demo::say("after {0} simulation{3} (k = {1}): the next would start with {2}",
                         "シミュレーション {0} 回の後（k = {1}）：次があれば {2} から", numbers)
             : demo::say("after {0} simulation{3} (k = {1}): the next starts with {2}",
                         "シミュレーション {0} 回の後（k = {1}）：次は {2} から", numbers);
    if (!state.pick.empty() && state.pick != move)
        step.caption += demo::say(" (was {0})", "（前は {0}）", {state.pick});
    state.pick = move;
    step.board = start;
    step.beside = beside;
    if (demo::in_japanese()) {
        // The table beside the board or under it as in English, whatever the Japanese lines'
        // length (the Stepper would measure those): the step drawn here as the Stepper draws
        // it, its text without a board of its own.
        DiagramOptions drawing;
        drawing.marks = step.marks;
        const std::string diagram = print_diagram(start, drawing);
        bool beside_in_english = false;
        side_by_side(diagram, table(tree, geometry, shown, letters) + notes(false),
                     demo::kStepWidth, 5, &beside_in_english);
        step.beside = side_by_side(
            diagram, beside, beside_in_english ? std::numeric_limits<std::size_t>::max() / 2 : 0);
        step.board.reset();
    }
    step.tree = json_tree(tree, geometry, pick, state.visits_before);
    step.keys.push_back(
        {"a", demo::say("every root move", "根の手すべて"), [&tree, &geometry, some] {
             std::vector<Row> all;
             std::vector<std::string> none;
             for (int c : tree.nodes.front().children) {
                 all.push_back(row_of(tree, c, some.equivalence));
                 none.emplace_back("");
             }
             return demo::say("every root move, in the root's order:",
                              "根の手すべて（根の子ノードの順）：") +
                    "\n" + table(tree, geometry, all, none);
         }});
    if (stepper.json()) {
        frame.board = start;
        frame.caption = step.caption + "\n" + beside;
        while (frame.caption.back() == '\n') frame.caption.pop_back();
        frame.tree = step.tree;
        stepper.frame(frame);
    } else {
        stepper.show(step);
    }
    state.visits_before.clear();
    for (const RaveNode& node : tree.nodes) state.visits_before.push_back(node.visits);
}

void show_rave(demo::Stepper& stepper, const Board& start, Color color, double komi,
               std::uint64_t seed, const RaveOptions& options)
{
    RaveState state;
    const std::vector<int> counts = stops(options.playouts);
    for (int count : counts) {
        RaveOptions some = options;
        some.playouts = count; // the same search, stopped sooner: nothing else draws from rng
        Rng rng(seed);
        const RaveTree tree = rave_search(start, color, komi, rng, some);
        if (tree.nodes.empty() || tree.nodes.front().children.empty())
            throw std::runtime_error(
                demo::say("rave_search gave a tree without a root or its children",
                          "rave_search の返した木に、根か根の子ノードがありません"));
        show_rave_step(stepper, start, tree, some, state, count == counts.back());
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
    if (move == kPass) return {demo::say("a pass", "パス"), {}};
    if (auto moves = capture_moves(board, color); holds(moves))
        return {demo::say("a capture", "取る手"), moves};
    if (auto moves = escape_moves(board, color); holds(moves))
        return {demo::say("an escape from atari", "アタリから逃げる手"), moves};
    if (auto moves = pattern_moves(board, color); holds(moves))
        return {demo::say("a shape of the table", "表の形の手"), moves};
    return {demo::say("a random move", "ランダムな手"), {}};
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
        const std::vector<std::string> words = {std::to_string(move), demo::player_name(color),
                                                to_gtp_vertex(board.geometry(), p), rule.name};
        // A pass in Japanese as lesson 3 says it ("23手目：黒がパス"), the rule's name with it.
        stepper.step(p == kPass
                         ? demo::say("move {0}: {1} {2}, {3}", "{0}手目：{1}がパス", words)
                         : demo::say("move {0}: {1} {2}, {3}", "{0}手目：{1} {2}、{3}", words),
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
    CLI::App app{
        demo::say("Lesson 12: RAVE's values as the simulations grow, then a playout of the policy.",
                  "第12課：シミュレーションが増えるにつれて変わる RAVE の値、"
                  "そして方策によるプレイアウト。")};
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
    app.add_flag("--gtp", gtp,
                 demo::say("Be a GTP engine: your gtp_answer on standard input and output",
                           "GTP のエンジンとして動きます：標準入出力で、あなたの gtp_answer が"
                           "答えます"));
    auto* file =
        app.add_option("--diagram", diagram,
                       demo::say("Start from the position of a diagram FILE (default: a race)",
                                 "図の FILE の局面から始めます（既定は攻め合いの局面 race）"));
    app.add_option("--size", size,
                   demo::say("Start from the empty board of this size instead",
                             "代わりに、この大きさの空の盤から始めます"))
        ->check(CLI::Range(1, 19))
        ->excludes(file);
    app.add_option("--first", first,
                   demo::say("Who is to move: black or white (default black)",
                             "手番：black（黒）か white（白）（既定は black）"))
        ->check(CLI::IsMember({"black", "white"}));
    app.add_option("--seed", seed,
                   demo::say("Seed of the random numbers (default 1)", "乱数のシード（既定は 1）"));
    app.add_option("--komi", komi,
                   demo::say("Komi for White (default 3.5)", "白のコミ（既定は 3.5）"));
    app.add_option("--playouts", options.playouts,
                   demo::say("RAVE's simulations (default 300)",
                             "RAVE のシミュレーション回数（既定は 300）"))
        ->check(CLI::Range(1, 1000000));
    app.add_option("--equivalence", options.equivalence,
                   demo::say("RAVE's k: the visits at which beta is 1/2 (default 50)",
                             "RAVE の k：beta が 1/2 になる訪問回数（既定は 50）"))
        ->check(CLI::Range(0.001, 1e9));
    app.add_option("--expand-after", options.expand_after,
                   demo::say("Visits before a leaf gets children (default 2)",
                             "葉に子ノードを作るまでの訪問回数（既定は 2）"))
        ->check(CLI::Range(0, 1000000));
    app.add_option(
           "--capture", policy.capture_percent,
           demo::say("The capture rule's percent (default 100)", "取る規則の百分率（既定は 100）"))
        ->check(CLI::Range(0, 100));
    app.add_option(
           "--escape", policy.escape_percent,
           demo::say("The escape rule's percent (default 100)", "逃げる規則の百分率（既定は 100）"))
        ->check(CLI::Range(0, 100));
    app.add_option(
           "--pattern", policy.pattern_percent,
           demo::say("The shape rule's percent (default 100)", "形の規則の百分率（既定は 100）"))
        ->check(CLI::Range(0, 100));
    CLI11_PARSE(app, argc, argv);

    try {
        if (gtp) return serve_gtp(options);
        Board start = parse_diagram(kRace);
        if (size > 0) start = Board(size);
        if (!diagram.empty()) {
            std::string text;
            try {
                text = demo::read_diagram_text(diagram);
            } catch (const std::runtime_error&) {
                throw std::runtime_error(
                    demo::say("cannot read {0}", "{0} を読めません", {diagram}));
            }
            start = parse_diagram(text);
        }
        const Color color = first == "white" ? Color::White : Color::Black;
        demo::Stepper stepper(mode);
        stepper.describe(12,
                         demo::say("RAVE's values as the simulations grow, then a playout of the "
                                   "policy",
                                   "シミュレーションが増えるにつれて変わる RAVE の値、そして"
                                   "方策によるプレイアウト"),
                         {{"!", trace::MarkKind::Move},
                          {"+", trace::MarkKind::Candidate},
                          {"x", trace::MarkKind::Capture}});
        if (stepper.showing()) {
            stepper.note(stepper.json() ? demo::say(kJsonLegend, kJsonLegendJa)
                                        : demo::say(kLegend, kLegendJa));
            show_rave(stepper, start, color, komi, seed, options);
            // The Japanese wrapped for an 80-column terminal too, one line in the JSON trace.
            stepper.note(demo::say(
                "Now the playout policy: one playout of your policy_move from the same\n"
                "position, a move a step, each named by the first rule whose list holds it.",
                stepper.json() ? "次はプレイアウトの方策です。同じ局面から、あなたの policy_move "
                                 "によるプレイアウトを一回、一手一ステップで示します。各手には、"
                                 "その手を含む最初の規則の名前を付けます。"
                               : "次はプレイアウトの方策です。同じ局面から、あなたの policy_move "
                                 "による\nプレイアウトを一回、一手一ステップで示します。各手には、"
                                 "その手を含む最初の\n規則の名前を付けます。"));
            show_policy(stepper, start, color, seed, policy);
        }
        if (stepper.json()) { // the trace is the whole output
            stepper.finish();
            return 0;
        }
        std::cout << print_diagram(start)
                  << demo::say("{0} to move, komi {1}", "{0}の手番、コミ {1}",
                               {demo::player_name(color), demo_number(komi)})
                  << "\n\n";
        Rng rng(seed);
        const RaveTree tree = rave_search(start, color, komi, rng, options);
        std::cout << demo::say("RAVE, {0} simulations, k = {1}, {2} nodes; the root's moves, most "
                               "visited first:",
                               "RAVE：シミュレーション {0} 回、k = {1}、ノード {2} 個。根の手"
                               "（訪問回数の多い順）：",
                               {std::to_string(options.playouts), demo_number(options.equivalence),
                                std::to_string(tree.nodes.size())})
                  << "\n"
                  // Each word ends where its column of numbers ends, as in English.
                  << demo::say("  move  visits win-rate  amaf-visits amaf-rate  blended",
                               "  手  訪問回数     勝率 AMAF訪問回数  AMAFの率   混合値")
                  << "\n";
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
        // Each part worked out before it is printed, as far as the English output always went:
        // a task not done yet stops the demo after the same lines in both languages.
        const DecisionOptions decisions;
        const bool safe = passing_is_safe(start, color, komi);
        const bool resign = should_resign(tree, decisions);
        const double seconds = time_for_move(300, 0, moves_left(start));
        const int moves_to_come = moves_left(start);
        std::cout << "\n"
                  << demo::say("what the player decides:", "打ち手の判断：") << "\n"
                  << (safe ? demo::say("  passing is safe (the area count as it stands)",
                                       "  パスは安全です（そのままの盤のエリア計算で）")
                           : demo::say("  passing is not safe (the area count as it stands)",
                                       "  パスは安全ではありません（そのままの盤のエリア計算で）"))
                  << "\n"
                  << demo::say("  {0} (threshold {1} after {2} simulations)",
                               "  {0}（閾値 {1}、シミュレーション {2} 回以上で）",
                               {resign ? demo::say("resign", "投了します")
                                       : demo::say("play on", "打ち続けます"),
                                demo::fixed(decisions.resign_threshold, 2),
                                std::to_string(decisions.resign_min_playouts)})
                  << "\n"
                  << demo::say("  with 300 s of main time left: {0} s for this move ({1} moves to "
                               "come)",
                               "  持ち時間の残りが 300 秒なら：この手に {0} 秒（これから打つ手は "
                               "{1} 手）",
                               {demo::fixed(seconds, 1), std::to_string(moves_to_come)})
                  << "\n";
        Rng owner_rng(seed);
        const std::vector<double> owner = ownership(start, color, komi, owner_rng, 100);
        const std::vector<Point> dead = dead_stones(start, owner, decisions.dead_threshold);
        std::string dead_list; // " A3 B4": in Japanese without the first space, after the colon
        for (Point p : dead) dead_list += " " + to_gtp_vertex(start.geometry(), p);
        std::cout << demo::say("  dead stones by 100 playouts' ownership:",
                               "  プレイアウト 100 回の所有率による死に石：")
                  << (demo::in_japanese() && !dead.empty() ? dead_list.substr(1) : dead_list);
        const double score = final_score(start, dead, komi);
        std::cout << (dead.empty() ? demo::say(" none", "なし") : "") << "\n"
                  << demo::say("  the final score without them: {0}",
                               "  それらを除いた最終結果：{0}", {demo::signed_number(score)})
                  << "\n";
        Rng playout_rng(seed);
        const Playout playout = policy_playout(start, color, komi, playout_rng, policy);
        std::cout << "\n"
                  << demo::say("one playout of the policy: {0} moves, margin {1} for Black",
                               "方策によるプレイアウト一回：{0} 手、黒から見た差 {1}",
                               {std::to_string(playout.moves.size()),
                                demo::signed_number(playout.margin)})
                  << "\n";
        return 0;
    } catch (const std::exception& error) {
        std::cerr << "lesson12: " << demo::error_words(error) << "\n";
        return 1;
    }
}
