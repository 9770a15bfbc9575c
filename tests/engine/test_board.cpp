#include "engine/board.hpp"

#include <catch2/catch.hpp>

using namespace stonelab;

TEST_CASE("an empty board", "[board]")
{
    Board b(9);
    CHECK(b.points().size() == 81);
    CHECK(b.is_legal(Color::Black, b.geometry().point(1, 1)));
}
