// Task 4: small Go boards solved with alpha-beta — the published values, the engine's
// search, and a game of perfect play that ends in the value.
#include "support.hpp"

#include <catch2/catch.hpp>

#include <stdexcept>

using namespace stonelab;
using namespace stonelab::lesson09;
using namespace stonelab::lesson09::test;

TEST_CASE("task 4: the values of the empty 1x1 to 1x5 and 2x2 boards", "[lesson09][task_4]")
{
    // Area scoring, no komi, positional superko. 1x1: no stone can be played (it would have
    // no liberty), so the game is two passes: 0. The others are the published values of
    // Drange, Spight et al.'s "Mini-Go" table (area counting): 1x2 0, 1x3 3, 1x4 4, 1x5 0,
    // and 2x2 1 (proved by Bill Taylor, Sensei's Library; README.md).
    const std::vector<std::pair<std::pair<int, int>, Value>> published = {
        {{1, 1}, 0}, {{2, 1}, 0}, {{3, 1}, 3}, {{4, 1}, 4}, {{5, 1}, 0}, {{2, 2}, 1},
    };
    for (const auto& [board, value] : published) {
        INFO("the empty " << board.first << "x" << board.second << " board");
        CHECK(solve_go(board.first, board.second).value == value);
    }
}

TEST_CASE("task 4: the search is the engine's alpha-beta", "[lesson09][task_4]")
{
    for (const auto& [width, height] : go_boards()) {
        INFO("the empty " << width << "x" << height << " board, window (-area, +area)");
        const search::SearchResult engine = engine_search(
            go_game(width, height), search::Algorithm::AlphaBetaFailSoft, kNoDepthLimit);
        const GoSolution solution = solve_go(width, height);
        CHECK(solution.value == engine.value);
        CHECK(solution.nodes == engine.nodes);
    }
}

TEST_CASE("task 4: the line of perfect play ends in the value", "[lesson09][task_4]")
{
    for (const auto& [width, height] : go_boards()) {
        const GoSolution solution = solve_go(width, height);
        INFO("the line on " << width << "x" << height << ":" << [&] {
            std::string moves;
            for (const std::string& move : solution.line) moves += " " + move;
            return moves;
        }());
        // Every move legal in turn, and the game over at the end, worth the value.
        GameSpec spec = go_game(width, height, solution.line);
        const auto game = make_game(spec); // throws on an illegal move
        CHECK(game->is_over());
        CHECK(game->final_value() == solution.value);
        CHECK(solution.line_value == solution.value);
        REQUIRE(solution.line.size() >= 2);
        CHECK(solution.line[solution.line.size() - 1] == "pass");
        CHECK(solution.line[solution.line.size() - 2] == "pass");
    }
}

TEST_CASE("task 4: the reference solutions", "[lesson09][task_4]")
{
    for (const auto& [width, height] : go_boards()) {
        INFO("tests/09-negamax/data/" << go_file(width, height));
        CHECK(go_text(width, height, solve_go(width, height)) == reference(go_file(width, height)));
    }
}

TEST_CASE("task 4: a board without points is an error", "[lesson09][task_4]")
{
    INFO("solve_go throws std::invalid_argument for a width or height of 0 or less");
    CHECK_THROWS_AS(solve_go(0, 3), std::invalid_argument);
    CHECK_THROWS_AS(solve_go(2, -1), std::invalid_argument);
}
