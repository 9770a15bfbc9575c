// Task 3: decisions. Passing on area counts worked out by hand, resigning on hand-made
// trees, the time for a move from GTP's clock, ownership on settled positions and against
// count_score, and dead stones with the final score on a hand-made ownership map.
#include "support.hpp"

#include "engine/go/fast_board.hpp"
#include "engine/go/playout.hpp"
#include "engine/go/scoring.hpp"

#include <limits>
#include <stdexcept>
#include <vector>

using namespace stonelab;
using namespace stonelab::lesson12;
using namespace stonelab::lesson12::test;
using stonelab::test::vertex_list;

namespace {

using data::kRing;
using data::kWalls;

// The same number for every cell of the board's geometry (walls too: they are never read).
std::vector<double> uniform_map(const Board& board, double value)
{
    return std::vector<double>(static_cast<std::size_t>(board.geometry().cells()), value);
}

} // namespace

TEST_CASE("task 3: passing is safe only when the area count does not lose", "[lesson12][task_3]")
{
    const Board walls = parse_diagram(kWalls);
    // Black: 5 stones and the 5 points of column A; White likewise with D and E; column C
    // touches both and is nobody's. 10 - 10 = 0 before komi.
    CHECK(passing_is_safe(walls, B, 0)); // a draw does not lose
    CHECK(passing_is_safe(walls, W, 0));
    CHECK_FALSE(passing_is_safe(walls, B, 0.5)); // -0.5 for Black
    CHECK(passing_is_safe(walls, W, 0.5));
    CHECK(passing_is_safe(walls, B, -1)); // +1 for Black
    CHECK_FALSE(passing_is_safe(walls, W, -1));
    // The ring: Black 8 stones + 12 corner points, White 1 stone; the 4 points next to C3
    // touch both: 20 - 1 = 19.
    const Board ring = parse_diagram(kRing);
    CHECK(passing_is_safe(ring, B, 18.5));
    CHECK_FALSE(passing_is_safe(ring, B, 19.5));
    CHECK(passing_is_safe(ring, W, 19.5));
}

TEST_CASE("task 3: most_visited and resigning on hand-made trees", "[lesson12][task_3]")
{
    // The root, 600 visits; its children 2 and 1 have 256 visits each, 3 has 88 (in the
    // order 2, 1, 3). Node 2: (1 - 192/256) / 2 = 0.125; node 1: (1 - 128/256) / 2 = 0.25.
    RaveTree tree;
    tree.nodes = {node(kNoPoint, W, 600, 0, 0, 0, {2, 1, 3}), node(11, B, 256, -128, 256, -128),
                  node(12, B, 256, -192, 256, -192), node(13, B, 88, 0, 88, 0)};
    CHECK(most_visited(tree, 0) == 2); // the first of the two most visited
    CHECK(most_visited(tree, 1) == -1);
    DecisionOptions options;
    options.resign_min_playouts = 600;
    options.resign_threshold = 0.125;
    CHECK_FALSE(should_resign(tree, options)); // 0.125 is not below 0.125
    options.resign_threshold = 0.15;
    CHECK(should_resign(tree, options)); // node 2 is the move, and 0.125 < 0.15
    options.resign_min_playouts = 601;
    CHECK_FALSE(should_resign(tree, options)); // too few simulations to be sure
    // The move can be any child, the first too: here node 1, 256 visits at 0.25, against
    // node 2's 200. Below 0.3 after 600 simulations: resign.
    tree.nodes[2] = node(12, B, 200, -150, 200, -150);
    tree.nodes[0].children = {1, 2, 3};
    REQUIRE(most_visited(tree, 0) == 1);
    options.resign_min_playouts = 600;
    options.resign_threshold = 0.3;
    CHECK(should_resign(tree, options));
    // A root without children has no move to judge, whatever the threshold: not even one
    // above every win rate there can be makes it resign.
    RaveTree lone;
    lone.nodes = {node(kNoPoint, W, 1000, 0, 0, 0)};
    options.resign_min_playouts = 1;
    options.resign_threshold = std::numeric_limits<double>::infinity();
    CHECK_FALSE(should_resign(lone, options));
}

TEST_CASE("task 3: the time for a move from the time left and the moves to come",
          "[lesson12][task_3]")
{
    CHECK(moves_left(Board(9)) == 40);               // 81 empty points: 40
    CHECK(moves_left(Board(5)) == 12);               // 25: 12
    CHECK(moves_left(parse_diagram(kWalls)) == 10);  // 15: 7, but at least 10
    CHECK(moves_left(parse_diagram(kRing)) == 10);   // 16: 8, but at least 10
    CHECK(time_for_move(300, 0, 40) == Approx(7.5)); // main time: 300 s over 40 moves
    CHECK(time_for_move(30, 5, 40) == Approx(6.0));  // byo-yomi: 30 s for 5 stones
    CHECK(time_for_move(0, 0, 10) == 0);
    CHECK_THROWS_AS(time_for_move(10, 0, 0), std::invalid_argument);
    CHECK_THROWS_AS(time_for_move(-1, 0, 10), std::invalid_argument);
    CHECK_THROWS_AS(time_for_move(10, -1, 10), std::invalid_argument);
}

TEST_CASE("task 3: ownership averages count_score's owner over the playouts", "[lesson12][task_3]")
{
    SECTION("settled boards: both players pass at once, and the owners are the count's")
    {
        // Both players can only pass, so every playout ends where it starts, and each point's
        // ownership is count_score's owner there: +1 Black's, -1 White's, 0 nobody's (walls 0).
        struct Settled {
            const char* what;
            Board board;
            double owner; // of every point of the board
        };
        const std::vector<Settled> boards = {
            // Black's only empty points are its own eyes, and White may play nowhere (suicide).
            {"Black's cross", data::board_of(data::position("cross")), 1},
            // A line of Black's stones with an eye at each end, each end point next to one
            // stone only: on a row, A1's is to its right and E1's to its left; on a column,
            // A1's above it and A5's below. All four directions count.
            {"a row", parse_diagram(". X X X .\n"), 1},
            {"a column", parse_diagram(".\nX\nX\nX\n.\n"), 1},
            // 1x1: a stone there would have no liberty, so both pass; the point touches no
            // stone at all, and nobody owns it.
            {"the empty 1x1 board", Board(1), 0},
        };
        for (const Settled& settled : boards) {
            const Board& board = settled.board;
            for (Color to_move : {B, W}) {
                INFO("ownership(" << settled.what << ", " << data::player_name(to_move)
                                  << ", komi 0.5, Rng(1), 5 playouts)\n"
                                  << print_diagram(board));
                Rng rng(1);
                const std::vector<double> owner = ownership(board, to_move, 0.5, rng, 5);
                REQUIRE(owner.size() == static_cast<std::size_t>(board.geometry().cells()));
                for (int p = 0; p < board.geometry().cells(); ++p) {
                    INFO("cell " << p << ": " << data::name_of(board.geometry(), p));
                    CHECK(owner[static_cast<std::size_t>(p)] ==
                          (board.geometry().on_board(p) ? settled.owner : 0));
                }
            }
        }
    }
    SECTION("playouts from the opening and to the move cap: the engine's playouts, and each "
            "point's owner at their ends averaged")
    {
        // The engine's playouts with the same generator, and count_score's owner of each
        // point at their ends, averaged: +1 a black stone or an empty point with black
        // neighbours and no white one, -1 the same for White, 0 otherwise. From the empty
        // 3x3 board, Black first, Rng(257)'s one playout goes round in captures until the
        // move cap (9 + 200 moves) cuts it off: a playout must stop there, not sooner or later.
        struct Start {
            const char* what;
            Board board;
            std::uint64_t seed;
            int playouts;
        };
        const std::vector<Start> starts = {
            {"opening", data::board_of(data::position("opening")), 4, 20},
            {"the empty 3x3 board", Board(3), 257, 1},
        };
        for (const Start& start : starts) {
            const Board& board = start.board;
            const Geometry& g = board.geometry();
            INFO("ownership(" << start.what << ", Black, komi 0.5, Rng(" << start.seed << "), "
                              << start.playouts << " playouts)\n"
                              << print_diagram(board));
            Rng yours_rng(start.seed), engine_rng(start.seed);
            const std::vector<double> owner = ownership(board, B, 0.5, yours_rng, start.playouts);
            std::vector<double> expected(static_cast<std::size_t>(g.cells()), 0.0);
            for (int i = 0; i < start.playouts; ++i) {
                FastBoard end(board);
                playout(end, B, engine_rng, default_move_cap(board), 0.5);
                for (Point p : board.points()) {
                    Color c = end.cell(p);
                    bool black = false, white = false;
                    for (int d = 0; d < 4; ++d) {
                        black |= end.cell(p + g.dir(d)) == Color::Black;
                        white |= end.cell(p + g.dir(d)) == Color::White;
                    }
                    if (c == Color::Empty && black != white)
                        c = black ? Color::Black : Color::White;
                    expected[static_cast<std::size_t>(p)] += (c == Color::Black   ? 1.0
                                                              : c == Color::White ? -1.0
                                                                                  : 0.0) /
                                                             start.playouts;
                }
            }
            CHECK(data::numbers_drawn(start.seed, yours_rng.state()) ==
                  data::numbers_drawn(start.seed, engine_rng.state())); // numbers drawn
            REQUIRE(owner.size() == expected.size());
            for (int p = 0; p < g.cells(); ++p) {
                INFO("cell " << p << ": " << data::name_of(g, p));
                CHECK(owner[static_cast<std::size_t>(p)] ==
                      Approx(expected[static_cast<std::size_t>(p)]).margin(1e-9));
            }
        }
    }
    SECTION("no playouts")
    {
        Rng rng(1);
        CHECK_THROWS_AS(ownership(Board(3), B, 0, rng, 0), std::invalid_argument);
    }
}

TEST_CASE("task 3: dead stones from ownership, and the final score without them",
          "[lesson12][task_3]")
{
    const Board ring = parse_diagram(kRing);
    SECTION("Black owns every point at 0.8: the white stone is dead above 0.5, not above 0.9")
    {
        const std::vector<double> owner = uniform_map(ring, 0.8);
        CHECK(vertex_list(ring.geometry(), dead_stones(ring, owner, 0.5)) == "C3");
        CHECK(dead_stones(ring, owner, 0.9).empty());
        // Without C3, every empty point reaches only Black: 25 - 0.5.
        CHECK(final_score(ring, dead_stones(ring, owner, 0.5), 0.5) == Approx(24.5));
        // With C3 alive: 8 stones + 12 corner points against 1 stone: 19 - 0.5.
        CHECK(final_score(ring, {}, 0.5) == Approx(18.5));
    }
    SECTION("White owns every point at 0.8: Black's eight stones are dead, in raster order")
    {
        const std::vector<double> owner = uniform_map(ring, -0.8);
        const std::vector<Point> dead = dead_stones(ring, owner, 0.5);
        CHECK(vertex_list(ring.geometry(), dead) == "C5 B4 D4 A3 E3 B2 D2 C1");
        // Only C3 is left: White's 25 points, and the komi: -25.5.
        CHECK(final_score(ring, dead, 0.5) == Approx(-25.5));
    }
    SECTION("at exactly the threshold, nothing is dead")
    {
        CHECK(dead_stones(ring, uniform_map(ring, 0.5), 0.5).empty());
        CHECK(dead_stones(ring, uniform_map(ring, -0.5), 0.5).empty());
    }
}
