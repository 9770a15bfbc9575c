/// \file
/// The capstone's search tree (tree.hpp): selection with RAVE, expansion with the policy's
/// priors, the playout, the backup of wins and AMAF counts, the report, and tree reuse.
#include "engine/go/capstone/tree.hpp"

#include "engine/go/monte_carlo.hpp"
#include "engine/go/playout.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace stonelab {

namespace {

// The moves of candidate_moves(game, color) that do not bring back a position the game has
// had (positional superko, which the player keeps whatever the referee's ko rule): under a
// simple ko rule the same stones could otherwise be thrown in and taken again, passes
// between, for ever.
std::vector<Point> new_positions_only(const Game& game, Color color)
{
    const std::vector<std::uint64_t>& seen = game.position_hashes();
    std::vector<Point> moves = candidate_moves(game, color);
    std::erase_if(moves, [&](Point p) {
        return std::find(seen.begin(), seen.end(), game.board().hash_after(color, p)) != seen.end();
    });
    return moves;
}

} // namespace

// A move follows in a principal variation only if the search chose it this many times. A
// fresh node's children have no result to tell them apart: first-play urgency tries them in
// the order of their moves (liked moves first, then the board's order from A19), and picks
// the first one again for as long as it wins. So a child with a visit or two is mostly the
// first one tried and a lucky playout (measured on 19x19 after 1.5 s: 169 of 360 variations
// ended in A19 when 2 visits were enough); four wins in a row happen about once in 16.
constexpr int kPvLeastVisits = 5;

CapstoneTree::CapstoneTree(const CapstoneOptions& options) : options_(options), policy_(options) {}

void CapstoneTree::set_root(const Game& game, Color color)
{
    const Node* reused = options_.reuse_tree ? follow(game, color) : nullptr;
    const std::vector<Point> candidates = new_positions_only(game, color);
    std::vector<Node> kept;
    if (reused) {
        compact(static_cast<int>(reused - nodes_.data()), candidates, kept);
    } else {
        Node root;
        root.player = opponent(color);
        kept.push_back(root);
    }
    nodes_ = std::move(kept);
    nodes_[0].passes = std::min(game.consecutive_passes(), 1);
    start_ = game.start().hash();
    history_ = game.moves();
    komi_ = game.rules().komi;
    root_board_.emplace(game.board());
    cap_ = default_move_cap(game.board());
    last_move_ = game.moves().empty() ? kPass : game.moves().back().point;
    if (nodes_[0].child_count == 0) {
        std::vector<Point> moves = candidates;
        moves.push_back(kPass);
        add_children(0, moves, *root_board_, last_move_);
    }
    const int cells = game.board().geometry().cells();
    ownership_.reset(cells);
    first_mover_.assign(static_cast<std::size_t>(cells), Color::Empty);
    playouts_ = 0;
}

void CapstoneTree::run_once(Rng& rng)
{
    path_.assign(1, 0);
    sequence_.clear();
    FastBoard board = *root_board_;
    int node = 0;
    while (nodes_[node].child_count > 0) {
        node = select_child(node);
        descend(board, node);
    }
    if (nodes_[node].passes < 2 && nodes_[node].visits >= options_.expand_after &&
        static_cast<int>(nodes_.size()) < options_.max_nodes) {
        expand(node, board);
        node = select_child(node);
        descend(board, node);
    }
    const Node& leaf = nodes_[node];
    if (leaf.passes < 2) run_playout(board, opponent(leaf.player), rng);
    const double black_result = score(board); // 1 Black won, 0.5 a draw, 0 White won
    backup(black_result);
    ++playouts_;
}

CapstoneSearch CapstoneTree::report(Color color) const
{
    CapstoneSearch search;
    search.color = color;
    search.playouts = playouts_;
    search.root_visits = nodes_[0].visits;
    const Node& root = nodes_[0];
    for (int c = root.first_child; c < root.first_child + root.child_count; ++c) {
        const Node& child = nodes_[c];
        if (child.visits == 0) continue;
        CapstoneChild entry{
            child.move, child.visits, child.wins / child.visits, {child.move}, {child.visits}};
        for (int next = most_visited(c); next >= 0 && nodes_[next].visits >= kPvLeastVisits;
             next = most_visited(next)) {
            entry.principal_variation.push_back(nodes_[next].move);
            entry.principal_variation_visits.push_back(nodes_[next].visits);
        }
        search.children.push_back(std::move(entry));
    }
    std::stable_sort(
        search.children.begin(), search.children.end(),
        [](const CapstoneChild& a, const CapstoneChild& b) { return a.visits > b.visits; });
    search.ownership = ownership_.mean(playouts_);
    return search;
}

// The node for `game`'s position, `color` to move, reached from the root by the moves
// played since; null if the tree does not have it.
const CapstoneTree::Node* CapstoneTree::follow(const Game& game, Color color) const
{
    if (nodes_.empty() || game.start().hash() != start_ || game.rules().komi != komi_)
        return nullptr;
    const std::vector<Move>& moves = game.moves();
    if (moves.size() < history_.size()) return nullptr;
    for (std::size_t i = 0; i < history_.size(); ++i)
        if (moves[i].point != history_[i].point || moves[i].color != history_[i].color)
            return nullptr;
    int node = 0;
    for (std::size_t i = history_.size(); i < moves.size(); ++i) {
        const Node& at = nodes_[node];
        int next = -1;
        for (int c = at.first_child; c < at.first_child + at.child_count; ++c)
            if (nodes_[c].move == moves[i].point && nodes_[c].player == moves[i].color) next = c;
        if (next < 0) return nullptr;
        node = next;
    }
    if (nodes_[node].player != opponent(color)) return nullptr;
    return &nodes_[node];
}

// Copies the subtree at `top` into `kept`, breadth first so that children stay together;
// the root keeps the pass and only the moves among `candidates` (the game's rules may
// forbid more than the fast board's, which made the children).
void CapstoneTree::compact(int top, const std::vector<Point>& candidates,
                           std::vector<Node>& kept) const
{
    kept.push_back(nodes_[top]);
    kept[0].move = kNoPoint;
    kept[0].first_child = kept[0].child_count = 0;
    std::vector<std::pair<int, int>> queue{{top, 0}}; // (old node, new node)
    for (std::size_t at = 0; at < queue.size(); ++at) {
        const auto [old_index, new_index] = queue[at];
        const Node& old = nodes_[old_index];
        const int first = static_cast<int>(kept.size());
        for (int c = old.first_child; c < old.first_child + old.child_count; ++c) {
            if (at == 0 && nodes_[c].move != kPass &&
                std::find(candidates.begin(), candidates.end(), nodes_[c].move) == candidates.end())
                continue;
            queue.push_back({c, static_cast<int>(kept.size())});
            kept.push_back(nodes_[c]);
            kept.back().first_child = kept.back().child_count = 0;
        }
        kept[static_cast<std::size_t>(new_index)].first_child = first;
        kept[static_cast<std::size_t>(new_index)].child_count =
            static_cast<int>(kept.size()) - first;
    }
}

// The children of `parent` for `moves`, on `board` (the parent's position, `last` the
// move that made it), each with its prior (CapstoneOptions::prior_visits).
void CapstoneTree::add_children(int parent, const std::vector<Point>& moves, const FastBoard& board,
                                Point last)
{
    const Color player = opponent(nodes_[parent].player);
    const int passes = nodes_[parent].passes;
    const int first = static_cast<int>(nodes_.size());
    const std::vector<int> opinions = options_.prior_visits > 0
                                          ? prior_opinions(board, player, last, moves)
                                          : std::vector<int>{}; // none: no priors
    for (std::size_t i = 0; i < moves.size(); ++i) {
        Node child;
        child.move = moves[i];
        child.player = player;
        child.passes = moves[i] == kPass ? passes + 1 : 0;
        if (!opinions.empty() && opinions[i] != 0) {
            child.amaf_visits = options_.prior_visits;
            child.amaf_wins = opinions[i] > 0 ? options_.prior_visits : 0;
        }
        nodes_.push_back(child);
    }
    nodes_[parent].first_child = first;
    nodes_[parent].child_count = static_cast<int>(moves.size());
}

void CapstoneTree::expand(int parent, const FastBoard& board)
{
    candidate_moves(board, opponent(nodes_[parent].player), moves_);
    moves_.push_back(kPass); // always: in a seki, every other move loses
    add_children(parent, moves_, board, nodes_[parent].move);
}

// The child with the largest value (the first on ties).
inline int CapstoneTree::select_child(int parent) const
{
    const Node& p = nodes_[parent];
    const double log_parent = std::log(static_cast<double>(std::max(p.visits, 1)));
    // The exploration term of a child with one visit or none, most of a node's children:
    // the same for all of them, so its square root is taken once per selection.
    const double first_exploration = options_.exploration * std::sqrt(log_parent);
    int best = p.first_child;
    double best_value = -std::numeric_limits<double>::infinity();
    for (int c = p.first_child; c < p.first_child + p.child_count; ++c) {
        const double value = value_of(nodes_[c], log_parent, first_exploration);
        if (value > best_value) {
            best_value = value;
            best = c;
        }
    }
    return best;
}

inline double CapstoneTree::value_of(const Node& child, double log_parent,
                                     double first_exploration) const
{
    const bool amaf = options_.rave && child.amaf_visits > 0;
    if (child.visits == 0) {
        if (!options_.rave) return std::numeric_limits<double>::infinity(); // UCB1
        if (!amaf) return options_.first_play_urgency;
        // n = 0: β = sqrt(k / k) = 1 and Q = 0, so the blend below is the AMAF rate itself,
        // to the last bit. Most children are at n = 0; this spares each a square root and a
        // division (0.6% of the instructions of a 3,000-playout search on 9x9).
        return child.amaf_wins / child.amaf_visits + first_exploration;
    }
    const double n = child.visits;
    const double q = child.visits > 0 ? child.wins / n : 0;
    double value = q;
    if (amaf) {
        const double k = options_.rave_equivalence;
        const double beta = std::sqrt(k / (3 * n + k));
        value = (1 - beta) * q + beta * child.amaf_wins / child.amaf_visits;
    }
    // C·sqrt(ln N / max(n, 1)); for n <= 1 that is first_exploration, to the last bit.
    return value + (n <= 1 ? first_exploration : options_.exploration * std::sqrt(log_parent / n));
}

inline void CapstoneTree::descend(FastBoard& board, int node)
{
    board.play(nodes_[node].player, nodes_[node].move);
    path_.push_back(node);
    sequence_.push_back({nodes_[node].player, nodes_[node].move});
}

std::vector<double> CapstoneTree::playout_ownership(int playouts, Color color, Rng& rng)
{
    OwnershipCount alone; // the tree's own map stays as it is
    alone.reset(root_board_->geometry().cells());
    path_.assign(1, 0);
    for (int i = 0; i < playouts; ++i) {
        sequence_.clear();
        FastBoard board = *root_board_;
        run_playout(board, color, rng);
        alone.add(board, komi_);
    }
    return alone.mean(playouts);
}

// Plays the policy's moves from the end of the path to the end of the game, recording them
// in sequence_.
void CapstoneTree::run_playout(FastBoard& board, Color color, Rng& rng)
{
    const Point last = sequence_.empty() ? last_move_ : sequence_.back().point;
    policy_.play_out(board, color, last, nodes_[path_.back()].passes, cap_, rng, sequence_);
}

// The end position's result for Black (1, 0.5 or 0), by the engine's `count_score`; adds its
// owners to ownership_.
double CapstoneTree::score(const FastBoard& board)
{
    const double result = ownership_.add(board, komi_).margin();
    return result > 0 ? 1.0 : (result < 0 ? 0.0 : 0.5);
}

// Visits and wins up the path; then AMAF: each path node's children whose point their
// player played first somewhere later in the sequence. Walking the sequence backwards and
// overwriting first_mover_ leaves, at each step, the colour of the earliest play of
// every point from there on.
void CapstoneTree::backup(double black_result)
{
    const auto win_for = [black_result](Color player) {
        return player == Color::Black ? black_result : 1 - black_result;
    };
    for (int node : path_) {
        ++nodes_[node].visits;
        nodes_[node].wins += win_for(nodes_[node].player);
    }
    if (options_.rave) {
        std::size_t position = sequence_.size();
        for (std::size_t depth = path_.size(); depth-- > 0;) {
            // path_[depth] was reached after sequence_[0 .. depth-1].
            while (position > depth) {
                --position;
                if (sequence_[position].point != kPass)
                    first_mover_[static_cast<std::size_t>(sequence_[position].point)] =
                        sequence_[position].color;
            }
            const Node& parent = nodes_[path_[depth]];
            for (int c = parent.first_child; c < parent.first_child + parent.child_count; ++c) {
                Node& child = nodes_[c];
                if (child.move == kPass ||
                    first_mover_[static_cast<std::size_t>(child.move)] != child.player)
                    continue;
                ++child.amaf_visits;
                child.amaf_wins += win_for(child.player);
            }
        }
    }
    for (const Move& move : sequence_)
        if (move.point != kPass) first_mover_[static_cast<std::size_t>(move.point)] = Color::Empty;
}

// The most visited child of `parent` that was visited (the first on ties), or -1.
int CapstoneTree::most_visited(int parent) const
{
    const Node& p = nodes_[parent];
    int best = -1;
    for (int c = p.first_child; c < p.first_child + p.child_count; ++c)
        if (nodes_[c].visits > 0 && (best < 0 || nodes_[c].visits > nodes_[best].visits)) best = c;
    return best;
}

} // namespace stonelab
