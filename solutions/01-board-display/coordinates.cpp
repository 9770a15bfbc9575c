// Lesson 1, task 2: the four names of a point (reference solution).
#include "board_display.hpp"

#include <cctype>

namespace stonelab::lesson01 {

//! [index]
int index_of(const SimpleBoard& board, int x, int y)
{
    // A row of the array is the board's width plus the two wall cells at its ends.
    const int stride = board.width + 2;
    return y * stride + x;
}

int x_of(const SimpleBoard& board, int z) { return z % (board.width + 2); }

int y_of(const SimpleBoard& board, int z) { return z / (board.width + 2); }
//! [index]

//! [gtp]
char gtp_column_letter(int x)
{
    // GTP leaves out I, too easily confused with J and with 1: columns 9 and up shift by one.
    const char letter = static_cast<char>('A' + x - 1);
    return letter >= 'I' ? static_cast<char>(letter + 1) : letter;
}

std::string to_gtp_vertex(const SimpleBoard& board, int z)
{
    // Our rows count from the top; GTP rows count from the bottom.
    const int row_from_bottom = board.height - y_of(board, z) + 1;
    return gtp_column_letter(x_of(board, z)) + std::to_string(row_from_bottom);
}

std::optional<int> parse_gtp_vertex(const SimpleBoard& board, std::string_view vertex)
{
    // A letter, then one or two digits with no leading zero.
    if (vertex.size() < 2 || vertex.size() > 3) return std::nullopt;
    const char letter = static_cast<char>(std::toupper(static_cast<unsigned char>(vertex[0])));
    if (letter < 'A' || letter > 'Z' || letter == 'I') return std::nullopt;
    const int x = letter < 'I' ? letter - 'A' + 1 : letter - 'A'; // J is column 9

    if (vertex[1] == '0') return std::nullopt;
    int row_from_bottom = 0;
    for (const char digit : vertex.substr(1)) {
        if (!std::isdigit(static_cast<unsigned char>(digit))) return std::nullopt;
        row_from_bottom = row_from_bottom * 10 + (digit - '0');
    }

    if (x > board.width || row_from_bottom > board.height) return std::nullopt;
    return index_of(board, x, board.height - row_from_bottom + 1);
}
//! [gtp]

//! [sgf]
std::string to_sgf_point(const SimpleBoard& board, int z)
{
    // SGF names the column first, then the row counted from the top, both from 'a'.
    const char column = static_cast<char>('a' + x_of(board, z) - 1);
    const char row = static_cast<char>('a' + y_of(board, z) - 1);
    return {column, row};
}
//! [sgf]

} // namespace stonelab::lesson01
