// Helpers shared by lesson 13's tests: the reference positions (positions.hpp), their
// reference outputs, points by their names (tests/support/points.hpp) and statuses as text.
#pragma once

#include "positions.hpp"

#include "support/points.hpp"
#include "support/readable.hpp"
#include "support/text.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <string>

namespace Catch {

template <> struct StringMaker<stonelab::lesson13::Status> {
    static std::string convert(stonelab::lesson13::Status status)
    {
        return stonelab::lesson13::status_name(status);
    }
};

} // namespace Catch

namespace stonelab::lesson13::test {

inline const std::filesystem::path kDataDir = LESSON_DATA;

/// The statuses part of a reference output (what follows the diagram and its blank line).
inline std::string reference_statuses(const std::string& name)
{
    const std::string text = stonelab::test::read_text(kDataDir / "status" / (name + ".txt"));
    const std::size_t blank = text.find("\n\n");
    REQUIRE(blank != std::string::npos);
    return text.substr(blank + 2);
}

/// Your status of a string, with the reference limits.
inline StringStatus your_status(const Board& board, Point target)
{
    return string_status(board, target, data::kLimits);
}

/// The point of a GTP vertex on `board`.
inline Point at(const Board& board, const std::string& vertex)
{
    return stonelab::test::point_at(board.geometry(), vertex);
}

/// The name of a point ("pass" for kPass).
inline std::string name(const Board& board, Point p)
{
    return stonelab::test::vertex_name(board.geometry(), p);
}

} // namespace stonelab::lesson13::test
