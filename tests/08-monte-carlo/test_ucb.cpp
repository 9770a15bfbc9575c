// Task 2: a node's win rate, UCB1, the child selection chooses, and the NegaMax backup. Every
// expected value here is worked out by hand in the comments.
#include "support.hpp"

#include <cmath>
#include <limits>
#include <string>

using namespace stonelab;
using namespace stonelab::lesson08;
using namespace stonelab::lesson08::test;

namespace {

constexpr Color B = Color::Black;
constexpr Color W = Color::White;

/// Every node's visits and total, "index: visits total" separated by " | ", so that a failure
/// shows the whole tree at once.
std::string counts(const Tree& tree)
{
    std::string text;
    for (std::size_t i = 0; i < tree.nodes.size(); ++i)
        text += (i == 0 ? "" : " | ") + std::to_string(i) + ": " +
                std::to_string(tree.nodes[i].visits) + " " + std::to_string(tree.nodes[i].total);
    return text;
}

} // namespace

TEST_CASE("task 2: win rates and UCB1 values worked out by hand", "[lesson08][task_2]")
{
    // (1 + total / visits) / 2: a draw (result 0) is half a win.
    CHECK(win_rate(node(10, B, 4, 2)) == Approx(0.75));   // 3 wins, 1 loss
    CHECK(win_rate(node(10, B, 5, 0)) == Approx(0.5));    // as many wins as losses, or draws
    CHECK(win_rate(node(10, B, 3, -3)) == Approx(0.0));   // 3 losses
    CHECK(win_rate(node(10, B, 8, -2)) == Approx(0.375)); // (1 - 2/8) / 2
    CHECK(win_rate(node(10, B, 0, 0)) == 0);              // never visited

    // 0.75 + 1 * sqrt(ln 16 / 4) = 0.75 + sqrt(0.693147) = 0.75 + 0.832555
    CHECK(ucb1(node(10, B, 4, 2), 16, 1.0) == Approx(1.582555));
    CHECK(ucb1(node(10, B, 4, 2), 16, 0.0) == Approx(0.75)); // no exploration: the win rate
    CHECK(ucb1(node(10, B, 4, 2), 1, 1.0) == Approx(0.75));  // ln 1 = 0
    // (1 - 4/10) / 2 + 1.4 * sqrt(ln 50 / 10) = 0.3 + 1.4 * 0.625462 = 0.3 + 0.875647
    CHECK(ucb1(node(10, W, 10, -4), 50, 1.4) == Approx(1.175647));
    // A child visited once is no longer "unvisited": 1 + sqrt(ln 4 / 1) = 1 + 1.177410.
    CHECK(ucb1(node(10, B, 1, 1), 4, 1.0) == Approx(2.177410));
    // An unvisited child comes first, whatever the others are worth, and whatever the
    // exploration and the parent's visits: the formula would give 0 * infinity with no
    // exploration, and 0 / 0 under a parent visited once (ln 1 = 0), neither a number.
    const double infinity = std::numeric_limits<double>::infinity();
    CHECK(ucb1(node(10, B, 0, 0), 16, 1.0) == infinity);
    CHECK(ucb1(node(10, B, 0, 0), 16, 0.0) == infinity);
    CHECK(ucb1(node(10, B, 0, 0), 1, 1.0) == infinity);
}

TEST_CASE("task 2: select_child takes the largest UCB1, an unvisited child first, the first "
          "on ties",
          "[lesson08][task_2]")
{
    // The root (visited 20 times) has children 3, 1 and 4, in that order; 2 is not its child.
    Tree tree;
    tree.nodes = {node(kNoPoint, W, 20, -4, {3, 1, 4}), node(11, B, 5, 1), node(12, B, 50, 50),
                  node(13, B, 15, 9), node(14, B, 0, 0)};
    SECTION("node 4 has never been visited") { CHECK(select_child(tree, 0, 1.0) == 4); }
    tree.nodes[4] = node(14, B, 15, 9); // now as good as node 3, which comes first
    SECTION("with no exploration, the best win rate; a tie goes to the first child")
    {
        // Node 3 and node 4: (1 + 9/15) / 2 = 0.8; node 1: (1 + 1/5) / 2 = 0.6.
        CHECK(select_child(tree, 0, 0.0) == 3);
    }
    SECTION("with exploration 1, the less visited node 1")
    {
        // Node 3: 0.8 + sqrt(ln 20 / 15) = 0.8 + 0.446894 = 1.246894;
        // node 1: 0.6 + sqrt(ln 20 / 5) = 0.6 + 0.774047 = 1.374047.
        CHECK(select_child(tree, 0, 1.0) == 1);
    }
    SECTION("a node without children") { CHECK(select_child(tree, 2, 1.0) == -1); }
    SECTION("every child worth 0: a tie, so the first child, node 3")
    {
        // Each child lost all its playouts (win rate 0); with no exploration UCB1 is 0 for
        // all three. The largest value is 0, and it is still a child's.
        tree.nodes[1] = node(11, B, 5, -5);
        tree.nodes[3] = node(13, B, 15, -15);
        tree.nodes[4] = node(14, B, 15, -15);
        CHECK(select_child(tree, 0, 0.0) == 3);
    }
}

TEST_CASE("task 2: backup flips the sign of the result at every step up", "[lesson08][task_2]")
{
    // root (0, White "moved into" it: Black to move) -> 2 (Black's move) -> 5 (White's move).
    Tree tree;
    tree.nodes = {node(kNoPoint, W, 7, 1, {1, 2}),
                  node(11, B, 3, -1),
                  node(12, B, 4, 2, {3, 4, 5}),
                  node(13, W, 1, 1),
                  node(14, W, 1, -1),
                  node(15, W, 2, 0)};
    // Three backups in a row, each checked before the next: the visits and totals of every
    // node, nodes off the path unchanged.
    // 1. The playout after node 5 starts with Black to move; Black won: result +1 for Black.
    //    Node 5: White moved into it, Black's win is White's loss (-1); node 2: Black's move,
    //    a win (+1); the root's "player" is White: a loss (-1).
    INFO("backup(tree, {0, 2, 5}, +1)");
    backup(tree, {0, 2, 5}, +1);
    REQUIRE(counts(tree) == "0: 8 0 | 1: 3 -1 | 2: 5 3 | 3: 1 1 | 4: 1 -1 | 5: 3 -1");

    // 2. A draw adds a visit and nothing to the totals.
    INFO("then backup(tree, {0, 1}, 0)");
    backup(tree, {0, 1}, 0);
    REQUIRE(counts(tree) == "0: 9 0 | 1: 4 -1 | 2: 5 3 | 3: 1 1 | 4: 1 -1 | 5: 3 -1");

    // 3. A path of one node: the result for the player to move at the root is the
    //    searcher's, and the root counts it for its "player", the opponent.
    INFO("then backup(tree, {0}, +1)");
    backup(tree, {0}, +1);
    REQUIRE(counts(tree) == "0: 10 -1 | 1: 4 -1 | 2: 5 3 | 3: 1 1 | 4: 1 -1 | 5: 3 -1");
}
