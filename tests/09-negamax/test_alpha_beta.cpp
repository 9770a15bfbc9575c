// Task 2: alpha-beta (fail-soft, NegaMax form): minimax's value with fewer nodes, Knuth and
// Moore's minimal tree on perfectly ordered trees, the book's cut-offs, and every visit as
// the engine's search records it.
#include "support.hpp"

#include <catch2/catch.hpp>

#include <stdexcept>

using namespace stonelab;
using namespace stonelab::lesson09;
using namespace stonelab::lesson09::test;

namespace {

long power(long base, int exponent)
{
    long result = 1;
    for (int i = 0; i < exponent; ++i) result *= base;
    return result;
}

/// The visit whose path is `path` (a failed check if there is none).
const Visit* find_visit(const std::vector<Visit>& visits, const std::vector<std::string>& path)
{
    for (const Visit& visit : visits)
        if (visit.path == path) return &visit;
    return nullptr;
}

} // namespace

TEST_CASE("task 2: the same value as minimax with fewer nodes", "[lesson09][task_2]")
{
    const std::vector<std::pair<const char*, GameSpec>> games = {
        {"tic-tac-toe", tic_tac_toe()},
        {"tic-tac-toe after a1", tic_tac_toe({"a1"})},
        {"tic-tac-toe after b2 a1", tic_tac_toe({"b2", "a1"})},
        {"Russell and Norvig's tree", tree_game(kRussellNorvigTree)},
        {"the three-ply tree", tree_game(kThreePlyTree)},
        {"a shuffled uniform tree, 4 moves, 5 plies", uniform_game(4, 5, false, 3)},
    };
    for (const auto& [what, game] : games) {
        INFO(what << ", full window");
        const search::SearchResult full =
            engine_search(game, search::Algorithm::Minimax, kNoDepthLimit);
        const Value limit = make_game(game)->max_value();
        const SearchStats stats = alpha_beta(game, kNoDepthLimit, -limit, limit, false).stats;
        CHECK(stats.value == full.value);
        CHECK(stats.nodes < full.nodes);
        const search::SearchResult engine =
            engine_search(game, search::Algorithm::AlphaBetaFailSoft, kNoDepthLimit);
        CHECK(stats.nodes == engine.nodes);
        CHECK(stats.leaves == engine.leaves);
        CHECK(root_move_name(game, stats.best_move) == root_move_name(game, engine.best_move));
    }
}

TEST_CASE("task 2: Knuth and Moore's minimal tree on perfectly ordered uniform trees",
          "[lesson09][task_2]")
{
    // Knuth and Moore ("An analysis of alpha-beta pruning", Artificial Intelligence 6, 1975):
    // with the best move first everywhere, alpha-beta evaluates exactly
    // b^ceil(d/2) + b^floor(d/2) - 1 leaves of a uniform tree of branching b and depth d.
    for (int b = 2; b <= 4; ++b) {
        for (int d = 1; d <= 6; ++d) {
            const long expected = power(b, (d + 1) / 2) + power(b, d / 2) - 1;
            INFO("a perfectly ordered uniform tree with " << b << " moves per node, " << d
                                                          << " plies: " << expected << " leaves");
            const AlphaBetaResult result = alpha_beta(uniform_game(b, d, true, 1), kNoDepthLimit,
                                                      -kInfinity, kInfinity, false);
            CHECK(result.stats.leaves == expected);
            // Minimax would evaluate all b^d of them.
            CHECK(result.stats.leaves <= power(b, d));
        }
    }
}

TEST_CASE("task 2: the cut-offs the book draws", "[lesson09][task_2]")
{
    // Russell and Norvig: after a1 = 3, Min's first reply under a2 is worth 2 <= 3, so c2 and
    // c3 are never searched; a3 is searched to its end (14, 5, 2: only 2 falls to 3).
    const AlphaBetaResult rn =
        alpha_beta(tree_game(kRussellNorvigTree), kNoDepthLimit, -kInfinity, kInfinity, true);
    CHECK(rn.stats.value == 3);
    CHECK(rn.stats.nodes == 11);
    CHECK(rn.stats.leaves == 7);
    const Visit* a2 = find_visit(rn.visits, {"a2"});
    REQUIRE(a2);
    CHECK(a2->pruned == std::vector<std::string>{"c2", "c3"});
    CHECK(a2->value == -2); // in Min's view: 2 for Max
    CHECK_FALSE(find_visit(rn.visits, {"a2", "c2"}));
    const Visit* a3 = find_visit(rn.visits, {"a3"});
    REQUIRE(a3);
    CHECK(a3->pruned.empty());

    // The three-ply tree: under a1, b2 is cut after c3 = 6 (Min already holds Max to 5);
    // under a2, b3 is worth at most 2, so Min's b4 is never searched. Value 5.
    const AlphaBetaResult three =
        alpha_beta(tree_game(kThreePlyTree), kNoDepthLimit, -kInfinity, kInfinity, true);
    CHECK(three.stats.value == 5);
    const Visit* b2 = find_visit(three.visits, {"a1", "b2"});
    REQUIRE(b2);
    CHECK(b2->pruned == std::vector<std::string>{"c4"});
    const Visit* under_a2 = find_visit(three.visits, {"a2"});
    REQUIRE(under_a2);
    CHECK(under_a2->pruned == std::vector<std::string>{"b4"});
}

TEST_CASE("task 2: the reference records", "[lesson09][task_2]")
{
    for (const AlphaBetaCase& c : alpha_beta_cases()) {
        INFO("the record of " << c.name << " (tests/09-negamax/data/alphabeta/" << c.name
                              << ".txt): path | window on entry | value | pruned moves");
        CHECK(alpha_beta_text(c, alpha_beta(c.game, c.depth, c.alpha, c.beta, true)) ==
              reference("alphabeta/" + c.name + ".txt"));
    }
}

TEST_CASE("task 2: every visit as the engine records it", "[lesson09][task_2]")
{
    // Narrow windows too: a fail-soft value outside the root window is a bound, and must be
    // the bound the engine returns.
    const std::vector<AlphaBetaCase> cases = {
        {"a shuffled tree, 3 moves, 4 plies", uniform_game(3, 4, false, 2)},
        {"the same tree, window (20, 30)", uniform_game(3, 4, false, 2), kNoDepthLimit, 20, 30},
        {"the same tree, window (70, 90): fails low", uniform_game(3, 4, false, 2), kNoDepthLimit,
         70, 90},
        {"the same tree, window (-5, 3): fails high", uniform_game(3, 4, false, 2), kNoDepthLimit,
         -5, 3},
        {"tic-tac-toe after c3 b2, depth 4", tic_tac_toe({"c3", "b2"}), 4, -1, 1},
        {"Go on 1x3", go_game(3, 1), kNoDepthLimit, -3, 3},
    };
    for (const AlphaBetaCase& c : cases) {
        INFO(c.name << ": path | window on entry | value | pruned moves");
        const AlphaBetaResult result = alpha_beta(c.game, c.depth, c.alpha, c.beta, true);
        CHECK(visits_text(result.visits) == engine_record(c));
        const search::SearchResult engine = engine_search(
            c.game, search::Algorithm::AlphaBetaFailSoft, c.depth, search::Window{c.alpha, c.beta});
        CHECK(result.stats.value == engine.value);
        CHECK(result.stats.nodes == engine.nodes);
        CHECK(result.stats.leaves == engine.leaves);
        // A root that fails low has no best move (kNoMove, "none"); one that fails high, the
        // move that cut off.
        CHECK(root_move_name(c.game, result.stats.best_move) ==
              root_move_name(c.game, engine.best_move));
    }
}

TEST_CASE("task 2: without record the same search, nothing recorded", "[lesson09][task_2]")
{
    const AlphaBetaResult quiet = alpha_beta(tic_tac_toe({"a1"}), kNoDepthLimit, -1, 1, false);
    const AlphaBetaResult loud = alpha_beta(tic_tac_toe({"a1"}), kNoDepthLimit, -1, 1, true);
    CHECK(quiet.visits.empty());
    CHECK(static_cast<long>(loud.visits.size()) == loud.stats.nodes);
    CHECK(quiet.stats.nodes == loud.stats.nodes);
    CHECK(quiet.stats.value == loud.stats.value);
}

TEST_CASE("task 2: a negative depth or an empty window is an error", "[lesson09][task_2]")
{
    INFO("alpha_beta throws std::invalid_argument for depth -1 and for alpha >= beta");
    CHECK_THROWS_AS(alpha_beta(tic_tac_toe(), -1, -1, 1, false), std::invalid_argument);
    CHECK_THROWS_AS(alpha_beta(tic_tac_toe(), 2, 1, 1, false), std::invalid_argument);
    CHECK_THROWS_AS(alpha_beta(tic_tac_toe(), 2, 1, -1, false), std::invalid_argument);
}
