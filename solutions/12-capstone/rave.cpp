// Lesson 12's reference solution, task 1: RAVE (Gelly and Silver, 2007) on lesson 8's UCT.
// Each node keeps, beside its own visits, the "all moves as first" statistics of its move;
// selection blends the two, trusting AMAF while the node's own visits are few.
#include "capstone.hpp"

#include "engine/go/fast_board.hpp"
#include "engine/go/playout.hpp"
#include "engine/go/scoring.hpp"

#include <array>
#include <cmath>
#include <limits>
#include <stdexcept>

namespace stonelab::lesson12 {

namespace {

// The result (+1, 0, -1) of a margin for `color`: the margin is Black's.
int result_for(Color color, double margin)
{
    const int black = margin > 0 ? +1 : (margin < 0 ? -1 : 0);
    return color == Color::Black ? black : -black;
}

RaveNode& at(RaveTree& tree, int index) { return tree.nodes[static_cast<std::size_t>(index)]; }

const RaveNode& at(const RaveTree& tree, int index)
{
    return tree.nodes[static_cast<std::size_t>(index)];
}

} // namespace

//! [rates]
double win_rate(const RaveNode& node)
{
    if (node.visits == 0) return 0;
    return (1.0 + static_cast<double>(node.total) / node.visits) / 2.0;
}

double amaf_rate(const RaveNode& node)
{
    if (node.amaf_visits == 0) return 0;
    return (1.0 + static_cast<double>(node.amaf_total) / node.amaf_visits) / 2.0;
}
//! [rates]

//! [blend]
double rave_beta(int visits, double equivalence)
{
    // k / (3n + k): 1 before any visit, 1/2 at n = k visits, towards 0 as n grows.
    return std::sqrt(equivalence / (3.0 * visits + equivalence));
}

double rave_value(const RaveNode& child, double equivalence)
{
    if (child.amaf_visits == 0)
        return child.visits == 0 ? std::numeric_limits<double>::infinity() : win_rate(child);
    const double beta = rave_beta(child.visits, equivalence);
    return (1 - beta) * win_rate(child) + beta * amaf_rate(child);
}

int select_rave_child(const RaveTree& tree, int parent, double equivalence)
{
    int best = -1;
    double best_value = 0;
    for (int child : at(tree, parent).children) {
        const double value = rave_value(at(tree, child), equivalence);
        if (best == -1 || value > best_value) { // strictly larger: ties go to the first
            best = child;
            best_value = value;
        }
    }
    return best;
}
//! [blend]

//! [rave-backup]
void rave_backup(RaveTree& tree, const std::vector<int>& path, const std::vector<Move>& playout,
                 int result)
{
    // first[p]: who played point p first in the rest of the simulation (Empty: nobody).
    // Walking the simulation backwards, an earlier move overwrites a later one.
    std::array<Color, kMaxCells> first{}; // Empty everywhere
    for (auto move = playout.rbegin(); move != playout.rend(); ++move)
        if (move->point != kPass) first[static_cast<std::size_t>(move->point)] = move->color;

    for (std::size_t i = path.size(); i-- > 0;) {
        RaveNode& node = at(tree, path[i]);
        result = -result; // now for node.player, as in lesson 8's backup
        ++node.visits;
        node.total += result;
        // The rest of the simulation after this node starts with the move into path[i + 1]:
        // `first` already holds it. Credit every child whose player played its point first;
        // the children's player is the opponent of node.player, so their result is -result.
        for (int c : node.children) {
            RaveNode& child = at(tree, c);
            if (child.move == kPass || first[static_cast<std::size_t>(child.move)] != child.player)
                continue;
            ++child.amaf_visits;
            child.amaf_total += -result;
        }
        // One step up, this node's own move is part of the rest of the simulation.
        if (node.move != kNoPoint && node.move != kPass)
            first[static_cast<std::size_t>(node.move)] = node.player;
    }
}
//! [rave-backup]

//! [random-playout]
Playout random_playout(const Board& board, Color to_move, double komi, Rng& rng)
{
    FastBoard copy(board);
    Playout result;
    const int cap = default_move_cap(board);
    int passes = 0;
    for (Color color = to_move; static_cast<int>(result.moves.size()) < cap && passes < 2;
         color = opponent(color)) {
        const Point p = random_move(copy, color, rng);
        copy.play(color, p);
        result.moves.push_back({color, p});
        passes = p == kPass ? passes + 1 : 0;
    }
    result.margin = count_score(copy, komi).margin();
    return result;
}
//! [random-playout]

namespace {

// Lesson 8's expansion: the moves of the player to move, in raster order, or a pass.
void expand(RaveTree& tree, int index, const Board& position)
{
    const RaveNode parent = at(tree, index); // a copy: the vector may grow
    const Color player = opponent(parent.player);
    std::vector<Point> moves;
    for (Point p : position.points())
        if (position.is_legal(player, p) && !position.is_own_eye(player, p)) moves.push_back(p);
    if (moves.empty()) moves.push_back(kPass);
    for (Point move : moves) {
        RaveNode child;
        child.move = move;
        child.player = player;
        child.passes = move == kPass ? parent.passes + 1 : 0;
        at(tree, index).children.push_back(static_cast<int>(tree.nodes.size()));
        tree.nodes.push_back(child);
    }
}

} // namespace

//! [rave-search]
RaveTree rave_search(const Board& board, Color color, double komi, Rng& rng,
                     const RaveOptions& options)
{
    if (color != Color::Black && color != Color::White)
        throw std::invalid_argument("rave_search: the player must be Black or White");
    if (options.playouts < 1) throw std::invalid_argument("rave_search: playouts must be >= 1");
    if (!(options.equivalence > 0))
        throw std::invalid_argument("rave_search: the equivalence must be positive");
    if (options.expand_after < 0)
        throw std::invalid_argument("rave_search: expand_after must not be negative");

    RaveTree tree;
    RaveNode root;
    root.player = opponent(color);
    tree.nodes.push_back(root);
    expand(tree, 0, board);
    for (int i = 0; i < options.playouts; ++i) {
        Board position = board;
        std::vector<int> path{0};
        int node = 0;
        const auto descend = [&] {
            node = select_rave_child(tree, node, options.equivalence);
            position.play(at(tree, node).player, at(tree, node).move);
            path.push_back(node);
        };
        while (!at(tree, node).children.empty()) descend(); // 1. selection
        if (at(tree, node).passes < 2 && at(tree, node).visits >= options.expand_after) {
            expand(tree, node, position); // 2. expansion
            descend();
        }
        const Color to_move = opponent(at(tree, node).player);
        Playout playout; // 3. the rest of the game: none if it has ended
        playout.margin = count_score(position, komi).margin();
        if (at(tree, node).passes < 2) playout = random_playout(position, to_move, komi, rng);
        rave_backup(tree, path, playout.moves, result_for(to_move, playout.margin)); // 4.
    }
    return tree;
}
//! [rave-search]

} // namespace stonelab::lesson12
