// Task 1: colours, the opponent and the empty board.
#include "support.hpp"

#include <stdexcept>
#include <utility>

using namespace stonelab::lesson01;
using stonelab::lesson01::test::Cell;

namespace {

// The wall of a board drawn as rows of '#' (wall) and '.' (anything else): the comparison
// that matters for where the wall is, and easy to read side by side.
std::string wall_map(const SimpleBoard& board)
{
    std::string map;
    const auto stride = static_cast<std::size_t>(board.width + 2);
    for (std::size_t z = 0; z < board.cells.size(); ++z)
        map += std::string(board.cells[z] == kWall ? "#" : ".") +
               (z % stride + 1 == stride ? "\n" : "");
    return map;
}

} // namespace

TEST_CASE("task 1: the opponent of black is white and the opponent of white is black",
          "[lesson01][task_1]")
{
    const auto check_opponent = [](const char* call, int yours, int expected) {
        INFO(call << " (kBlack is 1, kWhite is 2)");
        CHECK(Cell{yours} == Cell{expected});
    };
    check_opponent("opponent(kBlack)", opponent(kBlack), kWhite);
    check_opponent("opponent(kWhite)", opponent(kWhite), kBlack);
    // Twice the opponent is the player again.
    check_opponent("opponent(opponent(kBlack))", opponent(opponent(kBlack)), kBlack);
    check_opponent("opponent(opponent(kWhite))", opponent(opponent(kWhite)), kWhite);
}

TEST_CASE("task 1: an empty board is a frame of wall around empty points", "[lesson01][task_1]")
{
    for (const auto& [width, height] :
         {std::pair{9, 9}, std::pair{19, 19}, std::pair{5, 3}, std::pair{3, 5}, std::pair{1, 1}}) {
        // The frame adds one column on each side and one row above and below.
        SimpleBoard expected{width, height, {}};
        for (int y = 0; y <= height + 1; ++y)
            for (int x = 0; x <= width + 1; ++x) {
                const bool frame = x == 0 || y == 0 || x == width + 1 || y == height + 1;
                expected.cells.push_back(frame ? kWall : kEmpty);
            }
        INFO("make_board(" << width << ", " << height << ")");
        test::check_board(make_board(width, height), expected);
    }
}

TEST_CASE("task 1: the empty 9x9 board has its wall where seed 002's 11x11 array has it",
          "[lesson01][task_1]")
{
    const SimpleBoard seed = test::position("seed002_9x9");
    const SimpleBoard yours = make_board(9, 9);
    INFO("make_board(9, 9) gave " << fixtures::numeric(yours));
    REQUIRE(yours.cells.size() == 121); // seed 002: BOARD_MAX = 11 x 11
    INFO("the wall (#) of seed 002's array and of yours:\n"
         << stonelab::test::side_by_side(wall_map(seed), wall_map(yours)));
    CHECK(wall_map(yours) == wall_map(seed));
}

TEST_CASE("task 1: board sizes outside 1 to 19 are refused", "[lesson01][task_1]")
{
    for (const auto& [width, height] : {std::pair{0, 9}, std::pair{9, 0}, std::pair{20, 9},
                                        std::pair{9, 20}, std::pair{-1, -1}}) {
        INFO("make_board(" << width << ", " << height
                           << ") must throw std::invalid_argument: 1 <= width, height <= 19");
        CHECK_THROWS_AS(make_board(width, height), std::invalid_argument);
    }
}
