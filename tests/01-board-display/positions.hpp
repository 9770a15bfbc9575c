// The positions of lesson 1's tests and reference outputs, and how they are read: shared by
// the tests and by golden.cpp. Nothing here calls the student's code, so a mistake in it
// can never hide behind a mistake in the helpers.
#pragma once

#include "board_display.hpp"

#include "engine/go/board.hpp"
#include "support/text.hpp"

#include <algorithm>
#include <array>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace stonelab::lesson01::fixtures {

/// The positions in data/positions/, each an (W+2) x (H+2) numeric array as the seeds write
/// them. The two 9x9 ones are the seeds' (see each file's comment).
inline constexpr std::array<std::string_view, 4> kPositions = {"seed002_9x9", "seed001_9x9",
                                                               "wide_5x3", "corners_19x19"};

/// The three styles, with the names used in the reference files.
inline constexpr std::array<std::pair<DiagramStyle, std::string_view>, 3> kStyles = {{
    {DiagramStyle::Ascii, "ascii"},
    {DiagramStyle::Seed2004, "seed2004"},
    {DiagramStyle::Seed2015, "seed2015"},
}};

/// The board sizes of the coordinate tables in data/coordinates/.
inline constexpr std::array<std::pair<int, int>, 3> kSizes = {{{9, 9}, {5, 3}, {19, 19}}};

/// The file name of a printed reference: print/NAME_STYLE.txt, or NAME_STYLE_bare.txt
/// without coordinates.
inline std::string print_file(std::string_view position, std::string_view style, bool coordinates)
{
    return "print/" + std::string(position) + "_" + std::string(style) +
           (coordinates ? "" : "_bare") + ".txt";
}

/// The file name of a coordinate table: coordinates/WxH.txt.
inline std::string coordinates_file(int width, int height)
{
    return "coordinates/" + std::to_string(width) + "x" + std::to_string(height) + ".txt";
}

/// Reads a numeric array ("3,3,3\n3,0,3\n3,3,3", lines starting with '#' are comments) into
/// a board. Throws unless the rows are equally long and the outermost cells are all 3.
inline SimpleBoard read_numeric_board(const std::string& text)
{
    std::vector<std::vector<int>> rows;
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) {
        if (line.empty() || line[0] == '#') continue;
        std::vector<int> row;
        std::istringstream values(line);
        for (std::string value; std::getline(values, value, ',');) row.push_back(std::stoi(value));
        if (!rows.empty() && row.size() != rows.front().size())
            throw std::runtime_error("numeric board: rows of different lengths");
        rows.push_back(row);
    }
    if (rows.size() < 3 || rows.front().size() < 3)
        throw std::runtime_error("numeric board: too small");
    SimpleBoard board{
        static_cast<int>(rows.front().size()) - 2, static_cast<int>(rows.size()) - 2, {}};
    for (std::size_t y = 0; y < rows.size(); ++y)
        for (std::size_t x = 0; x < rows[y].size(); ++x) {
            const bool frame = y == 0 || x == 0 || y + 1 == rows.size() || x + 1 == rows[y].size();
            if (frame != (rows[y][x] == kWall))
                throw std::runtime_error("numeric board: the wall must be exactly the frame");
            board.cells.push_back(rows[y][x]);
        }
    return board;
}

/// A position of data/positions/ by name.
inline SimpleBoard position(const std::string& data_dir, std::string_view name)
{
    return read_numeric_board(
        stonelab::test::read_text(data_dir + "/positions/" + std::string(name) + ".txt"));
}

/// The cell (x, y) of a board, computed here rather than with the student's index_of.
inline int cell_at(const SimpleBoard& board, int x, int y)
{
    return board.cells.at(static_cast<std::size_t>(y * (board.width + 2) + x));
}

/// The same position on the engine's board (for print_diagram, parse_diagram and failure
/// messages). The board must have the right number of cells and sides of 1..19.
inline Board to_engine(const SimpleBoard& board)
{
    Board engine(board.width, board.height);
    for (int y = 1; y <= board.height; ++y)
        for (int x = 1; x <= board.width; ++x) {
            const int c = cell_at(board, x, y);
            if (c == kBlack || c == kWhite)
                engine.set_stone(engine.geometry().point(x, y), static_cast<Color>(c));
        }
    return engine;
}

/// A board in the seeds' numeric form, one row per line: what a failure message shows, so
/// that the wall is visible too. Copes with boards of the wrong size.
inline std::string numeric(const SimpleBoard& board)
{
    std::ostringstream out;
    out << board.width << "x" << board.height << ", " << board.cells.size() << " cells";
    const auto stride = static_cast<std::size_t>(std::max(board.width + 2, 1));
    for (std::size_t i = 0; i < board.cells.size(); ++i)
        out << (i % stride == 0 ? "\n  " : ",") << board.cells[i];
    return out.str() + "\n";
}

} // namespace stonelab::lesson01::fixtures
