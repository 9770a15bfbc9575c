// Tests of seed 000's territory guess in the engine (engine/go/influence.hpp): hand-derived
// facts about the reach and the two rules, then a cross-check against lesson 5's reference
// maps (tests/05-territory-eval/data/maps), so that `stonelab board --influence` and the
// lesson can never disagree.
#include "engine/formats/diagram.hpp"
#include "engine/go/influence.hpp"

#include "support.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>

using namespace stonelab;
using stonelab::test::vertex;

using stonelab::test::read_text;

namespace {

const std::filesystem::path kLesson5Data =
    std::filesystem::path(STONELAB_TEST_DATA) / ".." / ".." / "05-territory-eval" / "data";

// A 9x9 board (or another size) with stones put on the named points.
Board board_with(std::initializer_list<const char*> black, std::initializer_list<const char*> white,
                 int size = 9)
{
    Board board(size);
    for (const char* name : black) board.set_stone(vertex(board, name), Color::Black);
    for (const char* name : white) board.set_stone(vertex(board, name), Color::White);
    return board;
}

int count_owned(const Board& board, const std::vector<Color>& owners, Color color)
{
    int count = 0;
    for (Point p : board.points()) count += owners[p] == color;
    return count;
}

// The territory map as lesson 5 prints it: stones `X` `O`, Black's territory `x`, White's
// `o`, nobody's `.` (the format of the "## cancel map" sections).
std::string draw_owners(const Board& board, const std::vector<Color>& owners)
{
    DiagramOptions options;
    for (Point p : board.points()) {
        if (board.at(p) != Color::Empty) continue;
        if (owners[p] == Color::Black) options.marks[p] = "x";
        if (owners[p] == Color::White) options.marks[p] = "o";
    }
    return print_diagram(board, options);
}

// The sections of a lesson 5 reference output: "## name" starts each one.
std::map<std::string, std::string> sections(const std::string& text)
{
    std::map<std::string, std::string> found;
    std::istringstream in(text);
    std::string name;
    for (std::string line; std::getline(in, line);) {
        if (line.rfind("## ", 0) == 0)
            name = line.substr(3);
        else if (!name.empty())
            found[name] += line + "\n";
    }
    return found;
}

// A lesson 5 fixture without its "title:" and "finished:" header lines.
std::string fixture_diagram(const std::string& text)
{
    std::istringstream in(text);
    std::string diagram;
    for (std::string line; std::getline(in, line);)
        if (line.rfind("title:", 0) != 0 && line.rfind("finished:", 0) != 0) diagram += line + "\n";
    return diagram;
}

} // namespace

TEST_CASE("influence: a lone stone owns its diamond of 25 points under both rules", "[influence]")
{
    const Board board = board_with({"E5"}, {});
    for (InfluenceRule rule : {InfluenceRule::Cancel, InfluenceRule::Majority}) {
        const auto owners = influence_owners(board, rule);
        CHECK(count_owned(board, owners, Color::Black) == 1 + 4 + 8 + 12);
        CHECK(count_owned(board, owners, Color::White) == 0);
        CHECK(owners[vertex(board, "E2")] == Color::Black); // 3 away: in
        CHECK(owners[vertex(board, "B5")] == Color::Black); // 3 away: in
        CHECK(owners[vertex(board, "C4")] == Color::Black); // 2 + 1: in
        CHECK(owners[vertex(board, "E1")] == Color::Empty); // 4 away: out
        CHECK(owners[vertex(board, "C3")] == Color::Empty); // 2 + 2: out (Chebyshev would say in)
    }
}

TEST_CASE("influence: a corner stone reaches 1 + 2 + 3 + 4 = 10 points", "[influence]")
{
    const Board board = board_with({}, {"A1"});
    const auto owners = influence_owners(board, InfluenceRule::Cancel);
    CHECK(count_owned(board, owners, Color::White) == 10);
    CHECK(owners[vertex(board, "A4")] == Color::White);
    CHECK(owners[vertex(board, "A5")] == Color::Empty);
}

TEST_CASE("influence: lesson 5's worked example, cancel against majority", "[influence]")
{
    // E5 is reached by D5 (1 away) and D6 (2 away) for Black, F5 (1 away) for White;
    // G5 by D5 (3 away) for Black and F5 for White.
    const Board board = board_with({"D5", "D6"}, {"F5"});
    const auto cancel = influence_owners(board, InfluenceRule::Cancel);
    const auto majority = influence_owners(board, InfluenceRule::Majority);
    CHECK(cancel[vertex(board, "E5")] == Color::Empty);
    CHECK(majority[vertex(board, "E5")] == Color::Black);
    CHECK(cancel[vertex(board, "G5")] == Color::Empty);
    CHECK(majority[vertex(board, "G5")] == Color::Empty);
    CHECK(cancel[vertex(board, "D5")] == Color::Black); // a stone owns its own point
    CHECK(majority[vertex(board, "F5")] == Color::White);

    const InfluenceCounts counts = influence_counts(board);
    CHECK(counts.black[vertex(board, "E5")] == 2);
    CHECK(counts.white[vertex(board, "E5")] == 1);
    // Strengths: the majority's lead, the cancel rule's lone count, 0 on stones.
    CHECK(influence_strengths(board, InfluenceRule::Majority)[vertex(board, "E5")] == 1);
    CHECK(influence_strengths(board, InfluenceRule::Cancel)[vertex(board, "E5")] == 0);
    CHECK(influence_strengths(board, InfluenceRule::Cancel)[vertex(board, "B5")] == 2);
    CHECK(influence_strengths(board, InfluenceRule::Cancel)[vertex(board, "H5")] == -1);
    CHECK(influence_strengths(board, InfluenceRule::Majority)[vertex(board, "D5")] == 0);
}

TEST_CASE("influence: both maps of every lesson 5 fixture match the lesson's reference maps",
          "[influence]")
{
    int fixtures = 0;
    for (const auto& entry : std::filesystem::directory_iterator(kLesson5Data / "fixtures")) {
        if (entry.path().extension() != ".txt") continue;
        ++fixtures;
        const Board board = parse_diagram(fixture_diagram(read_text(entry.path())));
        const auto reference = sections(read_text(kLesson5Data / "maps" / entry.path().filename()));
        INFO("fixture " << entry.path().filename().string());
        REQUIRE(reference.count("cancel map") == 1);
        REQUIRE(reference.count("majority map") == 1);
        CHECK(draw_owners(board, influence_owners(board, InfluenceRule::Cancel)) ==
              reference.at("cancel map"));
        CHECK(draw_owners(board, influence_owners(board, InfluenceRule::Majority)) ==
              reference.at("majority map"));
    }
    CHECK(fixtures >= 6); // the lesson's six fixtures at least: the loop did run
}
