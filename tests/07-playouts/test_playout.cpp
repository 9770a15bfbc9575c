// Task 1: one playout from a given position — the reference playouts move for move, the
// engine's playout for the same seeds from every test position (either player first), the
// final position, the cap, the two passes, and the generator left where the engine leaves it.
#include "support.hpp"

#include <stdexcept>

using namespace stonelab;
using namespace stonelab::lesson07;
using namespace stonelab::lesson07::test;

TEST_CASE("task 1: the reference playouts, move for move", "[lesson07][task_1]")
{
    for (const data::PlayoutSpec& spec : data::kReferencePlayouts) {
        CAPTURE(spec);
        INFO("the reference playout " << data::file_name(spec) << " in "
                                      << (kDataDir / "playouts").string());
        const Board start = start_of(spec);
        const auto expected = data::moves_of(start.geometry(), reference_text(spec));
        Rng rng(spec.seed);
        check_same_moves(start, spec.to_move, expected,
                         play_playout(start, spec.to_move, rng, spec.cap).moves);
    }
}

TEST_CASE("task 1: the same playouts as the engine's, from every position, either player first",
          "[lesson07][task_1]")
{
    for (const data::Position& position : data::positions()) {
        const Board start = data::board_of(position);
        for (Color to_move : {Color::Black, Color::White}) {
            for (std::uint64_t seed = 1; seed <= 4; ++seed) {
                const int cap = default_move_cap(start);
                INFO("play_playout(" << position.name << ", " << player_name(to_move) << ", Rng("
                                     << seed << "), " << cap
                                     << ") against the engine's playout for the same seed\n"
                                     << drawn(start));
                Rng expected_rng(seed), your_rng(seed);
                const Playout expected = engine_playout(start, to_move, expected_rng, cap);
                const Playout yours = play_playout(start, to_move, your_rng, cap);
                check_same_moves(start, to_move, expected.moves, yours.moves);
            }
        }
    }
}

TEST_CASE("task 1: the final position is the one the moves lead to", "[lesson07][task_1]")
{
    for (const data::Position& position : data::positions()) {
        const Board start = data::board_of(position);
        Rng rng(99);
        const Playout yours = play_playout(start, Color::Black, rng, default_move_cap(start));
        Board replayed = start;
        Color color = Color::Black;
        for (Point move : yours.moves) {
            INFO("your move " << stonelab::test::vertex_name(start.geometry(), move) << " for "
                              << player_name(color) << " on\n"
                              << drawn(replayed));
            REQUIRE(point_or_pass(start.geometry(), move));
            REQUIRE(replayed.play(color, move) == MoveStatus::Legal);
            color = opponent(color);
        }
        INFO("from " << position.name << ", the moves "
                     << data::move_list(start.geometry(), yours.moves) << " lead to (left) "
                     << "but your final_board is (right)\n"
                     << stonelab::test::side_by_side(print_diagram(replayed),
                                                     print_diagram(yours.final_board)));
        CHECK(same_stones(replayed, yours.final_board));
    }
}

TEST_CASE("task 1: the generator is left where the engine's playout leaves it",
          "[lesson07][task_1]")
{
    // run_playouts draws every playout from one Rng: each must start where the last stopped.
    // So no draw may follow the last move, whether two passes ended the playout (cap 281) or
    // the cap did (a cap of 0: no draw at all).
    struct Case {
        std::uint64_t seed;
        int cap;
    };
    const Board start = data::board_of(data::position("opening-9x9"));
    for (const Case c :
         {Case{5, 281}, Case{6, 281}, Case{7, 281}, Case{8, 0}, Case{8, 1}, Case{8, 30}}) {
        Rng expected(c.seed), yours(c.seed);
        const Playout engine = engine_playout(start, Color::White, expected, c.cap);
        const Playout played = play_playout(start, Color::White, yours, c.cap);
        INFO("play_playout(opening-9x9, White, Rng("
             << c.seed << "), " << c.cap << "): the engine's playout ends after "
             << engine.moves.size() << " moves (" << data::ending(engine.moves, c.cap)
             << "), yours after " << played.moves.size()
             << "; the Rng's state after it must be the engine's: draw from the Rng you are "
                "given, only with random_move, and not after the last move");
        CHECK(yours.state() == expected.state());
    }
}

TEST_CASE("task 1: the cap stops the playout, passes included", "[lesson07][task_1]")
{
    const Board start = data::board_of(data::position("opening-9x9"));
    for (int cap : {0, 1, 2, 30}) {
        Rng rng(8);
        const auto moves = play_playout(start, Color::Black, rng, cap).moves;
        INFO("play_playout(opening-9x9, Black, Rng(8), " << cap << ") played "
                                                         << data::move_list(start.geometry(), moves)
                                                         << "\nit must stop at the cap");
        CHECK(static_cast<int>(moves.size()) == cap);
    }
    // On 1x1 Black can only pass (its own eye): with a cap of 1, that pass is the playout.
    Rng rng(1);
    const auto moves = play_playout(Board(1), Color::Black, rng, 1).moves;
    INFO("play_playout(empty 1x1, Black, Rng(1), 1): Black's pass is the first move, the cap 1");
    CHECK(stonelab::test::vertex_names(Geometry{1, 1}, moves) == std::vector<std::string>{"pass"});
}

TEST_CASE("task 1: the playout ends on two passes in a row, and only then", "[lesson07][task_1]")
{
    {
        // 1x1: Black's own eye, White's suicide: both pass, and that is the end.
        Rng rng(1);
        const auto moves = play_playout(Board(1), Color::White, rng, 10).moves;
        INFO("play_playout(empty 1x1, White, Rng(1), 10): White passes (suicide), then Black "
             "(own eye)");
        CHECK(stonelab::test::vertex_names(Geometry{1, 1}, moves) ==
              std::vector<std::string>{"pass", "pass"});
    }
    // Passes in the middle of a playout: after each, the count must start again.
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        const Board start = data::board_of(data::position("middle-game-5x5"));
        Rng rng(seed);
        const auto moves = play_playout(start, Color::White, rng, 225).moves;
        INFO("play_playout(middle-game-5x5, White, Rng("
             << seed << "), 225) played " << data::move_list(start.geometry(), moves));
        REQUIRE(moves.size() >= 2);
        CHECK(stonelab::test::vertex_names(start.geometry(),
                                           {moves[moves.size() - 2], moves.back()}) ==
              std::vector<std::string>{"pass", "pass"});
        for (std::size_t i = 0; i + 2 < moves.size(); ++i) {
            INFO("two passes in a row at moves " << i + 1 << " and " << i + 2
                                                 << ", and the playout went on");
            CHECK_FALSE((moves[i] == kPass && moves[i + 1] == kPass));
        }
    }
}

TEST_CASE("task 1: passes before the start are not the playout's", "[lesson07][task_1]")
{
    Board start = data::board_of(data::position("opening-9x9"));
    start.play(Color::Black, kPass);
    start.play(Color::White, kPass);
    Rng expected_rng(3), your_rng(3);
    const Playout expected = engine_playout(start, Color::Black, expected_rng, 281);
    INFO("the start position's last two moves were passes: the playout still plays");
    check_same_moves(start, Color::Black, expected.moves,
                     play_playout(start, Color::Black, your_rng, 281).moves);
}

TEST_CASE("task 1: a bad cap or player is an error", "[lesson07][task_1]")
{
    Rng rng(1);
    INFO("play_playout throws std::invalid_argument for a negative cap and for a player that "
         "is not Black or White");
    CHECK_THROWS_AS(play_playout(Board(5), Color::Black, rng, -1), std::invalid_argument);
    CHECK_THROWS_AS(play_playout(Board(5), Color::Empty, rng, 10), std::invalid_argument);
    CHECK_THROWS_AS(play_playout(Board(5), Color::Wall, rng, 10), std::invalid_argument);
}
