/// \file
/// A match: a series of games between two players (spec.hpp), the colours alternating, each
/// game refereed (go_referee.hpp, gomoku_referee.hpp), saved as SGF and reported as it
/// finishes, then the result with its interval (series.hpp). `stonelab match` is this, with
/// its options (cli/cmd_match.cpp); `stonelab tournament` plays its games of Go with
/// `play_go_game` (tournament.hpp).
///
/// **Result.** A draw counts as half a win; the last line gives the first player's share of
/// the points and its 95% Wilson score interval.
///
/// **Records.** Each game's record says who played (the command lines in full), the rules,
/// how the game ended and, for Go, how it was counted, in its root comment.
#pragma once

#include "arena/go_referee.hpp"
#include "arena/series.hpp"
#include "arena/spec.hpp"
#include "engine/base/rng.hpp"
#include "engine/go/game.hpp"
#include "engine/gomoku/board.hpp"

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace stonelab::arena {

/// How games are played and recorded.
struct MatchOptions {
    /// The game: decided once, before the match, from the players and what was asked
    /// (`match_game`).
    GameKind game = GameKind::Go;
    /// Gomoku: Freestyle or Standard; Renju: Renju.
    gomoku::Rule rule = gomoku::Rule::Freestyle;
    int size = 9; ///< Go's default; Gomoku and Renju are played on 15x15 unless told
    double komi = 7.5;
    int games = 100;
    /// The first game played, from 1: a long series split across runs plays games
    /// `first_game` to `games` of it, the same games a whole run would play there.
    int first_game = 1;
    std::uint64_t seed = 1;
    int jobs = 1;
    int max_moves = 0; ///< 0: three moves per point of the board
    /// How long an outside program may take to answer one command (child_player.hpp).
    std::chrono::milliseconds time_limit{60'000};
    /// Where to write game-NNN.sgf for every game; none: no records.
    std::optional<std::filesystem::path> sgf_dir;
    /// The referee that finds dead stones after two passes in a game with a GTP engine.
    std::vector<std::string> referee{"/usr/games/gnugo", "--mode", "gtp", "--chinese-rules"};

    int move_cap() const { return max_moves > 0 ? max_moves : 3 * size * size; }
};

/// The empty board a match's games of Go start from, under the match's rules (simple ko,
/// komi).
Game match_start(const MatchOptions& options);

/// What a game's record says besides its moves: the players' names (PB, PW) and the first
/// lines of its comment (the rules, the end and the count follow).
struct RecordLabels {
    std::string black;
    std::string white;
    std::string heading;
};

/// One game of Go between two players made from their specs (Black first), played and
/// refereed under `options` from `match_start`, with `referee` for the dead stones when a GTP
/// engine plays; its outcome with its SGF record.
GameOutcome play_go_game(const PlayerSpec& black, const PlayerSpec& white,
                         const MatchOptions& options, const RecordLabels& labels, Rng& rng,
                         DeadStoneReferee& referee);

/// The match, of the game `options.game`: the header line, a line per game as it finishes,
/// then the summary line to `out`, each record saved in `options.sgf_dir` when there is one.
/// Throws std::runtime_error before the first game when a player cannot be had (a program
/// that cannot be run) or the records have no place. Returns the exit status.
int run_match(const PlayerSpec& first, const PlayerSpec& second, const MatchOptions& options,
              std::ostream& out);

} // namespace stonelab::arena
