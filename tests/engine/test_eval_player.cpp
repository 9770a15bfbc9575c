// Tests of the evaluation-driven player in the engine (engine/go/eval_player.hpp): hand-derived
// choices, then a cross-check against lesson 5's reference outputs (the "black move" and
// "white move" sections of tests/05-territory-eval/data/maps, written from the lesson's
// solution), so that the player `stonelab match` fields is the one the lesson teaches.
#include "engine/formats/diagram.hpp"
#include "engine/go/eval_player.hpp"

#include "support.hpp"
#include "support/fixture_files.hpp"
#include "support/sections.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <map>
#include <sstream>
#include <string>

using namespace stonelab;
using stonelab::test::vertex;

namespace {

const std::filesystem::path kLesson5Data =
    std::filesystem::path(STONELAB_TEST_DATA) / ".." / ".." / "05-territory-eval" / "data";

// A reference section "move F9 delta 10" followed by the delta map (a header row of column
// letters, then one row per line: the row number and a value, `#` or `-` per column), read
// back as the move, its delta and the delta of every legal point.
struct ReferenceChoice {
    std::string move;
    int delta = 0;
    std::map<std::string, int> deltas; // by GTP vertex
};

ReferenceChoice read_reference_choice(const std::string& section)
{
    ReferenceChoice choice;
    std::istringstream in(section);
    std::string word, line;
    in >> word >> choice.move >> word >> choice.delta;
    std::getline(in, line); // the rest of the first line
    std::getline(in, line);
    std::istringstream header(line);
    std::vector<std::string> columns;
    for (std::string letter; header >> letter;) columns.push_back(letter);
    while (std::getline(in, line)) {
        std::istringstream row(line);
        std::string number;
        row >> number;
        for (const std::string& column : columns) {
            std::string value;
            row >> value;
            if (value != "#" && value != "-") choice.deltas[column + number] = std::stoi(value);
        }
    }
    return choice;
}

std::string vertex_name(const Board& board, Point p)
{
    return p == kPass ? "pass" : to_gtp_vertex(board.geometry(), p);
}

} // namespace

TEST_CASE("eval player: on an empty 9x9 board the first point whose diamond fits wins",
          "[eval_player]")
{
    // Lesson 5 task 3's first check: D6 (4 from the left, 3 from the top, the first point in
    // raster order with all 25 points of its diamond on the board) gains 24, the 25 minus
    // the stone's own point.
    const Game game(Board(9));
    for (Color color : {Color::Black, Color::White}) {
        const EvalChoice choice = eval_choice(game, color);
        CHECK(vertex_name(game.board(), choice.move) == "D6");
        CHECK(choice.delta == 24);
        CHECK(choice.deltas.size() == 81);
    }
}

TEST_CASE("eval player: passes when no move gains anything", "[eval_player]")
{
    // 3x3, Black A3 and White C1 under experiment 1: every empty point is already reached
    // by both or by one side in a way a move cannot change for the better (lesson 5's check).
    Board board(3);
    board.set_stone(vertex(board, "A3"), Color::Black);
    board.set_stone(vertex(board, "C1"), Color::White);
    const EvalChoice choice = eval_choice(Game(board), Color::Black, InfluenceRule::Cancel);
    CHECK(choice.move == kPass);
    CHECK(choice.delta == 0);
    CHECK(choice.deltas.size() == 7);
}

TEST_CASE("eval player: respects the game's ko rule", "[eval_player]")
{
    // Black takes a ko at C2 on a 4x3 board; White may not retake at B2 at once, so B2 has no
    // delta for White.
    Game game(parse_diagram(". X O .\n"
                            "X O . O\n"
                            ". X O .\n"));
    REQUIRE(game.play(Color::Black, vertex(game.board(), "C2")) == MoveStatus::Legal);
    const EvalChoice choice = eval_choice(game, Color::White);
    CHECK(choice.deltas.count(vertex(game.board(), "B2")) == 0);
    CHECK(choice.deltas.count(vertex(game.board(), "D3")) == 1);
}

TEST_CASE("eval player: agrees with lesson 5's reference moves and delta maps", "[eval_player]")
{
    int fixtures = 0;
    for (const auto& fixture :
         test::read_fixture_files(kLesson5Data / "fixtures", {"title", "finished"})) {
        INFO("fixture " << fixture.name);
        const Board board = parse_diagram(fixture.diagram);
        const auto sections =
            test::parse_sections(test::read_text(kLesson5Data / "maps" / (fixture.name + ".txt")));
        for (Color color : {Color::Black, Color::White}) {
            const std::string name = color == Color::Black ? "black move" : "white move";
            REQUIRE(sections.count(name) == 1);
            const ReferenceChoice expected = read_reference_choice(sections.at(name));
            // The lesson's reference outputs are made with experiment 2, the player's default.
            const EvalChoice choice = eval_choice(Game(board), color);
            INFO(name);
            CHECK(vertex_name(board, choice.move) == expected.move);
            CHECK(choice.delta == expected.delta);
            std::map<std::string, int> deltas;
            for (const auto& [p, delta] : choice.deltas) deltas[vertex_name(board, p)] = delta;
            CHECK(deltas == expected.deltas);
        }
        ++fixtures;
    }
    CHECK(fixtures >= 6); // the lesson's six fixtures at least: the loop did run
}
