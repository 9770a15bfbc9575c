// Task 1: RAVE. The rates, beta and the blend on given numbers, the choice of a child, the
// backup of one simulation on a hand-made tree (every expected number worked out in the
// comments), the playout that keeps its moves, and the trees of seeded searches.
#include "support.hpp"

#include "engine/go/playout.hpp"
#include "engine/go/random_player.hpp"
#include "engine/go/scoring.hpp"

#include <limits>
#include <stdexcept>

using namespace stonelab;
using namespace stonelab::lesson12;
using namespace stonelab::lesson12::test;
using stonelab::test::point_at;

namespace {

constexpr Color B = Color::Black;
constexpr Color W = Color::White;
const double kInfinity = std::numeric_limits<double>::infinity();

} // namespace

TEST_CASE("task 1: win rates, beta and the blended value worked out by hand", "[lesson12][task_1]")
{
    // (1 + total / visits) / 2 and (1 + amaf_total / amaf_visits) / 2; 0 with no visits.
    CHECK(win_rate(node(10, B, 100, 20, 300, -60)) == Approx(0.6));
    CHECK(amaf_rate(node(10, B, 100, 20, 300, -60)) == Approx(0.4));
    CHECK(win_rate(node(10, B, 0, 0, 4, 4)) == 0);
    CHECK(amaf_rate(node(10, B, 4, 4, 0, 0)) == 0);

    // beta = sqrt(k / (3n + k)): 1 before any visit, 1/2 at n = k.
    CHECK(rave_beta(0, 100) == Approx(1.0));
    CHECK(rave_beta(100, 100) == Approx(0.5));      // sqrt(100 / 400)
    CHECK(rave_beta(25, 50) == Approx(0.632456));   // sqrt(50 / 125) = sqrt(0.4)
    CHECK(rave_beta(1000, 10) == Approx(0.057639)); // sqrt(10 / 3010)

    // Win rate 0.6, AMAF rate 0.4. k = 100: beta 1/2, value 0.5.
    CHECK(rave_value(node(10, B, 100, 20, 300, -60), 100) == Approx(0.5));
    // k = 300: beta = sqrt(300 / 600) = 0.707107; 0.292893 * 0.6 + 0.707107 * 0.4 = 0.458579.
    CHECK(rave_value(node(10, B, 100, 20, 300, -60), 300) == Approx(0.458579));
    // Never visited, but seen in 4 simulations, all won: beta 1, the AMAF rate 1.
    CHECK(rave_value(node(10, B, 0, 0, 4, 4), 100) == Approx(1.0));
    // Visited, never credited by AMAF (a pass): its own win rate (1 - 2/6) / 2.
    CHECK(rave_value(node(kPass, B, 6, -2, 0, 0), 100) == Approx(1.0 / 3));
    // Nothing known: try it first.
    CHECK(rave_value(node(10, B, 0, 0, 0, 0), 100) == kInfinity);
}

TEST_CASE("task 1: select_rave_child takes the largest blended value, the first on ties",
          "[lesson12][task_1]")
{
    // The root has children 2, 1 and 3, in that order.
    RaveTree tree;
    tree.nodes = {node(kNoPoint, W, 20, 0, 0, 0, {2, 1, 3}), node(11, B, 10, 4, 20, 0),
                  node(12, B, 6, -6, 10, 10), node(13, B, 0, 0, 0, 0)};
    SECTION("node 3 is unknown: it comes first") { CHECK(select_rave_child(tree, 0, 10) == 3); }
    tree.nodes[3] = node(13, B, 0, 0, 5, -5); // AMAF rate 0: value 0
    SECTION("with k = 10")
    {
        // Node 1: win 0.7, AMAF 0.5, beta = sqrt(10 / 40) = 0.5: value 0.6.
        // Node 2: win 0, AMAF 1, beta = sqrt(10 / 28) = 0.597614: value 0.597614.
        CHECK(select_rave_child(tree, 0, 10) == 1);
    }
    SECTION("with k = 1000, AMAF counts more: node 2")
    {
        // Node 1: beta = sqrt(1000 / 1030) = 0.985329: 0.014671 * 0.7 + 0.985329 * 0.5 = 0.502934.
        // Node 2: beta = sqrt(1000 / 1018) = 0.991120: value 0.991120.
        CHECK(select_rave_child(tree, 0, 1000) == 2);
    }
    SECTION("a tie goes to the first child")
    {
        tree.nodes[2] = node(12, B, 10, 4, 20, 0); // the same numbers as node 1, and first
        CHECK(select_rave_child(tree, 0, 10) == 2);
    }
    SECTION("a node without children") { CHECK(select_rave_child(tree, 1, 10) == -1); }
}

TEST_CASE("task 1: rave_backup credits the children whose player played their point first",
          "[lesson12][task_1]")
{
    const Geometry g = Board(5).geometry();
    const auto at = [&](const char* vertex) { return point_at(g, vertex); };
    // Root (White "moved into" it: Black to move), its children Black's A1, B1, C1 and a
    // pass; node 2 (B1) has White's children A1 and C1. The simulation: the tree's B B1 and
    // W C1 (path 0, 2, 6), then the playout B A1, W D1, B C1 (after a capture, say), B pass.
    RaveTree tree;
    tree.nodes = {node(kNoPoint, W, 10, 2, 0, 0, {1, 2, 3, 4}),
                  node(at("A1"), B, 2, 0, 3, 1),
                  node(at("B1"), B, 5, 1, 6, 2, {5, 6}),
                  node(at("C1"), B, 2, 2, 2, 2),
                  node(kPass, B, 1, -1, 0, 0),
                  node(at("A1"), W, 1, 1, 1, 1),
                  node(at("C1"), W, 3, -1, 4, 0)};
    const std::vector<Move> playout = {{B, at("A1")}, {W, at("D1")}, {B, at("C1")}, {B, kPass}};
    // The player to move after node 6 (White's) is Black, and Black won: +1.
    rave_backup(tree, {0, 2, 6}, playout, +1);

    // The path, as in lesson 8: node 6 (White) -1, node 2 (Black) +1, the root (White) -1.
    CHECK(tree.nodes[6].visits == 4);
    CHECK(tree.nodes[6].total == -2);
    CHECK(tree.nodes[2].visits == 6);
    CHECK(tree.nodes[2].total == 2);
    CHECK(tree.nodes[0].visits == 11);
    CHECK(tree.nodes[0].total == 1);

    // Node 2's children: after it came W C1, B A1, W D1, B C1. C1 was first White's: node 6
    // gets an AMAF visit and White's result, -1. A1 was first Black's: node 5 (White's A1)
    // gets nothing.
    CHECK(tree.nodes[6].amaf_visits == 5);
    CHECK(tree.nodes[6].amaf_total == -1);
    CHECK(tree.nodes[5].amaf_visits == 1);
    CHECK(tree.nodes[5].amaf_total == 1);

    // The root's children: after it came B B1, W C1, B A1, W D1, B C1, B pass. B1 and A1
    // were first Black's: +1 each. C1 was first White's, so Black's C1 (node 3) gets
    // nothing, though Black played C1 later. A pass is never credited.
    CHECK(tree.nodes[2].amaf_visits == 7);
    CHECK(tree.nodes[2].amaf_total == 3);
    CHECK(tree.nodes[1].amaf_visits == 4);
    CHECK(tree.nodes[1].amaf_total == 2);
    CHECK(tree.nodes[3].amaf_visits == 2);
    CHECK(tree.nodes[3].amaf_total == 2);
    CHECK(tree.nodes[4].amaf_visits == 0);
    CHECK(tree.nodes[4].amaf_total == 0);
    // Off the path, the own statistics do not change.
    CHECK(tree.nodes[1].visits == 2);
    CHECK(tree.nodes[3].visits == 2);
    CHECK(tree.nodes[5].visits == 1);

    // A second simulation, a draw, through node 3 alone, the playout W B1, B A1, B B1 (B1
    // taken back): the root's children A1 (first Black's) and C1 (its own move) get an AMAF
    // visit and 0; B1 was White's first, so nothing for node 2, though Black played it later.
    rave_backup(tree, {0, 3}, {{W, at("B1")}, {B, at("A1")}, {B, at("B1")}}, 0);
    CHECK(tree.nodes[3].visits == 3);
    CHECK(tree.nodes[3].total == 2);
    CHECK(tree.nodes[3].amaf_visits == 3);
    CHECK(tree.nodes[3].amaf_total == 2);
    CHECK(tree.nodes[1].amaf_visits == 5);
    CHECK(tree.nodes[1].amaf_total == 2);
    CHECK(tree.nodes[2].amaf_visits == 7);
    CHECK(tree.nodes[0].visits == 12);
    CHECK(tree.nodes[0].total == 1);
}

TEST_CASE("task 1: random_playout is lesson 7's playout with its moves kept", "[lesson12][task_1]")
{
    for (const char* name : {"race", "opening", "capture"}) {
        for (std::uint64_t seed : {1u, 2u, 3u}) {
            CAPTURE(name, seed);
            const Board board = data::board_of(data::position(name));
            Rng yours_rng(seed), engine_rng(seed);
            const Playout yours = random_playout(board, Color::White, 0.5, yours_rng);
            // The engine's playout, move by move on a Board, is what the moves must be.
            Board replay = board;
            int passes = 0;
            std::vector<Move> expected;
            while (static_cast<int>(expected.size()) < default_move_cap(board) && passes < 2) {
                const Color color = expected.size() % 2 == 0 ? Color::White : Color::Black;
                const Point p = random_move(replay, color, engine_rng);
                replay.play(color, p);
                expected.push_back({color, p});
                passes = p == kPass ? passes + 1 : 0;
            }
            REQUIRE(yours.moves.size() == expected.size());
            for (std::size_t i = 0; i < expected.size(); ++i) {
                CAPTURE(i);
                CHECK(yours.moves[i].color == expected[i].color);
                CHECK(data::name_of(board.geometry(), yours.moves[i].point) ==
                      data::name_of(board.geometry(), expected[i].point));
            }
            CHECK(yours.margin == count_score(replay, 0.5).margin());
            CHECK(yours_rng.state() == engine_rng.state()); // it drew what the playout drew
        }
    }
}

TEST_CASE("task 1: the trees of the reference RAVE searches", "[lesson12][task_1]")
{
    for (const data::RaveSpec& spec : data::kReferenceRave) {
        CAPTURE(data::call_of(spec));
        const Board board = start_of(spec);
        Rng rng(spec.seed);
        const RaveTree yours = rave_search(board, spec.color, spec.komi, rng, spec.options);
        check_same_text(reference_text("rave", spec), data::to_text(spec, board.geometry(), yours));
    }
}

TEST_CASE("task 1: rave_search refuses what it cannot search", "[lesson12][task_1]")
{
    const Board board(3);
    Rng rng(1);
    CHECK_THROWS_AS(rave_search(board, Color::Empty, 0, rng, {10, 10, 1}), std::invalid_argument);
    CHECK_THROWS_AS(rave_search(board, Color::Black, 0, rng, {0, 10, 1}), std::invalid_argument);
    CHECK_THROWS_AS(rave_search(board, Color::Black, 0, rng, {10, 0, 1}), std::invalid_argument);
    CHECK_THROWS_AS(rave_search(board, Color::Black, 0, rng, {10, 10, -1}), std::invalid_argument);
}
