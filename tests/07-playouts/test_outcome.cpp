// Task 2: the outcome of a playout's end — the areas by seed 002's count_score, the komi
// (White's), the winner, a draw, and the result from the side of the player who moved first.
#include "support.hpp"

#include <stdexcept>

using namespace stonelab;
using namespace stonelab::lesson07;
using namespace stonelab::lesson07::test;

namespace {

// A finished 5x5 game: Black 9 stones + 6 territory (D5 E5 D3 E3 D1 E1) = 15, White 7 stones
// + 3 territory (its one-point eyes A5 A3 A1) = 10.
const char* const kFinished = R"(
. O X . .
O O X X X
. O X . .
O O X X X
. O X . .
)";

/// The outcome as its reference line, so a failure shows every field by name.
std::string line(const Outcome& outcome, double komi) { return data::outcome_line(outcome, komi); }

} // namespace

TEST_CASE("task 2: the komi is White's", "[lesson07][task_2]")
{
    const Board board = parse_diagram(kFinished);
    INFO("count_score gives Black 15 and White 10 on\n" << drawn(board));
    // 15 - 10 - 4.5 = +0.5: Black wins by half a point. 15 - 10 - 5.5: White does.
    CHECK(line(playout_outcome(board, Color::Black, 4.5), 4.5) ==
          "Black 15 White 10 komi 4.5 margin +0.5 winner Black result +1");
    CHECK(line(playout_outcome(board, Color::Black, 5.5), 5.5) ==
          "Black 15 White 10 komi 5.5 margin -0.5 winner White result -1");
    CHECK(line(playout_outcome(board, Color::Black, 0.5), 0.5) ==
          "Black 15 White 10 komi 0.5 margin +4.5 winner Black result +1");
}

TEST_CASE("task 2: the result is from the side of the player who moved first", "[lesson07][task_2]")
{
    const Board board = parse_diagram(kFinished);
    INFO("count_score gives Black 15 and White 10 on\n"
         << drawn(board)
         << "a playout that White began, counted with komi 4.5 (Black wins) "
            "and 5.5 (White wins)");
    CHECK(line(playout_outcome(board, Color::White, 4.5), 4.5) ==
          "Black 15 White 10 komi 4.5 margin +0.5 winner Black result -1");
    CHECK(line(playout_outcome(board, Color::White, 5.5), 5.5) ==
          "Black 15 White 10 komi 5.5 margin -0.5 winner White result +1");
}

TEST_CASE("task 2: a margin of exactly 0 is a draw, for either player", "[lesson07][task_2]")
{
    const Board board = parse_diagram(kFinished);
    INFO("count_score gives Black 15 and White 10 on\n"
         << drawn(board) << "with komi 5 the margin is 0: nobody wins, the result is 0");
    CHECK(line(playout_outcome(board, Color::Black, 5), 5) ==
          "Black 15 White 10 komi 5 margin 0 winner nobody result 0");
    CHECK(line(playout_outcome(board, Color::White, 5), 5) ==
          "Black 15 White 10 komi 5 margin 0 winner nobody result 0");
    // The empty 1x1 board: nobody's point, both areas 0.
    CHECK(line(playout_outcome(Board(1), Color::White, 0), 0) ==
          "Black 0 White 0 komi 0 margin 0 winner nobody result 0");
}

TEST_CASE("task 2: the reference outcomes", "[lesson07][task_2]")
{
    for (const data::PlayoutSpec& spec : data::kReferencePlayouts) {
        CAPTURE(spec);
        const std::string text = reference_text(spec);
        const Board start = start_of(spec);
        Board end = start;
        Color color = spec.to_move;
        for (Point move : data::moves_of(start.geometry(), text)) {
            end.play(color, move);
            color = opponent(color);
        }
        INFO("the final position of the reference playout " << data::file_name(spec) << "\n"
                                                            << drawn(end));
        CHECK(line(playout_outcome(end, spec.to_move, spec.komi), spec.komi) ==
              data::line_of(text, "outcome "));
    }
}

TEST_CASE("task 2: the same areas as the engine's count_score at the ends of playouts",
          "[lesson07][task_2]")
{
    for (const data::Position& position : data::positions()) {
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            Rng rng(seed);
            const Board start = data::board_of(position);
            const Board end =
                engine_playout(start, Color::Black, rng, default_move_cap(start)).final_board;
            const AreaScore score = count_score(end, 7.5);
            Outcome expected;
            expected.black = score.black_area();
            expected.white = score.white_area();
            expected.margin = score.margin();
            expected.winner = score.margin() > 0 ? Color::Black : Color::White;
            expected.result = score.margin() > 0 ? 1 : -1;
            INFO("the end of a playout from " << position.name << " (seed " << seed
                                              << "), komi 7.5, Black first\n"
                                              << drawn(end));
            CHECK(line(playout_outcome(end, Color::Black, 7.5), 7.5) == line(expected, 7.5));
        }
    }
}

TEST_CASE("task 2: a player that is not Black or White is an error", "[lesson07][task_2]")
{
    INFO("playout_outcome throws std::invalid_argument for to_move Empty or Wall");
    CHECK_THROWS_AS(playout_outcome(Board(5), Color::Empty, 0.5), std::invalid_argument);
    CHECK_THROWS_AS(playout_outcome(Board(5), Color::Wall, 0.5), std::invalid_argument);
}
