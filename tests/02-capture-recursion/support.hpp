// Helpers for lesson 2's tests: reading a reference output, naming points, and describing
// a position so that a failed check shows the student what was asked.
#pragma once

#include "02-capture-recursion/fixtures.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace stonelab::lesson02::test {

using namespace stonelab::lesson02::fixtures;

/// One reference output (tests/02-capture-recursion/data/NAME): its one-line fields
/// ("key: value") and its diagrams ("key:" followed by the diagram's lines).
class Reference {
public:
    explicit Reference(const std::string& file_name)
        : path_(std::string(LESSON_DATA) + "/" + file_name)
    {
        std::ifstream in(path_);
        INFO("reference output " << path_);
        REQUIRE(in.good()); // missing? run `stonelab golden 2`
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

/// The words of a text: "C4 C3 D3" -> {"C4", "C3", "D3"}.
inline std::vector<std::string> words(const std::string& text)
{
    std::istringstream in(text);
    std::vector<std::string> result;
    for (std::string word; in >> word;) result.push_back(word);
    return result;
}

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

/// GTP names of points, in the order given.
inline std::vector<std::string> names(const SimpleBoard& board, const std::vector<Point>& points)
{
    return words(vertex_list(board, points));
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
    return vertex({board.width, board.height}, name);
}

/// The board of a capture case, before the move.
inline SimpleBoard capture_board(const CaptureCase& capture)
{
    return from_board(parse_diagram(capture.diagram));
}

/// True if both boards hold the same thing on every cell (prisoners aside).
inline bool same_cells(const SimpleBoard& a, const SimpleBoard& b)
{
    return a.width == b.width && a.height == b.height && a.cells == b.cells;
}

} // namespace stonelab::lesson02::test
