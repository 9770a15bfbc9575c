// What lesson 9's tests and golden.cpp share: the reference cases, their texts, and the
// engine's searches on the same games (engine/search/search.hpp), which the tests compare with.
#pragma once

#include "negamax.hpp"
#include "trace.hpp"

#include "engine/search/search.hpp"

#include <algorithm>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace stonelab::lesson09::test {

/// The book's two textbook trees (docs/trees/*.tree, without their comments; a [reference]
/// test checks that they are the same trees).
inline const char* const kRussellNorvigTree =
    "(a1:(b1:3 b2:12 b3:8) a2:(c1:2 c2:4 c3:6) a3:(d1:14 d2:5 d3:2))";
inline const char* const kThreePlyTree =
    "(a1:(b1:(c1:3 c2:5) b2:(c3:6 c4:9)) a2:(b3:(c5:1 c6:2) b4:(c7:0 c8:-1)))";

/// A reference case of alpha-beta: a game, a depth, a root window, and the name of its file.
struct AlphaBetaCase {
    std::string name;
    GameSpec game;
    int depth = kNoDepthLimit;
    Value alpha = -kInfinity;
    Value beta = kInfinity;
};

/// The book's trees and a few more, searched with their full window (the book's figures).
inline std::vector<AlphaBetaCase> alpha_beta_cases()
{
    return {
        {"russell-norvig", tree_game(kRussellNorvigTree)},
        {"three-ply", tree_game(kThreePlyTree)},
        {"uniform-3-3-shuffled-1", uniform_game(3, 3, false, 1)},
        {"uniform-2-4-perfect-1", uniform_game(2, 4, true, 1)},
        {"tic-tac-toe-b2-a1-c1", tic_tac_toe({"b2", "a1", "c1"}), kNoDepthLimit, -1, 1},
        {"tic-tac-toe-depth-2", tic_tac_toe(), 2, -1, 1},
    };
}

/// The hidden cases: shuffled trees and narrow windows whose records students do not see.
inline std::vector<AlphaBetaCase> hidden_alpha_beta_cases()
{
    return {
        {"uniform-3-4-shuffled-7", uniform_game(3, 4, false, 7)},
        {"uniform-4-3-shuffled-8-window-10-40", uniform_game(4, 3, false, 8), kNoDepthLimit, 10,
         40},
        {"uniform-2-6-shuffled-9-window-30-31", uniform_game(2, 6, false, 9), kNoDepthLimit, 30,
         31},
        {"tic-tac-toe-a1-b2-depth-3", tic_tac_toe({"a1", "b2"}), 3, -1, 1},
    };
}

/// A reference case of task 3: a game searched with each of the four combinations.
struct ImprovedCase {
    std::string name;
    GameSpec game;
    int depth = kNoDepthLimit;
};

inline GameSpec in_plain_order(GameSpec spec)
{
    spec.order = MoveOrder::Plain;
    return spec;
}

inline std::vector<ImprovedCase> improved_cases()
{
    GameSpec four = tic_tac_toe();
    four.width = 4;
    four.height = 3;
    return {
        {"tic-tac-toe-plain-order", in_plain_order(tic_tac_toe())},
        {"tic-tac-toe-game-order", tic_tac_toe()},
        {"tic-tac-toe-a1-plain-order", in_plain_order(tic_tac_toe({"a1"}))},
        {"4x3-k3-plain-order-depth-6", in_plain_order(four), 6},
        // In k-in-a-row every move adds a mark, so a position always recurs at the depth it
        // was first met. In Go a capture or a pass can bring a board back after more moves:
        // on 1x5 to depth 6, positions stored from a deeper search answer shallower visits
        // (the same position with fewer plies left), and positions stored from a shallower
        // one may not answer deeper visits. The area count guesses at the depth limit, so the
        // ordering has values other than wins to sort by.
        {"go-5x1-depth-6", go_game(5, 1), 6},
    };
}

/// The four combinations of task 3, in the order the reference files list them.
inline std::vector<std::pair<std::string, Improvements>> all_improvements()
{
    return {{"none", {false, false}},
            {"ordering", {true, false}},
            {"table", {false, true}},
            {"both", {true, true}}};
}

/// The Go boards task 4 solves in the checks (fast: at most 14,814 nodes each, on 1x5).
inline std::vector<std::pair<int, int>> go_boards()
{
    return {{1, 1}, {2, 1}, {3, 1}, {4, 1}, {5, 1}, {2, 2}};
}

// ---- the engine's searches --------------------------------------------------------------------

/// The engine's search of `spec` (the same game object the student's code makes).
inline search::SearchResult engine_search(const GameSpec& spec, search::Algorithm algorithm,
                                          int depth, std::optional<search::Window> window = {},
                                          bool record = false)
{
    const auto game = make_game(spec);
    search::SearchOptions options;
    options.depth = depth;
    options.window = window;
    options.record_tree = record;
    return search::run_search(algorithm, *game, options);
}

/// The engine's recorded tree as lesson 9's visits, in search (pre)order.
inline std::vector<Visit> engine_visits(const search::SearchTree& tree)
{
    std::vector<Visit> visits;
    for (const search::SearchNode& node : tree.nodes) {
        Visit visit;
        for (int i = static_cast<int>(&node - tree.nodes.data()); tree.nodes[i].parent >= 0;
             i = tree.nodes[i].parent)
            visit.path.insert(visit.path.begin(), tree.nodes[i].move_name);
        visit.alpha = node.alpha;
        visit.beta = node.beta;
        visit.value = node.value;
        visit.leaf = node.is_leaf;
        visit.pruned = node.pruned_names;
        visits.push_back(visit);
    }
    return visits;
}

/// The record of the engine's fail-soft alpha-beta on a case, as text.
inline std::string engine_record(const AlphaBetaCase& c)
{
    const search::SearchResult result =
        engine_search(c.game, search::Algorithm::AlphaBetaFailSoft, c.depth,
                      search::Window{c.alpha, c.beta}, true);
    return visits_text(engine_visits(*result.tree));
}

/// A game whose moves come in task 3's order: by the value for the mover of the position
/// each leads to (the result if it ends the game, else the evaluation), largest first,
/// the game's order among equals. The engine's alpha-beta on it searches what task 3's
/// ordering searches.
class OrderedByValue : public search::TwoPlayerGame {
public:
    explicit OrderedByValue(search::TwoPlayerGame& game) : game_(game) {}

    Side to_move() const override { return game_.to_move(); }
    bool is_over() const override { return game_.is_over(); }
    std::vector<Move> legal_moves() const override
    {
        std::vector<Move> moves = game_.legal_moves();
        std::vector<Value> worth;
        for (Move move : moves) {
            game_.play(move);
            const Value value = game_.is_over() ? game_.final_value() : game_.evaluate();
            game_.undo();
            worth.push_back(search::sign(game_.to_move()) * value);
        }
        std::vector<std::size_t> index(moves.size());
        for (std::size_t i = 0; i < index.size(); ++i) index[i] = i;
        std::stable_sort(index.begin(), index.end(),
                         [&](std::size_t a, std::size_t b) { return worth[a] > worth[b]; });
        std::vector<Move> ordered;
        for (std::size_t i : index) ordered.push_back(moves[i]);
        return ordered;
    }
    void play(Move move) override { game_.play(move); }
    void undo() override { game_.undo(); }
    Value final_value() const override { return game_.final_value(); }
    Value evaluate() const override { return game_.evaluate(); }
    Value max_value() const override { return game_.max_value(); }
    std::string move_name(Move move) const override { return game_.move_name(move); }

private:
    search::TwoPlayerGame& game_;
};

// ---- texts of the reference outputs -----------------------------------------------------------

/// A case's record with its counters (in comments), as the reference file holds it: a
/// record that `stonelab tree --from` can draw.
inline std::string alpha_beta_text(const AlphaBetaCase& c, const AlphaBetaResult& result)
{
    return "# alpha-beta (fail-soft), window [" + bound_text(c.alpha) + ", " + bound_text(c.beta) +
           "], depth " +
           (c.depth == kNoDepthLimit ? std::string("to the end") : std::to_string(c.depth)) +
           "\n# " + stats_line(result.stats, root_move_name(c.game, result.stats.best_move)) +
           "\n" + visits_text(result.visits);
}

/// One line per combination of task 3: `none value 0 best b2 nodes 20000 leaves ... hits 0`.
inline std::string improved_text(const ImprovedCase& c,
                                 const std::vector<SearchStats>& per_combination)
{
    std::string text;
    const auto combinations = all_improvements();
    for (std::size_t i = 0; i < combinations.size() && i < per_combination.size(); ++i)
        text +=
            combinations[i].first + " " +
            stats_line(per_combination[i], root_move_name(c.game, per_combination[i].best_move)) +
            "\n";
    return text;
}

/// A solved board as its reference file holds it.
inline std::string go_text(int width, int height, const GoSolution& solution)
{
    std::string text = "board " + std::to_string(width) + "x" + std::to_string(height) +
                       "\nvalue " + std::to_string(solution.value) + "\nnodes " +
                       std::to_string(solution.nodes) + "\nline";
    for (const std::string& move : solution.line) text += " " + move;
    return text + "\nline value " + std::to_string(solution.line_value) + "\n";
}

/// The file name of a Go board's reference solution.
inline std::string go_file(int width, int height)
{
    return "go/" + std::to_string(width) + "x" + std::to_string(height) + ".txt";
}

#ifdef LESSON_DATA
/// A reference output of the lesson (tests/09-negamax/data/).
inline std::string reference(const std::string& name)
{
    std::ifstream in(std::string(LESSON_DATA) + "/" + name, std::ios::binary);
    if (!in) throw std::runtime_error("missing reference output " + name);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

/// A text file of the course (paths from the top of the course).
inline std::string course_file(const std::string& path)
{
    std::ifstream in(std::string(STONELAB_SOURCE_DIR) + "/" + path, std::ios::binary);
    if (!in) throw std::runtime_error("cannot read " + path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}
#endif

} // namespace stonelab::lesson09::test
