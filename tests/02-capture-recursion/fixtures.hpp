// Lesson 2's positions, shared by the tests and by golden.cpp (which writes the reference
// outputs from them). Each walk case names a stone to start from; each capture case names a
// move. Every position is one a game can reach: each string has a liberty, so GNU Go can
// set it up with `play` commands (see test_gnugo.cpp).
#pragma once

#include "capture_recursion.hpp"

#include "engine/formats/diagram.hpp"

#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace stonelab::lesson02::fixtures {

// ---- positions -----------------------------------------------------------------------------

// Seed 002's take_stone walk-through: the black string C4 C3 D3 E3 B3 B2, alone.
inline constexpr const char* kSeed002String = R"(
   A B C D E F G H J
 9 . . . . . . . . .  9
 8 . . . . . . . . .  8
 7 . . . . . . . . .  7
 6 . . . . . . . . .  6
 5 . . . . . . . . .  5
 4 . . X . . . . . .  4
 3 . X X X X . . . .  3
 2 . X . . . . . . .  2
 1 . . . . . . . . .  1
   A B C D E F G H J
)";

// The same string with White on every liberty but C5.
inline constexpr const char* kSeed002Atari = R"(
   A B C D E F G H J
 9 . . . . . . . . .  9
 8 . . . . . . . . .  8
 7 . . . . . . . . .  7
 6 . . . . . . . . .  6
 5 . . . . . . . . .  5
 4 . O X O O . . . .  4
 3 O X X X X O . . .  3
 2 O X O O O . . . .  2
 1 . O . . . . . . .  1
   A B C D E F G H J
)";

// Seed 000's walk-through: three white stones, the second right of the first, the third
// below the first.
inline constexpr const char* kSeed000Three = R"(
   A B C D E F G H J
 9 . . . . . . . . .  9
 8 . . . . . . . . .  8
 7 . . . . . . . . .  7
 6 . . . . . . . . .  6
 5 . . . O O . . . .  5
 4 . . . O . . . . .  4
 3 . . . . . . . . .  3
 2 . . . . . . . . .  2
 1 . . . . . . . . .  1
   A B C D E F G H J
)";

// Three black stones in the corner, one liberty left (A3); the wall is no liberty.
inline constexpr const char* kCorner = R"(
   A B C D E
 5 . . . . .  5
 4 . . . . .  4
 3 . . . . .  3
 2 X O . . .  2
 1 X X O . .  1
   A B C D E
)";

// An L of three black stones: D3 touches both C3 and D2.
inline constexpr const char* kSharedLiberty = R"(
   A B C D E
 5 . . . . .  5
 4 . . . . .  4
 3 . . X . .  3
 2 . . X X .  2
 1 . . . . .  1
   A B C D E
)";

// A ring of eight black stones around one empty point: a loop the walk must not go round
// for ever, and a liberty (C3) that four stones of the string touch.
inline constexpr const char* kRing = R"(
   A B C D E
 5 . . . . .  5
 4 . X X X .  4
 3 . X . X .  3
 2 . X X X .  2
 1 . . . . .  1
   A B C D E
)";

// A cross of five black stones: from C3 the string goes right, down, left and up, so the
// visit order is the order of dir4 (right, down, left, up) and no other.
inline constexpr const char* kCross = R"(
   A B C D E
 5 . . . . .  5
 4 . . X . .  4
 3 . X X X .  3
 2 . . X . .  2
 1 . . . . .  1
   A B C D E
)";

// A crosscut: C3 and D4 are white but only diagonal neighbours, so they are two strings.
inline constexpr const char* kDiagonal = R"(
   A B C D E
 5 . . . . .  5
 4 . . X O .  4
 3 . . O X .  3
 2 . . . . .  2
 1 . . . . .  1
   A B C D E
)";

// Four black strings in atari around D4: White D4 captures on all four sides at once.
inline constexpr const char* kFourSides = R"(
   A B C D E F G
 7 . . . O . . .  7
 6 . . O X O . .  6
 5 . . O X O O .  5
 4 . O X . X X O  4
 3 . . O X O O .  3
 2 . . . O . . .  2
 1 . . . . . . .  1
   A B C D E F G
)";

// One black string touching C3 from two sides (left and below).
inline constexpr const char* kTwoSides = R"(
   A B C D E
 5 . . . . .  5
 4 . O . . .  4
 3 O X . . .  3
 2 O X X O .  2
 1 . O O . .  1
   A B C D E
)";

// A ko: Black C3 has no liberty until it has taken B3.
inline constexpr const char* kKo = R"(
   A B C D E
 5 . . . . .  5
 4 . X O . .  4
 3 X O . O .  3
 2 . X O . .  2
 1 . . . . .  1
   A B C D E
)";

// 19x19: Black's first line, nineteen stones, with its last liberty at K2.
inline constexpr const char* kFirstLine = R"(
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
O O O O O O O O O . O O O O O O O O O
X X X X X X X X X X X X X X X X X X X
)";

// ---- cases ---------------------------------------------------------------------------------

/// A walk from one stone. Reference output: walk-<name>.txt.
struct WalkCase {
    std::string name;
    std::string about;
    std::string diagram;
    std::string start; ///< GTP vertex of the first stone
    /// A stone put down before the walk without capturing anything ("white C5"), to make a
    /// surrounded string; empty for none.
    std::string put = {};
};

/// A move. Reference output: capture-<name>.txt.
struct CaptureCase {
    std::string name;
    std::string about;
    std::string diagram;
    std::string color; ///< "black" or "white"
    std::string move;  ///< GTP vertex
};

inline const std::vector<WalkCase>& walk_cases()
{
    static const std::vector<WalkCase> cases = {
        {"seed002-c4", "Seed 002's walk-through: from C4 through the black string.", kSeed002String,
         "C4"},
        {"seed002-c4-atari", "The same string in atari: one liberty, C5.", kSeed002Atari, "C4"},
        {"seed002-b2-atari", "The same string from its other end: another visit order.",
         kSeed002Atari, "B2"},
        {"seed002-c4-surrounded", "White's stone on C5 leaves the string no liberty.",
         kSeed002Atari, "C4", "white C5"},
        {"seed000-three", "Seed 000's walk-through: three white stones from the first one.",
         kSeed000Three, "D5"},
        {"corner", "Three black stones in the corner: the wall is no liberty.", kCorner, "A1"},
        {"corner-surrounded", "White's stone on A3 leaves the corner stones no liberty.", kCorner,
         "B1", "white A3"},
        {"shared-liberty", "D3 touches two stones of the string and is one liberty.",
         kSharedLiberty, "C3"},
        {"ring", "A ring of eight stones: the walk must not go round for ever.", kRing, "B2"},
        {"cross", "A cross from its centre: the stones in dir4's order, right, down, left, up.",
         kCross, "C3"},
        {"diagonal", "C3 and D4 touch only diagonally: C3's string is C3 alone.", kDiagonal, "C3"},
        {"first-line", "Nineteen stones on the first line of a 19x19 board.", kFirstLine, "A1"},
    };
    return cases;
}

inline const std::vector<CaptureCase>& capture_cases()
{
    static const std::vector<CaptureCase> cases = {
        {"seed002-c5", "White fills C5, the last liberty of seed 002's string: six stones.",
         kSeed002Atari, "white", "C5"},
        {"four-sides", "White D4 captures on all four sides: 2, 1, 1 and 2 stones.", kFourSides,
         "white", "D4"},
        {"two-sides", "One string touches C3 on two sides: it is taken once, from below.",
         kTwoSides, "white", "C3"},
        {"ko", "Black C3 takes one stone in a ko; alone it would have no liberty.", kKo, "black",
         "C3"},
        {"corner", "White A3 takes three stones in the corner.", kCorner, "white", "A3"},
        {"no-capture", "White D4 touches the string, which keeps ten liberties.", kSeed002String,
         "white", "D4"},
        {"first-line", "White K2 takes nineteen stones on the first line.", kFirstLine, "white",
         "K2"},
    };
    return cases;
}

// ---- helpers -------------------------------------------------------------------------------

/// The point of a GTP vertex on this board; throws if there is none (a broken fixture). For
/// the code golden.cpp shares with the tests; the tests name points with support's point_at.
inline Point fixture_point(const Geometry& geometry, const std::string& name)
{
    const auto p = parse_gtp_vertex(geometry, name);
    if (!p) throw std::invalid_argument("lesson 02 fixture: no vertex " + name);
    return *p;
}

/// kBlack or kWhite from "black" or "white".
inline int color_named(const std::string& name)
{
    if (name == "black") return kBlack;
    if (name == "white") return kWhite;
    throw std::invalid_argument("lesson 02 fixture: no colour " + name);
}

inline std::string color_name_of(int color) { return color == kBlack ? "black" : "white"; }

/// The SimpleBoard a walk starts on: the diagram, plus the stone `put` down (not played).
inline SimpleBoard walk_board(const WalkCase& walk)
{
    SimpleBoard board = from_board(parse_diagram(walk.diagram));
    if (!walk.put.empty()) {
        const auto space = walk.put.find(' ');
        const Geometry geometry{board.width, board.height};
        board.cells[fixture_point(geometry, walk.put.substr(space + 1))] =
            color_named(walk.put.substr(0, space));
    }
    return board;
}

/// The board as a diagram with coordinates.
inline std::string diagram_of(const SimpleBoard& board) { return print_diagram(to_board(board)); }

} // namespace stonelab::lesson02::fixtures
