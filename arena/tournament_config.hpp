/// \file
/// A tournament's configuration file (`stonelab tournament CONFIG`): plain text, one setting a
/// line; blank lines and lines whose first character other than blanks is `#` are ignored:
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
/// The keys, each with its range, its default and what it means, are one table
/// (`tournament_config_keys`, in tournament_config.cpp), which the reader follows and
/// `stonelab tournament --help` prints (`tournament_config_help`). Each key but `player` may
/// be given once. A relative `sgf` or `csv` path is taken from the configuration file's
/// folder. The file, a line, a spec that is not a command line and the tournament's number of
/// games have their limits (below). Anything else is refused with the line's number.
#pragma once

#include "arena/spec.hpp"

#include <cstdint>
#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace stonelab::arena {

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

/// A parsed configuration file; its members' values here are the keys' defaults.
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

/// One key of the configuration file.
struct ConfigKey {
    std::string name;  ///< "size"
    std::string value; ///< what follows the key, as the help names it: "N"
    /// Where its value goes, which says how it is read: a whole number or a real number in
    /// [low, high], a seed, a path, or a player (the one key given more than once).
    std::variant<int TournamentConfig::*, double TournamentConfig::*,
                 std::uint64_t TournamentConfig::*,
                 std::optional<std::filesystem::path> TournamentConfig::*,
                 std::vector<TournamentPlayer> TournamentConfig::*>
        field;
    double low = 0, high = 0; ///< a number's range; the players' count
    /// The default in words where TournamentConfig's value does not say it ("3 per point").
    std::string default_words;
    std::string help; ///< what it means
};

/// Every key, in the order the help lists them.
const std::vector<ConfigKey>& tournament_config_keys();

/// The configuration file as `stonelab tournament --help` explains it: a line for each key
/// of the table (its range and default), the limits, the rules, the ranking and an example.
std::string tournament_config_help();

/// Reads a configuration from its text; `source` names it in messages ("FILE line N: ...").
/// Throws TournamentConfigError. Paths are left as written.
TournamentConfig parse_tournament_config(std::string_view text, const std::string& source);

/// Reads the configuration file `path` (at most kMaxConfigBytes) and resolves its relative
/// paths against the file's folder. Throws TournamentConfigError or std::runtime_error.
TournamentConfig read_tournament_config(const std::filesystem::path& path);

} // namespace stonelab::arena
