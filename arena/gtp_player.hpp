/// \file
/// A Go player that is a GTP engine (`gtp:COMMAND LINE`), in a child process for each game
/// (child_player.hpp's policy). It is told the board size, `clear_board` and the komi when a
/// game starts, asked `genmove` for its moves and told the opponent's with `play`. An engine
/// that refuses a command, answers something that is not GTP or not a move on the board,
/// crashes, or has not finished its answer when the time limit runs out (silent or still
/// writing; an answer over 64 KiB is broken at once) forfeits the game, its text quoted on one
/// line with its control characters shown as escapes.
#pragma once

#include "arena/child_player.hpp"
#include "arena/spec.hpp"
#include "common/gtp_process.hpp"
#include "engine/go/player.hpp"

#include <chrono>
#include <string>
#include <vector>

namespace stonelab::arena {

/// The commands that set up a new game like `game`'s on a GTP engine: its board size,
/// `clear_board` and its komi.
std::vector<std::string> gtp_new_game_commands(const Game& game);

/// "b" or "w", as GTP names a colour.
std::string gtp_color(Color color);

class GtpPlayer : public GoPlayer {
public:
    /// Throws std::runtime_error when the engine's program cannot be run.
    GtpPlayer(const PlayerSpec& spec, std::chrono::milliseconds time_limit);

    void start_game(const Game& game) override;
    Point choose_move(const Game& game, Color color, Rng& rng) override;
    void opponent_played(const Game& game, Move move) override;

private:
    // The answer to one command within `limit`; a refusal is the engine's failure.
    std::string ask(const std::string& command, std::chrono::milliseconds limit);

    ChildPlayer<GtpProcess> engine_;
};

} // namespace stonelab::arena
