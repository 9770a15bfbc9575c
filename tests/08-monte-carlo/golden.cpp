// Lesson 8's reference outputs, from the reference solution: the seeded primitive Monte Carlo
// choices of data::kReferencePrimitive (data/primitive/), the UCT trees of data::kReferenceUct
// (data/uct/) with their principal variations and reports (data/report/), and the hidden
// searches (hidden/). `stonelab golden 8` writes them; CI checks them. test_references.cpp
// checks them against the engine's Monte Carlo players (engine/go/monte_carlo.hpp).
#include "golden.hpp"
#include "08-monte-carlo/monte_carlo_data.hpp"

using namespace stonelab;
using namespace stonelab::lesson08;

int main(int argc, char** argv)
{
    golden::GoldenFiles golden(argc, argv);
    for (const data::PrimitiveSpec& spec : data::kReferencePrimitive)
        golden.file("primitive/" + data::file_name(spec), data::searched(spec));
    for (const data::UctSpec& spec : data::kReferenceUct) {
        const Geometry geometry = data::board_of(data::position(spec.position)).geometry();
        const std::string text = data::searched(spec);
        golden.file("uct/" + data::file_name(spec), text);
        const Tree tree = data::tree_of(text, geometry);
        golden.file("report/" + data::file_name(spec),
                    data::report_text(spec, geometry, principal_variation(tree),
                                      analysis_report(tree, geometry)));
    }
    for (const data::UctSpec& spec : data::kHiddenUct)
        golden.hidden_file("uct-" + data::file_name(spec), data::searched(spec));
    return golden.finish();
}
