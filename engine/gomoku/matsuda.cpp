#include "engine/gomoku/matsuda.hpp"

#include "engine/gomoku/renju.hpp"

#include <stdexcept>
#include <utility>
#include <vector>

namespace stonelab::gomoku {
namespace matsuda {

namespace {

// Who wins with what: under Renju each side by its own rule, Black with exactly five and
// White with five or more; otherwise the rule itself.
Rule winning_rule(Rule rule, Color color)
{
    if (rule != Rule::Renju) return rule;
    return color == Color::Black ? Rule::Standard : Rule::Freestyle;
}

constexpr std::uint16_t kBlocked = 0x0400;
constexpr int kMostPoints = 5;
constexpr int kMostEmptiesInARow = 3;

/// The paper's Table 3 as printed: each Sta code that occurs with its pattern.
constexpr std::pair<std::uint16_t, Pattern> kTable3[] = {
    {0x0001, Pattern::A},
    {0x0004, Pattern::X},
    {0x0005, Pattern::A},
    {0x0010, Pattern::X},
    {0x0011, Pattern::B},
    {0x0014, Pattern::O},
    {0x0015, Pattern::A},
    {0x0040, Pattern::X},
    {0x0041, Pattern::D},
    {0x0044, Pattern::E},
    {0x0045, Pattern::B},
    {0x0050, Pattern::O},
    {0x0051, Pattern::O},
    {0x0100, Pattern::X},
    {0x0101, Pattern::F},
    {0x0104, Pattern::D},
    {0x0105, Pattern::C},
    {0x0110, Pattern::E},
    {0x0111, Pattern::E},
    {0x0114, Pattern::B},
    {0x0115, Pattern::B},
    {0x0140, Pattern::O},
    {0x0141, Pattern::O},
    {0x0400, Pattern::X},
    {0x0401, Pattern::O},
    {0x0404, Pattern::E},
    {0x0405, Pattern::O},
    {0x0410, Pattern::D},
    {0x0411, Pattern::B},
    {0x0414, Pattern::O},
    {0x0440, Pattern::F},
    {0x0441, Pattern::C},
    {0x0444, Pattern::E},
    {0x0445, Pattern::B},
    {0x0450, Pattern::O},
    // Marked "does not exist" in the paper, yet ◆++●+●, ◆++●++ and ◆++●+○ give them.
    {0x0144, Pattern::O},
    {0x0145, Pattern::O},
    {0x0451, Pattern::O},
};

/// Figure 4 for totals 1 to 4, the lower triangle of each table (row i, column j <= i),
/// rows and columns in the paper's order A X B C D E F O.
using S = Shape;
constexpr S N = S::None, T3 = S::Three, ST = S::SplitThree, F4 = S::Four, SF = S::SplitFour,
            W4 = S::OpenFour, FT = S::FourThree, FF = S::FourFour;
constexpr int kPatterns = 8;
using Triangle = std::array<std::array<Shape, kPatterns>, kPatterns>;
constexpr Triangle kFigure4[4] = {
    // total 1
    {{{N},
      {N, N},
      {N, N, N},
      {ST, N, N, N},
      {N, N, N, N, N},
      {N, N, N, N, N, N},
      {SF, SF, SF, SF, SF, SF, FF},
      {N, N, N, ST, N, N, SF, N}}},
    // total 2
    {{{N},
      {N, N},
      {ST, N, N},
      {SF, SF, FT, FF},
      {SF, SF, FT, FF, FF},
      {N, N, N, SF, SF, N},
      {N, N, N, SF, SF, N, N},
      {N, N, ST, SF, SF, N, N, N}}},
    // total 3
    {{{T3},
      {N, N},
      {SF, SF, FF},
      {N, N, SF, N},
      {N, N, SF, N, N},
      {SF, SF, FF, SF, SF, FF},
      {N, N, SF, N, N, SF, N},
      {T3, N, SF, N, N, SF, N, N}}},
    // total 4
    {{{W4},
      {F4, N},
      {F4, F4, N},
      {F4, F4, N, N},
      {F4, F4, N, N, N},
      {F4, F4, N, N, N, N},
      {F4, F4, N, N, N, N, N},
      {W4, F4, F4, F4, F4, F4, F4, W4}}},
};

Point step(const Board& board, int n)
{
    return n < kLineDirections ? board.direction(n) : -board.direction(n - kLineDirections);
}

bool wins(Shape shape, Rule rule)
{
    return shape == Shape::Five || (rule == Rule::Freestyle && shape == Shape::Overline);
}

bool is_four(Shape shape) { return shape == Shape::Four || shape == Shape::SplitFour; }
bool is_three(Shape shape) { return shape == Shape::Three || shape == Shape::SplitThree; }

/// What a `color` stone at p makes, as one level of section 2.1.5's order: 3 a win, 2 a
/// winning threat (open four, four-four, four-three), 1 a four or a three, 0 nothing.
int threat_level(const Board& board, Point p, Color color, Rule rule)
{
    int fours = 0;
    int threes = 0;
    bool strong = false;
    for (Shape shape : shapes_at(board, p, color)) {
        if (wins(shape, rule)) return 3;
        strong = strong || shape == Shape::OpenFour || shape == Shape::FourFour ||
                 shape == Shape::FourThree;
        fours += is_four(shape) ? 1 : 0;
        threes += is_three(shape) ? 1 : 0;
    }
    if (strong || fours >= 2 || (fours == 1 && threes >= 1)) return 2;
    return fours + threes > 0 ? 1 : 0;
}

// A line of 11 points centred on the stone: 0 empty, 1 own, 2 blocked.
constexpr int kLinePoints = 11;
constexpr int kCentre = 5;
using Line = std::array<std::uint8_t, kLinePoints>;

Line read_line(const Board& board, Point p, int m, Color color)
{
    Line line;
    line.fill(2);
    line[kCentre] = 1;
    const int d = board.direction(m);
    for (int side : {-1, 1}) {
        for (int k = 1; k <= kCentre; ++k) {
            const Color c = board.at(p + side * k * d);
            if (c == Color::Wall) break;
            line[static_cast<std::size_t>(kCentre + side * k)] =
                c == color ? 1 : (c == Color::Empty ? 0 : 2);
        }
    }
    return line;
}

// The own run through index i of the line: its first and last index.
std::pair<int, int> run_at(const Line& line, int i)
{
    int first = i;
    int last = i;
    while (first > 0 && line[static_cast<std::size_t>(first - 1)] == 1) --first;
    while (last < kLinePoints - 1 && line[static_cast<std::size_t>(last + 1)] == 1) ++last;
    return {first, last};
}

// The empty points that make exactly five through the centre, at most two counted, as a
// bit set of their indices.
unsigned five_makers(Line& line, int& count)
{
    unsigned points = 0;
    count = 0;
    for (int i = 0; i < kLinePoints; ++i) {
        if (line[static_cast<std::size_t>(i)] != 0) continue;
        line[static_cast<std::size_t>(i)] = 1;
        const auto [first, last] = run_at(line, kCentre);
        line[static_cast<std::size_t>(i)] = 0;
        if (last - first == 4 && first <= i && i <= last) {
            points |= 1u << i;
            ++count;
        }
    }
    return points;
}

bool is_straight_four(unsigned points, int count)
{
    if (count != 2) return false;
    int low = 0;
    while (!(points >> low & 1u)) ++low;
    return points >> (low + 5) & 1u;
}

Shape analyse(Line line)
{
    const auto [first, last] = run_at(line, kCentre);
    const int run = last - first + 1;
    if (run >= 6) return Shape::Overline;
    if (run == 5) return Shape::Five;
    int count = 0;
    const unsigned fives = five_makers(line, count);
    if (count >= 2) return is_straight_four(fives, count) ? Shape::OpenFour : Shape::FourFour;
    if (count == 1) {
        // A split four when the five point lies between the stones of the five it makes.
        int i = 0;
        while (!(fives >> i & 1u)) ++i;
        line[static_cast<std::size_t>(i)] = 1;
        const auto [five_first, five_last] = run_at(line, kCentre);
        return five_first < i && i < five_last ? Shape::SplitFour : Shape::Four;
    }
    for (int i = 0; i < kLinePoints; ++i) {
        if (line[static_cast<std::size_t>(i)] != 0) continue;
        line[static_cast<std::size_t>(i)] = 1;
        int after = 0;
        const unsigned then = five_makers(line, after);
        line[static_cast<std::size_t>(i)] = 0;
        if (is_straight_four(then, after)) return run == 3 ? Shape::Three : Shape::SplitThree;
    }
    return Shape::None;
}

} // namespace

Shape shape_by_sequence(const Board& board, Point p, int m, Color color)
{
    return analyse(read_line(board, p, m, color));
}

Shape shape_by_table(const Board& board, Point p, int m, Color color)
{
    static const std::vector<Shape> table = [] {
        std::vector<Shape> all(177147); // 3^11
        for (std::size_t code = 0; code < all.size(); ++code) {
            Line line;
            std::size_t rest = code;
            for (auto& cell : line) {
                cell = static_cast<std::uint8_t>(rest % 3);
                rest /= 3;
            }
            if (line[kCentre] == 1) all[code] = analyse(line);
        }
        return all;
    }();
    const Line line = read_line(board, p, m, color);
    std::size_t code = 0;
    for (int i = kLinePoints - 1; i >= 0; --i) code = code * 3 + line[static_cast<std::size_t>(i)];
    return table[code];
}

Reading read_direction(const Board& board, Point p, int n, Color color)
{
    if (n < 0 || n >= kDirections) throw std::invalid_argument("a direction is 0 to 7");
    const int d = step(board, n);
    Reading reading;
    bool leading = true;
    int empties = 0;
    Point q = p;
    for (int k = 0; k < kMostPoints; ++k) {
        q += d;
        const Color c = board.at(q);
        if (c == color) {
            reading.sta = static_cast<std::uint16_t>(reading.sta << 2);
            reading.row += leading ? 1 : 0;
            empties = 0;
        } else if (c == Color::Empty) {
            reading.sta = static_cast<std::uint16_t>((reading.sta << 2) + 1);
            leading = false;
            if (++empties == kMostEmptiesInARow) break;
        } else {
            reading.sta = static_cast<std::uint16_t>(reading.sta + kBlocked);
            break;
        }
    }
    return reading;
}

const char* pattern_name(Pattern pattern)
{
    static constexpr const char* names[] = {"A", "X", "B", "C", "D", "E", "F", "O", "six", "never"};
    return names[static_cast<int>(pattern)];
}

Pattern pattern_of(std::uint16_t sta)
{
    // Table 3 spread over every 11-bit code, so that a look-up is one index.
    static const std::array<Pattern, 0x0800> by_code = [] {
        std::array<Pattern, 0x0800> all{};
        all.fill(Pattern::Never);
        all[0] = Pattern::Six;
        for (const auto& [code, pattern] : kTable3) all[code] = pattern;
        return all;
    }();
    return sta < by_code.size() ? by_code[sta] : Pattern::Never;
}

const char* shape_name(Shape shape)
{
    static constexpr const char* names[] = {"none",       "three",     "split three", "four",
                                            "split four", "open four", "four-three",  "four-four",
                                            "five",       "overline"};
    return names[static_cast<int>(shape)];
}

Shape pair_table(int total, Pattern a, Pattern b)
{
    if (total >= 6 || a == Pattern::Six || b == Pattern::Six) return Shape::Overline;
    if (total == 5) return Shape::Five;
    if (total < 1 || a == Pattern::Never || b == Pattern::Never)
        throw std::invalid_argument("Figure 4 has no such line");
    int i = static_cast<int>(a);
    int j = static_cast<int>(b);
    if (j > i) std::swap(i, j);
    return kFigure4[total - 1][static_cast<std::size_t>(i)][static_cast<std::size_t>(j)];
}

Shape shape_at(const Board& board, Point p, int m, Color color)
{
    const Reading there = read_direction(board, p, m, color);
    const Reading back = read_direction(board, p, m + kLineDirections, color);
    return pair_table(there.row + back.row - 1, pattern_of(there.sta), pattern_of(back.sta));
}

std::array<Shape, kLineDirections> shapes_at(const Board& board, Point p, Color color)
{
    std::array<Shape, kLineDirections> shapes{};
    for (int m = 0; m < kLineDirections; ++m)
        shapes[static_cast<std::size_t>(m)] = shape_at(board, p, m, color);
    return shapes;
}

int priority(const Board& board, Point p, Color color, Rule rule)
{
    const int own = threat_level(board, p, color, winning_rule(rule, color));
    const int theirs = threat_level(board, p, opponent(color), winning_rule(rule, opponent(color)));
    const int own_rank = own == 0 ? 0 : 2 * own;
    const int their_rank = theirs == 0 ? 0 : 2 * theirs - 1;
    return std::max(own_rank, their_rank);
}

int paper_rank(const Board& board, Point p, Color color, Rule rule)
{
    const int own = threat_level(board, p, color, winning_rule(rule, color));
    const int theirs = threat_level(board, p, opponent(color), winning_rule(rule, opponent(color)));
    if (own >= 2) return own == 3 ? 6 : 5; // step 1: its own five, then its own winning threat
    if (theirs >= 2) return theirs == 3 ? 4 : 3; // step 2: stop the opponent's five or threat
    return own == 1 ? 2 : 0;                     // step 3: its own four or three; then values
}

int move_value(const Board& board, Point p, Color color)
{
    int total = 0;
    for (Shape shape : shapes_at(board, p, color)) {
        switch (shape) {
        case Shape::None: break;
        case Shape::Three: total += value::kThree; break;
        case Shape::SplitThree: total += value::kSplitThree; break;
        case Shape::Four:
        case Shape::OpenFour: total += value::kFour; break;
        case Shape::SplitFour: total += value::kSplitFour; break;
        case Shape::FourThree: total += value::kFour + value::kThree; break;
        case Shape::FourFour: total += 2 * value::kFour; break;
        case Shape::Five: total += value::kWin; break;
        case Shape::Overline: total += value::kNearOverline; break;
        }
    }
    return total == 0 ? value::kOrdinary : total;
}

} // namespace matsuda

Point matsuda_move(const Board& board, Rule rule, Rng& rng)
{
    if (board.is_full()) throw std::invalid_argument("matsuda_move: the board is full");
    const Color me = board.to_move();
    if (board.stone_count() == 0) {
        const int middle = board.size() / 2 + 1;
        return board.geometry().point(middle, middle);
    }
    std::vector<Point> best;
    std::pair<int, int> best_key{-1, -1};
    for (Point p : board.points()) {
        if (!board.is_empty(p)) continue;
        if (rule == Rule::Renju && me == Color::Black && is_foul(board, p)) continue;
        const std::pair<int, int> key{matsuda::priority(board, p, me, rule),
                                      matsuda::move_value(board, p, me) +
                                          matsuda::move_value(board, p, opponent(me))};
        if (key > best_key) {
            best_key = key;
            best.clear();
        }
        if (key == best_key) best.push_back(p);
    }
    if (best.empty()) return kPass; // under Renju, every empty point is a Black foul
    return best[rng.below(static_cast<std::uint32_t>(best.size()))];
}

} // namespace stonelab::gomoku
