// The games behind the search module: explicit trees and their text format, k-in-a-row
// and tiny Go, solved and compared with published values.
#include "engine/go/tiny_go.hpp"
#include "engine/search/game_tree.hpp"
#include "engine/search/k_in_a_row.hpp"
#include "engine/search/search.hpp"

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

TEST_CASE("game trees: a text longer than kMaxTreeBytes is refused where it passes the limit",
          "[search]")
{
    // A comment line, then the tree "1" on line 2: exactly kMaxTreeBytes bytes are read.
    const std::string comment = "#" + std::string(kMaxTreeBytes - 3, 'x') + "\n";
    REQUIRE((comment + "1").size() == kMaxTreeBytes);
    CHECK(format_game_tree(parse_game_tree(comment + "1")) == "1");

    // With "12" the '2' is the first byte past the limit: line 2, column 2.
    const ParseError error = parse_error_of(comment + "12");
    CHECK(error.line() == 2);
    CHECK(error.column() == 2);
    CHECK_THAT(error.message(), Catch::Contains(std::to_string(kMaxTreeBytes) + " bytes"));
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

TEST_CASE("k-in-a-row: the plies in which no game can end", "[search]")
{
    KInARow ttt = tic_tac_toe();
    // X needs 3 marks (plies 1, 3, 5), O 3 (plies 2, 4, 6): the first win is at ply 5.
    CHECK(ttt.plies_before_any_end() == 5);
    // After X b2, O a1, X to move needs 2 (plies 1, 3), O 2 (plies 2, 4): ply 3.
    ttt.play(4);
    ttt.play(6);
    CHECK(ttt.plies_before_any_end() == 3);
    // With X b2 b1 and O a1 a3, X needs 1 (b3 is free of O): ply 1.
    ttt.play(7);
    ttt.play(0);
    CHECK(ttt.plies_before_any_end() == 1);
    // On 4x4 with k = 4, X's fourth mark comes at ply 7, long before the board fills (16).
    CHECK(KInARow(4, 4, 4).plies_before_any_end() == 7);
    // k = 3 on 3x1: X needs 3 marks but the board is full after 3 moves (plies 1, 2, 3).
    CHECK(KInARow(3, 1, 3).plies_before_any_end() == 3);
}

namespace {

// A game that forwards to another and counts the moves its positions list: the "moves
// considered" of SearchWork.
class CountingGame : public TwoPlayerGame {
public:
    explicit CountingGame(TwoPlayerGame& game) : game_(game) {}
    Side to_move() const override { return game_.to_move(); }
    bool is_over() const override { return game_.is_over(); }
    std::vector<search::Move> legal_moves() const override
    {
        std::vector<search::Move> moves = game_.legal_moves();
        listed += static_cast<double>(moves.size());
        return moves;
    }
    void play(search::Move move) override { game_.play(move); }
    void undo() override { game_.undo(); }
    Value final_value() const override { return game_.final_value(); }
    Value evaluate() const override { return game_.evaluate(); }
    Value max_value() const override { return game_.max_value(); }
    std::string move_name(search::Move move) const override { return game_.move_name(move); }
    mutable double listed = 0;

private:
    TwoPlayerGame& game_;
};

} // namespace

TEST_CASE("k-in-a-row: the least work of a search, exact above the first possible end", "[search]")
{
    // Tic-tac-toe to depth 4 (no game ends before ply 5): every leaf is worth 0.
    // Minimax visits the whole tree: 1 + 9 + 9*8 + 9*8*7 + 9*8*7*6 = 3,610 nodes, and every
    // node above the leaves lists all its moves: one per node below the root, 3,609.
    // Alpha-beta visits Knuth and Moore's minimal tree. With moves 9, 8, 7, 6 at plies 0 to
    // 3, counting (principal variation, cut, all) nodes per ply: (1,0,0), (1,8,0),
    // (1,7,8) = 16, (1, 6+8*7, 7) = 70, (1, 5+7*6, 62) = 110: 1+9+16+70+110 = 206 nodes,
    // which list 1*9 + 9*8 + 16*7 + 70*6 = 613 moves.
    struct Expected {
        Algorithm algorithm;
        double nodes, moves;
    };
    for (const Expected& expected :
         {Expected{Algorithm::Minimax, 3610, 3609}, Expected{Algorithm::Negamax, 3610, 3609},
          Expected{Algorithm::AlphaBetaFailHard, 206, 613},
          Expected{Algorithm::AlphaBetaFailSoft, 206, 613}}) {
        INFO(algorithm_name(expected.algorithm));
        KInARow ttt = tic_tac_toe();
        const SearchWork work = ttt.fewest_search_work(expected.algorithm, 4);
        CHECK(work.nodes == expected.nodes);
        CHECK(work.moves == expected.moves);
        CountingGame counted(ttt);
        SearchOptions options;
        options.depth = 4;
        CHECK(run_search(expected.algorithm, counted, options).nodes == expected.nodes);
        CHECK(counted.listed == expected.moves);
    }
}

TEST_CASE("k-in-a-row: the least work of a search is a lower bound to the end", "[search]")
{
    // To the end the tree's shape is known only down to ply 5; the searches do more.
    for (Algorithm algorithm : kAllAlgorithms) {
        INFO(algorithm_name(algorithm));
        KInARow ttt = tic_tac_toe();
        const SearchWork work = ttt.fewest_search_work(algorithm, kNoDepthLimit);
        CountingGame counted(ttt);
        CHECK(work.nodes <= static_cast<double>(run_search(algorithm, counted).nodes));
        CHECK(work.moves <= counted.listed);
    }
    // Minimax to the end: at least the whole tree to ply 5, 1+9+72+504+3024+15120 = 18,730.
    CHECK(tic_tac_toe().fewest_search_work(Algorithm::Minimax, kNoDepthLimit).nodes == 18730);
    // 5 in a row on 19x19 to the end: more than any diagram may search, known at once.
    CHECK(KInARow(19, 19, 5).fewest_search_work(Algorithm::AlphaBetaFailSoft, kNoDepthLimit).nodes >
          1e9);
    // The counts stop at kManyNodes instead of overflowing.
    CHECK(KInARow(26, 26, 26).fewest_search_work(Algorithm::Minimax, kNoDepthLimit).nodes ==
          KInARow::kManyNodes);
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
    // Published values (area scoring, no komi; Drange's Mini-Go table, lesson 9's text):
    // 1x1 0, 1x2 0, 1x3 +3, 1x4 +4, 1x5 0, 2x2 +1.
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
