/// \file
/// The 3x3 pattern table of patterns.hpp: MoGo's patterns as text, and the table of every
/// neighbourhood code they match, made once.
#include "engine/go/capstone/patterns.hpp"

#include "engine/go/fast_board.hpp"

#include <string_view>
#include <vector>

namespace stonelab {

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
            int row = kPatternRing[k][0], column = kPatternRing[k][1];
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

// The code of the 8 neighbours of p on `board`, in kPatternRing's order.
int neighbourhood_code(const FastBoard& board, Point p)
{
    const int stride = board.geometry().stride();
    int code = 0;
    for (std::size_t k = 0; k < 8; ++k) {
        const Point q = p + (kPatternRing[k][0] - 1) * stride + (kPatternRing[k][1] - 1);
        code |= value_of(board.cell(q)) << (2 * k);
    }
    return code;
}

} // namespace

bool matches_pattern(const FastBoard& board, Point p)
{
    return pattern_table().matches(neighbourhood_code(board, p));
}

void pattern_points(const FastBoard& board, Point last, std::vector<Point>& out)
{
    const PatternTable& table = pattern_table();
    for (const Point q : ring_around(board.geometry(), last))
        if (board.cell(q) == Color::Empty && table.matches(neighbourhood_code(board, q)))
            out.push_back(q);
}

} // namespace stonelab
