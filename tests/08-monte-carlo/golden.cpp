// Lesson 8's reference outputs, from the reference solution: the seeded primitive Monte Carlo
// choices of data::kReferencePrimitive (data/primitive/), the UCT trees of data::kReferenceUct
// (data/uct/) with their principal variations and reports (data/report/), and the hidden
// searches (hidden/). `stonelab golden 8` writes them; CI checks them. test_references.cpp
// checks them against the engine's Monte Carlo players (engine/go/monte_carlo.hpp).
#include "golden.hpp"
#include "08-monte-carlo/monte_carlo_data.hpp"

using namespace stonelab;
using namespace stonelab::lesson08;

namespace {

// A search's reference file: its tree, and how many numbers it drew.
std::string search_text(const data::UctSpec& spec)
{
    const Board board = data::board_of(data::position(spec.position));
    Rng rng(spec.seed);
    const Tree tree = uct_search(board, spec.color, spec.komi, rng, spec.options);
    return data::to_text(spec, board.geometry(), tree, data::numbers_drawn(spec.seed, rng.state()));
}

} // namespace

int main(int argc, char** argv)
{
    golden::GoldenFiles golden(argc, argv);
    for (const data::PrimitiveSpec& spec : data::kReferencePrimitive) {
        const Board board = data::board_of(data::position(spec.position));
        Rng rng(spec.seed);
        const MonteCarloChoice choice =
            primitive_monte_carlo(board, spec.color, spec.komi, rng, spec.playouts);
        golden.file("primitive/" + data::file_name(spec),
                    data::to_text(spec, board.geometry(), choice,
                                  data::numbers_drawn(spec.seed, rng.state())));
    }
    for (const data::UctSpec& spec : data::kReferenceUct) {
        const Geometry geometry = data::board_of(data::position(spec.position)).geometry();
        const std::string text = search_text(spec);
        golden.file("uct/" + data::file_name(spec), text);
        const Tree tree = data::tree_of(text, geometry);
        golden.file("report/" + data::file_name(spec),
                    data::report_text(spec, geometry, principal_variation(tree),
                                      analysis_report(tree, geometry)));
    }
    for (const data::UctSpec& spec : data::kHiddenUct)
        golden.hidden_file("uct-" + data::file_name(spec), search_text(spec));
    return golden.finish();
}
