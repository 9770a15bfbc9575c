// Catch2 helpers of lesson 1's tests: where the data is, and failure messages that show
// boards, cells and diagrams the way a student reads them. Every test file includes this
// first, so that every check shows the lesson's values the same way.
#pragma once

#include "positions.hpp"

#include "engine/formats/diagram.hpp"
#include "support/lists.hpp"
#include "support/readable.hpp"
#include "support/side_by_side.hpp"
#include "support/text.hpp"

#include <catch2/catch.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace stonelab::lesson01::test {

/// What a cell holds, shown by name in a failed check: `CHECK(Cell{opponent(kBlack)} ==
/// Cell{kWhite})` fails as "empty (0) == white (2)", not as "0 == 2".
struct Cell {
    int value;
    bool operator==(const Cell&) const = default;
};

/// "black (1)", "wall (3)", "7 (not a value a cell can hold)".
inline std::string cell_name(int value)
{
    switch (value) {
    case kEmpty: return "empty (0)";
    case kBlack: return "black (1)";
    case kWhite: return "white (2)";
    case kWall: return "wall (3)";
    default: return std::to_string(value) + " (not a value a cell can hold)";
    }
}

/// What is wrong with a board, or "" if it is well formed: sides of 1..19,
/// (width + 2) * (height + 2) cells, the wall exactly on the frame, and only kEmpty, kBlack or
/// kWhite inside.
inline std::string malformation(const SimpleBoard& board)
{
    if (board.width < 1 || board.width > kMaxSize || board.height < 1 || board.height > kMaxSize)
        return "the sides must be 1 to 19";
    const auto cells = static_cast<std::size_t>((board.width + 2) * (board.height + 2));
    if (board.cells.size() != cells)
        return std::to_string(board.cells.size()) + " cells instead of (" +
               std::to_string(board.width) + " + 2) * (" + std::to_string(board.height) +
               " + 2) = " + std::to_string(cells);
    for (int y = 0; y <= board.height + 1; ++y)
        for (int x = 0; x <= board.width + 1; ++x) {
            const int value = fixtures::cell_at(board, x, y);
            const bool frame = x == 0 || y == 0 || x == board.width + 1 || y == board.height + 1;
            const std::string where = "the cell x = " + std::to_string(x) +
                                      ", y = " + std::to_string(y) + " holds " + cell_name(value);
            if (frame && value != kWall) return where + " but is on the frame, which is wall";
            if (!frame && (value < kEmpty || value > kWhite))
                return where + " but is a point of the board";
        }
    return "";
}

/// A board as a student reads it: its diagram when it is well formed, the seeds' numeric
/// array (which shows the wall) and what is wrong with it otherwise.
inline std::string describe(const SimpleBoard& board)
{
    const std::string problem = malformation(board);
    if (!problem.empty())
        return "a board that is not well formed (" + problem + "): " + fixtures::numeric(board);
    return std::to_string(board.width) + "x" + std::to_string(board.height) + " board\n" +
           print_diagram(fixtures::to_engine(board));
}

/// Checks that `yours` is the board `expected`, showing both side by side: as diagrams when
/// both are well formed, else as the seeds' numeric arrays with what is wrong with yours.
inline void check_board(const SimpleBoard& yours, const SimpleBoard& expected)
{
    const std::string problem = malformation(yours);
    const bool diagrams = problem.empty() && malformation(expected).empty();
    INFO((diagrams ? stonelab::test::side_by_side(describe(expected), describe(yours))
                   : "the cells row by row:\n" +
                         stonelab::test::side_by_side(fixtures::numeric(expected),
                                                      fixtures::numeric(yours)) +
                         "what is wrong with yours: " + (problem.empty() ? "nothing" : problem)));
    const bool same_board = yours == expected;
    CHECK(same_board);
}

/// The content of a file of tests/01-board-display/data (fails the test if it is missing).
inline std::string data_file(const std::string& name)
{
    try {
        return stonelab::test::read_text(std::string(LESSON_DATA) + "/" + name);
    } catch (const std::exception& e) {
        FAIL(e.what() << ": the lesson's data files are missing (run `stonelab golden 1`)");
    }
    return {};
}

/// A position of data/positions/.
inline SimpleBoard position(std::string_view name)
{
    return fixtures::read_numeric_board(data_file("positions/" + std::string(name) + ".txt"));
}

/// A well-formed board as the engine draws it, for failure messages.
inline std::string diagram(const SimpleBoard& board)
{
    return print_diagram(fixtures::to_engine(board));
}

/// Text shown between `|` marks line by line, so that spaces at the ends of lines and
/// missing or extra lines are visible in a failure message; `\n` marks a line end.
inline std::string quoted_lines(std::string_view text)
{
    std::string out;
    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        out +=
            "|" + std::string(text.substr(0, end)) + "|" + (end == text.npos ? "" : "\\n") + "\n";
        if (end == text.npos) break;
        text.remove_prefix(end + 1);
    }
    return out.empty() ? "(no text at all)\n" : out;
}

/// Two texts quoted line by line, side by side: "expected" on the left, "yours" on the right.
inline std::string quoted_side_by_side(std::string_view expected, std::string_view yours)
{
    return stonelab::test::side_by_side(quoted_lines(expected), quoted_lines(yours));
}

} // namespace stonelab::lesson01::test

namespace Catch {

template <> struct StringMaker<stonelab::lesson01::SimpleBoard> {
    static std::string convert(const stonelab::lesson01::SimpleBoard& board)
    {
        return "\n" + stonelab::lesson01::test::describe(board);
    }
};

template <> struct StringMaker<stonelab::lesson01::test::Cell> {
    static std::string convert(stonelab::lesson01::test::Cell cell)
    {
        return stonelab::lesson01::test::cell_name(cell.value);
    }
};

/// parse_gtp_vertex's answer: an index, or "nothing" for std::nullopt.
template <> struct StringMaker<std::optional<int>> {
    static std::string convert(const std::optional<int>& z)
    {
        return z ? "index " + std::to_string(*z) : "nothing (std::nullopt)";
    }
};

} // namespace Catch
