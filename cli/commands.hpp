/// \file
/// The subcommands of `stonelab`. Each `add_*_command` adds one subcommand (with its
/// options) to the app and returns it with the function that runs it once parsed.
#pragma once

#include <CLI/CLI.hpp>

#include <functional>

namespace stonelab::cli {

/// A parsed-or-not subcommand and what running it does (returns the exit code).
struct Command {
    CLI::App* app;
    std::function<int()> run;
};

Command add_demo_command(CLI::App& app);  // stonelab demo: a random game, move by move
Command add_gtp_command(CLI::App& app);   // stonelab gtp: a GTP v2 engine on stdin/stdout
Command add_bench_command(CLI::App& app); // stonelab bench ...: benchmarks

} // namespace stonelab::cli
