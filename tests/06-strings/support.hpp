// Helpers shared by lesson 6's tests: the fixtures and their reference outputs, the engine's
// strings as the tests' own answers (engine_strings.hpp), points named the way a reader of a
// diagram names them (GTP vertices, tests/support/points.hpp), and how Catch2 shows the
// lesson's values in a failed check: an Atari as "3 at G5", records and ID boards as text.
#pragma once

#include "engine_strings.hpp"
#include "fixtures.hpp"

#include "support/lists.hpp"
#include "support/points.hpp"
#include "support/readable.hpp"
#include "support/side_by_side.hpp"
#include "support/text.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

namespace Catch {

template <> struct StringMaker<stonelab::lesson06::Atari> {
    static std::string convert(const stonelab::lesson06::Atari& atari)
    {
        return std::to_string(atari.id) + " at index " + std::to_string(atari.liberty);
    }
};

} // namespace Catch

namespace stonelab::lesson06::test {

inline const std::filesystem::path kDataDir = LESSON_DATA;

inline std::vector<fixtures::Fixture> all_fixtures() { return fixtures::load_fixtures(kDataDir); }

/// The fixture `name`; fails the test if there is none.
inline fixtures::Fixture fixture(const std::string& name)
{
    for (const fixtures::Fixture& found : all_fixtures())
        if (found.name == name) return found;
    FAIL("no fixture " << name << " in " << (kDataDir / "fixtures").string());
    return {};
}

/// The position of the fixture `name`.
inline Board position(const std::string& name) { return parse_diagram(fixture(name).diagram); }

/// The reference output of a fixture, split into its sections.
inline std::map<std::string, std::string> reference(const fixtures::Fixture& fixture)
{
    return fixtures::parse_sections(
        stonelab::test::read_text(kDataDir / "records" / (fixture.name + ".txt")));
}

/// The point named by a GTP vertex ("C2") on this board; fails the test if there is none.
inline Point point_at(const Board& board, const std::string& name)
{
    return stonelab::test::point_at(board.geometry(), name);
}

/// The names of `points` on this board, in their order.
inline std::vector<std::string> names(const Board& board, const std::vector<Point>& points)
{
    return stonelab::test::vertex_names(board.geometry(), points);
}

/// label_strings(board), after checking its shape: the board's width and height, one id per
/// cell.
inline StringLabels labels_of(const Board& board)
{
    const StringLabels labels = label_strings(board);
    INFO("label_strings on\n"
         << print_diagram(board) << "returned width " << labels.width << ", height "
         << labels.height << " and " << labels.id.size() << " ids; the board is " << board.width()
         << " wide and " << board.height() << " high, with " << board.geometry().cells()
         << " cells (board.geometry().cells())");
    REQUIRE(labels.width == board.width());
    REQUIRE(labels.height == board.height());
    REQUIRE(labels.id.size() == static_cast<std::size_t>(board.geometry().cells()));
    return labels;
}

/// The id of the stone on `name` in `labels` (whose shape labels_of has checked).
inline int id_at(const Board& board, const StringLabels& labels, const std::string& name)
{
    return labels.id[static_cast<std::size_t>(point_at(board, name))];
}

/// The record of string `id`; fails the test if `records` has none.
inline StringRecord record_with_id(const std::vector<StringRecord>& records, int id,
                                   const std::string& where)
{
    for (const StringRecord& record : records)
        if (record.id == id) return record;
    FAIL(where << " has no record with id " << id);
    return {};
}

/// Two texts side by side under headings of their own (stonelab::test::side_by_side's layout,
/// whose headings say "expected" and "yours").
inline std::string beside(const std::string& left_title, const std::string& left,
                          const std::string& right_title, const std::string& right)
{
    const std::string text = stonelab::test::side_by_side(left, right);
    const std::size_t end = text.find('\n');
    const std::size_t column = text.rfind("yours", end);
    std::string heading = left_title;
    heading.resize(std::max(column, left_title.size() + 1), ' ');
    return heading + right_title + text.substr(end);
}

/// The first line where two texts differ, with both versions of it.
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

/// Checks the sections the student's code computed against the fixture's reference output:
/// a failure shows the fixture, both versions of the section side by side, and the first line
/// where they differ.
inline void check_sections(const fixtures::Fixture& fixture,
                           const std::map<std::string, std::string>& yours)
{
    const auto expected = reference(fixture);
    for (const auto& [name, text] : yours) {
        const auto found = expected.find(name);
        {
            INFO("the reference output "
                 << (kDataDir / "records" / (fixture.name + ".txt")).string()
                 << " has no section '## " << name << "'");
            REQUIRE(found != expected.end());
        }
        const LineDifference difference = first_difference(found->second, text);
        INFO("fixture " << fixture.name << ": " << fixture.title << "\n"
                        << print_diagram(parse_diagram(fixture.diagram)) << "section '" << name
                        << "'\n"
                        << stonelab::test::side_by_side(found->second, text)
                        << "the first line that differs is line " << difference.line
                        << " of the section");
        const std::string& your_line = difference.yours;
        const std::string& expected_line = difference.expected;
        CHECK(your_line == expected_line);
    }
}

} // namespace stonelab::lesson06::test
