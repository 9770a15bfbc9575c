#include "engine/go/tiny_go_solver.hpp"

#include "engine/go/benson.hpp"
#include "engine/go/board.hpp"

#include <algorithm>
#include <bit>
#include <climits>
#include <cstdlib>
#include <stdexcept>

namespace stonelab::search {

namespace {

constexpr std::uint8_t kValid = 1, kWhiteToMove = 2, kAfterPass = 4, kClean = 8;
constexpr std::uint8_t kKeyFlags = kValid | kWhiteToMove | kAfterPass;
constexpr int kNoTableMove = -2;
constexpr std::int64_t kFirst = std::int64_t{1} << 50; // the move order of the table's move

// A well-mixed 64-bit hash of a board (SplitMix64's finaliser): the filters take their
// bits from it, the table its slot.
std::uint64_t mix(std::uint64_t x)
{
    x ^= x >> 30;
    x *= 0xBF58476D1CE4E5B9ull;
    x ^= x >> 27;
    x *= 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

// The Bloom filters: three of their 256 bits per board.
template <class Bloom> void add(Bloom& bloom, std::uint64_t mixed)
{
    for (int k = 0; k < 3; ++k) {
        const unsigned bit = (mixed >> (8 * k)) & 255u;
        bloom[bit >> 6] |= std::uint64_t{1} << (bit & 63);
    }
}

template <class Bloom> bool contains(const Bloom& bloom, std::uint64_t mixed)
{
    for (int k = 0; k < 3; ++k) {
        const unsigned bit = (mixed >> (8 * k)) & 255u;
        if (!(bloom[bit >> 6] & (std::uint64_t{1} << (bit & 63)))) return false;
    }
    return true;
}

template <class Bloom> void add_all(Bloom& into, const Bloom& from)
{
    for (std::size_t w = 0; w < into.size(); ++w) into[w] |= from[w];
}

std::size_t bucket(std::uint64_t mixed) { return static_cast<std::size_t>(mixed >> 48); }

} // namespace

TinyGoSolver::TinyGoSolver(int width, int height, SolverOptions options)
    : width_(width), height_(height), area_(width * height), options_(options)
{
    if (width < 1 || height < 1 || !valid_geometry(width, height) || area_ > 32)
        throw std::invalid_argument("the solver takes boards of 1 to 32 points, each side 1 to 19");
    if (options_.table_bits < 1 || options_.table_bits > 26)
        throw std::invalid_argument("table_bits must be between 1 and 26");
    full_ = area_ == 32 ? ~Mask{0} : (Mask{1} << area_) - 1;
    not_first_column_ = not_last_column_ = full_;
    for (int y = 0; y < height_; ++y) {
        not_first_column_ &= ~(Mask{1} << (y * width_));
        not_last_column_ &= ~(Mask{1} << (y * width_ + width_ - 1));
    }
    const Board board(width, height);
    points_ = board.points();
    for (int i = 0; i < area_; ++i) {
        const int x = i % width_, y = i / width_;
        centre_order_.push_back(100 - std::abs(2 * x - (width_ - 1)) -
                                std::abs(2 * y - (height_ - 1)));
    }
    on_path_.assign(std::size_t{1} << 16, 0);
    boards_.push_back(0);
    mixed_.push_back(mix(0));
    ++on_path_[bucket(mixed_.back())];
    if (options_.use_table) table_.resize(std::size_t{1} << options_.table_bits);
}

// ---- the board as two bit masks ---------------------------------------------------------

TinyGoSolver::Mask TinyGoSolver::neighbours(Mask m) const
{
    return (((m << 1) & not_first_column_) | ((m >> 1) & not_last_column_) | (m << width_) |
            (m >> width_)) &
           full_;
}

TinyGoSolver::Mask TinyGoSolver::flood(Mask seed, Mask within) const
{
    Mask region = seed & within;
    for (;;) {
        const Mask grown = (region | neighbours(region)) & within;
        if (grown == region) return region;
        region = grown;
    }
}

bool TinyGoSolver::board_after(Color color, int i, std::uint64_t& board) const
{
    const std::uint64_t now = boards_.back();
    Mask black = static_cast<Mask>(now), white = static_cast<Mask>(now >> 32);
    Mask& mine = color == Color::Black ? black : white;
    Mask& theirs = color == Color::Black ? white : black;
    const Mask stone = Mask{1} << i;
    if ((black | white) & stone) return false;
    mine |= stone;
    const Mask empty = full_ & ~(black | white);
    Mask captured = 0;
    for (Mask touching = neighbours(stone) & theirs; touching != 0;) {
        const Mask string = flood(touching & (~touching + 1), theirs);
        touching &= ~string;
        if (!(neighbours(string) & empty)) captured |= string;
    }
    theirs &= ~captured;
    if (!captured && !(neighbours(flood(stone, mine)) & empty)) return false; // suicide
    board = std::uint64_t{black} | std::uint64_t{white} << 32;
    return true;
}

Value TinyGoSolver::score_of(std::uint64_t board) const
{
    const Mask black = static_cast<Mask>(board), white = static_cast<Mask>(board >> 32);
    const Mask empty = full_ & ~(black | white);
    const Mask reaches_black = flood(neighbours(black) & empty, empty);
    const Mask reaches_white = flood(neighbours(white) & empty, empty);
    return std::popcount(black) + std::popcount(reaches_black & ~reaches_white) -
           std::popcount(white) - std::popcount(reaches_white & ~reaches_black);
}

TinyGoSolver::Mask TinyGoSolver::safe_points(Mask mine, Mask theirs) const
{
    // Benson's algorithm (engine/go/benson.hpp) on the masks: the unconditionally alive
    // blocks of `mine` and the one-point eyes they enclose.
    struct Sets {
        using Set = Mask;
        const TinyGoSolver& solver;
        Mask full() const { return solver.full_; }
        Mask neighbours(Mask m) const { return solver.neighbours(m); }
        Mask flood(Mask seed, Mask within) const { return solver.flood(seed, within); }
        static Mask lowest(Mask m) { return m & (~m + 1); }
        static bool is_empty(Mask m) { return m == 0; }
        static bool is_single(Mask m) { return std::popcount(m) == 1; }
    };
    const BensonSets<Mask> found = benson_core<32>(Sets{*this}, mine, theirs);
    return found.alive | found.eyes;
}

Value TinyGoSolver::score() const { return score_of(boards_.back()); }

// ---- the game and its path --------------------------------------------------------------

int TinyGoSolver::path_index(std::uint64_t board) const
{
    const std::uint64_t mixed = mix(board);
    if (on_path_[bucket(mixed)] == 0) return -1;
    for (int i = static_cast<int>(boards_.size()) - 1; i >= 0; --i)
        if (boards_[static_cast<std::size_t>(i)] == board) return i;
    return -1;
}

void TinyGoSolver::push(int index, std::uint64_t board)
{
    boards_.push_back(board);
    mixed_.push_back(mix(board));
    ++on_path_[bucket(mixed_.back())];
    moves_.push_back(index);
    to_move_ = opponent(to_move_);
}

void TinyGoSolver::pop()
{
    --on_path_[bucket(mixed_.back())];
    boards_.pop_back();
    mixed_.pop_back();
    moves_.pop_back();
    to_move_ = opponent(to_move_);
}

bool TinyGoSolver::is_over() const
{
    const std::size_t n = moves_.size();
    return n >= 2 && moves_[n - 1] == kPassIndex && moves_[n - 2] == kPassIndex;
}

Point TinyGoSolver::point_of(int index) const
{
    return index == kPassIndex ? kPass : points_[static_cast<std::size_t>(index)];
}

std::string TinyGoSolver::move_name(Point p) const
{
    return to_gtp_vertex(Geometry{width_, height_}, p);
}

bool TinyGoSolver::is_legal(Point p) const
{
    if (is_over()) return false;
    if (p == kPass) return true;
    const auto it = std::find(points_.begin(), points_.end(), p);
    if (it == points_.end()) return false;
    std::uint64_t board = 0;
    return board_after(to_move_, static_cast<int>(it - points_.begin()), board) &&
           path_index(board) < 0;
}

void TinyGoSolver::play(Point p)
{
    if (!is_legal(p)) throw std::invalid_argument("illegal move " + move_name(p));
    if (p == kPass) return push(kPassIndex, boards_.back());
    const int index =
        static_cast<int>(std::find(points_.begin(), points_.end(), p) - points_.begin());
    std::uint64_t board = 0;
    board_after(to_move_, index, board);
    push(index, board);
}

void TinyGoSolver::undo()
{
    if (!moves_.empty()) pop();
}

// ---- move generation and ordering --------------------------------------------------------

void TinyGoSolver::generate(std::vector<Candidate>& moves, int table_move,
                            int& oldest_refusal) const
{
    moves.clear();
    const std::uint64_t now = boards_.back();
    const bool white = to_move_ == Color::White;
    const Mask mine = static_cast<Mask>(white ? now >> 32 : now);
    const Mask theirs = static_cast<Mask>(white ? now : now >> 32);
    const auto& history = history_[white ? 1 : 0];
    for (int i = 0; i < area_; ++i) {
        std::uint64_t board = 0;
        if (!board_after(to_move_, i, board)) continue;
        const int at = path_index(board);
        if (at >= 0) { // refused by superko because of the board at index `at`
            oldest_refusal = std::min(oldest_refusal, at);
            continue;
        }
        const Mask mine_after = static_cast<Mask>(white ? board >> 32 : board);
        const Mask theirs_after = static_cast<Mask>(white ? board : board >> 32);
        const int captured = std::popcount(theirs) - std::popcount(theirs_after);
        const Mask around = neighbours(Mask{1} << i);
        const bool fills_own_eye = captured == 0 && (around & ~mine) == 0;
        if (to_move_ == restricted_ && captured == 0) { // only sensible moves
            const Mask string = flood(Mask{1} << i, mine_after);
            const Mask empty_after = full_ & ~(mine_after | theirs_after);
            const bool big_self_atari =
                std::popcount(string) >= 2 && std::popcount(neighbours(string) & empty_after) == 1;
            if (fills_own_eye || big_self_atari) continue;
        }
        std::int64_t order = -1000 + centre_order_[static_cast<std::size_t>(i)];
        if (!fills_own_eye) {
            const std::int64_t safe = std::popcount(safe_points(mine_after, theirs_after));
            const int gain = (white ? -score_of(board) : score_of(board)) + 32;
            order = (safe << 32) + (gain << 22) + (captured << 18) +
                    std::min(history[static_cast<std::size_t>(i)], 1 << 10) * 128 +
                    centre_order_[static_cast<std::size_t>(i)];
        }
        if (i == table_move) order = kFirst;
        moves.push_back({i, board, order});
    }
    const std::int64_t safe = std::popcount(safe_points(mine, theirs));
    const int pass_gain = (white ? -score_of(now) : score_of(now)) + 32;
    std::int64_t pass_order = last_was_pass() ? kFirst - 1 : (safe << 32) + (pass_gain << 22) - 1;
    if (table_move == kPassIndex) pass_order = kFirst;
    moves.push_back({kPassIndex, now, pass_order});
    std::stable_sort(moves.begin(), moves.end(),
                     [](const Candidate& a, const Candidate& b) { return a.order > b.order; });
}

// ---- the table ----------------------------------------------------------------------------

std::uint8_t TinyGoSolver::key_flags() const
{
    return static_cast<std::uint8_t>(kValid | (to_move_ == Color::White ? kWhiteToMove : 0) |
                                     (last_was_pass() ? kAfterPass : 0));
}

TinyGoSolver::Entry& TinyGoSolver::slot(std::uint64_t board, std::uint8_t flags)
{
    const std::uint64_t h = mix(board ^ (std::uint64_t{flags} << 58));
    return table_[static_cast<std::size_t>(h & (table_.size() - 1))];
}

bool TinyGoSolver::history_allows(const Entry& entry) const
{
    const std::size_t current = boards_.size() - 1;
    for (std::size_t i = 0; i < current; ++i)
        if (boards_[i] != boards_[current] && contains(entry.seen, mixed_[i])) return false;
    return true;
}

// ---- the search ---------------------------------------------------------------------------

Value TinyGoSolver::search(Value alpha, Value beta, Bloom& seen_out, int& oldest_out)
{
    if (++nodes_ == node_limit_) throw NodeLimit{};
    const int here = static_cast<int>(boards_.size()) - 1;
    const std::uint64_t board = boards_.back();
    Bloom seen{};
    add(seen, mixed_.back());
    const std::uint8_t flags = key_flags();

    Entry* entry = nullptr;
    int table_move = kNoTableMove;
    if (options_.use_table) {
        entry = &slot(board, flags);
        if (entry->board == board && (entry->flags & kKeyFlags) == flags) {
            table_move = entry->best;
            const bool usable =
                options_.history_blind || ((entry->flags & kClean) && history_allows(*entry));
            if (usable &&
                (entry->lower >= beta || entry->upper <= alpha || entry->lower == entry->upper)) {
                ++hits_;
                add_all(seen_out, entry->seen);
                return entry->lower >= beta ? entry->lower : entry->upper;
            }
        }
    }

    if (options_.static_bounds) {
        const Mask black = static_cast<Mask>(board), white = static_cast<Mask>(board >> 32);
        const Value black_at_least = 2 * std::popcount(safe_points(black, white)) - area_;
        const Value black_at_most = area_ - 2 * std::popcount(safe_points(white, black));
        const bool black_moves = to_move_ == Color::Black;
        const Value lower = black_moves ? black_at_least : -black_at_most;
        const Value upper = black_moves ? black_at_most : -black_at_least;
        if (lower >= beta || upper <= alpha) {
            add_all(seen_out, seen);
            return lower >= beta ? lower : upper;
        }
    }

    int oldest = INT_MAX;
    std::vector<Candidate> moves;
    generate(moves, table_move, oldest);
    const Value alpha0 = alpha;
    const Value sign_here = to_move_ == Color::Black ? 1 : -1;
    Value best = -kInfinity;
    int best_move = kPassIndex;
    for (const Candidate& move : moves) {
        Value value;
        if (move.index == kPassIndex && last_was_pass()) {
            ++nodes_; // the finished game
            value = sign_here * score_of(board);
        } else {
            push(move.index, move.board);
            int child_oldest = INT_MAX;
            value = -search(-beta, -alpha, seen, child_oldest);
            pop();
            oldest = std::min(oldest, child_oldest);
        }
        if (value > best) best = value, best_move = move.index;
        if (best >= beta) {
            if (move.index != kPassIndex)
                ++history_[to_move_ == Color::White ? 1 : 0][static_cast<std::size_t>(move.index)];
            break;
        }
        alpha = std::max(alpha, value);
    }

    // A restricted search proves only the results in the restricted side's favour.
    const bool proved = restricted_ == Color::Empty || (restricted_ == to_move_) == (best >= beta);
    if (entry && !proved) { // only its best move, for the move order
        if (entry->board == board && (entry->flags & kKeyFlags) == flags)
            entry->best = static_cast<std::int8_t>(best_move);
        else if (!(entry->flags & kClean))
            *entry = Entry{board,
                           static_cast<std::int8_t>(-area_),
                           static_cast<std::int8_t>(area_),
                           static_cast<std::int8_t>(best_move),
                           flags,
                           seen};
    } else if (entry) {
        const auto lower = static_cast<std::int8_t>(best > alpha0 ? best : -area_);
        const auto upper = static_cast<std::int8_t>(best < beta ? best : area_);
        const bool clean = oldest >= here;
        const bool same = entry->board == board && (entry->flags & kKeyFlags) == flags;
        if (same && (entry->flags & kClean) && clean) { // both hold: keep both, and both filters
            entry->lower = std::max(entry->lower, lower);
            entry->upper = std::min(entry->upper, upper);
            add_all(entry->seen, seen);
            entry->best = static_cast<std::int8_t>(best_move);
        } else if (same && (entry->flags & kClean)) {
            entry->best = static_cast<std::int8_t>(best_move);
        } else {
            *entry = Entry{board,
                           lower,
                           upper,
                           static_cast<std::int8_t>(best_move),
                           static_cast<std::uint8_t>(flags | (clean ? kClean : 0)),
                           seen};
        }
    }
    add_all(seen_out, seen);
    oldest_out = std::min(oldest_out, oldest);
    return best;
}

// One null-window question, "is the value of the player to move at least beta?", answered
// with a proof: by a search in which that player plays only sensible moves (its "yes" is a
// proof), then by one in which the opponent does (its "no" is), then by one with every move.
Value TinyGoSolver::ask(Value beta, SolveResult& result)
{
    const Color mover = to_move_;
    Value value = 0;
    for (const Color restricted : {mover, opponent(mover), Color::Empty}) {
        if (restricted != Color::Empty && !options_.restricted_provers) continue;
        restricted_ = restricted;
        Bloom seen{};
        int oldest = INT_MAX;
        value = search(beta - 1, beta, seen, oldest);
        if (restricted == Color::Empty) ++result.full_searches;
        if (restricted == Color::Empty || (restricted == mover) == (value >= beta)) break;
    }
    restricted_ = Color::Empty;
    return value;
}

SolveResult TinyGoSolver::solve()
{
    SolveResult result;
    const Value sign_root = to_move_ == Color::Black ? 1 : -1;
    if (is_over()) {
        result.value = result.lower = result.upper = score();
        return result;
    }
    const long nodes_before = nodes_, hits_before = hits_;
    const std::size_t start = moves_.size();
    const auto in_black_view = [&](Value lower, Value upper) {
        result.lower = sign_root > 0 ? lower : -upper;
        result.upper = sign_root > 0 ? upper : -lower;
    };
    // MTD(f): null-window searches until the bounds meet, from the first guess.
    Value lower = -area_, upper = area_;
    Value guess = std::clamp(sign_root * options_.first_guess.value_or(area_), lower, upper);
    node_limit_ = options_.max_nodes > 0 ? nodes_ + options_.max_nodes : 0;
    try {
        while (lower < upper) {
            const Value beta = guess == lower ? guess + 1 : guess;
            guess = ask(beta, result);
            if (guess < beta)
                upper = guess;
            else
                lower = guess;
            ++result.iterations;
        }
    } catch (const NodeLimit&) {
        restricted_ = Color::Empty;
        while (moves_.size() > start) pop();
        node_limit_ = 0;
        result.solved = false;
        in_black_view(lower, upper);
        result.value = result.lower;
        result.nodes = nodes_ - nodes_before;
        result.table_hits = hits_ - hits_before;
        return result;
    }
    node_limit_ = 0;
    const Value mover_value = lower;
    result.value = sign_root * mover_value;
    in_black_view(lower, lower);
    result.nodes = nodes_ - nodes_before;
    result.table_hits = hits_ - hits_before;

    // A line of best play: at each position, the first move (in search order) whose child
    // is worth the position's value, proved with one null-window search per move tried.
    const long line_before = nodes_;
    std::vector<Candidate> moves;
    Value value = mover_value;
    while (!is_over()) {
        int oldest = INT_MAX;
        const Entry* entry = options_.use_table ? &slot(boards_.back(), key_flags()) : nullptr;
        const bool known =
            entry && entry->board == boards_.back() && (entry->flags & kKeyFlags) == key_flags();
        generate(moves, known ? entry->best : kNoTableMove, oldest);
        const Value sign_here = to_move_ == Color::Black ? 1 : -1;
        const Candidate* chosen = nullptr;
        for (const Candidate& move : moves) {
            if (move.index == kPassIndex && last_was_pass()) {
                if (sign_here * score() >= value) chosen = &move;
            } else {
                push(move.index, move.board);
                const Value child = ask(-value + 1, result);
                pop();
                if (child <= -value) chosen = &move;
            }
            if (chosen) break;
        }
        if (!chosen) throw std::logic_error("the solver found no move worth the value");
        result.principal_variation.push_back(point_of(chosen->index));
        push(chosen->index, chosen->board);
        value = -value;
    }
    while (moves_.size() > start) pop();
    result.line_nodes = nodes_ - line_before;
    return result;
}

} // namespace stonelab::search
