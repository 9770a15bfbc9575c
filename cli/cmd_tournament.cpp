/// \file
/// `stonelab tournament CONFIG [-j J]`: a round robin of Go between the players a
/// configuration file lists, every game refereed and saved as `stonelab match` does it, then
/// the crosstable as text and CSV. This is the command's options; the tournament is
/// arena/tournament.hpp, its file's keys the table of arena/tournament_config.cpp, which the
/// help prints.
#include "arena/tournament.hpp"
#include "cli/commands.hpp"

#include <iostream>
#include <memory>

namespace stonelab::cli {

namespace {

struct TournamentCommandOptions {
    std::string config;
    arena::TournamentRunOptions run;
};

int run(const TournamentCommandOptions& options)
{
    const arena::TournamentConfig config = arena::read_tournament_config(options.config);
    return arena::run_tournament(config, options.run, std::cout);
}

} // namespace

Command add_tournament_command(CLI::App& app)
{
    auto* tournament = app.add_subcommand(
        "tournament",
        "A round robin of Go between the players of a configuration file, every game saved as "
        "SGF, then a crosstable (wins, draws, losses and points per pairing and in total, "
        "ranked) as text and CSV");
    tournament->footer(arena::tournament_config_help());
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
