/// \file
/// `stonelab gtp`: the GTP v2 engine (engine/protocols/gtp.hpp) on standard input and output,
/// serving any player of the Go registry (engine/go/player.hpp) to GUIs, referees and matches
/// against GNU Go.
#include "cli/commands.hpp"
#include "cli/number_checks.hpp"

#include "engine/go/player.hpp"
#include "engine/protocols/gtp.hpp"

#include <cstdint>
#include <iostream>
#include <memory>
#include <stdexcept>
#include <string>

namespace stonelab::cli {

namespace {

// `--player capstone` alone: the capstone with the budget of --playouts or --seconds (the
// form the course's texts use); every other spec carries its own budget.
constexpr const char* kCapstoneAlone = "capstone";

struct GtpCommandOptions {
    int size = 19;
    double komi = 7.5;
    std::uint64_t seed = 1;
    bool superko = false;
    std::string player = "random";
    int playouts = 1000;
    double seconds = 0;
    bool ignore_clock = false;
    // Whether --playouts or --seconds was given: they go with `--player capstone` alone.
    const CLI::Option* playouts_option = nullptr;
    const CLI::Option* seconds_option = nullptr;
};

// The player the options name: the spec as given, or for `capstone` alone the capstone with
// --playouts or --seconds.
GoPlayerSpec player_spec(const GtpCommandOptions& options)
{
    const bool budget_given =
        options.playouts_option->count() + options.seconds_option->count() > 0;
    if (options.player != kCapstoneAlone) {
        if (budget_given)
            throw std::invalid_argument(
                "--playouts and --seconds go with --player capstone alone; '" + options.player +
                "' " +
                (options.player.rfind("capstone:", 0) == 0 ? "carries its own budget"
                                                           : "has no such budget"));
        return parse_go_player(options.player);
    }
    GoPlayerSpec spec = parse_go_player("capstone:" + std::to_string(options.playouts));
    spec.seconds = options.seconds; // 0: by playouts
    spec.text = kCapstoneAlone;
    return spec;
}

int run_gtp_command(const GtpCommandOptions& options)
{
    GtpOptions gtp;
    gtp.board_size = options.size;
    gtp.komi = options.komi;
    gtp.seed = options.seed;
    gtp.ko = options.superko ? KoRule::PositionalSuperko : KoRule::Simple;
    try {
        gtp.player = player_spec(options);
    } catch (const std::invalid_argument& e) {
        std::cerr << "stonelab gtp: " << e.what() << "\n";
        return 2;
    }
    gtp.ignore_clock = options.ignore_clock;
    // Standard input as a file descriptor rather than std::cin: an analysis looks with poll()
    // whether the next command has come, which a stream's hidden buffer would keep from it.
    FdGtpInput input(0);
    run_gtp(input, std::cout, gtp);
    return 0;
}

// A player spec the registry reads, or `capstone` alone; CLI11 prints the registry's message.
CLI::Validator gtp_player_check()
{
    return CLI::Validator(
        [](std::string& text) -> std::string {
            if (text == kCapstoneAlone) return "";
            try {
                parse_go_player(text);
            } catch (const std::invalid_argument& e) {
                return e.what();
            }
            return "";
        },
        "SPEC");
}

} // namespace

Command add_gtp_command(CLI::App& app)
{
    auto* gtp = app.add_subcommand("gtp", "A GTP v2 engine on stdin/stdout");
    auto options = std::make_shared<GtpCommandOptions>();
    gtp->add_option("--size", options->size, "Initial board size (1..19)")
        ->check(CLI::Range(1, 19))
        ->capture_default_str();
    gtp->add_option("--komi", options->komi, "Initial komi")
        ->check(real_range_check(-1000, 1000))
        ->capture_default_str();
    gtp->add_option("--seed", options->seed, "Seed of the player behind genmove")
        ->check(seed_check())
        ->capture_default_str();
    gtp->add_flag("--superko", options->superko,
                  "Positional superko instead of simple ko (no position may repeat)");
    gtp->add_option("--player", options->player,
                    "Who answers genmove, any Go player of the course: " + go_player_usages() +
                        " (as `stonelab match` takes them, e.g. uct:1000, capstone:2s:norave); "
                        "`capstone` alone is the capstone "
                        "with --playouts or --seconds. The capstone also answers lz-analyze "
                        "and kata-analyze, thinks on a GUI's clock and finds dead stones")
        ->check(gtp_player_check())
        ->capture_default_str();
    options->playouts_option =
        gtp->add_option("--playouts", options->playouts,
                        "With --player capstone: its playouts per move; a GUI's clock "
                        "(time_settings) overrides it unless --ignore-clock")
            ->check(CLI::Range(1, kMaxSpecPlayouts))
            ->capture_default_str();
    options->seconds_option =
        gtp->add_option("--seconds", options->seconds,
                        "With --player capstone: its seconds per move instead of playouts (0: by "
                        "playouts); a GUI's clock (time_settings) overrides it unless "
                        "--ignore-clock")
            ->check(real_range_check(0, kMaxMoveSeconds))
            ->capture_default_str();
    gtp->add_flag("--ignore-clock", options->ignore_clock,
                  "The capstone searches each move for its own budget even when the GUI sets a "
                  "clock (time_settings and time_left are still answered)");
    return {gtp, [options] { return run_gtp_command(*options); }};
}

} // namespace stonelab::cli
