// Lesson 9's demo: game-tree search. Plain, it runs your minimax, NegaMax, alpha-beta and
// improved alpha-beta on Russell and Norvig's tree and on tic-tac-toe and prints each value
// and node count beside the engine's, then solves the 2x2 Go board with your solve_go. With
// --step or --trace it replays your alpha-beta's record in the order the search ran: each
// position entered with its window, each leaf evaluated, each cut-off right after the value
// that causes it, each position left with its value, the tree drawn as it grows; on Russell
// and Norvig's tree, on --tree FILE, or on --tic-tac-toe MOVES (the board beside the tree).
// --solve WxH solves one Go board; --record FILE writes your alpha-beta's record (trace.hpp's
// format); --trace --format json writes the steps with the tree so far, for the book's player.
// `stonelab run 9` runs it on your code, `stonelab run 9 --solution` on the reference.
// Every sentence is written in English and Japanese side by side (demo::say); `stonelab run`
// picks the student's language. The trees' rows (moves, who moves, windows, values) are the
// same in both, as the boards are.
#include "negamax.hpp"
#include "trace.hpp"

#include "engine/base/parse_error.hpp"
#include "engine/base/utf8.hpp"
#include "engine/search/game_tree.hpp"
#include "lessons/demo_support.hpp"
#include "lessons/not_implemented.hpp"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <fstream>
#include <iostream>
#include <map>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

using namespace stonelab;
using namespace stonelab::lesson09;

namespace {

// Russell and Norvig's two-ply tree (docs/trees/russell-norvig.tree).
const char* const kRussellNorvig =
    "(a1:(b1:3 b2:12 b3:8) a2:(c1:2 c2:4 c3:6) a3:(d1:14 d2:5 d3:2))";

// The largest Go board --solve accepts: bigger ones do not finish without a table.
constexpr int kMaxSolvePoints = 5;

// Japanese text without the spaces the sentences put around a name where the name turns out
// to be Japanese itself: a space between two wide characters goes ("根 の" becomes "根の",
// "（Max） に" becomes "（Max）に"), one beside a move or a number stays ("a1 の"). English
// text is returned as it is.
std::string tidy(const std::string& text)
{
    if (!demo::in_japanese()) return text;
    std::vector<std::pair<std::string, bool>> chars; // each character, and whether it is wide
    for_each_utf8_char(text, [&chars](std::string_view bytes, char32_t c) {
        chars.emplace_back(std::string(bytes), display_width(c) == 2);
    });
    std::string tidied;
    for (std::size_t i = 0; i < chars.size(); ++i) {
        if (chars[i].first == " " && i > 0 && i + 1 < chars.size() && chars[i - 1].second &&
            chars[i + 1].second)
            continue;
        tidied += chars[i].first;
    }
    return tidied;
}

// A tree file's text, at most search::kMaxTreeBytes long.
std::string read_tree_file(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::runtime_error(demo::say("cannot read {0}", "{0} を読めません", {path}));
    std::string text(search::kMaxTreeBytes + 1, '\0');
    in.read(text.data(), static_cast<std::streamsize>(text.size()));
    text.resize(static_cast<std::size_t>(in.gcount()));
    if (text.size() > search::kMaxTreeBytes)
        throw std::runtime_error(
            demo::say("{0} is longer than {1} bytes, the most a tree file may hold",
                      "{0} は {1} バイトより長く、木のファイルに入る大きさを超えています",
                      {path, std::to_string(search::kMaxTreeBytes)}));
    search::parse_game_tree(text); // a clear error with line and column, before any search
    return text;
}

// `text` with spaces after it up to `columns` columns: the names of a column of lines.
std::string padded(const std::string& text, std::size_t columns)
{
    const std::size_t width = display_width(text);
    return text + std::string(columns > width ? columns - width : 0, ' ');
}

std::string row(const std::string& what, const SearchStats& yours,
                const search::SearchResult& engine)
{
    std::string line = demo::say("  {0}: value {1}, {2} nodes (engine: value {3}, {4} nodes)",
                                 "  {0}：値 {1}、{2} ノード（エンジン：値 {3}、{4} ノード）",
                                 {what, std::to_string(yours.value), std::to_string(yours.nodes),
                                  std::to_string(engine.value), std::to_string(engine.nodes)});
    if (yours.value != engine.value || yours.nodes != engine.nodes)
        line += demo::say("  <- differs", "  <- 一致しません");
    return line;
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
    // The names in a column: "minimax   " in English, the lesson's words in Japanese.
    const auto name = [](const char* english, const char* japanese) {
        return demo::in_japanese() ? padded(japanese, 16) : std::string(english);
    };
    std::cout << row(name("minimax   ", "ミニマックス法"), minimax(spec, kNoDepthLimit),
                     engine(search::Algorithm::Minimax))
              << "\n"
              << row(name("NegaMax   ", "ネガマックス法"), negamax(spec, kNoDepthLimit),
                     engine(search::Algorithm::Negamax))
              << "\n";
    const Value limit = game->max_value();
    std::cout << row(name("alpha-beta", "アルファベータ法"),
                     alpha_beta(spec, kNoDepthLimit, -limit, limit, false).stats,
                     engine(search::Algorithm::AlphaBetaFailSoft))
              << "\n";
}

// ---- The step-through: your alpha-beta's record, replayed in the order the search ran ----
//
// The record lists each position once, when the search enters it, with what it knew only
// later: the value it returned and the moves a cut-off left. Replaying it in order means
// telling apart the moments it mixes: a position is *entered* (with its window), a leaf is
// *evaluated*, a cut-off happens right after the child whose value causes it, and a position
// is *left* (with its value) before the next visit outside its subtree.

enum class EventKind { Enter, Leaf, Cut, Leave };

struct Event {
    EventKind kind;
    std::size_t visit; // the position's index in the record
};

// Who moves at a position, by its depth: Max and Min on a tree, X and O at tic-tac-toe.
struct Players {
    std::string at_root, other;
    const std::string& at(std::size_t depth) const { return depth % 2 == 0 ? at_root : other; }
};

// The record as a tree (each visit's parent and children) and as the events of the search.
struct Replay {
    std::vector<Visit> visits;
    std::vector<std::size_t> parent; // the root's is its own index, 0
    std::vector<std::vector<std::size_t>> children;
    std::vector<Event> events;
    Players players;
};

bool is_prefix(const std::vector<std::string>& a, const std::vector<std::string>& b)
{
    return a.size() <= b.size() && std::equal(a.begin(), a.end(), b.begin());
}

// The events of the record `visits`. Throws std::runtime_error, naming the visit, if the
// record is not a depth-first search from the root (each visit a child of a position still
// open): your alpha_beta's record must be, for its replay to mean anything.
Replay replay(std::vector<Visit> visits, Players players)
{
    if (visits.empty())
        throw std::runtime_error(demo::say(
            "your alpha_beta recorded no visits (with record = true it lists every position "
            "visited, the root first)",
            "あなたの alpha_beta は訪問を一つも記録していません（record = true のときは、"
            "訪れたすべての局面を根から順に記録します）"));
    Replay r{std::move(visits), {}, {}, {}, std::move(players)};
    const std::size_t n = r.visits.size();
    r.parent.assign(n, 0);
    r.children.assign(n, {});
    std::vector<std::size_t> open; // the positions entered and not left yet, root first
    const auto leave = [&r, &open] {
        const std::size_t node = open.back();
        open.pop_back();
        if (!r.visits[node].pruned.empty()) r.events.push_back({EventKind::Cut, node});
        r.events.push_back({EventKind::Leave, node});
    };
    for (std::size_t i = 0; i < n; ++i) {
        const Visit& visit = r.visits[i];
        while (!open.empty() && !is_prefix(r.visits[open.back()].path, visit.path)) leave();
        const bool fits =
            i == 0 ? visit.path.empty()
                   : !open.empty() && r.visits[open.back()].path.size() + 1 == visit.path.size();
        if (!fits)
            throw std::runtime_error(demo::say(
                "your record is not a depth-first search from the root: visit {0} '{1}' is "
                "not a child of a position still being searched",
                "あなたの記録は根からの深さ優先探索になっていません：訪問 {0} '{1}' は、"
                "まだ探索中の局面の子ではありません",
                {std::to_string(i + 1), visit_line(visit)}));
        if (i > 0) {
            r.parent[i] = open.back();
            r.children[open.back()].push_back(i);
        }
        r.events.push_back({visit.leaf ? EventKind::Leaf : EventKind::Enter, i});
        if (!visit.leaf) open.push_back(i);
    }
    while (!open.empty()) leave();
    return r;
}

// What the search knows after its first `count` events: which positions it has entered,
// which values it has, which cut-offs it has made.
struct Known {
    std::vector<bool> entered, valued, cut;
};

Known known_after(const Replay& r, std::size_t count)
{
    const std::size_t n = r.visits.size();
    Known k{std::vector<bool>(n), std::vector<bool>(n), std::vector<bool>(n)};
    for (std::size_t e = 0; e < count; ++e) {
        const Event& event = r.events[e];
        if (event.kind == EventKind::Enter || event.kind == EventKind::Leaf)
            k.entered[event.visit] = true;
        if (event.kind == EventKind::Leaf || event.kind == EventKind::Leave)
            k.valued[event.visit] = true;
        if (event.kind == EventKind::Cut) k.cut[event.visit] = true;
    }
    return k;
}

// The best line: from the root, the first child whose value, negated, is its parent's.
std::vector<std::size_t> best_line(const Replay& r)
{
    std::vector<std::size_t> line{0};
    for (bool found = true; found;) {
        found = false;
        for (std::size_t child : r.children[line.back()])
            if (-r.visits[child].value == r.visits[line.back()].value) {
                line.push_back(child);
                found = true;
                break;
            }
    }
    return line;
}

std::string window_text(Value alpha, Value beta)
{
    return "[" + bound_text(alpha) + ", " + bound_text(beta) + "]";
}

std::string window_text(const Visit& visit) { return window_text(visit.alpha, visit.beta); }

std::string path_text(const Visit& visit)
{
    if (visit.path.empty()) return demo::say("the root", "根");
    std::string text;
    for (const std::string& move : visit.path) text += (text.empty() ? "" : " ") + move;
    return text;
}

// `node` with who moves there: "a2 (Min)" ("a2（Min）").
std::string node_text(const Replay& r, std::size_t node)
{
    return demo::say("{0} ({1})", "{0}（{1}）",
                     {path_text(r.visits[node]), r.players.at(r.visits[node].path.size())});
}

// The best value among the children of `node` that returned before `child` did (none yet:
// nullopt), in `node`'s view.
std::optional<Value> best_before(const Replay& r, std::size_t node, std::size_t child)
{
    std::optional<Value> best;
    for (std::size_t c : r.children[node])
        if (c < child && (!best || -r.visits[c].value > *best)) best = -r.visits[c].value;
    return best;
}

// `node`'s alpha when `child` is entered or returns: its alpha on entry, raised by every value
// above it that returned before.
Value alpha_before(const Replay& r, std::size_t node, std::size_t child)
{
    const std::optional<Value> best = best_before(r, node, child);
    return best ? std::max(r.visits[node].alpha, *best) : r.visits[node].alpha;
}

// Where `child`'s window comes from: its parent's window at that moment, negated and swapped.
std::string window_origin(const Replay& r, std::size_t child)
{
    const std::size_t parent = r.parent[child];
    const Value alpha = alpha_before(r, parent, child), beta = r.visits[parent].beta;
    const std::string whose = path_text(r.visits[parent]), now = window_text(alpha, beta);
    const Visit& visit = r.visits[child];
    if (visit.alpha == -beta && visit.beta == -alpha)
        return demo::say("({0}'s window now, {1}, negated and swapped)",
                         "（{0} の今の探索窓 {1} の符号を反転して上下を入れ替えたもの）",
                         {whose, now});
    return demo::say("(NOT {0}'s window now, {1}, negated and swapped, {2}: check your "
                     "alpha_beta)",
                     "（{0} の今の探索窓 {1} の符号を反転して上下を入れ替えた {2} では"
                     "ありません。alpha_beta を確かめてください）",
                     {whose, now, window_text(-beta, -alpha)});
}

// What `child`'s value does to its parent: the value negated, and alpha, or a cut-off.
std::string parent_update(const Replay& r, std::size_t child)
{
    const std::size_t parent = r.parent[child];
    const Visit& p = r.visits[parent];
    const Value value = -r.visits[child].value;
    const std::optional<Value> best = best_before(r, parent, child);
    const Value alpha = alpha_before(r, parent, child);
    const std::string who = node_text(r, parent), worth = std::to_string(value);
    if (value >= p.beta)
        return demo::say("for {0} that is {1}, which reaches its beta, {2}",
                         "{0} にとっては {1} で、その β の {2} に達します",
                         {who, worth, bound_text(p.beta)});
    if (value > alpha)
        return demo::say("for {0} that is {1}, its best so far: alpha rises from {2} to {1}",
                         "{0} にとっては {1} で、これまでの最善です：α が {2} から {1} に"
                         "上がります",
                         {who, worth, bound_text(alpha)});
    if (!best || value > *best)
        return demo::say("for {0} that is {1}, its best so far (not above alpha, {2})",
                         "{0} にとっては {1} で、これまでの最善です（α の {2} は超えません）",
                         {who, worth, bound_text(alpha)});
    return demo::say("for {0} that is {1}, no better than its best so far, {2}",
                     "{0} にとっては {1} で、これまでの最善の {2} より良くありません",
                     {who, worth, std::to_string(*best)});
}

std::string event_caption(const Replay& r, const Event& event)
{
    const std::size_t i = event.visit;
    const Visit& visit = r.visits[i];
    const std::string who = r.players.at(visit.path.size());
    const std::string value = std::to_string(visit.value);
    switch (event.kind) {
    case EventKind::Enter:
        if (i == 0)
            return demo::say("enter the root ({0} to move) with the window {1}",
                             "根（{0} の手番）に探索窓 {1} で入ります", {who, window_text(visit)});
        return demo::say("enter {0} with the window {1} {2}", "{0} に探索窓 {1} で入ります{2}",
                         {node_text(r, i), window_text(visit), window_origin(r, i)});
    case EventKind::Leaf: {
        if (i == 0)
            return demo::say("leaf the root, evaluated: {0} for {1} (to move there)",
                             "根は葉です。評価すると、そこで手番の {1} にとって {0} です",
                             {value, who});
        return demo::say("leaf {0}, evaluated: {1} for {2} (to move there). Entered with {3} "
                         "{4}; {5}",
                         "葉 {0} を評価します。そこで手番の {2} にとって {1} です。探索窓 {3} "
                         "で入りました{4}。{5}",
                         {path_text(visit), value, who, window_text(visit), window_origin(r, i),
                          parent_update(r, i)});
    }
    case EventKind::Cut: {
        std::string moves;
        for (const std::string& move : visit.pruned) moves += (moves.empty() ? "" : " ") + move;
        const bool one = visit.pruned.size() == 1;
        const std::string text =
            demo::say("cut-off at {0}: its value is at least {1}, which reaches beta, {2}",
                      "{0} で枝刈りします：値は少なくとも {1} で、β の {2} に達します",
                      {node_text(r, i), value, bound_text(visit.beta)});
        if (i == 0)
            return text +
                   (one ? demo::say(", the top of the root's window, so {0} is never "
                                    "searched",
                                    "。これは根の探索窓の上端なので、{0} は読みません", {moves})
                        : demo::say(", the top of the root's window, so {0} are never "
                                    "searched",
                                    "。これは根の探索窓の上端なので、{0} は読みません", {moves}));
        const std::vector<std::string> arguments = {r.players.at(visit.path.size() - 1), moves};
        return text + (one ? demo::say(": {0} already has as good elsewhere and will not come "
                                       "here, so {1} is never searched",
                                       "。{0} はほかでもう同じだけ良い結果を得ていて、ここへは"
                                       "来ないので、{1} は読みません",
                                       arguments)
                           : demo::say(": {0} already has as good elsewhere and will not come "
                                       "here, so {1} are never searched",
                                       "。{0} はほかでもう同じだけ良い結果を得ていて、ここへは"
                                       "来ないので、{1} は読みません",
                                       arguments));
    }
    case EventKind::Leave: {
        std::string bound = demo::say("its exact value", "正確な値です");
        if (visit.value >= visit.beta)
            bound = visit.pruned.empty()
                        ? demo::say("at least that: it reached beta (fail-soft)",
                                    "少なくともこの値です（β に達しました。fail-soft）")
                        : demo::say("at least that: it stopped early (fail-soft)",
                                    "少なくともこの値です（途中で止まりました。fail-soft）");
        else if (visit.value <= visit.alpha)
            bound = demo::say("at most that: nothing rose above alpha",
                              "多くてもこの値です（α を超えるものはありませんでした）");
        const std::string text =
            demo::say("leave {0}: it returns {1}, {2}", "{0} から出ます：返す値は {1} で、{2}",
                      {node_text(r, i), value, bound});
        if (i == 0)
            return text + demo::say(". The search is over: {0} for {1}",
                                    "。探索は終わりました：{1} にとって {0} です", {value, who});
        return text + demo::say("; ", "。") + parent_update(r, i);
    }
    }
    return "";
}

// The tree so far as indented text, one position a line with who moves there, the window
// it was entered with and its value once known; cut moves under their parent; `marks`
// at the end of a line (the current position, the best line).
std::string tree_text(const Replay& r, const Known& known,
                      const std::map<std::size_t, std::string>& marks)
{
    struct Line {
        std::string name, window, value, mark;
    };
    // The tree's own words in both languages: its header, the root's name, a cut move's window.
    struct Words {
        const char* english;
        const char* japanese;
        std::string said() const { return demo::say(english, japanese); }
        // As wide as the wider of the two, so that the rows line up alike in each.
        std::size_t width(const std::string& after = "") const
        {
            return std::max(display_width(english + after), display_width(japanese + after));
        }
    };
    const Words name{"position (to move)", "局面（手番）"}, window{"window", "探索窓"},
        value{"value", "値"}, root{"root", "根"}, cut{"cut", "枝刈り"};
    std::vector<Line> lines{{name.said(), window.said(), value.said(), ""}};
    const auto add = [&](auto&& self, std::size_t node) -> void {
        const Visit& visit = r.visits[node];
        const std::string indent(2 * visit.path.size(), ' ');
        const auto mark = marks.find(node);
        lines.push_back({indent + (visit.path.empty() ? root.said() : visit.path.back()) + " (" +
                             r.players.at(visit.path.size()) + ")",
                         window_text(visit), known.valued[node] ? std::to_string(visit.value) : "?",
                         mark == marks.end() ? "" : mark->second});
        for (std::size_t child : r.children[node])
            if (known.entered[child]) self(self, child);
        if (known.cut[node])
            for (const std::string& move : visit.pruned)
                lines.push_back({indent + "  " + move, cut.said(), "", ""});
    };
    add(add, 0);
    // The columns as wide in both languages: the rows of a tree are data, the same in each.
    std::size_t name_width = std::max(name.width(), root.width(" (" + r.players.at_root + ")")),
                window_width = std::max(window.width(), cut.width()), value_width = value.width();
    for (const Line& line : lines) {
        name_width = std::max(name_width, display_width(line.name));
        window_width = std::max(window_width, display_width(line.window));
        value_width = std::max(value_width, display_width(line.value));
    }
    std::string text;
    for (const Line& line : lines) {
        std::string row = padded(line.name, name_width + 2) +
                          padded(line.window, window_width + 2) +
                          std::string(value_width - display_width(line.value), ' ') + line.value;
        if (!line.mark.empty()) row += "  " + line.mark;
        while (!row.empty() && row.back() == ' ') row.pop_back();
        text += row + "\n";
    }
    return text;
}

// The same tree for the JSON trace: the book's diagram with the nodes found so far.
std::vector<trace::TreeNode> tree_nodes(const Replay& r, const Known& known,
                                        std::optional<std::size_t> current,
                                        const std::vector<std::size_t>& best)
{
    std::vector<trace::TreeNode> nodes, cuts;
    int next_cut_id = static_cast<int>(r.visits.size());
    for (std::size_t i = 0; i < r.visits.size(); ++i) {
        if (!known.entered[i]) continue;
        const Visit& visit = r.visits[i];
        trace::TreeNode node;
        node.id = static_cast<int>(i);
        if (i > 0) {
            node.parent = static_cast<int>(r.parent[i]);
            node.move = visit.path.back();
        }
        node.note = window_text(visit);
        if (known.valued[i]) node.value = visit.value;
        if (std::find(best.begin(), best.end(), i) != best.end()) node.kind = trace::NodeKind::Pv;
        if (current == i) node.kind = trace::NodeKind::Current;
        nodes.push_back(node);
        if (!known.cut[i]) continue;
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
    return nodes;
}

// The tic-tac-toe position of `visit` (`start`: the moves before the root) as marks X and O
// on an empty 3x3 board, the move names (a1 to c3) the board's own coordinates: drawn as
// the letters in the terminal, and as labels in the book's player (not as Go stones).
std::map<Point, std::string> tic_tac_toe_marks(const std::vector<std::string>& start,
                                               const Visit& visit)
{
    const Geometry geometry{3, 3};
    std::vector<std::string> moves = start;
    moves.insert(moves.end(), visit.path.begin(), visit.path.end());
    std::map<Point, std::string> marks;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const int x = moves[i][0] - 'a' + 1, y = 4 - (moves[i][1] - '0');
        marks[geometry.point(x, y)] = i % 2 == 0 ? "X" : "O";
    }
    return marks;
}

// The width of a caption's lines: "step 12: " and the first line fit in 80 columns; in
// Japanese "ステップ 12：", 13 columns, comes before it.
std::size_t caption_width() { return demo::in_japanese() ? 66 : 68; }

// Your alpha-beta's record, one event of the search a step, with the tree grown so far
// (and at tic-tac-toe, `ttt_start` not null, the position of the step's node beside it).
void show_search(demo::Mode mode, const Replay& r, const std::vector<std::string>* ttt_start)
{
    demo::Stepper stepper(mode);
    stepper.describe(
        9, demo::say("Alpha-beta, in the order it searches", "アルファベータ法を、探索する順に"),
        {});
    // Captions wrapped for an 80-column terminal ("step N: " comes before the first line);
    // the book's player wraps its own.
    const auto wrap = [&stepper](const std::string& text, std::size_t width) {
        if (stepper.json()) return tidy(text);
        std::string lines;
        // A window "[-3, inf]" stays on one line: its space is \x01 while wrapping.
        std::string words = text;
        for (std::size_t at = 0; (at = words.find(", ", at)) != std::string::npos;)
            if (words.find_last_of("[]", at) != std::string::npos &&
                words[words.find_last_of("[]", at)] == '[')
                words[++at] = '\x01';
            else
                ++at;
        // Columns, not characters: a kanji takes two.
        for (const std::string& line : wrapped_to_width(tidy(words), width))
            lines += (lines.empty() ? "" : "\n") + line;
        std::replace(lines.begin(), lines.end(), '\x01', ' ');
        return lines;
    };
    const std::string sides =
        demo::say("{0} and {1}", "{0} と {1}", {r.players.at_root, r.players.other});
    stepper.note(wrap(
        demo::say("Alpha-beta (NegaMax form, fail-soft), one event of the search a step: a "
                  "position entered with its window [alpha, beta], a leaf evaluated, a cut-off, "
                  "a position left with its value. Windows and values are in the view of the "
                  "side to move there ({0}); a parent sees its child's value negated. ",
                  "アルファベータ法（ネガマックス形式、fail-soft）を、探索の出来事一つを 1 "
                  "ステップとしてたどります：探索窓 [α, β] を持って入る局面、評価する葉、"
                  "枝刈り、値を持って出る局面です。探索窓と値は、その局面で手番の側（{0}）から"
                  "見たものです。親は子の値の符号を反転して見ます。",
                  {sides}) +
            (stepper.json()
                 ? demo::say("The current position is yellow, cut moves grey, and the last step "
                             "marks the best line in green.",
                             "現在の局面は黄色、枝刈りした手は灰色で、最後のステップで最善の"
                             "手順を緑で示します。")
                 : demo::say("In the tree: ? is a value not known yet, cut a move never "
                             "searched, <- the position of the step, * the best line.",
                             "木の中では、? はまだ分からない値、「枝刈り」は読まれない手、<- は"
                             "そのステップの局面、* は最善の手順を表します。")) +
            (ttt_start ? demo::say(" The board shows the position of the step.",
                                   "盤はそのステップの局面を示します。")
                       : ""),
        demo::kStepWidth));
    // At tic-tac-toe, the step's position beside the tree.
    const auto show_position = [&](demo::Step& step, std::size_t node) {
        if (!ttt_start) return;
        step.board = Board(3);
        step.marks = tic_tac_toe_marks(*ttt_start, r.visits[node]);
    };
    const std::string event_mark[] = {
        demo::say("<- entered", "<- 入る"), demo::say("<- evaluated", "<- 評価"),
        demo::say("<- cut-off", "<- 枝刈り"), demo::say("<- left", "<- 出る")};
    for (std::size_t e = 0; e < r.events.size(); ++e) {
        const Event& event = r.events[e];
        const Known known = known_after(r, e + 1);
        demo::Step step;
        step.caption = wrap(event_caption(r, event), caption_width());
        show_position(step, event.visit);
        step.beside =
            tree_text(r, known, {{event.visit, event_mark[static_cast<int>(event.kind)]}});
        step.beside_in_json = false;
        step.tree = tree_nodes(r, known, event.visit, {});
        stepper.show(step);
    }
    const std::vector<std::size_t> best = best_line(r);
    std::string moves;
    std::map<std::size_t, std::string> marks;
    for (std::size_t node : best) {
        marks[node] = "*";
        if (node != 0) moves += " " + r.visits[node].path.back();
    }
    demo::Step last;
    const std::vector<std::string> worth = {std::to_string(r.visits.front().value),
                                            r.players.at_root, trimmed(moves)};
    last.caption =
        wrap(moves.empty()
                 ? demo::say("no best line: the game is over at the root, worth {0} for {1}",
                             "最善の手順はありません：根で対局はもう終わっていて、{1} にとって {0} "
                             "です",
                             worth)
                 : demo::say("the best line, {2}: from the root, each time the first move whose "
                             "value (negated) is its parent's; the root's value is {0} for {1}",
                             "最善の手順は {2} です：根から、値（の符号を反転したもの）が親の値と"
                             "等しい最初の手を毎回たどります。根の値は {1} にとって {0} です",
                             worth),
             caption_width());
    show_position(last, best.back());
    const Known all = known_after(r, r.events.size());
    last.beside = tree_text(r, all, marks);
    last.beside_in_json = false;
    last.tree = tree_nodes(r, all, std::nullopt, best);
    stepper.show(last);
    stepper.finish();
}

// The largest number of empty squares --tic-tac-toe accepts: beyond it the tree has
// hundreds of positions, too many to step through.
constexpr int kMaxEmptySquares = 5;
constexpr const char* kTicTacToeExample = "a1,b2,c3,a3,c1";

// Tic-tac-toe after `moves` ("b2,a1,c1" or "b2 a1 c1"). Throws std::invalid_argument for a
// move that is not legal, std::runtime_error for more than kMaxEmptySquares empty squares.
GameSpec tic_tac_toe_position(const std::string& moves)
{
    std::vector<std::string> names;
    std::string name;
    std::istringstream in(moves);
    while (std::getline(in, name, ','))
        for (std::istringstream words(name); words >> name;) names.push_back(name);
    const GameSpec spec = tic_tac_toe(names);
    make_game(spec); // refuses a move that is not legal, naming it
    if (9 - static_cast<int>(names.size()) > kMaxEmptySquares)
        throw std::runtime_error(demo::say(
            "--tic-tac-toe takes a position with at most {0} empty squares (the search of more "
            "is too long to step through), e.g. {1}, not '{2}'",
            "--tic-tac-toe には空きマスが {0} 個以下の局面を指定してください（それより多いと"
            "探索が長すぎて、一歩ずつたどれません）。例：{1}（'{2}' は使えません）",
            {std::to_string(kMaxEmptySquares), kTicTacToeExample, moves}));
    return spec;
}

void solve(const std::string& board)
{
    int width = 0, height = 0;
    char x = 0;
    std::istringstream in(board);
    if (!(in >> width >> x >> height) || x != 'x' || !in.eof() || width < 1 || height < 1 ||
        width * height > kMaxSolvePoints)
        throw std::runtime_error(
            demo::say("--solve takes WxH with at most {0} points (1x1 to 1x5, 2x2): '{1}'",
                      "--solve には点が {0} 個以下の WxH を指定してください（1x1 から 1x5、"
                      "2x2）：'{1}'",
                      {std::to_string(kMaxSolvePoints), board}));
    const GoSolution solution = solve_go(width, height);
    std::string line;
    for (const std::string& move : solution.line) line += " " + move;
    std::cout << demo::say("Go on {0}x{1} (area scoring, no komi, positional superko): value {2} "
                           "for Black, {3} nodes\nperfect play:{4}\nfinal value {5}\n",
                           "{0}×{1} の囲碁（エリア計算、コミなし、ポジショナル・スーパーコウ）\n"
                           "値：黒にとって {2}、{3} ノード\n双方が最善を尽くす手順：{6}\n"
                           "最終的な値：{5}\n",
                           {std::to_string(width), std::to_string(height),
                            std::to_string(solution.value), std::to_string(solution.nodes), line,
                            std::to_string(solution.line_value), trimmed(line)});
}

} // namespace

int main(int argc, char** argv)
{
    CLI::App app{demo::say("Lesson 9: minimax, NegaMax and alpha-beta on your code",
                           "第9課：あなたのコードでミニマックス法、ネガマックス法、アルファベータ法"
                           "を動かします")};
    demo::Mode mode = demo::Mode::Plain;
    demo::add_mode_options(app, mode);
    std::string tree_file, ttt_moves, solve_board, record_file;
    auto* tree_option = app.add_option(
        "--tree", tree_file,
        demo::say("Step through alpha-beta on this tree FILE (engine/search/game_tree.hpp's "
                  "format)",
                  "木のファイル FILE（形式は engine/search/game_tree.hpp）でアルファベータ法を"
                  "一歩ずつたどります"));
    app.add_option("--tic-tac-toe", ttt_moves,
                   demo::say("Step through alpha-beta on tic-tac-toe after MOVES (e.g. {0}: X "
                             "first, at most {1} empty squares left)",
                             "手 MOVES を打った後の三目並べでアルファベータ法を一歩ずつたどります"
                             "（例：{0}。X が先手で、空きマスは {1} 個まで）",
                             {kTicTacToeExample, std::to_string(kMaxEmptySquares)}))
        ->excludes(tree_option);
    app.add_option("--solve", solve_board,
                   demo::say("Solve the empty Go board WxH (1x1 to 1x5, 2x2)",
                             "空の WxH の碁盤の囲碁を解きます（1x1 から 1x5、2x2）"));
    app.add_option("--record", record_file,
                   demo::say("Write your alpha-beta's record of the search to FILE (trace.hpp's "
                             "format)",
                             "あなたのアルファベータ法の探索の記録を FILE に書き出します"
                             "（形式は trace.hpp）"));
    CLI11_PARSE(app, argc, argv);

    try {
        if (!solve_board.empty()) {
            solve(solve_board);
            return 0;
        }
        const bool ttt = !ttt_moves.empty();
        const GameSpec game = ttt ? tic_tac_toe_position(ttt_moves)
                                  : tree_game(tree_file.empty() ? std::string(kRussellNorvig)
                                                                : read_tree_file(tree_file));
        if (mode != demo::Mode::Plain || !record_file.empty()) {
            const AlphaBetaResult result =
                alpha_beta(game, kNoDepthLimit, -kInfinity, kInfinity, true);
            if (!record_file.empty()) {
                // The record's first line is a comment of its format (trace.hpp), in English
                // as the format is.
                std::ofstream out(record_file, std::ios::binary);
                out << "# lesson 9 alpha-beta record: path | [alpha, beta] | value [leaf] | "
                       "pruned moves\n"
                    << visits_text(result.visits);
                if (!out)
                    throw std::runtime_error(
                        demo::say("cannot write {0}", "{0} に書き込めません", {record_file}));
                // Beside a JSON trace, stdout holds the trace alone.
                (mode == demo::Mode::Json ? std::cerr : std::cout)
                    << demo::say("wrote {0} visits to {1}", "{1} に訪問 {0} 件を書き出しました",
                                 {std::to_string(result.visits.size()), record_file})
                    << "\n";
            }
            if (mode != demo::Mode::Plain) {
                // Who moves at the root: the first player on a tree (Max), X or O at tic-tac-toe.
                const bool x_first = game.moves.size() % 2 == 0;
                const Players players =
                    ttt ? Players{x_first ? "X" : "O", x_first ? "O" : "X"} : Players{"Max", "Min"};
                show_search(mode, replay(result.visits, players), ttt ? &game.moves : nullptr);
            }
            if (mode == demo::Mode::Json) return 0; // the trace is the whole output
            std::cout << demo::say("value {0} for the first player, {1} nodes, {2} leaves",
                                   "先手にとっての値 {0}、{1} ノード、葉 {2} 個",
                                   {std::to_string(result.stats.value),
                                    std::to_string(result.stats.nodes),
                                    std::to_string(result.stats.leaves)})
                      << "\n";
            return 0;
        }
        compare(ttt ? demo::say("tic-tac-toe after {0}", "{0} の後の三目並べ", {ttt_moves})
                : tree_file.empty()
                    ? demo::say("Russell and Norvig's tree", "Russell と Norvig の木")
                    : tree_file,
                game);
        compare(demo::say("tic-tac-toe from the empty board", "空の盤からの三目並べ"),
                tic_tac_toe());
        const GameCensus census = count_games(tic_tac_toe());
        std::cout << demo::say("  census: {0} positions, {1} games ({2} won by X, {3} by O, {4} "
                               "drawn)",
                               "  全数調査：{0} 局面、{1} 局（X の勝ち {2}、O の勝ち {3}、"
                               "引き分け {4}）",
                               {std::to_string(census.nodes), std::to_string(census.games),
                                std::to_string(census.first_wins),
                                std::to_string(census.second_wins), std::to_string(census.draws)})
                  << "\n";
        GameSpec plain = tic_tac_toe();
        plain.order = MoveOrder::Plain;
        std::cout << demo::say("tic-tac-toe in plain order, alpha-beta improved:",
                               "素の順序の三目並べで、改良したアルファベータ法：")
                  << "\n";
        // The improvements in a column: the names of the lesson's table in Japanese.
        const std::pair<std::string, Improvements> combinations[] = {
            {demo::say("none    ", padded("なし", 8)), {false, false}},
            {demo::say("ordering", padded("並べ替え", 8)), {true, false}},
            {demo::say("table   ", padded("置換表", 8)), {false, true}},
            {demo::say("both    ", padded("両方", 8)), {true, true}}};
        for (const auto& [name, how] : combinations) {
            const SearchStats stats = alpha_beta_improved(plain, kNoDepthLimit, how);
            std::cout << demo::say("  {0}: value {1}, {2} nodes, {3} table hits",
                                   "  {0}：値 {1}、{2} ノード、置換表のヒット {3}",
                                   {name, std::to_string(stats.value), std::to_string(stats.nodes),
                                    std::to_string(stats.table_hits)})
                      << "\n";
        }
        solve("2x2");
        return 0;
    } catch (const NotImplemented& error) {
        std::cerr << "lesson09: " << demo::error_words(error) << "\n";
        return 1;
    } catch (const ParseError& error) {
        std::cerr << "lesson09: " << tree_file << ": " << error.what() << "\n";
        return 1;
    } catch (const std::exception& error) {
        std::cerr << "lesson09: " << error.what() << "\n";
        return 1;
    }
}
