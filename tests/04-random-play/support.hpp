// Helpers shared by lesson 4's tests: reference games, positions from seeded games, points
// named the way a reader of a diagram names them (GTP vertices, tests/support/points.hpp), and
// how Catch2 shows the lesson's values in a failed check: boards as diagrams, colours and move
// statuses by name (tests/support/readable.hpp), lists of points as their names, "nothing"
// when empty (tests/support/lists.hpp), and a reference game as the call that plays it.
#pragma once

#include "games.hpp"

#include "engine/go/game.hpp"
#include "engine/go/random_player.hpp"
#include "support/lists.hpp"
#include "support/points.hpp"
#include "support/readable.hpp"
#include "support/side_by_side.hpp"
#include "support/text.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace Catch {

/// A reference game as the call that plays it: "play_random_game(9, 2015, 243)".
template <> struct StringMaker<stonelab::lesson04::games::GameSpec> {
    static std::string convert(const stonelab::lesson04::games::GameSpec& spec)
    {
        return "play_random_game(" + std::to_string(spec.size) + ", " + std::to_string(spec.seed) +
               ", " + std::to_string(spec.max_moves) + ")";
    }
};

} // namespace Catch

namespace stonelab::lesson04::test {

inline const std::filesystem::path kDataDir = LESSON_DATA;

/// The committed reference file of a game (data/games/NAME.txt).
inline std::string reference_text(const games::GameSpec& spec)
{
    return stonelab::test::read_text(kDataDir / "games" / games::file_name(spec));
}

/// The point named by a GTP vertex ("C2") on this board; fails the test if there is none.
inline Point point_at(const Board& board, const std::string& name)
{
    return stonelab::test::point_at(board.geometry(), name);
}

/// "C2", "pass", or what a point that is not on the board is.
inline std::string name_of(const Board& board, Point p)
{
    return stonelab::test::vertex_name(board.geometry(), p);
}

/// The names of `points`, in their order: what the checks compare.
inline std::vector<std::string> names_of(const Board& board, const std::vector<Point>& points)
{
    return stonelab::test::vertex_names(board.geometry(), points);
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

/// True if p is a pass or a point of the board (a student's function may return anything;
/// the engine's functions are asked only about these).
inline bool point_or_pass(const Board& board, Point p)
{
    return p == kPass || (p >= 0 && p < board.geometry().cells() && board.geometry().on_board(p));
}

/// True if the engine's player would accept p for `color`: legal, and not its own eye.
inline bool acceptable(const Board& board, Color color, Point p)
{
    return board.is_legal(color, p) && !board.is_own_eye(color, p);
}

inline const char* player_name(Color color) { return color == Color::Black ? "Black" : "White"; }

/// Checks a game played by play_random_game against the expected one, move by move: a failure
/// names the first move where they part ("move 37 (Black's)"), shows the position before it
/// with the expected move `!` and yours `?`, and compares the two moves by name.
inline void check_same_game(const games::GameSpec& spec, const std::vector<Point>& expected,
                            const std::vector<Point>& yours)
{
    const Board empty(spec.size);
    CAPTURE(spec);
    std::size_t i = 0;
    while (i < expected.size() && i < yours.size() && expected[i] == yours[i]) ++i;
    if (i == expected.size() && i == yours.size()) {
        SUCCEED("the same " << expected.size() << " moves");
        return;
    }
    const auto move_at = [&](const std::vector<Point>& moves) {
        return i < moves.size() ? name_of(empty, moves[i]) : std::string("(game over)");
    };
    // The position before the parting move: the common moves, replayed.
    const Board before =
        games::replay(spec.size, std::vector<Point>(expected.begin(), expected.begin() + i));
    std::map<Point, std::string> marks;
    if (i < expected.size()) marks[expected[i]] = "!";
    if (i < yours.size()) marks[yours[i]] = "?";
    INFO("the games part at move "
         << i + 1 << " (" << player_name(i % 2 == 0 ? Color::Black : Color::White)
         << "'s): expected " << expected.size() << " moves, yours " << yours.size() << "\n"
         << "the moves before it: "
         << games::move_list(spec.size, std::vector<Point>(expected.begin(), expected.begin() + i))
         << "\nthe position before it ('!' the expected move, '?' "
            "yours)\n"
         << drawn(before, marks));
    const std::string your_move = move_at(yours);
    const std::string expected_move = move_at(expected);
    CHECK(your_move == expected_move);
}

} // namespace stonelab::lesson04::test
