/// \file
/// `stonelab tournament CONFIG`: a round robin of Go between several players, a mini tournament
/// like the one that closes seed 002's course (its third day, "a mini tournament among the
/// participants"; the slides give it no rules, so the rules here are the course's). Every
/// player meets every other one in `games` games, the colours alternating; the games are
/// played and refereed as `stonelab match` plays them
/// (cli/match.hpp: simple ko, a position standing for the third time with the same player to
/// move and no pass in between is a draw, a "long cycle" such as a triple ko; area scoring and
/// komi; a move cap; an engine that fails forfeits the game and the tournament goes on). Every
/// game is saved as SGF, and the crosstable is printed and written as CSV.
///
/// **The configuration file** is plain text, one setting a line; blank lines and lines whose
/// first character other than blanks is `#` are ignored:
///
///     # a mini tournament on 9x9
///     size 9
///     komi 7
///     games 2
///     seconds 5
///     seed 1
///     sgf games
///     csv crosstable.csv
///     player random random
///     player mc mc:100
///     player gnugo gtp:/usr/games/gnugo --mode gtp --level 1 --chinese-rules
///
/// | key | value | default |
/// |---|---|---|
/// | `size N` | the board, 1 to 19 | 9 |
/// | `komi K` | a real number from -1000 to 1000 | 7 |
/// | `games G` | games per pairing, 1 to 1000; the first-listed player of a pairing is Black in its
/// games 1, 3, 5, ... | 2 | | `seconds T` | how long a GTP engine may take to answer one command
/// (0.01 to 3600; past it the engine forfeits; starting up may take 30 s; the engine is not told
/// the limit). Built-in players think as long as their spec says (`uct:Ts`) | 60 | | `max-moves M`
/// | the move cap, 1 to 100000 | 3 per point | | `seed S` | the RNG seed, 0 to 2^64-1: game k of
/// the tournament is seeded from S and k | 1 | | `sgf DIR` | save every game as
/// `DIR/game-NNN-BLACK-WHITE.sgf` | no records | | `csv FILE` | write the crosstable as CSV | no
/// CSV | | `player NAME SPEC` | a player: NAME (1 to 20 letters, digits, `.`, `_`, `-`, `+`) and a
/// spec as `stonelab match` takes it (`random`, `eval`, `mc:N`, `uct:N`, `uct:Ts`, `gtp:COMMAND
/// LINE`, ...), the rest of the line | (2 to 32 players) |
///
/// Each key but `player` may be given once. A relative `sgf` or `csv` path is taken from the
/// configuration file's folder. The file may be at most 64 KiB and a line at most 1000 bytes;
/// a spec that is not a command line at most 64 bytes; the tournament at most 100000 games.
/// Anything else is refused with the line's number.
///
/// **The crosstable.** A win is 1 point, a draw 1/2, a loss (a forfeit too) 0. Players are
/// ranked by points; equal points by the Sonneborn-Berger score (the sum, over the
/// opponents, of the points scored against each times that opponent's total: beating the
/// strong counts more); players still equal keep the order of the configuration file.
#pragma once

#include "cli/match.hpp"

#include <cstdint>
#include <filesystem>
#include <iosfwd>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace stonelab::cli {

/// A configuration that cannot be used; the message names the file and the line.
class TournamentConfigError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// The limits of a configuration.
inline constexpr std::size_t kMaxConfigBytes = 64 * 1024;
inline constexpr std::size_t kMaxConfigLineBytes = 1000;
inline constexpr std::size_t kMaxPlayerNameBytes = 20;
/// A player's spec, unless it is a command line (`gtp:`, `gomocup:`), which may fill the line.
inline constexpr std::size_t kMaxSpecBytes = 64;
inline constexpr int kMinPlayers = 2, kMaxPlayers = 32;
inline constexpr int kMaxGamesPerPairing = 1000;
inline constexpr long kMaxTournamentGames = 100'000;

/// One entrant.
struct TournamentPlayer {
    std::string name; ///< as the crosstable and the records call it
    PlayerSpec spec;
};

/// A parsed configuration file.
struct TournamentConfig {
    int size = 9;
    double komi = 7;
    int games = 2; ///< per pairing
    double seconds = 60;
    int max_moves = 0; ///< 0: three moves per point
    std::uint64_t seed = 1;
    std::optional<std::filesystem::path> sgf_dir;  ///< as written in the file
    std::optional<std::filesystem::path> csv_file; ///< as written in the file
    std::vector<TournamentPlayer> players;

    /// The number of pairings, n(n-1)/2, and of games.
    int pairings() const;
    int total_games() const;
};

/// Reads a configuration from its text; `source` names it in messages ("FILE line N: ...").
/// Throws TournamentConfigError. Paths are left as written.
TournamentConfig parse_tournament_config(std::string_view text, const std::string& source);

/// Reads the configuration file `path` (at most kMaxConfigBytes) and resolves its relative
/// paths against the file's folder. Throws TournamentConfigError or std::runtime_error.
TournamentConfig read_tournament_config(const std::filesystem::path& path);

/// One game of a tournament, as the crosstable needs it: player indices into the
/// configuration's list, and the winner's colour (Empty for a draw).
struct TournamentGame {
    int black = 0;
    int white = 0;
    Color winner = Color::Empty;
};

/// Wins, draws and losses of one player against one opponent, or against all.
struct Tally {
    int wins = 0;
    int draws = 0;
    int losses = 0;
    int games() const { return wins + draws + losses; }
    /// Points in halves: a win 2, a draw 1 (so that sums stay whole numbers).
    int half_points() const { return 2 * wins + draws; }
    Tally& operator+=(const Tally& other);
    bool operator==(const Tally&) const = default;
};

/// The results of a tournament, ranked.
class Crosstable {
public:
    /// The crosstable of `games` between the players `names` (in the configuration's order).
    Crosstable(std::vector<std::string> names, const std::vector<TournamentGame>& games);

    int players() const { return static_cast<int>(names_.size()); }
    const std::string& name(int player) const { return names_[player]; }
    /// `player`'s results against `opponent`.
    const Tally& against(int player, int opponent) const { return pairs_[player][opponent]; }
    /// `player`'s results against everyone.
    Tally total(int player) const;
    /// The Sonneborn-Berger score in quarter points: the sum over the opponents of the half
    /// points scored against each times that opponent's total half points.
    long sonneborn_berger_quarters(int player) const;
    /// The players, best first: by points, then Sonneborn-Berger, then configuration order.
    const std::vector<int>& ranking() const { return ranking_; }

private:
    std::vector<std::string> names_;
    std::vector<std::vector<Tally>> pairs_;
    std::vector<int> ranking_;
};

/// A number of half points (or quarter points, `parts` 4) as text: "2", "1.5", "2.25".
std::string fraction_text(long parts_count, int parts);

/// The crosstable as text: a line per player in rank order, a column per opponent (by rank)
/// with "W-D-L P" (wins, draws, losses and points against that opponent), then the totals.
std::string crosstable_text(const Crosstable& table);

/// The crosstable as CSV: the header `rank,player,opponent,games,wins,draws,losses,points,
/// sonneborn_berger`, then for each player in rank order a row of totals (opponent empty,
/// with the Sonneborn-Berger score) followed by a row per opponent in rank order (its
/// Sonneborn-Berger field empty). Numbers as `fraction_text` writes them.
std::string crosstable_csv(const Crosstable& table);

/// Options that are about the machine rather than the tournament.
struct TournamentRunOptions {
    int jobs = 1; ///< games played at the same time
    /// The referee that finds dead stones (tests may name another).
    std::vector<std::string> referee = MatchOptions().referee;
};

/// Plays the tournament: a header, a line per game as it finishes, then the crosstable to
/// `out`; the records and the CSV where the configuration says. Returns the exit status.
int run_tournament(const TournamentConfig& config, const TournamentRunOptions& run,
                   std::ostream& out);

} // namespace stonelab::cli
