// Task 1: colours, the opponent and the empty board.
#include "support.hpp"

#include <stdexcept>
#include <utility>

using namespace stonelab::lesson01;
using stonelab::lesson01::fixtures::numeric;

TEST_CASE("task 1: the opponent of black is white and the opponent of white is black",
          "[lesson01][task_1]")
{
    CHECK(opponent(kBlack) == kWhite);
    CHECK(opponent(kWhite) == kBlack);
    // Twice the opponent is the player again.
    CHECK(opponent(opponent(kBlack)) == kBlack);
    CHECK(opponent(opponent(kWhite)) == kWhite);
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
        const SimpleBoard board = make_board(width, height);
        INFO("make_board(" << width << ", " << height << ")\nexpected " << numeric(expected)
                           << "made " << numeric(board));
        CHECK(board == expected);
    }
}

TEST_CASE("task 1: the empty 9x9 board has its wall where seed 002's 11x11 array has it",
          "[lesson01][task_1]")
{
    const SimpleBoard seed = test::position("seed002_9x9");
    const SimpleBoard board = make_board(9, 9);
    INFO("make_board(9, 9) gave " << numeric(board));
    REQUIRE(board.cells.size() == 121); // seed 002: BOARD_MAX = 11 x 11
    for (std::size_t z = 0; z < seed.cells.size(); ++z) {
        CAPTURE(z);
        CHECK((board.cells[z] == kWall) == (seed.cells[z] == kWall));
    }
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
