// Lesson 7's test positions and reference playouts: where the playouts start, which seeded
// playouts and statistics are kept as reference outputs, and how they are written down.
// Shared by golden.cpp (which writes data/ and hidden/ from the solution) and the tests
// (which compare your playouts with them and check them against the engine and GNU Go).
#pragma once

#include "playouts.hpp"

#include "engine/formats/diagram.hpp"
#include "support/positions.hpp"

#include <cstdint>
#include <cstdio>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace stonelab::lesson07::data {

/// A start position: a diagram, then moves played on it (tests/support/positions.hpp).
using stonelab::test::Position;

/// The positions the tests start playouts from.
inline const std::vector<Position>& positions()
{
    static const std::vector<Position> all = {
        {"empty-9x9", "The empty 9x9 board", R"(
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
)",
         ""},
        // Two groups with two eyes or more each, side by side on the top four rows: nothing a
        // random player does can take them. The bottom three rows are open.
        {"two-living-groups", "Black and White each alive on top; the bottom three rows open",
         R"(
. X . X O . O
X X X X O O O
. X . X O . O
X X X X O O O
. . . . . . .
. . . . . . .
. . . . . . .
)",
         ""},
        {"middle-game-5x5", "A 5x5 game in its middle, White to move", R"(
. X O . .
X X O . .
. X O O .
X X X O .
. . X O .
)",
         ""},
        // Black's C3 has just taken C4: White may not retake at once.
        {"ko-5x5", "Black has just taken a ko at C4: White to move may not retake", R"(
. . X . .
. X O X .
. O . O .
. . O . .
. . . . .
)",
         "B C3"},
        // 24 points, an even number: the areas can be equal, so a whole-number komi can be
        // met exactly (on 5x5, 7x7 and 9x9 the areas of a finished playout add up to an odd
        // number, and the margin with a whole-number komi is never 0). Not square, either.
        {"empty-6x4", "The empty 6x4 board: a whole-number komi can be met exactly", R"(
. . . . . .
. . . . . .
. . . . . .
. . . . . .
)",
         ""},
        {"opening-9x9", "Six stones of a 9x9 opening", R"(
. . . . . . . . .
. . . . . . . . .
. . O . . . X . .
. . . . . . . . .
. . . . X . . . .
. . . . . . . . .
. . X . . . O . .
. . . . . . . . .
. . . . . . . . .
)",
         ""},
    };
    return all;
}

inline const Position& position(const std::string& name)
{
    return stonelab::test::position_named(positions(), name);
}

/// The board of a position: its diagram, then its moves.
using stonelab::test::board_of;

/// One seeded playout: play_playout(board_of(position), to_move, Rng(seed), cap), counted
/// with `komi`.
struct PlayoutSpec {
    const char* position;
    Color to_move;
    std::uint64_t seed;
    int cap;
    double komi;
};

/// The reference playouts (data/playouts/).
inline const std::vector<PlayoutSpec> kReferencePlayouts = {
    {"empty-9x9", Color::Black, 1, 281, 7.5},
    {"empty-9x9", Color::Black, 2, 281, 7},
    {"two-living-groups", Color::White, 3, 249, 0.5},
    {"middle-game-5x5", Color::White, 4, 225, 0.5},
    {"ko-5x5", Color::White, 5, 225, 0.5},
    {"opening-9x9", Color::Black, 6, 281, 6.5},
    {"opening-9x9", Color::White, 7, 30, 6.5},
};

/// The hidden playouts (hidden/): other seeds from the same positions.
inline const std::vector<PlayoutSpec> kHiddenPlayouts = {
    {"middle-game-5x5", Color::Black, 11, 225, 0.5},
    {"ko-5x5", Color::White, 12, 225, 1},
    {"two-living-groups", Color::Black, 13, 249, 2.5},
    {"opening-9x9", Color::White, 14, 281, 7.5},
};

inline const char* player(Color color) { return color == Color::Black ? "Black" : "White"; }

inline std::string number(double value)
{
    char text[32];
    std::snprintf(text, sizeof text, "%g", value);
    return text;
}

/// data/playouts/<this>.txt (hidden/<this>.txt for a hidden playout)
inline std::string file_name(const PlayoutSpec& spec)
{
    return std::string(spec.position) + "-" + (spec.to_move == Color::Black ? "B" : "W") +
           "-seed-" + std::to_string(spec.seed) + "-cap-" + std::to_string(spec.cap) + ".txt";
}

/// The call that plays it, for messages.
inline std::string call_of(const PlayoutSpec& spec)
{
    return std::string("play_playout(") + spec.position + ", " + player(spec.to_move) + ", Rng(" +
           std::to_string(spec.seed) + "), " + std::to_string(spec.cap) + ")";
}

/// The moves as GTP vertices separated by spaces ("pass" for a pass).
inline std::string move_list(const Geometry& geometry, const std::vector<Point>& moves)
{
    std::string text;
    for (Point move : moves) text += (text.empty() ? "" : " ") + to_gtp_vertex(geometry, move);
    return text;
}

/// Why a playout stopped, read from its moves.
inline std::string ending(const std::vector<Point>& moves, int cap)
{
    const std::size_t n = moves.size();
    if (n >= 2 && moves[n - 1] == kPass && moves[n - 2] == kPass) return "two passes";
    if (static_cast<int>(n) == cap) return "move cap";
    return "unfinished";
}

/// An outcome in one line: "Black 45 White 36 komi 7.5 margin +1.5 winner Black result +1".
inline std::string outcome_line(const Outcome& outcome, double komi)
{
    std::ostringstream out;
    out << "Black " << outcome.black << " White " << outcome.white << " komi " << number(komi)
        << " margin " << (outcome.margin > 0 ? "+" : "") << number(outcome.margin) << " winner "
        << (outcome.winner == Color::Black   ? "Black"
            : outcome.winner == Color::White ? "White"
                                             : "nobody")
        << " result " << (outcome.result > 0 ? "+" : "") << outcome.result;
    return out.str();
}

/// The reference file of a playout: the call, the moves, the end, the outcome for the player
/// who moved first (when given: a hidden playout is task 1's alone) and the final position.
inline std::string to_text(const PlayoutSpec& spec, const Playout& playout,
                           const Outcome* outcome = nullptr)
{
    std::ostringstream out;
    out << "# " << call_of(spec) << ", counted with komi " << number(spec.komi) << "\n"
        << "moves " << playout.moves.size() << " ended by " << ending(playout.moves, spec.cap)
        << "\n"
        << move_list(playout.final_board.geometry(), playout.moves) << "\n";
    if (outcome) out << "outcome " << outcome_line(*outcome, spec.komi) << "\n";
    out << "final position\n" << print_diagram(playout.final_board);
    return out.str();
}

/// The line of a reference file that starts with `key` (without it).
inline std::string line_of(const std::string& text, const std::string& key)
{
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        if (line.rfind(key, 0) == 0) return line.substr(key.size());
    throw std::runtime_error("no line '" + key + "...' in a reference file");
}

/// The moves of a reference file (its third line).
inline std::vector<Point> moves_of(const Geometry& geometry, const std::string& text)
{
    std::istringstream in(text);
    std::string line;
    for (int i = 0; i < 3; ++i) std::getline(in, line);
    std::istringstream words(line);
    std::vector<Point> moves;
    for (std::string word; words >> word;) {
        const auto move = parse_gtp_vertex(geometry, word);
        if (!move) throw std::runtime_error("not a GTP vertex: " + word);
        moves.push_back(*move);
    }
    return moves;
}

/// Many seeded playouts: run_playouts(board_of(position), to_move, komi, count, seed, cap).
struct StatsSpec {
    const char* position;
    Color to_move;
    double komi;
    int count;
    std::uint64_t seed;
    int cap;
};

/// The reference statistics (data/stats/).
inline const std::vector<StatsSpec> kReferenceStats = {
    {"two-living-groups", Color::Black, 0.5, 200, 21, 249},
    {"opening-9x9", Color::Black, 6.5, 200, 22, 281},
    {"middle-game-5x5", Color::White, 0, 400, 23, 225},
};

inline std::string file_name(const StatsSpec& spec)
{
    return std::string(spec.position) + "-" + (spec.to_move == Color::Black ? "B" : "W") +
           "-komi-" + number(spec.komi) + "-" + std::to_string(spec.count) + "-seed-" +
           std::to_string(spec.seed) + ".txt";
}

inline std::string call_of(const StatsSpec& spec)
{
    return std::string("run_playouts(") + spec.position + ", " + player(spec.to_move) + ", " +
           number(spec.komi) + ", " + std::to_string(spec.count) + ", " +
           std::to_string(spec.seed) + ", " + std::to_string(spec.cap) + ")";
}

/// An ownership map as rows of numbers from -1.00 (White's in every playout) to +1.00
/// (Black's in every playout), top row first.
inline std::string ownership_rows(const Geometry& geometry, const std::vector<double>& ownership)
{
    std::string text;
    for (int y = 1; y <= geometry.height; ++y) {
        for (int x = 1; x <= geometry.width; ++x) {
            char value[16];
            std::snprintf(value, sizeof value, "%+.6f",
                          ownership.at(static_cast<std::size_t>(geometry.point(x, y))));
            text += (x == 1 ? "" : " ") + std::string(value);
        }
        text += "\n";
    }
    return text;
}

/// The reference file of a set of playouts.
inline std::string to_text(const StatsSpec& spec, const Geometry& geometry,
                           const PlayoutStats& stats)
{
    std::ostringstream out;
    char rates[128];
    std::snprintf(rates, sizeof rates, "win_rate %.6f interval %.6f %.6f", stats.win_rate,
                  stats.interval.low, stats.interval.high);
    out << "# " << call_of(spec) << "\n"
        << "playouts " << stats.playouts << " wins " << stats.wins << " draws " << stats.draws
        << "\n"
        << rates << "\n"
        << "ownership (+1 Black's in every playout, -1 White's)\n"
        << ownership_rows(geometry, stats.ownership);
    return out.str();
}

/// The numbers of a line of a reference file, after its key.
inline std::vector<double> numbers_of(const std::string& text, const std::string& key)
{
    std::istringstream in(line_of(text, key));
    std::vector<double> values;
    for (std::string word; in >> word;) {
        try {
            values.push_back(std::stod(word));
        } catch (const std::exception&) {
            // a word between the numbers ("wins", "interval")
        }
    }
    return values;
}

/// The ownership rows of a statistics file, as numbers by Point (cells() long, walls 0).
inline std::vector<double> ownership_of(const Geometry& geometry, const std::string& text)
{
    std::istringstream in(text.substr(text.find("ownership")));
    std::string heading;
    std::getline(in, heading);
    std::vector<double> ownership(static_cast<std::size_t>(geometry.cells()), 0.0);
    for (int y = 1; y <= geometry.height; ++y)
        for (int x = 1; x <= geometry.width; ++x)
            in >> ownership[static_cast<std::size_t>(geometry.point(x, y))];
    if (!in) throw std::runtime_error("a statistics file with too few ownership values");
    return ownership;
}

} // namespace stonelab::lesson07::data
