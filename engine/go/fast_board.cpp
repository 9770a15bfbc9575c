#include "engine/go/fast_board.hpp"

#include <bit>

namespace stonelab {

FastBoard::FastBoard(const Board& board) : geometry_(board.geometry())
{
    for (int i = 0; i < 4; ++i) dir_[i] = geometry_.dir(i);
    words_ = (geometry_.cells() + 63) / 64;
    color_.fill(Color::Wall);
    moved_.fill(static_cast<std::int16_t>(kNoPoint));
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
            const Point q = p + dir_[i];
            if (q < p && color_[q] == c && head_[q] != head_[p]) merge(head_[q], head_[p]);
        }
    }
    for (Point p : board.points()) {
        if (color_[p] != Color::Black && color_[p] != Color::White) continue;
        for (int i = 0; i < 4; ++i) {
            const Point q = p + dir_[i];
            if (color_[q] == Color::Empty) add_liberty(head_[p], q);
        }
    }
    ko_point_ = board.ko_point();
    ko_color_ = board.ko_color();
    captures_ = {board.captures(Color::Black), board.captures(Color::White)};
}

// ---- the k-th set bit of a word ------------------------------------------------------

namespace {

// For each byte value and k, the position of its k-th set bit (8 if it has no k-th).
constexpr std::array<std::array<std::uint8_t, 8>, 256> kSelectInByte = [] {
    std::array<std::array<std::uint8_t, 8>, 256> table{};
    for (int byte = 0; byte < 256; ++byte) {
        int k = 0;
        for (auto& position : table[static_cast<std::size_t>(byte)]) position = 8;
        for (int bit = 0; bit < 8; ++bit)
            if (byte >> bit & 1)
                table[static_cast<std::size_t>(byte)][static_cast<std::size_t>(k++)] =
                    static_cast<std::uint8_t>(bit);
    }
    return table;
}();

} // namespace

int select_bit(std::uint64_t word, int k)
{
    constexpr std::uint64_t kOnes = 0x0101010101010101, kHighs = 0x8080808080808080;
    // Bits set in each byte.
    std::uint64_t counts = word - ((word >> 1) & 0x5555555555555555);
    counts = (counts & 0x3333333333333333) + ((counts >> 2) & 0x3333333333333333);
    counts = (counts + (counts >> 4)) & 0x0F0F0F0F0F0F0F0F;
    // Byte i: bits set in bytes 0 to i (at most 64, so no byte overflows).
    const std::uint64_t running = counts * kOnes;
    // The high bit of byte i is set where running_i <= k: (k + 128) - running_i stays at or
    // above 128 exactly then, and never borrows from the next byte.
    const std::uint64_t passed =
        ((static_cast<std::uint64_t>(k) * kOnes | kHighs) - running) & kHighs;
    // Those bytes are the lowest ones; their number is the byte that holds the bit.
    const int byte = static_cast<int>(((passed >> 7) * kOnes) >> 56);
    const int before = byte == 0 ? 0 : static_cast<int>((running >> (8 * byte - 8)) & 0xFF);
    const auto in_byte = static_cast<std::size_t>((word >> (8 * byte)) & 0xFF);
    return 8 * byte + kSelectInByte[in_byte][static_cast<std::size_t>(k - before)];
}

// ---- the empty points ----------------------------------------------------------------

void FastBoard::set_empty(Point p)
{
    const auto word = static_cast<std::size_t>(p) / 64;
    empty_[word] |= std::uint64_t{1} << (p % 64);
    ++word_count_[word];
    ++empty_count_;
    for (int i = 0; i < 4; ++i) ++empty_neighbours_[p + dir_[i]];
}

void FastBoard::set_occupied(Point p)
{
    const auto word = static_cast<std::size_t>(p) / 64;
    empty_[word] &= ~(std::uint64_t{1} << (p % 64));
    --word_count_[word];
    --empty_count_;
    for (int i = 0; i < 4; ++i) --empty_neighbours_[p + dir_[i]];
}

// The k-th empty point (from 0) in raster order, which is the order of the cell indices:
// the word that holds it by the words' counts, then the bit by select_bit.
//
// The words are counted without an early exit: the running count passes k at a place that
// the branch predictor cannot guess, and up to 7 words (19x19) are cheaper to add up than one
// mispredicted branch.
Point FastBoard::nth_empty(int k) const
{
    int word = 0, before = 0, running = 0;
    for (int w = 0; w + 1 < words_; ++w) { // the last word need not be counted
        running += word_count_[w];
        const bool passed = running <= k; // true for the words wholly before the k-th point
        word += passed;
        before += passed ? word_count_[w] : 0;
    }
    return word * 64 + select_bit(empty_[word], k - before);
}

// The empty point before p in raster order; there is one.
Point FastBoard::previous_empty(Point p) const
{
    auto word = static_cast<std::size_t>(p) / 64;
    std::uint64_t bits = empty_[word] & ((std::uint64_t{1} << (p % 64)) - 1); // those below p
    while (bits == 0) bits = empty_[--word];
    return static_cast<int>(word) * 64 + 63 - std::countl_zero(bits);
}

// The last empty point in raster order; there is one.
Point FastBoard::last_empty() const
{
    auto word = static_cast<std::size_t>(words_ - 1);
    while (empty_[word] == 0) --word;
    return static_cast<int>(word) * 64 + 63 - std::countl_zero(empty_[word]);
}

// The first empty point after p in raster order, or the first one of all after the last.
// There is at least one empty point.
Point FastBoard::next_empty(Point p) const
{
    auto word = static_cast<std::size_t>(p) / 64;
    std::uint64_t bits = empty_[word] & (~std::uint64_t{1} << (p % 64)); // those above p
    while (bits == 0) {
        word = word + 1 == static_cast<std::size_t>(words_) ? 0 : word + 1;
        bits = empty_[word];
    }
    return static_cast<int>(word) * 64 + std::countr_zero(bits);
}

// ---- strings ---------------------------------------------------------------------------

void FastBoard::add_liberty(int id, Point liberty)
{
    ++pseudo_[id];
    sum_[id] += liberty;
    squares_[id] += liberty * liberty;
}

void FastBoard::remove_liberty(int id, Point liberty)
{
    --pseudo_[id];
    sum_[id] -= liberty;
    squares_[id] -= liberty * liberty;
}

// String `gone` joins string `keep`: its stones take keep's id and the two circles of stones
// become one; the pseudo-liberties add up (a liberty both touch is counted by both, as it
// should be: each pair is one pseudo-liberty).
void FastBoard::merge(int keep, int gone)
{
    if (size_[keep] < size_[gone]) std::swap(keep, gone); // relabel the smaller
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
            const Point q = stone + dir_[i];
            if (color_[q] == capturer) add_liberty(head_[q], stone);
        }
        stone = next_[stone];
    } while (stone != id);
    return taken;
}

int FastBoard::liberties_after(Color color, Point p) const
{
    Point found = kNoPoint; // the first liberty found; a second different one ends the count
    const auto add = [&](Point liberty) {
        if (found == kNoPoint) found = liberty;
        return liberty != found;
    };
    for (int i = 0; i < 4; ++i) {
        const Point q = p + dir_[i];
        const Color c = color_[q];
        if (c == Color::Empty) {
            if (add(q)) return 2;
        } else if (c == opponent(color) && in_atari(q)) {
            if (add(q)) return 2; // captured: q becomes empty next to p
        } else if (c == color) {
            int stone = q;
            do {
                for (int j = 0; j < 4; ++j) {
                    const Point r = stone + dir_[j];
                    if (color_[r] == Color::Empty && r != p && add(r)) return 2;
                }
                stone = next_[stone];
            } while (stone != q);
        }
    }
    return found == kNoPoint ? 0 : 1;
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
    for (int i = 0; i < 4; ++i) before[i] = color_[p + dir_[i]];
    for (int i = 0; i < 4; ++i) {
        const Point q = p + dir_[i];
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
    Point chosen = kPass;
    int written = 0;
    // The (n-1)-th empty point, once needed: the last candidates are used up from the top,
    // one per rejection, so it steps down through the empty points, with no count.
    Point last = kNoPoint;
    for (int n = empty_count_; n > 0; --n) {
        const int k = static_cast<int>(rng.below(static_cast<std::uint32_t>(n)));
        const Point p = moved_[k] != kNoPoint ? Point{moved_[k]} : nth_empty(k);
        if (acceptable(color, p)) {
            chosen = p;
            break;
        }
        // Drop p: the last candidate takes its place.
        last = last == kNoPoint ? last_empty() : previous_empty(last);
        moved_[k] = moved_[n - 1] != kNoPoint ? moved_[n - 1] : static_cast<std::int16_t>(last);
        written_[written++] = static_cast<std::int16_t>(k);
    }
    while (written > 0) moved_[written_[--written]] = static_cast<std::int16_t>(kNoPoint);
    return chosen;
}

Point FastBoard::scan_move(Color color, Rng& rng)
{
    if (empty_count_ == 0) return kPass;
    Point p = nth_empty(static_cast<int>(rng.below(static_cast<std::uint32_t>(empty_count_))));
    for (int left = empty_count_; left > 0; --left, p = next_empty(p))
        if (acceptable(color, p)) return p;
    return kPass;
}

} // namespace stonelab
