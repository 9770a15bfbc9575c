/// \file
/// `gnugo_agreement`: plays seeded games through `stonelab gtp` and GNU Go side by side and
/// stops at the first question they answer differently. See agreement.hpp for what is
/// compared, and scripts/gnugo-agreement.sh for the long run.
#include "common/gtp_process.hpp"
#include "tests/gnugo/agreement.hpp"
#include "tests/gnugo/fast_board_gtp.hpp"

#include <CLI/CLI.hpp>

#include <chrono>
#include <filesystem>
#include <iostream>
#include <string_view>
#include <unistd.h>

namespace {

constexpr const char* kInstallGnuGo = "sudo apt-get install gnugo";

} // namespace

int main(int argc, char** argv)
{
    using namespace stonelab::agreement;
    using stonelab::GtpProcessError;

    // The fast-board engine that `--fast-board` runs as a child process: this program again.
    if (argc == 2 && std::string_view(argv[1]) == kServeFastBoard) return serve_fast_board();

    AgreementOptions options;
    std::string sizes = "19:1,13:2,9:6,5:11";
    CLI::App app{"Plays seeded games through `stonelab gtp` and GNU Go side by side and compares "
                 "every answer about legality, stones, prisoners and liberties."};
    app.add_option("--stonelab", options.stonelab, "The stonelab program (run as `stonelab gtp`)")
        ->required();
    app.add_option("--gnugo", options.gnugo, "GNU Go 3.8")->capture_default_str();
    app.add_option("--gnugo-level", options.gnugo_level, "GNU Go's level for self-play moves")
        ->capture_default_str()
        ->check(CLI::Range(0, 10));
    app.add_option("--games", options.games, "Number of games")
        ->capture_default_str()
        ->check(CLI::Range(0, 100'000'000));
    app.add_option("--seed", options.seed, "Seed of game 0; game i has seed SEED + i")
        ->capture_default_str();
    app.add_option("--sizes", sizes,
                   "Board sizes, each with an optional weight: 19,13,9,5 or 19:1,9:6")
        ->capture_default_str();
    app.add_option("--selfplay-share", options.selfplay_share,
                   "Fraction of the games that GNU Go plays against itself")
        ->capture_default_str()
        ->check(CLI::Range(0.0, 1.0));
    app.add_option("--komi", options.komi, "Komi set on both engines")->capture_default_str();
    app.add_flag("--verbose", options.verbose, "One line per game");
    app.add_flag("--fast-board", options.fast_board,
                 "Ask this program's own fast-board engine (" + std::string(kServeFastBoard) +
                     ", tests/gnugo/fast_board_gtp.hpp) instead of `stonelab gtp`: legality, "
                     "stones and prisoners from the playouts' fast board");
    try {
        app.parse(argc, argv);
        options.sizes = parse_sizes(sizes);
        if (options.fast_board)
            options.fast_board_engine = std::filesystem::read_symlink("/proc/self/exe").string();
    } catch (const CLI::ParseError& e) {
        return app.exit(e);
    } catch (const std::exception& e) { // a bad --sizes, or no path to this program
        std::cerr << "gnugo_agreement: " << e.what() << "\n";
        return 2;
    }

    // A missing oracle must fail loudly: a test that cannot compare has not passed.
    if (::access(options.gnugo.c_str(), X_OK) != 0) {
        std::cerr << "gnugo_agreement: GNU Go not found at " << options.gnugo
                  << ". Install it with `" << kInstallGnuGo << "`, or pass --gnugo PATH.\n";
        return 2;
    }

    const auto started = std::chrono::steady_clock::now();
    int disagreements = 0;
    AgreementTotals totals;
    try {
        totals = run_agreement(options, std::cout);
    } catch (const Disagreement& e) {
        std::cout << e.what();
        disagreements = 1;
    } catch (const GtpProcessError& e) {
        std::cerr << "gnugo_agreement: " << e.what() << "\n";
        return 2;
    }
    const auto seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started);
    if (disagreements == 0)
        std::cout << summary_line(totals, disagreements) << " ("
                  << static_cast<int>(seconds.count()) << " s)\n";
    return disagreements == 0 ? 0 : 1;
}
