/// \file
/// A second Go board, made for one job: playing random games forward, fast (the playouts of
/// lessons 7, 8 and 12, and `stonelab bench playouts`).
///
/// `Board` is the readable board: every write goes through an undo journal, liberties are
/// counted exactly, strings can be listed. A playout needs none of that: it never takes a
/// move back (copy the position instead), and it asks only two questions of a string, "is it
/// in atari?" and "has it no liberty left?". So `FastBoard` keeps, for each string,
///
/// - **pseudo-liberties**: the number of (stone, empty neighbour) pairs, which counts a
///   liberty once for every stone of the string that touches it. It is 0 exactly when the
///   string has no liberty, and it changes by one per pair, so a move updates it in O(1)
///   per neighbour;
/// - the **sum** and the **sum of squares** of those liberties' indices. If all the pairs
///   name one and the same point L, then sum = n·L and squares = n·L², so n·squares = sum²;
///   if they name two or more points, Cauchy-Schwarz makes n·squares > sum². "In atari" is
///   exactly that equality — no list of liberties is ever built.
///
/// The empty points are kept as an array in raster order, so that "the k-th empty point" —
/// what `random_move` draws, and where `scan_move` starts — is one read. A move takes its
/// point out of the array (a `memmove` of the points after it, a few vector instructions; its
/// place is known when the move was just picked, else found by a binary search) and a capture
/// puts its points back: about 1.3 changes a move on 19x19, while the pickers read it two to
/// eight times a move. And each cell knows how many of its neighbours are empty, black and white: a
/// point with an empty neighbour is legal and is no eye, so most of the pickers' candidates
/// are accepted after one look, and most of the others are settled by the colours around
/// once no string around is in atari.
///
/// The same seed gives the same game: `FastBoard::random_move` returns what
/// `stonelab::random_move` returns on a `Board` of the same position with an `Rng` in the
/// same state, and `play` leaves the same stones, ko point and prisoners. tests/engine/
/// test_fast_board.cpp checks that on thousands of seeded playouts of every size, and
/// fuzz/fuzz_fast_board.cpp move by move.
#pragma once

#include "engine/base/rng.hpp"
#include "engine/go/board.hpp"
#include "engine/go/scoring.hpp"

#include <array>
#include <cstdint>

namespace stonelab {

class FastBoard {
public:
    /// A copy of `board`'s position: stones, ko point and prisoners (not its history).
    explicit FastBoard(const Board& board);
    /// A copy of another fast board: the playouts play on one, a fresh copy every game.
    FastBoard(const FastBoard& other);
    FastBoard& operator=(const FastBoard& other);

    const Geometry& geometry() const { return geometry_; }
    /// What is on cell p (any index of the padded array): Empty, Black, White or Wall.
    Color cell(Point p) const { return color_[p]; }
    /// The point where `ko_color()` may not play this move, or kNoPoint (as `Board`'s).
    Point ko_point() const { return ko_point_; }
    Color ko_color() const { return ko_color_; }
    /// Stones captured so far by `color`.
    int captures(Color color) const { return captures_[color == Color::Black ? 0 : 1]; }
    /// How many points are empty.
    int empty_count() const { return empty_count_; }

    /// True if the string through the stone at p has exactly one liberty.
    bool in_atari(Point p) const
    {
        const int id = head_[p];
        return static_cast<std::int64_t>(pseudo_[id]) * squares_[id] ==
               static_cast<std::int64_t>(sum_[id]) * sum_[id];
    }

    /// How many stones the string through the stone at p has.
    int string_size(Point p) const { return size_[head_[p]]; }
    /// True if the stones at p and q are of one string.
    bool same_string(Point p, Point q) const { return head_[p] == head_[q]; }

    /// The one liberty of the string through the stone at p, which is in atari: all its
    /// pseudo-liberties name one point L, so sum = n·L.
    Point atari_liberty(Point p) const
    {
        const int id = head_[p];
        return sum_[id] / pseudo_[id];
    }

    /// How many liberties the string of a `color` stone played at the empty point p would
    /// have: 0, 1, or 2 for "two or more" (the playouts' tactics ask no more). It counts the
    /// empty neighbours of p, the liberties of the friendly strings it joins (walking their
    /// stones until two are found), and one liberty for each neighbouring opponent string in
    /// atari that it captures (the captured stone next to p; a capture may free more, so a 1
    /// here can be an underestimate after a capture, never a 2 that is wrong).
    int liberties_after(Color color, Point p) const;

    /// `Board::is_legal`: a pass, or an empty point that is not the ko point of `color` and
    /// where the stone would have a liberty (an empty neighbour, a friendly string not in
    /// atari, or an opponent string in atari that it captures).
    bool is_legal(Color color, Point p) const
    {
        if (p == kPass) return true;
        if (color_[p] != Color::Empty || (p == ko_point_ && color == ko_color_)) return false;
        if ((around_[p] & 0xFF) != 0) return true; // an empty neighbour
        for (int i = 0; i < 4; ++i) {
            const Point q = p + dir_[i];
            const Color c = color_[q];
            if (c == Color::Empty) return true;
            if (c == color && !in_atari(q)) return true;
            if (c == opponent(color) && in_atari(q)) return true;
        }
        return false;
    }

    /// `Board::is_own_eye` (seed 002's): each neighbour is the wall or a stone of `color`
    /// whose string has at least two liberties.
    bool is_own_eye(Color color, Point p) const
    {
        if (color_[p] != Color::Empty) return false;
        for (int i = 0; i < 4; ++i) {
            const Point q = p + dir_[i];
            if (color_[q] == Color::Wall) continue;
            if (color_[q] != color || in_atari(q)) return false;
        }
        return true;
    }

    /// Plays a legal move for `color` (a pass too), capturing what it surrounds. The caller
    /// has checked `is_legal`; an illegal move leaves the board in a wrong state.
    void play(Color color, Point p);

    /// `stonelab::random_move` (engine/go/random_player.hpp) on this position: the empty points
    /// in raster order, k = rng.below(n), the k-th kept if legal and not an own eye, else
    /// the last one moved into place k and another draw; a pass when none is left.
    Point random_move(Color color, Rng& rng);

    /// `stonelab::scan_move` on this position: from the k-th empty point, k = rng.below(n),
    /// the first acceptable one in raster order, round past the last; a pass if none is.
    Point scan_move(Color color, Rng& rng);

private:
    // What random_move keeps: is_legal(color, p) && !is_own_eye(color, p) for an empty point
    // p. An empty neighbour makes p legal and no eye at once; otherwise the four neighbours
    // are stones and walls.
    bool acceptable(Color color, Point p) const
    {
        if (p == ko_point_ && color == ko_color_) return false;
        const std::uint32_t around = around_[p];
        if ((around & 0xFF) != 0) return true;
        // The strings around in atari, if any (a wall's string id is 0, whose record says
        // "not in atari"). Without branches, which the colours would make unpredictable: the
        // truths are ints 0 or 1, combined with | and & (on bools, clang would ask for || and
        // &&, which branch).
        std::array<int, 4> atari{};
        for (int i = 0; i < 4; ++i) atari[i] = in_atari(p + dir_[i]);
        // Without an atari the colours around decide, from the counts alone: stones of both
        // colours mean an own string with a liberty left (legal) and no eye; one colour only
        // is an own eye or a suicide. This settles most enclosed points (the eyes that fill a
        // board at the end of a playout) without reading the neighbours' colours.
        if ((atari[0] | atari[1] | atari[2] | atari[3]) == 0)
            return ((around & 0xFF00) != 0) & ((around & 0xFF0000) != 0); // no branch
        int legal = 0, eye = 1;
        for (int i = 0; i < 4; ++i) {
            const Color c = color_[p + dir_[i]];
            const int own = c == color, other = c != color && c != Color::Wall;
            const int free = atari[i] ^ 1;
            legal |= (own & free) | (other & atari[i]); // a liberty, or a capture
            eye &= (c == Color::Wall) | (own & free);
        }
        return legal != 0 && eye == 0;
    }

    void insert_empty(Point p);
    void erase_empty(Point p);
    void recolour(Point p, Color to);
    int rank(Point p) const;
    void add_liberty(int id, Point liberty);
    void remove_liberty(int id, Point liberty);
    void merge(int keep, int gone);
    int capture(int id, Color capturer);

    Geometry geometry_;
    std::array<int, 4> dir_{}; // geometry_.dir(0 to 3), kept at hand
    // The arrays are as large as the largest board, and only their first geometry_.cells()
    // cells are used: those are the cells that the constructor sets and a copy copies. (No
    // `{}` here: a copy would zero all of them first, the cost of copying them all.)
    std::array<Color, kMaxCells> color_;
    std::array<std::int16_t, kMaxCells> head_;    // string id of each stone (one of its stones)
    std::array<std::int16_t, kMaxCells> next_;    // next stone of the string (a circle)
    std::array<std::int16_t, kMaxCells> size_;    // stones, at string ids
    std::array<std::int16_t, kMaxCells> pseudo_;  // pseudo-liberties, at string ids
    std::array<std::int32_t, kMaxCells> sum_;     // sum of their indices, at string ids
    std::array<std::int32_t, kMaxCells> squares_; // sum of their squares (< 4·361·440²)
    std::array<std::int16_t, kMaxCells> empties_; // the empty points in raster order
    // insert_empty and erase_empty move up to 31 points past the last one (see rounded_bytes).
    static_assert(kMaxCells >= kMaxSide * kMaxSide + 32);
    // The place in empties_ of the point the pickers last returned: the move that is played
    // next, as a rule, whose place erase_empty then need not search for (it checks).
    int picked_ = 0;
    // The colours of each cell's neighbours on the board, counted: byte c (of Color c: 0 empty,
    // 1 black, 2 white) counts them, so that a stone played or taken changes a neighbour's
    // counts by one addition. Of every cell, walls too.
    std::array<std::uint32_t, kMaxCells> around_;
    int empty_count_ = 0;
    Point ko_point_ = kNoPoint;
    Color ko_color_ = Color::Empty;
    std::array<int, 2> captures_{};

    // random_move's candidates that moved: candidate i is the empty point at place moved_[i]
    // of empties_ if that is not kNoPoint, else the one at place i (places, not points, so
    // that the pick's place is known). Scratch, not part of the position: every call puts
    // back kNoPoint where it wrote (the slots listed in written_).
    std::array<std::int16_t, kMaxCells> moved_;
    std::array<std::int16_t, kMaxCells> written_;
};

/// `random_move` for a fast board, so that `playout` (engine/go/playout.hpp) and `count_score`
/// take either board.
inline Point random_move(FastBoard& board, Color color, Rng& rng)
{
    return board.random_move(color, rng);
}

/// `scan_move` for a fast board.
inline Point scan_move(FastBoard& board, Color color, Rng& rng)
{
    return board.scan_move(color, rng);
}

} // namespace stonelab
