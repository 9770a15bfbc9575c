/// \file
/// The referee of a game of Go between two players (referee.hpp's loop, with Go's rules).
///
/// **Rules.** Simple ko (the engine's `KoRule::Simple`, the seeds' rule and GNU Go's), area
/// scoring, komi. Simple ko lets a game cycle forever (triple ko and the like), so the
/// referee watches for repetition: when a whole-board position with the same player to move
/// comes up for the third time with no pass in between, the game ends as a draw, a "long
/// cycle". A pass starts the count afresh: a player who passes while the other throws stones
/// in to be captured, again and again, is not cycling a ko, and such a game is left to the
/// move cap. The move cap ends any game that goes on too long; it is scored as it stands.
///
/// **Scoring.** Tromp-Taylor area scoring (engine/go/scoring.hpp), every stone counted alive,
/// when only built-in players are in the game: they play until nothing sensible is left, so
/// no dead stones remain. A GTP engine may pass with dead stones on the board, so after two
/// passes in a game with a GTP engine a referee GNU Go (`--chinese-rules`, fed the moves) is
/// asked for `final_status_list dead`; those stones are removed, then the board is counted by
/// Tromp-Taylor. The verdict says which.
///
/// **Failures.** A player that plays an illegal move, or fails (PlayerFailure: a GTP engine
/// that refuses a legal move, answers something that is not a move, crashes, or is late),
/// loses the game by forfeit (RE[B+F] / RE[W+F]), the reason in the verdict.
#pragma once

#include "arena/referee.hpp"
#include "engine/base/rng.hpp"
#include "engine/go/game.hpp"
#include "engine/go/player.hpp"

#include <chrono>
#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace stonelab {
class GtpProcess;
}

namespace stonelab::arena {

/// How a game ended.
enum class GameEnd { TwoPasses, MoveCap, LongCycle, Resignation, Forfeit };

/// A finished game as the referee saw it.
struct GameRecord : Verdict<GameEnd> {
    explicit GameRecord(Game start) : game(std::move(start)) {}
    Game game;
    std::string scoring; ///< how it was counted, in words (empty if it was not)
};

/// Finds the dead stones of a finished game (GNU Go's `final_status_list dead`), started
/// when first needed and kept for the games after.
class DeadStoneReferee {
public:
    DeadStoneReferee(std::vector<std::string> command, std::chrono::milliseconds time_limit);
    ~DeadStoneReferee();
    /// The dead stones of `game`'s final position. Throws std::runtime_error if the referee
    /// fails (then it is started again next time).
    std::vector<Point> dead_stones(const Game& game);

private:
    std::vector<std::string> command_;
    std::chrono::milliseconds time_limit_;
    std::unique_ptr<GtpProcess> engine_;
};

/// The referee's count of repeated positions: how often each whole-board position, with the
/// same player to move, has stood since the start or the last pass.
class RepetitionWatch {
public:
    /// Starts counting at `game`'s position (once).
    explicit RepetitionWatch(const Game& game);
    /// Counts the position after `game`'s last move (forgetting everything before it if that
    /// move was a pass), and returns how often it has stood: 3 is a long cycle.
    int after_move(const Game& game);

private:
    std::unordered_map<std::uint64_t, int> seen_;
};

/// Plays one game from `start`, `black` against `white`, and referees it, ending it after
/// `move_cap` moves. GTP engines are told the board size and komi only, so with them `start`
/// must be an empty board; built-in players take any position. `dead_stones`, when given, is
/// asked for the dead stones after two passes (a game with a GTP engine); without it every
/// stone counts alive.
GameRecord play_game(GoPlayer& black, GoPlayer& white, Game start, int move_cap, Rng& rng,
                     DeadStoneReferee* dead_stones);

} // namespace stonelab::arena
