/// \file
/// `stonelab tournament CONFIG [-j J]`: a round robin of Go between the players a
/// configuration file lists, every game refereed and saved as `stonelab match` does it, then
/// the crosstable as text and CSV. The file's format and the ranking are in cli/tournament.hpp.
#include "cli/commands.hpp"
#include "cli/tournament.hpp"

#include <iostream>
#include <memory>

namespace stonelab::cli {

namespace {

struct TournamentCommandOptions {
    std::string config;
    TournamentRunOptions run;
};

const char* const kConfigHelp = R"(
CONFIG is a text file, one setting a line (blank lines and lines starting with # are skipped):
  size N              the board, 1-19 (default 9)
  komi K              -1000 to 1000 (default 7)
  games G             games per pairing, 1-1000 (default 2); the player listed first is
                      Black in the pairing's games 1, 3, 5, ...
  seconds T           how long a GTP engine may take to answer (0.01-3600, default 60);
                      past it, it forfeits the game (it is not told: give it its own time
                      settings on its command line)
  max-moves M         the move cap, 1-100000 (default 3 per point)
  seed S              game k is seeded from S and k (default 1), whatever -j is
  sgf DIR             save every game as DIR/game-NNN-BLACK-WHITE.sgf
  csv FILE            write the crosstable as CSV
  player NAME SPEC    2 to 32 players; NAME: 1-20 letters, digits, . _ - +; SPEC as
                      `stonelab match` takes it, e.g. random, eval, mc:N, uct:N, uct:Ts,
                      gtp:COMMAND LINE (the rest of the line)
Each key but player at most once; relative paths are from the file's folder; at most 64 KiB,
1000 bytes a line, 100000 games. Rules as in `stonelab match`: simple ko, a long cycle (a
position standing 3 times, same player to move, no pass between) is a draw, area scoring,
dead stones removed by GNU Go when a GTP engine plays; an engine that fails forfeits.
Points: win 1, draw 1/2, loss 0; ranked by points, then Sonneborn-Berger, then file order.
Example:
  size 9
  komi 7
  games 2
  sgf games
  csv crosstable.csv
  player random random
  player mc mc:100
  player gnugo gtp:/usr/games/gnugo --mode gtp --level 1 --chinese-rules)";

int run(const TournamentCommandOptions& options)
{
    const TournamentConfig config = read_tournament_config(options.config);
    return run_tournament(config, options.run, std::cout);
}

} // namespace

Command add_tournament_command(CLI::App& app)
{
    auto* tournament = app.add_subcommand(
        "tournament",
        "A round robin of Go between the players of a configuration file, every game saved as "
        "SGF, then a crosstable (wins, draws, losses and points per pairing and in total, "
        "ranked) as text and CSV");
    tournament->footer(kConfigHelp);
    auto options = std::make_shared<TournamentCommandOptions>();
    tournament->add_option("config", options->config, "The configuration file (see below)")
        ->required();
    tournament
        ->add_option("-j,--jobs", options->run.jobs,
                     "Games played at the same time (each GTP engine is a process of its own)")
        ->check(CLI::Range(1, 64));
    return {tournament, [options] { return run(*options); }};
}

} // namespace stonelab::cli
