// Lesson 8's interface across the sandbox's wall (grader/kit/remote.hpp): how its types are
// written, the list of its functions, and, in the tests' process, a stub for each. Boards,
// geometries and generators cross as the engine's types do; a Tree crosses whole, so
// `backup` and `expand` send back the tree the student's code changed, and an Rng comes back
// having drawn what the student's code drew.
#include "monte_carlo.hpp"

#include "grader/kit/remote.hpp"

namespace stonelab::lesson08 {

template <class Fields> void describe(Fields& fields, CandidateValue& value)
{
    fields(value.move, value.playouts, value.wins, value.draws, value.win_rate);
}

template <class Fields> void describe(Fields& fields, MonteCarloChoice& choice)
{
    fields(choice.move, choice.win_rate, choice.candidates);
}

template <class Fields> void describe(Fields& fields, Node& node)
{
    fields(node.move, node.player, node.passes, node.visits, node.total, node.children);
}

template <class Fields> void describe(Fields& fields, Tree& tree) { fields(tree.nodes); }

template <class Fields> void describe(Fields& fields, UctOptions& options)
{
    fields(options.playouts, options.exploration, options.expand_after);
}

template <class Fields> void describe(Fields& fields, PvStep& step)
{
    fields(step.move, step.visits, step.win_rate);
}

} // namespace stonelab::lesson08

namespace stonelab::remote {

const Interface& lesson_interface()
{
    static const Interface functions = {
        function<&lesson08::playout_result>("playout_result"),
        function<&lesson08::primitive_monte_carlo>("primitive_monte_carlo"),
        function<&lesson08::win_rate>("win_rate"),
        function<&lesson08::ucb1>("ucb1"),
        function<&lesson08::select_child>("select_child"),
        function<&lesson08::backup>("backup"),
        function<&lesson08::expand>("expand"),
        function<&lesson08::uct_search>("uct_search"),
        function<&lesson08::most_visited>("most_visited"),
        function<&lesson08::principal_variation>("principal_variation"),
        function<&lesson08::analysis_report>("analysis_report"),
    };
    return functions;
}

} // namespace stonelab::remote

#ifdef STONELAB_TESTS_SIDE
namespace stonelab::lesson08 {

int playout_result(const Board& board, Color to_move, double komi, Rng& rng)
{
    return remote::call<&playout_result>(board, to_move, komi, rng);
}

MonteCarloChoice primitive_monte_carlo(const Board& board, Color color, double komi, Rng& rng,
                                       int playouts_per_candidate)
{
    return remote::call<&primitive_monte_carlo>(board, color, komi, rng, playouts_per_candidate);
}

double win_rate(const Node& node) { return remote::call<&win_rate>(node); }

double ucb1(const Node& child, int parent_visits, double exploration)
{
    return remote::call<&ucb1>(child, parent_visits, exploration);
}

int select_child(const Tree& tree, int parent, double exploration)
{
    return remote::call<&select_child>(tree, parent, exploration);
}

void backup(Tree& tree, const std::vector<int>& path, int result)
{
    remote::call<&backup>(tree, path, result);
}

void expand(Tree& tree, int node, const Board& position)
{
    remote::call<&expand>(tree, node, position);
}

Tree uct_search(const Board& board, Color color, double komi, Rng& rng, const UctOptions& options)
{
    return remote::call<&uct_search>(board, color, komi, rng, options);
}

int most_visited(const Tree& tree, int node) { return remote::call<&most_visited>(tree, node); }

std::vector<PvStep> principal_variation(const Tree& tree)
{
    return remote::call<&principal_variation>(tree);
}

std::string analysis_report(const Tree& tree, const Geometry& geometry)
{
    return remote::call<&analysis_report>(tree, geometry);
}

} // namespace stonelab::lesson08
#endif
