/// \file
/// What a Gomoku or Renju player is to the referee (gomoku_referee.hpp): something that
/// chooses moves on a `gomoku::Board`. (Go's players are engine/go/player.hpp's `GoPlayer`.)
#pragma once

#include "engine/base/rng.hpp"
#include "engine/gomoku/board.hpp"

namespace stonelab::arena {

/// Something that chooses Gomoku moves: a built-in player of engine/gomoku/players.hpp, or a
/// Gomocup brain (gomocup_player.hpp). Every call may throw PlayerFailure.
class GomokuPlayer {
public:
    virtual ~GomokuPlayer() = default;
    /// A game starts on `board` (empty) under `rule`.
    virtual void start_game(const gomoku::Board& board, gomoku::Rule rule)
    {
        (void)board;
        (void)rule;
    }
    /// The point the player to move (`board.to_move()`) plays; the board is not full.
    virtual Point choose_move(const gomoku::Board& board, gomoku::Rule rule, Rng& rng) = 0;
};

} // namespace stonelab::arena
