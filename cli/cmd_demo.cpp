#include "cli/commands.hpp"
#include "cli/number_checks.hpp"

#include "engine/formats/diagram.hpp"
#include "engine/formats/sgf.hpp"
#include "engine/go/game.hpp"
#include "engine/go/random_player.hpp"
#include "engine/go/scoring.hpp"

#include <cstdint>
#include <iostream>
#include <memory>

namespace stonelab::cli {

namespace {

struct DemoOptions {
    int size = 9;
    std::uint64_t seed = 1;
    double komi = 7.5;
    bool sgf = false;
};

// The demo's game: two random players under positional superko (so that the game always
// ends by two passes), capped at three moves per point all the same.
Game demo_game(const DemoOptions& options)
{
    const Game start(Board(options.size), Rules{KoRule::PositionalSuperko, options.komi});
    Rng rng(options.seed);
    return random_game(start, rng, 3 * start.board().geometry().area());
}

// Replays the game move by move, printing each position, and scores it by Tromp-Taylor.
void print_move_by_move(const Game& finished, const DemoOptions& options)
{
    std::cout << "A game between two random players on " << options.size << "x" << options.size
              << " (seed " << options.seed << ", komi " << options.komi
              << ", area scoring, positional superko)\n\n";
    Game game(finished.start(), finished.rules());
    for (const Move& move : finished.moves()) {
        game.play(move.color, move.point);
        std::cout << "Move " << game.moves().size() << ": "
                  << (move.color == Color::Black ? "Black" : "White") << " "
                  << to_gtp_vertex(game.board().geometry(), move.point) << "  (captures: Black "
                  << game.board().captures(Color::Black) << ", White "
                  << game.board().captures(Color::White) << ")\n"
                  << print_diagram(game.board()) << "\n";
    }
    const AreaScore score = tromp_taylor_score(game.board(), options.komi);
    std::cout << "Game over after " << game.moves().size() << " moves. Black " << score.black_area()
              << ", White " << score.white_area() << " + " << options.komi
              << " komi. Result: " << result_string(score.margin()) << "\n";
}

int run_demo(const DemoOptions& options)
{
    const Game game = demo_game(options);
    if (options.sgf) {
        const double margin = tromp_taylor_score(game.board(), options.komi).margin();
        std::cout << write_sgf(game, result_string(margin));
    } else {
        print_move_by_move(game, options);
    }
    return 0;
}

} // namespace

Command add_demo_command(CLI::App& app)
{
    auto* demo = app.add_subcommand("demo", "A game between two random players, move by move");
    auto options = std::make_shared<DemoOptions>();
    demo->add_option("--size", options->size, "Board size (1-19)")->check(CLI::Range(1, 19));
    demo->add_option("--seed", options->seed, "RNG seed: the same seed gives the same game")
        ->check(seed_check());
    demo->add_option("--komi", options->komi, "Komi")->check(real_range_check(-1000, 1000));
    demo->add_flag("--sgf", options->sgf, "Print the game as an SGF record instead");
    return {demo, [options] { return run_demo(*options); }};
}

} // namespace stonelab::cli
