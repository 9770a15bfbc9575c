// Lesson 1, task 3: printing a board (reference solution).
#include "board_display.hpp"

#include <array>

namespace stonelab::lesson01 {

namespace {

//! [style]
// What a style draws. `cell` is indexed by what a cell holds, kEmpty..kWall, like seed 002's
// table of strings; the wall's '#' is what the Seed2015 frame is made of.
struct Style {
    std::array<std::string_view, 4> cell;
    std::string_view gap; // between two points of a row
    bool frame;           // '#' (the 2015 lecture's wall) around the board
};

Style style_of(DiagramStyle style)
{
    switch (style) {
    case DiagramStyle::Seed2004: return {{"+", "\u25CF", "\u25CB", "#"}, "", false};
    case DiagramStyle::Seed2015: return {{".", "X", "O", "#"}, "", true};
    case DiagramStyle::Ascii: break;
    }
    return {{".", "X", "O", "#"}, " ", false};
}
//! [style]

// Row numbers take two characters, then a space: columns stay aligned up to 19.
constexpr std::string_view kMargin = "   ";

std::string two_digits(int n) { return (n < 10 ? " " : "") + std::to_string(n); }

std::string letters_line(const SimpleBoard& board, const Style& style)
{
    std::string line(kMargin);
    if (style.frame) line += ' '; // above the left '#' of the rows
    for (int x = 1; x <= board.width; ++x) {
        if (x > 1) line += style.gap;
        line += gtp_column_letter(x);
    }
    return line + "\n";
}

std::string frame_line(const SimpleBoard& board, bool coordinates)
{
    std::string line(coordinates ? kMargin : "");
    line.append(static_cast<std::size_t>(board.width + 2), '#');
    return line + "\n";
}

//! [row]
std::string row_line(const SimpleBoard& board, int y, const Style& style, bool coordinates)
{
    const int number = board.height - y + 1; // GTP numbers the rows from the bottom
    std::string line;
    if (coordinates) line += two_digits(number) + " ";
    if (style.frame) line += style.cell[kWall];
    // Only the playable points, 1..width: the wall cells at x = 0 and x = width + 1 are not
    // points. (One x too many here prints a '#' of the wall at the end of every row.)
    for (int x = 1; x <= board.width; ++x) {
        if (x > 1) line += style.gap;
        // at() rather than []: a malformed board throws instead of reading past the array.
        const int cell = board.cells.at(static_cast<std::size_t>(index_of(board, x, y)));
        line += style.cell.at(static_cast<std::size_t>(cell));
    }
    if (style.frame) line += style.cell[kWall];
    if (coordinates) line += " " + two_digits(number);
    return line + "\n";
}
//! [row]

} // namespace

//! [print_board]
std::string print_board(const SimpleBoard& board, DiagramStyle style_name, bool coordinates)
{
    const Style style = style_of(style_name);
    std::string text;
    if (coordinates) text += letters_line(board, style);
    if (style.frame) text += frame_line(board, coordinates);
    for (int y = 1; y <= board.height; ++y) text += row_line(board, y, style, coordinates);
    if (style.frame) text += frame_line(board, coordinates);
    if (coordinates) text += letters_line(board, style);
    return text;
}
//! [print_board]

} // namespace stonelab::lesson01
