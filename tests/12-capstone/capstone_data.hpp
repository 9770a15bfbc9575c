// Lesson 12's test positions and reference runs: where the RAVE searches and the policy's
// playouts start, which seeded runs are kept as reference outputs, and how they are written
// down (a RAVE tree as one line per node, a playout as its moves and margin). Shared by
// golden.cpp (which writes data/ and hidden/ from the solution) and the tests.
#pragma once

#include "capstone.hpp"

#include "engine/formats/diagram.hpp"
#include "support/positions.hpp"
#include "support/rng_draws.hpp"

#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

namespace stonelab::lesson12::data {

using stonelab::test::board_of;
using stonelab::test::Position;

/// The positions the searches and playouts start from.
inline const std::vector<Position>& positions()
{
    static const std::vector<Position> all = {
        stonelab::test::kRace,    // lesson 8's race: D3 decides it for both players
        stonelab::test::kOpening, // lesson 8's 5x5 opening
        // White's D5 has just gone into atari between C5, E5 and D4: its liberty is D6. G1,
        // far from it, is in atari too, its liberty F1.
        {"capture", "White's last stone D5 is in atari, and so is G1 far away", R"(
. . . . . . .
. . . . . . .
. . X . X . .
. . . X . . .
. . . . . . .
. . . . . . X
. . . . . . O
)",
         "W D5"},
        // The same stones, but White's last move was A7, far from both: no capture is near it.
        {"capture-far", "Two white strings in atari, the last move far from both", R"(
. . . . . . .
. . . . . . .
. . X O X . .
. . . X . . .
. . . . . . .
. . . . . . X
. . . . . . O
)",
         "W A7"},
        // White's D3 has just put Black's D4 in atari (C4 and D5 are White's): extending to
        // E4 gives the string three liberties.
        {"escape", "White's D3 puts Black's D4 in atari; E4 escapes", R"(
. . . . . . .
. . . . . . .
. . . O . . .
. . O X . . .
. . . . . . .
. . . . . . .
. . . . . . .
)",
         "W D3"},
        // White's B2 puts Black's A2 in atari against the edge; A1 is its liberty, but A2-A1
        // would have one liberty, B1: no escape.
        {"no-escape", "White's B2 puts Black's A2 in atari; extending to A1 does not help", R"(
. . . . . . .
. . . . . . .
. . . . . . .
. . . . . . .
O . . . . . .
X . . . . . .
. . . . . . .
)",
         "W B2"},
        // White's D5 has just touched Black's C5: D4 and D6 bend round its head (hane).
        {"hane", "White's D5 touches Black's C5: the hane at D4 or D6", R"(
. . . . . . .
. . . . . . .
. . X . . . .
. . . . . . .
. . . . . . .
. . . . . . .
. . . . . . .
)",
         "W D5"},
        // Black's cross on 3x3: its four empty points are its own eyes (Black may not fill
        // them) and suicide for White. Neither player has a move but a pass: the game is over
        // as it stands, Black's 9 points.
        {"cross", "Black's cross: neither player can play anything but a pass", R"(
. X .
X X X
. X .
)",
         ""},
        // Black's four stones on a line have one liberty, E1, which Black may not fill
        // (suicide): Black must pass, and White's capture at E1 starts a fight on the line.
        {"line", "Black's four stones on a line with one liberty: Black can only pass", R"(
X X X X .
)",
         ""},
    };
    return all;
}

/// The finished positions of tasks 3 and 4 (test_decisions.cpp, test_gtp.cpp), which
/// test_references.cpp gives GNU Go to count.
///
/// Black's wall on B, White's on D, the C column empty between them: 10 points each.
inline const char* const kWalls = R"(
. X . O .
. X . O .
. X . O .
. X . O .
. X . O .
)";

/// A white stone at C3 inside Black's ring of eight stones.
inline const char* const kRing = R"(
. . X . .
. X . X .
X . O . X
. X . X .
. . X . .
)";

/// Black's two walls with three eyes each, and White's C3 between them, which cannot live.
inline const char* const kDeadStone = R"(
. X . X .
X X X X X
. . O . .
X X X X X
. X . X .
)";

/// The same walls with two white stones between them, A3 and C3: neither can live.
inline const char* const kDeadStones = R"(
. X . X .
X X X X X
O . O . .
X X X X X
. X . X .
)";

inline const Position& position(const std::string& name)
{
    return stonelab::test::position_named(positions(), name);
}

using stonelab::test::colour_letter;
using stonelab::test::player_name;

/// A number as the files write it: "3.5", "0", "-2".
inline std::string number(double value) { return stonelab::test::number_text(value); }

/// A point's name in a file: a GTP vertex, "pass", or "index N" for what is not a point of the
/// board (a student's function may return anything).
inline std::string name_of(const Geometry& geometry, Point p)
{
    if (p == kPass) return "pass";
    if (p == kNoPoint) return "root";
    if (p < 0 || p >= geometry.cells() || !geometry.on_board(p))
        return "index " + std::to_string(p);
    return to_gtp_vertex(geometry, p);
}

/// The numbers an `Rng` drew between two states (tests/support/rng_draws.hpp).
using stonelab::test::numbers_drawn;

/// One seeded RAVE search: rave_search(board_of(position), color, komi, Rng(seed), options).
struct RaveSpec {
    const char* position;
    Color color;
    double komi;
    RaveOptions options;
    std::uint64_t seed;
};

/// The reference searches (data/rave/).
inline const std::vector<RaveSpec> kReferenceRave = {
    {"race", Color::Black, 3.5, {200, 50, 2}, 1},
    {"race", Color::White, 3.5, {200, 20, 1}, 2},
    {"opening", Color::Black, 0.5, {150, 100, 2}, 3},
};

/// The hidden searches (hidden/): other seeds and settings.
inline const std::vector<RaveSpec> kHiddenRave = {
    {"opening", Color::White, 0.5, {120, 30, 1}, 11},
    {"race", Color::Black, 2.5, {150, 200, 3}, 12},
};

inline std::string file_name(const RaveSpec& spec)
{
    return std::string(spec.position) + "-" + (spec.color == Color::Black ? "B" : "W") + "-komi-" +
           number(spec.komi) + "-" + std::to_string(spec.options.playouts) + "-k-" +
           number(spec.options.equivalence) + "-expand-" +
           std::to_string(spec.options.expand_after) + "-seed-" + std::to_string(spec.seed) +
           ".txt";
}

inline std::string call_of(const RaveSpec& spec)
{
    return std::string("rave_search(") + spec.position + ", " + player_name(spec.color) +
           ", komi " + number(spec.komi) + ", Rng(" + std::to_string(spec.seed) + "), {playouts " +
           std::to_string(spec.options.playouts) + ", equivalence " +
           number(spec.options.equivalence) + ", expand_after " +
           std::to_string(spec.options.expand_after) + "})";
}

/// A tree, one node per line in index order: "index move player passes visits total
/// amaf_visits amaf_total children...", after a line naming the call; then "draws N", the
/// numbers the search drew from its generator (numbers_drawn(spec.seed, rng.state()) after it).
inline std::string to_text(const RaveSpec& spec, const Geometry& geometry, const RaveTree& tree,
                           std::uint64_t draws)
{
    std::ostringstream out;
    out << "# " << call_of(spec) << "\n"
        << "# index move player passes visits total amaf-visits amaf-total children...\n";
    for (std::size_t i = 0; i < tree.nodes.size(); ++i) {
        const RaveNode& n = tree.nodes[i];
        out << i << " " << name_of(geometry, n.move) << " " << colour_letter(n.player) << " "
            << n.passes << " " << n.visits << " " << n.total << " " << n.amaf_visits << " "
            << n.amaf_total;
        for (int child : n.children) out << " " << child;
        out << "\n";
    }
    out << "draws " << draws << "\n";
    return out.str();
}

/// One seeded playout of the policy: policy_playout(board_of(position), to_move, komi,
/// Rng(seed), options).
struct PolicySpec {
    const char* position;
    Color to_move;
    double komi;
    PolicyOptions options;
    std::uint64_t seed;
};

/// The reference playouts (data/policy/).
inline const std::vector<PolicySpec> kReferencePolicy = {
    {"capture", Color::Black, 0.5, {100, 100, 100}, 1},
    {"escape", Color::Black, 0.5, {100, 100, 100}, 2},
    {"hane", Color::Black, 0.5, {50, 50, 50}, 3},
    {"opening", Color::Black, 0.5, {80, 60, 40}, 4},
    {"race", Color::White, 3.5, {100, 0, 100}, 5},
    // A pass first, then captures back and forth on the line until the move cap.
    {"line", Color::Black, 0.5, {100, 100, 100}, 3},
};

inline std::string file_name(const PolicySpec& spec)
{
    return std::string(spec.position) + "-" + (spec.to_move == Color::Black ? "B" : "W") +
           "-komi-" + number(spec.komi) + "-capture-" +
           std::to_string(spec.options.capture_percent) + "-escape-" +
           std::to_string(spec.options.escape_percent) + "-pattern-" +
           std::to_string(spec.options.pattern_percent) + "-seed-" + std::to_string(spec.seed) +
           ".txt";
}

inline std::string call_of(const PolicySpec& spec)
{
    return std::string("policy_playout(") + spec.position + ", " + player_name(spec.to_move) +
           ", komi " + number(spec.komi) + ", Rng(" + std::to_string(spec.seed) + "), {capture " +
           std::to_string(spec.options.capture_percent) + ", escape " +
           std::to_string(spec.options.escape_percent) + ", pattern " +
           std::to_string(spec.options.pattern_percent) + "})";
}

/// A playout: the call, the margin, then the moves, ten to a line ("B D6 W pass ..."); then
/// "draws N", the numbers the playout drew (numbers_drawn(spec.seed, rng.state()) after it).
inline std::string to_text(const PolicySpec& spec, const Geometry& geometry, const Playout& playout,
                           std::uint64_t draws)
{
    std::ostringstream out;
    out << "# " << call_of(spec) << "\n"
        << "margin " << number(playout.margin) << "\n"
        << "moves " << playout.moves.size() << "\n";
    for (std::size_t i = 0; i < playout.moves.size(); ++i) {
        const Move& m = playout.moves[i];
        out << colour_letter(m.color) << " " << name_of(geometry, m.point)
            << ((i + 1) % 10 == 0 || i + 1 == playout.moves.size() ? "\n" : "  ");
    }
    out << "draws " << draws << "\n";
    return out.str();
}

/// The search or playout a spec describes, run from Rng(spec.seed) with this lesson's
/// functions (the solution's in golden.cpp, yours in the tests), and written as its reference
/// file is: the tree or the moves, then the numbers it drew.
inline std::string searched(const RaveSpec& spec)
{
    const Board board = board_of(position(spec.position));
    Rng rng(spec.seed);
    const RaveTree tree = rave_search(board, spec.color, spec.komi, rng, spec.options);
    return to_text(spec, board.geometry(), tree, numbers_drawn(spec.seed, rng.state()));
}

inline std::string searched(const PolicySpec& spec)
{
    const Board board = board_of(position(spec.position));
    Rng rng(spec.seed);
    const Playout playout = policy_playout(board, spec.to_move, spec.komi, rng, spec.options);
    return to_text(spec, board.geometry(), playout, numbers_drawn(spec.seed, rng.state()));
}

} // namespace stonelab::lesson12::data
