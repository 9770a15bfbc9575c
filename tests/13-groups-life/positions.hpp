// Lesson 13's positions: the reference positions of task 1 (their statuses are in
// data/status/, written by golden.cpp), the hidden ones (hidden/), and how a status is
// written as text. test_references.cpp checks every status against GNU Go's reading.
#pragma once

#include "groups_life.hpp"

#include "engine/formats/diagram.hpp"

#include <stdexcept>

#include <string>
#include <vector>

namespace stonelab::lesson13::data {

/// A position with the strings whose status is read, each named by one of its stones.
struct StatusPosition {
    const char* name;
    const char* diagram;
    std::vector<const char*> targets; ///< GTP vertices
};

/// The limits every reference status is read with: the defaults.
inline const ReadingLimits kLimits{};

/// The reference positions (data/status/NAME.txt).
inline const std::vector<StatusPosition>& reference_positions()
{
    static const std::vector<StatusPosition> positions = {
        {"ladder-works",
         ". . . . . . . . .\n"
         ". . . . . . . . .\n"
         ". . . . . . . . .\n"
         ". . . . X . . . .\n"
         ". . . X O X . . .\n"
         ". . . . . X . . .\n"
         ". . . . . . . . .\n"
         ". . . . . . . . .\n"
         ". . . . . . . . .\n",
         {"E5"}},
        {"ladder-broken",
         ". . . . . . . . .\n"
         ". . . . . . . . .\n"
         ". . . . . . . . .\n"
         ". . . . X . . . .\n"
         ". . . X O X . . .\n"
         ". . . . . X . . .\n"
         ". . . . . . . . .\n"
         ". . O . . . . . .\n"
         ". . . . . . . . .\n",
         {"E5"}},
        {"capture-to-escape",
         ". . . . . . . . .\n"
         ". . X . . . . . .\n"
         ". X . . . . . . .\n"
         ". X O X O . . . .\n"
         ". . X O . . . . .\n"
         ". . . X . . . . .\n"
         ". . . . . . . . .\n"
         ". . . . . . . . .\n"
         ". . . . . . . . .\n",
         {"C6", "D6", "D5"}},
        {"edge-strings",
         ". O X . . . . . .\n"
         "O X . . . . . . .\n"
         "X X . . . . . . .\n"
         ". . . . . . . . .\n"
         ". . . . . . . . .\n"
         ". . . . . . . . .\n"
         ". . X X . . . . .\n"
         "X X O O X . . . .\n"
         "O O . O X . . . .\n",
         {"B9", "C9", "A2", "C2", "A1"}},
    };
    return positions;
}

/// The hidden positions (hidden/status-NAME.txt): inputs are public, outputs are not.
inline const std::vector<StatusPosition>& hidden_positions()
{
    static const std::vector<StatusPosition> positions = {
        {"ladder-to-the-edge",
         ". . . . . . . . .\n"
         ". . . . . . . . .\n"
         ". . . . . . . . .\n"
         ". . . . . . . . .\n"
         ". . . . . . X . .\n"
         ". . . . . X O X .\n"
         ". . . . . . . X .\n"
         ". . . . . . . . .\n"
         ". . . . . . . . .\n",
         {"G4"}},
        {"ladder-breaker-black",
         ". . . . . . . . .\n"
         ". . . . . . . . .\n"
         ". . . . . . . . .\n"
         ". . . . . . . . .\n"
         ". . . . . . X . .\n"
         ". . . . . X O X .\n"
         ". . . . . . . X .\n"
         ". . . . . O . . .\n"
         ". . . . . . . . .\n",
         {"G4"}},
        {"corner-atari",
         "O X . . . . . . .\n"
         ". X . . . . . . .\n"
         ". . . . . . . . .\n"
         ". . . . . . . . .\n"
         ". . . . . . . . .\n"
         ". . . . . . . . .\n"
         ". . . . . . . . .\n"
         ". . . . . . . . .\n"
         ". . . . . . X O X\n",
         {"A9", "H1", "J1"}},
    };
    return positions;
}

/// The point of a GTP vertex; throws std::invalid_argument for a vertex the board lacks (a
/// mistake in these positions).
inline Point vertex_point(const Geometry& g, const std::string& vertex)
{
    const auto p = parse_gtp_vertex(g, vertex);
    if (!p) throw std::invalid_argument("no vertex " + vertex + " on this board");
    return *p;
}

/// The name of a point: "pass" for kPass, and for what is no point of the board (a student's
/// function may return anything) its index.
inline std::string point_name(const Geometry& g, Point p)
{
    if (p == kPass) return "pass";
    return g.on_board(p) ? to_gtp_vertex(g, p) : "index " + std::to_string(p);
}

/// Seed 001's 9x9 example, its numeric array (0 empty, 1 black, 2 white) drawn as a diagram:
/// row 1 of the seed, y = 1, is the top row.
inline const char* const kSeed001 = ". . . . . X O O .\n"
                                    ". . . X . X X O .\n"
                                    ". X X . . X O O .\n"
                                    ". X O O O X . . .\n"
                                    ". O . . X O O O .\n"
                                    ". . O . X X O X .\n"
                                    ". . O X . O X O .\n"
                                    ". O X X . X X O .\n"
                                    ". X O . . . . X .\n";

/// A board of numbers per cell (group ids) as text, one row per board row, "." for 0.
inline std::string id_board(const Geometry& g, const std::vector<int>& ids)
{
    std::string text;
    for (int y = 1; y <= g.height; ++y) {
        for (int x = 1; x <= g.width; ++x) {
            const std::size_t cell = static_cast<std::size_t>(g.point(x, y));
            const int id = cell < ids.size() ? ids[cell] : -1;
            std::string item = id == 0 ? "." : std::to_string(id);
            const std::size_t pad =
                item.size() < 3 ? 3 - item.size() : 1; // any id, even a wrong one
            text += std::string(x == 1 ? 0 : pad, ' ') + item;
        }
        text += "\n";
    }
    return text;
}

/// A territory map as text: X for Black's, O for White's, "." for nobody's, "#" for a stone,
/// "!" for a stone the map gives to a player (a stone is nobody's territory), and "?" for
/// anything else (a wall, or a map too short for the board).
inline std::string territory_board(const Board& board, const std::vector<Color>& owner)
{
    const Geometry& g = board.geometry();
    std::string text;
    for (int y = 1; y <= g.height; ++y) {
        for (int x = 1; x <= g.width; ++x) {
            const Point p = g.point(x, y);
            const Color c = static_cast<std::size_t>(p) < owner.size()
                                ? owner[static_cast<std::size_t>(p)]
                                : Color::Wall;
            const bool stone = board.at(p) != Color::Empty;
            text += std::string(x == 1 ? "" : " ") + (stone && c == Color::Empty ? '#'
                                                      : stone                    ? '!'
                                                      : c == Color::Black        ? 'X'
                                                      : c == Color::White        ? 'O'
                                                      : c == Color::Empty        ? '.'
                                                                                 : '?');
        }
        text += "\n";
    }
    return text;
}

/// One line per target: "E5 white: dead, attack E4, defence pass".
inline std::string status_line(const Board& board, Point target, const StringStatus& status)
{
    const Geometry& g = board.geometry();
    return point_name(g, target) + " " + std::string(color_name(board.at(target))) + ": " +
           status_name(status.status) + ", attack " + point_name(g, status.attack) + ", defence " +
           point_name(g, status.defence) + "\n";
}

/// The statuses of a position's targets, read by `status_of` (the solution's, or yours).
template <class StatusOf>
std::string statuses_text(const StatusPosition& position, StatusOf status_of)
{
    const Board board = parse_diagram(position.diagram);
    std::string text;
    for (const char* vertex : position.targets) {
        const Point target = vertex_point(board.geometry(), vertex);
        text += status_line(board, target, status_of(board, target));
    }
    return text;
}

} // namespace stonelab::lesson13::data
