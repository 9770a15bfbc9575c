/// \file
/// The capstone's playout policy (policy.hpp): the tactics, the patterns' moves, the
/// self-atari rules, and the priors the tree takes from the same knowledge.
#include "engine/go/capstone/policy.hpp"

#include "engine/go/capstone/patterns.hpp"
#include "engine/go/fast_board.hpp"

#include <algorithm>
#include <array>
#include <limits>

namespace stonelab {

namespace {

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

// ---- the policy's knowledge, shared with the tree's priors ----------------------------------

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
    const auto first = static_cast<std::ptrdiff_t>(out.size());
    pattern_points(board, last, out);
    out.erase(std::remove_if(out.begin() + first, out.end(),
                             [&](Point q) {
                                 return !acceptable(board, color, q) ||
                                        board.liberties_after(color, q) < 2;
                             }),
              out.end());
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

// A move that leaves its string, of three stones or more, with one liberty, and captures
// nothing. The playouts never play one while they have another move: filling a liberty
// shared in a seki is such a move, and a playout that made it would hand the seki to the
// side that captures, so the ownership map would call living stones dead. (Two-stone
// self-ataris stay possible, rarely: some of them kill a big eye.)
bool big_self_atari(const FastBoard& board, Color color, Point p)
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
Point other_than_big_self_atari(const FastBoard& board, Color color, Rng& rng)
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

} // namespace

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

// ---- the playouts -------------------------------------------------------------------------

PlayoutPolicy::PlayoutPolicy(const CapstoneOptions& options)
    : tactics_(threshold_of(options.tactics_probability)),
      patterns_(threshold_of(options.pattern_probability)),
      self_atari_(threshold_of(options.self_atari_probability))
{
}

void PlayoutPolicy::play_out(FastBoard& board, Color color, Point last, int passes, int cap,
                             Rng& rng, std::vector<Move>& moves)
{
    for (int played = 0; played < cap && passes < 2; ++played) {
        const Point p = move(board, color, last, rng);
        board.play(color, p);
        moves.push_back({color, p});
        passes = p == kPass ? passes + 1 : 0;
        last = p;
        color = opponent(color);
    }
}

Point PlayoutPolicy::move(FastBoard& board, Color color, Point last, Rng& rng)
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

} // namespace stonelab
