// Task 3: a whole random game — the reference games move for move, the engine's own
// random_game for the same seeds, every move legal and no own eye filled, the end on two
// passes in a row, and the cap, which counts every move, passes included.
#include "support.hpp"

#include <stdexcept>

using namespace stonelab;
using namespace stonelab::lesson04;
using namespace stonelab::lesson04::test;

TEST_CASE("task 3: the reference games, move for move", "[lesson04][task_3]")
{
    for (const games::GameSpec& spec : games::kReferenceGames) {
        INFO("the reference game " << games::file_name(spec) << " in "
                                   << (kDataDir / "games").string());
        const auto expected = games::moves_of(spec.size, reference_text(spec));
        check_same_game(spec, expected, play_random_game(spec.size, spec.seed, spec.max_moves));
    }
}

TEST_CASE("task 3: the same games as the engine's random_game", "[lesson04][task_3]")
{
    for (int size : {3, 5, 7, 9}) {
        for (std::uint64_t seed = 1; seed <= 8; ++seed) {
            const int cap = 3 * size * size;
            INFO("the engine's random_game for the same seed and cap");
            check_same_game({size, seed, cap}, engine_game(size, seed, cap),
                            play_random_game(size, seed, cap));
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
        INFO("play_random_game(5, " << seed << ", " << cap << ") played "
                                    << stonelab::test::vertex_list(Geometry{size, size}, moves));
        {
            INFO("more moves than the cap");
            REQUIRE(static_cast<int>(moves.size()) <= cap);
        }
        Board board(size);
        Color color = Color::Black;
        int passes_in_a_row = 0;
        for (std::size_t i = 0; i < moves.size(); ++i) {
            INFO("move " << i + 1 << " (" << name_of(board, moves[i]) << ", " << player_name(color)
                         << "'s) on\n"
                         << drawn(board, {{moves[i], "!"}}));
            {
                INFO("a move must be a point of the board or a pass");
                REQUIRE(point_or_pass(board, moves[i]));
            }
            {
                INFO("the game went on after two passes in a row");
                REQUIRE(passes_in_a_row < 2);
            }
            {
                INFO("the move fills " << player_name(color) << "'s own eye");
                REQUIRE_FALSE(board.is_own_eye(color, moves[i]));
            }
            REQUIRE(board.play(color, moves[i]) == MoveStatus::Legal);
            passes_in_a_row = moves[i] == kPass ? passes_in_a_row + 1 : 0;
            color = opponent(color);
        }
        INFO("final position\n" << drawn(board));
        const bool at_the_cap = static_cast<int>(moves.size()) == cap;
        if (!at_the_cap) {
            INFO("below the cap, the game ends only on two passes in a row: it ended after "
                 << passes_in_a_row << " pass(es) in a row");
            CHECK(passes_in_a_row == 2);
        }
        if (passes_in_a_row == 2) {
            // A second pass comes only when nothing acceptable is left for that player.
            INFO("the last pass was " << player_name(opponent(color))
                                      << "'s, who could still play these points (legal, no own "
                                         "eye)");
            std::vector<Point> playable;
            for (Point p : board.points())
                if (acceptable(board, opponent(color), p)) playable.push_back(p);
            CHECK(names_of(board, playable) == std::vector<std::string>{});
        }
    }
}

TEST_CASE("task 3: one pass does not end the game", "[lesson04][task_3]")
{
    // On 1x1 the only point is Black's own eye (walls all round): Black must pass, and so
    // must White (the stone would be suicide). The game is two passes.
    const auto moves = play_random_game(1, 5, 10);
    INFO("play_random_game(1, 5, 10): Black's own eye, White's suicide: both pass");
    CHECK(stonelab::test::vertex_names(Geometry{1, 1}, moves) ==
          std::vector<std::string>{"pass", "pass"});
}

TEST_CASE("task 3: the cap stops the game", "[lesson04][task_3]")
{
    for (int cap : {0, 1, 2, 40}) {
        const auto moves = play_random_game(9, 4, cap);
        INFO("play_random_game(9, 4, " << cap << ") played "
                                       << stonelab::test::vertex_list(Geometry{9, 9}, moves)
                                       << "\nthe game (no passes yet) must stop at the cap");
        CHECK(static_cast<int>(moves.size()) == cap);
    }
}

TEST_CASE("task 3: the cap counts passes too", "[lesson04][task_3]")
{
    {
        // On 1x1 Black can only pass: with a cap of 1 that pass is the whole game.
        const auto moves = play_random_game(1, 5, 1);
        INFO("play_random_game(1, 5, 1): Black's pass is the first move, and the cap is 1");
        CHECK(stonelab::test::vertex_names(Geometry{1, 1}, moves) ==
              std::vector<std::string>{"pass"});
    }
    // The 5x5 game with seed 1 (data/games/5x5-seed-1-cap-75.txt) ends on two passes at
    // move 40, after passes at moves 29, 31 and 37: "... pass C4 pass pass". With a cap of 39
    // it stops after the pass of move 39, a move before its end.
    const games::GameSpec full{5, 1, 75};
    const auto whole_game = games::moves_of(5, reference_text(full));
    REQUIRE(whole_game.size() == 40);
    const std::vector<Point> expected(whole_game.begin(), whole_game.begin() + 39);
    INFO("the first 39 moves of the reference game " << games::file_name(full)
                                                     << ", the last a pass");
    check_same_game({5, 1, 39}, expected, play_random_game(5, 1, 39));
}

TEST_CASE("task 3: a bad size or cap is an error", "[lesson04][task_3]")
{
    INFO("play_random_game throws std::invalid_argument for a size outside 1..19 (the Board "
         "constructor does) and for a negative cap");
    CHECK_THROWS_AS(play_random_game(0, 1, 10), std::invalid_argument);
    CHECK_THROWS_AS(play_random_game(20, 1, 10), std::invalid_argument);
    CHECK_THROWS_AS(play_random_game(9, 1, -1), std::invalid_argument);
}
