/// \file
/// `stonelab match`: games between two players, with a referee.
///
/// **Players** are named by a spec string (`parse_player_spec`): `random` (seed 002's random
/// player, engine/go/random_player.hpp), `eval` (lesson 5's evaluation-driven move,
/// engine/go/eval_player.hpp, with seed 000's experiment 2; `eval:cancel` with experiment 1),
/// `mc:N` and `uct:N` / `uct:Ts` (Monte Carlo with N playouts per candidate; UCT with N playouts or
/// T seconds per move), `capstone:N` / `capstone:Ts` (the capstone player,
/// engine/go/capstone.hpp, with N playouts or T seconds per move; `:norave`, `:nopatterns`,
/// `:notactics`, `:nopriors` and `:noresign` after it switch those parts off, in any order, for
/// the strength table: `capstone:1000:norave:nopatterns:notactics:nopriors:noresign` is UCT with
/// the capstone's tree reuse and passing), and `gtp:COMMAND LINE` (any GTP engine, started as a
/// child process for each game).
///
/// **Rules.** Simple ko (the engine's `KoRule::Simple`, the seeds' rule and GNU Go's), area
/// scoring, komi. Simple ko lets a game cycle forever (triple ko and the like), so the
/// referee watches for repetition: when a whole-board position with the same player to move
/// comes up for the third time with no pass in between, the game ends as a draw, a "long
/// cycle". A pass starts the count afresh: a player who passes while the other throws stones
/// in to be captured, again and again, is not cycling a ko, and such a game is left to the
/// move cap. The move cap (by default three moves per point of the board) ends any game that
/// goes on too long; it is scored as it stands.
///
/// **Scoring.** Tromp-Taylor area scoring (engine/go/scoring.hpp), every stone counted alive,
/// when only built-in players are in the game: they play until nothing sensible is left, so
/// no dead stones remain. A GTP engine may pass with dead stones on the board, so after two
/// passes in a game with a GTP engine a referee GNU Go (`--chinese-rules`, fed the moves) is
/// asked for `final_status_list dead`; those stones are removed, then the board is counted by
/// Tromp-Taylor. The SGF record's comment says which.
///
/// **Failures.** A GTP engine that plays an illegal move, refuses a legal one, answers with
/// something that is not GTP or not a move, crashes, or has not finished its answer when the
/// time limit runs out (silent or still writing; an answer over 64 KiB is broken at once) loses
/// that game by forfeit (RE[B+F] / RE[W+F]), the reason in the record, the engine's text quoted
/// on one line with its control characters shown as escapes; the match goes on.
///
/// **Result.** A draw counts as half a win; the last line gives the share of points won and its
/// 95% Wilson score interval.
///
/// **Gomoku and Renju** are played too, with players `gomoku:NAME` and `renju:NAME` (the
/// built-in players of engine/gomoku/players.hpp) and `gomocup:COMMAND LINE` (any Gomocup
/// brain); their referee is in cli/gomoku_match.hpp. Which game a match plays is `--game`, or
/// what its players say.
#pragma once

#include "engine/base/rng.hpp"
#include "engine/go/game.hpp"
#include "engine/go/player.hpp"
#include "engine/gomoku/board.hpp"

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <iosfwd>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

namespace stonelab {
class GtpProcess;
}

namespace stonelab::cli {

/// What a player spec names.
enum class PlayerKind {
    Go, ///< a built-in Go player of engine/go/player.hpp's registry (`go` says which)
    Gtp,
    Gomoku, ///< gomoku:NAME or renju:NAME, a built-in Gomoku player
    Gomocup ///< gomocup:COMMAND, a Gomocup brain in a child process
};

/// The game a match plays.
enum class GameKind { Go, Gomoku, Renju };
/// "go", "gomoku" or "renju".
const char* game_name(GameKind game);

/// A parsed player spec.
struct PlayerSpec {
    std::string text; ///< the spec as given, e.g. "uct:1000"
    PlayerKind kind = PlayerKind::Go;
    GoPlayerSpec go;                  ///< a built-in Go player: which, and its settings
    std::vector<std::string> command; ///< gtp:, gomocup: the program and its arguments
    GameKind game = GameKind::Go;     ///< gomoku:NAME (Gomoku), renju:NAME (Renju)
    std::string builtin;              ///< gomoku:NAME, renju:NAME: NAME

    /// The name in results and records: the spec, but `gtp:` or `gomocup:` and the program's
    /// file name only for an engine ("gtp:gnugo").
    std::string name() const;
    /// The game the player asks for: Go for Go's players, Gomoku or Renju for the built-in
    /// Gomoku players, nothing for a Gomocup brain (it plays either).
    std::optional<GameKind> game_asked() const;
};

/// Reads a player spec; throws std::invalid_argument with a message saying what is wrong and
/// what the specs are. A gtp: or gomocup: command line is split at white space (no quoting).
PlayerSpec parse_player_spec(const std::string& text);

/// Go's players (engine/go/player.hpp): built in, or a GTP engine (`make_player`).
using Player = GoPlayer;

/// How games are played and recorded.
struct MatchOptions {
    int size = 9; ///< Go's default; Gomoku and Renju are played on 15x15 unless told
    /// The game; none: what the players ask for (`match_game`).
    std::optional<GameKind> game;
    /// Gomoku only: Freestyle or Standard (none: Freestyle). A Renju game plays Renju.
    std::optional<gomoku::Rule> rule;
    double komi = 7.5;
    int games = 100;
    /// The first game played, from 1: a long series split across runs plays games
    /// `first_game` to `games` of it, the same games a whole run would play there.
    int first_game = 1;
    std::uint64_t seed = 1;
    int jobs = 1;
    int max_moves = 0; ///< 0: three moves per point of the board
    /// How long a GTP engine may think about one command. Starting up and setting up a game
    /// (its first commands) may take `kStartUpTime` if that is longer: an engine may have a
    /// large network to load before its first answer.
    std::chrono::milliseconds time_limit{60'000};
    static constexpr std::chrono::milliseconds kStartUpTime{30'000};
    /// Where to write game-NNN.sgf for every game; none: no records.
    std::optional<std::filesystem::path> sgf_dir;
    /// The referee that finds dead stones after two passes in a game with a GTP engine.
    std::vector<std::string> referee{"/usr/games/gnugo", "--mode", "gtp", "--chinese-rules"};

    int move_cap() const { return max_moves > 0 ? max_moves : 3 * size * size; }
};

/// The program of a command line as a path: as given when it holds a '/', else found on PATH.
/// Throws std::runtime_error, saying it is `what` that cannot be run, when there is nothing
/// to run.
std::string program_path(const std::string& program, const std::string& what);

/// A player for one game (or several), made from its spec. Throws std::runtime_error when the
/// player cannot be had at all (a program that cannot be run, a player not in this build).
std::unique_ptr<Player> make_player(const PlayerSpec& spec, const MatchOptions& options);

/// How a game ended.
enum class GameEnd { TwoPasses, MoveCap, LongCycle, Resignation, Forfeit };

/// A finished game as the referee saw it.
struct GameRecord {
    Game game;
    GameEnd end = GameEnd::TwoPasses;
    Color winner = Color::Empty; ///< Empty for a draw
    std::string result;          ///< SGF's RE: "B+3.5", "W+R", "B+F", "0"
    std::string reason;          ///< how it ended, in words
    std::string scoring;         ///< how it was counted, in words (empty if it was not)
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

/// The empty board a match's games start from, under the match's rules (simple ko, komi).
Game match_start(const MatchOptions& options);

/// Plays one game from `start`, `black` against `white`, and referees it under `options`
/// (its move cap and komi). GTP engines are told the board size and komi only, so with them
/// `start` must be an empty board (`match_start`); built-in players take any position. `referee`
/// is asked for dead stones after two passes when `gtp_in_game`; it may be null otherwise.
GameRecord play_game(Player& black, Player& white, Game start, const MatchOptions& options,
                     Rng& rng, bool gtp_in_game, DeadStoneReferee* referee);

/// A 95% Wilson score interval for a share of `points` won out of `games` (a draw being half
/// a point): {low, high}, each between 0 and 1.
std::pair<double, double> wilson_interval(double points, int games);

/// The match's last line: "A vs B: 61 wins, 2 draws, 37 losses for A — 62.0% (95% interval
/// 52.2–70.9%)".
std::string summary_line(const std::string& first, const std::string& second, int wins, int draws,
                         int losses);

/// The game two players play: `asked` if given (`--game`, or Renju for `--rule renju`), else
/// what the players ask for, else Gomoku (two Gomocup brains). Throws std::invalid_argument
/// when they disagree (a Go player against a Gomoku player, `gomoku:x` against `renju:y`, a
/// built-in player that does not play that game).
GameKind match_game(const PlayerSpec& first, const PlayerSpec& second,
                    std::optional<GameKind> asked);

/// How one game of a match ended, for the match's loop (`run_games`).
struct GameOutcome {
    Color winner = Color::Empty; ///< Empty for a draw
    std::string result;          ///< SGF's RE
    std::string end;             ///< how it ended, in a few words, for the progress line
    int moves = 0;
    std::string sgf; ///< the record
};

/// Plays game `index` between the two specs, the first one Black, with the game's RNG.
using GameFunction =
    std::function<GameOutcome(int index, const PlayerSpec& black, const PlayerSpec& white, Rng&)>;

/// The loop of every match, whatever the game: `options.games` games, `first` Black in the
/// even-numbered games (counting from 0), each game seeded from `options.seed` and its number,
/// `options.jobs` at a time (each worker thread gets its own function from `make_worker`). The
/// header line, a line per game as it finishes, then the summary line go to `out`; each record
/// is saved in `options.sgf_dir` when there is one. Returns the exit status.
int run_games(const PlayerSpec& first, const PlayerSpec& second, const MatchOptions& options,
              const std::string& header, std::ostream& out,
              const std::function<GameFunction()>& make_worker);

/// The words the record's comment begins with: "stonelab match, game 3 of 10 (match seed
/// 1)\nBlack: ...\nWhite: ...\n".
std::string record_heading(int index, const MatchOptions& options, const PlayerSpec& black,
                           const PlayerSpec& white);

// ---- what a match and a tournament (cli/tournament.hpp) share -------------------------------

/// Game `index`'s seed: the series' seed and the index mixed, so that games do not share
/// stretches of random numbers and each game is the same whatever `-j` is.
std::uint64_t game_seed(std::uint64_t seed, int index);

/// Runs `count` jobs (numbered 0 to count-1, taken in order), `jobs` at a time: each worker
/// thread gets its function from `make_worker` and calls it with one job number after another.
/// The first exception a job throws stops the others after their current job and is thrown
/// again here, once every thread has finished.
void run_jobs(int count, int jobs, const std::function<std::function<void(int)>()>& make_worker);

/// Game `index`'s number, counting from 1, in its records' file names: as many digits as the
/// last game's number, at least 3, so that the files sort in order ("007").
std::string game_number(int index, int games);

/// Makes the folder for the game records (and its parents). Throws std::runtime_error when it
/// cannot.
void make_record_folder(const std::filesystem::path& folder);

/// Writes one game's record as `folder/file`. Throws std::runtime_error when it cannot.
void save_record(const std::filesystem::path& folder, const std::string& file,
                 const std::string& sgf);

/// "1 move", "3 moves": a count with its noun.
std::string counted(int n, const char* one, const char* many);

/// What a game's record says besides its moves: the players' names (PB, PW) and the first
/// lines of its comment (the rules, the end and the count follow).
struct RecordLabels {
    std::string black;
    std::string white;
    std::string heading;
};

/// One game of Go between two players made from their specs (Black first), played and
/// refereed under `options` (`play_game`, from `match_start`), with `referee` for the dead
/// stones when a GTP engine plays; its outcome with its SGF record.
GameOutcome play_go_game(const PlayerSpec& black, const PlayerSpec& white,
                         const MatchOptions& options, const RecordLabels& labels, Rng& rng,
                         DeadStoneReferee& referee);

/// The match: Go (below) or Gomoku and Renju (cli/gomoku_match.hpp), as `match_game` says.
int run_match(const PlayerSpec& first, const PlayerSpec& second, const MatchOptions& options,
              std::ostream& out);

} // namespace stonelab::cli
