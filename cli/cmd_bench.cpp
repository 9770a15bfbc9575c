#include "cli/commands.hpp"

#include "engine/playout.hpp"

#include <chrono>
#include <cstdint>
#include <iomanip>
#include <iostream>
#include <memory>

namespace stonelab::cli {

namespace {

struct PlayoutBenchOptions {
    int size = 9;
    double seconds = 2.0;
    std::uint64_t seed = 1;
};

// Runs playouts from the empty board for about `seconds` and prints their rate.
int bench_playouts(const PlayoutBenchOptions& options)
{
    using Clock = std::chrono::steady_clock;
    const Board empty(options.size);
    Rng rng(options.seed);
    long playouts = 0, moves = 0, black_wins = 0;
    const auto start = Clock::now();
    const auto deadline = start + std::chrono::duration<double>(options.seconds);
    while (Clock::now() < deadline) {
        for (int batch = 0; batch < 16; ++batch) {
            Board board = empty;
            const PlayoutResult result =
                playout(board, Color::Black, rng, default_move_cap(board), 7.5);
            ++playouts;
            moves += result.moves;
            black_wins += result.score.margin() > 0;
        }
    }
    const double elapsed = std::chrono::duration<double>(Clock::now() - start).count();
    std::cout << std::fixed << std::setprecision(1) << "playouts " << options.size << "x"
              << options.size << ": " << playouts << " playouts in " << elapsed
              << " s = " << playouts / elapsed << " playouts/s, "
              << static_cast<double>(moves) / playouts << " moves per playout, Black wins "
              << 100.0 * black_wins / playouts << "% at komi 7.5\n";
    return 0;
}

} // namespace

Command add_bench_command(CLI::App& app)
{
    auto* bench = app.add_subcommand("bench", "Benchmarks: prints figures to compare");
    bench->require_subcommand(1);
    auto options = std::make_shared<PlayoutBenchOptions>();
    auto* playouts = bench->add_subcommand("playouts", "Random playouts from the empty board");
    playouts->add_option("--size", options->size, "Board size")->check(CLI::Range(1, 19));
    playouts->add_option("--seconds", options->seconds, "How long to run")
        ->check(CLI::Range(0.01, 3600.0));
    playouts->add_option("--seed", options->seed, "RNG seed");
    return {bench, [options] { return bench_playouts(*options); }};
}

} // namespace stonelab::cli
