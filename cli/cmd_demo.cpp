#include "cli/commands.hpp"

#include "engine/diagram.hpp"
#include "engine/game.hpp"
#include "engine/random_player.hpp"
#include "engine/scoring.hpp"

#include <cstdint>
#include <iostream>
#include <memory>

namespace stonelab::cli {

namespace {

struct DemoOptions {
    int size = 9;
    std::uint64_t seed = 1;
    double komi = 7.5;
};

// A game between two random players, printed move by move, scored by Tromp-Taylor.
int run_demo(const DemoOptions& options)
{
    Game game(Board(options.size), Rules{KoRule::PositionalSuperko, options.komi});
    Rng rng(options.seed);
    const int cap = 3 * game.board().geometry().area();
    std::cout << "A game between two random players on " << options.size << "x" << options.size
              << " (seed " << options.seed << ", komi " << options.komi
              << ", area scoring, positional superko)\n\n";
    while (!game.two_passes() && static_cast<int>(game.moves().size()) < cap) {
        const Color color = game.to_move();
        const Point p = random_move(game, color, rng);
        game.play(color, p);
        std::cout << "Move " << game.moves().size() << ": "
                  << (color == Color::Black ? "Black" : "White") << " "
                  << to_gtp_vertex(game.board().geometry(), p) << "  (captures: Black "
                  << game.board().captures(Color::Black) << ", White "
                  << game.board().captures(Color::White) << ")\n"
                  << print_diagram(game.board()) << "\n";
    }
    const AreaScore score = tromp_taylor_score(game.board(), options.komi);
    std::cout << "Game over after " << game.moves().size() << " moves. Black " << score.black_area()
              << ", White " << score.white_area() << " + " << options.komi
              << " komi. Result: " << result_string(score.margin()) << "\n";
    return 0;
}

} // namespace

Command add_demo_command(CLI::App& app)
{
    auto* demo = app.add_subcommand("demo", "A game between two random players, move by move");
    auto options = std::make_shared<DemoOptions>();
    demo->add_option("--size", options->size, "Board size")->check(CLI::Range(1, 19));
    demo->add_option("--seed", options->seed, "RNG seed");
    demo->add_option("--komi", options->komi, "Komi");
    return {demo, [options] { return run_demo(*options); }};
}

} // namespace stonelab::cli
