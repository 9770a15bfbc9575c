// Lesson 8's reference solution, task 3: UCT. Selection by UCB1, expansion after a few
// visits, a playout from the leaf, and the NegaMax backup; the move played is the most
// visited child of the root.
#include "monte_carlo.hpp"

#include "engine/go/scoring.hpp"

#include <stdexcept>

namespace stonelab::lesson08 {

//! [expand]
void expand(Tree& tree, int node, const Board& position)
{
    const Node parent = tree.nodes[static_cast<std::size_t>(node)]; // a copy: nodes may grow
    const Color player = opponent(parent.player);
    std::vector<Point> moves;
    for (Point p : position.points())
        if (position.is_legal(player, p) && !position.is_own_eye(player, p)) moves.push_back(p);
    if (moves.empty()) moves.push_back(kPass); // nothing else to do
    for (Point move : moves) {
        Node child;
        child.move = move;
        child.player = player;
        child.passes = move == kPass ? parent.passes + 1 : 0;
        tree.nodes[static_cast<std::size_t>(node)].children.push_back(
            static_cast<int>(tree.nodes.size()));
        tree.nodes.push_back(child);
    }
}
//! [expand]

namespace {

// Goes down to `child`: the move is played on `position` and the child joins the path.
void descend(const Tree& tree, int child, Board& position, std::vector<int>& path)
{
    const Node& node = tree.nodes[static_cast<std::size_t>(child)];
    position.play(node.player, node.move);
    path.push_back(child);
}

} // namespace

//! [uct]
Tree uct_search(const Board& board, Color color, double komi, Rng& rng, const UctOptions& options)
{
    if (color != Color::Black && color != Color::White)
        throw std::invalid_argument("uct_search: the player must be Black or White");
    if (options.playouts < 1) throw std::invalid_argument("uct_search: playouts must be >= 1");
    if (!(options.exploration >= 0))
        throw std::invalid_argument("uct_search: exploration must not be negative");
    if (options.expand_after < 0)
        throw std::invalid_argument("uct_search: expand_after must not be negative");

    Tree tree;
    Node root;
    root.player = opponent(color); // the player to move at the root is `color`
    tree.nodes.push_back(root);
    expand(tree, 0, board);
    for (int i = 0; i < options.playouts; ++i) {
        Board position = board; // the root's position, walked down the tree
        std::vector<int> path{0};
        int node = 0;
        // 1. Selection: down the tree by UCB1.
        while (!tree.nodes[static_cast<std::size_t>(node)].children.empty()) {
            node = select_child(tree, node, options.exploration);
            descend(tree, node, position, path);
        }
        // 2. Expansion: a leaf that has been visited often enough gets children.
        const Node& leaf = tree.nodes[static_cast<std::size_t>(node)];
        if (leaf.passes < 2 && leaf.visits >= options.expand_after) {
            expand(tree, node, position);
            node = select_child(tree, node, options.exploration);
            descend(tree, node, position, path);
        }
        // 3. The result, for the player to move at the end of the path.
        const Node& last = tree.nodes[static_cast<std::size_t>(node)];
        const Color to_move = opponent(last.player);
        int result = 0;
        if (last.passes >= 2) { // the game is over: count it as it stands
            const double margin = count_score(position, komi).margin();
            const int black_result = margin > 0 ? +1 : (margin < 0 ? -1 : 0);
            result = to_move == Color::Black ? black_result : -black_result;
        } else {
            result = playout_result(position, to_move, komi, rng);
        }
        // 4. Backup, the sign flipping at every step.
        backup(tree, path, result);
    }
    return tree;
}
//! [uct]

//! [most-visited]
int most_visited(const Tree& tree, int node)
{
    int best = -1;
    for (int child : tree.nodes[static_cast<std::size_t>(node)].children)
        if (best == -1 || tree.nodes[static_cast<std::size_t>(child)].visits >
                              tree.nodes[static_cast<std::size_t>(best)].visits)
            best = child;
    return best;
}
//! [most-visited]

} // namespace stonelab::lesson08
