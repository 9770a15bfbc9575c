// Lesson 5's hidden positions: positions whose scores students do not see (tests/hidden.hpp).
// The positions are public, like every test input; their seed 002 counts and Tromp-Taylor
// areas are kept in tests/05-territory-eval/hidden/count-<name>.txt and area-<name>.txt,
// written by golden.cpp from the solution and checked against the engine (and, for finished
// games, GNU Go) by test_references.cpp.
#pragma once

#include "05-territory-eval/fixtures.hpp"

#include <string>
#include <vector>

namespace stonelab::lesson05::fixtures {

/// The hidden positions, in the layout of data/fixtures (a diagram without coordinates).
inline const std::vector<Fixture>& hidden_positions()
{
    static const std::vector<Fixture> positions = {
        // Black lives in the top left corner with two eyes (six points and two points); White
        // owns the rest. Most of White's area, and the corner points A7 and A6, touch no
        // stone: seed 002's count misses them. Every territory point on the edge touches the
        // wall, which belongs to nobody.
        {"corner-group", "A finished 7x7 game: a living black corner group against White", true,
         R"(
. . X O . . .
. . X O . . .
. X X O O . .
. X O O . . .
X X O . . . .
. X O . . . .
. X O . . . .
)"},
        // An opening on 9x9: D7 and E6 have a black and a white neighbour and belong to
        // nobody; all the empty points form one region that touches both colours.
        {"opening-9x9", "Five stones of a 9x9 opening: two points between the colours", false,
         R"(
. . . . . . . . .
. . . . . . . . .
. . X . O . . . .
. . . . . . . . .
. . . . X . . . .
. . . . . . . . .
. . O . . . X . .
. . . . . . . . .
. . . . . . . . .
)"},
    };
    return positions;
}

/// The files of a hidden position's expected outputs in hidden/: task 4's and task 5's.
inline std::string hidden_count_file(const Fixture& position)
{
    return "count-" + position.name + ".txt";
}
inline std::string hidden_area_file(const Fixture& position)
{
    return "area-" + position.name + ".txt";
}

} // namespace stonelab::lesson05::fixtures
