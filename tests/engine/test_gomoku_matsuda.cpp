// Matsuda et al.'s pattern tables in the engine (engine/gomoku/matsuda.hpp): the paper's
// worked example, every arrangement of a line and seeded random positions against the brute
// force of tests/support/gomoku_lines.hpp, and the player.
#include "engine/gomoku/matsuda.hpp"
#include "engine/gomoku/renju.hpp"
#include "support/gomoku_lines.hpp"

#include <catch2/catch.hpp>

#include <map>
#include <utility>

using namespace stonelab;
using namespace stonelab::gomoku;
using namespace stonelab::gomoku::matsuda;

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
    int x_then_gap_stone = 0; // Total 4 with X on one side and B to F on the other
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
        // What lesson 10's README says of each kind of difference: the Total and the
        // patterns of the lines where it happens.
        const Reading right = read_direction(board, p, 0, Color::Black);
        const Reading left = read_direction(board, p, 4, Color::Black);
        const int total = right.row + left.row - 1;
        const Pattern a = pattern_of(right.sta);
        const Pattern b = pattern_of(left.sta);
        const auto pair_is = [&](auto first, auto second) {
            return (first(a) && second(b)) || (first(b) && second(a));
        };
        const auto is = [](Pattern pattern) { return [=](Pattern q) { return q == pattern; }; };
        const auto gap_then_stone = [](Pattern q) { return q >= Pattern::B && q <= Pattern::F; };
        const bool four_that_is_nothing = total == 4 && pair_is(is(Pattern::X), gap_then_stone);
        x_then_gap_stone += four_that_is_nothing ? 1 : 0;
        if (table != brute) {
            INFO(line);
            CHECK(test::known_figure4_difference(table, brute));
            if (table == "four") CHECK(four_that_is_nothing);
            if (table == "none")
                CHECK((total == 3 && a == Pattern::O && b == Pattern::O &&
                       (right.sta == 0x0405 || left.sta == 0x0405)));
            if (table == "four-three")
                CHECK((total == 2 && (pair_is(is(Pattern::B), is(Pattern::C)) ||
                                      pair_is(is(Pattern::B), is(Pattern::D)))));
            ++differences[{table, brute}];
        }
        ++lines;
        for (int k = 0; k < placed; ++k) board.undo();
    }
    CHECK(lines == 59049);
    // The counts lesson 10's README gives: 771 lines of 59049, in three kinds.
    const std::map<std::pair<std::string, std::string>, int> expected = {
        {{"four", "none"}, 480}, {{"none", "three"}, 243}, {{"four-three", "split four"}, 48}};
    CHECK(differences == expected);
    // Every line with Total 4 and patterns (X, B) to (X, F) is one of the 480.
    CHECK(x_then_gap_stone == 480);
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

TEST_CASE("gomoku matsuda: the paper's order puts its own winning threat before stopping a five")
{
    // White's D4 E4 F4 G4 is a four (Black holds C4) whose five point is H4; Black's B2 C2 D2
    // is an open three, which E2 makes an open four (A2 and F2 make five).
    Board board = parse_board(R"(
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . X O O O O . .
. . . . . . . . .
. X X X . . . . .
. . . . . . . . .
)");
    const auto at = [&](const char* vertex) { return parse_vertex(board, vertex).value(); };
    for (const Rule rule : {Rule::Freestyle, Rule::Standard}) {
        // The course's order: stopping White's five (5) before Black's open four (4).
        CHECK(priority(board, at("H4"), Color::Black, rule) == 5);
        CHECK(priority(board, at("E2"), Color::Black, rule) == 4);
        // The paper's: Black's winning threat first (5), then stopping the five (4).
        CHECK(paper_rank(board, at("H4"), Color::Black, rule) == 4);
        CHECK(paper_rank(board, at("E2"), Color::Black, rule) == 5);
        // White at H4 makes its five: first in both orders.
        CHECK(priority(board, at("H4"), Color::White, rule) == 6);
        CHECK(paper_rank(board, at("H4"), Color::White, rule) == 6);
    }
    // Black's H5 H6 H7 as well: at H4 Black also makes an open four (H3 and H8 make five), so
    // in the paper's order H4 now ranks with its own winning threats; its priority stays 5.
    for (const char* vertex : {"H5", "H6", "H7"}) board.place(at(vertex), Color::Black);
    CHECK(priority(board, at("H4"), Color::Black, Rule::Standard) == 5);
    CHECK(paper_rank(board, at("H4"), Color::Black, Rule::Standard) == 5);
    // At A2 Black makes a four against the edge (E2 makes five), and nothing else: 2 in both;
    // at J9 nothing at all: 0 in both.
    CHECK(priority(board, at("A2"), Color::Black, Rule::Standard) == 2);
    CHECK(paper_rank(board, at("A2"), Color::Black, Rule::Standard) == 2);
    CHECK(priority(board, at("J9"), Color::Black, Rule::Standard) == 0);
    CHECK(paper_rank(board, at("J9"), Color::Black, Rule::Standard) == 0);
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
