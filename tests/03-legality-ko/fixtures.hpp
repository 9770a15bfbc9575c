// Lesson 3's fixtures and reference outputs, shared by the tests and by golden.cpp.
//
// A fixture (data/fixtures/NAME.txt) is a position and a few moves:
//
//     title: A real ko: Black C3 takes B3; White may not retake at once, Black may fill
//     moves: B C3
//     . . . . .
//     . X O . .
//     ...
//
// Its reference output (data/maps/NAME.txt, written by golden.cpp from the solution) is a
// report: each player's legality map of the starting position (`legality_map`: `.` legal,
// `#` occupied, `s` suicide, `k` ko), then the position after the moves, the prisoners,
// the ko point, and each player's legality map after the moves.
#pragma once

#include "legality_ko.hpp"

#include "engine/formats/diagram.hpp"
#include "support/fixture_files.hpp"
#include "support/text.hpp"

#include <filesystem>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace stonelab::lesson03::fixtures {

/// One move of a fixture's script, as written: "B C3", "W pass".
struct ScriptedMove {
    Color color = Color::Black;
    std::string vertex;
};

struct Fixture {
    std::string name;  ///< the file name without .txt
    std::string title; ///< what the fixture shows
    std::string moves_text;
    std::vector<ScriptedMove> moves;
    std::string diagram; ///< the starting position
};

inline std::vector<ScriptedMove> parse_moves(const std::string& text)
{
    std::vector<ScriptedMove> moves;
    std::istringstream in(text);
    for (std::string who, where; in >> who;) {
        if ((who != "B" && who != "W") || !(in >> where))
            throw std::runtime_error("moves: expected pairs like 'B C3 W pass', got '" + text +
                                     "'");
        moves.push_back({who == "B" ? Color::Black : Color::White, where});
    }
    return moves;
}

/// The header lines of a fixture file, in order (tests/support/fixture_files.hpp).
inline const std::vector<std::string> kFixtureFields = {"title", "moves"};

/// A fixture from its file, read by the shared reader.
inline Fixture to_fixture(const stonelab::test::FixtureFile& file)
{
    Fixture fixture;
    fixture.name = file.name;
    fixture.title = file.fields.at("title");
    fixture.moves_text = file.fields.at("moves");
    fixture.moves = parse_moves(fixture.moves_text);
    fixture.diagram = file.diagram;
    return fixture;
}

/// Reads data/fixtures/NAME.txt. Throws std::runtime_error if a header line is missing.
inline Fixture load_fixture(const std::filesystem::path& file)
{
    return to_fixture(stonelab::test::read_fixture_file(file, kFixtureFields));
}

/// Every fixture in data/fixtures, by name.
inline std::vector<Fixture> load_fixtures(const std::filesystem::path& data_dir)
{
    std::vector<Fixture> fixtures;
    for (const auto& file :
         stonelab::test::read_fixture_files(data_dir / "fixtures", kFixtureFields))
        fixtures.push_back(to_fixture(file));
    return fixtures;
}

/// The starting position of a fixture (before its moves).
inline Position start_position(const Fixture& fixture)
{
    return Position(parse_diagram(fixture.diagram));
}

/// Plays the fixture's moves on its position with `Position::play`. Stops at the first
/// move that is refused and says which in `refused` ("" when every move was played).
struct Replay {
    Position position;
    std::string refused;
};

inline Replay replay(const Fixture& fixture)
{
    Replay result{start_position(fixture), ""};
    const Geometry& g = result.position.geometry();
    for (const ScriptedMove& move : fixture.moves) {
        const auto z = parse_gtp_vertex(g, move.vertex);
        if (!z) throw std::runtime_error(fixture.name + ": no such point: " + move.vertex);
        const Verdict verdict = result.position.play(move.color, *z);
        if (verdict != Verdict::Legal) {
            result.refused = std::string(color_name(move.color)) + " " + move.vertex +
                             " was refused (" + verdict_name(verdict) + ")";
            break;
        }
    }
    return result;
}

/// What the reference output says about a fixture, section by section.
struct Report {
    std::string black_map_before; ///< the legality maps of the starting position
    std::string white_map_before;
    std::string position;  ///< the diagram after the moves
    std::string prisoners; ///< "black 1, white 0"
    std::string ko;        ///< "B3, barred to white" or "none"
    std::string black_map;
    std::string white_map;
};

/// The ko of a position as the reference outputs write it: "B3, barred to white" or "none".
inline std::string ko_description(const Position& position)
{
    if (position.ko_point() == kNoPoint)
        return position.ko_color() == Color::Empty
                   ? "none"
                   : "none, but ko_color() is still " +
                         std::string(color_name(position.ko_color())) + " (it must be empty)";
    const Point ko = position.ko_point();
    const Geometry& g = position.geometry();
    const std::string where = ko > 0 && ko < g.cells() && g.on_board(ko)
                                  ? to_gtp_vertex(g, ko)
                                  : "index " + std::to_string(ko) + " (off the board)";
    return where + ", barred to " + std::string(color_name(position.ko_color()));
}

inline Report make_report(const Position& start, const Position& position)
{
    Report report;
    report.black_map_before = legality_map(start, Color::Black);
    report.white_map_before = legality_map(start, Color::White);
    report.position = print_diagram(position.to_board());
    report.prisoners = "black " + std::to_string(position.captures(Color::Black)) + ", white " +
                       std::to_string(position.captures(Color::White));
    report.ko = ko_description(position);
    report.black_map = legality_map(position, Color::Black);
    report.white_map = legality_map(position, Color::White);
    return report;
}

// The section headers of a reference output, in order.
inline constexpr const char* kBlackBeforeHeader = "legality map for black before the moves:";
inline constexpr const char* kWhiteBeforeHeader = "legality map for white before the moves:";
inline constexpr const char* kPositionHeader = "position after the moves:";
inline constexpr const char* kBlackMapHeader = "legality map for black:";
inline constexpr const char* kWhiteMapHeader = "legality map for white:";

inline std::string to_text(const Fixture& fixture, const Report& report)
{
    std::ostringstream out;
    out << "fixture: " << fixture.name << "\n"
        << fixture.title << "\n"
        << "moves: " << (fixture.moves.empty() ? "(none)" : fixture.moves_text) << "\n\n"
        << kBlackBeforeHeader << "\n"
        << report.black_map_before << "\n"
        << kWhiteBeforeHeader << "\n"
        << report.white_map_before << "\n"
        << kPositionHeader << "\n"
        << report.position << "prisoners: " << report.prisoners << "\n"
        << "ko: " << report.ko << "\n\n"
        << kBlackMapHeader << "\n"
        << report.black_map << "\n"
        << kWhiteMapHeader << "\n"
        << report.white_map;
    return out.str();
}

/// Reads a reference output back into its sections.
inline Report parse_report(const std::string& text)
{
    Report report;
    std::string* block = nullptr; // the diagram being read, until a blank line
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        if (line == kBlackBeforeHeader)
            block = &report.black_map_before;
        else if (line == kWhiteBeforeHeader)
            block = &report.white_map_before;
        else if (line == kPositionHeader)
            block = &report.position;
        else if (line == kBlackMapHeader)
            block = &report.black_map;
        else if (line == kWhiteMapHeader)
            block = &report.white_map;
        else if (line.rfind("prisoners: ", 0) == 0)
            report.prisoners = line.substr(11);
        else if (line.rfind("ko: ", 0) == 0)
            report.ko = line.substr(4);
        else if (line.empty())
            block = nullptr;
        else if (block)
            *block += line + "\n";
    }
    return report;
}

/// The reference output of a fixture, read from data/maps/NAME.txt.
inline Report reference_report(const std::filesystem::path& data_dir, const Fixture& fixture)
{
    return parse_report(stonelab::test::read_text(data_dir / "maps" / (fixture.name + ".txt")));
}

} // namespace stonelab::lesson03::fixtures
