// Task 4: the playout on a WalkBoard — the same moves as the engine board's playout for the
// same seed, from every test position, the same final stones, the generator left in the same
// place, the reference playouts, and the cap. How long each takes is the demo's to say
// (`stonelab run 7 -- --bench`), not the tests'.
#include "support.hpp"

#include <stdexcept>

using namespace stonelab;
using namespace stonelab::lesson07;
using namespace stonelab::lesson07::test;

namespace {

/// The stones of a WalkBoard as an engine Board, for diagrams and comparisons; fails the test
/// if the WalkBoard came back with the wrong number of cells.
Board as_board(const WalkBoard& walk, const Geometry& geometry)
{
    INFO("the WalkBoard came back " << walk.width << "x" << walk.height << " with "
                                    << walk.cells.size() << " cells");
    REQUIRE(walk.width == geometry.width);
    REQUIRE(walk.height == geometry.height);
    REQUIRE(walk.cells.size() == static_cast<std::size_t>(geometry.cells()));
    Board board(geometry.width, geometry.height);
    for (Point p : board.points()) {
        const Color c = walk.cells[static_cast<std::size_t>(p)];
        board.set_stone(p, c == Color::Black || c == Color::White ? c : Color::Empty);
    }
    return board;
}

} // namespace

TEST_CASE("task 4: the same playouts as on the engine's board, from every position",
          "[lesson07][task_4]")
{
    for (const data::Position& position : data::positions()) {
        const Board start = data::board_of(position);
        for (Color to_move : {Color::Black, Color::White}) {
            for (std::uint64_t seed = 1; seed <= 3; ++seed) {
                const int cap = default_move_cap(start);
                INFO("walk_playout(WalkBoard::from("
                     << position.name << "), " << player_name(to_move) << ", Rng(" << seed << "), "
                     << cap << ") against the engine board's playout\n"
                     << drawn(start));
                Rng expected_rng(seed), your_rng(seed);
                const Playout expected = engine_playout(start, to_move, expected_rng, cap);
                WalkBoard walk = WalkBoard::from(start);
                const std::vector<Point> moves = walk_playout(walk, to_move, your_rng, cap);
                check_same_moves(start, to_move, expected.moves, moves);
                {
                    INFO("the WalkBoard after your playout (right) against the engine's final "
                         "position (left)");
                    const Board yours = as_board(walk, start.geometry());
                    INFO(stonelab::test::side_by_side(print_diagram(expected.final_board),
                                                      print_diagram(yours)));
                    CHECK(same_stones(yours, expected.final_board));
                }
                INFO("the Rng's state after the playout: draw only as lesson 4's random move "
                     "does");
                CHECK(your_rng.state() == expected_rng.state());
            }
        }
    }
}

TEST_CASE("task 4: the reference playouts on a WalkBoard", "[lesson07][task_4]")
{
    for (const data::PlayoutSpec& spec : data::kReferencePlayouts) {
        CAPTURE(spec);
        const Board start = start_of(spec);
        INFO("the reference playout " << data::file_name(spec) << ", on a WalkBoard");
        const auto expected = data::moves_of(start.geometry(), reference_text(spec));
        WalkBoard walk = WalkBoard::from(start);
        Rng rng(spec.seed);
        check_same_moves(start, spec.to_move, expected,
                         walk_playout(walk, spec.to_move, rng, spec.cap));
    }
}

TEST_CASE("task 4: the cap and the two passes", "[lesson07][task_4]")
{
    // The number of moves, and the Rng's state after them: no draw after the cap is reached
    // (a cap of 0: no draw at all) or after the two passes.
    const Board start = data::board_of(data::position("opening-9x9"));
    for (int cap : {0, 1, 17}) {
        WalkBoard walk = WalkBoard::from(start);
        Rng rng(8), expected_rng(8);
        const auto moves = walk_playout(walk, Color::Black, rng, cap);
        engine_playout(start, Color::Black, expected_rng, cap);
        INFO("walk_playout(opening-9x9, Black, Rng(8), "
             << cap << ") played " << data::move_list(start.geometry(), moves));
        CHECK(static_cast<int>(moves.size()) == cap);
        INFO("the Rng's state after the playout: the engine's, which draws nothing after the "
             "cap");
        CHECK(rng.state() == expected_rng.state());
    }
    WalkBoard tiny = WalkBoard::from(Board(1));
    Rng rng(1), expected_rng(1);
    engine_playout(Board(1), Color::Black, expected_rng, 10);
    INFO("walk_playout(empty 1x1, Black, Rng(1), 10): Black's own eye, White's suicide");
    CHECK(stonelab::test::vertex_names(Geometry{1, 1}, walk_playout(tiny, Color::Black, rng, 10)) ==
          std::vector<std::string>{"pass", "pass"});
    INFO("the Rng's state after the two passes: the engine's, which draws nothing after them");
    CHECK(rng.state() == expected_rng.state());
}

TEST_CASE("task 4: a bad cap or player is an error", "[lesson07][task_4]")
{
    WalkBoard walk = WalkBoard::from(Board(5));
    Rng rng(1);
    INFO("walk_playout throws std::invalid_argument for a negative cap and for a player that "
         "is not Black or White");
    CHECK_THROWS_AS(walk_playout(walk, Color::Black, rng, -1), std::invalid_argument);
    CHECK_THROWS_AS(walk_playout(walk, Color::Empty, rng, 10), std::invalid_argument);
    CHECK_THROWS_AS(walk_playout(walk, Color::Wall, rng, 10), std::invalid_argument);
}
