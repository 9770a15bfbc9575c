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
    const std::array<Point, 8> ring = ring_around(board.geometry(), p);
    int code = 0;
    for (std::size_t k = 0; k < 8; ++k) code |= value_of(board.cell(ring[k])) << (2 * k);
    return code;
}

} // namespace

bool matches_pattern(const FastBoard& board, Point p)
{
    return pattern_table().matches(neighbourhood_code(board, p));
}

std::array<Point, 8> ring_around(const Geometry& geometry, Point p)
{
    const int stride = geometry.stride();
    std::array<Point, 8> ring{};
    for (std::size_t k = 0; k < 8; ++k)
        ring[k] = p + (kRing[k][0] - 1) * stride + (kRing[k][1] - 1);
    return ring;
}

} // namespace stonelab
