/// \file
/// `stonelab gomocup`: a Gomoku brain speaking the Gomocup protocol (engine/protocols/gomocup.hpp)
/// on standard input and output, so that the course's players play in Piskvork, in other
/// Gomocup managers, and in `stonelab match` as `gomocup:stonelab gomocup ...`. (Piskvork
/// only runs brains whose file name starts with `pbrain-`: a script `pbrain-stonelab` that
/// runs `stonelab gomocup --player greedy` is one.)
#include "cli/commands.hpp"
#include "cli/number_checks.hpp"

#include "engine/gomoku/players.hpp"
#include "engine/protocols/gomocup.hpp"

#include <cstdint>
#include <iostream>
#include <memory>
#include <stdexcept>

namespace stonelab::cli {

namespace {

struct GomocupCommandOptions {
    std::string rule = "freestyle";
    std::string player = "greedy";
    std::uint64_t seed = 1;
};

// The player's name as given: NAME, or gomoku:NAME / renju:NAME as `stonelab match` spells it.
std::string bare_name(const std::string& name)
{
    for (const char* prefix : {"gomoku:", "renju:"}) {
        const std::string text = prefix;
        if (name.rfind(text, 0) == 0) return name.substr(text.size());
    }
    return name;
}

int run_gomocup_command(const GomocupCommandOptions& options)
{
    const gomoku::BuiltinPlayer* player = gomoku::find_player(bare_name(options.player));
    if (!player)
        throw std::invalid_argument("unknown player '" + options.player + "': the players are " +
                                    gomoku::player_names() +
                                    " (each also written gomoku:NAME or renju:NAME, as "
                                    "`stonelab match` writes them)");
    gomocup::BrainOptions brain_options;
    brain_options.rule = *gomoku::parse_rule(options.rule);
    brain_options.seed = options.seed;
    brain_options.version = STONELAB_VERSION;
    gomocup::Brain brain(player->move, brain_options);
    gomocup::run_brain(std::cin, std::cout, brain);
    return 0;
}

} // namespace

Command add_gomocup_command(CLI::App& app)
{
    auto* gomocup = app.add_subcommand(
        "gomocup", "A Gomoku brain speaking the Gomocup (Piskvork) protocol on stdin/stdout, "
                   "on boards from 5x5 to 20x20 (START N)");
    auto options = std::make_shared<GomocupCommandOptions>();
    gomocup
        ->add_option("--rule", options->rule,
                     "The rule until the manager sends INFO rule: freestyle (five or more "
                     "wins), standard (exactly five) or renju")
        ->check(CLI::IsMember({"freestyle", "standard", "renju"}))
        ->capture_default_str();
    gomocup
        ->add_option("--player", options->player,
                     "The built-in player that chooses the moves: " + gomoku::player_names())
        ->capture_default_str();
    gomocup->add_option("--seed", options->seed, "Seed of the player's RNG")
        ->check(seed_check())
        ->capture_default_str();
    return {gomocup, [options] { return run_gomocup_command(*options); }};
}

} // namespace stonelab::cli
