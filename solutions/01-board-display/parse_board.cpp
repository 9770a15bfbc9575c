// Lesson 1, task 4: reading a diagram (reference solution).
#include "board_display.hpp"

#include <stdexcept>

namespace stonelab::lesson01 {

namespace {

std::invalid_argument error(int line, const std::string& message)
{
    return std::invalid_argument("line " + std::to_string(line) + ": " + message);
}

//! [read_row]
// The points of one line, kEmpty/kBlack/kWhite, spaces skipped.
std::vector<int> read_row(std::string_view text, int line)
{
    std::vector<int> row;
    for (const char c : text) {
        switch (c) {
        case ' ':
        case '\r': break;
        case '.':
        case '+': row.push_back(kEmpty); break;
        case 'X': row.push_back(kBlack); break;
        case 'O': row.push_back(kWhite); break;
        default:
            throw error(line, std::string("unknown character '") + c +
                                  "': write . or + for an empty point, X for black, O for white");
        }
    }
    return row;
}
//! [read_row]

// The text's lines, without their '\n'.
std::vector<std::string_view> split_lines(std::string_view text)
{
    std::vector<std::string_view> lines;
    while (true) {
        const std::size_t end = text.find('\n');
        lines.push_back(text.substr(0, end));
        if (end == std::string_view::npos) return lines;
        text.remove_prefix(end + 1);
    }
}

} // namespace

//! [parse_board]
SimpleBoard parse_board(std::string_view text)
{
    // First every row as a list of points, checking that all rows are equally long...
    std::vector<std::vector<int>> rows;
    constexpr auto max_size = static_cast<std::size_t>(kMaxSize);
    int line_number = 0;
    for (const std::string_view line : split_lines(text)) {
        ++line_number;
        std::vector<int> row = read_row(line, line_number);
        if (row.empty()) continue; // a blank line
        if (!rows.empty() && row.size() != rows.front().size())
            throw error(line_number, "this row has " + std::to_string(row.size()) +
                                         " points but the first row has " +
                                         std::to_string(rows.front().size()) +
                                         ": all rows must be equally long");
        // The other rows are as long as the first, so the first row is the one too wide.
        if (row.size() > max_size)
            throw error(line_number, "this row has " + std::to_string(row.size()) +
                                         " points: boards go up to 19x19");
        if (rows.size() == max_size) throw error(line_number, "a 20th row: boards go up to 19x19");
        rows.push_back(std::move(row));
    }
    if (rows.empty()) throw error(1, "no board rows: write one line per row, e.g. \". X O\"");
    const auto width = static_cast<int>(rows.front().size());
    const auto height = static_cast<int>(rows.size());

    // ...then the points into a new board, inside its frame: point (x, y) of the diagram,
    // counted from 1, is rows[y - 1][x - 1].
    SimpleBoard board = make_board(width, height);
    for (int y = 1; y <= height; ++y)
        for (int x = 1; x <= width; ++x)
            board.cells[static_cast<std::size_t>(index_of(board, x, y))] =
                rows[static_cast<std::size_t>(y - 1)][static_cast<std::size_t>(x - 1)];
    return board;
}
//! [parse_board]

} // namespace stonelab::lesson01
