// Helpers shared by the engine tests: naming points the way a reader of a diagram does, and
// reading test data files.
#pragma once

#include "engine/go/board.hpp"
#include "support/text.hpp" // read_text, shared with the lessons' tests

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <sstream>
#include <string>
#include <vector>

namespace stonelab::test {

/// The point named by a GTP vertex ("C2") on this board; fails the test if there is none.
inline Point vertex(const Board& board, const std::string& name)
{
    const auto p = parse_gtp_vertex(board.geometry(), name);
    INFO("vertex " << name);
    REQUIRE(p.has_value());
    return *p;
}

/// The points named by GTP vertices, in raster order (the order of the board's lists).
inline std::vector<Point> vertices(const Board& board, std::initializer_list<const char*> names)
{
    std::vector<Point> points;
    for (const char* name : names) points.push_back(vertex(board, name));
    std::sort(points.begin(), points.end());
    return points;
}

} // namespace stonelab::test
