/// \file
/// Test positions written as a diagram and then moves played on it ("B C3 W D4"), so that a
/// position can carry what a diagram cannot show: a ko ban, the last move. Lessons 7 and 8
/// start their playouts and searches from these.
#pragma once

#include "engine/formats/diagram.hpp"

#include <cstdio>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace stonelab::test {

/// A start position: a diagram, then moves played on it.
struct Position {
    const char* name;
    const char* title;
    const char* diagram;
    const char* moves; ///< played after the diagram, colour and GTP vertex, "" for none
};

/// The position called `name` in `positions`; throws std::runtime_error if there is none.
inline const Position& position_named(const std::vector<Position>& positions,
                                      const std::string& name)
{
    for (const Position& p : positions)
        if (name == p.name) return p;
    throw std::runtime_error("no test position named " + name);
}

/// The board of a position: its diagram, then its moves.
inline Board board_of(const Position& position)
{
    Board board = parse_diagram(position.diagram);
    std::istringstream moves(position.moves);
    for (std::string colour, vertex; moves >> colour >> vertex;) {
        const auto p = parse_gtp_vertex(board.geometry(), vertex);
        const Color color = colour == "B" ? Color::Black : Color::White;
        if (!p || board.play(color, *p) != MoveStatus::Legal)
            throw std::runtime_error(std::string(position.name) + ": cannot play " + vertex);
    }
    return board;
}

/// Lesson 8's capturing race, which lesson 12 searches too: White's B3 and C3 have one
/// liberty, D3, in Black's side. Black at D3 takes them and wins by 7 points (3.5 with komi
/// 3.5); White at D3 joins them to its wall, cuts Black's side in two and, with komi 3.5,
/// wins. D3 is the one move for both players.
inline const Position kRace = {"race",
                               "Two white stones in atari in Black's side: D3 decides the game",
                               R"(
. X . X O . O
X X X X O O O
. . . X O . .
. X X X O . .
X O O . O . .
. X X X O . .
. . . X O . .
)",
                               ""};

/// Four stones of a 5x5 opening (lessons 8 and 12).
inline const Position kOpening = {"opening", "Four stones of a 5x5 opening", R"(
. . . . .
. . O . .
. X . O .
. . X . .
. . . . .
)",
                                  ""};

/// "Black" or "White", for the calls the reference files name.
inline const char* player_name(Color color) { return color == Color::Black ? "Black" : "White"; }

/// A colour in a reference file: B, W, or - for Empty (a tree's root).
inline char colour_letter(Color color)
{
    return color == Color::Black ? 'B' : (color == Color::White ? 'W' : '-');
}

/// A number as the reference files write it: "3.5", "0", "-2".
inline std::string number_text(double value)
{
    char text[32];
    std::snprintf(text, sizeof text, "%g", value);
    return text;
}

} // namespace stonelab::test
