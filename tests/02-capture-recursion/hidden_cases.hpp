// Lesson 2's hidden positions: moves whose outcomes students do not see (tests/hidden.hpp).
// The positions are public, like every test input; what a move does to them is kept in
// tests/02-capture-recursion/hidden/capture-<name>.txt, written by golden.cpp from the
// solution and checked against GNU Go by test_gnugo.cpp. As in fixtures.hpp, every string has
// a liberty before the move, so GNU Go can set each position up with `play` commands.
#pragma once

#include "02-capture-recursion/fixtures.hpp"

#include <sstream>
#include <string>
#include <vector>

namespace stonelab::lesson02::fixtures {

// Black D4 takes C4 on its left and D5 D6 above it; the white stone on F2 stays.
inline constexpr const char* kHiddenLeftAndAbove = R"(
   A B C D E F G
 7 . . . X . . .  7
 6 . . X O X . .  6
 5 . . X O X . .  5
 4 . X O . X . .  4
 3 . . X . . . .  3
 2 . . . . . O .  2
 1 . . . . . . .  1
   A B C D E F G
)";

// White G2 takes seven stones in the corner, which touch G2 from the right and from above,
// and the lone F2 on its left; the black stone on C5 stays.
inline constexpr const char* kHiddenCorner = R"(
   A B C D E F G H J
 9 . . . . . . . . .  9
 8 . . . . . . . . .  8
 7 . . . . . . . . .  7
 6 . . . . . . . . .  6
 5 . . X . . . . . .  5
 4 . . . . . . O O O  4
 3 . . . . . O X X X  3
 2 . . . . O X . X X  2
 1 . . . . . O O X X  1
   A B C D E F G H J
)";

/// The hidden moves. Expected outputs: hidden/capture-<name>.txt.
inline const std::vector<CaptureCase>& hidden_capture_cases()
{
    static const std::vector<CaptureCase> cases = {
        {"left-and-above", "Black D4 takes one stone on its left and two above it.",
         kHiddenLeftAndAbove, "black", "D4"},
        {"corner", "White G2 takes seven corner stones through its right side, and F2.",
         kHiddenCorner, "white", "G2"},
    };
    return cases;
}

/// The file of a hidden move's expected output in hidden/.
inline std::string hidden_capture_file(const CaptureCase& capture)
{
    return "capture-" + capture.name + ".txt";
}

/// What the move of `capture` does, as its hidden test compares it: the stones taken per
/// direction, the prisoners and the board after, in the layout of the reference outputs
/// (one "key: value" line each, then the diagram after "after:"). Calls play_and_capture:
/// the solution's in golden.cpp, the student's in the test.
inline std::string capture_outcome(const CaptureCase& capture)
{
    SimpleBoard board = from_board(parse_diagram(capture.diagram));
    const Capture result =
        play_and_capture(board, color_named(capture.color),
                         fixture_point({board.width, board.height}, capture.move));
    std::ostringstream out;
    out << "move: " << capture.color << " " << capture.move << "\n";
    out << "captured by direction (right down left up):";
    for (int count : result.by_direction) out << " " << count;
    out << "\n";
    out << "captured: " << result.total() << "\n";
    out << "prisoners (black white): " << board.prisoners[0] << " " << board.prisoners[1] << "\n";
    out << "after:\n" << diagram_of(board);
    return out.str();
}

} // namespace stonelab::lesson02::fixtures
