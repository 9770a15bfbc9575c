// Lesson 6's hidden positions: positions whose string records students do not see
// (tests/hidden.hpp). The positions are public, like every test input; their records are kept
// in tests/06-strings/hidden/records-<name>.txt, written by golden.cpp from the solution and
// checked against the engine and GNU Go by test_references.cpp.
#pragma once

#include "06-strings/fixtures.hpp"

#include <string>
#include <vector>

namespace stonelab::lesson06::fixtures {

/// The hidden positions, in the layout of data/fixtures (a diagram without coordinates).
inline const std::vector<Fixture>& hidden_positions()
{
    static const std::vector<Fixture> positions = {
        // A white string that bends round a black one, and an empty point (C5) that three
        // stones of one black string touch: one liberty.
        {"bends-7x7", "Strings that bend round each other on 7x7", R"(
. . O O O . .
. X X X O . .
X O . X O . .
X O X X O X .
. O O O X . .
. . . X . O .
. . . . . . .
)"},
        // Three black strings in atari: C9 on the top edge, G5 in the middle, and A1 to C1
        // along the bottom edge, under a white string.
        {"edges-9x9", "Strings on the edges of a 9x9 board", R"(
. . X O . . . . .
. X O O . . X . .
. X O . . . . . .
X . X O . . . X X
. . . . . O X O .
. . O . . . O . .
. . . . X . . . .
O O O X . . . . .
X X X . . . . . .
)"},
    };
    return positions;
}

/// The file of a hidden position's expected records in hidden/.
inline std::string hidden_records_file(const Fixture& position)
{
    return "records-" + position.name + ".txt";
}

} // namespace stonelab::lesson06::fixtures
