/// \file
/// Two boards or maps side by side, "expected" on the left and "yours" on the right, line by
/// line: the difference between two diagrams is easier to see across than down.
#pragma once

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

namespace stonelab::test {

namespace side_by_side_detail {

inline std::vector<std::string> lines_of(const std::string& text)
{
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

/// Characters as a terminal counts them: a UTF-8 character (●, ○) is one.
inline std::size_t columns(const std::string& text)
{
    return static_cast<std::size_t>(
        std::count_if(text.begin(), text.end(), [](char c) { return (c & 0xC0) != 0x80; }));
}

} // namespace side_by_side_detail

/// `expected` and `actual` (texts of several lines) next to each other, under the headings
/// "expected" and "yours", with a line end after each line.
inline std::string side_by_side(const std::string& expected, const std::string& actual)
{
    using namespace side_by_side_detail;
    const std::vector<std::string> left = lines_of(expected);
    const std::vector<std::string> right = lines_of(actual);
    std::size_t width = std::string("expected").size();
    for (const std::string& line : left) width = std::max(width, columns(line));
    std::string text;
    const auto row = [&](const std::string& a, const std::string& b) {
        text += a + std::string(width - columns(a) + 4, ' ') + b;
        while (!text.empty() && text.back() == ' ') text.pop_back();
        text += "\n";
    };
    row("expected", "yours");
    for (std::size_t i = 0; i < std::max(left.size(), right.size()); ++i)
        row(i < left.size() ? left[i] : "", i < right.size() ? right[i] : "");
    return text;
}

/// `side_by_side` under headings of one's own in place of "expected" and "yours" (a position
/// and a map of it, say).
inline std::string beside(const std::string& left_title, const std::string& left,
                          const std::string& right_title, const std::string& right)
{
    const std::string text = side_by_side(left, right);
    const std::size_t end = text.find('\n');
    const std::size_t column = text.rfind("yours", end);
    std::string heading = left_title;
    heading.resize(std::max(column, left_title.size() + 1), ' ');
    return heading + right_title + text.substr(end);
}

} // namespace stonelab::test
