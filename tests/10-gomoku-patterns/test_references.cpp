// Checks of the lesson's own data, not of the student's code (tag [reference]): the reference
// outputs in data/ and hidden/ against the paper's printed tables and the engine
// (engine/gomoku/matsuda.hpp). They never call the lesson's functions, so they pass on the
// stubs.
#include "support.hpp"
#include "support/gomoku_lines.hpp"
#include "support/text.hpp"
#include "tests/hidden.hpp"

#include <catch2/catch.hpp>

#include <map>
#include <sstream>

using namespace stonelab;
using namespace stonelab::lesson10::test;
namespace matsuda = stonelab::gomoku::matsuda;

namespace {

std::string data(const std::string& name)
{
    return stonelab::test::read_text(std::string(LESSON_DATA) + "/" + name);
}

std::string lesson_text()
{
    return stonelab::test::read_text(std::string(STONELAB_SOURCE_DIR) +
                                     "/lessons/10-gomoku-patterns/README.md");
}

// The text's legend of Figure 4: each verdict, its short word in the figure and the name of
// its enumerator.
struct Word {
    matsuda::Shape shape;
    const char* word;
    const char* enumerator;
};
constexpr Word kLegend[] = {
    {matsuda::Shape::None, ".", "None"},
    {matsuda::Shape::Three, "3", "Three"},
    {matsuda::Shape::SplitThree, "s3", "SplitThree"},
    {matsuda::Shape::Four, "4", "Four"},
    {matsuda::Shape::SplitFour, "s4", "SplitFour"},
    {matsuda::Shape::OpenFour, "W4", "OpenFour"},
    {matsuda::Shape::FourThree, "43", "FourThree"},
    {matsuda::Shape::FourFour, "44", "FourFour"},
    {matsuda::Shape::Five, "5", "Five"},
    {matsuda::Shape::Overline, "6+", "Overline"},
};

std::string short_word(matsuda::Shape shape)
{
    for (const Word& word : kLegend)
        if (word.shape == shape) return word.word;
    return "?";
}

// Figure 4 as the text prints it: from the line that starts "Total 1" to the end of its code
// block, bands of two tables side by side, each band a line of titles ("Total 1 Total 2"), a
// line of column names and eight rows ("A . - ... A . - ..."), the bands apart by a blank line.
// Each table by its title's number ("1" .. "5", "6-9"): its rows, each the row's name and its
// eight cells.
std::map<std::string, std::vector<std::vector<std::string>>> text_figure4(const std::string& text)
{
    std::map<std::string, std::vector<std::vector<std::string>>> tables;
    const std::size_t start = text.find("\nTotal 1 ");
    if (start == std::string::npos) return tables;
    std::istringstream lines(text.substr(start + 1));
    std::vector<std::string> titles;
    for (std::string line; std::getline(lines, line) && line != "```";) {
        const std::vector<std::string> words = stonelab::test::words(line);
        if (words.empty()) continue;
        if (words[0] == "Total") {
            titles.clear();
            for (std::size_t k = 1; k < words.size(); k += 2) titles.push_back(words[k]);
        } else if (words[0] != "Pattern") {
            for (std::size_t k = 0; k < titles.size(); ++k) {
                std::vector<std::string> row; // table k's part of the line: 9 words
                for (std::size_t w = 9 * k; w < 9 * k + 9 && w < words.size(); ++w)
                    row.push_back(words[w]);
                tables[titles[k]].push_back(row);
            }
        }
    }
    return tables;
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

TEST_CASE("task 3: reference: Figure 4 in the text is the engine's",
          "[lesson10][task_3][reference]")
{
    // The text prints Figure 4 whole, for task 3 to be done from it: the six tables, rows and
    // columns in the paper's order A X B C D E F O, the lower triangle filled and "-" above.
    // Every cell must be the engine's verdict for that Total and pair, in its short word.
    const std::string text = lesson_text();
    const auto tables = text_figure4(text);
    const std::vector<std::pair<std::string, int>> titles = {{"1", 1}, {"2", 2}, {"3", 3},
                                                             {"4", 4}, {"5", 5}, {"6-9", 6}};
    CHECK(tables.size() == titles.size());
    const matsuda::Pattern order[] = {matsuda::Pattern::A, matsuda::Pattern::X, matsuda::Pattern::B,
                                      matsuda::Pattern::C, matsuda::Pattern::D, matsuda::Pattern::E,
                                      matsuda::Pattern::F, matsuda::Pattern::O};
    for (const auto& [title, first_total] : titles) {
        INFO("the text's Figure 4, Total " << title);
        REQUIRE(tables.count(title) == 1);
        const auto& rows = tables.at(title);
        REQUIRE(rows.size() == 8);
        for (std::size_t i = 0; i < 8; ++i) {
            INFO("row " << matsuda::pattern_name(order[i]));
            REQUIRE(rows[i].size() == 9);
            CHECK(rows[i][0] == matsuda::pattern_name(order[i]));
            for (std::size_t j = 0; j < 8; ++j) {
                INFO("column " << matsuda::pattern_name(order[j]));
                // Totals 6 to 9 share a table: each of them must give what it prints.
                for (int total = first_total; total <= (first_total == 6 ? 9 : first_total);
                     ++total)
                    CHECK(rows[i][j + 1] ==
                          (j > i ? std::string("-")
                                 : short_word(matsuda::pair_table(total, order[i], order[j]))));
            }
        }
    }
    // The legend: a row of its table for each verdict, "| `W4` | ... | `OpenFour` |".
    for (const Word& word : kLegend) {
        INFO(matsuda::shape_name(word.shape));
        const std::size_t row = text.find(std::string("\n| `") + word.word + "` |");
        REQUIRE(row != std::string::npos);
        const std::string line = text.substr(row + 1, text.find('\n', row + 1) - row - 1);
        const std::string end = std::string("| `") + word.enumerator + "` |";
        CHECK(line.size() > end.size());
        CHECK(line.substr(line.size() - std::min(line.size(), end.size())) == end);
    }
}

TEST_CASE("task 3: reference: the text's lines where Figure 4 is wrong",
          "[lesson10][task_3][reference]")
{
    // The three lines "How right is Figure 4?" gives, one of each kind of difference, with what
    // the text says of each, worked out by hand from section 2.2's rules. p is [o]; the
    // reading to the right is direction 0, to the left direction 4.
    //  ooo.o[o]oo.o.  right o o . o .: 0, 0, 1, 4, 0x11 after five points, Row 3 (B, row 6 of
    //                 Table 3); left o . o o o: 0, 1, 4, 0x10, 0x40, Row 2 (X, row 9); Total 4;
    //                 Figure 4 (B, X) at Total 4: four. Filling 4 joins eight, filling 8 six,
    //                 filling 10 leaves the run at four: no five point, no four, nothing.
    //  ooo..[o]oo..x  right o o . . x: 0, 0, 1, 5, then the flag: 0x0405, Row 3 (O, row 36);
    //                 left . . o o o: 1, 5, 0x14, 0x50, 0x140, Row 1 (O, row 25); Total 3: none.
    //                 A stone on 8 makes ooo..oooo.x, whose five points 4 and 9 are both ends
    //                 of the one four: a three.
    //  o.oo.[o]o.o..  right o . o . .: 0, 1, 4, 0x11, 0x45, Row 2 (B, row 12); left . o o . o:
    //                 1, 4, 0x10, 0x41, 0x104, Row 1 (D, row 19); Total 2; Figure 4 (D, B) at
    //                 Total 2: four-three. Only point 4 makes a five, inside the five it
    //                 makes (2 to 6): a split four.
    using matsuda::Pattern;
    using matsuda::Shape;
    struct Side {
        std::uint16_t sta;
        int row;
        Pattern pattern;
    };
    struct Example {
        std::string line;
        Side right;
        Side left;
        int total;
        Shape table;
        std::string brute;
    };
    const Example examples[] = {
        {"ooo.o[o]oo.o.", {0x0011, 3, Pattern::B}, {0x0040, 2, Pattern::X}, 4, Shape::Four, "none"},
        {"ooo..[o]oo..x",
         {0x0405, 3, Pattern::O},
         {0x0140, 1, Pattern::O},
         3,
         Shape::None,
         "three"},
        {"o.oo.[o]o.o..",
         {0x0045, 2, Pattern::B},
         {0x0104, 1, Pattern::D},
         2,
         Shape::FourThree,
         "split four"},
    };
    const std::string text = lesson_text();
    for (const Example& example : examples) {
        INFO(example.line);
        CHECK(text.find("`" + example.line + "`") != std::string::npos);
        // The line on the middle row of an 11x11 board, p in the middle (F6), Black's stones
        // as o and White's as x, the edge just beyond the five points of each side.
        gomoku::Board board(11);
        const Point p = board.geometry().point(6, 6);
        std::string cells = example.line;
        cells.erase(cells.find('['), 1);
        cells.erase(cells.find(']'), 1);
        REQUIRE(cells.size() == 11);
        for (int k = 0; k < 11; ++k) {
            const Point q = p + (k - 5) * board.direction(0);
            if (k != 5 && cells[static_cast<std::size_t>(k)] == 'o') board.place(q, Color::Black);
            if (cells[static_cast<std::size_t>(k)] == 'x') board.place(q, Color::White);
        }
        REQUIRE(stonelab::test::line_text(board, p, 0, Color::Black) == cells);
        const matsuda::Reading right = matsuda::read_direction(board, p, 0, Color::Black);
        const matsuda::Reading left = matsuda::read_direction(board, p, 4, Color::Black);
        CHECK(hex(right.sta) == hex(example.right.sta));
        CHECK(right.row == example.right.row);
        CHECK(matsuda::pattern_name(matsuda::pattern_of(right.sta)) ==
              std::string(matsuda::pattern_name(example.right.pattern)));
        CHECK(hex(left.sta) == hex(example.left.sta));
        CHECK(left.row == example.left.row);
        CHECK(matsuda::pattern_name(matsuda::pattern_of(left.sta)) ==
              std::string(matsuda::pattern_name(example.left.pattern)));
        CHECK(right.row + left.row - 1 == example.total);
        CHECK(matsuda::shape_name(matsuda::shape_at(board, p, 0, Color::Black)) ==
              std::string(matsuda::shape_name(example.table)));
        CHECK(stonelab::test::brute_force_shape(cells) == example.brute);
    }
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
