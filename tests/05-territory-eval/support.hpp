// Helpers shared by lesson 5's tests: the fixtures and their reference outputs, points named
// the way a reader of a diagram names them (GTP vertices, tests/support/points.hpp), and how
// Catch2 shows the lesson's values in a failed check: colours and boards by name and diagram
// (tests/support/readable.hpp), lists of names with "nothing" for an empty one
// (tests/support/lists.hpp), an InfluenceRule by its experiment, a Score as its count, and a
// territory map or a think_move answer drawn on the board it belongs to (MapOn, ChoiceOn: a
// Point is an index into its board, so neither can be drawn without it).
#pragma once

#include "fixtures.hpp"

#include "support/check_sections.hpp"
#include "support/lists.hpp"
#include "support/points.hpp"
#include "support/readable.hpp"
#include "support/side_by_side.hpp"
#include "support/text.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <sstream>
#include <string>
#include <vector>

namespace stonelab::lesson05 {

/// Two scores are the same count: the same four numbers and the same margin (margins are
/// halves, so "the same" allows only for rounding).
inline bool operator==(const Score& a, const Score& b)
{
    return a.black_stones == b.black_stones && a.white_stones == b.white_stones &&
           a.black_territory == b.black_territory && a.white_territory == b.white_territory &&
           std::abs(a.margin - b.margin) < 1e-9;
}

namespace test {

/// A territory map with the board it belongs to. Catch2 shows it as the map's diagram
/// (`x` Black's, `o` White's, `.` nobody's), the way data/maps/ draws it.
struct MapOn {
    Board board;
    TerritoryMap map;
};

/// think_move's answer with the board it was asked about. Catch2 shows it as the chosen move,
/// its delta, and the delta of every move (the way data/maps/ draws it).
struct ChoiceOn {
    Board board;
    MoveChoice choice;
};

} // namespace test

} // namespace stonelab::lesson05

namespace Catch {

template <> struct StringMaker<stonelab::lesson05::InfluenceRule> {
    static std::string convert(stonelab::lesson05::InfluenceRule rule)
    {
        switch (rule) {
        case stonelab::lesson05::InfluenceRule::Cancel: return "experiment 1 (cancel)";
        case stonelab::lesson05::InfluenceRule::Majority: return "experiment 2 (majority)";
        }
        return "InfluenceRule " + std::to_string(static_cast<int>(rule));
    }
};

/// "black 6 stones + 4 territory = 10, white 5 stones + 10 territory = 15, result W+11.5"
template <> struct StringMaker<stonelab::lesson05::Score> {
    static std::string convert(const stonelab::lesson05::Score& score)
    {
        std::string text;
        for (char c : stonelab::lesson05::fixtures::score_text(score))
            text += c == '\n' ? std::string(", ") : std::string(1, c);
        return text.substr(0, text.size() - 2); // the last line's ", "
    }
};

template <> struct StringMaker<stonelab::lesson05::test::MapOn> {
    static std::string convert(const stonelab::lesson05::test::MapOn& shown)
    {
        if (shown.map.size() != static_cast<std::size_t>(shown.board.geometry().cells()))
            return "a map of " + std::to_string(shown.map.size()) + " cells (the board has " +
                   std::to_string(shown.board.geometry().cells()) + ")";
        return "\n" + stonelab::lesson05::fixtures::draw_map(shown.board, shown.map);
    }
};

template <> struct StringMaker<stonelab::lesson05::test::ChoiceOn> {
    static std::string convert(const stonelab::lesson05::test::ChoiceOn& shown)
    {
        return "\n" + stonelab::lesson05::fixtures::choice_text(shown.board, shown.choice);
    }
};

} // namespace Catch

namespace stonelab::lesson05::test {

inline const std::filesystem::path kDataDir = LESSON_DATA;

inline std::vector<fixtures::Fixture> all_fixtures() { return fixtures::load_fixtures(kDataDir); }

/// The reference output of a fixture, split into its sections.
inline std::map<std::string, std::string> reference(const fixtures::Fixture& fixture)
{
    return fixtures::parse_sections(
        stonelab::test::read_text(kDataDir / "maps" / (fixture.name + ".txt")));
}

/// The point named by a GTP vertex ("C2") on this board; fails the test if there is none.
inline Point point_at(const Board& board, const std::string& name)
{
    return stonelab::test::point_at(board.geometry(), name);
}

/// "C2", "pass", or what a point that is not on the board is.
inline std::string name_of(const Board& board, Point p)
{
    return stonelab::test::vertex_name(board.geometry(), p);
}

/// The points that have a delta in `deltas`, by name, in raster order.
inline std::vector<std::string> moves_with_a_delta(const Board& board,
                                                   const std::map<Point, int>& deltas)
{
    std::vector<std::string> names;
    for (const auto& [point, delta] : deltas) names.push_back(name_of(board, point));
    return names;
}

/// The owner of every point, stones included: `x` Black's, `o` White's, `.` nobody's (the
/// reference maps draw the stones themselves; this shows what the map says about them too).
inline std::string draw_owners(const Board& board, const TerritoryMap& map)
{
    DiagramOptions options;
    for (Point p : board.points()) {
        const Color owner = p < static_cast<Point>(map.size()) ? map[p] : Color::Empty;
        options.marks[p] = owner == Color::Black ? "x" : owner == Color::White ? "o" : ".";
    }
    return print_diagram(board, options);
}

using stonelab::test::beside;

/// Checks the sections the student's code computed against the fixture's reference output
/// (tests/support/check_sections.hpp).
inline void check_sections(const fixtures::Fixture& fixture,
                           const std::map<std::string, std::string>& yours)
{
    stonelab::test::check_sections(kDataDir / "maps" / (fixture.name + ".txt"),
                                   "fixture " + fixture.name + ": " + fixture.title + "\n" +
                                       print_diagram(parse_diagram(fixture.diagram)),
                                   reference(fixture), yours);
}

} // namespace stonelab::lesson05::test
