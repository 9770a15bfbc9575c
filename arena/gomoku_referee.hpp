/// \file
/// The referee of a game of Gomoku or Renju between two players (referee.hpp's loop, with
/// the rules of five in a row).
///
/// **Rules.** Black moves first and the players alternate. A player who makes a winning line
/// under the rule (engine/gomoku/board.hpp's `makes_win`: Freestyle five or more, Standard
/// exactly five, Renju exactly five for Black and five or more for White) wins. Under Renju a
/// Black move the referee's foul test forbids (`gomoku::renju_foul`) loses for Black unless it
/// makes five; the foul stone is kept in the record. A full board is a draw.
///
/// **Failures.** A player that plays a taken point or a point off the board, or fails
/// (PlayerFailure: a brain that answers something that is not a move, refuses a command,
/// crashes, or stays silent past the time limit), loses the game by forfeit (RE[B+F] /
/// RE[W+F]), the reason in the verdict.
#pragma once

#include "arena/gomoku_player.hpp"
#include "arena/referee.hpp"
#include "engine/base/rng.hpp"
#include "engine/gomoku/board.hpp"

#include <functional>

namespace stonelab::arena {

/// How a Gomoku game ended.
enum class GomokuEnd { Five, FullBoard, Foul, Forfeit };

/// A finished Gomoku game as the referee saw it.
struct GomokuRecord : Verdict<GomokuEnd> {
    explicit GomokuRecord(gomoku::Board start) : board(std::move(start)) {}
    gomoku::Board board;
};

/// The referee's foul test for Black's moves under Renju.
using FoulTest = std::function<bool(const gomoku::Board&, Point)>;

/// Plays one game from the empty board `start`, `black` against `white`, under `rule`, and
/// referees it; `foul` is asked about Black's moves under Renju.
GomokuRecord play_gomoku_game(GomokuPlayer& black, GomokuPlayer& white, gomoku::Board start,
                              gomoku::Rule rule, Rng& rng, const FoulTest& foul);

} // namespace stonelab::arena
