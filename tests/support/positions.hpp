/// \file
/// Test positions written as a diagram and then moves played on it ("B C3 W D4"), so that a
/// position can carry what a diagram cannot show: a ko ban, the last move. Lessons 7 and 8
/// start their playouts and searches from these.
#pragma once

#include "engine/formats/diagram.hpp"

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

} // namespace stonelab::test
