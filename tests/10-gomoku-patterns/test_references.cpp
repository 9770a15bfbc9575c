// Checks of the lesson's own data, not of the student's code (tag [reference]): the reference
// outputs in data/ and hidden/ against the paper's printed tables and the engine
// (engine/gomoku/matsuda.hpp). They never call the lesson's functions, so they pass on the
// stubs.
#include "support.hpp"
#include "support/text.hpp"
#include "tests/hidden.hpp"

#include <catch2/catch.hpp>

#include <sstream>

using namespace stonelab;
using namespace stonelab::lesson10::test;
namespace matsuda = stonelab::gomoku::matsuda;

namespace {

std::string data(const std::string& name)
{
    return stonelab::test::read_text(std::string(LESSON_DATA) + "/" + name);
}

std::string engine_shapes_text(std::uint64_t seed)
{
    return position_shapes_text(
        random_position(seed, 15, 70),
        [](const gomoku::Board& b, Point p, Color c) { return matsuda::shapes_at(b, p, c); });
}

} // namespace

TEST_CASE("task 1: reference: the worked example is the paper's Tables 1 and 2",
          "[lesson10][task_1][reference]")
{
    // Typed from the paper: Table 1 (Sta, Row, pattern per direction) and Table 2 (Total,
    // the two patterns, and the verdicts section 2.3 reads from Figure 4).
    const std::string paper = "# Table 1: n | Sta[n] | Row[n] | pattern\n"
                              "0 | 0x0405 | 1 | O\n"
                              "1 | 0x0405 | 1 | O\n"
                              "2 | 0x0045 | 2 | B\n"
                              "3 | 0x0015 | 1 | A\n"
                              "4 | 0x0400 | 1 | X\n"
                              "5 | 0x0015 | 3 | A\n"
                              "6 | 0x0400 | 2 | X\n"
                              "7 | 0x0400 | 2 | X\n"
                              "# Table 2: m | Total[m] | pattern(m) | pattern(m+4) | verdict\n"
                              "0 | 1 | O | X | none\n"
                              "1 | 3 | O | A | three\n"
                              "2 | 3 | B | X | split four\n"
                              "3 | 2 | A | X | none\n";
    CHECK(data("worked-example.txt") == paper);
    // The book's figure draws the same position.
    CHECK(gomoku::print_board(gomoku::parse_board(stonelab::test::read_text(
              std::string(STONELAB_SOURCE_DIR) + "/docs/figures/gomoku-worked-example.txt"))) ==
          gomoku::print_board(gomoku::parse_board(kWorkedExample)));
}

TEST_CASE("task 2: reference: Table 3 beside the paper's, against the engine's table",
          "[lesson10][task_2][reference]")
{
    std::istringstream lines(data("table3.txt"));
    std::string line;
    std::getline(lines, line); // the header
    int rows = 0;
    for (const PaperRow& row : paper_table3()) {
        REQUIRE(std::getline(lines, line));
        INFO(line);
        CHECK(line.rfind(std::to_string(row.number) + " | " + hex(row.sta) + " | ", 0) == 0);
        const std::string engine = matsuda::pattern_name(matsuda::pattern_of(row.sta));
        CHECK(line.find(" | " + engine) != std::string::npos);
        // The paper's pattern differs only on the three codes it thought impossible.
        const bool missed = row.sta == 0x0144 || row.sta == 0x0145 || row.sta == 0x0451;
        CHECK((line.find("DIFFERS") != std::string::npos) == missed);
        ++rows;
    }
    CHECK(rows == 48);
    REQUIRE(std::getline(lines, line));
    CHECK(line == "codes that occur: 39 of the paper's 48; (Row, Sta) pairs: 55; rows whose "
                  "pattern differs: 3; codes the paper does not list: 0");
}

TEST_CASE("task 3: reference: the positions' verdicts are the engine's",
          "[lesson10][task_3][reference]")
{
    CHECK(data("position-42.txt") == engine_shapes_text(42));
    for (std::uint64_t seed : hidden_seeds()) {
        INFO(seed);
        CHECK(stonelab::test::read_hidden_expected("position-" + std::to_string(seed) + ".txt") ==
              engine_shapes_text(seed));
    }
}

TEST_CASE("task 4: reference: the games are the engine player's", "[lesson10][task_4][reference]")
{
    const auto engine = [](const gomoku::Board& b, gomoku::Rule r, Rng& g) {
        return gomoku::matsuda_move(b, r, g);
    };
    CHECK(data("game-10-standard.txt") ==
          self_play_text(10, 15, gomoku::Rule::Standard, 120, engine));
    CHECK(data("game-3-freestyle.txt") ==
          self_play_text(3, 9, gomoku::Rule::Freestyle, 81, engine));
}
