// Task 3: a whole random game — the reference games move for move, the engine's own
// random_game for the same seeds, every move legal and no own eye filled, the end on two
// passes in a row, and the cap.
#include "support.hpp"

#include <stdexcept>

using namespace stonelab;
using namespace stonelab::lesson04;
using namespace stonelab::lesson04::test;

namespace {

/// Where two move lists first differ, for failure messages.
std::string first_difference(int size, const std::vector<Point>& expected,
                             const std::vector<Point>& yours)
{
    const Geometry geometry{size, size};
    std::size_t i = 0;
    while (i < expected.size() && i < yours.size() && expected[i] == yours[i]) ++i;
    const auto name = [&](const std::vector<Point>& moves) {
        return i < moves.size() ? to_gtp_vertex(geometry, moves[i]) : std::string("(game over)");
    };
    return "the games part at move " + std::to_string(i + 1) + ": expected " + name(expected) +
           ", yours " + name(yours) + " (expected " + std::to_string(expected.size()) +
           " moves, yours " + std::to_string(yours.size()) + ")";
}

} // namespace

TEST_CASE("task 3: the reference games, move for move", "[lesson04][task_3]")
{
    for (const games::GameSpec& spec : games::kReferenceGames) {
        const std::string expected = reference_text(spec);
        const auto yours = play_random_game(spec.size, spec.seed, spec.max_moves);
        INFO("play_random_game(" << spec.size << ", " << spec.seed << ", " << spec.max_moves
                                 << "): "
                                 << first_difference(spec.size,
                                                     games::moves_of(spec.size, expected), yours));
        INFO("expected:\n" << expected << "yours:\n" << games::to_text(spec, yours));
        CHECK(games::to_text(spec, yours) == expected);
    }
}

TEST_CASE("task 3: the same games as the engine's random_game", "[lesson04][task_3]")
{
    for (int size : {3, 5, 7, 9}) {
        for (std::uint64_t seed = 1; seed <= 8; ++seed) {
            const int cap = 3 * size * size;
            const auto expected = engine_game(size, seed, cap);
            const auto yours = play_random_game(size, seed, cap);
            INFO("play_random_game(" << size << ", " << seed << ", " << cap
                                     << "): " << first_difference(size, expected, yours));
            REQUIRE(yours == expected);
        }
    }
}

TEST_CASE("task 3: every move legal, no own eye filled, and the game ends on two passes",
          "[lesson04][task_3]")
{
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        const int size = 5;
        const int cap = 3 * size * size;
        const auto moves = play_random_game(size, seed, cap);
        INFO("play_random_game(5, " << seed << ", " << cap
                                    << "): " << games::move_list(size, moves));
        REQUIRE(static_cast<int>(moves.size()) <= cap);
        Board board(size);
        Color color = Color::Black;
        int passes_in_a_row = 0;
        for (std::size_t i = 0; i < moves.size(); ++i) {
            INFO("move " << i + 1 << " (" << name_of(board, moves[i]) << ", " << player_name(color)
                         << ") on\n"
                         << drawn(board, {{moves[i], "!"}}));
            REQUIRE(passes_in_a_row < 2); // the game went on after two passes
            REQUIRE_FALSE(board.is_own_eye(color, moves[i]));
            REQUIRE(board.play(color, moves[i]) == MoveStatus::Legal);
            passes_in_a_row = moves[i] == kPass ? passes_in_a_row + 1 : 0;
            color = opponent(color);
        }
        INFO("final position\n" << drawn(board));
        CHECK((passes_in_a_row == 2 || static_cast<int>(moves.size()) == cap));
        if (passes_in_a_row == 2) {
            // A second pass comes only when nothing acceptable is left for that player.
            for (Point p : board.points()) CHECK_FALSE(acceptable(board, opponent(color), p));
        }
    }
}

TEST_CASE("task 3: one pass does not end the game", "[lesson04][task_3]")
{
    // On 1x1 the only point is Black's own eye (walls all round): Black must pass, and so
    // must White (the stone would be suicide). The game is two passes.
    const auto moves = play_random_game(1, 5, 10);
    INFO("play_random_game(1, 5, 10): " << games::move_list(1, moves));
    CHECK(moves == std::vector<Point>{kPass, kPass});
}

TEST_CASE("task 3: the cap stops the game", "[lesson04][task_3]")
{
    for (int cap : {0, 1, 2, 40}) {
        const auto moves = play_random_game(9, 4, cap);
        INFO("play_random_game(9, 4, " << cap << "): " << games::move_list(9, moves));
        CHECK(static_cast<int>(moves.size()) == cap);
    }
}

TEST_CASE("task 3: a bad size or cap is an error", "[lesson04][task_3]")
{
    CHECK_THROWS_AS(play_random_game(0, 1, 10), std::invalid_argument);
    CHECK_THROWS_AS(play_random_game(20, 1, 10), std::invalid_argument);
    CHECK_THROWS_AS(play_random_game(9, 1, -1), std::invalid_argument);
}
