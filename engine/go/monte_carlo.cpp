#include "engine/go/monte_carlo.hpp"

#include "engine/go/fast_board.hpp"
#include "engine/go/playout.hpp"
#include "engine/go/scoring.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>

namespace stonelab {

namespace {

void require_player(Color color, const char* function)
{
    if (color != Color::Black && color != Color::White)
        throw std::invalid_argument(std::string(function) + ": the player must be Black or White");
}

// +1, 0 or -1 for `to_move` from a margin that is Black's.
int result_for(Color to_move, double margin)
{
    const int black = margin > 0 ? 1 : (margin < 0 ? -1 : 0);
    return to_move == Color::Black ? black : -black;
}

// One playout on (a copy already made of) `board`, `to_move` first: its result for `to_move`.
int playout_result(FastBoard& board, Color to_move, Rng& rng, int cap, double komi)
{
    return result_for(to_move, playout(board, to_move, rng, cap, komi).score.margin());
}

double win_rate_of(int total, int visits)
{
    return visits == 0 ? 0.0 : (1.0 + static_cast<double>(total) / visits) / 2.0;
}

} // namespace

std::vector<Point> candidate_moves(const Game& game, Color color)
{
    std::vector<Point> moves;
    for (Point p : game.board().points())
        if (game.is_legal(color, p) && !game.board().is_own_eye(color, p)) moves.push_back(p);
    return moves;
}

void candidate_moves(const FastBoard& board, Color color, std::vector<Point>& moves)
{
    moves.clear();
    const Geometry& g = board.geometry();
    for (int y = 1; y <= g.height; ++y)
        for (int x = 1; x <= g.width; ++x) {
            const Point p = g.point(x, y);
            if (board.cell(p) == Color::Empty && board.is_legal(color, p) &&
                !board.is_own_eye(color, p))
                moves.push_back(p);
        }
}

Point primitive_monte_carlo_move(const Game& game, Color color, Rng& rng,
                                 int playouts_per_candidate)
{
    require_player(color, "primitive_monte_carlo_move");
    if (playouts_per_candidate <= 0)
        throw std::invalid_argument(
            "primitive_monte_carlo_move: playouts_per_candidate must be positive");
    const int cap = default_move_cap(game.board());
    const double komi = game.rules().komi;
    const FastBoard start(game.board());
    Point best = kPass;
    int best_total = std::numeric_limits<int>::min();
    for (Point candidate : candidate_moves(game, color)) {
        int total = 0; // results for `color`
        for (int i = 0; i < playouts_per_candidate; ++i) {
            FastBoard board = start;
            board.play(color, candidate);
            total -= playout_result(board, opponent(color), rng, cap, komi); // NegaMax
        }
        // The same number of playouts each: the largest total is the best average.
        if (total > best_total) {
            best_total = total;
            best = candidate;
        }
    }
    return best;
}

namespace {

// A node of the UCT tree. Its children are `child_count` consecutive nodes from
// `first_child`, in candidate order.
struct Node {
    Point move;     // the move that led here (kNoPoint for the root)
    Color player;   // who played it; the root's is the opponent of the searching colour
    int passes = 0; // passes in a row ending with `move`: 2 ends the game
    int visits = 0;
    int total = 0; // sum of the results for `player`
    int first_child = 0;
    int child_count = 0;
};

class UctTree {
public:
    UctTree(const Game& game, Color color, const UctOptions& options)
        : root_board_(game.board()), options_(options), komi_(game.rules().komi),
          cap_(default_move_cap(game.board()))
    {
        const int passes_before = game.consecutive_passes();
        nodes_.push_back({kNoPoint, opponent(color), passes_before > 0 ? 1 : 0});
        std::vector<Point> moves = candidate_moves(game, color);
        if (moves.empty()) moves.push_back(kPass);
        add_children(0, moves);
    }

    // One playout: selection, expansion, playout, backup.
    void run_once(Rng& rng)
    {
        path_.assign(1, 0);
        FastBoard board = root_board_;
        int node = 0;
        while (nodes_[node].child_count > 0) {
            node = select_child(node);
            descend(board, node);
        }
        if (nodes_[node].passes < 2 && nodes_[node].visits >= options_.expand_after) {
            expand(node, board);
            node = select_child(node);
            descend(board, node);
        }
        const Node& leaf = nodes_[node];
        const Color to_move = opponent(leaf.player);
        const int result = leaf.passes >= 2
                               ? result_for(to_move, count_score(board, komi_).margin())
                               : playout_result(board, to_move, rng, cap_, komi_);
        backup(result);
    }

    const Node& node(int i) const { return nodes_[i]; }

    // The most visited child of `parent`, the first on ties; -1 if it has none.
    int most_visited(int parent) const
    {
        const Node& p = nodes_[parent];
        int best = -1;
        for (int c = p.first_child; c < p.first_child + p.child_count; ++c)
            if (best < 0 || nodes_[c].visits > nodes_[best].visits) best = c;
        return best;
    }

private:
    void add_children(int parent, const std::vector<Point>& moves)
    {
        const Node& p = nodes_[parent];
        const Color player = opponent(p.player);
        const int passes = p.passes;
        const int first = static_cast<int>(nodes_.size());
        for (Point m : moves) nodes_.push_back({m, player, m == kPass ? passes + 1 : 0});
        nodes_[parent].first_child = first;
        nodes_[parent].child_count = static_cast<int>(moves.size());
    }

    void expand(int parent, const FastBoard& board)
    {
        std::vector<Point> moves;
        candidate_moves(board, opponent(nodes_[parent].player), moves);
        if (moves.empty()) moves.push_back(kPass);
        add_children(parent, moves);
    }

    // The child with the largest UCB1 value; an unvisited one first; the first on ties.
    int select_child(int parent) const
    {
        const Node& p = nodes_[parent];
        const double log_parent = std::log(static_cast<double>(std::max(p.visits, 1)));
        int best = -1;
        double best_value = -1;
        for (int c = p.first_child; c < p.first_child + p.child_count; ++c) {
            const Node& child = nodes_[c];
            if (child.visits == 0) return c;
            const double value =
                win_rate_of(child.total, child.visits) +
                options_.exploration * std::sqrt(log_parent / static_cast<double>(child.visits));
            if (value > best_value) {
                best_value = value;
                best = c;
            }
        }
        return best;
    }

    void descend(FastBoard& board, int node)
    {
        board.play(nodes_[node].player, nodes_[node].move);
        path_.push_back(node);
    }

    // `result` is for the player to move at the end of the path; the last node's player
    // moved into that position, so it counts -result, and the sign flips at every step up.
    void backup(int result)
    {
        for (auto it = path_.rbegin(); it != path_.rend(); ++it) {
            result = -result;
            ++nodes_[*it].visits;
            nodes_[*it].total += result;
        }
    }

    FastBoard root_board_;
    UctOptions options_;
    double komi_;
    int cap_;
    std::vector<Node> nodes_;
    std::vector<int> path_;
};

} // namespace

namespace {

void check_options(Color color, const UctOptions& options)
{
    require_player(color, "uct_search");
    if (options.seconds <= 0 && options.playouts < 1)
        throw std::invalid_argument("uct_search: playouts must be at least 1");
    if (!(options.exploration >= 0))
        throw std::invalid_argument("uct_search: exploration must not be negative");
    if (options.expand_after < 0)
        throw std::invalid_argument("uct_search: expand_after must not be negative");
}

// Runs the playouts on `tree` as `options` say; returns how many were made.
int run_playouts(UctTree& tree, Rng& rng, const UctOptions& options)
{
    int playouts = 0;
    if (options.seconds > 0) {
        using Clock = std::chrono::steady_clock;
        const auto end = Clock::now() + std::chrono::duration<double>(options.seconds);
        do {
            tree.run_once(rng);
            ++playouts;
        } while (Clock::now() < end);
    } else {
        for (; playouts < options.playouts; ++playouts) tree.run_once(rng);
    }
    return playouts;
}

// From `node` on, the most visited child of each node while one was visited.
std::vector<int> most_visited_line(const UctTree& tree, int node)
{
    std::vector<int> line;
    for (int next = tree.most_visited(node); next >= 0 && tree.node(next).visits > 0;
         next = tree.most_visited(next))
        line.push_back(next);
    return line;
}

} // namespace

UctResult uct_search(const Game& game, Color color, Rng& rng, const UctOptions& options)
{
    check_options(color, options);
    UctTree tree(game, color, options);
    UctResult result;
    result.playouts = run_playouts(tree, rng, options);
    const Node& root = tree.node(0);
    for (int c = root.first_child; c < root.first_child + root.child_count; ++c) {
        const Node& child = tree.node(c);
        result.children.push_back(
            {child.move, child.visits, win_rate_of(child.total, child.visits)});
    }
    std::stable_sort(result.children.begin(), result.children.end(),
                     [](const UctChild& a, const UctChild& b) { return a.visits > b.visits; });
    result.move = result.children.front().move;
    result.win_rate = result.children.front().win_rate;
    for (int node : most_visited_line(tree, 0))
        result.principal_variation.push_back(tree.node(node).move);
    return result;
}

search::SearchResult uct_search_tree(const Game& game, Color color, Rng& rng,
                                     const UctOptions& options)
{
    check_options(color, options);
    UctTree tree(game, color, options);
    search::SearchResult result;
    result.leaves = run_playouts(tree, rng, options);
    search::SearchTree& recorded = result.tree.emplace();
    recorded.monte_carlo = true;
    const Geometry& geometry = game.board().geometry();
    const auto side_of = [](Color to_move) {
        return to_move == Color::Black ? search::Side::First : search::Side::Second;
    };
    // Preorder, the visited nodes only: (tree node, recorded parent) pairs on a stack, the
    // children pushed last first so that they come out in the tree's order.
    std::vector<std::pair<int, int>> stack{{0, -1}};
    while (!stack.empty()) {
        const auto [index, parent] = stack.back();
        stack.pop_back();
        const Node& node = tree.node(index);
        search::SearchNode recorded_node;
        recorded_node.parent = parent;
        recorded_node.to_move = side_of(opponent(node.player));
        recorded_node.visits = node.visits;
        recorded_node.win_rate = win_rate_of(node.total, node.visits);
        if (parent >= 0) {
            const search::SearchNode& up = recorded.nodes[static_cast<std::size_t>(parent)];
            recorded_node.move = node.move;
            recorded_node.move_name = to_gtp_vertex(geometry, node.move);
            recorded_node.ply = up.ply + 1;
        }
        const int at = static_cast<int>(recorded.nodes.size());
        if (parent >= 0) recorded.nodes[static_cast<std::size_t>(parent)].children.push_back(at);
        recorded.nodes.push_back(recorded_node);
        bool leaf = true;
        for (int c = node.first_child + node.child_count - 1; c >= node.first_child; --c)
            if (tree.node(c).visits > 0) {
                stack.push_back({c, at});
                leaf = false;
            }
        recorded.nodes.back().is_leaf = leaf;
    }
    result.nodes = static_cast<long>(recorded.nodes.size());
    // The principal variation, marked in the recorded tree by following the same moves.
    int at = 0;
    recorded.nodes[0].on_pv = true;
    for (int node : most_visited_line(tree, 0)) {
        const Point move = tree.node(node).move;
        result.principal_variation.push_back(move);
        for (int child : recorded.nodes[static_cast<std::size_t>(at)].children)
            if (recorded.nodes[static_cast<std::size_t>(child)].move == move) at = child;
        recorded.nodes[static_cast<std::size_t>(at)].on_pv = true;
    }
    result.best_move =
        result.principal_variation.empty() ? search::kNoMove : result.principal_variation.front();
    return result;
}

} // namespace stonelab
