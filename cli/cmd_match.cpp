/// \file
/// `stonelab match PLAYER PLAYER`: two players play a series of games with a referee, every
/// game saved as SGF, a line per game as it finishes and the result with its interval at the
/// end. This is the command's options; the match is arena/match.hpp, its players
/// arena/spec.hpp, its referees arena/go_referee.hpp and arena/gomoku_referee.hpp.
#include "arena/child_player.hpp"
#include "arena/match.hpp"
#include "cli/commands.hpp"
#include "cli/number_checks.hpp"
#include "engine/gomoku/players.hpp"

#include <iostream>
#include <memory>
#include <optional>
#include <stdexcept>

namespace stonelab::cli {

namespace {

using namespace stonelab::arena;

struct MatchCommandOptions {
    std::vector<std::string> players;
    MatchOptions match;
    double time_limit_seconds = 60;
    std::string sgf_dir;
    std::optional<int> size;
    std::string game; // "", go, gomoku or renju
    std::string rule; // "", freestyle, standard or renju
    // Options of Go alone, to refuse them for Gomoku and Renju rather than ignore them.
    CLI::Option* komi = nullptr;
    CLI::Option* max_moves = nullptr;
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
    match.time_limit = time_limit_of(options.time_limit_seconds);
    if (!options.sgf_dir.empty()) match.sgf_dir = options.sgf_dir;
    if (match.first_game > match.games)
        throw std::invalid_argument("--first-game " + std::to_string(match.first_game) +
                                    " is past the last game (--games " +
                                    std::to_string(match.games) + ")");
    const PlayerSpec first = parse_player_spec(options.players[0]);
    const PlayerSpec second = parse_player_spec(options.players[1]);
    std::optional<GameKind> asked;
    if (!options.game.empty())
        asked = options.game == "go"       ? GameKind::Go
                : options.game == "gomoku" ? GameKind::Gomoku
                                           : GameKind::Renju;
    std::optional<gomoku::Rule> rule;
    if (!options.rule.empty()) {
        rule = gomoku::parse_rule(options.rule);
        // The renju rule is the game renju; the other two are Gomoku's.
        const GameKind game = rule == gomoku::Rule::Renju ? GameKind::Renju : GameKind::Gomoku;
        if (asked && *asked != game)
            throw std::invalid_argument("--rule " + options.rule + " is not a rule of " +
                                        game_name(*asked));
        asked = game;
    }
    // The one place the game is decided: the match plays it, its options are checked for it.
    match.game = match_game(first, second, asked);
    match.rule = match.game == GameKind::Renju ? gomoku::Rule::Renju
                                               : rule.value_or(gomoku::Rule::Freestyle);
    const GameKind game = match.game;
    match.size = options.size.value_or(game == GameKind::Go ? 9 : gomoku::kStandardSize);
    const auto sizes = [](int smallest, int largest) {
        return std::to_string(smallest) + "x" + std::to_string(smallest) + " to " +
               std::to_string(largest) + "x" + std::to_string(largest) + " boards";
    };
    if (game == GameKind::Go && match.size > kMaxSide)
        throw std::invalid_argument("--size " + std::to_string(match.size) + ": go is played on " +
                                    sizes(1, kMaxSide) + " (" + std::to_string(gomoku::kMaxSize) +
                                    "x" + std::to_string(gomoku::kMaxSize) +
                                    " is for gomoku and renju)");
    if (game != GameKind::Go && (match.size < gomoku::kMinSize || match.size > gomoku::kMaxSize))
        throw std::invalid_argument("--size " + std::to_string(match.size) + ": " +
                                    game_name(game) + " is played on " +
                                    sizes(gomoku::kMinSize, gomoku::kMaxSize));
    // Gomoku and Renju have neither komi nor a move cap (a full board ends the game): an
    // option that would change nothing is refused, so that nobody believes it was applied.
    if (game != GameKind::Go && options.komi->count() > 0)
        throw std::invalid_argument(std::string("--komi: ") + game_name(game) +
                                    " has no komi (it is Go's compensation for White); leave "
                                    "--komi out");
    if (game != GameKind::Go && options.max_moves->count() > 0)
        throw std::invalid_argument(std::string("--max-moves: ") + game_name(game) +
                                    " has no move cap (a full board ends the game, a draw); "
                                    "leave --max-moves out");
    return run_match(first, second, match, std::cout);
}

} // namespace

Command add_match_command(CLI::App& app)
{
    auto* match = app.add_subcommand(
        "match",
        "Games of Go, Gomoku or Renju between two players with a referee. Go: simple ko, a "
        "position repeated three times "
        "with the same player to move and no pass in between is a draw (a long cycle), area "
        "scoring (GNU Go removes dead "
        "stones when a GTP engine plays), a move cap. Gomoku and Renju: five in a row wins, a "
        "Black "
        "foul loses under Renju, a full board is a draw. A line per game, then the first player's "
        "wins, draws and losses and the share of points won with its 95% Wilson interval, a "
        "draw counting as half a win");
    auto options = std::make_shared<MatchCommandOptions>();
    match
        ->add_option(
            "players", options->players,
            "The two players. Go: random, eval (lesson 5's evaluation-driven move; eval:cancel "
            "with experiment 1), mc:N, "
            "uct:N, uct:Ts, capstone:N, capstone:Ts (then :norave, :nopatterns, :notactics, "
            ":nopriors, "
            ":noresign to switch parts off), or gtp:COMMAND (one argument, quoted, e.g. "
            "'gtp:/usr/games/gnugo --mode gtp --level 1 --chinese-rules'). Gomoku and Renju: "
            "gomoku:NAME or renju:NAME (NAME: " +
                gomoku::player_names() +
                "), or gomocup:COMMAND (a Gomocup brain, e.g. 'gomocup:stonelab gomocup')")
        ->required()
        ->expected(2)
        ->check(player_check());
    match
        ->add_option("--size", options->size,
                     "Board size (Go 1-19, default 9; Gomoku and Renju 5-20, default 15; 20 is "
                     "the Gomocup's board, its 20th column U in the records' comments)")
        ->check(CLI::Range(1, gomoku::kMaxSize));
    match
        ->add_option("--game", options->game,
                     "go, gomoku or renju (default: what the players play; gomoku for two "
                     "gomocup: brains)")
        ->check(CLI::IsMember({"go", "gomoku", "renju"}));
    match
        ->add_option("--rule", options->rule,
                     "Gomoku's rule: freestyle (five or more wins, the default) or standard "
                     "(exactly five); renju means --game renju")
        ->check(CLI::IsMember({"freestyle", "standard", "renju"}));
    options->komi = match->add_option("--komi", options->match.komi, "Komi (Go only)")
                        ->check(real_range_check(-1000, 1000));
    match
        ->add_option("--games", options->match.games,
                     "Number of games; the first player is Black "
                     "in games 1, 3, 5, ...")
        ->check(CLI::Range(1, 100000));
    match
        ->add_option("--first-game", options->match.first_game,
                     "Start at game N of the series (default 1): games N to --games are the "
                     "same games as in a whole run, so a long match can be split across runs")
        ->check(CLI::Range(1, 100000));
    match->add_option("--sgf", options->sgf_dir, "Save every game as DIR/game-NNN.sgf");
    match->add_option("-j,--jobs", options->match.jobs, "Games played at the same time")
        ->check(CLI::Range(1, 64));
    match
        ->add_option("--seed", options->match.seed,
                     "RNG seed: game i is seeded from it and i, whatever -j is")
        ->check(seed_check());
    options->max_moves =
        match
            ->add_option("--max-moves", options->match.max_moves,
                         "Go only: move cap, after which a game is scored as it stands (default: "
                         "3 per point)")
            ->check(CLI::Range(1, 100000));
    match
        ->add_option(
            "--time-limit", options->time_limit_seconds,
            "Seconds a GTP engine or Gomocup brain may take to finish its answer to one "
            "command, however much it writes meanwhile; past it, it forfeits (starting up and "
            "setting up a game may take 30 s; a Gomocup brain is told a tenth less, at most a "
            "second less, as its INFO timeout_turn)")
        ->check(real_range_check(kMinMoveSeconds, kMaxMoveSeconds));
    return {match, [options] { return run(*options); }};
}

} // namespace stonelab::cli
