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

// The four neighbours of p, in Geometry::dir's order (right, down, left, up), which is the
// order the candidates are listed in.
std::array<Point, 4> neighbours(const FastBoard& board, Point p)
{
    const Geometry& g = board.geometry();
    return {p + g.dir(0), p + g.dir(1), p + g.dir(2), p + g.dir(3)};
}

// A move the playout may take: legal, no own eye.
bool acceptable(const FastBoard& board, Color color, Point p)
{
    return board.is_legal(color, p) && !board.is_own_eye(color, p);
}

// Whether a `color` stone at the empty point p would have two liberties or more, which is
// every tactical question the policy asks (FastBoard answers two empty neighbours at once).
bool two_liberties_after(const FastBoard& board, Color color, Point p)
{
    return board.liberties_after(color, p) >= 2;
}

// Whether p has a neighbour of `color`: a move there with one liberty left is a self-atari
// of two stones or more.
bool next_to_own(const FastBoard& board, Color color, Point p)
{
    for (const Point q : neighbours(board, p))
        if (board.cell(q) == color) return true;
    return false;
}

// A move that leaves its string, of two stones or more, with one liberty.
bool self_atari(const FastBoard& board, Color color, Point p)
{
    return !two_liberties_after(board, color, p) && next_to_own(board, color, p);
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
    const Color other = opponent(color);
    if (board.cell(last) == other && board.in_atari(last))
        add_candidate(board, color, board.atari_liberty(last), out);
    for (const Point q : neighbours(board, last)) {
        const Color c = board.cell(q);
        if ((c != color && c != other) || !board.in_atari(q)) continue;
        const Point liberty = board.atari_liberty(q);
        if (c == other || two_liberties_after(board, color, liberty))
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
                                        !two_liberties_after(board, color, q);
                             }),
              out.end());
}

// Whether `move` captures a string of the opponent.
bool captures(const FastBoard& board, Color color, Point move)
{
    for (const Point q : neighbours(board, move)) {
        if (board.cell(q) == opponent(color) && board.in_atari(q)) return true;
    }
    return false;
}

// For a move that leaves its string with one liberty or none: whether that string has three
// stones or more and the move captures nothing (the rest of big_self_atari's test, for the
// random move, whose liberties PlayoutPolicy::move has already counted).
bool joins_three_without_capture(const FastBoard& board, Color color, Point p)
{
    int stones = 1;                // the stone played and the strings it joins,
    std::array<Point, 4> joined{}; // each counted once (a stone of each)
    int strings = 0;
    for (const Point q : neighbours(board, p)) {
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

// A move that leaves its string, of three stones or more, with one liberty, and captures
// nothing. The playouts never play one while they have another move: filling a liberty
// shared in a seki is such a move, and a playout that made it would hand the seki to the
// side that captures, so the ownership map would call living stones dead. (Two-stone
// self-ataris stay possible, rarely: some of them kill a big eye.)
bool big_self_atari(const FastBoard& board, Color color, Point p)
{
    return !two_liberties_after(board, color, p) && joins_three_without_capture(board, color, p);
}

// A random acceptable move that is not a big self-atari, from a random cell on in raster
// order, round past the last; a pass if there is none. (The two ranges are walked one after
// the other rather than with a remainder per cell: this search runs after every big
// self-atari the random draw finds.)
Point other_than_big_self_atari(const FastBoard& board, Color color, Rng& rng)
{
    const int cells = board.geometry().cells();
    const int start = static_cast<int>(rng.below(static_cast<std::uint32_t>(cells)));
    const auto fits = [&](Point p) {
        return board.cell(p) == Color::Empty && acceptable(board, color, p) &&
               !big_self_atari(board, color, p);
    };
    for (Point p = start; p < cells; ++p)
        if (fits(p)) return p;
    for (Point p = 0; p < start; ++p)
        if (fits(p)) return p;
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
    // The random move, drawn again (twice at most) while it is a self-atari of two stones or
    // more and the rule's probability says so. Its liberties are counted once: a move kept
    // with two or more is no self-atari of any size, and one kept with fewer needs only the
    // second half of the big self-atari test.
    Point p = board.random_move(color, rng);
    for (int retry = 0;; ++retry) {
        if (p == kPass || two_liberties_after(board, color, p)) return p;
        if (retry == 2 || !next_to_own(board, color, p) || !happens(rng, self_atari_)) break;
        p = board.random_move(color, rng);
    }
    if (joins_three_without_capture(board, color, p))
        p = other_than_big_self_atari(board, color, rng);
    return p;
}

} // namespace stonelab
