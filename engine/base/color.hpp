/// \file
/// Point colours and the one operation on them every engine needs: the opponent.
#pragma once

#include <cstdint>
#include <string_view>

namespace stonelab {

/// What occupies a point. The numbers are those of seed 001: 0 empty, 1 black, 2 white,
/// 3 off-board ("wall"), so that the opponent of a player is `c ^ 3`.
enum class Color : std::uint8_t { Empty = 0, Black = 1, White = 2, Wall = 3 };

/// The other player: Black <-> White. Meaningful for Black and White only.
constexpr Color opponent(Color c) { return static_cast<Color>(static_cast<std::uint8_t>(c) ^ 3u); }

/// 0 for Black, 1 for White: an index for per-player arrays such as prisoners.
constexpr int player_index(Color c) { return c == Color::White ? 1 : 0; }

/// "black", "white", "empty" or "wall".
constexpr std::string_view color_name(Color c)
{
    switch (c) {
    case Color::Black: return "black";
    case Color::White: return "white";
    case Color::Empty: return "empty";
    case Color::Wall: break;
    }
    return "wall";
}

} // namespace stonelab
