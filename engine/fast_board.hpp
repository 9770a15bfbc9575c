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
/// The empty points are a bit set with a count per 64-bit word, so that "the k-th empty point
/// in raster order" — what `random_move` draws — takes a few steps, with no list copied per
/// move.
///
/// The same seed gives the same game: `FastBoard::random_move` returns what
/// `stonelab::random_move` returns on a `Board` of the same position with an `Rng` in the
/// same state, and `play` leaves the same stones, ko point and prisoners. tests/engine/
/// test_fast_board.cpp checks that on thousands of seeded playouts of every size, and
/// fuzz/fuzz_fast_board.cpp move by move.
#pragma once

#include "engine/board.hpp"
#include "engine/rng.hpp"
#include "engine/scoring.hpp"

#include <array>
#include <cstdint>

namespace stonelab {

class FastBoard {
public:
    /// A copy of `board`'s position: stones, ko point and prisoners (not its history).
    explicit FastBoard(const Board& board);

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

    /// `Board::is_legal`: a pass, or an empty point that is not the ko point of `color` and
    /// where the stone would have a liberty (an empty neighbour, a friendly string not in
    /// atari, or an opponent string in atari that it captures).
    bool is_legal(Color color, Point p) const
    {
        if (p == kPass) return true;
        if (color_[p] != Color::Empty || (p == ko_point_ && color == ko_color_)) return false;
        for (int i = 0; i < 4; ++i) {
            const Point q = p + geometry_.dir(i);
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
            const Point q = p + geometry_.dir(i);
            if (color_[q] == Color::Wall) continue;
            if (color_[q] != color || in_atari(q)) return false;
        }
        return true;
    }

    /// Plays a legal move for `color` (a pass too), capturing what it surrounds. The caller
    /// has checked `is_legal`; an illegal move leaves the board in a wrong state.
    void play(Color color, Point p);

    /// `stonelab::random_move` (engine/random_player.hpp) on this position: the empty points
    /// in raster order, k = rng.below(n), the k-th kept if legal and not an own eye, else
    /// the last one moved into place k and another draw; a pass when none is left.
    Point random_move(Color color, Rng& rng);

private:
    static constexpr int kWords = (kMaxCells + 63) / 64;

    // What random_move keeps: is_legal(color, p) && !is_own_eye(color, p) for an empty point
    // p, in one look at the four neighbours.
    bool acceptable(Color color, Point p) const
    {
        if (p == ko_point_ && color == ko_color_) return false;
        bool legal = false, eye = true;
        for (int i = 0; i < 4; ++i) {
            const Point q = p + geometry_.dir(i);
            const Color c = color_[q];
            if (c == Color::Empty) {
                legal = true, eye = false;
            } else if (c == color) {
                const bool atari = in_atari(q);
                legal |= !atari;
                eye &= !atari;
            } else if (c != Color::Wall) { // the opponent
                legal |= in_atari(q);
                eye = false;
            }
        }
        return legal && !eye;
    }

    void set_empty(Point p);
    void set_occupied(Point p);
    Point nth_empty(int k) const;
    void add_liberty(int id, Point liberty);
    void remove_liberty(int id, Point liberty);
    void merge(int keep, int gone);
    int capture(int id, Color capturer);

    Geometry geometry_;
    std::array<Color, kMaxCells> color_{};
    std::array<std::int16_t, kMaxCells> head_{};    // string id of each stone (one of its stones)
    std::array<std::int16_t, kMaxCells> next_{};    // next stone of the string (a circle)
    std::array<std::int16_t, kMaxCells> size_{};    // stones, at string ids
    std::array<std::int16_t, kMaxCells> pseudo_{};  // pseudo-liberties, at string ids
    std::array<std::int32_t, kMaxCells> sum_{};     // sum of their indices, at string ids
    std::array<std::int64_t, kMaxCells> squares_{}; // sum of their squares, at string ids
    std::array<std::uint64_t, kWords> empty_{};     // bit p: cell p is an empty point
    std::array<int, kWords> word_count_{};          // empty points in each word
    int empty_count_ = 0;
    Point ko_point_ = kNoPoint;
    Color ko_color_ = Color::Empty;
    std::array<int, 2> captures_{};

    // random_move's candidates that moved: candidate i is moved_[i] while stamp_[i] equals
    // the call's number, else the i-th empty point. Scratch, not part of the position.
    std::array<std::int16_t, kMaxCells> moved_{};
    std::array<std::uint32_t, kMaxCells> moved_stamp_{};
    std::uint32_t call_ = 0;
};

/// `random_move` for a fast board, so that `playout` (engine/playout.hpp) and `count_score`
/// take either board.
inline Point random_move(FastBoard& board, Color color, Rng& rng)
{
    return board.random_move(color, rng);
}

} // namespace stonelab
