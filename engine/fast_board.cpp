#include "engine/fast_board.hpp"

#include <bit>

namespace stonelab {

FastBoard::FastBoard(const Board& board) : geometry_(board.geometry())
{
    color_.fill(Color::Wall);
    for (Point p : board.points()) {
        color_[p] = board.cell(p);
        if (color_[p] == Color::Empty) set_empty(p);
    }
    // Strings: each stone joins the string of an already-seen neighbour of its colour, the
    // way `play` builds them; then every (stone, empty neighbour) pair is a pseudo-liberty.
    for (Point p : board.points()) {
        const Color c = color_[p];
        if (c != Color::Black && c != Color::White) continue;
        head_[p] = next_[p] = static_cast<std::int16_t>(p);
        size_[p] = 1;
        for (int i = 0; i < 4; ++i) {
            const Point q = p + geometry_.dir(i);
            if (q < p && color_[q] == c && head_[q] != head_[p]) merge(head_[q], head_[p]);
        }
    }
    for (Point p : board.points()) {
        if (color_[p] != Color::Black && color_[p] != Color::White) continue;
        for (int i = 0; i < 4; ++i) {
            const Point q = p + geometry_.dir(i);
            if (color_[q] == Color::Empty) add_liberty(head_[p], q);
        }
    }
    ko_point_ = board.ko_point();
    ko_color_ = board.ko_color();
    captures_ = {board.captures(Color::Black), board.captures(Color::White)};
}

// ---- the empty points ----------------------------------------------------------------

void FastBoard::set_empty(Point p)
{
    const auto word = static_cast<std::size_t>(p) / 64;
    empty_[word] |= std::uint64_t{1} << (p % 64);
    ++word_count_[word];
    ++empty_count_;
}

void FastBoard::set_occupied(Point p)
{
    const auto word = static_cast<std::size_t>(p) / 64;
    empty_[word] &= ~(std::uint64_t{1} << (p % 64));
    --word_count_[word];
    --empty_count_;
}

namespace {

// The number of bits set in each byte value. (std::popcount is one instruction only where
// the compiler may assume the CPU has one; x86-64's baseline does not, and a library call per
// count costs more than this table.)
constexpr std::array<std::uint8_t, 256> kBitsInByte = [] {
    std::array<std::uint8_t, 256> bits{};
    for (int b = 0; b < 256; ++b)
        for (int v = b; v != 0; v &= v - 1) ++bits[static_cast<std::size_t>(b)];
    return bits;
}();

} // namespace

// The k-th empty point (from 0) in raster order, which is the order of the cell indices:
// the word that holds it by the words' counts, then the byte by the table, then the bit.
Point FastBoard::nth_empty(int k) const
{
    std::size_t word = 0;
    while (k >= word_count_[word]) k -= word_count_[word++];
    std::uint64_t bits = empty_[word];
    int base = static_cast<int>(word) * 64;
    for (;; bits >>= 8, base += 8) {
        const int in_byte = kBitsInByte[bits & 0xFF];
        if (k < in_byte) break;
        k -= in_byte;
    }
    for (; k > 0; --k) bits &= bits - 1; // drop the k lower empty points of the byte
    return base + std::countr_zero(bits);
}

// ---- strings ---------------------------------------------------------------------------

void FastBoard::add_liberty(int id, Point liberty)
{
    ++pseudo_[id];
    sum_[id] += liberty;
    squares_[id] += static_cast<std::int64_t>(liberty) * liberty;
}

void FastBoard::remove_liberty(int id, Point liberty)
{
    --pseudo_[id];
    sum_[id] -= liberty;
    squares_[id] -= static_cast<std::int64_t>(liberty) * liberty;
}

// String `gone` joins string `keep`: its stones take keep's id and the two circles of stones
// become one; the pseudo-liberties add up (a liberty both touch is counted by both, as it
// should be: each pair is one pseudo-liberty).
void FastBoard::merge(int keep, int gone)
{
    if (size_[keep] < size_[gone]) std::swap(keep, gone); // relabel the smaller string
    int stone = gone;
    do {
        head_[stone] = static_cast<std::int16_t>(keep);
        stone = next_[stone];
    } while (stone != gone);
    std::swap(next_[keep], next_[gone]);
    size_[keep] = static_cast<std::int16_t>(size_[keep] + size_[gone]);
    pseudo_[keep] = static_cast<std::int16_t>(pseudo_[keep] + pseudo_[gone]);
    sum_[keep] += sum_[gone];
    squares_[keep] += squares_[gone];
}

// Takes the string `id` off the board; each of its points becomes a liberty of every
// `capturer` stone next to it. Returns the number of stones taken.
int FastBoard::capture(int id, Color capturer)
{
    const int taken = size_[id];
    int stone = id;
    do {
        color_[stone] = Color::Empty;
        set_empty(stone);
        for (int i = 0; i < 4; ++i) {
            const Point q = stone + geometry_.dir(i);
            if (color_[q] == capturer) add_liberty(head_[q], stone);
        }
        stone = next_[stone];
    } while (stone != id);
    return taken;
}

// ---- moves -----------------------------------------------------------------------------

void FastBoard::play(Color color, Point p)
{
    ko_point_ = kNoPoint; // a ko ban lasts one move, whatever that move is
    ko_color_ = Color::Empty;
    if (p == kPass) return;

    color_[p] = color;
    set_occupied(p);
    head_[p] = next_[p] = static_cast<std::int16_t>(p);
    size_[p] = 1;
    pseudo_[p] = 0;
    sum_[p] = 0;
    squares_[p] = 0;

    const Color other = opponent(color);
    int captured = 0;
    Point last_captured = kNoPoint;
    // The neighbours as they were before the move: a capture empties some of them, and a
    // point it empties is made a liberty of p's string by capture() itself.
    std::array<Color, 4> before{};
    for (int i = 0; i < 4; ++i) before[i] = color_[p + geometry_.dir(i)];
    for (int i = 0; i < 4; ++i) {
        const Point q = p + geometry_.dir(i);
        if (before[i] == Color::Empty) {
            add_liberty(head_[p], q);
        } else if (before[i] == color) {
            remove_liberty(head_[q], p);
            if (head_[q] != head_[p]) merge(head_[q], head_[p]);
        } else if (before[i] == other && color_[q] == other) { // not taken by an earlier side
            const int id = head_[q];
            remove_liberty(id, p);
            if (pseudo_[id] == 0) {
                captured += capture(id, color);
                last_captured = q;
            }
        }
    }
    captures_[color == Color::Black ? 0 : 1] += captured;

    // Seed 002's ko (as Board's): a lone stone that captured exactly one stone and has one
    // liberty left, the point it just emptied.
    const int id = head_[p];
    if (captured == 1 && size_[id] == 1 && in_atari(p)) {
        ko_point_ = last_captured;
        ko_color_ = other;
    }
}

Point FastBoard::random_move(Color color, Rng& rng)
{
    if (++call_ == 0) { // after 2^32 calls: forget every old stamp
        moved_stamp_.fill(0);
        call_ = 1;
    }
    const auto candidate = [&](int i) {
        return moved_stamp_[i] == call_ ? Point{moved_[i]} : nth_empty(i);
    };
    for (int n = empty_count_; n > 0; --n) {
        const int k = static_cast<int>(rng.below(static_cast<std::uint32_t>(n)));
        const Point p = candidate(k);
        if (acceptable(color, p)) return p;
        // Drop p: the last candidate takes its place.
        moved_[k] = static_cast<std::int16_t>(candidate(n - 1));
        moved_stamp_[k] = call_;
    }
    return kPass;
}

} // namespace stonelab
