/// \file
/// Players made from their specs (spec.hpp): Go's, built in (engine/go/player.hpp's registry)
/// or a GTP engine; Gomoku's and Renju's, built in (engine/gomoku/players.hpp) or a Gomocup
/// brain. A player is made for each game, so that nothing of one game is left in the next.
#pragma once

#include "arena/gomoku_player.hpp"
#include "arena/spec.hpp"
#include "engine/go/player.hpp"

#include <chrono>
#include <memory>

namespace stonelab::arena {

/// A Go player made from a Go spec (built in, or gtp:), an outside program having
/// `time_limit` for each answer. Throws std::runtime_error when the player cannot be had at
/// all (a program that cannot be run), std::invalid_argument for a spec that is not Go's.
std::unique_ptr<GoPlayer> make_player(const PlayerSpec& spec, std::chrono::milliseconds time_limit);

/// A Gomoku player made from a gomoku:, renju: or gomocup: spec, as `make_player`.
std::unique_ptr<GomokuPlayer> make_gomoku_player(const PlayerSpec& spec,
                                                 std::chrono::milliseconds time_limit);

} // namespace stonelab::arena
