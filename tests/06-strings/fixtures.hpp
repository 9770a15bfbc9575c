// Lesson 6's fixtures and reference outputs, shared by the tests and by golden.cpp.
//
// A fixture (data/fixtures/NAME.txt) is a position under one header line:
//
//     title: A U-shaped string that the raster scan meets twice in its first row
//     . . . . .
//     ...
//
// Its reference output (data/records/NAME.txt, written by golden.cpp from the solution) is a
// list of sections, each starting with a line "## name": the ID board (task 1), the records
// (task 2), the neighbours of each string and the strings in atari (task 3). Each task's tests
// compute their sections with the student's code and compare them with the file.
#pragma once

#include "strings.hpp"

#include "engine/formats/diagram.hpp"
#include "support/fixture_files.hpp"
#include "support/sections.hpp"

#include <filesystem>
#include <iomanip>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace stonelab::lesson06::fixtures {

struct Fixture {
    std::string name;  ///< the file name without .txt
    std::string title; ///< what the fixture shows
    std::string diagram;
};

/// Every fixture in data/fixtures, sorted by name.
inline std::vector<Fixture> load_fixtures(const std::filesystem::path& data_dir)
{
    std::vector<Fixture> fixtures;
    for (const stonelab::test::FixtureFile& file :
         stonelab::test::read_fixture_files(data_dir / "fixtures", {"title"}))
        fixtures.push_back({file.name, file.fields.at("title"), file.diagram});
    return fixtures;
}

/// "D4", or what an index that is no point of the board is ("index 500 (off the board)").
inline std::string point_name(const Geometry& g, Point p)
{
    if (p < 0 || p >= g.cells() || !g.on_board(p))
        return "index " + std::to_string(p) + " (off the board)";
    return to_gtp_vertex(g, p);
}

/// "D4 E4", or "none".
inline std::string point_list(const Geometry& g, const std::vector<Point>& points)
{
    std::string text;
    for (Point p : points) text += (text.empty() ? "" : " ") + point_name(g, p);
    return text.empty() ? "none" : text;
}

/// "2 5", or "none".
inline std::string id_list(const std::vector<int>& ids)
{
    std::string text;
    for (int id : ids) text += (text.empty() ? "" : " ") + std::to_string(id);
    return text.empty() ? "none" : text;
}

/// An ID board: the id of every stone, right-aligned in three columns, `.` for an empty point,
/// with GTP coordinates around it (seed 000's `DisplayString`, which prints "%3d" or "  +").
/// `ids` is indexed by Point; a list of the wrong size is drawn as what it is.
inline std::string draw_ids(const Geometry& g, const std::vector<int>& ids)
{
    if (ids.size() != static_cast<std::size_t>(g.cells()))
        return "(a list of " + std::to_string(ids.size()) + " ids: the board has " +
               std::to_string(g.cells()) + " cells)\n";
    std::ostringstream out;
    out << "   ";
    for (int x = 1; x <= g.width; ++x) out << std::setw(3) << gtp_column_letter(x);
    out << "\n";
    for (int y = 1; y <= g.height; ++y) {
        out << std::setw(2) << g.height - y + 1 << " ";
        for (int x = 1; x <= g.width; ++x) {
            const int id = ids[static_cast<std::size_t>(g.point(x, y))];
            if (id == 0)
                out << "  .";
            else
                out << std::setw(3) << id;
        }
        out << "  " << g.height - y + 1 << "\n";
    }
    out << "   ";
    for (int x = 1; x <= g.width; ++x) out << std::setw(3) << gtp_column_letter(x);
    out << "\n";
    return out.str();
}

/// "black" or "white" (or what else a record says).
inline std::string color_word(Color color) { return std::string(color_name(color)); }

/// One record as task 2 knows it: "string 4: white, 2 stones D4 E4, 4 liberties D5 C4 D3 E3".
inline std::string record_line(const Geometry& g, const StringRecord& record)
{
    return "string " + std::to_string(record.id) + ": " + color_word(record.color) + ", " +
           std::to_string(record.size()) + (record.size() == 1 ? " stone " : " stones ") +
           point_list(g, record.stones) + ", " + std::to_string(record.liberty_count()) +
           (record.liberty_count() == 1 ? " liberty " : " liberties ") +
           point_list(g, record.liberties);
}

/// Every record, one line each ("no strings" for none).
inline std::string records_text(const Geometry& g, const std::vector<StringRecord>& records)
{
    std::string text;
    for (const StringRecord& record : records) text += record_line(g, record) + "\n";
    return text.empty() ? "no strings\n" : text;
}

/// "black: 2 at E5, 3 at G5" (or "black: none").
inline std::string atari_line(const Geometry& g, Color player, const std::vector<Atari>& ataris)
{
    std::string text = color_word(player) + ":";
    for (std::size_t i = 0; i < ataris.size(); ++i)
        text += (i == 0 ? " " : ", ") + std::to_string(ataris[i].id) + " at " +
                point_name(g, ataris[i].liberty);
    return ataris.empty() ? text + " none" : text;
}

// ---- the sections of a reference output, task by task ---------------------------------

/// Task 1: the ID board.
inline std::map<std::string, std::string> task1_sections(const Board& board)
{
    const StringLabels labels = label_strings(board);
    return {{"string ids", draw_ids(board.geometry(), labels.id)}};
}

/// Task 2: the records, from the labels `labels` (the reference's, in the tests).
inline std::map<std::string, std::string> task2_sections(const Board& board,
                                                         const StringLabels& labels)
{
    return {{"records", records_text(board.geometry(), string_records(board, labels))}};
}

/// Task 3: each string's neighbours and each player's strings in atari, from the labels and
/// records given (the reference's, in the tests).
inline std::map<std::string, std::string> task3_sections(const StringLabels& labels,
                                                         const std::vector<StringRecord>& records)
{
    std::string neighbours;
    for (const StringRecord& record : records)
        neighbours += "string " + std::to_string(record.id) + ": " +
                      id_list(neighbour_strings(labels, record)) + "\n";
    const Geometry g = labels.geometry();
    return {{"neighbours", neighbours.empty() ? "no strings\n" : neighbours},
            {"atari", atari_line(g, Color::Black, strings_in_atari(records, Color::Black)) + "\n" +
                          atari_line(g, Color::White, strings_in_atari(records, Color::White)) +
                          "\n"}};
}

/// The order of the sections in a reference output.
inline const std::vector<std::string> kSectionOrder = {"string ids", "records", "neighbours",
                                                       "atari"};

/// A whole reference output (tests/support/sections.hpp).
inline std::string to_text(const Fixture& fixture,
                           const std::map<std::string, std::string>& sections)
{
    return stonelab::test::sections_text(fixture.name, fixture.title, kSectionOrder, sections);
}

/// Splits a reference output back into its sections.
using stonelab::test::parse_sections;

} // namespace stonelab::lesson06::fixtures
