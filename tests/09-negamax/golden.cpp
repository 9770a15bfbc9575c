// Lesson 9's reference outputs, from the reference solution: alpha-beta's records of the
// cases in support.hpp (data/alphabeta/), the node counts of task 3's improvements
// (data/improved/), the solved Go boards (data/go/), and the hidden records (hidden/).
// `stonelab golden 9` writes them; CI checks them. test_references.cpp checks every one
// against the engine's searches (engine/search/search.hpp) and the published values.
#include "golden.hpp"
#include "09-negamax/support.hpp"

using namespace stonelab;
using namespace stonelab::lesson09;
using namespace stonelab::lesson09::test;

namespace {

std::string record(const AlphaBetaCase& c)
{
    return alpha_beta_text(c, alpha_beta(c.game, c.depth, c.alpha, c.beta, true));
}

} // namespace

int main(int argc, char** argv)
{
    golden::GoldenFiles golden(argc, argv);
    for (const AlphaBetaCase& c : alpha_beta_cases())
        golden.file("alphabeta/" + c.name + ".txt", record(c));
    for (const ImprovedCase& c : improved_cases()) {
        std::vector<SearchStats> stats;
        for (const auto& [name, how] : all_improvements())
            stats.push_back(alpha_beta_improved(c.game, c.depth, how));
        golden.file("improved/" + c.name + ".txt", improved_text(c, stats));
    }
    for (const auto& [width, height] : go_boards())
        golden.file(go_file(width, height), go_text(width, height, solve_go(width, height)));
    for (const AlphaBetaCase& c : hidden_alpha_beta_cases())
        golden.hidden_file("alphabeta-" + c.name + ".txt", record(c));
    return golden.finish();
}
