// The reference outputs against the engine (engine/go/monte_carlo.hpp): the same algorithms,
// written once more for `stonelab match` on the engine's Game, must choose the same moves
// from the same counts. [reference] tests: they read the reference files, never your code.
#include "support.hpp"

#include "engine/go/monte_carlo.hpp"

#include <algorithm>
#include <sstream>

using namespace stonelab;
using namespace stonelab::lesson08;
using namespace stonelab::lesson08::test;

namespace {

Game game_of(const Board& board, Color color, double komi)
{
    return Game(board, Rules{KoRule::Simple, komi}, color);
}

// The "## NAME" section of a reference file, as lines.
std::vector<std::string> section_lines(const std::string& text, const std::string& name)
{
    std::istringstream in(stonelab::test::parse_sections(text)[name]);
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

} // namespace

TEST_CASE("task 1: the reference choices and their random numbers are the engine's primitive "
          "Monte Carlo's",
          "[lesson08][task_1][reference]")
{
    for (const data::PrimitiveSpec& spec : data::kReferencePrimitive) {
        CAPTURE(data::call_of(spec));
        const Board board = start_of(spec);
        Rng rng(spec.seed);
        const Point move = primitive_monte_carlo_move(game_of(board, spec.color, spec.komi),
                                                      spec.color, rng, spec.playouts);
        const std::string reference = reference_text("primitive", spec);
        CHECK(reference.find("\nmove " + to_gtp_vertex(board.geometry(), move) + " ") !=
              std::string::npos);
        // The same playouts, so the same random numbers.
        CHECK(reference.find("\nrandom numbers drawn " +
                             std::to_string(data::numbers_drawn(spec.seed, rng.state())) + "\n") !=
              std::string::npos);
    }
}

TEST_CASE("task 3: the reference trees' root children, principal variations and random "
          "numbers are the engine's UCT",
          "[lesson08][task_3][reference]")
{
    const auto check = [](const data::UctSpec& spec, const std::string& reference) {
        CAPTURE(data::call_of(spec));
        const Board board = start_of(spec);
        const Geometry geometry = board.geometry();
        stonelab::UctOptions options;
        options.playouts = spec.options.playouts;
        options.exploration = spec.options.exploration;
        options.expand_after = spec.options.expand_after;
        Rng rng(spec.seed);
        const UctResult engine =
            uct_search(game_of(board, spec.color, spec.komi), spec.color, rng, options);
        CHECK(engine.playouts == spec.options.playouts);
        // The same playouts, so the same random numbers.
        CHECK(reference.find("\nrandom numbers drawn " +
                             std::to_string(data::numbers_drawn(spec.seed, rng.state())) + "\n") !=
              std::string::npos);

        // The root's children, move, visits and win rate, in the engine's order (most
        // visited first, ties in the tree's order) and in the reference file's (the tree's).
        std::vector<std::string> engine_lines, reference_lines;
        for (const UctChild& c : engine.children)
            engine_lines.push_back(to_gtp_vertex(geometry, c.move) + " " +
                                   std::to_string(c.visits) + " " + data::rate(c.win_rate));
        reference_lines = section_lines(reference, "root children (move visits win-rate)");
        std::sort(engine_lines.begin(), engine_lines.end());
        std::sort(reference_lines.begin(), reference_lines.end());
        CHECK(engine_lines == reference_lines);

        // The principal variation: the most visited child of each node of the reference tree,
        // while one was visited.
        const Tree tree = data::tree_of(reference, geometry);
        std::vector<std::string> from_tree;
        for (int node = 0;;) {
            int best = -1;
            for (int child : tree.nodes[static_cast<std::size_t>(node)].children)
                if (best == -1 || tree.nodes[static_cast<std::size_t>(child)].visits >
                                      tree.nodes[static_cast<std::size_t>(best)].visits)
                    best = child;
            if (best == -1 || tree.nodes[static_cast<std::size_t>(best)].visits == 0) break;
            from_tree.push_back(
                to_gtp_vertex(geometry, tree.nodes[static_cast<std::size_t>(best)].move));
            node = best;
        }
        CHECK(stonelab::test::vertex_names(geometry, engine.principal_variation) == from_tree);
    };
    for (const data::UctSpec& spec : data::kReferenceUct) check(spec, reference_text("uct", spec));
    for (const data::UctSpec& spec : data::kHiddenUct)
        check(spec, stonelab::test::read_text(std::filesystem::path(LESSON_HIDDEN_DATA) /
                                              ("uct-" + data::file_name(spec))));
}
