#include "engine/go/board.hpp"

#include "engine/base/rng.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>
#include <utility>

namespace stonelab {

namespace {

// Zobrist keys for Black and White on every cell of the largest padded array, drawn once
// (at compile time) from the portable RNG with a fixed seed: identical on every platform.
constexpr auto make_zobrist_table()
{
    std::array<std::array<std::uint64_t, kMaxCells>, 2> table{};
    Rng rng(0x5704E1AB'2004'2015ull);
    for (auto& row : table)
        for (auto& key : row) key = rng.next();
    return table;
}
constexpr auto kZobrist = make_zobrist_table();

} // namespace

std::uint64_t zobrist_key(Color color, Point p) { return kZobrist[player_index(color)][p]; }

bool same_stones(const Board& a, const Board& b)
{
    if (a.geometry() != b.geometry()) return false;
    for (Point p : a.points())
        if (a.at(p) != b.at(p)) return false;
    return true;
}

const char* status_name(MoveStatus s)
{
    switch (s) {
    case MoveStatus::Legal: return "legal";
    case MoveStatus::OffBoard: return "off the board";
    case MoveStatus::Occupied: return "occupied";
    case MoveStatus::Suicide: return "suicide";
    case MoveStatus::Ko: return "ko";
    case MoveStatus::Superko: return "superko";
    }
    return "?";
}

Board::Board(int width, int height) : geometry_{width, height}
{
    if (!valid_geometry(width, height))
        throw std::invalid_argument("board size must be between 1x1 and 19x19, not " +
                                    std::to_string(width) + "x" + std::to_string(height));
    color_.fill(Color::Wall);
    for (int y = 1; y <= height; ++y)
        for (int x = 1; x <= width; ++x) {
            const Point p = geometry_.point(x, y);
            color_[p] = Color::Empty;
            points_.push_back(p);
        }
}

// ---- moves ---------------------------------------------------------------------------

MoveStatus Board::check(Color color, Point p) const
{
    if (p == kPass) return MoveStatus::Legal;
    if (!geometry_.on_board(p)) return MoveStatus::OffBoard;
    if (color_[p] != Color::Empty) return MoveStatus::Occupied;
    if (p == ko_point_ && color == ko_color_) return MoveStatus::Ko;

    // The stone will have a liberty if a neighbour is empty, or if it joins a friendly
    // string that keeps another liberty, or if it captures (an opponent string in atari).
    for (int i = 0; i < 4; ++i) {
        const Point q = neighbour(p, i);
        const Color c = color_[q];
        if (c == Color::Empty) return MoveStatus::Legal;
        if (c == color && libs_[head_[q]] >= 2) return MoveStatus::Legal;
        if (c == opponent(color) && libs_[head_[q]] == 1) return MoveStatus::Legal;
    }
    return MoveStatus::Suicide;
}

MoveStatus Board::play(Color color, Point p)
{
    const MoveStatus status = check(color, p);
    if (status != MoveStatus::Legal) return status;

    moves_.push_back({p, color, ko_point_, ko_color_, hash_, captures_, journal_.size()});
    ko_point_ = kNoPoint; // a ko ban lasts one move, whatever that move is
    ko_color_ = Color::Empty;
    if (p != kPass) place_stone(color, p);
    return MoveStatus::Legal;
}

std::uint64_t Board::hash_after(Color color, Point p) const
{
    if (p == kPass) return hash_;
    std::uint64_t hash = hash_ ^ zobrist_key(color, p);
    std::array<Point, 4> captured{};
    int captured_count = 0;
    for (int i = 0; i < 4; ++i) {
        const Point q = neighbour(p, i);
        if (color_[q] != opponent(color) || libs_[head_[q]] != 1) continue;
        const Point id = head_[q];
        if (std::find(captured.begin(), captured.begin() + captured_count, id) !=
            captured.begin() + captured_count)
            continue;
        captured[captured_count++] = id;
        Point s = id;
        do {
            hash ^= zobrist_key(opponent(color), s);
            s = next_[s];
        } while (s != id);
    }
    return hash;
}

void Board::place_stone(Color color, Point p)
{
    const Color enemy = opponent(color);
    write(kColor, p, static_cast<int>(color));
    write(kHead, p, p);
    write(kNext, p, p);
    write(kSize, p, 1);
    int empty_neighbours = 0;
    for (int i = 0; i < 4; ++i) empty_neighbours += color_[neighbour(p, i)] == Color::Empty;
    write(kLibs, p, empty_neighbours);
    hash_ ^= zobrist_key(color, p);

    // p was a liberty of every string around it: each distinct string loses one.
    std::array<Point, 4> seen{};
    int seen_count = 0;
    for (int i = 0; i < 4; ++i) {
        const Point q = neighbour(p, i);
        if (color_[q] != Color::Black && color_[q] != Color::White) continue;
        const Point id = head_[q];
        if (std::find(seen.begin(), seen.begin() + seen_count, id) != seen.begin() + seen_count)
            continue;
        seen[seen_count++] = id;
        write(kLibs, id, libs_[id] - 1);
    }

    // Join the friendly strings around p into one.
    for (int i = 0; i < 4; ++i) {
        const Point q = neighbour(p, i);
        if (color_[q] == color && head_[q] != head_[p]) merge_strings(p, head_[q]);
    }

    // Remove the opponent strings left without liberties.
    int captured = 0;
    Point last_captured = kNoPoint;
    for (int i = 0; i < 4; ++i) {
        const Point q = neighbour(p, i);
        if (color_[q] == enemy && libs_[head_[q]] == 0) {
            captured += remove_string(head_[q]);
            last_captured = q;
        }
    }
    captures_[player_index(color)] += captured;

    // Seed 002's ko: a lone stone that captured exactly one stone and has one liberty left
    // (the point it just emptied). Retaking there at once would repeat the position.
    const Point id = head_[p];
    if (captured == 1 && size_[id] == 1 && libs_[id] == 1) {
        ko_point_ = last_captured;
        ko_color_ = enemy;
    }
}

// Merges the string of `stone` and the string `other_id` (same colour, adjacent).
//
// The liberties of the merged string are those of the larger string plus those of the
// smaller one that the larger does not already have. A liberty of the smaller string is
// shared exactly when it touches a stone of the larger, so a walk over the smaller string
// alone gives the exact count: the cost is proportional to the smaller string, and merging
// the smaller into the larger keeps the total work low (Leela Zero does the same).
void Board::merge_strings(Point stone, Point other_id)
{
    Point big = head_[stone];
    Point small = other_id;
    if (size_[small] > size_[big]) std::swap(big, small);
    const Color color = color_[big];

    auto touches_big = [&](Point e) {
        for (int i = 0; i < 4; ++i) {
            const Point n = neighbour(e, i);
            if (color_[n] == color && head_[n] == big) return true;
        }
        return false;
    };

    int gained = 0;
    begin_marking();
    Point s = small;
    do {
        for (int i = 0; i < 4; ++i) {
            const Point e = neighbour(s, i);
            if (color_[e] == Color::Empty && mark(e) && !touches_big(e)) ++gained;
        }
        s = next_[s];
    } while (s != small);

    write(kLibs, big, libs_[big] + gained);
    write(kSize, big, size_[big] + size_[small]);
    s = small;
    do {
        write(kHead, s, big);
        s = next_[s];
    } while (s != small);

    // Splice the two circular lists into one by swapping two successor links.
    const Point after_big = next_[big];
    write(kNext, big, next_[small]);
    write(kNext, small, after_big);
}

// Takes the string `id` off the board and returns its size. Every removed stone becomes a
// new liberty of each distinct string next to it (all of the capturer's colour).
int Board::remove_string(Point id)
{
    const Color color = color_[id];
    const Color capturer = opponent(color);
    int removed = 0;
    Point s = id;
    do {
        write(kColor, s, static_cast<int>(Color::Empty));
        hash_ ^= zobrist_key(color, s);
        ++removed;
        std::array<Point, 4> seen{};
        int seen_count = 0;
        for (int i = 0; i < 4; ++i) {
            const Point n = neighbour(s, i);
            if (color_[n] != capturer) continue;
            const Point t = head_[n];
            if (std::find(seen.begin(), seen.begin() + seen_count, t) != seen.begin() + seen_count)
                continue;
            seen[seen_count++] = t;
            write(kLibs, t, libs_[t] + 1);
        }
        s = next_[s];
    } while (s != id);
    return removed;
}

std::vector<Move> Board::moves() const
{
    std::vector<Move> moves;
    moves.reserve(moves_.size());
    for (const MoveRecord& record : moves_) moves.push_back({record.color, record.point});
    return moves;
}

bool Board::undo()
{
    if (moves_.empty()) return false;
    const MoveRecord& record = moves_.back();
    while (journal_.size() > record.journal_size) {
        const Change& change = journal_.back();
        switch (change.array) {
        case kColor: color_[change.index] = static_cast<Color>(change.old_value); break;
        case kHead: head_[change.index] = change.old_value; break;
        case kNext: next_[change.index] = change.old_value; break;
        case kSize: size_[change.index] = change.old_value; break;
        case kLibs: libs_[change.index] = change.old_value; break;
        }
        journal_.pop_back();
    }
    ko_point_ = record.ko_point;
    ko_color_ = record.ko_color;
    hash_ = record.hash;
    captures_ = record.captures;
    moves_.pop_back();
    return true;
}

void Board::write(Array array, Point p, int value)
{
    const auto index = static_cast<std::uint16_t>(p);
    const auto stored = static_cast<std::int16_t>(value);
    std::int16_t old_value = 0;
    switch (array) {
    case kColor:
        old_value = static_cast<std::int16_t>(color_[p]);
        color_[p] = static_cast<Color>(stored);
        break;
    case kHead: old_value = std::exchange(head_[p], stored); break;
    case kNext: old_value = std::exchange(next_[p], stored); break;
    case kSize: old_value = std::exchange(size_[p], stored); break;
    case kLibs: old_value = std::exchange(libs_[p], stored); break;
    }
    journal_.push_back({array, index, old_value});
}

// ---- strings -------------------------------------------------------------------------

std::vector<Point> Board::string_stones(Point p) const
{
    std::vector<Point> stones;
    const Point id = head_[p];
    Point s = id;
    do {
        stones.push_back(s);
        s = next_[s];
    } while (s != id);
    std::sort(stones.begin(), stones.end());
    return stones;
}

std::vector<Point> Board::liberty_points(Point p) const
{
    std::vector<Point> liberties;
    begin_marking();
    for (Point s : string_stones(p))
        for (int i = 0; i < 4; ++i) {
            const Point e = neighbour(s, i);
            if (color_[e] == Color::Empty && mark(e)) liberties.push_back(e);
        }
    std::sort(liberties.begin(), liberties.end());
    return liberties;
}

std::vector<Point> Board::neighbour_strings(Point p) const
{
    const Color enemy = opponent(color_[p]);
    std::vector<Point> ids;
    for (Point s : string_stones(p))
        for (int i = 0; i < 4; ++i) {
            const Point n = neighbour(s, i);
            if (color_[n] == enemy && std::find(ids.begin(), ids.end(), head_[n]) == ids.end())
                ids.push_back(head_[n]);
        }
    std::vector<std::pair<Point, Point>> by_first_stone; // (first stone, id)
    for (Point id : ids) by_first_stone.emplace_back(string_stones(id).front(), id);
    std::sort(by_first_stone.begin(), by_first_stone.end());
    ids.clear();
    for (const auto& entry : by_first_stone) ids.push_back(entry.second);
    return ids;
}

int Board::count_liberties_slow(Point id) const
{
    return static_cast<int>(liberty_points(id).size());
}

// ---- knowledge -----------------------------------------------------------------------

bool Board::is_own_eye(Color color, Point p) const
{
    if (!geometry_.on_board(p) || color_[p] != Color::Empty) return false;
    for (int i = 0; i < 4; ++i) {
        const Point n = neighbour(p, i);
        if (color_[n] == Color::Wall) continue;
        if (color_[n] != color || libs_[head_[n]] < 2) return false;
    }
    return true;
}

// ---- setting up positions ------------------------------------------------------------

void Board::set_stone(Point p, Color color)
{
    if (!geometry_.on_board(p)) throw std::invalid_argument("set_stone: point off the board");
    if (color_[p] == Color::Black || color_[p] == Color::White) hash_ ^= zobrist_key(color_[p], p);
    color_[p] = color;
    if (color == Color::Black || color == Color::White) hash_ ^= zobrist_key(color, p);
    moves_.clear();
    journal_.clear();
    ko_point_ = kNoPoint;
    ko_color_ = Color::Empty;
    rebuild_strings();
}

// Recomputes every string from the stones alone, by flood fill from each unlabelled stone.
void Board::rebuild_strings()
{
    begin_marking();
    for (Point p : points_) {
        if (color_[p] == Color::Empty || !mark(p)) continue;
        std::vector<Point> stones{p};
        for (std::size_t k = 0; k < stones.size(); ++k)
            for (int i = 0; i < 4; ++i) {
                const Point n = neighbour(stones[k], i);
                if (color_[n] == color_[p] && mark(n)) stones.push_back(n);
            }
        for (std::size_t k = 0; k < stones.size(); ++k) {
            head_[stones[k]] = static_cast<std::int16_t>(p);
            next_[stones[k]] = static_cast<std::int16_t>(stones[(k + 1) % stones.size()]);
        }
        size_[p] = static_cast<std::int16_t>(stones.size());
    }
    // Liberties need a second pass: the marks above were used for stones.
    for (Point p : points_)
        if (color_[p] != Color::Empty && head_[p] == p)
            libs_[p] = static_cast<std::int16_t>(count_liberties_slow(p));
}

void Board::set_captures(Color color, int count)
{
    if (count < 0) throw std::invalid_argument("set_captures: a negative number of prisoners");
    captures_[player_index(color)] = count;
    moves_.clear();
    journal_.clear();
}

bool Board::has_string_without_liberties() const
{
    for (Point p : points_)
        if (color_[p] != Color::Empty && libs_[head_[p]] == 0) return true;
    return false;
}

void Board::begin_marking() const
{
    if (++mark_round_ == 0) { // the counter wrapped: forget every old mark
        marks_.fill(0);
        mark_round_ = 1;
    }
}

bool Board::mark(Point p) const
{
    if (marks_[p] == mark_round_) return false;
    marks_[p] = mark_round_;
    return true;
}

} // namespace stonelab
