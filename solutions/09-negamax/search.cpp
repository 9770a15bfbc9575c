// Lesson 9's reference solution, tasks 1 to 3: minimax, NegaMax and the census of a game
// tree; alpha-beta (fail-soft) with its record; move ordering and a transposition table.
#include "negamax.hpp"

#include <algorithm>
#include <stdexcept>
#include <unordered_map>

namespace stonelab::lesson09 {

namespace {

void require_depth(int depth, const char* function)
{
    if (depth < 0) throw std::invalid_argument(std::string(function) + ": negative depth");
}

bool is_leaf(const LessonGame& game, int depth) { return depth <= 0 || game.is_over(); }

// A leaf's value in the first player's view: the result, or the guess at the depth limit.
Value leaf_value(const LessonGame& game)
{
    return game.is_over() ? game.final_value() : game.evaluate();
}

// +1 when the first player is to move, -1 when the second is.
Value mover_sign(const LessonGame& game) { return search::sign(game.to_move()); }

} // namespace

// ---- task 1 ---------------------------------------------------------------------------------

namespace {

//! [minimax]
// Values in the first player's view: the first player (Max) takes the largest child value,
// the second (Min) the smallest.
Value minimax_value(LessonGame& game, int depth, SearchStats& stats, bool at_root)
{
    ++stats.nodes;
    if (is_leaf(game, depth)) {
        ++stats.leaves;
        return leaf_value(game);
    }
    const bool maximizing = game.to_move() == Side::First;
    Value best = maximizing ? -kInfinity : kInfinity;
    for (Move move : game.legal_moves()) {
        game.play(move);
        const Value value = minimax_value(game, depth - 1, stats, false);
        game.undo();
        if (maximizing ? value > best : value < best) {
            best = value;
            if (at_root) stats.best_move = move;
        }
    }
    return best;
}
//! [minimax]

//! [negamax]
// Values in the view of the side to move: a child's value is the opponent's, so negate it,
// and every node takes the largest.
Value negamax_value(LessonGame& game, int depth, SearchStats& stats, bool at_root)
{
    ++stats.nodes;
    if (is_leaf(game, depth)) {
        ++stats.leaves;
        return mover_sign(game) * leaf_value(game);
    }
    Value best = -kInfinity;
    for (Move move : game.legal_moves()) {
        game.play(move);
        const Value value = -negamax_value(game, depth - 1, stats, false);
        game.undo();
        if (value > best) {
            best = value;
            if (at_root) stats.best_move = move;
        }
    }
    return best;
}
//! [negamax]

//! [census]
void census(LessonGame& game, GameCensus& counts)
{
    ++counts.nodes;
    if (game.is_over()) {
        const Value value = game.final_value();
        ++counts.games;
        counts.first_wins += value > 0;
        counts.second_wins += value < 0;
        counts.draws += value == 0;
        return;
    }
    for (Move move : game.legal_moves()) {
        game.play(move);
        census(game, counts);
        game.undo();
    }
}
//! [census]

} // namespace

SearchStats minimax(const GameSpec& spec, int depth)
{
    require_depth(depth, "minimax");
    const auto game = make_game(spec);
    SearchStats stats;
    stats.value = minimax_value(*game, depth, stats, true);
    return stats;
}

SearchStats negamax(const GameSpec& spec, int depth)
{
    require_depth(depth, "negamax");
    const auto game = make_game(spec);
    SearchStats stats;
    // Back to the first player's view: the root's mover sees the sign of its side.
    stats.value = mover_sign(*game) * negamax_value(*game, depth, stats, true);
    return stats;
}

GameCensus count_games(const GameSpec& spec)
{
    const auto game = make_game(spec);
    GameCensus counts;
    census(*game, counts);
    return counts;
}

// ---- tasks 2 and 3 --------------------------------------------------------------------------

namespace {

// What the table remembers of a position searched: its value, what kind of bound that is,
// and how deep below it the search went.
struct TableEntry {
    Value value = 0;
    search::Bound bound = search::Bound::Exact;
    int depth = 0;
};

// One alpha-beta search: the game, the counters, the improvements, the record.
class AlphaBeta {
public:
    AlphaBeta(LessonGame& game, Improvements how, bool record)
        : game_(game), how_(how), record_(record)
    {
    }

    Value search(int depth, Value alpha, Value beta);

    SearchStats stats;
    std::vector<Visit> visits;

private:
    std::vector<Move> ordered_moves() const;
    bool answered_by_table(int depth, Value alpha, Value beta, Value& value);
    void store(int depth, Value alpha_on_entry, Value beta, Value best);

    LessonGame& game_;
    Improvements how_;
    bool record_;
    int ply_ = 0;                   // distance from the root
    std::vector<std::string> path_; // the moves from the root, when recording
    std::unordered_map<std::uint64_t, TableEntry> table_;
};

//! [alpha_beta]
// Fail-soft alpha-beta in the NegaMax form. The side to move already has a line worth alpha
// elsewhere, and the opponent one that holds it to beta: only values between matter. The
// node returns the best value it saw, even outside the window.
Value AlphaBeta::search(int depth, Value alpha, Value beta)
{
    ++stats.nodes;
    const std::size_t visit = visits.size();
    if (record_) visits.push_back(Visit{path_, alpha, beta, 0, false, {}});
    Value best = -kInfinity;
    if (is_leaf(game_, depth)) {
        ++stats.leaves;
        best = mover_sign(game_) * leaf_value(game_);
        if (record_) visits[visit].leaf = true;
    } else if (!answered_by_table(depth, alpha, beta, best)) {
        const Value alpha_on_entry = alpha;
        const std::vector<Move> moves = ordered_moves();
        for (std::size_t i = 0; i < moves.size(); ++i) {
            if (record_) path_.push_back(game_.move_name(moves[i]));
            game_.play(moves[i]);
            ++ply_;
            // The child's window is ours seen from the other side: negated and swapped.
            const Value value = -search(depth - 1, -beta, -alpha);
            game_.undo();
            --ply_;
            if (record_) path_.pop_back();
            best = std::max(best, value);
            const bool raised = value > alpha || value >= beta;
            if (raised && ply_ == 0) stats.best_move = moves[i];
            if (value >= beta) { // the opponent will never let the game come here
                if (record_)
                    for (std::size_t j = i + 1; j < moves.size(); ++j)
                        visits[visit].pruned.push_back(game_.move_name(moves[j]));
                break;
            }
            alpha = std::max(alpha, value);
        }
        if (how_.table) store(depth, alpha_on_entry, beta, best);
    }
    if (record_) visits[visit].value = best;
    return best;
}
//! [alpha_beta]

//! [ordering]
// The moves, those whose position is worth most to the mover first (a stable sort: the
// game's order among equals). Looking at a child here is not a visit: no node is counted.
std::vector<Move> AlphaBeta::ordered_moves() const
{
    std::vector<Move> moves = game_.legal_moves();
    if (!how_.order_moves) return moves;
    const Value sign = mover_sign(game_);
    std::vector<std::pair<Value, Move>> scored;
    for (Move move : moves) {
        game_.play(move);
        scored.emplace_back(sign * leaf_value(game_), move);
        game_.undo();
    }
    std::stable_sort(scored.begin(), scored.end(),
                     [](const auto& a, const auto& b) { return a.first > b.first; });
    for (std::size_t i = 0; i < moves.size(); ++i) moves[i] = scored[i].second;
    return moves;
}
//! [ordering]

//! [table]
// An entry searched at least as deep answers when its value settles this window: an exact
// value always, a lower bound at or above beta (a cut-off), an upper bound at or below alpha.
bool AlphaBeta::answered_by_table(int depth, Value alpha, Value beta, Value& value)
{
    if (!how_.table) return false;
    const auto found = table_.find(game_.key());
    if (found == table_.end() || found->second.depth < depth) return false;
    const TableEntry& entry = found->second;
    const bool settles = entry.bound == search::Bound::Exact ||
                         (entry.bound == search::Bound::Lower && entry.value >= beta) ||
                         (entry.bound == search::Bound::Upper && entry.value <= alpha);
    if (!settles) return false;
    ++stats.table_hits;
    value = entry.value;
    return true;
}

// What a fail-soft value says: at least `best` after a cut-off, at most `best` when no move
// rose above alpha, exactly `best` in between.
void AlphaBeta::store(int depth, Value alpha_on_entry, Value beta, Value best)
{
    TableEntry entry{best, search::Bound::Exact, depth};
    if (best >= beta) entry.bound = search::Bound::Lower;
    if (best <= alpha_on_entry) entry.bound = search::Bound::Upper;
    table_[game_.key()] = entry;
}
//! [table]

} // namespace

AlphaBetaResult alpha_beta(const GameSpec& spec, int depth, Value alpha, Value beta, bool record)
{
    require_depth(depth, "alpha_beta");
    if (alpha >= beta) throw std::invalid_argument("alpha_beta: the window is empty");
    const auto game = make_game(spec);
    AlphaBeta searcher(*game, Improvements{}, record);
    const Value value = searcher.search(depth, alpha, beta);
    searcher.stats.value = mover_sign(*game) * value;
    return {searcher.stats, std::move(searcher.visits)};
}

SearchStats alpha_beta_improved(const GameSpec& spec, int depth, Improvements how)
{
    require_depth(depth, "alpha_beta_improved");
    const auto game = make_game(spec);
    AlphaBeta searcher(*game, how, false);
    const Value limit = game->max_value();
    const Value value = searcher.search(depth, -limit, limit);
    searcher.stats.value = mover_sign(*game) * value;
    return searcher.stats;
}

} // namespace stonelab::lesson09
