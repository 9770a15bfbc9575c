/// \file
/// Points by their names: the tests write points as GTP vertices ("C3"), so that a failure
/// reads "expected C3, yours D4", never "expected 36, yours 37".
#pragma once

#include "engine/base/geometry.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

namespace stonelab::test {

/// The point named by a GTP vertex ("C3", "pass") on a board of `geometry`; fails the test
/// when there is none (a mistake in the test's own data).
inline Point point_at(const Geometry& geometry, const std::string& vertex)
{
    const auto p = parse_gtp_vertex(geometry, vertex);
    INFO("the test names the vertex '" << vertex << "', which a " << geometry.width << "x"
                                       << geometry.height << " board does not have");
    REQUIRE(p.has_value());
    return *p;
}

/// The name of `p` on a board of `geometry`: "C3", "pass", or "index 500 (off the board)" for
/// what no point is (a student's function may return anything).
inline std::string vertex_name(const Geometry& geometry, Point p)
{
    if (p == kPass) return "pass";
    if (p < 0 || p >= geometry.cells() || !geometry.on_board(p))
        return "index " + std::to_string(p) + " (off the board)";
    return to_gtp_vertex(geometry, p);
}

/// The names of `points`, in their order.
inline std::vector<std::string> vertex_names(const Geometry& geometry,
                                             const std::vector<Point>& points)
{
    std::vector<std::string> names;
    for (Point p : points) names.push_back(vertex_name(geometry, p));
    return names;
}

/// "C4 C3 D3" for a list of points.
inline std::string vertex_list(const Geometry& geometry, const std::vector<Point>& points)
{
    std::string text;
    for (const std::string& name : vertex_names(geometry, points))
        text += (text.empty() ? "" : " ") + name;
    return text;
}

} // namespace stonelab::test
