// Task 3: UCT. Expansion, the reference trees of seeded searches, the most visited child,
// the capturing race, and tiny boards against the engine's exact solver.
#include "support.hpp"

#include "engine/go/tiny_go.hpp"

#include <cmath>
#include <stdexcept>

using namespace stonelab;
using namespace stonelab::lesson08;
using namespace stonelab::lesson08::test;
using stonelab::test::point_at;
using stonelab::test::vertex_name;

TEST_CASE("task 3: expand adds the candidates in raster order, or a single pass",
          "[lesson08][task_3]")
{
    SECTION("a ko: White's children are the 17 empty points but B3")
    {
        const Board board = data::board_of(data::position("ko"));
        Tree tree;
        tree.nodes = {node(kNoPoint, Color::Black, 0, 0)}; // White to move
        expand(tree, 0, board);
        REQUIRE(tree.nodes.size() == 18);
        std::vector<Point> expected;
        for (Point p : board.points())
            if (board.at(p) == Color::Empty && p != point_at(board.geometry(), "B3"))
                expected.push_back(p);
        REQUIRE(tree.nodes[0].children.size() == expected.size());
        for (std::size_t i = 0; i < expected.size(); ++i) {
            CAPTURE(i);
            const Node& child = tree.nodes[i + 1];
            CHECK(tree.nodes[0].children[i] == static_cast<int>(i + 1));
            CHECK(vertex_name(board.geometry(), child.move) ==
                  vertex_name(board.geometry(), expected[i]));
            CHECK(child.player == Color::White);
            CHECK(child.passes == 0);
            CHECK(child.visits == 0);
            CHECK(child.total == 0);
            CHECK(child.children.empty());
        }
    }
    SECTION("only own eyes: one pass, which counts one more pass in a row")
    {
        const Board board = data::board_of(data::position("eyes"));
        Tree tree;
        tree.nodes = {node(kNoPoint, Color::White, 3, 1, {1}),
                      node(kPass, Color::White, 2, 0, {}, 1)};
        expand(tree, 1, board); // after White's pass, Black to move
        REQUIRE(tree.nodes.size() == 3);
        CHECK(tree.nodes[1].children == std::vector<int>{2});
        CHECK(tree.nodes[2].move == kPass);
        CHECK(tree.nodes[2].player == Color::Black);
        CHECK(tree.nodes[2].passes == 2);
        CHECK(tree.nodes[0].children == std::vector<int>{1}); // the rest is untouched
    }
}

TEST_CASE("task 3: the trees of the reference searches", "[lesson08][task_3]")
{
    for (const data::UctSpec& spec : data::kReferenceUct) {
        CAPTURE(data::call_of(spec));
        check_same_text(reference_text("uct", spec), data::searched(spec));
    }
}

TEST_CASE("task 3: a game that ends in the tree is counted as it stands, not played out",
          "[lesson08][task_3]")
{
    // On `eyes` neither player can move: Black's empty points are its own eyes, and a white
    // stone on any of them would have no liberty. So the root has one child, the searcher's
    // pass; its first 2 playouts (expand_after 2) are two passes each, and then it gets one
    // child, the opponent's pass, the second in a row: the game is over there, and the other
    // 18 playouts of 20 end at that node, counted as the board stands: Black's area is the
    // whole board, 9 points, so with komi 8.5, 9 and 9.5 Black wins, draws and loses (result
    // r = +1, 0, -1 for Black, -r for White). The searcher's pass gets +r on all 20 playouts,
    // the root -r, the opponent's pass -r on its 18.
    //
    // Random numbers: a playout from `eyes` draws 8, one for each point the random player
    // tries and rejects (4 empty points for each player, drawn from 4, 3, 2 and 1 left), so
    // the two playouts draw 16, and a finished game counted as it stands draws none.
    const Board board = data::board_of(data::position("eyes"));
    for (Color color : {Color::Black, Color::White})
        for (double komi : {8.5, 9.0, 9.5}) {
            const int black_result = komi < 9 ? 1 : (komi > 9 ? -1 : 0);
            const int r = color == Color::Black ? black_result : -black_result;
            Tree expected;
            expected.nodes = {node(kNoPoint, opponent(color), 20, -20 * r, {1}),
                              node(kPass, color, 20, 20 * r, {2}, 1),
                              node(kPass, opponent(color), 18, -18 * r, {}, 2)};
            lesson08::UctOptions options;
            options.playouts = 20;
            INFO("uct_search(eyes, " << data::player(color) << ", komi " << data::number(komi)
                                     << ", Rng(6), {playouts 20, exploration 1, expand_after 2})\n"
                                     << print_diagram(board));
            Rng rng(6);
            const Tree yours = uct_search(board, color, komi, rng, options);
            {
                INFO("the tree, a line per node: index move player passes visits total "
                     "children...");
                check_same_text(data::tree_lines(expected, board.geometry()),
                                data::tree_lines(yours, board.geometry()));
            }
            INFO("the random numbers your search drew (16: two playouts of 8)");
            CHECK(data::numbers_drawn(6, rng.state()) == 16);
        }
}

TEST_CASE("task 3: most_visited is the first of the most visited children", "[lesson08][task_3]")
{
    Tree tree;
    tree.nodes = {node(kNoPoint, Color::White, 30, 0, {2, 1, 3}), node(11, Color::Black, 12, 0),
                  node(12, Color::Black, 6, 6), node(13, Color::Black, 12, 12, {4}),
                  node(14, Color::White, 0, 0)};
    CHECK(most_visited(tree, 0) == 1); // 1 and 3 both have 12 visits; 1 comes first
    CHECK(most_visited(tree, 3) == 4);
    CHECK(most_visited(tree, 2) == -1);
}

TEST_CASE("task 3: the capturing race: D3 for both players", "[lesson08][task_3]")
{
    const Board board = data::board_of(data::position("race"));
    for (Color color : {Color::Black, Color::White}) {
        CAPTURE(color);
        Rng rng(31);
        lesson08::UctOptions options;
        options.playouts = 300;
        const Tree tree = uct_search(board, color, 3.5, rng, options);
        const int best = most_visited(tree, 0);
        REQUIRE(best > 0);
        REQUIRE(best < static_cast<int>(tree.nodes.size()));
        CHECK(vertex_name(board.geometry(), tree.nodes[static_cast<std::size_t>(best)].move) ==
              "D3");
    }
}

TEST_CASE("task 3: on tiny boards, the move the exact solver approves, and its win rate",
          "[lesson08][task_3]")
{
    // The oracle: alpha-beta over the whole game (engine/go/tiny_go.hpp: area scoring, no komi).
    // 1x3 is worth +3 (only B1), 1x4 +4 (B1 or C1), 1x5 0 (B1, C1 or D1), 2x2 +1.
    for (auto [width, height] : {std::pair{3, 1}, {4, 1}, {5, 1}, {2, 2}}) {
        CAPTURE(width, height);
        search::TinyGo tiny(width, height);
        const search::Value value = search::alpha_beta_fail_soft(tiny).value;
        Rng rng(8);
        lesson08::UctOptions options;
        options.playouts = 1500;
        const Tree tree = uct_search(Board(width, height), Color::Black, 0, rng, options);
        const int best = most_visited(tree, 0);
        REQUIRE(best > 0);
        REQUIRE(best < static_cast<int>(tree.nodes.size()));
        const Node& chosen = tree.nodes[static_cast<std::size_t>(best)];
        INFO("UCT chose " << vertex_name(Board(width, height).geometry(), chosen.move));
        tiny.play(chosen.move);
        CHECK(search::alpha_beta_fail_soft(tiny).value == value);
        const double exact = value > 0 ? 1.0 : (value < 0 ? 0.0 : 0.5); // Black's
        const double rate = (1.0 + static_cast<double>(chosen.total) / chosen.visits) / 2;
        CHECK(std::abs(rate - exact) < 0.1);
    }
}

TEST_CASE("task 3: bad arguments are refused", "[lesson08][task_3]")
{
    const Board board(5);
    Rng rng(1);
    lesson08::UctOptions options;
    CHECK_THROWS_AS(uct_search(board, Color::Empty, 0.5, rng, options), std::invalid_argument);
    options.playouts = 0;
    CHECK_THROWS_AS(uct_search(board, Color::Black, 0.5, rng, options), std::invalid_argument);
    options.playouts = 10;
    options.exploration = -0.5;
    CHECK_THROWS_AS(uct_search(board, Color::Black, 0.5, rng, options), std::invalid_argument);
    options.exploration = 1;
    options.expand_after = -1;
    CHECK_THROWS_AS(uct_search(board, Color::Black, 0.5, rng, options), std::invalid_argument);
}
