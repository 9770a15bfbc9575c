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
        throw std::runtime_error("your alpha_beta recorded no visits (with record = true it "
                                 "lists every position visited, the root first)");
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
            throw std::runtime_error("your record is not a depth-first search from the root: "
                                     "visit " +
                                     std::to_string(i + 1) + " '" + visit_line(visit) +
                                     "' is not a child of a position still being searched");
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
    if (visit.path.empty()) return "the root";
    std::string text;
    for (const std::string& move : visit.path) text += (text.empty() ? "" : " ") + move;
    return text;
}

// `node` with who moves there: "a2 (Min)".
std::string node_text(const Replay& r, std::size_t node)
{
    return path_text(r.visits[node]) + " (" + r.players.at(r.visits[node].path.size()) + ")";
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
    const std::string theirs = path_text(r.visits[parent]) + "'s window now, " +
                               window_text(alpha, beta) + ", negated and swapped";
    const Visit& visit = r.visits[child];
    if (visit.alpha == -beta && visit.beta == -alpha) return "(" + theirs + ")";
    return "(NOT " + theirs + ", " + window_text(-beta, -alpha) + ": check your alpha_beta)";
}

// What `child`'s value does to its parent: the value negated, and alpha, or a cut-off.
std::string parent_update(const Replay& r, std::size_t child)
{
    const std::size_t parent = r.parent[child];
    const Visit& p = r.visits[parent];
    const Value value = -r.visits[child].value;
    const std::optional<Value> best = best_before(r, parent, child);
    const Value alpha = alpha_before(r, parent, child);
    std::string text = "for " + node_text(r, parent) + " that is " + std::to_string(value);
    if (value >= p.beta) return text + ", which reaches its beta, " + bound_text(p.beta);
    if (value > alpha)
        return text + ", its best so far: alpha rises from " + bound_text(alpha) + " to " +
               std::to_string(value);
    if (!best || value > *best)
        return text + ", its best so far (not above alpha, " + bound_text(alpha) + ")";
    return text + ", no better than its best so far, " + std::to_string(*best);
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
            return "enter the root (" + who + " to move) with the window " + window_text(visit);
        return "enter " + node_text(r, i) + " with the window " + window_text(visit) + " " +
               window_origin(r, i);
    case EventKind::Leaf: {
        const std::string text = "leaf " + path_text(visit) + ", evaluated: " + value + " for " +
                                 who + " (to move there)";
        if (i == 0) return text;
        return text + ". Entered with " + window_text(visit) + " " + window_origin(r, i) + "; " +
               parent_update(r, i);
    }
    case EventKind::Cut: {
        std::string moves;
        for (const std::string& move : visit.pruned) moves += " " + move;
        const std::string never =
            (visit.pruned.size() == 1 ? " is" : " are") + std::string(" never searched");
        const std::string text = "cut-off at " + node_text(r, i) + ": its value is at least " +
                                 value + ", which reaches beta, " + bound_text(visit.beta);
        if (i == 0) return text + ", the top of the root's window, so" + moves + never;
        return text + ": " + r.players.at(visit.path.size() - 1) +
               " already has as good elsewhere and will not come here, so" + moves + never;
    }
    case EventKind::Leave: {
        std::string bound = "its exact value";
        if (visit.value >= visit.beta)
            bound = visit.pruned.empty() ? "at least that: it reached beta (fail-soft)"
                                         : "at least that: it stopped early (fail-soft)";
        else if (visit.value <= visit.alpha)
            bound = "at most that: nothing rose above alpha";
        std::string text = "leave " + node_text(r, i) + ": it returns " + value + ", " + bound;
        if (i == 0) return text + ". The search is over: " + value + " for " + who;
        return text + "; " + parent_update(r, i);
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
    std::vector<Line> lines{{"position (to move)", "window", "value", ""}};
    const auto add = [&](auto&& self, std::size_t node) -> void {
        const Visit& visit = r.visits[node];
        const std::string indent(2 * visit.path.size(), ' ');
        const auto mark = marks.find(node);
        lines.push_back({indent + (visit.path.empty() ? "root" : visit.path.back()) + " (" +
                             r.players.at(visit.path.size()) + ")",
                         window_text(visit), known.valued[node] ? std::to_string(visit.value) : "?",
                         mark == marks.end() ? "" : mark->second});
        for (std::size_t child : r.children[node])
            if (known.entered[child]) self(self, child);
        if (known.cut[node])
            for (const std::string& move : visit.pruned)
                lines.push_back({indent + "  " + move, "cut", "", ""});
    };
    add(add, 0);
    std::size_t name_width = 0, window_width = 0, value_width = 0;
    for (const Line& line : lines) {
        name_width = std::max(name_width, line.name.size());
        window_width = std::max(window_width, line.window.size());
        value_width = std::max(value_width, line.value.size());
    }
    std::string text;
    for (const Line& line : lines) {
        std::string row = line.name + std::string(name_width + 2 - line.name.size(), ' ') +
                          line.window + std::string(window_width + 2 - line.window.size(), ' ') +
                          std::string(value_width - line.value.size(), ' ') + line.value;
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

// The width of a caption's lines: "step 12: " and the first line fit in 80 columns.
constexpr std::size_t kCaptionWidth = 68;

// Your alpha-beta's record, one event of the search a step, with the tree grown so far
// (and at tic-tac-toe, `ttt_start` not null, the position of the step's node beside it).
void show_search(demo::Mode mode, const Replay& r, const std::vector<std::string>* ttt_start)
{
    demo::Stepper stepper(mode);
    stepper.describe(9, "Alpha-beta, in the order it searches", {});
    // Captions wrapped for an 80-column terminal ("step N: " comes before the first line);
    // the book's player wraps its own.
    const auto wrap = [&stepper](const std::string& text, std::size_t width) {
        if (stepper.json()) return text;
        std::string lines;
        // A window "[-3, inf]" stays on one line: its space is \x01 while wrapping.
        std::string words = text;
        for (std::size_t at = 0; (at = words.find(", ", at)) != std::string::npos;)
            if (words.find_last_of("[]", at) != std::string::npos &&
                words[words.find_last_of("[]", at)] == '[')
                words[++at] = '\x01';
            else
                ++at;
        for (const std::string& line : wrapped_lines(words, width))
            lines += (lines.empty() ? "" : "\n") + line;
        std::replace(lines.begin(), lines.end(), '\x01', ' ');
        return lines;
    };
    const std::string sides = r.players.at_root + " and " + r.players.other;
    stepper.note(wrap(
        "Alpha-beta (NegaMax form, fail-soft), one event of the search a step: a position "
        "entered with its window [alpha, beta], a leaf evaluated, a cut-off, a position left "
        "with its value. Windows and values are in the view of the side to move there (" +
            sides + "); a parent sees its child's value negated. " +
            (stepper.json() ? "The current position is yellow, cut moves grey, and the last step "
                              "marks the best line in green."
                            : "In the tree: ? is a value not known yet, cut a move never "
                              "searched, <- the position of the step, * the best line.") +
            (ttt_start ? " The board shows the position of the step." : ""),
        demo::kStepWidth));
    // At tic-tac-toe, the step's position beside the tree.
    const auto show_position = [&](demo::Step& step, std::size_t node) {
        if (!ttt_start) return;
        step.board = Board(3);
        step.marks = tic_tac_toe_marks(*ttt_start, r.visits[node]);
    };
    static const char* const kMark[] = {"<- entered", "<- evaluated", "<- cut-off", "<- left"};
    for (std::size_t e = 0; e < r.events.size(); ++e) {
        const Event& event = r.events[e];
        const Known known = known_after(r, e + 1);
        demo::Step step;
        step.caption = wrap(event_caption(r, event), kCaptionWidth);
        show_position(step, event.visit);
        step.beside = tree_text(r, known, {{event.visit, kMark[static_cast<int>(event.kind)]}});
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
    const std::string value = std::to_string(r.visits.front().value) + " for " + r.players.at_root;
    last.caption = wrap(moves.empty() ? "no best line: the game is over at the root, worth " + value
                                      : "the best line," + moves +
                                            ": from the root, each time the first move whose "
                                            "value (negated) is its parent's; the root's "
                                            "value is " +
                                            value,
                        kCaptionWidth);
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
        throw std::runtime_error("--tic-tac-toe takes a position with at most " +
                                 std::to_string(kMaxEmptySquares) +
                                 " empty squares (the search of more is too long to step "
                                 "through), e.g. " +
                                 kTicTacToeExample + ", not '" + moves + "'");
    return spec;
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
    std::string tree_file, ttt_moves, solve_board, record_file;
    auto* tree_option = app.add_option(
        "--tree", tree_file,
        "Step through alpha-beta on this tree FILE (engine/search/game_tree.hpp's format)");
    app.add_option("--tic-tac-toe", ttt_moves,
                   "Step through alpha-beta on tic-tac-toe after MOVES (e.g. " +
                       std::string(kTicTacToeExample) + ": X first, at most " +
                       std::to_string(kMaxEmptySquares) + " empty squares left)")
        ->excludes(tree_option);
    app.add_option("--solve", solve_board, "Solve the empty Go board WxH (1x1 to 1x5, 2x2)");
    app.add_option("--record", record_file,
                   "Write your alpha-beta's record of the search to FILE (trace.hpp's format)");
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
                std::ofstream out(record_file, std::ios::binary);
                out << "# lesson 9 alpha-beta record: path | [alpha, beta] | value [leaf] | "
                       "pruned moves\n"
                    << visits_text(result.visits);
                if (!out) throw std::runtime_error("cannot write " + record_file);
                // Beside a JSON trace, stdout holds the trace alone.
                (mode == demo::Mode::Json ? std::cerr : std::cout)
                    << "wrote " << result.visits.size() << " visits to " << record_file << "\n";
            }
            if (mode != demo::Mode::Plain) {
                // Who moves at the root: the first player on a tree (Max), X or O at tic-tac-toe.
                const bool x_first = game.moves.size() % 2 == 0;
                const Players players =
                    ttt ? Players{x_first ? "X" : "O", x_first ? "O" : "X"} : Players{"Max", "Min"};
                show_search(mode, replay(result.visits, players), ttt ? &game.moves : nullptr);
            }
            if (mode == demo::Mode::Json) return 0; // the trace is the whole output
            std::cout << "value " << result.stats.value << " for the first player, "
                      << result.stats.nodes << " nodes, " << result.stats.leaves << " leaves\n";
            return 0;
        }
        compare(ttt                 ? "tic-tac-toe after " + ttt_moves
                : tree_file.empty() ? std::string("Russell and Norvig's tree")
                                    : tree_file,
                game);
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
