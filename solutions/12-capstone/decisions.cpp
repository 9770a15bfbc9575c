// Lesson 12's reference solution, task 3: what a player decides besides its move. Pass when
// the count already wins, resign when the search sees no hope, divide the clock among the
// moves to come, and call dead the stones the playouts keep losing.
#include "capstone.hpp"

#include "engine/go/fast_board.hpp"
#include "engine/go/playout.hpp"
#include "engine/go/scoring.hpp"

#include <algorithm>
#include <stdexcept>

namespace stonelab::lesson12 {

//! [pass]
bool passing_is_safe(const Board& board, Color color, double komi)
{
    const double margin = tromp_taylor_score(board, komi).margin(); // Black's
    return (color == Color::Black ? margin : -margin) >= 0;
}
//! [pass]

//! [resign]
int most_visited(const RaveTree& tree, int node)
{
    int best = -1;
    for (int child : tree.nodes[static_cast<std::size_t>(node)].children)
        if (best == -1 || tree.nodes[static_cast<std::size_t>(child)].visits >
                              tree.nodes[static_cast<std::size_t>(best)].visits)
            best = child;
    return best;
}

bool should_resign(const RaveTree& tree, const DecisionOptions& options)
{
    const int best = most_visited(tree, 0);
    if (best == -1 || tree.nodes[0].visits < options.resign_min_playouts) return false;
    return win_rate(tree.nodes[static_cast<std::size_t>(best)]) < options.resign_threshold;
}
//! [resign]

//! [time]
int moves_left(const Board& board)
{
    int empty = 0;
    for (Point p : board.points()) empty += board.at(p) == Color::Empty;
    return std::max(empty / 2, kMinMovesLeft);
}

double time_for_move(double seconds, int stones, int moves_left)
{
    if (moves_left < 1) throw std::invalid_argument("time_for_move: moves_left must be >= 1");
    if (seconds < 0 || stones < 0)
        throw std::invalid_argument("time_for_move: the time and the stones must not be negative");
    // In main time, share what is left among the moves to come; in byo-yomi, among the
    // stones of the period.
    return stones == 0 ? seconds / moves_left : seconds / stones;
}
//! [time]

//! [ownership]
std::vector<double> ownership(const Board& board, Color to_move, double komi, Rng& rng,
                              int playouts)
{
    if (playouts <= 0) throw std::invalid_argument("ownership: playouts must be positive");
    const Geometry& g = board.geometry();
    std::vector<double> owner(static_cast<std::size_t>(g.cells()), 0.0);
    for (int i = 0; i < playouts; ++i) {
        FastBoard end(board);
        playout(end, to_move, rng, default_move_cap(board), komi);
        for (Point p : board.points()) {
            Color c = end.cell(p);
            if (c == Color::Empty) { // count_score's rule: neighbours of one colour only
                bool black = false, white = false;
                for (int d = 0; d < 4; ++d) {
                    black |= end.cell(p + g.dir(d)) == Color::Black;
                    white |= end.cell(p + g.dir(d)) == Color::White;
                }
                c = black && !white ? Color::Black : (white && !black ? Color::White : c);
            }
            owner[static_cast<std::size_t>(p)] +=
                c == Color::Black ? 1 : (c == Color::White ? -1 : 0);
        }
    }
    for (double& value : owner) value /= playouts;
    return owner;
}

std::vector<Point> dead_stones(const Board& board, const std::vector<double>& ownership,
                               double threshold)
{
    std::vector<Point> dead;
    for (Point p : board.points()) {
        const double own = ownership[static_cast<std::size_t>(p)];
        if ((board.at(p) == Color::Black && own < -threshold) ||
            (board.at(p) == Color::White && own > threshold))
            dead.push_back(p);
    }
    return dead;
}

double final_score(const Board& board, const std::vector<Point>& dead, double komi)
{
    Board cleared = board;
    for (Point p : dead) cleared.set_stone(p, Color::Empty);
    return tromp_taylor_score(cleared, komi).margin();
}
//! [ownership]

} // namespace stonelab::lesson12
