/// \file
/// How Catch2 shows the engine's values in a failed check: by name, not as numbers or `{?}`.
/// `CHECK(color == Color::White)` fails as "black == white", and a board shows as its diagram.
/// Points are plain numbers to C++: compare their names (support/points.hpp) instead. Each lesson's
/// support.hpp adds the same for its own types and includes this.
#pragma once

#include "engine/base/color.hpp"
#include "engine/formats/diagram.hpp"
#include "engine/go/board.hpp"

#include <catch2/catch.hpp>

#include <string>

namespace Catch {

template <> struct StringMaker<stonelab::Color> {
    static std::string convert(stonelab::Color color)
    {
        return std::string(stonelab::color_name(color));
    }
};

template <> struct StringMaker<stonelab::MoveStatus> {
    static std::string convert(stonelab::MoveStatus status)
    {
        return stonelab::status_name(status);
    }
};

template <> struct StringMaker<stonelab::Board> {
    static std::string convert(const stonelab::Board& board)
    {
        return "\n" + stonelab::print_diagram(board);
    }
};

} // namespace Catch
