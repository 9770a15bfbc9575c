// Lesson 4's reference games checked against two outside oracles: the engine's own
// random_game (same seed, same moves: the algorithm and the Rng are specified exactly) and
// GNU Go 3.8, which replays every move with `play` (each must be accepted) and then lists
// the stones of the final position with `list_stones`.
#include "support.hpp"
#include "tests/gnugo_client.hpp"

#include <algorithm>
#include <cstdio>
#include <memory>
#include <set>

using namespace stonelab;
using namespace stonelab::lesson04;
using namespace stonelab::lesson04::test;

using stonelab::test::ask_gnugo;

namespace {

/// The vertices of a `list_stones` answer, as a set.
std::set<std::string> vertex_set(const std::string& answer)
{
    const std::vector<std::string> vertices = stonelab::test::words(answer);
    return {vertices.begin(), vertices.end()};
}

std::set<std::string> stones_of(const Board& board, Color color)
{
    std::set<std::string> vertices;
    for (Point p : board.points())
        if (board.at(p) == color) vertices.insert(name_of(board, p));
    return vertices;
}

std::string joined(const std::set<std::string>& vertices)
{
    std::string text;
    for (const std::string& v : vertices) text += v + " ";
    return text;
}

} // namespace

TEST_CASE("task 3: the reference games are the engine's random games",
          "[lesson04][task_3][reference]")
{
    for (const games::GameSpec& spec : games::kReferenceGames) {
        const std::string text = reference_text(spec);
        const auto moves = games::moves_of(spec.size, text);
        INFO("reference " << games::file_name(spec));
        CHECK(moves == engine_game(spec.size, spec.seed, spec.max_moves));
        // The final diagram is the one the moves lead to.
        CHECK(text.find(print_diagram(games::replay(spec.size, moves))) != std::string::npos);
    }
}

TEST_CASE("task 3: GNU Go accepts every move of the reference games and ends with the same "
          "stones",
          "[lesson04][task_3][reference]")
{
    for (const games::GameSpec& spec : games::kReferenceGames) {
        const auto moves = games::moves_of(spec.size, reference_text(spec));
        std::vector<std::string> commands = {"boardsize " + std::to_string(spec.size),
                                             "clear_board"};
        const Geometry geometry{spec.size, spec.size};
        for (std::size_t i = 0; i < moves.size(); ++i)
            commands.push_back(std::string("play ") + (i % 2 == 0 ? "black " : "white ") +
                               to_gtp_vertex(geometry, moves[i]));
        commands.push_back("list_stones black");
        commands.push_back("list_stones white");
        INFO("reference " << games::file_name(spec));
        const auto answers = ask_gnugo(commands);

        std::string refused;
        const Board final_board = games::replay(spec.size, moves, &refused);
        REQUIRE(refused.empty());
        const auto gnugo_black = vertex_set(answers[answers.size() - 2]);
        const auto gnugo_white = vertex_set(answers.back());
        INFO("final position\n"
             << drawn(final_board) << "GNU Go's black stones: " << joined(gnugo_black)
             << "\nGNU Go's white stones: " << joined(gnugo_white));
        CHECK(gnugo_black == stones_of(final_board, Color::Black));
        CHECK(gnugo_white == stones_of(final_board, Color::White));
    }
}
