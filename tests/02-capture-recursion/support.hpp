// Helpers for lesson 2's tests: reading a reference output, naming points, and describing
// boards, walks and captures so that a failed check shows the student what was asked and
// what came back. Every test file includes this first, so that every check shows the
// lesson's values the same way.
#pragma once

#include "02-capture-recursion/fixtures.hpp"

#include "support/lists.hpp"
#include "support/points.hpp"
#include "support/readable.hpp"
#include "support/side_by_side.hpp"
#include "support/text.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace stonelab::lesson02::test {

using namespace stonelab::lesson02::fixtures;
using stonelab::test::words;

/// One reference output (tests/02-capture-recursion/data/NAME): its one-line fields
/// ("key: value") and its diagrams ("key:" followed by the diagram's lines).
class Reference {
public:
    explicit Reference(const std::string& file_name)
        : path_(std::string(LESSON_DATA) + "/" + file_name)
    {
        std::string text;
        try {
            text = stonelab::test::read_text(path_);
        } catch (const std::exception& e) {
            FAIL(e.what() << ": the reference output is missing (run `stonelab golden 2`)");
        }
        std::istringstream in(text);
        std::string line, block;
        while (std::getline(in, line)) {
            if (line.empty() || line.front() == '#') {
                block.clear();
            } else if (!block.empty()) {
                blocks_[block] += line + "\n";
            } else if (line.back() == ':') {
                block = line.substr(0, line.size() - 1);
            } else if (const auto colon = line.find(": "); colon != std::string::npos) {
                fields_[line.substr(0, colon)] = line.substr(colon + 2);
            }
        }
    }

    /// The value of a one-line field.
    std::string field(const std::string& key) const
    {
        INFO("reference output " << path_ << ", field '" << key << "'");
        const auto it = fields_.find(key);
        REQUIRE(it != fields_.end());
        return it->second;
    }

    /// A diagram, read back into a board.
    SimpleBoard board(const std::string& key) const
    {
        INFO("reference output " << path_ << ", diagram '" << key << "'");
        const auto it = blocks_.find(key);
        REQUIRE(it != blocks_.end());
        return from_board(parse_diagram(it->second));
    }

private:
    std::string path_;
    std::map<std::string, std::string> fields_;
    std::map<std::string, std::string> blocks_;
};

/// The GTP vertices of a reference field: "C4 C3" -> {"C4", "C3"}, "none" -> {}.
inline std::vector<std::string> vertices(const std::string& text)
{
    return text == "none" ? std::vector<std::string>{} : words(text);
}

/// The numbers of a text: "0 6 0 0" -> {0, 6, 0, 0}.
inline std::vector<int> numbers(const std::string& text)
{
    std::vector<int> result;
    for (const std::string& word : words(text)) result.push_back(std::stoi(word));
    return result;
}

/// The geometry of a board: its sides, for naming its points.
inline Geometry geometry_of(const SimpleBoard& board) { return {board.width, board.height}; }

/// GTP names of points, in the order given ("index 500 (off the board)" for what is not a
/// point of the board).
inline std::vector<std::string> names(const SimpleBoard& board, const std::vector<Point>& points)
{
    return stonelab::test::vertex_names(geometry_of(board), points);
}

/// The same names, sorted: for comparing sets.
inline std::vector<std::string> sorted(std::vector<std::string> list)
{
    std::sort(list.begin(), list.end());
    return list;
}

/// The point of a GTP vertex on this board.
inline Point at(const SimpleBoard& board, const std::string& name)
{
    return stonelab::test::point_at(geometry_of(board), name);
}

/// The board of a capture case, before the move.
inline SimpleBoard capture_board(const CaptureCase& capture)
{
    return from_board(parse_diagram(capture.diagram));
}

/// True if the board has its (width + 2) * (height + 2) cells: only then can it be drawn.
inline bool well_formed(const SimpleBoard& board)
{
    return board.width >= 1 && board.width <= 19 && board.height >= 1 && board.height <= 19 &&
           board.cells.size() == static_cast<std::size_t>(board.stride() * (board.height + 2));
}

/// What a cell holds, by name: "black", "white", "empty", "wall", or the number.
inline std::string cell_name(int cell)
{
    switch (cell) {
    case kEmpty: return "empty";
    case kBlack: return "black";
    case kWhite: return "white";
    case kWall: return "wall";
    default: return std::to_string(cell) + " (not a value a cell can hold)";
    }
}

/// What is on the point `name` of the board: "black", "white", "empty".
inline std::string what_is_on(const SimpleBoard& board, const std::string& name)
{
    return cell_name(board.cells[at(board, name)]);
}

/// The board's stones as a diagram, and any cell of the frame that is no longer wall: what
/// two boards are compared by (the prisoners aside).
inline std::string stones_of(const SimpleBoard& board)
{
    if (!well_formed(board))
        return std::to_string(board.width) + "x" + std::to_string(board.height) + " board with " +
               std::to_string(board.cells.size()) + " cells instead of " +
               std::to_string(board.stride() * (board.height + 2)) + "\n";
    std::string text = diagram_of(board);
    const Board engine_board = to_board(board);
    for (Point p = 0; p < static_cast<Point>(board.cells.size()); ++p)
        if (!engine_board.geometry().on_board(p) && board.cells[p] != kWall)
            text +=
                "the wall cell " + std::to_string(p) + " holds " + cell_name(board.cells[p]) + "\n";
    return text;
}

/// "black 0, white 6": the prisoners of each player.
inline std::string prisoners_of(const SimpleBoard& board)
{
    return "black " + std::to_string(board.prisoners[0]) + ", white " +
           std::to_string(board.prisoners[1]);
}

/// "right 0, down 6, left 0, up 0": the stones a move took through each neighbour.
inline std::string by_direction(const Capture& capture)
{
    std::string text;
    for (std::size_t i = 0; i < 4; ++i)
        text += (i == 0 ? "" : ", ") + std::string(kDirectionNames[i]) + " " +
                std::to_string(capture.by_direction[i]);
    return text;
}

/// "right 0, down 6, left 0, up 0" from the numbers of a reference output, "0 6 0 0".
inline std::string by_direction(const std::vector<int>& counts)
{
    Capture capture;
    for (std::size_t i = 0; i < 4 && i < counts.size(); ++i) capture.by_direction[i] = counts[i];
    return by_direction(capture);
}

/// A walk by the names of its points: "stones C4 C3 D3, liberties D4 F3 (2)".
inline std::string walk_text(const SimpleBoard& board, const StringWalk& walk)
{
    const auto listed = [&](const std::vector<Point>& points) {
        return points.empty() ? std::string("nothing")
                              : stonelab::test::vertex_list(geometry_of(board), points);
    };
    return "stones " + listed(walk.stones) + " (" + std::to_string(walk.stones.size()) +
           "), liberties " + listed(walk.liberties) + " (" + std::to_string(walk.liberties.size()) +
           ")";
}

/// Checks that `yours` holds the same stones as `expected`, both drawn side by side.
inline void check_same_stones(const SimpleBoard& yours, const SimpleBoard& expected)
{
    INFO("the board after the call:\n"
         << stonelab::test::side_by_side(stones_of(expected), stones_of(yours)));
    const bool same_stones = stones_of(yours) == stones_of(expected);
    CHECK(same_stones);
}

} // namespace stonelab::lesson02::test

namespace Catch {

template <> struct StringMaker<stonelab::lesson02::SimpleBoard> {
    static std::string convert(const stonelab::lesson02::SimpleBoard& board)
    {
        return "\n" + stonelab::lesson02::test::stones_of(board) +
               "prisoners: " + stonelab::lesson02::test::prisoners_of(board);
    }
};

/// A walk without its board: the points as indices (the tests name them with walk_text).
template <> struct StringMaker<stonelab::lesson02::StringWalk> {
    static std::string convert(const stonelab::lesson02::StringWalk& walk)
    {
        const auto listed = [](const std::vector<stonelab::Point>& points) {
            std::string text;
            for (stonelab::Point p : points) text += " " + std::to_string(p);
            return points.empty() ? std::string(" nothing") : text;
        };
        return std::to_string(walk.stones.size()) + " stones at indices" + listed(walk.stones) +
               ", " + std::to_string(walk.liberties.size()) + " liberties at indices" +
               listed(walk.liberties);
    }
};

template <> struct StringMaker<stonelab::lesson02::Capture> {
    static std::string convert(const stonelab::lesson02::Capture& capture)
    {
        return stonelab::lesson02::test::by_direction(capture) + " (" +
               std::to_string(capture.total()) + " in all)";
    }
};

} // namespace Catch
