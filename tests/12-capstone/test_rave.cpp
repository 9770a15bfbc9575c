// Task 1: RAVE. The rates, beta and the blend on given numbers, the choice of a child, the
// backup of one simulation on a hand-made tree (every expected number worked out in the
// comments), the playout that keeps its moves, and the trees of seeded searches.
#include "support.hpp"

#include "engine/go/playout.hpp"
#include "engine/go/random_player.hpp"
#include "engine/go/scoring.hpp"

#include <algorithm>
#include <limits>
#include <stdexcept>
#include <string>
#include <vector>

using namespace stonelab;
using namespace stonelab::lesson12;
using namespace stonelab::lesson12::test;
using stonelab::test::point_at;

namespace {

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
    // Any number of visits an int holds: 3n is 3e9 here, beyond an int (compute it in double).
    CHECK(rave_beta(1000000000, 100) == Approx(1.825742e-4)); // sqrt(100 / 3000000100)

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
    // It starts from the tree as the first backup must leave it (the numbers checked above),
    // whatever yours did with it.
    tree.nodes = {node(kNoPoint, W, 11, 1, 0, 0, {1, 2, 3, 4}),
                  node(at("A1"), B, 2, 0, 4, 2),
                  node(at("B1"), B, 6, 2, 7, 3, {5, 6}),
                  node(at("C1"), B, 2, 2, 2, 2),
                  node(kPass, B, 1, -1, 0, 0),
                  node(at("A1"), W, 1, 1, 1, 1),
                  node(at("C1"), W, 4, -2, 5, -1)};
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
    struct Start {
        std::string name;
        Board board;
        Color to_move;
        std::uint64_t seed;
    };
    std::vector<Start> starts;
    for (const char* name : {"race", "opening", "capture"})
        for (std::uint64_t seed : {1u, 2u, 3u})
            starts.push_back({name, data::board_of(data::position(name)), W, seed});
    // From the empty 3x3 board, Black first, seed 257's game goes round in captures and
    // recaptures (simple ko allows the cycle) until the cap, 9 + 200 moves: the playout stops
    // there, not a move later.
    starts.push_back({"the empty 3x3 board", Board(3), B, 257});
    for (const Start& start : starts) {
        const Board& board = start.board;
        const Geometry& g = board.geometry();
        INFO("the call: random_playout(" << start.name << ", " << data::player_name(start.to_move)
                                         << ", komi 0.5, Rng(" << start.seed << "))\n"
                                         << print_diagram(board));
        Rng yours_rng(start.seed), engine_rng(start.seed);
        const Playout yours = random_playout(board, start.to_move, 0.5, yours_rng);
        // The engine's playout, move by move on a Board, is what the moves must be.
        Board replay = board;
        int passes = 0;
        std::vector<Move> expected;
        for (Color color = start.to_move;
             static_cast<int>(expected.size()) < default_move_cap(board) && passes < 2;
             color = opponent(color)) {
            const Point p = random_move(replay, color, engine_rng);
            replay.play(color, p);
            expected.push_back({color, p});
            passes = p == kPass ? passes + 1 : 0;
        }
        if (start.seed == 257)
            REQUIRE(static_cast<int>(expected.size()) == default_move_cap(board));
        // Your moves against the engine's, up to the first that differs.
        const auto move_text = [&](const Move& m) {
            return std::string(1, data::colour_letter(m.color)) + " " + data::name_of(g, m.point);
        };
        for (std::size_t i = 0; i < std::min(yours.moves.size(), expected.size()); ++i) {
            INFO("move " << i + 1 << " of the playout");
            REQUIRE(move_text(yours.moves[i]) == move_text(expected[i]));
        }
        INFO("your playout has " << yours.moves.size() << " moves, the engine's " << expected.size()
                                 << " (two passes in a row or the cap, " << default_move_cap(board)
                                 << " moves, end it)");
        REQUIRE(yours.moves.size() == expected.size());
        CHECK(yours.margin == count_score(replay, 0.5).margin());
        // It drew what the playout drew: the numbers drawn, yours and the engine's.
        CHECK(data::numbers_drawn(start.seed, yours_rng.state()) ==
              data::numbers_drawn(start.seed, engine_rng.state()));
    }
}

TEST_CASE("task 1: the trees of the reference RAVE searches", "[lesson12][task_1]")
{
    for (const data::RaveSpec& spec : data::kReferenceRave) {
        CAPTURE(data::call_of(spec));
        // The tree, then the numbers the search drew: a search that plays a playout too many or
        // too few, or draws for a game that has ended, parts from the reference there.
        check_same_text(reference_text("rave", spec), data::searched(spec));
    }
}

TEST_CASE("task 1: rave_search counts a finished game as it stands and plays no playout after it",
          "[lesson12][task_1]")
{
    // Black's cross (capstone_data.hpp): Black's four empty points are its own eyes and
    // suicide for White, so each node has a single pass child, and after two passes the game
    // is over: Black's 9 points. The trees below are worked out by hand from "RAVE search,
    // exactly"; an ended game is counted as it stands, with no playout and no number drawn.
    SECTION("expand_after 0, k = 0.5: the root's pass and White's pass at once; komi 9, a draw")
    {
        // Simulation 1 expands Black's pass (0 visits >= 0) into White's pass, where the game
        // has ended: 9 - 9 = 0, a draw, 0 for everyone; so do the other nine. No number drawn.
        const data::RaveSpec spec{"cross", B, 9, {10, 0.5, 0}, 6};
        check_same_text(std::string("# ") + data::call_of(spec) + R"(
# index move player passes visits total amaf-visits amaf-total children...
0 root W 0 10 0 0 0 1
1 pass B 1 10 0 0 0 2
2 pass W 2 10 0 0 0
draws 0
)",
                        data::searched(spec));
    }
    SECTION("expand_after 1, White to move, komi 8.5: Black wins every game by 0.5")
    {
        // Simulation 1: White's pass has no visit yet, so a playout from it, Black first:
        // Black's random move draws each of its four eyes once and refuses it, then passes;
        // White's draws each of the four points once (all suicide) and passes: 8 draws,
        // margin 9 - 8.5 > 0, -1 for White. Simulation 2 expands White's pass into Black's,
        // where the game has ended: -1 for White, counted as it stands, and so on to 10.
        const data::RaveSpec spec{"cross", W, 8.5, {10, 100, 1}, 5};
        // The engine's two random moves of that one playout, to count its draws.
        Board after = start_of(spec);
        after.play(W, kPass);
        Rng engine(spec.seed);
        REQUIRE(random_move(after, B, engine) == kPass);
        after.play(B, kPass);
        REQUIRE(random_move(after, W, engine) == kPass);
        REQUIRE(data::numbers_drawn(spec.seed, engine.state()) == 8);
        check_same_text(std::string("# ") + data::call_of(spec) + R"(
# index move player passes visits total amaf-visits amaf-total children...
0 root B 0 10 10 0 0 1
1 pass W 1 10 -10 0 0 2
2 pass B 2 9 9 0 0
draws 8
)",
                        data::searched(spec));
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
    // and takes what it can: any positive equivalence, below 1 too, and expand_after 0.
    CHECK_NOTHROW(rave_search(board, Color::Black, 0, rng, {10, 0.5, 0}));
}
