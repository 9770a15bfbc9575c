// Helpers shared by lesson 4's tests: reference games, positions from seeded games, points
// named the way a reader of a diagram names them, and failure messages that show boards.
#pragma once

#include "games.hpp"

#include "engine/game.hpp"
#include "engine/random_player.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace stonelab::lesson04::test {

inline const std::filesystem::path kDataDir = LESSON_DATA;

/// The committed reference file of a game.
inline std::string reference_text(const games::GameSpec& spec)
{
    const auto path = kDataDir / "games" / games::file_name(spec);
    std::ifstream in(path, std::ios::binary);
    INFO("reference file " << path.string());
    REQUIRE(in);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

/// The point named by a GTP vertex ("C2") on this board; fails the test if there is none.
inline Point vertex(const Board& board, const std::string& name)
{
    const auto z = parse_gtp_vertex(board.geometry(), name);
    INFO("vertex " << name);
    REQUIRE(z.has_value());
    return *z;
}

inline std::string name_of(const Board& board, Point p)
{
    return to_gtp_vertex(board.geometry(), p);
}

/// The board drawn with coordinates, with optional marks, for INFO messages.
inline std::string drawn(const Board& board, const std::map<Point, std::string>& marks = {})
{
    DiagramOptions options;
    options.marks = marks;
    return print_diagram(board, options);
}

/// The moves of the engine's own random game (stonelab::random_game, simple ko).
inline std::vector<Point> engine_game(int size, std::uint64_t seed, int max_moves)
{
    Rng rng(seed);
    const Game game = random_game(Game(Board(size)), rng, max_moves);
    std::vector<Point> moves;
    for (const Move& move : game.moves()) moves.push_back(move.point);
    return moves;
}

/// Positions met along the engine's seeded random games on a size x size board: every
/// `every`-th position of the games with seeds 1..games.
inline std::vector<Board> positions_from_games(int size, int games, int every)
{
    std::vector<Board> positions;
    for (int seed = 1; seed <= games; ++seed) {
        const auto moves = engine_game(size, static_cast<std::uint64_t>(seed), 3 * size * size);
        Board board(size);
        Color color = Color::Black;
        for (std::size_t i = 0; i < moves.size(); ++i) {
            if (i % static_cast<std::size_t>(every) == 0) positions.push_back(board);
            board.play(color, moves[i]);
            color = opponent(color);
        }
        positions.push_back(board); // the final position: nothing acceptable is left
    }
    return positions;
}

/// True if the engine's player would accept p for `color`: legal, and not its own eye.
inline bool acceptable(const Board& board, Color color, Point p)
{
    return board.is_legal(color, p) && !board.is_own_eye(color, p);
}

inline const char* player_name(Color color) { return color == Color::Black ? "Black" : "White"; }

} // namespace stonelab::lesson04::test
