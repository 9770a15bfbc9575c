// Benson's algorithm (engine/go/benson.hpp) on positions worked out by hand.
#include "engine/formats/diagram.hpp"
#include "engine/go/benson.hpp"
#include "engine/go/board.hpp"

#include <catch2/catch.hpp>

#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

using namespace stonelab;

namespace {

// The GTP names of some points, in the order given.
std::vector<std::string> names(const Board& board, const std::vector<Point>& points)
{
    std::vector<std::string> out;
    for (Point p : points) out.push_back(to_gtp_vertex(board.geometry(), p));
    return out;
}

// The points of `board` holding `color`, in ascending order.
std::vector<Point> stones(const Board& board, Color color)
{
    std::vector<Point> out;
    for (Point p : board.points())
        if (board.at(p) == color) out.push_back(p);
    return out;
}

} // namespace

TEST_CASE("Benson: a string with two one-point eyes is alive, and both eyes are its", "[benson]")
{
    // The eyes are A5 and C5, the two empty points of the top row beside the stones.
    const Board b = parse_diagram(". X . X O\n"
                                  "X X X X O\n"
                                  "O O O O O\n"
                                  ". . . . .\n"
                                  ". . . . .\n");
    const UnconditionalLife black = unconditional_life(b, Color::Black);
    CHECK(black.alive == stones(b, Color::Black));
    CHECK(names(b, black.eyes) == std::vector<std::string>{"A5", "C5"});
    // White's stones touch the region of the empty lower half, which holds points that are
    // not their liberties: no vital region at all.
    CHECK(unconditional_life(b, Color::White).alive.empty());
}

TEST_CASE("Benson: one big eye is vital but only one, so the string is not alive", "[benson]")
{
    // The three empty points of the top row are all liberties of the black string: one vital
    // region. White could never kill it if Black answers, but Benson asks for two.
    const Board b = parse_diagram(". . . X O\n"
                                  "X X X X O\n"
                                  "O O O O O\n"
                                  ". . . . .\n"
                                  ". . . . .\n");
    const UnconditionalLife black = unconditional_life(b, Color::Black);
    CHECK(black.alive.empty());
    CHECK(black.eyes.empty());
    CHECK(black.regions.empty());
}

TEST_CASE("Benson: seki is not unconditional life", "[benson]")
{
    // Black has the eye A2 and White the eye E2; they share the liberty C2. Neither may
    // play C2 (it would fill its own last outside liberty), yet neither is alive without
    // conditions: if Black passed for ever, White would fill C2 and take the eye.
    const Board b = parse_diagram(". X . O .\n"
                                  "X X X O O\n");
    CHECK(unconditional_life(b, Color::Black).alive.empty());
    CHECK(unconditional_life(b, Color::White).alive.empty());
}

TEST_CASE("Benson: a region with an empty point that is not a liberty is not vital", "[benson]")
{
    // The top-left region A5 B5 A4: A5 touches only empty points, so it is not a liberty
    // and the region is not vital; D5 is the string's one vital region.
    const Board b = parse_diagram(". . X . X\n"
                                  ". X X X X\n"
                                  "X X O O O\n"
                                  "O O O . .\n"
                                  ". . . . .\n");
    CHECK(unconditional_life(b, Color::Black).alive.empty());
    // With a black stone at B5 the region is A5 and A4, both liberties: two vital regions.
    Board alive = b;
    alive.set_stone(b.geometry().point(2, 1), Color::Black);
    const UnconditionalLife black = unconditional_life(alive, Color::Black);
    CHECK(black.alive == stones(alive, Color::Black));
    CHECK(names(alive, black.eyes) == std::vector<std::string>{"D5"});
}

TEST_CASE("Benson: a string that leans on a dead one dies with it", "[benson]")
{
    // The big string has the eye A5 and shares the region C5 C4 with the string D5 D4,
    // whose only vital region it is: D5 D4 is dropped, then the region it touches, and the
    // big string is left with one. (A single pass of the rules would call it alive.)
    const Board b = parse_diagram(". X . X O\n"
                                  "X X . X O\n"
                                  "O X X O O\n"
                                  "O O O O O\n"
                                  ". . . . .\n");
    CHECK(unconditional_life(b, Color::Black).alive.empty());
}

TEST_CASE("Benson: the rounds recorded are the ones the rules take", "[benson]")
{
    // The position above, round by round. Round 1: the big string counts A5 and C5 C4 (two),
    // D5 D4 counts C5 C4 only (one, dropped); the regions touching D5 D4 go: C5 C4 and the
    // white stones with the empty row below them (not vital to anyone, but a region all the
    // same). Round 2: the big string has A5 alone and is dropped, then A5 goes. Round 3 drops
    // nothing.
    const Board b = parse_diagram(". X . X O\n"
                                  "X X . X O\n"
                                  "O X X O O\n"
                                  "O O O O O\n"
                                  ". . . . .\n");
    std::vector<BensonRound> rounds;
    const UnconditionalLife black = unconditional_life(b, Color::Black, &rounds);
    CHECK(black.alive.empty());
    REQUIRE(rounds.size() == 3);
    using Counted = std::vector<std::pair<std::vector<std::string>, int>>;
    const auto counted = [&](const BensonRound& round) {
        Counted out;
        for (const auto& [block, vital] : round.blocks) out.emplace_back(names(b, block), vital);
        return out;
    };
    CHECK(counted(rounds[0]) == Counted{{{"B5", "A4", "B4", "B3", "C3"}, 2}, {{"D5", "D4"}, 1}});
    CHECK(names(b, rounds[0].vital) == std::vector<std::string>{"A5", "C5", "C4"});
    CHECK(names(b, rounds[0].dropped) ==
          std::vector<std::string>{"C5", "E5", "C4", "E4", "A3", "D3", "E3", "A2", "B2", "C2", "D2",
                                   "E2", "A1", "B1", "C1", "D1", "E1"});
    CHECK(counted(rounds[1]) == Counted{{{"B5", "A4", "B4", "B3", "C3"}, 1}});
    CHECK(names(b, rounds[1].vital) == std::vector<std::string>{"A5"});
    CHECK(names(b, rounds[1].dropped) == std::vector<std::string>{"A5"});
    CHECK(rounds[2].blocks.empty());
    CHECK(rounds[2].dropped.empty());
    // Without the record the answer is the same.
    CHECK(unconditional_life(b, Color::Black).alive == black.alive);
}

TEST_CASE("Benson: nothing is alive on an empty board, and the colour must be a player's",
          "[benson]")
{
    const Board b(5);
    CHECK(unconditional_life(b, Color::Black).alive.empty());
    CHECK_THROWS_AS(unconditional_life(b, Color::Empty), std::invalid_argument);
}
