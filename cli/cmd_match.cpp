/// \file
/// `stonelab match PLAYER PLAYER`: two players play a series of games with a referee, every
/// game saved as SGF, a line per game as it finishes and the result with its interval at the
/// end. The players, the rules and the referee are in cli/match.hpp.
#include "cli/commands.hpp"
#include "cli/match.hpp"
#include "cli/number_checks.hpp"

#include <iostream>
#include <memory>

namespace stonelab::cli {

namespace {

struct MatchCommandOptions {
    std::vector<std::string> players;
    MatchOptions match;
    double time_limit_seconds = 60;
    std::string sgf_dir;
};

// A player spec, checked as CLI11 reads it: "PLAYER: bad player 'mc:0': ..." on error.
CLI::Validator player_check()
{
    return CLI::Validator(
        [](std::string& text) -> std::string {
            try {
                parse_player_spec(text);
                return "";
            } catch (const std::invalid_argument& e) {
                return e.what();
            }
        },
        "PLAYER");
}

int run(MatchCommandOptions& options)
{
    MatchOptions& match = options.match;
    match.time_limit =
        std::chrono::milliseconds(static_cast<long long>(options.time_limit_seconds * 1000 + 0.5));
    if (!options.sgf_dir.empty()) match.sgf_dir = options.sgf_dir;
    return run_match(parse_player_spec(options.players[0]), parse_player_spec(options.players[1]),
                     match, std::cout);
}

} // namespace

Command add_match_command(CLI::App& app)
{
    auto* match = app.add_subcommand(
        "match",
        "Games between two players with a referee: simple ko, a position repeated three times "
        "with the same player to move and no pass in between is a draw (a long cycle), area "
        "scoring (GNU Go removes dead "
        "stones when a GTP engine plays), a move cap; a line per game, then the first player's "
        "wins, draws and losses and the share of points won with its 95% Wilson interval, a "
        "draw counting as half a win");
    auto options = std::make_shared<MatchCommandOptions>();
    match
        ->add_option(
            "players", options->players,
            "The two players: random, eval (lesson 5's evaluation-driven move; eval:cancel "
            "with experiment 1), mc:N, "
            "uct:N, uct:Ts, or gtp:COMMAND (one argument, quoted, e.g. "
            "'gtp:/usr/games/gnugo --mode gtp --level 1 --chinese-rules')")
        ->required()
        ->expected(2)
        ->check(player_check());
    match->add_option("--size", options->match.size, "Board size (1-19)")->check(CLI::Range(1, 19));
    match->add_option("--komi", options->match.komi, "Komi")->check(real_range_check(-1000, 1000));
    match
        ->add_option("--games", options->match.games,
                     "Number of games; the first player is Black "
                     "in games 1, 3, 5, ...")
        ->check(CLI::Range(1, 100000));
    match->add_option("--sgf", options->sgf_dir, "Save every game as DIR/game-NNN.sgf");
    match->add_option("-j,--jobs", options->match.jobs, "Games played at the same time")
        ->check(CLI::Range(1, 64));
    match
        ->add_option("--seed", options->match.seed,
                     "RNG seed: game i is seeded from it and i, whatever -j is")
        ->check(seed_check());
    match
        ->add_option("--max-moves", options->match.max_moves,
                     "Move cap, after which a game is scored as it stands (default: 3 per point)")
        ->check(CLI::Range(1, 100000));
    match
        ->add_option("--time-limit", options->time_limit_seconds,
                     "Seconds a GTP engine may take to answer one command; past it, it forfeits "
                     "(starting up and setting up a game may take 30 s)")
        ->check(real_range_check(0.01, 3600));
    return {match, [options] { return run(*options); }};
}

} // namespace stonelab::cli
