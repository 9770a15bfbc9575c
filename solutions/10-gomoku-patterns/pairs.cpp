// Lesson 10, task 3: Figure 4's pair tables, and the verdict on each line of a point.
#include "gomoku_patterns.hpp"

#include <stdexcept>
#include <utility>

namespace stonelab::lesson10 {

namespace {

//! [figure4]
// Figure 4 for Totals 1 to 4, one string per table: its lower triangle row by row (row A,
// then X, B, C, D, E, F, O; row i has i + 1 entries), one letter per verdict:
// n none, t three, s split three, f four, g split four, w open four, h four-three,
// d four-four. Rows and columns are in the paper's order, which is not alphabetical.
constexpr const char* kTables[4] = {
    "n"
    "nn"
    "nnn"
    "snnn"
    "nnnnn"
    "nnnnnn"
    "ggggggd"
    "nnnsnngn",
    "n"
    "nn"
    "snn"
    "gghd"
    "gghdd"
    "nnnggn"
    "nnnggnn"
    "nnsggnnn",
    "t"
    "nn"
    "ggd"
    "nngn"
    "nngnn"
    "ggdggd"
    "nngnngn"
    "tngnngnn",
    "w"
    "fn"
    "ffn"
    "ffnn"
    "ffnnn"
    "ffnnnn"
    "ffnnnnn"
    "wffffffw",
};
//! [figure4]

Shape shape_of_letter(char letter)
{
    switch (letter) {
    case 't': return Shape::Three;
    case 's': return Shape::SplitThree;
    case 'f': return Shape::Four;
    case 'g': return Shape::SplitFour;
    case 'w': return Shape::OpenFour;
    case 'h': return Shape::FourThree;
    case 'd': return Shape::FourFour;
    default: return Shape::None;
    }
}

} // namespace

//! [pair_shape]
Shape pair_shape(int total, Pattern a, Pattern b)
{
    if (total >= 6 || a == Pattern::Six || b == Pattern::Six) return Shape::Overline;
    if (total == 5) return Shape::Five;
    if (total < 1 || a == Pattern::Never || b == Pattern::Never)
        throw std::invalid_argument("Figure 4 has no line with that total or pattern");
    // The enumeration lists A X B C D E F O in the paper's order, so its value is the index.
    int row = static_cast<int>(a);
    int column = static_cast<int>(b);
    if (column > row) std::swap(row, column); // "-" in the paper: read the other way round
    return shape_of_letter(kTables[total - 1][row * (row + 1) / 2 + column]);
}
//! [pair_shape]

//! [shapes_at]
std::array<Shape, gomoku::kLineDirections> shapes_at(const gomoku::Board& board, Point p,
                                                     Color color)
{
    std::array<Shape, gomoku::kLineDirections> shapes{};
    for (int m = 0; m < gomoku::kLineDirections; ++m) {
        const Reading forward = read_direction(board, p, m, color);
        const Reading backward = read_direction(board, p, m + 4, color);
        shapes[static_cast<std::size_t>(m)] = pair_shape(
            total(forward.row, backward.row), classify(forward.sta), classify(backward.sta));
    }
    return shapes;
}
//! [shapes_at]

} // namespace stonelab::lesson10
