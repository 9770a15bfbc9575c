// The games behind the search module: explicit trees and their text format, k-in-a-row
// and tiny Go, solved and compared with published values.
#include "engine/game_tree.hpp"
#include "engine/k_in_a_row.hpp"
#include "engine/search.hpp"
#include "engine/tiny_go.hpp"

#include <catch2/catch.hpp>

#include <string>

using namespace stonelab;
using namespace stonelab::search;

namespace {

// The ParseError the text raises; fails the test if it parses.
ParseError parse_error_of(const std::string& text)
{
    try {
        parse_game_tree(text);
    } catch (const ParseError& error) {
        return error;
    }
    FAIL("parsed without error: " << text);
    return ParseError(0, 0, "");
}

} // namespace

TEST_CASE("game trees: the text format", "[search]")
{
    GameTree tree = parse_game_tree("# a comment\n( (3, +12 -8)  x:(2)\n b_2:7 )\n");
    CHECK(format_game_tree(tree) == "((3 12 -8) x:(2) b_2:7)");
    CHECK(tree.leaf_count() == 5);
    CHECK(tree.to_move() == Side::First);
    CHECK(tree.legal_moves() == std::vector<search::Move>{0, 1, 2});
    CHECK(tree.move_name(0) == "1"); // unlabelled: numbered from 1
    CHECK(tree.move_name(1) == "x");
    tree.play(1);
    CHECK(tree.to_move() == Side::Second);
    tree.play(0);
    CHECK(tree.is_over());
    CHECK(tree.final_value() == 2);
    tree.undo();
    tree.undo();
    CHECK(tree.legal_moves().size() == 3);

    // What it prints parses back to the same text.
    CHECK(format_game_tree(parse_game_tree(format_game_tree(tree))) == format_game_tree(tree));
    CHECK(format_game_tree(parse_game_tree("  -999999999 ")) == "-999999999");
}

TEST_CASE("game trees: bad text is refused with its place and reason", "[search]")
{
    struct Case {
        std::string text;
        int line, column;
        std::string words; // part of the message
    };
    const Case cases[] = {
        {"", 1, 1, "no tree"},
        {"  # only a comment", 1, 19, "no tree"},
        {"((1 2)", 1, 1, "never closed"},
        {"(1 2))", 1, 6, "after the end"},
        {"(1 ())", 1, 5, "without moves"},
        {"(1\n x)", 2, 2, "expected a number or '('"},
        {"(1 2a)", 1, 5, "run into letters"},
        {"(- 3)", 1, 3, "sign must be followed"},
        {"(1000000000)", 1, 2, "too large"},
        {"(1 a1: 3)", 1, 7, "expected a number"},
        {"(1 \xE2\x97\x8F)", 1, 4, "not printable"},
        {std::string(65, '(') + "1" + std::string(65, ')'), 1, 65, "nests too deeply"},
    };
    for (const Case& c : cases) {
        INFO("text: " << c.text);
        const ParseError error = parse_error_of(c.text);
        CHECK(error.line() == c.line);
        CHECK(error.column() == c.column);
        CHECK_THAT(error.message(), Catch::Contains(c.words));
    }
    // 64 levels are fine.
    CHECK_NOTHROW(parse_game_tree(std::string(64, '(') + "1" + std::string(64, ')')));
}

TEST_CASE("uniform trees: shape and leaves", "[search]")
{
    Rng rng(1);
    GameTree tree = uniform_tree(3, 2, TreeOrder::Shuffled, rng);
    CHECK(tree.nodes().size() == 1 + 3 + 9);
    CHECK(tree.leaf_count() == 9);
    CHECK_THROWS_AS(uniform_tree(0, 2, TreeOrder::Shuffled, rng), std::invalid_argument);
    CHECK_THROWS_AS(uniform_tree(10, 7, TreeOrder::Shuffled, rng), std::invalid_argument);
    CHECK_THROWS_AS(uniform_tree(1, 65, TreeOrder::Shuffled, rng), std::invalid_argument);
}

TEST_CASE("k-in-a-row: moves, wins and names", "[search]")
{
    KInARow game = tic_tac_toe();
    CHECK(game.legal_moves().front() == 4); // the centre first
    CHECK(game.move_name(4) == "b2");
    CHECK(game.move_name(0) == "a3"); // top-left; rows count from the bottom
    // X: a3 b3 c3 across the top row; O: a1 b1.
    for (search::Move cell : {0, 6, 1, 7, 2}) game.play(cell);
    CHECK(game.to_string() == "XXX\n...\nOO.\n");
    CHECK(game.is_over());
    CHECK(game.final_value() == 1);
    CHECK(game.legal_moves().empty());
    game.undo();
    CHECK_FALSE(game.is_over());
    CHECK(game.legal_moves().front() == 2); // the winning move is tried first
    CHECK_THROWS_AS(KInARow(3, 3, 4), std::invalid_argument);
    CHECK_THROWS_AS(KInARow(0, 3, 1), std::invalid_argument);
}

TEST_CASE("k-in-a-row: (3,3,3) and 4 on 4x4 are draws, 3 on 4x4 a first-player win", "[search]")
{
    // Published values of the (m,n,k)-games: tic-tac-toe and (4,4,4) are draws, (4,4,3) is
    // a first-player win.
    for (Algorithm algorithm : {Algorithm::AlphaBetaFailHard, Algorithm::AlphaBetaFailSoft}) {
        INFO(algorithm_name(algorithm));
        KInARow ttt = tic_tac_toe(), three(4, 4, 3);
        CHECK(run_search(algorithm, ttt).value == 0);
        CHECK(run_search(algorithm, three).value == 1);
    }
    // (4,4,4) is the slow one (about 1 s in a release build): once under the official
    // rule, once ending games as soon as nobody can win, which cannot change the value.
    KInARow four(4, 4, 4), four_early(4, 4, 4, DrawRule::NoLineLeft);
    CHECK(alpha_beta_fail_soft(four).value == 0);
    CHECK(alpha_beta_fail_hard(four_early).value == 0);
    // Good move order (wins, then blocks, then busy lines) makes (4,4,3) quick to prove.
    KInARow three(4, 4, 3);
    CHECK(alpha_beta_fail_soft(three).nodes < 2000);
}

TEST_CASE("tiny Go: rules and moves", "[search]")
{
    TinyGo go(3, 1); // 1x3: A1 B1 C1
    CHECK(go.to_move() == Side::First);
    CHECK(go.max_value() == 3);
    CHECK(go.legal_moves() == std::vector<search::Move>{6, 7, 8, kPass}); // points, then pass
    CHECK(go.move_name(7) == "B1");
    go.play(7);
    CHECK(go.to_move() == Side::Second);
    CHECK(go.evaluate() == 3); // Black's stone owns the whole row
    go.play(kPass);
    CHECK(go.legal_moves().front() == kPass); // after a pass, passing is tried first
    go.play(kPass);
    CHECK(go.is_over());
    CHECK(go.final_value() == 3);
    CHECK(go.legal_moves().empty());
    CHECK_THROWS_AS(TinyGo(0, 3), std::invalid_argument);

    // 1x1: the only point is suicide, so the only move is a pass.
    TinyGo one(1, 1);
    CHECK(one.legal_moves() == std::vector<search::Move>{kPass});
}

TEST_CASE("tiny Go: values of the smallest boards under area scoring and superko", "[search]")
{
    // Published values (area scoring, no komi, positional superko; van der Werf's small
    // board results): 1x1 0, 1x2 0, 1x3 +3, 1x4 +4, 1x5 0, 2x2 +1.
    struct SmallBoard {
        int width, height;
        Value value;
    };
    const SmallBoard boards[] = {{1, 1, 0}, {2, 1, 0}, {3, 1, 3}, {4, 1, 4}, {5, 1, 0}, {2, 2, 1}};
    for (const SmallBoard& board : boards)
        for (Algorithm algorithm : {Algorithm::AlphaBetaFailHard, Algorithm::AlphaBetaFailSoft}) {
            INFO(board.height << "x" << board.width << ", " << algorithm_name(algorithm));
            TinyGo go(board.width, board.height);
            CHECK(run_search(algorithm, go).value == board.value);
            CHECK(go.game().moves().empty()); // the search left the game as it found it
        }
    // 1xN boards the other way round have the same values.
    TinyGo column(1, 4);
    CHECK(alpha_beta_fail_soft(column).value == 4);
}

TEST_CASE("tiny Go: the searches without pruning agree on 1x1 and 1x2", "[search]")
{
    // (Without pruning, superko makes even 1x3 a very large tree.)
    for (int width = 1; width <= 2; ++width)
        for (Algorithm algorithm : kAllAlgorithms) {
            INFO("1x" << width << ", " << algorithm_name(algorithm));
            TinyGo go(width, 1);
            CHECK(run_search(algorithm, go).value == 0);
        }
}
