// Lesson 4's reference games: which seeded games are kept, and how a game is written down.
// Shared by golden.cpp (which writes data/games/*.txt from the solution) and the tests
// (which compare your games with them and check them against the engine and GNU Go).
#pragma once

#include "random_play.hpp"

#include "engine/formats/diagram.hpp"

#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

namespace stonelab::lesson04::games {

/// One seeded game: play_random_game(size, seed, max_moves).
struct GameSpec {
    int size;
    std::uint64_t seed;
    int max_moves;
};

/// The reference games: small and large boards, and one game stopped by its cap.
inline const std::vector<GameSpec> kReferenceGames = {
    {5, 1, 75}, {7, 2, 147}, {9, 2015, 243}, {9, 4, 40}, {19, 3, 1083},
};

/// data/games/<this>.txt
inline std::string file_name(const GameSpec& spec)
{
    return std::to_string(spec.size) + "x" + std::to_string(spec.size) + "-seed-" +
           std::to_string(spec.seed) + "-cap-" + std::to_string(spec.max_moves) + ".txt";
}

/// The moves as GTP vertices separated by spaces ("pass" for a pass), Black's first.
inline std::string move_list(int size, const std::vector<Point>& moves)
{
    const Geometry geometry{size, size};
    std::string text;
    for (Point move : moves) text += (text.empty() ? "" : " ") + to_gtp_vertex(geometry, move);
    return text;
}

/// The board after playing `moves` alternately from Black on an empty board. Stops at the
/// first move the board refuses and says which in `refused` (empty if none was refused).
inline Board replay(int size, const std::vector<Point>& moves, std::string* refused = nullptr)
{
    Board board(size);
    Color color = Color::Black;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (board.play(color, moves[i]) != MoveStatus::Legal) {
            if (refused)
                *refused = "move " + std::to_string(i + 1) + " (" +
                           to_gtp_vertex(board.geometry(), moves[i]) + ") is not legal";
            return board;
        }
        color = opponent(color);
    }
    return board;
}

/// Why the game stopped, read from its moves.
inline std::string ending(const GameSpec& spec, const std::vector<Point>& moves)
{
    const std::size_t n = moves.size();
    if (n >= 2 && moves[n - 1] == kPass && moves[n - 2] == kPass) return "two passes";
    if (static_cast<int>(n) == spec.max_moves) return "move cap";
    return "unfinished";
}

/// The reference file of a game.
inline std::string to_text(const GameSpec& spec, const std::vector<Point>& moves)
{
    std::ostringstream out;
    out << "# play_random_game(" << spec.size << ", " << spec.seed << ", " << spec.max_moves
        << "): Black first, moves as GTP vertices\n"
        << "moves " << moves.size() << " ended by " << ending(spec, moves) << "\n"
        << move_list(spec.size, moves) << "\n"
        << "final position\n"
        << print_diagram(replay(spec.size, moves));
    return out.str();
}

/// The moves of a reference file (its third line).
inline std::vector<Point> moves_of(int size, const std::string& text)
{
    std::istringstream in(text);
    std::string line;
    for (int i = 0; i < 3; ++i) std::getline(in, line);
    std::istringstream words(line);
    std::vector<Point> moves;
    const Geometry geometry{size, size};
    for (std::string word; words >> word;) {
        const auto move = parse_gtp_vertex(geometry, word);
        if (!move) throw std::runtime_error("not a GTP vertex: " + word);
        moves.push_back(*move);
    }
    return moves;
}

} // namespace stonelab::lesson04::games
