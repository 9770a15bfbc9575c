// Task 3: move ordering and a transposition table — the same value as plain alpha-beta, the
// nodes the engine's search visits on the reordered game, and what each saves.
#include "support.hpp"

#include <catch2/catch.hpp>

#include <stdexcept>

using namespace stonelab;
using namespace stonelab::lesson09;
using namespace stonelab::lesson09::test;

namespace {

constexpr Improvements kNone{false, false};
constexpr Improvements kOrdering{true, false};
constexpr Improvements kTable{false, true};
constexpr Improvements kBoth{true, true};

} // namespace

TEST_CASE("task 3: the reference node counts", "[lesson09][task_3]")
{
    for (const ImprovedCase& c : improved_cases()) {
        INFO("tests/09-negamax/data/improved/" << c.name
                                               << ".txt: one line per combination of "
                                                  "improvements (none, ordering, table, both)");
        std::vector<SearchStats> stats;
        for (const auto& [name, how] : all_improvements())
            stats.push_back(alpha_beta_improved(c.game, c.depth, how));
        CHECK(improved_text(c, stats) == reference("improved/" + c.name + ".txt"));
    }
}

TEST_CASE("task 3: without improvements, task 2's search", "[lesson09][task_3]")
{
    for (const ImprovedCase& c : improved_cases()) {
        INFO(c.name);
        const search::SearchResult engine =
            engine_search(c.game, search::Algorithm::AlphaBetaFailSoft, c.depth);
        const SearchStats stats = alpha_beta_improved(c.game, c.depth, kNone);
        CHECK(stats.value == engine.value);
        CHECK(stats.nodes == engine.nodes);
        CHECK(stats.table_hits == 0);
    }
}

TEST_CASE("task 3: move ordering searches what the engine searches on the reordered game",
          "[lesson09][task_3]")
{
    std::vector<ImprovedCase> games = improved_cases();
    games.push_back({"a shuffled uniform tree, 3 moves, 5 plies", uniform_game(3, 5, false, 4)});
    games.push_back({"Russell and Norvig's tree", tree_game(kRussellNorvigTree)});
    games.push_back({"Go on 1x4", go_game(4, 1)});
    // A leaf beside an inner node: b ends the game at 5, a does not (evaluate() = 0), so b
    // comes first; after it, a's first reply, c = 1, already holds a below 5 and d is cut.
    // 4 nodes (the root, b, a, c) instead of the game order's 5 (the root, a, c, d, b).
    games.push_back(
        {"a tree whose root has a leaf after an inner node", tree_game("(a:(c:1 d:2) b:5)")});
    // 20 moves, every one worth 0 one move ahead (no row of 4 yet): the sort must keep the
    // board's order, so the first root move, the one that raises alpha, is still a4, the top left
    // cell. (An unstable sort keeps short lists in order by chance, but not 20 equal items.)
    GameSpec wide = in_plain_order(tic_tac_toe());
    wide.width = 5;
    wide.height = 4;
    wide.k = 4;
    games.push_back({"k-in-a-row on 5x4, 4 in a row, plain order, depth 2", wide, 2});
    for (const ImprovedCase& c : games) {
        INFO(c.name << ", depth " << c.depth
                    << ": moves sorted by the value of the position they lead to, for the mover, "
                       "largest first, the game's order among equals");
        const auto made = make_game(c.game);
        OrderedByValue ordered(*made);
        search::SearchOptions options;
        options.depth = c.depth;
        const search::SearchResult engine = search::alpha_beta_fail_soft(ordered, options);
        const SearchStats stats = alpha_beta_improved(c.game, c.depth, kOrdering);
        CHECK(stats.value == engine.value);
        CHECK(stats.nodes == engine.nodes);
        CHECK(stats.leaves == engine.leaves);
        CHECK(root_move_name(c.game, stats.best_move) == root_move_name(c.game, engine.best_move));
    }
}

TEST_CASE("task 3: the same value with every improvement", "[lesson09][task_3]")
{
    const std::vector<std::pair<const char*, GameSpec>> games = {
        {"tic-tac-toe after b2", tic_tac_toe({"b2"})},
        {"tic-tac-toe after a1 c3, plain order", in_plain_order(tic_tac_toe({"a1", "c3"}))},
        {"tic-tac-toe after b1 b2 a1, plain order",
         in_plain_order(tic_tac_toe({"b1", "b2", "a1"}))},
    };
    for (const auto& [what, game] : games) {
        INFO(what);
        const Value expected = engine_search(game, search::Algorithm::Minimax, kNoDepthLimit).value;
        for (const auto& [name, how] : all_improvements()) {
            INFO("improvements: " << name);
            CHECK(alpha_beta_improved(game, kNoDepthLimit, how).value == expected);
        }
    }
}

TEST_CASE("task 3: each improvement saves nodes on tic-tac-toe in plain order",
          "[lesson09][task_3]")
{
    // In plain order (a3, b3, c3, a2, ...) a win at hand may be tried last; ordering tries it
    // first. The same position is reached by many move orders; the table searches it once.
    const GameSpec game = in_plain_order(tic_tac_toe());
    const SearchStats none = alpha_beta_improved(game, kNoDepthLimit, kNone);
    const SearchStats ordering = alpha_beta_improved(game, kNoDepthLimit, kOrdering);
    const SearchStats table = alpha_beta_improved(game, kNoDepthLimit, kTable);
    const SearchStats both = alpha_beta_improved(game, kNoDepthLimit, kBoth);
    CHECK(ordering.nodes < none.nodes);
    CHECK(table.nodes < none.nodes);
    CHECK(table.table_hits > 0);
    CHECK(ordering.table_hits == 0);
    CHECK(both.nodes < ordering.nodes);
    CHECK(both.nodes < table.nodes);
}

TEST_CASE("task 3: a table hit counts as a node and not as a leaf", "[lesson09][task_3]")
{
    // After b2 a1 (X to move), many positions are reached by two move orders; the table
    // answers the second: each answer is a visited node, and no leaf.
    const GameSpec game = in_plain_order(tic_tac_toe({"b2", "a1"}));
    const SearchStats plain = alpha_beta_improved(game, kNoDepthLimit, kNone);
    const SearchStats table = alpha_beta_improved(game, kNoDepthLimit, kTable);
    CHECK(table.value == plain.value);
    CHECK(table.nodes <= plain.nodes);
    CHECK(table.table_hits > 0);
    CHECK(table.leaves <= plain.leaves);
    CHECK(table.nodes - table.table_hits >= table.leaves);
}

TEST_CASE("task 3: an entry searched less deep does not answer a deeper visit",
          "[lesson09][task_3]")
{
    // Go on 1x5 after B C1, W B1, B A1 (which takes B1): X . X . . with White to move,
    // searched 6 plies deep with the table. Two lines reach . O . O . with Black to move:
    //   D1 E1 B1 pass D1: W D1, B E1 takes D1, W B1 takes A1, B passes, W D1 takes C1 and
    //                     E1; 5 plies down, 1 ply left;
    //   D1 pass B1:       W D1, B passes, W B1 takes A1 and C1; 3 plies down, 3 plies left.
    // The search meets it first with 1 ply left and stores what that proved; met again with
    // 3 plies left, the entry (depth 1) may not answer. It is the only position this search
    // meets twice away from the depth limit and the end of the game, so a table that keeps
    // its rule answers nothing here: the search is plain alpha-beta's, node for node.
    const GameSpec game = go_game(5, 1, {"C1", "B1", "A1"});
    const search::SearchResult plain = engine_search(game, search::Algorithm::AlphaBetaFailSoft, 6);
    SearchStats expected;
    expected.value = plain.value;
    expected.best_move = plain.best_move;
    expected.nodes = plain.nodes;
    expected.leaves = plain.leaves;
    INFO("alpha_beta_improved(Go 1x5 after C1 B1 A1, depth 6, table only)");
    const SearchStats yours = alpha_beta_improved(game, 6, kTable);
    CHECK(stats_line(yours, root_move_name(game, yours.best_move)) ==
          stats_line(expected, root_move_name(game, expected.best_move)));
}

TEST_CASE("task 3: a negative depth is an error", "[lesson09][task_3]")
{
    INFO("alpha_beta_improved throws std::invalid_argument for depth -1");
    CHECK_THROWS_AS(alpha_beta_improved(tic_tac_toe(), -1, kBoth), std::invalid_argument);
}
