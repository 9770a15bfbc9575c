/// \file
/// `stonelab match` for Gomoku and Renju: the players and the referee (cli/match.hpp has the
/// match's loop, the specs and the result, shared with Go).
///
/// **Players.** `gomoku:NAME` and `renju:NAME` are the built-in players of
/// engine/gomoku/players.hpp; `gomocup:COMMAND LINE` is any brain speaking the Gomocup protocol
/// (engine/formats/gomocup.hpp), started as a child process for each game. A brain is told
/// `INFO timeout_turn` (the match's time limit less a tenth, at most a second: the room a
/// brain that spends all it is told needs for its answer to arrive in time), `INFO
/// timeout_match 0`, `INFO game_type 1` and `INFO rule`, then `START N` (5 to 20), which it
/// must answer `OK`; then `BEGIN` when it opens
/// the game and `TURN X,Y` with the opponent's last move when it is to move. `MESSAGE` and
/// `DEBUG` lines before an answer are skipped. It gets `END` when the game is over.
///
/// **Rules.** Black moves first and the players alternate. A player who makes a winning line
/// under the rule (engine/gomoku/board.hpp's `makes_win`: Freestyle five or more, Standard
/// exactly five, Renju exactly five for Black and five or more for White) wins. Under Renju a
/// Black move the referee's foul test forbids (`gomoku::renju_foul`) loses for Black unless it
/// makes five; the foul stone is kept in the record. A full board is a draw.
///
/// **Failures.** A player that plays a taken point or a point off the board, a brain that
/// answers something that is not a move, refuses a command (`ERROR`, `UNKNOWN`), crashes,
/// or stays silent past the time limit, loses that game by forfeit (RE[B+F] / RE[W+F]), the
/// reason in the record and on the progress line; the match goes on.
#pragma once

#include "cli/match.hpp"
#include "engine/base/rng.hpp"
#include "engine/gomoku/board.hpp"

#include <functional>
#include <iosfwd>
#include <memory>
#include <string>

namespace stonelab::cli {

/// Something that chooses Gomoku moves. Every call may throw PlayerFailure.
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

/// A player for one game, made from a gomoku:, renju: or gomocup: spec. Throws
/// std::runtime_error when the player cannot be had (a program that cannot be run).
std::unique_ptr<GomokuPlayer> make_gomoku_player(const PlayerSpec& spec,
                                                 const MatchOptions& options);

/// How a Gomoku game ended.
enum class GomokuEnd { Five, FullBoard, Foul, Forfeit };

/// A finished Gomoku game as the referee saw it.
struct GomokuRecord {
    gomoku::Board board;
    GomokuEnd end = GomokuEnd::Five;
    Color winner = Color::Empty; ///< Empty for a draw
    std::string result;          ///< SGF's RE: "B+", "W+F", "0"
    std::string reason;          ///< how it ended, in words
};

/// The referee's foul test for Black's moves under Renju.
using FoulTest = std::function<bool(const gomoku::Board&, Point)>;

/// Plays one game from the empty board `start`, `black` against `white`, under `rule`, and
/// referees it; `foul` is asked about Black's moves under Renju.
GomokuRecord play_gomoku_game(GomokuPlayer& black, GomokuPlayer& white, gomoku::Board start,
                              gomoku::Rule rule, Rng& rng, const FoulTest& foul);

/// The rule a Gomoku or Renju match plays: Renju for Renju, else `options.rule` or Freestyle.
gomoku::Rule match_rule(GameKind game, const MatchOptions& options);

/// A Gomoku or Renju match (`run_match` calls it when `match_game` says so).
int run_gomoku_match(const PlayerSpec& first, const PlayerSpec& second, const MatchOptions& options,
                     std::ostream& out);

} // namespace stonelab::cli
