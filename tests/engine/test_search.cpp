// The search algorithms (engine/search/search.hpp) against published figures: the full
// tic-tac-toe tree, Knuth and Moore's minimal alpha-beta tree, Russell and Norvig's 3-ply
// example; and the four algorithms against each other.
#include "engine/search/game_tree.hpp"
#include "engine/search/k_in_a_row.hpp"
#include "engine/search/search.hpp"

#include <catch2/catch.hpp>

#include <cmath>
#include <map>

using namespace stonelab;
using namespace stonelab::search;

namespace {

// A game that forwards to another and tallies the results of the finished games the
// search asked about: an independent count of the leaves, by outcome.
class OutcomeCounter : public TwoPlayerGame {
public:
    explicit OutcomeCounter(TwoPlayerGame& game) : game_(game) {}
    Side to_move() const override { return game_.to_move(); }
    bool is_over() const override { return game_.is_over(); }
    std::vector<Move> legal_moves() const override { return game_.legal_moves(); }
    void play(Move move) override { game_.play(move); }
    void undo() override { game_.undo(); }
    Value final_value() const override
    {
        const Value value = game_.final_value();
        ++outcomes[value];
        return value;
    }
    Value max_value() const override { return game_.max_value(); }
    std::string move_name(Move move) const override { return game_.move_name(move); }

    mutable std::map<Value, long> outcomes;

private:
    TwoPlayerGame& game_;
};

long power(long base, int exponent)
{
    long result = 1;
    for (int i = 0; i < exponent; ++i) result *= base;
    return result;
}

// Knuth & Moore (1975): alpha-beta on a perfectly ordered uniform tree evaluates exactly
// b^ceil(d/2) + b^floor(d/2) - 1 leaves.
long minimal_tree_leaves(int b, int d) { return power(b, (d + 1) / 2) + power(b, d / 2) - 1; }

// Plays a line of moves, returning the game to where it was afterwards.
Value value_at_end_of(TwoPlayerGame& game, const std::vector<Move>& line)
{
    for (Move move : line) game.play(move);
    const Value value = game.is_over() ? game.final_value() : game.evaluate();
    for (std::size_t i = 0; i < line.size(); ++i) game.undo();
    return value;
}

// Russell & Norvig, "Artificial Intelligence: A Modern Approach", the two-ply game tree
// of the minimax chapter (figure "a two-ply game tree"), with its move names: MAX moves
// a1..a3, MIN replies b1..d3. Its value is 3; alpha-beta never looks at c2 and c3.
const char* const kRussellNorvig =
    "(a1:(b1:3 b2:12 b3:8) a2:(c1:2 c2:4 c3:6) a3:(d1:14 d2:5 d3:2))";

} // namespace

TEST_CASE("minimax walks tic-tac-toe's whole tree: 549,946 nodes, 255,168 games", "[search]")
{
    // The published counts for the game stopped at the first win: 549,946 nodes (the empty
    // board included) and 255,168 finished games, 131,184 won by X, 77,904 by O and 46,080
    // drawn; with best play the game is a draw.
    for (Algorithm algorithm : {Algorithm::Minimax, Algorithm::Negamax}) {
        INFO(algorithm_name(algorithm));
        KInARow board = tic_tac_toe();
        OutcomeCounter game(board);
        const SearchResult result = run_search(algorithm, game);
        CHECK(result.nodes == 549'946);
        CHECK(result.leaves == 255'168);
        CHECK(game.outcomes[+1] == 131'184);
        CHECK(game.outcomes[-1] == 77'904);
        CHECK(game.outcomes[0] == 46'080);
        CHECK(result.value == 0);
        CHECK(result.principal_variation.size() == 9); // a draw fills the board
        CHECK(value_at_end_of(board, result.principal_variation) == 0);
    }
}

TEST_CASE("alpha-beta finds tic-tac-toe's draw in far fewer nodes", "[search]")
{
    for (Algorithm algorithm : {Algorithm::AlphaBetaFailHard, Algorithm::AlphaBetaFailSoft}) {
        INFO(algorithm_name(algorithm));
        KInARow game = tic_tac_toe();
        const SearchResult result = run_search(algorithm, game);
        CHECK(result.value == 0);
        CHECK(result.nodes < 549'946 / 10);
        CHECK(value_at_end_of(game, result.principal_variation) == 0);
    }
}

TEST_CASE("a depth limit turns the states at the limit into leaves", "[search]")
{
    // Tic-tac-toe to depth 1: the root and its 9 children, all leaves. To depth 2: 9 x 8
    // more; nobody can have won in two moves, so all 72 are depth-limit leaves.
    SearchOptions options;
    options.depth = 1;
    KInARow game = tic_tac_toe();
    SearchResult result = negamax(game, options);
    CHECK(result.nodes == 10);
    CHECK(result.leaves == 9);
    options.depth = 2;
    result = minimax(game, options);
    CHECK(result.nodes == 1 + 9 + 72);
    CHECK(result.leaves == 72);
}

TEST_CASE("alpha-beta on perfectly ordered uniform trees visits Knuth and Moore's minimal tree",
          "[search]")
{
    for (int b = 2; b <= 5; ++b)
        for (int d = 1; d <= 6 && power(b, d) <= 15'625; ++d) {
            INFO("b = " << b << ", d = " << d);
            Rng rng(static_cast<std::uint64_t>(100 * b + d));
            GameTree tree = uniform_tree(b, d, TreeOrder::Perfect, rng);
            const Value truth = minimax(tree).value;
            for (Algorithm algorithm :
                 {Algorithm::AlphaBetaFailHard, Algorithm::AlphaBetaFailSoft}) {
                INFO(algorithm_name(algorithm));
                const SearchResult result = run_search(algorithm, tree);
                CHECK(result.leaves == minimal_tree_leaves(b, d));
                CHECK(result.value == truth);
            }
        }
}

TEST_CASE("alpha-beta on shuffled uniform trees visits more leaves, never more than b^d",
          "[search]")
{
    for (int b = 2; b <= 5; ++b)
        for (int d = 2; d <= 6 && power(b, d) <= 15'625; ++d) {
            INFO("b = " << b << ", d = " << d);
            long total = 0;
            const int trees = 10;
            for (int seed = 1; seed <= trees; ++seed) {
                Rng rng(static_cast<std::uint64_t>(seed));
                GameTree tree = uniform_tree(b, d, TreeOrder::Shuffled, rng);
                const SearchResult result = alpha_beta_fail_soft(tree);
                CHECK(result.leaves >= minimal_tree_leaves(b, d));
                CHECK(result.leaves <= power(b, d));
                CHECK(result.value == minimax(tree).value);
                total += result.leaves;
            }
            CHECK(total > trees * minimal_tree_leaves(b, d));
        }
}

TEST_CASE("a perfectly ordered tree is the shuffled tree with its best moves put first", "[search]")
{
    // Same seed, same leaves: same value, and minimax visits every node of both.
    Rng shuffled_rng(7), perfect_rng(7);
    GameTree shuffled = uniform_tree(3, 4, TreeOrder::Shuffled, shuffled_rng);
    GameTree perfect = uniform_tree(3, 4, TreeOrder::Perfect, perfect_rng);
    const SearchResult a = minimax(shuffled), b = minimax(perfect);
    CHECK(a.value == b.value);
    CHECK(a.nodes == 1 + 3 + 9 + 27 + 81);
    CHECK(b.leaves == 81);
    // Best first: the principal variation is the first move at every level.
    CHECK(b.principal_variation == std::vector<Move>{0, 0, 0, 0});
}

TEST_CASE("Russell and Norvig's example: value 3, c2 and c3 pruned", "[search]")
{
    GameTree tree = parse_game_tree(kRussellNorvig);
    for (Algorithm algorithm : kAllAlgorithms) {
        INFO(algorithm_name(algorithm));
        SearchOptions options;
        options.record_tree = true;
        const SearchResult result = run_search(algorithm, tree, options);
        CHECK(result.value == 3);
        CHECK(result.principal_variation == std::vector<Move>{0, 0}); // a1, then b1
        REQUIRE(result.tree.has_value());
        const SearchTree& recorded = *result.tree;
        CHECK(recorded.nodes.size() == static_cast<std::size_t>(result.nodes));
        const bool prunes =
            algorithm == Algorithm::AlphaBetaFailHard || algorithm == Algorithm::AlphaBetaFailSoft;
        // Without pruning: 1 + 3 + 9 nodes. With it, C is cut off after c1 = 2 < 3.
        CHECK(result.nodes == (prunes ? 11 : 13));
        CHECK(result.leaves == (prunes ? 7 : 9));
        const SearchNode& c = recorded.nodes[recorded.nodes[0].children[1]];
        CHECK(c.move_name == "a2");
        CHECK(c.cut_off == prunes);
        if (prunes) {
            CHECK(c.pruned_names == std::vector<std::string>{"c2", "c3"});
            // C is searched with the window (3, +inf) in Max's terms, which is
            // (-inf, -3) for Min in the NegaMax form; D after it too, and D is not cut.
            CHECK(c.alpha == -kInfinity);
            CHECK(c.beta == -3);
            CHECK(c.bound == Bound::Lower);
            const SearchNode& d = recorded.nodes[recorded.nodes[0].children[2]];
            CHECK(d.children.size() == 3);
            CHECK_FALSE(d.cut_off);
        }
        // The principal variation is marked: the root, a1 and b1, and nothing else.
        std::vector<std::string> on_pv;
        for (const SearchNode& node : recorded.nodes)
            if (node.on_pv) on_pv.push_back(node.move_name);
        CHECK(on_pv == std::vector<std::string>{"", "a1", "b1"});
    }
}

TEST_CASE("fail-soft is exact inside the window, and a tighter bound than fail-hard outside",
          "[search]")
{
    GameTree rn = parse_game_tree(kRussellNorvig); // value 3
    const auto with_window = [](Value alpha, Value beta) {
        SearchOptions options;
        options.window = Window{alpha, beta};
        return options;
    };
    CHECK(alpha_beta_fail_soft(rn, with_window(2, 4)).value == 3);
    CHECK(alpha_beta_fail_hard(rn, with_window(2, 4)).value == 3);
    CHECK(alpha_beta_fail_hard(rn, with_window(5, 9)).value == 5);  // fail low: "at most 5"
    CHECK(alpha_beta_fail_hard(rn, with_window(-9, 1)).value == 1); // fail high: "at least 1"

    // On random trees and windows, against the true value v: inside the window both return
    // v; below it fail-hard returns alpha and fail-soft some s with v <= s <= alpha; above
    // it fail-hard returns beta and fail-soft some s with beta <= s <= v.
    Rng rng(2024);
    for (int trial = 0; trial < 200; ++trial) {
        GameTree tree = uniform_tree(3, 4, TreeOrder::Shuffled, rng);
        const Value v = minimax(tree).value;
        const Value alpha = static_cast<Value>(rng.below(81)) - 1;
        const Value beta = alpha + 1 + static_cast<Value>(rng.below(30));
        INFO("value " << v << ", window (" << alpha << ", " << beta << ")");
        const Value hard = alpha_beta_fail_hard(tree, with_window(alpha, beta)).value;
        const Value soft = alpha_beta_fail_soft(tree, with_window(alpha, beta)).value;
        if (v > alpha && v < beta) {
            CHECK(hard == v);
            CHECK(soft == v);
        } else if (v <= alpha) {
            CHECK(hard == alpha);
            CHECK((v <= soft && soft <= alpha));
        } else {
            CHECK(hard == beta);
            CHECK((beta <= soft && soft <= v));
        }
    }
}

TEST_CASE("the four algorithms agree on random trees and their principal variations hold",
          "[search]")
{
    Rng rng(99);
    for (int trial = 0; trial < 50; ++trial) {
        const int b = 1 + static_cast<int>(rng.below(4));
        const int d = static_cast<int>(rng.below(6));
        GameTree tree = uniform_tree(b, d, TreeOrder::Shuffled, rng);
        const Value truth = minimax(tree).value;
        for (Algorithm algorithm : kAllAlgorithms) {
            INFO("b = " << b << ", d = " << d << ", " << algorithm_name(algorithm));
            const SearchResult result = run_search(algorithm, tree);
            CHECK(result.value == truth);
            CHECK(static_cast<int>(result.principal_variation.size()) == d);
            CHECK(value_at_end_of(tree, result.principal_variation) == truth);
        }
    }
}

TEST_CASE("recording costs no search: same counts, and a node budget keeps the tree small",
          "[search]")
{
    KInARow game = tic_tac_toe();
    const SearchResult plain = alpha_beta_fail_hard(game);
    SearchOptions options;
    options.record_tree = true;
    const SearchResult full = alpha_beta_fail_hard(game, options);
    CHECK(full.nodes == plain.nodes);
    CHECK(full.leaves == plain.leaves);
    REQUIRE(full.tree.has_value());
    CHECK(full.tree->nodes.size() == static_cast<std::size_t>(full.nodes));
    CHECK(full.tree->unrecorded_nodes == 0);
    long leaves = 0;
    for (std::size_t i = 0; i < full.tree->nodes.size(); ++i) {
        const SearchNode& node = full.tree->nodes[i];
        leaves += node.is_leaf;
        if (i > 0) {
            const SearchNode& parent = full.tree->nodes[node.parent];
            CHECK(node.ply == parent.ply + 1);
            CHECK(node.to_move != parent.to_move);
        }
    }
    CHECK(leaves == full.leaves);

    options.max_recorded_nodes = 20;
    const SearchResult budget = alpha_beta_fail_hard(game, options);
    CHECK(budget.nodes == plain.nodes);
    CHECK(budget.tree->nodes.size() == 20);
    CHECK(budget.tree->unrecorded_nodes == plain.nodes - 20);
    long hidden_children = 0;
    for (const SearchNode& node : budget.tree->nodes) hidden_children += node.unrecorded_children;
    CHECK(hidden_children > 0);
}

TEST_CASE("a finished game is a leaf with no best move", "[search]")
{
    GameTree leaf = parse_game_tree("-4");
    for (Algorithm algorithm : kAllAlgorithms) {
        const SearchResult result = run_search(algorithm, leaf);
        CHECK(result.value == -4);
        CHECK(result.nodes == 1);
        CHECK(result.leaves == 1);
        CHECK(result.best_move == kNoMove);
    }
}

TEST_CASE("algorithm names read back", "[search]")
{
    for (Algorithm algorithm : kAllAlgorithms)
        CHECK(parse_algorithm(algorithm_name(algorithm)) == algorithm);
    CHECK(parse_algorithm("alphabeta") == Algorithm::AlphaBetaFailSoft);
    CHECK_FALSE(parse_algorithm("expectimax").has_value());
}
