/// \file
/// A Gomoku player that is a Gomocup brain (`gomocup:COMMAND LINE`, the protocol in
/// engine/protocols/gomocup.hpp), in a child process for each game (child_player.hpp's policy).
///
/// A brain is told `INFO timeout_turn` (the time limit less a tenth, at most a second: the
/// room a brain that spends all it is told needs for its answer to arrive in time), `INFO
/// timeout_match 0`, `INFO game_type 1` and `INFO rule`, then `START N` (5 to 20), which it
/// must answer `OK`; then `BEGIN` when it opens the game and `TURN X,Y` with the opponent's last
/// move when it is to move. `MESSAGE` and `DEBUG` lines before an answer are skipped. It gets
/// `END` when the game is over. A brain that answers something that is not a move on the
/// board, refuses a command (`ERROR`, `UNKNOWN`), or fails as a program forfeits the game.
#pragma once

#include "arena/child_player.hpp"
#include "arena/gomoku_player.hpp"
#include "arena/spec.hpp"
#include "common/gomocup_process.hpp"

#include <chrono>
#include <string>

namespace stonelab::arena {

/// The time a brain is told it has for a move (INFO timeout_turn): `limit` less a tenth of
/// it, at most a second.
std::chrono::milliseconds gomocup_turn_time(std::chrono::milliseconds limit);

class GomocupPlayer : public GomokuPlayer {
public:
    /// Throws std::runtime_error when the brain's program cannot be run.
    GomocupPlayer(const PlayerSpec& spec, std::chrono::milliseconds time_limit);

    void start_game(const gomoku::Board& board, gomoku::Rule rule) override;
    Point choose_move(const gomoku::Board& board, gomoku::Rule rule, Rng& rng) override;

private:
    std::string ask(const std::string& command, std::chrono::milliseconds limit);
    // An answer that is not what `command` asks for: an ERROR or UNKNOWN, or garbage.
    [[noreturn]] void refused(const std::string& command, const std::string& answer) const;

    ChildPlayer<GomocupProcess> brain_;
};

} // namespace stonelab::arena
