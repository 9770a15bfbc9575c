#include "engine/search/search.hpp"

#include <algorithm>

namespace stonelab::search {

const char* algorithm_name(Algorithm algorithm)
{
    switch (algorithm) {
    case Algorithm::Minimax: return "minimax";
    case Algorithm::Negamax: return "negamax";
    case Algorithm::AlphaBetaFailHard: return "alphabeta-hard";
    case Algorithm::AlphaBetaFailSoft: return "alphabeta-soft";
    }
    return "?";
}

std::optional<Algorithm> parse_algorithm(std::string_view name)
{
    if (name == "alphabeta") return Algorithm::AlphaBetaFailSoft;
    for (Algorithm algorithm : kAllAlgorithms)
        if (name == algorithm_name(algorithm)) return algorithm;
    return std::nullopt;
}

namespace {

// One search: the game, the counters, the principal variation and (optionally) the tree
// being recorded. The four algorithms are member functions so that their bodies can stay
// the textbook's few lines; everything else (counting, recording, the PV) lives in the
// small helpers below them.
class Searcher {
public:
    Searcher(TwoPlayerGame& game, const SearchOptions& options, ValueView view)
        : game_(game), options_(options)
    {
        if (options.record_tree) {
            tree_.emplace();
            tree_->view = view;
        }
    }

    Value minimax(int depth);
    Value negamax(int depth);
    Value alpha_beta_hard(int depth, Value alpha, Value beta);
    Value alpha_beta_soft(int depth, Value alpha, Value beta);

    // The result of the search whose root value (in the algorithm's view) is `value`.
    SearchResult result(Value root_value, ValueView view);

private:
    // ---- bookkeeping, called by the algorithms ----------------------------------------

    // Entering a node: count it, start its PV, record it (with its window, if any).
    void enter(std::optional<Window> window = std::nullopt);
    // A leaf: the game's value (finished game) or its evaluation (depth limit), counted.
    bool is_leaf(int depth) const { return depth <= 0 || game_.is_over(); }
    Value leaf_value_for_first_player();
    Value leaf_value_for_mover() { return sign(game_.to_move()) * leaf_value_for_first_player(); }
    // Leaving a node with its value: record it, climb back to the parent.
    Value leave(Value value);
    // Playing and taking back a move on the way down and up.
    void play(Move move);
    void undo();
    // `move` is the best so far at this ply: the PV here is it, then the child's PV.
    void new_best(Move move);
    // A cut-off: the moves from `next` on are never searched.
    void cut_off(const std::vector<Move>& moves, std::size_t next);

    void mark_principal_variation();
    SearchNode* current_node() { return recording() ? &tree_->nodes[path_.back()] : nullptr; }
    bool recording() const { return tree_.has_value() && !path_.empty() && path_.back() >= 0; }

    TwoPlayerGame& game_;
    const SearchOptions& options_;
    long nodes_ = 0;
    long leaves_ = 0;
    int ply_ = 0;
    Move last_move_ = kNoMove;
    std::string last_move_name_;
    // pv_[ply]: the best line found so far from the node at that ply (a "triangular" table).
    std::vector<std::vector<Move>> pv_;
    std::optional<SearchTree> tree_;
    // Recorded node of every ply on the way down; -1 where the budget ran out.
    std::vector<int> path_;
};

//! [minimax]
// Minimax: values in the first player's view; Max (the first player) takes the largest
// child value, Min (the second player) the smallest.
Value Searcher::minimax(int depth)
{
    enter();
    if (is_leaf(depth)) return leave(leaf_value_for_first_player());
    const bool maximizing = game_.to_move() == Side::First;
    Value best = maximizing ? -kInfinity : kInfinity;
    for (Move move : game_.legal_moves()) {
        play(move);
        const Value value = minimax(depth - 1);
        undo();
        if (maximizing ? value > best : value < best) {
            best = value;
            new_best(move);
        }
    }
    return leave(best);
}
//! [minimax]

//! [negamax]
// NegaMax: values in the view of the side to move. A child's value is good for the
// opponent, so it is negated, and every node simply takes the largest.
Value Searcher::negamax(int depth)
{
    enter();
    if (is_leaf(depth)) return leave(leaf_value_for_mover());
    Value best = -kInfinity;
    for (Move move : game_.legal_moves()) {
        play(move);
        const Value value = -negamax(depth - 1);
        undo();
        if (value > best) {
            best = value;
            new_best(move);
        }
    }
    return leave(best);
}
//! [negamax]

//! [alpha_beta_fail_hard]
// Alpha-beta, fail-hard. Invariant: the caller only cares about values in [alpha, beta].
// The side to move already has a line worth alpha elsewhere (so less is no use to it);
// the opponent already has one that holds us to beta (so more will never be allowed).
// The returned value is clamped into [alpha, beta].
Value Searcher::alpha_beta_hard(int depth, Value alpha, Value beta)
{
    enter(Window{alpha, beta});
    if (is_leaf(depth)) return leave(leaf_value_for_mover());
    const std::vector<Move> moves = game_.legal_moves();
    for (std::size_t i = 0; i < moves.size(); ++i) {
        play(moves[i]);
        // The child's window is ours seen from the other side: negated and swapped.
        const Value value = -alpha_beta_hard(depth - 1, -beta, -alpha);
        undo();
        if (value >= beta) { // the opponent will avoid this node: stop looking
            new_best(moves[i]);
            cut_off(moves, i + 1);
            return leave(beta);
        }
        if (value > alpha) {
            alpha = value;
            new_best(moves[i]);
        }
    }
    return leave(alpha);
}
//! [alpha_beta_fail_hard]

//! [alpha_beta_fail_soft]
// Alpha-beta, fail-soft: the same cut-offs, but the node returns the best value it saw,
// even outside [alpha, beta]. A fail-high value v >= beta then says "at least v", a
// fail-low value v <= alpha "at most v": tighter bounds than fail-hard's beta and alpha.
Value Searcher::alpha_beta_soft(int depth, Value alpha, Value beta)
{
    enter(Window{alpha, beta});
    if (is_leaf(depth)) return leave(leaf_value_for_mover());
    const std::vector<Move> moves = game_.legal_moves();
    Value best = -kInfinity;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        play(moves[i]);
        const Value value = -alpha_beta_soft(depth - 1, -beta, -alpha);
        undo();
        best = std::max(best, value);
        if (value >= beta) {
            new_best(moves[i]);
            cut_off(moves, i + 1);
            break;
        }
        if (value > alpha) {
            alpha = value;
            new_best(moves[i]);
        }
    }
    return leave(best);
}
//! [alpha_beta_fail_soft]

void Searcher::enter(std::optional<Window> window)
{
    ++nodes_;
    if (pv_.size() <= static_cast<std::size_t>(ply_) + 1) pv_.resize(ply_ + 2);
    pv_[ply_].clear();
    if (!tree_) return;

    const bool parent_recorded = ply_ == 0 || path_.back() >= 0;
    if (!parent_recorded || tree_->nodes.size() >= options_.max_recorded_nodes) {
        ++tree_->unrecorded_nodes;
        if (parent_recorded) ++tree_->nodes[path_.back()].unrecorded_children;
        path_.push_back(-1);
        return;
    }
    SearchNode node;
    node.parent = ply_ == 0 ? -1 : path_.back();
    node.move = ply_ == 0 ? kNoMove : last_move_;
    node.move_name = ply_ == 0 ? "" : last_move_name_;
    node.ply = ply_;
    node.to_move = game_.to_move();
    if (window) {
        node.has_window = true;
        node.alpha = window->alpha;
        node.beta = window->beta;
    }
    const int index = static_cast<int>(tree_->nodes.size());
    if (node.parent >= 0) tree_->nodes[node.parent].children.push_back(index);
    tree_->nodes.push_back(std::move(node));
    path_.push_back(index);
}

Value Searcher::leaf_value_for_first_player()
{
    ++leaves_;
    if (SearchNode* node = current_node()) node->is_leaf = true;
    return game_.is_over() ? game_.final_value() : game_.evaluate();
}

Value Searcher::leave(Value value)
{
    if (SearchNode* node = current_node()) {
        node->value = value;
        if (node->has_window && !node->is_leaf) {
            if (value >= node->beta)
                node->bound = Bound::Lower;
            else if (value <= node->alpha)
                node->bound = Bound::Upper;
        }
    }
    if (tree_) path_.pop_back();
    return value;
}

void Searcher::play(Move move)
{
    if (tree_) {
        last_move_ = move;
        last_move_name_ = game_.move_name(move);
    }
    game_.play(move);
    ++ply_;
}

void Searcher::undo()
{
    game_.undo();
    --ply_;
}

void Searcher::new_best(Move move)
{
    std::vector<Move>& line = pv_[ply_];
    const std::vector<Move>& rest = pv_[ply_ + 1];
    line.clear();
    line.push_back(move);
    line.insert(line.end(), rest.begin(), rest.end());
}

void Searcher::cut_off(const std::vector<Move>& moves, std::size_t next)
{
    SearchNode* node = current_node();
    if (!node || next >= moves.size()) return;
    node->cut_off = true;
    for (std::size_t i = next; i < moves.size(); ++i) {
        node->pruned_moves.push_back(moves[i]);
        node->pruned_names.push_back(game_.move_name(moves[i]));
    }
}

// Follows the principal variation down the recorded tree, marking its nodes.
void Searcher::mark_principal_variation()
{
    if (!tree_ || tree_->nodes.empty()) return;
    int index = 0;
    tree_->nodes[0].on_pv = true;
    for (Move move : pv_[0]) {
        const std::vector<int>& children = tree_->nodes[index].children;
        const auto child = std::find_if(children.begin(), children.end(),
                                        [&](int c) { return tree_->nodes[c].move == move; });
        if (child == children.end()) return; // beyond the recording budget
        index = *child;
        tree_->nodes[index].on_pv = true;
    }
}

SearchResult Searcher::result(Value root_value, ValueView view)
{
    mark_principal_variation();
    SearchResult result;
    result.value = view == ValueView::FirstPlayer ? root_value : sign(game_.to_move()) * root_value;
    result.principal_variation = pv_[0];
    result.best_move = pv_[0].empty() ? kNoMove : pv_[0].front();
    result.nodes = nodes_;
    result.leaves = leaves_;
    result.tree = std::move(tree_);
    return result;
}

Window root_window(const TwoPlayerGame& game, const SearchOptions& options)
{
    return options.window.value_or(Window{-game.max_value(), game.max_value()});
}

} // namespace

SearchResult minimax(TwoPlayerGame& game, const SearchOptions& options)
{
    Searcher searcher(game, options, ValueView::FirstPlayer);
    const Value value = searcher.minimax(options.depth);
    return searcher.result(value, ValueView::FirstPlayer);
}

SearchResult negamax(TwoPlayerGame& game, const SearchOptions& options)
{
    Searcher searcher(game, options, ValueView::SideToMove);
    const Value value = searcher.negamax(options.depth);
    return searcher.result(value, ValueView::SideToMove);
}

SearchResult alpha_beta_fail_hard(TwoPlayerGame& game, const SearchOptions& options)
{
    Searcher searcher(game, options, ValueView::SideToMove);
    const Window window = root_window(game, options);
    const Value value = searcher.alpha_beta_hard(options.depth, window.alpha, window.beta);
    return searcher.result(value, ValueView::SideToMove);
}

SearchResult alpha_beta_fail_soft(TwoPlayerGame& game, const SearchOptions& options)
{
    Searcher searcher(game, options, ValueView::SideToMove);
    const Window window = root_window(game, options);
    const Value value = searcher.alpha_beta_soft(options.depth, window.alpha, window.beta);
    return searcher.result(value, ValueView::SideToMove);
}

SearchResult run_search(Algorithm algorithm, TwoPlayerGame& game, const SearchOptions& options)
{
    switch (algorithm) {
    case Algorithm::Minimax: return minimax(game, options);
    case Algorithm::Negamax: return negamax(game, options);
    case Algorithm::AlphaBetaFailHard: return alpha_beta_fail_hard(game, options);
    case Algorithm::AlphaBetaFailSoft: return alpha_beta_fail_soft(game, options);
    }
    return {};
}

} // namespace stonelab::search
