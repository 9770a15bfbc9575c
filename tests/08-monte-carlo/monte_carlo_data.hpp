// Lesson 8's test positions and reference searches: where the searches start, which seeded
// searches are kept as reference outputs, and how they are written down (a primitive Monte
// Carlo choice as a table, a UCT tree as one line per node, a report as lz-analyze lines).
// Shared by golden.cpp (which writes data/ and hidden/ from the solution) and the tests.
#pragma once

#include "monte_carlo.hpp"

#include "engine/formats/diagram.hpp"
#include "support/positions.hpp"
#include "support/rng_draws.hpp"

#include <cstdint>
#include <cstdio>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace stonelab::lesson08::data {

using stonelab::test::board_of;
using stonelab::test::Position;

/// The positions the searches start from.
inline const std::vector<Position>& positions()
{
    static const std::vector<Position> all = {
        stonelab::test::kRace, // D3 decides the race for both players
        // Black's C3 has just taken the white stone on B3: White may not take back at once.
        {"ko", "Black has just taken a ko at B3: White may not retake it", R"(
. . . . .
. X O . .
X O . O .
. X O . .
. . . . .
)",
         "B C3"},
        stonelab::test::kOpening,
        {"row", "An empty 1x5 board: exactly a draw (a tiny board the solver knows)", R"(
. . . . .
)",
         ""},
        {"eyes", "Black's only empty points are its own eyes", R"(
. X .
X X X
. X .
)",
         ""},
    };
    return all;
}

inline const Position& position(const std::string& name)
{
    return stonelab::test::position_named(positions(), name);
}

inline const char* player(Color color) { return stonelab::test::player_name(color); }

/// A number as the files write it: "3.5", "0", "-2".
inline std::string number(double value) { return stonelab::test::number_text(value); }

/// A win rate with four decimals.
inline std::string rate(double value)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.4f", value);
    return text;
}

/// The numbers an `Rng` drew between two states (tests/support/rng_draws.hpp).
using stonelab::test::numbers_drawn;

/// One seeded primitive Monte Carlo choice: primitive_monte_carlo(board_of(position), color,
/// komi, Rng(seed), playouts).
struct PrimitiveSpec {
    const char* position;
    Color color;
    double komi;
    int playouts;
    std::uint64_t seed;
};

/// The reference choices (data/primitive/).
inline const std::vector<PrimitiveSpec> kReferencePrimitive = {
    {"race", Color::Black, 3.5, 30, 1},
    {"race", Color::White, 3.5, 30, 2},
    {"ko", Color::White, 0.5, 20, 3},
    {"opening", Color::Black, 0.5, 20, 4},
    {"row", Color::Black, 0, 40, 5},
    // Komi 7, a whole number: Black's capture at D3 gives it 28 points to White's 21, so the
    // playouts where Black ends with exactly that are draws.
    {"race", Color::Black, 7, 10, 6},
};

inline std::string file_name(const PrimitiveSpec& spec)
{
    return std::string(spec.position) + "-" + (spec.color == Color::Black ? "B" : "W") + "-komi-" +
           number(spec.komi) + "-" + std::to_string(spec.playouts) + "-seed-" +
           std::to_string(spec.seed) + ".txt";
}

inline std::string call_of(const PrimitiveSpec& spec)
{
    return std::string("primitive_monte_carlo(") + spec.position + ", " + player(spec.color) +
           ", komi " + number(spec.komi) + ", Rng(" + std::to_string(spec.seed) + "), " +
           std::to_string(spec.playouts) + ")";
}

/// The reference file of a choice: the call, the move, every candidate in order, and how
/// many numbers the search drew from its `Rng` (numbers_drawn).
inline std::string to_text(const PrimitiveSpec& spec, const Geometry& geometry,
                           const MonteCarloChoice& choice, std::uint64_t drawn)
{
    std::ostringstream out;
    out << "# " << call_of(spec) << "\n"
        << "move " << to_gtp_vertex(geometry, choice.move) << " win rate " << rate(choice.win_rate)
        << "\n"
        << "candidates " << choice.candidates.size() << " (move playouts wins draws win-rate)\n";
    for (const CandidateValue& c : choice.candidates)
        out << to_gtp_vertex(geometry, c.move) << " " << c.playouts << " " << c.wins << " "
            << c.draws << " " << rate(c.win_rate) << "\n";
    out << "random numbers drawn " << drawn << "\n";
    return out.str();
}

/// One seeded UCT search: uct_search(board_of(position), color, komi, Rng(seed), options).
struct UctSpec {
    const char* position;
    Color color;
    double komi;
    UctOptions options;
    std::uint64_t seed;
};

/// The reference searches (data/uct/ and data/report/).
inline const std::vector<UctSpec> kReferenceUct = {
    {"race", Color::Black, 3.5, {300, 1.0, 2}, 1},
    {"race", Color::White, 3.5, {300, 1.0, 2}, 2},
    {"opening", Color::Black, 0.5, {400, 1.0, 2}, 3},
    {"ko", Color::White, 0.5, {60, 1.0, 0}, 4},
    {"row", Color::Black, 0, {500, 1.4, 3}, 5},
    {"eyes", Color::Black, 0, {20, 1.0, 2}, 6},
    // No exploration at all (allowed: only a negative one is refused): UCB1 is the bare win
    // rate, and a child that lost its first playouts may never be visited again.
    {"race", Color::White, 3.5, {100, 0.0, 1}, 7},
};

/// The hidden searches (hidden/): other seeds and settings.
inline const std::vector<UctSpec> kHiddenUct = {
    {"opening", Color::White, 0.5, {300, 0.8, 1}, 11},
    {"ko", Color::White, 1.5, {250, 1.2, 3}, 12},
    {"race", Color::Black, 2.5, {200, 1.0, 2}, 13},
};

inline std::string file_name(const UctSpec& spec)
{
    return std::string(spec.position) + "-" + (spec.color == Color::Black ? "B" : "W") + "-komi-" +
           number(spec.komi) + "-" + std::to_string(spec.options.playouts) + "-c-" +
           number(spec.options.exploration) + "-expand-" +
           std::to_string(spec.options.expand_after) + "-seed-" + std::to_string(spec.seed) +
           ".txt";
}

inline std::string call_of(const UctSpec& spec)
{
    return std::string("uct_search(") + spec.position + ", " + player(spec.color) + ", komi " +
           number(spec.komi) + ", Rng(" + std::to_string(spec.seed) + "), {playouts " +
           std::to_string(spec.options.playouts) + ", exploration " +
           number(spec.options.exploration) + ", expand_after " +
           std::to_string(spec.options.expand_after) + "})";
}

/// A node's colour in a tree file: B, W, or - for the root's Empty.
using stonelab::test::colour_letter;

/// A tree, one node per line in index order: "index move player passes visits total
/// children...", the root's move written "root".
inline std::string tree_lines(const Tree& tree, const Geometry& geometry)
{
    std::ostringstream out;
    for (std::size_t i = 0; i < tree.nodes.size(); ++i) {
        const Node& n = tree.nodes[i];
        out << i << " " << (n.move == kNoPoint ? "root" : to_gtp_vertex(geometry, n.move)) << " "
            << colour_letter(n.player) << " " << n.passes << " " << n.visits << " " << n.total;
        for (int child : n.children) out << " " << child;
        out << "\n";
    }
    return out.str();
}

/// A tree back from its lines (what tree_lines writes); throws std::runtime_error on a line
/// it cannot read.
inline Tree parse_tree(const std::string& lines, const Geometry& geometry)
{
    Tree tree;
    std::istringstream in(lines);
    for (std::string line; std::getline(in, line);) {
        std::istringstream words(line);
        std::size_t index = 0;
        std::string move, colour;
        Node node;
        if (!(words >> index >> move >> colour >> node.passes >> node.visits >> node.total) ||
            index != tree.nodes.size())
            throw std::runtime_error("cannot read the tree line '" + line + "'");
        if (move != "root") {
            const auto p = parse_gtp_vertex(geometry, move);
            if (!p) throw std::runtime_error("not a GTP vertex: " + move);
            node.move = *p;
        }
        node.player = colour == "B" ? Color::Black : (colour == "W" ? Color::White : Color::Empty);
        for (int child; words >> child;) node.children.push_back(child);
        tree.nodes.push_back(node);
    }
    return tree;
}

/// The reference file of a search: the call, the move played, the root's children (move,
/// visits, win rate, in the tree's order), the whole tree, and how many numbers the search
/// drew from its `Rng` (numbers_drawn).
inline std::string to_text(const UctSpec& spec, const Geometry& geometry, const Tree& tree,
                           std::uint64_t drawn)
{
    std::ostringstream out;
    out << "# " << call_of(spec) << "\n";
    // A tree made by code under test may hold any index: name one outside it, never read it.
    const auto in_tree = [&](int index) {
        return index >= 0 && static_cast<std::size_t>(index) < tree.nodes.size();
    };
    const int best = tree.nodes.empty() ? -1 : most_visited(tree, 0);
    out << "move "
        << (in_tree(best)
                ? to_gtp_vertex(geometry, tree.nodes[static_cast<std::size_t>(best)].move)
                : (best < 0 ? "none" : "node " + std::to_string(best) + ", not in the tree"))
        << "\nnodes " << tree.nodes.size() << "\n## root children (move visits win-rate)\n";
    if (!tree.nodes.empty())
        for (int child : tree.nodes[0].children) {
            if (!in_tree(child)) {
                out << "node " << child << ", not in the tree\n";
                continue;
            }
            const Node& n = tree.nodes[static_cast<std::size_t>(child)];
            out << to_gtp_vertex(geometry, n.move) << " " << n.visits << " "
                << rate(n.visits == 0 ? 0 : (1.0 + static_cast<double>(n.total) / n.visits) / 2)
                << "\n";
        }
    out << "## tree (index move player passes visits total children...)\n"
        << tree_lines(tree, geometry) << "random numbers drawn " << drawn << "\n";
    return out.str();
}

/// The tree of a search's reference file (its "## tree" section).
inline Tree tree_of(const std::string& reference, const Geometry& geometry)
{
    const std::string heading = "## tree (index move player passes visits total children...)\n";
    const std::size_t at = reference.find(heading);
    if (at == std::string::npos) throw std::runtime_error("no tree in a reference file");
    const std::size_t start = at + heading.size();
    const std::size_t end = reference.find("random numbers drawn ", start); // after the tree
    return parse_tree(reference.substr(start, end == std::string::npos ? end : end - start),
                      geometry);
}

/// The reference file of task 4 for a search's tree: its principal variation and its report.
inline std::string report_text(const UctSpec& spec, const Geometry& geometry,
                               const std::vector<PvStep>& pv, const std::string& report)
{
    std::ostringstream out;
    out << "# principal_variation and analysis_report of the tree of " << call_of(spec)
        << "\n## principal variation (move visits win-rate)\n";
    for (const PvStep& step : pv)
        out << to_gtp_vertex(geometry, step.move) << " " << step.visits << " "
            << rate(step.win_rate) << "\n";
    out << "## analysis\n" << report;
    return out.str();
}

/// The search a spec describes, run from Rng(spec.seed) with this lesson's functions (the
/// solution's in golden.cpp, yours in the tests), and written as its reference file is: the
/// answer, then the numbers it drew.
inline std::string searched(const PrimitiveSpec& spec)
{
    const Board board = board_of(position(spec.position));
    Rng rng(spec.seed);
    const MonteCarloChoice choice =
        primitive_monte_carlo(board, spec.color, spec.komi, rng, spec.playouts);
    return to_text(spec, board.geometry(), choice, numbers_drawn(spec.seed, rng.state()));
}

inline std::string searched(const UctSpec& spec)
{
    const Board board = board_of(position(spec.position));
    Rng rng(spec.seed);
    const Tree tree = uct_search(board, spec.color, spec.komi, rng, spec.options);
    return to_text(spec, board.geometry(), tree, numbers_drawn(spec.seed, rng.state()));
}

} // namespace stonelab::lesson08::data
