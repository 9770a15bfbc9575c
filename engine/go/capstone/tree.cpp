#include "engine/go/capstone.hpp"

#include "engine/go/fast_board.hpp"
#include "engine/go/monte_carlo.hpp"
#include "engine/go/playout.hpp"
#include "engine/go/scoring.hpp"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <limits>
#include <optional>
#include <stdexcept>
#include <string_view>

namespace stonelab {

// ==== 3x3 patterns ===========================================================================

namespace {

// MoGo's patterns (Gelly et al. 2006, figures 2 and 3), the centre being the move. Each is
// matched in its 8 rotations and reflections and with the colours swapped. Symbols:
// X and O stones of the two colours, '.' empty, '#' off the board, '?' anything,
// 'x' anything but an X stone, 'o' anything but an O stone; the rows top to bottom, split by '/'.
constexpr std::array<std::string_view, 14> kPatterns{
    "XOX/.../???", // hane: enclosing
    "XO./.../?.?", // hane: no cut
    "XO?/X../x.?", // hane: magari (turning)
    "XOO/.../?.?", // hane: thin
    ".O./X../...", // diagonal attachment
    "XO?/O.o/?o?", // cut: unprotected
    "XO?/O.X/???", // cut: peeped
    "?X?/O.O/ooo", // cut: de (pushing between)
    "OX?/o.O/???", // cut: keima
    "X.?/O.?/###", // edge: chase
    "OX?/X.O/###", // edge: block the side cut
    "?X?/x.O/###", // edge: block the side connection
    "?XO/x.x/###", // edge: sagari (descent)
    "?OX/X.O/###", // edge: cut
};

// The 8 cells around the centre, as (row, column) of the 3x3 grid, in the order of the code's
// 2-bit digits.
constexpr std::array<std::array<int, 2>, 8> kRing{
    {{0, 0}, {0, 1}, {0, 2}, {1, 2}, {2, 2}, {2, 1}, {2, 0}, {1, 0}}};

// The cells' values in a code: as Color's (empty 0, black 1, white 2, wall 3).
constexpr int value_of(Color c) { return static_cast<int>(c); }

// For every code of the 8 neighbours, whether some pattern matches.
class PatternTable {
public:
    PatternTable()
    {
        for (std::string_view pattern : kPatterns)
            for (int symmetry = 0; symmetry < 8; ++symmetry)
                for (bool swap : {false, true}) add(pattern, symmetry, swap);
    }

    bool matches(int code) const { return match_[static_cast<std::size_t>(code)]; }

private:
    // The values a symbol allows, black playing X (or white, swapped).
    static std::vector<int> allowed(char symbol, bool swap)
    {
        const int x = value_of(swap ? Color::White : Color::Black);
        const int o = value_of(swap ? Color::Black : Color::White);
        const int empty = value_of(Color::Empty), wall = value_of(Color::Wall);
        switch (symbol) {
        case 'X': return {x};
        case 'O': return {o};
        case '.': return {empty};
        case '#': return {wall};
        case 'x': return {empty, o, wall};
        case 'o': return {empty, x, wall};
        default: return {empty, x, o, wall};
        }
    }

    // The pattern turned by `symmetry` (bit 0: mirror, bits 1-2: quarter turns), with every
    // code its wildcards allow marked.
    void add(std::string_view pattern, int symmetry, bool swap)
    {
        std::array<std::vector<int>, 8> choices;
        for (std::size_t k = 0; k < 8; ++k) {
            int row = kRing[k][0], column = kRing[k][1];
            if (symmetry & 1) column = 2 - column;
            for (int turn = 0; turn < symmetry >> 1; ++turn) {
                const int r = column, c = 2 - row;
                row = r;
                column = c;
            }
            choices[k] = allowed(pattern[static_cast<std::size_t>(row * 4 + column)], swap);
        }
        mark(choices, 0, 0);
    }

    void mark(const std::array<std::vector<int>, 8>& choices, std::size_t k, int code)
    {
        if (k == 8) {
            match_[static_cast<std::size_t>(code)] = true;
            return;
        }
        for (int value : choices[k]) mark(choices, k + 1, code | value << (2 * k));
    }

    std::vector<bool> match_ = std::vector<bool>(1 << 16);
};

const PatternTable& pattern_table()
{
    static const PatternTable table;
    return table;
}

// The code of the 8 neighbours of p on `board`, in kRing's order.
int neighbourhood_code(const FastBoard& board, Point p)
{
    const int stride = board.geometry().stride();
    int code = 0;
    for (std::size_t k = 0; k < 8; ++k) {
        const Point q = p + (kRing[k][0] - 1) * stride + (kRing[k][1] - 1);
        code |= value_of(board.cell(q)) << (2 * k);
    }
    return code;
}

// A probability as a threshold for Rng::next(): true with probability p.
std::uint64_t threshold_of(double probability)
{
    if (probability >= 1) return std::numeric_limits<std::uint64_t>::max();
    return static_cast<std::uint64_t>(probability * 18446744073709551616.0);
}

bool happens(Rng& rng, std::uint64_t threshold)
{
    return threshold != 0 && rng.next() <= threshold;
}

void require_player(Color color, const char* function)
{
    if (color != Color::Black && color != Color::White)
        throw std::invalid_argument(std::string(function) + ": the player must be Black or White");
}

// ---- the playout policy's knowledge, shared with the tree's priors ---------------------------

// A move the playout may take: legal, no own eye.
bool acceptable(const FastBoard& board, Color color, Point p)
{
    return board.is_legal(color, p) && !board.is_own_eye(color, p);
}

// A move that leaves its string, of two stones or more, with one liberty.
bool self_atari(const FastBoard& board, Color color, Point p)
{
    if (board.liberties_after(color, p) >= 2) return false;
    const Geometry& g = board.geometry();
    for (int i = 0; i < 4; ++i)
        if (board.cell(p + g.dir(i)) == color) return true;
    return false;
}

void add_candidate(const FastBoard& board, Color color, Point p, std::vector<Point>& out)
{
    if (std::find(out.begin(), out.end(), p) == out.end() && acceptable(board, color, p))
        out.push_back(p);
}

// Appends to `out` the captures of opponent strings in atari at and next to the last move,
// and the escapes of our strings next to it that it put in atari, by extending to two
// liberties or more.
void tactical_moves(const FastBoard& board, Color color, Point last, std::vector<Point>& out)
{
    const Geometry& g = board.geometry();
    const Color other = opponent(color);
    if (board.cell(last) == other && board.in_atari(last))
        add_candidate(board, color, board.atari_liberty(last), out);
    for (int i = 0; i < 4; ++i) {
        const Point q = last + g.dir(i);
        const Color c = board.cell(q);
        if ((c != color && c != other) || !board.in_atari(q)) continue;
        const Point liberty = board.atari_liberty(q);
        if (c == other || board.liberties_after(color, liberty) >= 2)
            add_candidate(board, color, liberty, out);
    }
}

// Appends to `out` the empty points around the last move where a pattern matches,
// self-ataris excepted.
void pattern_moves(const FastBoard& board, Color color, Point last, std::vector<Point>& out)
{
    const int stride = board.geometry().stride();
    const PatternTable& table = pattern_table();
    for (const auto& [row, column] : kRing) {
        const Point q = last + (row - 1) * stride + (column - 1);
        if (board.cell(q) != Color::Empty || !table.matches(neighbourhood_code(board, q))) continue;
        if (acceptable(board, color, q) && board.liberties_after(color, q) >= 2) out.push_back(q);
    }
}

// Whether `move` captures a string of the opponent.
bool captures(const FastBoard& board, Color color, Point move)
{
    const Geometry& g = board.geometry();
    for (int i = 0; i < 4; ++i) {
        const Point q = move + g.dir(i);
        if (board.cell(q) == opponent(color) && board.in_atari(q)) return true;
    }
    return false;
}

} // namespace

bool matches_pattern(const FastBoard& board, Point p)
{
    return pattern_table().matches(neighbourhood_code(board, p));
}

std::vector<int> prior_opinions(const FastBoard& board, Color color, Point last,
                                const std::vector<Point>& moves)
{
    std::vector<Point> liked;
    if (last != kPass && last != kNoPoint) {
        tactical_moves(board, color, last, liked);
        pattern_moves(board, color, last, liked);
    }
    std::vector<int> opinions;
    opinions.reserve(moves.size());
    for (Point m : moves) {
        const bool capture = m != kPass && captures(board, color, m);
        if (capture || std::find(liked.begin(), liked.end(), m) != liked.end())
            opinions.push_back(1);
        else
            opinions.push_back(m != kPass && self_atari(board, color, m) ? -1 : 0);
    }
    return opinions;
}

// ==== options and the clock ==================================================================

CapstoneOptions CapstoneOptions::without(bool rave, bool patterns, bool tactics, bool priors)
{
    CapstoneOptions options;
    options.rave = rave;
    if (!rave) options.exploration = 1.0;
    if (!patterns) options.pattern_probability = 0;
    if (!tactics) options.tactics_probability = options.self_atari_probability = 0;
    if (!priors) options.prior_visits = 0;
    return options;
}

double seconds_for_move(const GameClock& clock, int empty_points)
{
    if (clock.unlimited()) return 0;
    constexpr double kShare = 0.8, kMargin = 0.05, kLeast = 0.01;
    const double left = clock.left_given
                            ? clock.time_left
                            : (clock.main_time > 0 ? clock.main_time : clock.byoyomi_time);
    const int stones =
        clock.left_given ? clock.stones_left : (clock.main_time > 0 ? 0 : clock.byoyomi_stones);
    double seconds = 0;
    if (stones > 0) {
        seconds = kShare * left / stones;
    } else {
        seconds = left / std::max(10, empty_points / 2);
        if (clock.byoyomi_stones > 0)
            seconds = std::max(seconds, kShare * clock.byoyomi_time / clock.byoyomi_stones);
    }
    return std::max(kLeast, seconds - kMargin);
}

// ==== the tree ===============================================================================

namespace {

// A node: the move into it, its statistics, and its children, `child_count` consecutive
// nodes from `first_child`. Wins are for `player`, a draw being half a win.
struct Node {
    Point move = kNoPoint;
    Color player = Color::Empty; // who played `move`
    int passes = 0;              // passes in a row ending with `move`: 2 ends the game
    int visits = 0;
    int amaf_visits = 0;
    double wins = 0;
    double amaf_wins = 0;
    int first_child = 0;
    int child_count = 0;
};

// One move of a playout's sequence, tree moves first.
struct Played {
    Point point;
    Color color;
};

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

class CapstonePlayer::Tree {
public:
    explicit Tree(const CapstoneOptions& options)
        : options_(options), tactics_(threshold_of(options.tactics_probability)),
          patterns_(threshold_of(options.pattern_probability)),
          self_atari_(threshold_of(options.self_atari_probability))
    {
    }

    // Makes the root `game`'s position with `color` to move: the subtree of the moves played
    // since the last root if the tree has them (and reuse is on), else a new root.
    void set_root(const Game& game, Color color)
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
        const auto cells = static_cast<std::size_t>(game.board().geometry().cells());
        ownership_.assign(cells, 0);
        first_mover_.assign(cells, Color::Empty);
        playouts_ = 0;
    }

    // One playout: selection, expansion, playout, backup (with AMAF).
    void run_once(Rng& rng)
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

    CapstoneSearch report(Color color) const
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
        search.ownership.assign(ownership_.size(), 0);
        if (playouts_ > 0)
            for (std::size_t i = 0; i < ownership_.size(); ++i)
                search.ownership[i] = static_cast<double>(ownership_[i]) / playouts_;
        return search;
    }

    const Node& root() const { return nodes_[0]; }

    // The ownership map of `playouts` playouts of the policy alone from the root, `color` to
    // move: no tree. The tree's map also averages the lines where a side that loses anyway
    // throws away a seki (every move loses, so the tree tries them all); the policy never
    // fills a liberty shared in a seki, so this map shows a seki as one.
    std::vector<double> playout_ownership(int playouts, Color color, Rng& rng)
    {
        const auto tree_map = ownership_;
        std::fill(ownership_.begin(), ownership_.end(), 0);
        path_.assign(1, 0);
        for (int i = 0; i < playouts; ++i) {
            sequence_.clear();
            FastBoard board = *root_board_;
            run_playout(board, color, rng);
            score(board);
        }
        std::vector<double> map(ownership_.size());
        for (std::size_t i = 0; i < map.size(); ++i)
            map[i] = static_cast<double>(ownership_[i]) / playouts;
        ownership_ = tree_map;
        return map;
    }

private:
    // The node for `game`'s position, `color` to move, reached from the root by the moves
    // played since; null if the tree does not have it.
    const Node* follow(const Game& game, Color color) const
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
                if (nodes_[c].move == moves[i].point && nodes_[c].player == moves[i].color)
                    next = c;
            if (next < 0) return nullptr;
            node = next;
        }
        if (nodes_[node].player != opponent(color)) return nullptr;
        return &nodes_[node];
    }

    // Copies the subtree at `top` into `kept`, breadth first so that children stay together;
    // the root keeps the pass and only the moves among `candidates` (the game's rules may
    // forbid more than the fast board's, which made the children).
    void compact(int top, const std::vector<Point>& candidates, std::vector<Node>& kept) const
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
                    std::find(candidates.begin(), candidates.end(), nodes_[c].move) ==
                        candidates.end())
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
    void add_children(int parent, const std::vector<Point>& moves, const FastBoard& board,
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

    void expand(int parent, const FastBoard& board)
    {
        candidate_moves(board, opponent(nodes_[parent].player), moves_);
        moves_.push_back(kPass); // always: in a seki, every other move loses
        add_children(parent, moves_, board, nodes_[parent].move);
    }

    // The child with the largest value (the first on ties).
    int select_child(int parent) const
    {
        const Node& p = nodes_[parent];
        const double log_parent = std::log(static_cast<double>(std::max(p.visits, 1)));
        int best = p.first_child;
        double best_value = -std::numeric_limits<double>::infinity();
        for (int c = p.first_child; c < p.first_child + p.child_count; ++c) {
            const double value = value_of(nodes_[c], log_parent);
            if (value > best_value) {
                best_value = value;
                best = c;
            }
        }
        return best;
    }

    double value_of(const Node& child, double log_parent) const
    {
        const bool amaf = options_.rave && child.amaf_visits > 0;
        if (child.visits == 0) {
            if (!options_.rave) return std::numeric_limits<double>::infinity(); // UCB1
            if (!amaf) return options_.first_play_urgency;
        }
        const double n = child.visits;
        const double q = child.visits > 0 ? child.wins / n : 0;
        double value = q;
        if (amaf) {
            const double k = options_.rave_equivalence;
            const double beta = std::sqrt(k / (3 * n + k));
            value = (1 - beta) * q + beta * child.amaf_wins / child.amaf_visits;
        }
        return value + options_.exploration * std::sqrt(log_parent / std::max(n, 1.0));
    }

    void descend(FastBoard& board, int node)
    {
        board.play(nodes_[node].player, nodes_[node].move);
        path_.push_back(node);
        sequence_.push_back({nodes_[node].move, nodes_[node].player});
    }

    // ---- the playout policy -----------------------------------------------------------

    // Plays to the end (two passes or the move cap), recording the moves in sequence_.
    void run_playout(FastBoard& board, Color color, Rng& rng)
    {
        Point last = sequence_.empty() ? last_move_ : sequence_.back().point;
        int passes = nodes_[path_.back()].passes;
        for (int moves = 0; moves < cap_ && passes < 2; ++moves) {
            const Point p = policy_move(board, color, last, rng);
            board.play(color, p);
            sequence_.push_back({p, color});
            passes = p == kPass ? passes + 1 : 0;
            last = p;
            color = opponent(color);
        }
    }

    Point policy_move(FastBoard& board, Color color, Point last, Rng& rng)
    {
        if (last != kPass && last != kNoPoint) {
            if (happens(rng, tactics_)) {
                candidates_.clear();
                tactical_moves(board, color, last, candidates_);
                if (!candidates_.empty())
                    return candidates_[rng.below(static_cast<std::uint32_t>(candidates_.size()))];
            }
            if (happens(rng, patterns_)) {
                candidates_.clear();
                pattern_moves(board, color, last, candidates_);
                if (!candidates_.empty())
                    return candidates_[rng.below(static_cast<std::uint32_t>(candidates_.size()))];
            }
        }
        Point p = board.random_move(color, rng);
        for (int retry = 0;
             retry < 2 && p != kPass && self_atari(board, color, p) && happens(rng, self_atari_);
             ++retry)
            p = board.random_move(color, rng);
        if (p != kPass && big_self_atari(board, color, p))
            p = other_than_big_self_atari(board, color, rng);
        return p;
    }

    // A move that leaves its string, of three stones or more, with one liberty, and captures
    // nothing. The playouts never play one while they have another move: filling a liberty
    // shared in a seki is such a move, and a playout that made it would hand the seki to the
    // side that captures, so the ownership map would call living stones dead. (Two-stone
    // self-ataris stay possible, rarely: some of them kill a big eye.)
    static bool big_self_atari(const FastBoard& board, Color color, Point p)
    {
        if (board.liberties_after(color, p) >= 2) return false;
        const Geometry& g = board.geometry();
        int stones = 1;                // the stone played and the strings it joins,
        std::array<Point, 4> joined{}; // each counted once (a stone of each)
        int strings = 0;
        for (int i = 0; i < 4; ++i) {
            const Point q = p + g.dir(i);
            const Color c = board.cell(q);
            if (c == opponent(color) && board.in_atari(q)) return false; // a capture
            if (c != color) continue;
            bool seen = false;
            for (int k = 0; k < strings; ++k) seen |= board.same_string(joined[k], q);
            if (seen) continue;
            joined[strings++] = q;
            stones += board.string_size(q);
        }
        return stones >= 3;
    }

    // A random acceptable move that is not a big self-atari, from a random empty point on in
    // raster order; a pass if there is none.
    static Point other_than_big_self_atari(const FastBoard& board, Color color, Rng& rng)
    {
        const int cells = board.geometry().cells();
        const int start = static_cast<int>(rng.below(static_cast<std::uint32_t>(cells)));
        for (int i = 0; i < cells; ++i) {
            const Point p = (start + i) % cells;
            if (board.cell(p) == Color::Empty && acceptable(board, color, p) &&
                !big_self_atari(board, color, p))
                return p;
        }
        return kPass;
    }

    // ---- the result ---------------------------------------------------------------------

    // The end position's result for Black (1, 0.5 or 0); adds its owners to ownership_.
    // As `count_score`: stones, and empty points next to one colour only.
    double score(const FastBoard& board)
    {
        const Geometry& g = board.geometry();
        int margin = 0; // Black's area minus White's
        for (int y = 1; y <= g.height; ++y)
            for (int x = 1; x <= g.width; ++x) {
                const Point p = g.point(x, y);
                Color owner = board.cell(p);
                if (owner == Color::Empty) {
                    bool black = false, white = false;
                    for (int i = 0; i < 4; ++i) {
                        const Color c = board.cell(p + g.dir(i));
                        black |= c == Color::Black;
                        white |= c == Color::White;
                    }
                    owner = black == white ? Color::Empty : (black ? Color::Black : Color::White);
                }
                const int sign = owner == Color::Black ? 1 : (owner == Color::White ? -1 : 0);
                margin += sign;
                ownership_[static_cast<std::size_t>(p)] += sign;
            }
        const double result = margin - komi_;
        return result > 0 ? 1.0 : (result < 0 ? 0.0 : 0.5);
    }

    // Visits and wins up the path; then AMAF: each path node's children whose point their
    // player played first somewhere later in the sequence. Walking the sequence backwards and
    // overwriting first_mover_ leaves, at each step, the colour of the earliest play of
    // every point from there on.
    void backup(double black_result)
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
        for (const Played& move : sequence_)
            if (move.point != kPass)
                first_mover_[static_cast<std::size_t>(move.point)] = Color::Empty;
    }

    // The most visited child of `parent` that was visited (the first on ties), or -1.
    int most_visited(int parent) const
    {
        const Node& p = nodes_[parent];
        int best = -1;
        for (int c = p.first_child; c < p.first_child + p.child_count; ++c)
            if (nodes_[c].visits > 0 && (best < 0 || nodes_[c].visits > nodes_[best].visits))
                best = c;
        return best;
    }

    CapstoneOptions options_;
    std::uint64_t tactics_, patterns_, self_atari_; // the probabilities as Rng thresholds
    std::vector<Node> nodes_;
    // The root: the game it came from (for reuse), its position and rules.
    std::uint64_t start_ = 0;
    std::vector<Move> history_;
    double komi_ = 0;
    std::optional<FastBoard> root_board_;
    int cap_ = 0;
    Point last_move_ = kPass;
    // Per search.
    std::vector<long> ownership_;
    int playouts_ = 0;
    // Per playout (scratch).
    std::vector<int> path_;
    std::vector<Played> sequence_;
    std::vector<Color> first_mover_;
    std::vector<Point> candidates_, moves_;
};

// ==== the player =============================================================================

namespace {

void check_options(const CapstoneOptions& o)
{
    const auto finite_at_least = [](double value, double low) {
        return std::isfinite(value) && value >= low;
    };
    const auto probability = [](double p) { return p >= 0 && p <= 1; };
    std::string problem;
    if (o.seconds <= 0 && o.playouts < 1) problem = "playouts must be at least 1";
    if (!finite_at_least(o.seconds, 0)) problem = "seconds must not be negative";
    if (!finite_at_least(o.exploration, 0)) problem = "exploration must not be negative";
    if (o.expand_after < 0) problem = "expand_after must not be negative";
    if (o.max_nodes < 1) problem = "max_nodes must be at least 1";
    if (!finite_at_least(o.rave_equivalence, 0) || o.rave_equivalence == 0)
        problem = "rave_equivalence must be positive";
    if (!std::isfinite(o.first_play_urgency)) problem = "first_play_urgency must be finite";
    if (!probability(o.tactics_probability) || !probability(o.pattern_probability) ||
        !probability(o.self_atari_probability))
        problem = "probabilities must be from 0 to 1";
    if (!probability(o.resign_below) || !probability(o.settled_ownership) ||
        !probability(o.dead_ownership))
        problem = "resign_below, settled_ownership and dead_ownership must be from 0 to 1";
    if (o.resign_after < 0) problem = "resign_after must not be negative";
    if (!problem.empty()) throw std::invalid_argument("capstone player: " + problem);
}

// Every point settled: owned one way or the other by at least `threshold`.
bool all_settled(const Board& board, const std::vector<double>& ownership, double threshold)
{
    for (Point p : board.points())
        if (std::abs(ownership[static_cast<std::size_t>(p)]) < threshold) return false;
    return true;
}

// A root move among `children` with a win rate of at least `floor` that is a liberty of a
// string of `dead` stones, that string having the fewest liberties; kNoPoint if none.
Point cleanup_move(const Board& board, const std::vector<Point>& dead,
                   const std::vector<CapstoneChild>& children, double floor)
{
    Point chosen = kNoPoint;
    int fewest = 0;
    for (Point stone : dead)
        for (Point liberty : board.liberty_points(stone)) {
            const int count = board.liberty_count(stone);
            if (chosen != kNoPoint && count >= fewest) continue;
            const bool wins_enough =
                std::any_of(children.begin(), children.end(), [&](const CapstoneChild& child) {
                    return child.move == liberty && child.win_rate >= floor;
                });
            if (!wins_enough) continue;
            chosen = liberty;
            fewest = count;
        }
    return chosen;
}

bool wins(double margin, Color color) { return color == Color::Black ? margin > 0 : margin < 0; }

} // namespace

CapstonePlayer::CapstonePlayer(CapstoneOptions options) : options_(options)
{
    check_options(options_);
}

CapstonePlayer::~CapstonePlayer() = default;
CapstonePlayer::CapstonePlayer(CapstonePlayer&&) noexcept = default;
CapstonePlayer& CapstonePlayer::operator=(CapstonePlayer&&) noexcept = default;

void CapstonePlayer::clear_tree()
{
    tree_.reset();
    searched_color_ = Color::Empty;
}

CapstoneSearch CapstonePlayer::analyze(const Game& game, Color color, Rng& rng,
                                       const SearchBudget& budget)
{
    require_player(color, "CapstonePlayer");
    if (budget.seconds <= 0 && budget.playouts < 1)
        throw std::invalid_argument("capstone player: playouts must be at least 1");
    if (!tree_) tree_ = std::make_unique<Tree>(options_);
    tree_->set_root(game, color);
    searched_color_ = color;
    return search_more(rng, budget);
}

CapstoneSearch CapstonePlayer::search_more(Rng& rng, const SearchBudget& budget)
{
    if (!tree_ || searched_color_ == Color::Empty)
        throw std::logic_error("capstone player: search_more before analyze");
    if (budget.seconds <= 0 && budget.playouts < 1)
        throw std::invalid_argument("capstone player: playouts must be at least 1");
    const Color color = searched_color_;
    if (budget.seconds > 0) {
        using Clock = std::chrono::steady_clock;
        const auto end = Clock::now() + std::chrono::duration<double>(budget.seconds);
        do tree_->run_once(rng);
        while (Clock::now() < end);
    } else {
        for (int i = 0; i < budget.playouts; ++i) tree_->run_once(rng);
    }
    return tree_->report(color);
}

std::vector<double> CapstonePlayer::playout_ownership(const Game& game, Color color, Rng& rng,
                                                      int playouts)
{
    require_player(color, "CapstonePlayer");
    if (playouts < 1) throw std::invalid_argument("capstone player: playouts must be at least 1");
    if (!tree_) tree_ = std::make_unique<Tree>(options_);
    tree_->set_root(game, color);
    searched_color_ = Color::Empty; // the root's playouts are no search to go on with
    return tree_->playout_ownership(playouts, color, rng);
}

CapstoneMove CapstonePlayer::choose_move(const Game& game, Color color, Rng& rng, bool cleanup)
{
    return choose_move(game, color, rng, SearchBudget{options_.playouts, options_.seconds},
                       cleanup);
}

CapstoneMove CapstonePlayer::choose_move(const Game& game, Color color, Rng& rng,
                                         const SearchBudget& budget, bool cleanup)
{
    return decide(game, analyze(game, color, rng, budget), cleanup);
}

CapstoneMove CapstonePlayer::decide(const Game& game, CapstoneSearch found, bool cleanup) const
{
    const Color color = found.color;
    CapstoneMove decision;
    decision.search = std::move(found);
    const CapstoneSearch& search = decision.search;
    if (search.children.empty() || search.children.front().move == kPass) {
        decision.move = kPass;
        decision.reason = search.children.size() <= 1 ? "nothing else to play"
                                                      : "passing is the most visited move";
        return decision;
    }
    const CapstoneChild& best = search.children.front();
    if (!cleanup && options_.resign_below > 0 && search.root_visits >= options_.resign_after &&
        best.win_rate < options_.resign_below) {
        decision.resign = true;
        decision.reason = "the best win rate is below the resignation threshold";
        return decision;
    }
    if (options_.pass_when_won) {
        const Board& board = game.board();
        const double komi = game.rules().komi;
        const std::vector<Point> dead =
            dead_stones_from_ownership(board, search.ownership, options_.dead_ownership);
        const bool as_it_stands = wins(tromp_taylor_score(board, komi).margin(), color);
        const bool without_dead = wins(margin_without(board, dead, komi), color);
        const bool opponent_dead =
            std::any_of(dead.begin(), dead.end(), [&](Point p) { return board.at(p) != color; });
        const bool opponent_passed = !game.moves().empty() && game.moves().back().point == kPass &&
                                     game.moves().back().color == opponent(color);
        // Stones the playouts call dead are taken off the board before passing: a referee
        // might see them otherwise (and random playouts misjudge a semeai now and then).
        if (opponent_passed && as_it_stands && without_dead && !opponent_dead) {
            decision.move = kPass;
            decision.reason = "the opponent passed and the count wins";
            return decision;
        }
        if (dead.empty() && as_it_stands &&
            all_settled(board, search.ownership, options_.settled_ownership)) {
            decision.move = kPass;
            decision.reason = "every point is settled and the count wins";
            return decision;
        }
        // The opponent passed, and only the dead stones stand between the player and its
        // pass: when every move wins alike, the most visited one may be anywhere (filling
        // its own area, for ever), so it takes a liberty of the dead string with the fewest,
        // among the moves that win nearly as often as the best.
        if (opponent_passed && without_dead && opponent_dead) {
            const Point p = cleanup_move(board, dead, search.children, best.win_rate - 0.05);
            if (p != kNoPoint) {
                decision.move = p;
                decision.reason = "a liberty of dead stones";
                return decision;
            }
        }
    }
    decision.move = best.move;
    decision.reason = "most visited";
    return decision;
}

// ==== dead stones and seki ===================================================================

std::vector<Point> dead_stones_from_ownership(const Board& board,
                                              const std::vector<double>& ownership,
                                              double threshold)
{
    std::vector<Point> dead;
    if (ownership.size() < static_cast<std::size_t>(board.geometry().cells())) return dead;
    for (Point p : board.points()) {
        const Color c = board.at(p);
        if (c != Color::Black && c != Color::White) continue;
        const double own = ownership[static_cast<std::size_t>(p)];
        if ((c == Color::Black ? own : -own) <= -threshold) dead.push_back(p);
    }
    return dead;
}

std::vector<Point> seki_stones(const Board& board, const std::vector<double>& ownership,
                               double threshold)
{
    std::vector<Point> seki;
    if (ownership.size() < static_cast<std::size_t>(board.geometry().cells())) return seki;
    const std::vector<Point> dead = dead_stones_from_ownership(board, ownership, threshold);
    const auto alive = [&](Point p, Color c) {
        return board.at(p) == c && std::find(dead.begin(), dead.end(), p) == dead.end();
    };
    const Geometry& g = board.geometry();
    for (Point p : board.points()) {
        const Color c = board.at(p);
        if ((c != Color::Black && c != Color::White) || !alive(p, c)) continue;
        bool in_seki = false;
        for (Point liberty : board.liberty_points(p)) {
            if (std::abs(ownership[static_cast<std::size_t>(liberty)]) >= threshold) continue;
            for (int i = 0; i < 4; ++i) in_seki |= alive(liberty + g.dir(i), opponent(c));
        }
        if (in_seki) seki.push_back(p);
    }
    return seki;
}

double margin_without(const Board& board, const std::vector<Point>& dead, double komi)
{
    Board counted = board;
    for (Point p : dead) counted.set_stone(p, Color::Empty);
    return tromp_taylor_score(counted, komi).margin();
}

} // namespace stonelab
