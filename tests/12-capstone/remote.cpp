// Lesson 12's interface across the sandbox's wall (grader/kit/remote.hpp): how its types are
// written, the list of its functions, and, in the tests' process, a stub for each. Boards and
// generators cross as the engine's types do; a RaveTree crosses whole, so rave_backup sends
// back the tree the student's code changed, and an Rng comes back having drawn what the
// student's code drew.
#include "capstone.hpp"

#include "grader/kit/remote.hpp"

namespace stonelab {

// The engine's Move crosses in this lesson only (a playout's moves).
template <class Fields> void describe(Fields& fields, Move& move)
{
    fields(move.color, move.point);
}

} // namespace stonelab

namespace stonelab::lesson12 {

template <class Fields> void describe(Fields& fields, Playout& playout)
{
    fields(playout.moves, playout.margin);
}

template <class Fields> void describe(Fields& fields, RaveNode& node)
{
    fields(node.move, node.player, node.passes, node.visits, node.total, node.amaf_visits,
           node.amaf_total, node.children);
}

template <class Fields> void describe(Fields& fields, RaveTree& tree) { fields(tree.nodes); }

template <class Fields> void describe(Fields& fields, RaveOptions& options)
{
    fields(options.playouts, options.equivalence, options.expand_after);
}

template <class Fields> void describe(Fields& fields, DecisionOptions& options)
{
    fields(options.resign_threshold, options.resign_min_playouts, options.dead_threshold);
}

template <class Fields> void describe(Fields& fields, GtpPlayer& player)
{
    fields(player.board, player.komi, player.rng, player.search, player.decisions,
           player.ownership_playouts, player.playouts_per_second, player.timed,
           player.black_seconds, player.black_stones, player.white_seconds, player.white_stones);
}

template <class Fields> void describe(Fields& fields, PolicyOptions& options)
{
    fields(options.capture_percent, options.escape_percent, options.pattern_percent);
}

} // namespace stonelab::lesson12

namespace stonelab::remote {

const Interface& lesson_interface()
{
    static const Interface functions = {
        function<&lesson12::win_rate>("win_rate"),
        function<&lesson12::amaf_rate>("amaf_rate"),
        function<&lesson12::rave_beta>("rave_beta"),
        function<&lesson12::rave_value>("rave_value"),
        function<&lesson12::select_rave_child>("select_rave_child"),
        function<&lesson12::rave_backup>("rave_backup"),
        function<&lesson12::random_playout>("random_playout"),
        function<&lesson12::rave_search>("rave_search"),
        function<&lesson12::capture_moves>("capture_moves"),
        function<&lesson12::escape_moves>("escape_moves"),
        function<&lesson12::matches_shape>("matches_shape"),
        function<&lesson12::pattern_moves>("pattern_moves"),
        function<&lesson12::policy_move>("policy_move"),
        function<&lesson12::policy_playout>("policy_playout"),
        function<&lesson12::passing_is_safe>("passing_is_safe"),
        function<&lesson12::most_visited>("most_visited"),
        function<&lesson12::should_resign>("should_resign"),
        function<&lesson12::moves_left>("moves_left"),
        function<&lesson12::time_for_move>("time_for_move"),
        function<&lesson12::ownership>("ownership"),
        function<&lesson12::dead_stones>("dead_stones"),
        function<&lesson12::final_score>("final_score"),
        function<&lesson12::gtp_answer>("gtp_answer"),
    };
    return functions;
}

} // namespace stonelab::remote

#ifdef STONELAB_TESTS_SIDE
namespace stonelab::lesson12 {

double win_rate(const RaveNode& node) { return remote::call<&win_rate>(node); }

double amaf_rate(const RaveNode& node) { return remote::call<&amaf_rate>(node); }

double rave_beta(int visits, double equivalence)
{
    return remote::call<&rave_beta>(visits, equivalence);
}

double rave_value(const RaveNode& child, double equivalence)
{
    return remote::call<&rave_value>(child, equivalence);
}

int select_rave_child(const RaveTree& tree, int parent, double equivalence)
{
    return remote::call<&select_rave_child>(tree, parent, equivalence);
}

void rave_backup(RaveTree& tree, const std::vector<int>& path, const std::vector<Move>& playout,
                 int result)
{
    remote::call<&rave_backup>(tree, path, playout, result);
}

Playout random_playout(const Board& board, Color to_move, double komi, Rng& rng)
{
    return remote::call<&random_playout>(board, to_move, komi, rng);
}

RaveTree rave_search(const Board& board, Color color, double komi, Rng& rng,
                     const RaveOptions& options)
{
    return remote::call<&rave_search>(board, color, komi, rng, options);
}

std::vector<Point> capture_moves(const Board& board, Color color)
{
    return remote::call<&capture_moves>(board, color);
}

std::vector<Point> escape_moves(const Board& board, Color color)
{
    return remote::call<&escape_moves>(board, color);
}

bool matches_shape(const Board& board, Point p, Color color)
{
    return remote::call<&matches_shape>(board, p, color);
}

std::vector<Point> pattern_moves(const Board& board, Color color)
{
    return remote::call<&pattern_moves>(board, color);
}

Point policy_move(const Board& board, Color color, Rng& rng, const PolicyOptions& options)
{
    return remote::call<&policy_move>(board, color, rng, options);
}

Playout policy_playout(const Board& board, Color to_move, double komi, Rng& rng,
                       const PolicyOptions& options)
{
    return remote::call<&policy_playout>(board, to_move, komi, rng, options);
}

bool passing_is_safe(const Board& board, Color color, double komi)
{
    return remote::call<&passing_is_safe>(board, color, komi);
}

int most_visited(const RaveTree& tree, int node) { return remote::call<&most_visited>(tree, node); }

bool should_resign(const RaveTree& tree, const DecisionOptions& options)
{
    return remote::call<&should_resign>(tree, options);
}

int moves_left(const Board& board) { return remote::call<&moves_left>(board); }

double time_for_move(double seconds, int stones, int moves_left)
{
    return remote::call<&time_for_move>(seconds, stones, moves_left);
}

std::vector<double> ownership(const Board& board, Color to_move, double komi, Rng& rng,
                              int playouts)
{
    return remote::call<&ownership>(board, to_move, komi, rng, playouts);
}

std::vector<Point> dead_stones(const Board& board, const std::vector<double>& ownership,
                               double threshold)
{
    return remote::call<&dead_stones>(board, ownership, threshold);
}

double final_score(const Board& board, const std::vector<Point>& dead, double komi)
{
    return remote::call<&final_score>(board, dead, komi);
}

std::string gtp_answer(GtpPlayer& player, const std::string& line)
{
    return remote::call<&gtp_answer>(player, line);
}

} // namespace stonelab::lesson12
#endif
