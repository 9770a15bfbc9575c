// Lesson 13, task 2: Benson's unconditionally alive strings, on positions worked out by hand
// and on seeded random positions against the engine's Benson (engine/go/benson.hpp).
#include "13-groups-life/support.hpp"

#include "engine/go/benson.hpp"

#include <stdexcept>

using namespace stonelab;
using namespace stonelab::lesson13;
using namespace stonelab::lesson13::test;

namespace {

// The names of your unconditionally alive stones of `color`.
std::vector<std::string> yours(const Board& board, Color color)
{
    return stonelab::test::vertex_names(board.geometry(), unconditionally_alive(board, color));
}

// The names of every stone of `color`, in ascending order of point.
std::vector<std::string> all_stones(const Board& board, Color color)
{
    std::vector<Point> stones;
    for (Point p : board.points())
        if (board.at(p) == color) stones.push_back(p);
    return stonelab::test::vertex_names(board.geometry(), stones);
}

} // namespace

TEST_CASE("task 2: two eyes live, one big eye and seki do not", "[lesson13][task_2]")
{
    // Black's corner string has two one-point eyes, A7 and C7: alive. White's wall has only
    // the big region below it, with points that are not its liberties: not alive.
    const Board two_eyes = parse_diagram(". X . X O . .\n"
                                         "X X X X O . .\n"
                                         "O O O O O . .\n"
                                         ". . . . . . .\n"
                                         ". . . . . . .\n"
                                         ". . . . . . .\n"
                                         ". . . . . . .\n");
    INFO("two eyes\n" << print_diagram(two_eyes));
    CHECK(yours(two_eyes, Color::Black) == all_stones(two_eyes, Color::Black));
    CHECK(yours(two_eyes, Color::White).empty());

    // One region of three points, A7 B7 C7, every one a liberty: vital, but only one.
    const Board big_eye = parse_diagram(". . . X O . .\n"
                                        "X X X X O . .\n"
                                        "O O O O O . .\n"
                                        ". . . . . . .\n"
                                        ". . . . . . .\n"
                                        ". . . . . . .\n"
                                        ". . . . . . .\n");
    INFO("one big eye\n" << print_diagram(big_eye));
    CHECK(yours(big_eye, Color::Black).empty());

    // Seki: Black's eye A2, White's eye E2, the shared liberty C2. The region C2 D2 D1 E1
    // E2 holds E2, which is not Black's liberty; nothing is vital twice.
    const Board seki = parse_diagram(". X . O .\n"
                                     "X X X O O\n");
    INFO("seki\n" << print_diagram(seki));
    CHECK(yours(seki, Color::Black).empty());
    CHECK(yours(seki, Color::White).empty());
}

TEST_CASE("task 2: strings drop one after another until nothing changes", "[lesson13][task_2]")
{
    // The big string has the eye A5 and shares the region C5 C4 with the string D5 D4, whose
    // only vital region it is: D5 D4 is dropped first, then the region C5 C4 that touches
    // it, and then the big string, left with one vital region. (After one round of the two
    // rules the big string still has two.)
    const Board leaning = parse_diagram(". X . X O\n"
                                        "X X . X O\n"
                                        "O X X O O\n"
                                        "O O O O O\n"
                                        ". . . . .\n");
    INFO("leaning\n" << print_diagram(leaning));
    CHECK(yours(leaning, Color::Black).empty());

    // A chain of three, one round each. The corner string A5 A4 A3 B3 has one vital region,
    // B5 B4, which C5 C4 shares; C5 C4's other one, D5 D4, the big string shares, whose
    // other one is the eye F5. Round 1 drops the corner string, and with it B5 B4 (and the
    // region of White's stones and the empty first line); round 2 C5 C4 and D5 D4; round 3
    // the big string. After two rounds the big string would still be standing. B5 B4 is
    // the first region a raster scan meets, and the corner string the first block.
    const Board chain = parse_diagram("X . X . X . X\n"
                                      "X . X . X X X\n"
                                      "X X O X X O O\n"
                                      "O O O O O O O\n"
                                      ". . . . . . .\n");
    INFO("a chain\n" << print_diagram(chain));
    CHECK(yours(chain, Color::Black).empty());
    // White's one string has one vital region, the first line.
    CHECK(yours(chain, Color::White).empty());
}

TEST_CASE("task 2: seeded random positions: the same stones as the engine's Benson",
          "[lesson13][task_2]")
{
    // Random games (support.hpp's random_position): 5x5 to 9x9, some played to the end;
    // then two on 19x19 (random_position_19x19), one of them played to the end.
    for (std::uint64_t seed = 1; seed <= 26; ++seed) {
        const Board board = seed <= 24 ? random_position(seed) : random_position_19x19(seed);
        const int size = board.width();
        INFO("seed " << seed << ": a random " << size << "x" << size << " position\n"
                     << print_diagram(board));
        for (Color color : {Color::Black, Color::White}) {
            INFO(color_name(color));
            CHECK(yours(board, color) ==
                  stonelab::test::vertex_names(board.geometry(),
                                               unconditional_life(board, color).alive));
        }
    }
}

TEST_CASE("task 2: one-point regions vital to several blocks: a 19x19 checkerboard lives",
          "[lesson13][task_2]")
{
    // Black stones on every point whose coordinates add up to an odd number: 180 blocks of
    // one stone each, and 181 regions of one empty point each, vital to every stone next to
    // it. Every stone has two neighbours at least, so two vital regions: all alive (White
    // has nowhere to play that is not suicide). No white stone at all.
    std::string diagram;
    for (int y = 1; y <= 19; ++y)
        for (int x = 1; x <= 19; ++x)
            diagram += std::string((x + y) % 2 ? "X" : ".") + (x < 19 ? " " : "\n");
    const Board checkerboard = parse_diagram(diagram);
    INFO("the checkerboard\n" << print_diagram(checkerboard));
    CHECK(yours(checkerboard, Color::Black) == all_stones(checkerboard, Color::Black));
    CHECK(yours(checkerboard, Color::White).empty());
}

TEST_CASE("task 2: a colour that is no player is refused", "[lesson13][task_2]")
{
    CHECK_THROWS_AS(unconditionally_alive(Board(5), Color::Empty), std::invalid_argument);
}
