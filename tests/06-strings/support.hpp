// Helpers shared by lesson 6's tests: the fixtures and their reference outputs, the engine's
// strings as the tests' own answers (engine_strings.hpp), points named the way a reader of a
// diagram names them (GTP vertices, tests/support/points.hpp), and how Catch2 shows the
// lesson's values in a failed check: an Atari as "3 at G5", records and ID boards as text.
#pragma once

#include "engine_strings.hpp"
#include "fixtures.hpp"

#include "support/check_sections.hpp"
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

using stonelab::test::beside;

/// Checks the sections the student's code computed against the fixture's reference output
/// (tests/support/check_sections.hpp).
inline void check_sections(const fixtures::Fixture& fixture,
                           const std::map<std::string, std::string>& yours)
{
    stonelab::test::check_sections(kDataDir / "records" / (fixture.name + ".txt"),
                                   "fixture " + fixture.name + ": " + fixture.title + "\n" +
                                       print_diagram(parse_diagram(fixture.diagram)),
                                   reference(fixture), yours);
}

} // namespace stonelab::lesson06::test
