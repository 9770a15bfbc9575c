// Search-tree diagrams (engine/figures/search_dot.hpp): the values, windows, cut-offs and principal
// variation of a recorded search as they appear in the DOT text. That the text is valid DOT
// is checked by Graphviz itself (tests/cli/tree.cmake runs `dot -Tsvg` on several diagrams).
#include "engine/figures/search_dot.hpp"
#include "engine/search/game_tree.hpp"
#include "engine/search/search.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <sstream>
#include <string>
#include <vector>

using namespace stonelab;
using namespace stonelab::search;

namespace {

// Russell & Norvig's two-ply tree (the same as in test_search.cpp and docs/trees/).
const char* const kRussellNorvig =
    "(a1:(b1:3 b2:12 b3:8) a2:(c1:2 c2:4 c3:6) a3:(d1:14 d2:5 d3:2))";

SearchResult recorded_search(Algorithm algorithm, TwoPlayerGame& game)
{
    SearchOptions options;
    options.record_tree = true;
    return run_search(algorithm, game, options);
}

// The recorded index of the node reached by the moves named `path` from the root.
int node_at(const SearchTree& tree, const std::vector<std::string>& path)
{
    int index = 0;
    for (const std::string& name : path) {
        int next = -1;
        for (int child : tree.nodes[static_cast<std::size_t>(index)].children)
            if (tree.nodes[static_cast<std::size_t>(child)].move_name == name) next = child;
        REQUIRE(next >= 0);
        index = next;
    }
    return index;
}

// The label of DOT node `id`, as written in the DOT text (escapes kept).
std::string label_of(const std::string& dot, const std::string& id)
{
    const std::string start = "\n  " + id + " [label=\"";
    const std::size_t at = dot.find(start);
    if (at == std::string::npos) return "(no node " + id + ")";
    std::string label;
    for (std::size_t i = at + start.size(); i < dot.size() && dot[i] != '"'; ++i) {
        if (dot[i] == '\\') label += dot[i++];
        label += dot[i];
    }
    return label;
}

std::string label_at(const std::string& dot, const SearchTree& tree,
                     const std::vector<std::string>& path)
{
    return label_of(dot, "n" + std::to_string(node_at(tree, path)));
}

std::vector<std::string> lines_of(const std::string& text)
{
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

bool starts_with(const std::string& text, const std::string& prefix)
{
    return text.compare(0, prefix.size(), prefix) == 0;
}

// The text between `before` and the next `after` in `line`, or "" if there is none.
std::string between(const std::string& line, const std::string& before, const std::string& after)
{
    const std::size_t start = line.find(before);
    if (start == std::string::npos) return "";
    const std::size_t end = line.find(after, start + before.size());
    if (end == std::string::npos) return "";
    return line.substr(start + before.size(), end - start - before.size());
}

// (No std::regex here: GCC 12 warns falsely inside it under the sanitizers.)

// The labels of the edges marked as principal variation, in the order written.
std::vector<std::string> pv_edge_labels(const std::string& dot)
{
    std::vector<std::string> labels;
    for (const std::string& line : lines_of(dot))
        if (line.find(" -> ") != std::string::npos &&
            line.find("class=\"pv\"") != std::string::npos)
            labels.push_back(between(line, "label=\" ", " \""));
    return labels;
}

long count_of(const std::string& text, const std::string& pattern)
{
    long count = 0;
    for (std::size_t at = text.find(pattern); at != std::string::npos;
         at = text.find(pattern, at + 1))
        ++count;
    return count;
}

// The search nodes drawn: statements "n<i> [...]" (edges are "n<i> -> ...").
long drawn_nodes(const std::string& dot)
{
    long count = 0;
    for (const std::string& line : lines_of(dot))
        count += starts_with(line, "  n") && line.size() > 3 &&
                 std::isdigit(static_cast<unsigned char>(line[3])) &&
                 line.find(" -> ") == std::string::npos;
    return count;
}

// The numbers N of the summary labels "… N <what>\\n<rest>", commas removed, added up.
long summarised(const std::string& dot, const std::string& what, const std::string& rest)
{
    long total = 0;
    for (const std::string& line : lines_of(dot)) {
        if (line.find("class=\"summary\"") == std::string::npos) continue;
        if (line.find(" " + what + "\\n" + rest) == std::string::npos) continue;
        std::string digits = between(line, "label=\"… ", " ");
        digits.erase(std::remove(digits.begin(), digits.end(), ','), digits.end());
        total += std::stol(digits);
    }
    return total;
}

// The names of the principal variation's moves, read off the game itself.
std::vector<std::string> move_names(TwoPlayerGame& game, const std::vector<Move>& line)
{
    std::vector<std::string> names;
    for (Move move : line) {
        names.push_back(game.move_name(move));
        game.play(move);
    }
    for (std::size_t i = 0; i < line.size(); ++i) game.undo();
    return names;
}

} // namespace

TEST_CASE("dot: Russell and Norvig's tree under fail-soft alpha-beta, as the textbook works it",
          "[search][dot]")
{
    // Derivation by hand (NegaMax form: every value and window in the view of the side to
    // move; a child's window is the parent's negated and swapped, [-beta, -alpha]).
    // Root A, Max to move, window [-inf, inf].
    //   a1 -> B, Min, [-inf, inf].  b1: leaf [-inf, inf] = 3, so B's alpha = -3;
    //         b2: [-inf, 3] = 12 (-12 for B), b3: [-inf, 3] = 8 (-8). B = -3, exact.
    //         A's alpha becomes 3.
    //   a2 -> C, Min, [-inf, -3]. c1: leaf [3, inf] = 2, so -2 >= beta = -3: cut-off,
    //         c2 and c3 never searched; fail-soft returns -2, a lower bound: "≥ −2".
    //   a3 -> D, Min, [-inf, -3]. d1: [3, inf] = 14 (alpha -14); d2: [3, 14] = 5 (alpha
    //         -5); d3: [3, 5] = 2, -2 >= -3: fails high on its last move, "≥ −2", nothing
    //         left to prune.
    //   A = 3, exact, best move a1; 1 + 3 + 7 = 11 nodes, 7 leaves.
    GameTree tree = parse_game_tree(kRussellNorvig);
    const SearchResult result = recorded_search(Algorithm::AlphaBetaFailSoft, tree);
    REQUIRE(result.tree.has_value());
    const SearchTree& recorded = *result.tree;
    CHECK(result.nodes == 11);
    CHECK(result.leaves == 7);
    DotOptions options;
    options.game = "Russell-Norvig";
    options.algorithm = Algorithm::AlphaBetaFailSoft;
    const std::string dot = search_tree_dot(result, options);

    CHECK(label_at(dot, recorded, {}) == "3\\n[−∞, ∞]");
    CHECK(label_at(dot, recorded, {"a1"}) == "−3\\n[−∞, ∞]");
    CHECK(label_at(dot, recorded, {"a1", "b1"}) == "3\\n[−∞, ∞]");
    CHECK(label_at(dot, recorded, {"a1", "b2"}) == "12\\n[−∞, 3]");
    CHECK(label_at(dot, recorded, {"a1", "b3"}) == "8\\n[−∞, 3]");
    CHECK(label_at(dot, recorded, {"a2"}) == "≥ −2\\n[−∞, −3]\\nβ-cut");
    CHECK(label_at(dot, recorded, {"a2", "c1"}) == "2\\n[3, ∞]");
    CHECK(label_at(dot, recorded, {"a3"}) == "≥ −2\\n[−∞, −3]");
    CHECK(label_at(dot, recorded, {"a3", "d1"}) == "14\\n[3, ∞]");
    CHECK(label_at(dot, recorded, {"a3", "d2"}) == "5\\n[3, 14]");
    CHECK(label_at(dot, recorded, {"a3", "d3"}) == "2\\n[3, 5]");

    SECTION("the cut-off node is red and its unsearched moves hang below it, pruned")
    {
        const std::string c = "n" + std::to_string(node_at(recorded, {"a2"}));
        CHECK(dot.find("  " + c +
                       " [label=\"≥ −2\\n[−∞, −3]\\nβ-cut\", shape=ellipse, "
                       "color=\"#c62828\"") != std::string::npos);
        CHECK(count_of(dot, "class=\"pruned\"") == 2);
        CHECK(dot.find(c + " -> p" + c.substr(1) + "_0 [label=\" c2 \", style=dashed") !=
              std::string::npos);
        CHECK(dot.find(c + " -> p" + c.substr(1) + "_1 [label=\" c3 \", style=dashed") !=
              std::string::npos);
        // c1 was searched: its edge comes before the pruned ones, in move order.
        CHECK(dot.find(c + " -> n") < dot.find(c + " -> p"));
    }
    SECTION("the marked edges are the principal variation, and Max and Min have their shapes")
    {
        CHECK(pv_edge_labels(dot) == move_names(tree, result.principal_variation));
        CHECK(pv_edge_labels(dot) == std::vector<std::string>{"a1", "b1"});
        CHECK(dot.find("n0 [label=\"3\\n[−∞, ∞]\", shape=box") != std::string::npos);
        CHECK(count_of(dot, "shape=ellipse") == 3);     // B, C and D: Min to move
        CHECK(count_of(dot, "shape=box") == 1 + 7 + 2); // A, the leaves, the pruned
    }
    SECTION("the caption has the search's counts, the root value and the point of view")
    {
        CHECK(dot.find(std::to_string(result.nodes) + " nodes visited, " +
                       std::to_string(result.leaves) + " leaves evaluated") != std::string::npos);
        CHECK(dot.find("root value 3 (Max's view), best move a1") != std::string::npos);
        CHECK(dot.find("values in the view of the side to move") != std::string::npos);
        CHECK(dot.find("showing") == std::string::npos); // nothing was left out
        CHECK(dot.find("Russell-Norvig · alpha-beta (fail-soft) · to the end of the game") !=
              std::string::npos);
    }
}

TEST_CASE("dot: fail-hard holds the cut-off nodes to beta", "[search][dot]")
{
    // As above, but a node returns its window's edge instead of the best value it saw:
    // C and D both return beta = -3, "≥ −3" (fail-soft said the tighter "≥ −2").
    GameTree tree = parse_game_tree(kRussellNorvig);
    const SearchResult result = recorded_search(Algorithm::AlphaBetaFailHard, tree);
    DotOptions options;
    options.algorithm = Algorithm::AlphaBetaFailHard;
    options.depth = 2;
    const std::string dot = search_tree_dot(result, options);
    CHECK(label_at(dot, *result.tree, {"a2"}) == "≥ −3\\n[−∞, −3]\\nβ-cut");
    CHECK(label_at(dot, *result.tree, {"a3"}) == "≥ −3\\n[−∞, −3]");
    CHECK(label_at(dot, *result.tree, {}) == "3\\n[−∞, ∞]");
    CHECK(dot.find("alpha-beta (fail-hard) · depth 2") != std::string::npos);
}

TEST_CASE("dot: a minimax diagram has Max's values and no windows or cut-offs", "[search][dot]")
{
    // Minimax in Max's view: B = min(3, 12, 8) = 3, C = min(2, 4, 6) = 2,
    // D = min(14, 5, 2) = 2, A = max(3, 2, 2) = 3; all 13 nodes searched.
    GameTree tree = parse_game_tree(kRussellNorvig);
    const SearchResult result = recorded_search(Algorithm::Minimax, tree);
    DotOptions options;
    options.algorithm = Algorithm::Minimax;
    const std::string dot = search_tree_dot(result, options);
    const SearchTree& recorded = *result.tree;
    CHECK(label_at(dot, recorded, {}) == "3");
    CHECK(label_at(dot, recorded, {"a1"}) == "3");
    CHECK(label_at(dot, recorded, {"a2"}) == "2");
    CHECK(label_at(dot, recorded, {"a3"}) == "2");
    CHECK(label_at(dot, recorded, {"a3", "d1"}) == "14");
    CHECK(dot.find("∞") == std::string::npos); // no window anywhere, caption included
    CHECK(dot.find("β-cut") == std::string::npos);
    CHECK(dot.find("class=\"pruned\"") == std::string::npos);
    CHECK(dot.find("values in Max's view: Max takes the largest, Min the smallest") !=
          std::string::npos);
    CHECK(dot.find("13 nodes visited, 9 leaves evaluated") != std::string::npos);
    CHECK(pv_edge_labels(dot) == std::vector<std::string>{"a1", "b1"});
}

TEST_CASE("dot: a big tree is cut down to the first nodes, the PV and summaries that add up",
          "[search][dot]")
{
    Rng rng(5);
    GameTree tree = uniform_tree(3, 6, TreeOrder::Shuffled, rng);
    const SearchResult result = recorded_search(Algorithm::AlphaBetaFailSoft, tree);
    const SearchTree& recorded = *result.tree;
    REQUIRE(result.nodes > 100);
    DotOptions options;
    options.max_nodes = 30;
    const std::string dot = search_tree_dot(result, options);

    const long drawn = drawn_nodes(dot);
    const long pv_nodes = static_cast<long>(result.principal_variation.size()) + 1;
    CHECK(drawn >= 30);
    CHECK(drawn <= 30 + pv_nodes);
    // Every node of the principal variation is drawn, and its edges are the PV's moves.
    for (std::size_t i = 0; i < recorded.nodes.size(); ++i)
        if (recorded.nodes[i].on_pv)
            CHECK(dot.find("\n  n" + std::to_string(i) + " [") != std::string::npos);
    CHECK(pv_edge_labels(dot) == move_names(tree, result.principal_variation));
    // Drawn nodes and the summaries' counts make up the whole recorded tree.
    CHECK(drawn + summarised(dot, "more nodes", "(") + summarised(dot, "more node", "(") ==
          static_cast<long>(recorded.nodes.size()));
    CHECK(dot.find("showing " + std::to_string(drawn) + " of " + std::to_string(result.nodes) +
                   " nodes") != std::string::npos);
    // The counts are the full search's, not the drawing's.
    CHECK(dot.find(std::to_string(result.nodes) + " nodes visited") != std::string::npos);

    SECTION("children the search did not record are summarised as moves")
    {
        SearchOptions budget;
        budget.record_tree = true;
        budget.max_recorded_nodes = 40;
        const SearchResult partial = run_search(Algorithm::AlphaBetaFailSoft, tree, budget);
        options.max_nodes = 1000;
        const std::string partial_dot = search_tree_dot(partial, options);
        long unrecorded_moves = 0;
        for (const SearchNode& node : partial.tree->nodes)
            unrecorded_moves += node.unrecorded_children;
        REQUIRE(unrecorded_moves > 0);
        const long summarised_moves = summarised(partial_dot, "more moves", "(not recorded)") +
                                      summarised(partial_dot, "more move", "(not recorded)");
        CHECK(summarised_moves == unrecorded_moves);
        CHECK(drawn_nodes(partial_dot) == 40);
    }
}

TEST_CASE("dot: odd names are escaped, invalid UTF-8 replaced, the text deterministic",
          "[search][dot]")
{
    // A hand-made record: a root and four leaves with awkward move names.
    SearchResult result;
    result.nodes = 5;
    result.leaves = 4;
    result.tree.emplace();
    result.tree->nodes.resize(5);
    const std::vector<std::string> names{"say \"hi\"", "back\\slash\\N", "two\nlines",
                                         "bad \xff byte ☃"};
    for (int i = 1; i <= 4; ++i) {
        SearchNode& leaf = result.tree->nodes[static_cast<std::size_t>(i)];
        leaf.parent = 0;
        leaf.move = i - 1;
        leaf.move_name = names[static_cast<std::size_t>(i - 1)];
        leaf.ply = 1;
        leaf.to_move = Side::Second;
        leaf.is_leaf = true;
        result.tree->nodes[0].children.push_back(i);
    }
    DotOptions options;
    options.game = "a \"quoted\" game";
    const std::string dot = search_tree_dot(result, options);
    CHECK(dot.find("label=\" say \\\"hi\\\" \"") != std::string::npos);
    CHECK(dot.find("label=\" back\\\\slash\\\\N \"") != std::string::npos);
    CHECK(dot.find("label=\" two lines \"") != std::string::npos);
    CHECK(dot.find("label=\" bad \xEF\xBF\xBD byte ☃ \"") != std::string::npos);
    CHECK(dot.find('\xff') == std::string::npos);
    CHECK(dot.find("a \\\"quoted\\\" game") != std::string::npos);
    CHECK(search_tree_dot(result, options) == dot);

    result.tree.reset();
    CHECK_THROWS_AS(search_tree_dot(result, options), std::invalid_argument);
}
