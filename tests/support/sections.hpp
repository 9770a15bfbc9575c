/// \file
/// Reference outputs made of sections (lessons 5 and 6 write one per fixture): a title line,
/// then each section as a heading `## NAME` and its text.
///
///     # ring: a ring of white stones around one black stone
///     ## string ids
///     ...
///     ## records
///     ...
///
/// golden.cpp writes them with `sections_text`, the tests read them with `parse_sections`, and
/// `first_difference` finds the line a failure names (check_sections.hpp shows it).
#pragma once

#include <algorithm>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace stonelab::test {

/// The reference output of fixture `name`: its title line, then the sections in `order`
/// (every name in `order` must be in `sections`).
inline std::string sections_text(const std::string& name, const std::string& title,
                                 const std::vector<std::string>& order,
                                 const std::map<std::string, std::string>& sections)
{
    std::string text = "# " + name + ": " + title + "\n";
    for (const std::string& section : order) text += "## " + section + "\n" + sections.at(section);
    return text;
}

/// A reference output split back into its sections, by name; the title line is dropped.
inline std::map<std::string, std::string> parse_sections(const std::string& text)
{
    std::map<std::string, std::string> sections;
    std::istringstream in(text);
    std::string line, current;
    while (std::getline(in, line)) {
        if (line.rfind("## ", 0) == 0)
            current = line.substr(3), sections[current];
        else if (!current.empty())
            sections[current] += line + "\n";
    }
    return sections;
}

/// The first line where two texts differ, with both versions of it ("(no line)" past the end
/// of one), so that a failed check names the line.
struct LineDifference {
    int line = 0; ///< 0: the texts are the same
    std::string expected, yours;
};

inline LineDifference first_difference(const std::string& expected, const std::string& yours)
{
    const auto lines = [](const std::string& text) {
        std::vector<std::string> found;
        std::istringstream in(text);
        for (std::string line; std::getline(in, line);) found.push_back(line);
        return found;
    };
    const auto a = lines(expected), b = lines(yours);
    for (std::size_t i = 0; i < std::max(a.size(), b.size()); ++i) {
        const std::string left = i < a.size() ? a[i] : "(no line)";
        const std::string right = i < b.size() ? b[i] : "(no line)";
        if (left != right) return {static_cast<int>(i) + 1, left, right};
    }
    if (expected != yours) return {1, "(the same lines, but not the same text)", ""};
    return {};
}

} // namespace stonelab::test
