/// \file
/// `stonelab tournament CONFIG`: a round robin of Go between several players, a mini tournament
/// like the one that closes seed 002's course (its third day, "a mini tournament among the
/// participants"; the slides give it no rules, so the rules here are the course's). Every
/// player meets every other one in `games` games, the colours alternating; the games are
/// played and refereed as `stonelab match` plays them (match.hpp, go_referee.hpp: simple ko, a
/// position standing for the third time with the same player to move and no pass in between
/// is a draw, a "long cycle" such as a triple ko; area scoring and komi; a move cap; an
/// engine that fails forfeits the game and the tournament goes on), as one series
/// (series.hpp). Every game is saved as SGF, and the crosstable (crosstable.hpp) is printed
/// and written as CSV. The configuration file is tournament_config.hpp's.
#pragma once

#include "arena/crosstable.hpp"
#include "arena/match.hpp"
#include "arena/tournament_config.hpp"

#include <iosfwd>
#include <string>
#include <vector>

namespace stonelab::arena {

/// Options that are about the machine rather than the tournament.
struct TournamentRunOptions {
    int jobs = 1; ///< games played at the same time
    /// The referee that finds dead stones (tests may name another).
    std::vector<std::string> referee = MatchOptions().referee;
};

/// Plays the tournament: a header, a line per game as it finishes, then the crosstable to
/// `out`; the records and the CSV where the configuration says. Throws std::runtime_error
/// before the first game when a player cannot be had or a file has no place. Returns the
/// exit status.
int run_tournament(const TournamentConfig& config, const TournamentRunOptions& run,
                   std::ostream& out);

} // namespace stonelab::arena
