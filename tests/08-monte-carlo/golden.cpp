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

Tree search(const data::UctSpec& spec)
{
    Rng rng(spec.seed);
    return uct_search(data::board_of(data::position(spec.position)), spec.color, spec.komi, rng,
                      spec.options);
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
                    data::to_text(spec, board.geometry(), choice));
    }
    for (const data::UctSpec& spec : data::kReferenceUct) {
        const Geometry geometry = data::board_of(data::position(spec.position)).geometry();
        const Tree tree = search(spec);
        golden.file("uct/" + data::file_name(spec), data::to_text(spec, geometry, tree));
        golden.file("report/" + data::file_name(spec),
                    data::report_text(spec, geometry, principal_variation(tree),
                                      analysis_report(tree, geometry)));
    }
    for (const data::UctSpec& spec : data::kHiddenUct) {
        const Geometry geometry = data::board_of(data::position(spec.position)).geometry();
        golden.hidden_file("uct-" + data::file_name(spec),
                           data::to_text(spec, geometry, search(spec)));
    }
    return golden.finish();
}
