// Helpers shared by lesson 7's tests: the engine's own playouts and statistics (the oracle the
// lesson's algorithm is specified to match), points by their names (tests/support/points.hpp),
// boards as diagrams (tests/support/readable.hpp), and a check that names the first move where
// two playouts part.
#pragma once

#include "playouts_data.hpp"

#include "engine/go/playout.hpp"
#include "engine/go/scoring.hpp"
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

template <> struct StringMaker<stonelab::lesson07::data::PlayoutSpec> {
    static std::string convert(const stonelab::lesson07::data::PlayoutSpec& spec)
    {
        return stonelab::lesson07::data::call_of(spec);
    }
};

} // namespace Catch

namespace stonelab::lesson07::test {

inline const std::filesystem::path kDataDir = LESSON_DATA;

inline std::string reference_text(const data::PlayoutSpec& spec)
{
    return stonelab::test::read_text(kDataDir / "playouts" / data::file_name(spec));
}

inline std::string reference_text(const data::StatsSpec& spec)
{
    return stonelab::test::read_text(kDataDir / "stats" / data::file_name(spec));
}

inline Board start_of(const data::PlayoutSpec& spec)
{
    return data::board_of(data::position(spec.position));
}

inline const char* player_name(Color color) { return data::player(color); }

/// The board drawn with coordinates, with optional marks, for INFO messages.
inline std::string drawn(const Board& board, const std::map<Point, std::string>& marks = {})
{
    DiagramOptions options;
    options.marks = marks;
    return print_diagram(board, options);
}

/// The engine's playout (engine/go/playout.hpp) from `start`: its moves and final position.
inline Playout engine_playout(const Board& start, Color to_move, Rng& rng, int cap)
{
    Playout result{{}, start};
    const int before = start.moves_played();
    playout(result.final_board, to_move, rng, cap, 0);
    const std::vector<Move> all = result.final_board.moves();
    for (std::size_t i = static_cast<std::size_t>(before); i < all.size(); ++i)
        result.moves.push_back(all[i].point);
    return result;
}

inline Playout engine_playout(const data::PlayoutSpec& spec)
{
    Rng rng(spec.seed);
    return engine_playout(start_of(spec), spec.to_move, rng, spec.cap);
}

/// +1, -1 or 0: who seed 002's count_score gives p to.
inline int count_owner(const Board& board, Point p)
{
    if (board.at(p) == Color::Black) return 1;
    if (board.at(p) == Color::White) return -1;
    bool black = false, white = false;
    for (int i = 0; i < 4; ++i) {
        black = black || board.at(board.neighbour(p, i)) == Color::Black;
        white = white || board.at(board.neighbour(p, i)) == Color::White;
    }
    return black == white ? 0 : (black ? 1 : -1);
}

/// Many playouts by the engine, as run_playouts is specified: wins and draws of `to_move`,
/// and the ownership sums (not yet divided).
struct EngineStats {
    int wins = 0;
    int draws = 0;
    std::vector<int> owned;
    int nobodys = 0; ///< the final points count_score gave to nobody, over all the playouts
};

inline EngineStats engine_stats(const Board& start, Color to_move, double komi, int count,
                                std::uint64_t seed, int cap)
{
    EngineStats stats;
    stats.owned.assign(static_cast<std::size_t>(start.geometry().cells()), 0);
    Rng rng(seed);
    for (int i = 0; i < count; ++i) {
        Board board = start;
        const double margin = playout(board, to_move, rng, cap, komi).score.margin();
        if (margin == 0)
            ++stats.draws;
        else if ((margin > 0) == (to_move == Color::Black))
            ++stats.wins;
        for (Point p : board.points()) {
            stats.owned[static_cast<std::size_t>(p)] += count_owner(board, p);
            stats.nobodys += count_owner(board, p) == 0;
        }
    }
    return stats;
}

/// True if p is a pass or a point of this geometry (a student's function may return anything).
inline bool point_or_pass(const Geometry& geometry, Point p)
{
    return p == kPass || geometry.on_board(p);
}

/// Checks a playout against the expected one, move by move: a failure names the first move
/// where they part, shows the position before it with the expected move `!` and yours `?`.
inline void check_same_moves(const Board& start, Color to_move, const std::vector<Point>& expected,
                             const std::vector<Point>& yours)
{
    std::size_t i = 0;
    while (i < expected.size() && i < yours.size() && expected[i] == yours[i]) ++i;
    if (i == expected.size() && i == yours.size()) {
        SUCCEED("the same " << expected.size() << " moves");
        return;
    }
    const Geometry geometry = start.geometry();
    const auto move_at = [&](const std::vector<Point>& moves) {
        return i < moves.size() ? stonelab::test::vertex_name(geometry, moves[i])
                                : std::string("(playout over)");
    };
    Board before = start;
    Color color = to_move;
    for (std::size_t k = 0; k < i; ++k) {
        before.play(color, expected[k]);
        color = opponent(color);
    }
    std::map<Point, std::string> marks;
    if (i < expected.size()) marks[expected[i]] = "!";
    if (i < yours.size()) marks[yours[i]] = "?";
    INFO("the playouts part at move "
         << i + 1 << " (" << player_name(color) << "'s): expected " << expected.size()
         << " moves, yours " << yours.size() << "\nthe moves before it: "
         << data::move_list(geometry, std::vector<Point>(expected.begin(), expected.begin() + i))
         << "\nthe position before it ('!' the expected move, '?' yours)\n"
         << drawn(before, marks));
    const std::string your_move = move_at(yours);
    const std::string expected_move = move_at(expected);
    CHECK(your_move == expected_move);
}

/// The ownership map as rows of numbers (data::ownership_rows), for messages.
inline std::string map_text(const Geometry& geometry, const std::vector<double>& ownership)
{
    if (ownership.size() != static_cast<std::size_t>(geometry.cells()))
        return "(" + std::to_string(ownership.size()) + " values, not " +
               std::to_string(geometry.cells()) + ")\n";
    return data::ownership_rows(geometry, ownership);
}

} // namespace stonelab::lesson07::test
