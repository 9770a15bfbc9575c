/// \file
/// `stonelab gtp`: the GTP v2 engine (engine/protocols/gtp.hpp) on standard input and output, for
/// GUIs, referees and matches against GNU Go.
#include "cli/commands.hpp"
#include "cli/number_checks.hpp"

#include "engine/protocols/gtp.hpp"

#include <cstdint>
#include <iostream>
#include <memory>
#include <string>

namespace stonelab::cli {

namespace {

struct GtpCommandOptions {
    int size = 19;
    double komi = 7.5;
    std::uint64_t seed = 1;
    bool superko = false;
    bool fast_board = false;
    std::string player = "random";
    int playouts = 1000;
    double seconds = 0;
    bool ignore_clock = false;
};

int run_gtp_command(const GtpCommandOptions& options)
{
    GtpOptions gtp;
    gtp.board_size = options.size;
    gtp.komi = options.komi;
    gtp.seed = options.seed;
    gtp.ko = options.superko ? KoRule::PositionalSuperko : KoRule::Simple;
    gtp.fast_board = options.fast_board;
    if (options.player == "capstone") gtp.player = GtpOptions::Player::Capstone;
    gtp.capstone.playouts = options.playouts;
    gtp.capstone.seconds = options.seconds;
    gtp.ignore_clock = options.ignore_clock;
    // Standard input as a file descriptor rather than std::cin: an analysis looks with poll()
    // whether the next command has come, which a stream's hidden buffer would keep from it.
    FdGtpInput input(0);
    run_gtp(input, std::cout, gtp);
    return 0;
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
    gtp->add_option("--seed", options->seed, "Seed of the random player behind genmove")
        ->check(seed_check())
        ->capture_default_str();
    gtp->add_flag("--superko", options->superko,
                  "Positional superko instead of simple ko (no position may repeat)")
        ->excludes(gtp->add_flag("--fast-board", options->fast_board,
                                 "Answer is_legal, list_stones and captures from the playouts' "
                                 "fast board, kept beside the game's (for the GNU Go agreement "
                                 "tests)"));
    gtp->add_option("--player", options->player,
                    "Who answers genmove: random (seed 002's random player) or capstone (the "
                    "capstone player: UCT with RAVE, patterns and tactics; its search also "
                    "answers lz-analyze and kata-analyze)")
        ->check(CLI::IsMember({"random", "capstone"}))
        ->capture_default_str();
    gtp->add_option("--playouts", options->playouts,
                    "The capstone player's playouts per move; a GUI's clock (time_settings) "
                    "overrides it unless --ignore-clock")
        ->check(CLI::Range(1, 10'000'000))
        ->capture_default_str();
    gtp->add_option("--seconds", options->seconds,
                    "The capstone player's seconds per move instead of playouts (0: by "
                    "playouts); a GUI's clock (time_settings) overrides it unless --ignore-clock")
        ->check(real_range_check(0, 3600))
        ->capture_default_str();
    gtp->add_flag("--ignore-clock", options->ignore_clock,
                  "Search each move for --playouts or --seconds even when the GUI sets a clock "
                  "(time_settings and time_left are still answered)");
    return {gtp, [options] { return run_gtp_command(*options); }};
}

} // namespace stonelab::cli
