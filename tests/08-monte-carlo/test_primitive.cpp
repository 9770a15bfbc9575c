// Task 1: one playout's result on the fast board, and primitive Monte Carlo (seed 002, go06,
// with go07's NegaMax signs).
#include "support.hpp"

#include "engine/go/fast_board.hpp"
#include "engine/go/monte_carlo.hpp"
#include "engine/go/playout.hpp"

#include <stdexcept>

using namespace stonelab;
using namespace stonelab::lesson08;
using namespace stonelab::lesson08::test;
using stonelab::test::point_at;
using stonelab::test::vertex_name;

TEST_CASE("task 1: a playout's result is the engine's playout on a fast board, for the side "
          "to move",
          "[lesson08][task_1]")
{
    // Komi 9, a whole number, makes draws: on `eyes` always (below), and wherever Black ends
    // 9 points ahead.
    for (const char* name : {"race", "ko", "opening", "row", "eyes"})
        for (Color to_move : {Color::Black, Color::White})
            for (std::uint64_t seed : {1, 2, 3}) {
                CAPTURE(name, to_move, seed);
                const Board board = data::board_of(data::position(name));
                for (double komi : {0.0, 0.5, 3.5, 9.0}) {
                    CAPTURE(komi);
                    // The oracle: the engine's playout (engine/go/playout.hpp) from the same seed.
                    Rng engine_rng(seed);
                    FastBoard copy(board);
                    const double margin =
                        playout(copy, to_move, engine_rng, default_move_cap(board), komi)
                            .score.margin();
                    const int black = margin > 0 ? 1 : (margin < 0 ? -1 : 0);
                    Rng rng(seed);
                    CHECK(playout_result(board, to_move, komi, rng) ==
                          (to_move == Color::Black ? black : -black));
                    INFO("your playout drew a different number of random numbers");
                    CHECK(rng.state() == engine_rng.state());
                }
            }
    // A draw worked out by hand: on `eyes` neither player can move (Black's empty points are
    // its own eyes, and a white stone on any of them would have no liberty), so every playout
    // is two passes, and Black's area is the whole 3x3 board: 9 - komi 9 = 0, for either side.
    const Board eyes = data::board_of(data::position("eyes"));
    for (Color to_move : {Color::Black, Color::White}) {
        INFO("playout_result(eyes, " << data::player(to_move) << ", komi 9, Rng(4))\n"
                                     << print_diagram(eyes));
        Rng rng(4);
        CHECK(playout_result(eyes, to_move, 9, rng) == 0);
    }
}

TEST_CASE("task 1: the choices of the reference searches", "[lesson08][task_1]")
{
    for (const data::PrimitiveSpec& spec : data::kReferencePrimitive) {
        CAPTURE(data::call_of(spec));
        check_same_text(reference_text("primitive", spec), data::searched(spec));
    }
}

TEST_CASE("task 1: the candidates are the legal points that are not own eyes, in raster order",
          "[lesson08][task_1]")
{
    SECTION("a ko: White may not take back at B3 at once")
    {
        const Board board = data::board_of(data::position("ko"));
        Rng rng(9);
        const MonteCarloChoice yours = primitive_monte_carlo(board, Color::White, 0.5, rng, 3);
        std::vector<Point> expected;
        for (Point p : board.points())
            if (board.at(p) == Color::Empty && p != point_at(board.geometry(), "B3"))
                expected.push_back(p); // 17 empty points; no own eye for White here
        std::vector<Point> moves;
        for (const CandidateValue& c : yours.candidates) {
            moves.push_back(c.move);
            CHECK(c.playouts == 3);
            CHECK(c.win_rate == (c.wins + c.draws / 2.0) / 3);
        }
        CHECK(stonelab::test::vertex_list(board.geometry(), moves) ==
              stonelab::test::vertex_list(board.geometry(), expected));
    }
    SECTION("every move wins on 2x2: the first candidate, A2, is the choice")
    {
        // On the empty 2x2 board, no komi, a black stone anywhere wins every random game (the
        // exact value is +1, engine/go/tiny_go.hpp): four candidates tied at 1.
        const Board board(2, 2);
        Rng rng(9);
        const MonteCarloChoice yours = primitive_monte_carlo(board, Color::Black, 0, rng, 10);
        REQUIRE(yours.candidates.size() == 4);
        for (const CandidateValue& c : yours.candidates) CHECK(c.win_rate == 1);
        CHECK(vertex_name(board.geometry(), yours.move) == "A2");
        CHECK(yours.win_rate == 1);
    }
    SECTION("every candidate loses every playout: the first candidate, at win rate 0")
    {
        // The empty 2x2 board has 4 points, so no player's area can exceed the other's by
        // more than 4: with komi 5 Black loses every game, and with komi -5 (5 points given
        // to Black) White does. Every candidate's win rate is 0, and the move is still the
        // first candidate, A2, not a pass. One playout per candidate, the fewest allowed.
        const Board board(2, 2);
        for (const auto& [color, komi] : {std::pair{Color::Black, 5.0}, {Color::White, -5.0}}) {
            INFO("primitive_monte_carlo(empty 2x2, " << data::player(color) << ", komi "
                                                     << data::number(komi) << ", Rng(9), 1)");
            Rng rng(9);
            const MonteCarloChoice yours = primitive_monte_carlo(board, color, komi, rng, 1);
            CHECK(vertex_name(board.geometry(), yours.move) == "A2");
            CHECK(yours.win_rate == 0);
            REQUIRE(yours.candidates.size() == 4);
            for (const CandidateValue& c : yours.candidates) {
                CAPTURE(vertex_name(board.geometry(), c.move));
                CHECK(c.playouts == 1);
                CHECK(c.wins == 0);
                CHECK(c.draws == 0);
                CHECK(c.win_rate == 0);
            }
            // The oracle for the random numbers: the engine's primitive Monte Carlo runs the
            // same four playouts.
            Rng engine_rng(9);
            primitive_monte_carlo_move(Game(board, Rules{KoRule::Simple, komi}, color), color,
                                       engine_rng, 1);
            CHECK(data::numbers_drawn(9, rng.state()) ==
                  data::numbers_drawn(9, engine_rng.state()));
        }
    }
    SECTION("nothing to play but own eyes: a pass, with win rate 0")
    {
        const Board board = data::board_of(data::position("eyes"));
        Rng rng(9);
        const std::uint64_t before = rng.state();
        const MonteCarloChoice yours = primitive_monte_carlo(board, Color::Black, 0, rng, 5);
        CHECK(vertex_name(board.geometry(), yours.move) == "pass");
        CHECK(yours.win_rate == 0);
        CHECK(yours.candidates.empty());
        CHECK(rng.state() == before);
    }
}

TEST_CASE("task 1: the capturing race: D3 for both players", "[lesson08][task_1]")
{
    // Derived by hand in monte_carlo_data.hpp: D3 takes two stones for Black or saves them
    // for White, and decides the game either way with komi 3.5.
    const Board board = data::board_of(data::position("race"));
    for (Color color : {Color::Black, Color::White})
        for (std::uint64_t seed : {21, 22}) {
            CAPTURE(color, seed);
            Rng rng(seed);
            const MonteCarloChoice yours = primitive_monte_carlo(board, color, 3.5, rng, 30);
            CHECK(vertex_name(board.geometry(), yours.move) == "D3");
            CHECK(yours.win_rate > 0.8);
        }
}

TEST_CASE("task 1: bad arguments are refused", "[lesson08][task_1]")
{
    const Board board(5);
    Rng rng(1);
    CHECK_THROWS_AS(playout_result(board, Color::Empty, 0.5, rng), std::invalid_argument);
    CHECK_THROWS_AS(playout_result(board, Color::Wall, 0.5, rng), std::invalid_argument);
    CHECK_THROWS_AS(primitive_monte_carlo(board, Color::Black, 0.5, rng, 0), std::invalid_argument);
    CHECK_THROWS_AS(primitive_monte_carlo(board, Color::White, 0.5, rng, -1),
                    std::invalid_argument);
    CHECK_THROWS_AS(primitive_monte_carlo(board, Color::Wall, 0.5, rng, 1), std::invalid_argument);
    // On `eyes` no point is legal for Empty either, so no playout would ever notice the bad
    // player: the search must check it first.
    INFO("primitive_monte_carlo(eyes, Empty, komi 0.5, Rng(1), 1)");
    CHECK_THROWS_AS(
        primitive_monte_carlo(data::board_of(data::position("eyes")), Color::Empty, 0.5, rng, 1),
        std::invalid_argument);
}
