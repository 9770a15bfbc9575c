// Lesson 5's fixtures and reference outputs, shared by the tests and by golden.cpp.
//
// A fixture (data/fixtures/NAME.txt) is a position with two header lines:
//
//     title: Two black stones against one white stone in the middle
//     finished: no
//     . . . . .
//     ...
//
// `finished: yes` marks a finished game (every stone alive, every territory point enclosed)
// that test_references.cpp also scores with GNU Go.
//
// Its reference output (data/maps/NAME.txt, written by golden.cpp from the solution) is a
// list of sections, each starting with a line "## name": the territory map of each rule,
// the evaluations, Black's and White's `think_move` with its delta map (majority rule, as
// seed 000's final program), and both scores with komi 6.5. Each task's tests compute their
// sections with the student's code and compare them with the file.
#pragma once

#include "territory_eval.hpp"

#include "engine/formats/diagram.hpp"
#include "support/fixture_files.hpp"
#include "support/sections.hpp"

#include <filesystem>
#include <iomanip>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace stonelab::lesson05::fixtures {

/// The komi of every reference score: seed 002's 6.5.
constexpr double kKomi = 6.5;

struct Fixture {
    std::string name;  ///< the file name without .txt
    std::string title; ///< what the fixture shows
    bool finished = false;
    std::string diagram;
};

/// Every fixture in data/fixtures, sorted by name (tests/support/fixture_files.hpp reads the
/// files). Throws std::runtime_error naming a file whose header lines are wrong.
inline std::vector<Fixture> load_fixtures(const std::filesystem::path& data_dir)
{
    std::vector<Fixture> fixtures;
    for (const stonelab::test::FixtureFile& file :
         stonelab::test::read_fixture_files(data_dir / "fixtures", {"title", "finished"})) {
        const std::string& finished = file.fields.at("finished");
        if (finished != "yes" && finished != "no")
            throw std::runtime_error("fixture " + file.name + ": 'finished:' must be yes or no");
        fixtures.push_back({file.name, file.fields.at("title"), finished == "yes", file.diagram});
    }
    return fixtures;
}

/// A territory map as a diagram: stones `X` `O`, Black's territory `x`, White's `o`,
/// nobody's `.`.
inline std::string draw_map(const Board& board, const TerritoryMap& map)
{
    DiagramOptions options;
    for (Point p : board.points()) {
        if (board.at(p) != Color::Empty || p >= static_cast<Point>(map.size())) continue;
        if (map[p] == Color::Black) options.marks[p] = "x";
        if (map[p] == Color::White) options.marks[p] = "o";
    }
    return print_diagram(board, options);
}

/// A delta map: each legal move's delta, right-aligned in 4 columns; `#` for a stone, `-`
/// for an empty point where the move is not legal. Row numbers as in GTP.
inline std::string draw_deltas(const Board& board, const std::map<Point, int>& deltas)
{
    const Geometry& g = board.geometry();
    std::ostringstream out;
    out << "   ";
    for (int x = 1; x <= g.width; ++x) out << std::setw(4) << gtp_column_letter(x);
    out << "\n";
    for (int y = 1; y <= g.height; ++y) {
        out << std::setw(2) << g.height - y + 1 << " ";
        for (int x = 1; x <= g.width; ++x) {
            const Point p = g.point(x, y);
            const auto found = deltas.find(p);
            if (found != deltas.end())
                out << std::setw(4) << found->second;
            else
                out << std::setw(4) << (board.at(p) == Color::Empty ? "-" : "#");
        }
        out << "\n";
    }
    return out.str();
}

/// "B+3.5", "W+0.5" or "0", as GNU Go and SGF write a result.
inline std::string result_text(double margin)
{
    if (margin == 0) return "0";
    std::ostringstream out;
    out << (margin > 0 ? "B+" : "W+") << std::fixed << std::setprecision(1)
        << (margin > 0 ? margin : -margin);
    return out.str();
}

inline std::string score_text(const Score& s)
{
    std::ostringstream out;
    out << "black " << s.black_stones << " stones + " << s.black_territory
        << " territory = " << s.black_stones + s.black_territory << "\n"
        << "white " << s.white_stones << " stones + " << s.white_territory
        << " territory = " << s.white_stones + s.white_territory << "\n"
        << "result " << result_text(s.margin) << "\n";
    return out.str();
}

/// "D6", "pass", or "index 500 (off the board)" for what is not a point of the board.
inline std::string move_name(const Board& board, Point move)
{
    const Geometry& g = board.geometry();
    if (move == kPass) return "pass";
    if (move < 0 || move >= g.cells() || !g.on_board(move))
        return "index " + std::to_string(move) + " (off the board)";
    return to_gtp_vertex(g, move);
}

inline std::string choice_text(const Board& board, const MoveChoice& choice)
{
    std::ostringstream out;
    out << "move " << move_name(board, choice.move) << " delta " << choice.delta << "\n"
        << draw_deltas(board, choice.deltas);
    return out.str();
}

// ---- the sections of a reference output, task by task ---------------------------------

/// Task 1: both territory maps.
inline std::map<std::string, std::string> task1_sections(const Board& board)
{
    return {{"cancel map", draw_map(board, influence_map(board, InfluenceRule::Cancel))},
            {"majority map", draw_map(board, influence_map(board, InfluenceRule::Majority))}};
}

/// Task 2: both evaluations.
inline std::map<std::string, std::string> task2_sections(const Board& board)
{
    return {{"evaluation", "cancel " + std::to_string(evaluate(board, InfluenceRule::Cancel)) +
                               "\nmajority " +
                               std::to_string(evaluate(board, InfluenceRule::Majority)) + "\n"}};
}

/// Task 3: each player's choice under the majority rule.
inline std::map<std::string, std::string> task3_sections(const Board& board)
{
    return {{"black move",
             choice_text(board, think_move(board, Color::Black, InfluenceRule::Majority))},
            {"white move",
             choice_text(board, think_move(board, Color::White, InfluenceRule::Majority))}};
}

/// Task 4: seed 002's count.
inline std::map<std::string, std::string> task4_sections(const Board& board)
{
    return {{"count_score", score_text(count_score(board, kKomi))}};
}

/// Task 5: Tromp-Taylor.
inline std::map<std::string, std::string> task5_sections(const Board& board)
{
    return {{"area_score", score_text(area_score(board, kKomi))}};
}

/// The order of the sections in a reference output.
inline const std::vector<std::string> kSectionOrder = {"cancel map", "majority map", "evaluation",
                                                       "black move", "white move",   "count_score",
                                                       "area_score"};

/// A whole reference output (tests/support/sections.hpp).
inline std::string to_text(const Fixture& fixture,
                           const std::map<std::string, std::string>& sections)
{
    return stonelab::test::sections_text(fixture.name, fixture.title, kSectionOrder, sections);
}

/// Splits a reference output back into its sections.
using stonelab::test::parse_sections;

} // namespace stonelab::lesson05::fixtures
