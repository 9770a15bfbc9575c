// Matsuda et al.'s pattern tables in the engine (engine/gomoku/matsuda.hpp): the paper's
// worked example, every arrangement of a line and seeded random positions against the brute
// force of tests/support/gomoku_lines.hpp, and the player; and lesson 10's text where it
// quotes them (Figure 4, and an example of each kind of difference).
#include "engine/gomoku/matsuda.hpp"
#include "engine/gomoku/renju.hpp"
#include "support/gomoku_lines.hpp"

#include <catch2/catch.hpp>

#include <fstream>
#include <map>
#include <regex>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

using namespace stonelab;
using namespace stonelab::gomoku;
using namespace stonelab::gomoku::matsuda;

namespace {

// The lines where Figure 4 and the brute force disagree, over all 3^10 arrangements of a
// line, by kind (Figure 4's verdict, the brute force's): the counts lesson 10's README gives.
const std::map<std::pair<std::string, std::string>, int> kFigure4Differences = {
    {{"four", "none"}, 480}, {{"none", "three"}, 243}, {{"four-three", "split four"}, 48}};

std::string lesson10_text()
{
    std::ifstream in(STONELAB_LESSONS "/10-gomoku-patterns/README.md");
    REQUIRE(in);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

std::vector<std::string> words_of(const std::string& line)
{
    std::istringstream in(line);
    std::vector<std::string> words;
    for (std::string word; in >> word;) words.push_back(word);
    return words;
}

// Figure 4's cells as lesson 10 prints them.
std::string abbreviation(Shape shape)
{
    static const std::map<std::string, std::string> kAbbreviations = {
        {"none", "."},        {"three", "3"},      {"split three", "s3"}, {"four", "4"},
        {"split four", "s4"}, {"open four", "W4"}, {"four-three", "43"},  {"four-four", "44"},
        {"five", "5"},        {"overline", "6"}};
    return kAbbreviations.at(shape_name(shape));
}

} // namespace

TEST_CASE("gomoku matsuda: the paper's worked example, Tables 1 and 2")
{
    const Board board = parse_board(matsuda::kWorkedExample);
    const Point p = parse_vertex(board, "H8").value();
    const std::pair<std::uint16_t, int> table1[] = {{0x0405, 1}, {0x0405, 1}, {0x0045, 2},
                                                    {0x0015, 1}, {0x0400, 1}, {0x0015, 3},
                                                    {0x0400, 2}, {0x0400, 2}};
    const Pattern patterns[] = {Pattern::O, Pattern::O, Pattern::B, Pattern::A,
                                Pattern::X, Pattern::A, Pattern::X, Pattern::X};
    for (int n = 0; n < kDirections; ++n) {
        INFO("direction " << n);
        const Reading reading = read_direction(board, p, n, Color::Black);
        CHECK(reading.sta == table1[n].first);
        CHECK(reading.row == table1[n].second);
        CHECK(pattern_of(reading.sta) == patterns[n]);
    }
    const auto shapes = shapes_at(board, p, Color::Black);
    CHECK(shapes[0] == Shape::None);
    CHECK(shapes[1] == Shape::Three);
    CHECK(shapes[2] == Shape::SplitFour);
    CHECK(shapes[3] == Shape::None);
}

TEST_CASE(
    "gomoku matsuda: every arrangement of a line against the brute force, by all three methods")
{
    // An 11x11 board: the line is the middle row, the stone at its centre, and the edge just
    // beyond the five points read on each side.
    Board board(11);
    const Point p = board.geometry().point(6, 6);
    const int across = board.direction(0);
    std::map<std::pair<std::string, std::string>, int> differences;
    int lines = 0;
    for (int code = 0; code < 59049; ++code) {
        int rest = code;
        int placed = 0;
        for (int k = -5; k <= 5; ++k) {
            if (k == 0) continue;
            const int cell = rest % 3;
            rest /= 3;
            if (cell == 0) continue;
            board.place(p + k * across, cell == 1 ? Color::Black : Color::White);
            ++placed;
        }
        const std::string line = test::line_text(board, p, 0, Color::Black);
        const std::string table = shape_name(shapes_at(board, p, Color::Black)[0]);
        const std::string brute = test::brute_force_shape(line);
        // The paper's other two methods judge by the definitions, as the brute force does.
        REQUIRE(shape_name(shape_by_sequence(board, p, 0, Color::Black)) == brute);
        REQUIRE(shape_name(shape_by_table(board, p, 0, Color::Black)) == brute);
        if (table != brute) {
            INFO(line);
            CHECK(test::known_figure4_difference(table, brute));
            ++differences[{table, brute}];
        }
        ++lines;
        for (int k = 0; k < placed; ++k) board.undo();
    }
    CHECK(lines == 59049);
    // The counts lesson 10's README gives: 771 lines of 59049, in three kinds.
    CHECK(differences == kFigure4Differences);
}

TEST_CASE("gomoku matsuda: lesson 10's Figure 4 is the engine's, cell by cell")
{
    // The README prints the six tables two by two: a line "Total a   Total b", the columns'
    // letters, then eight rows, each a letter and eight cells for each table.
    std::istringstream text(lesson10_text());
    std::vector<std::string> lines;
    for (std::string line; std::getline(text, line);) lines.push_back(line);
    const std::string letters = "AXBCDEFO";
    int tables = 0;
    for (std::size_t i = 0; i + 9 < lines.size(); ++i) {
        const std::vector<std::string> head = words_of(lines[i]);
        if (head.size() != 4 || head[0] != "Total" || head[2] != "Total") continue;
        for (int side = 0; side < 2; ++side) {
            const std::string total = head[static_cast<std::size_t>(2 * side + 1)];
            const int first = total == "6-9" ? 6 : std::stoi(total),
                      last = total == "6-9" ? 9 : first;
            for (int r = 0; r < 8; ++r) {
                const std::vector<std::string> row =
                    words_of(lines[i + 2 + static_cast<std::size_t>(r)]);
                INFO("lesson 10's Figure 4, Total " << total << ", row "
                                                    << letters[static_cast<std::size_t>(r)] << ": "
                                                    << lines[i + 2 + static_cast<std::size_t>(r)]);
                REQUIRE(row.size() == 18);
                CHECK(row[static_cast<std::size_t>(9 * side)] ==
                      std::string(1, letters[static_cast<std::size_t>(r)]));
                for (int c = 0; c < 8; ++c)
                    for (int t = first; t <= last; ++t) {
                        const std::string cell = row[static_cast<std::size_t>(9 * side + 1 + c)];
                        CHECK(cell == (c > r ? "-"
                                             : abbreviation(pair_table(t, static_cast<Pattern>(r),
                                                                       static_cast<Pattern>(c)))));
                    }
            }
            ++tables;
        }
    }
    CHECK(tables == 6);
}

TEST_CASE(
    "gomoku matsuda: lesson 10's example of each difference is one, with its Total and patterns")
{
    // Each bullet reads "**N <kind>**, e.g. `LINE`: Total T and patterns (P, Q)": the line is
    // five points, the stone in brackets, five points ('o' own, '.' empty, 'x' blocked).
    const std::string text = std::regex_replace(lesson10_text(), std::regex(R"(\s+)"), " ");
    const std::regex bullet(
        R"(\*\*(\d+) [^*]*\*\*, e\.g\. `([ox.]{5})\[o\]([ox.]{5})`: Total (\d) and patterns \(([A-Z]), ([A-Z])\))");
    std::map<std::pair<std::string, std::string>, int> examples;
    for (auto it = std::sregex_iterator(text.begin(), text.end(), bullet);
         it != std::sregex_iterator(); ++it) {
        const std::smatch& m = *it;
        INFO("lesson 10's example " << m[2] << "[o]" << m[3]);
        Board board(11);
        const Point p = board.geometry().point(6, 6);
        const int across = board.direction(0);
        const std::string left = m[2], right = m[3];
        for (int k = 1; k <= 5; ++k)
            for (const auto& [side, c] : {std::pair{-1, left[static_cast<std::size_t>(5 - k)]},
                                          std::pair{1, right[static_cast<std::size_t>(k - 1)]}})
                if (c != '.')
                    board.place(p + side * k * across, c == 'o' ? Color::Black : Color::White);
        const Reading west = read_direction(board, p, 4, Color::Black);
        const Reading east = read_direction(board, p, 0, Color::Black);
        CHECK(west.row + east.row - 1 == std::stoi(m[4]));
        CHECK(pattern_name(pattern_of(west.sta)) == m[5].str());
        CHECK(pattern_name(pattern_of(east.sta)) == m[6].str());
        const std::pair<std::string, std::string> kind = {
            shape_name(shape_at(board, p, 0, Color::Black)),
            test::brute_force_shape(test::line_text(board, p, 0, Color::Black))};
        INFO("Figure 4: " << kind.first << ", the brute force: " << kind.second);
        REQUIRE(kFigure4Differences.count(kind) == 1);
        CHECK(kFigure4Differences.at(kind) == std::stoi(m[1]));
        ++examples[kind];
    }
    INFO("the README's bullets give one example of each of the three kinds, each as "
         "\"**N kind**, e.g. `five points[o]five points`: Total T and patterns (P, Q)\"");
    CHECK(examples.size() == kFigure4Differences.size());
}

TEST_CASE("gomoku matsuda: seeded random positions against the brute force")
{
    Rng rng(2024);
    int checked = 0;
    for (int game = 0; game < 20; ++game) {
        Board board(15);
        const int stones = 20 + static_cast<int>(rng.below(60));
        for (int k = 0; k < stones; ++k) {
            const Point p = board.points()[rng.below(225)];
            if (board.is_empty(p)) board.place(p, rng.below(2) == 0 ? Color::Black : Color::White);
        }
        for (Point p : board.points()) {
            if (!board.is_empty(p)) continue;
            for (Color color : {Color::Black, Color::White}) {
                const auto shapes = shapes_at(board, p, color);
                for (int m = 0; m < kLineDirections; ++m) {
                    const std::string table = shape_name(shapes[static_cast<std::size_t>(m)]);
                    const std::string brute =
                        test::brute_force_shape(test::line_text(board, p, m, color));
                    if (table != brute) {
                        INFO(vertex_name(board, p) << " line " << m);
                        CHECK(test::known_figure4_difference(table, brute));
                    }
                    ++checked;
                }
            }
        }
    }
    CHECK(checked > 10000);
}

TEST_CASE("gomoku matsuda: Table 3 as printed, and the three codes the paper missed")
{
    int occurring = 0;
    for (int sta = 0; sta < 0x0800; ++sta)
        occurring += pattern_of(static_cast<std::uint16_t>(sta)) != Pattern::Never ? 1 : 0;
    CHECK(occurring == 39); // 38 codes with a pattern and the six-in-a-row code 0x0000
    CHECK(pattern_of(0x0000) == Pattern::Six);
    CHECK(pattern_of(0x0054) == Pattern::Never);
    CHECK(pattern_of(0x0144) == Pattern::O);
    CHECK(pair_table(4, Pattern::A, Pattern::O) == Shape::OpenFour);
    CHECK(pair_table(2, Pattern::B, Pattern::C) == Shape::FourThree);
    CHECK(pair_table(2, Pattern::C, Pattern::B) == Shape::FourThree);
    CHECK(pair_table(7, Pattern::A, Pattern::A) == Shape::Overline);
    CHECK_THROWS_AS(pair_table(3, Pattern::Never, Pattern::A), std::invalid_argument);
}

TEST_CASE("gomoku matsuda: the player wins, blocks, never plays a taken point")
{
    Board board(15);
    Rng rng(7);
    CHECK(vertex_name(board, matsuda_move(board, Rule::Standard, rng)) == "H8");
    const Board four = parse_board(R"(
. . . . . . .
. . . . . . .
. X X X X . .
. O O O . . .
. . . . . . .
. . . . . . .
. . . . . . .
)");
    // Black has four stones and White three: White moves and must stop Black's five at A5
    // or F5 (rather than make its own four).
    const Point block = matsuda_move(four, Rule::Freestyle, rng);
    CHECK((vertex_name(four, block) == "A5" || vertex_name(four, block) == "F5"));
    // A game of the player against itself: every move on an empty point, until a win or
    // a full board.
    Board game(9);
    Rng play(11);
    while (!winner(game, Rule::Standard) && !game.is_full()) {
        const Point p = matsuda_move(game, Rule::Standard, play);
        REQUIRE(game.is_empty(p));
        game.play(p);
    }
    CHECK(game.stone_count() >= 9);
}

TEST_CASE("gomoku matsuda: under Renju, Black never chooses a foul")
{
    // Seeded games of the player against itself on 13x13: before each Black move, count the
    // empty points that are fouls; the player must have met some and chosen none.
    int fouls_seen = 0;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        Board game(13);
        Rng rng(seed);
        game.play(game.geometry().point(1 + static_cast<int>(rng.below(13)),
                                        1 + static_cast<int>(rng.below(13))));
        while (!winner(game, Rule::Renju) && !game.is_full()) {
            const bool black = game.to_move() == Color::Black;
            if (black)
                for (Point p : game.points())
                    if (game.is_empty(p) && is_foul(game, p)) ++fouls_seen;
            const Point p = matsuda_move(game, Rule::Renju, rng);
            REQUIRE(game.is_empty(p));
            if (black) REQUIRE_FALSE(is_foul(game, p));
            game.play(p);
        }
    }
    CHECK(fouls_seen > 0);
}
