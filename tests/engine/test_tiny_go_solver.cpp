// The exact solver of tiny Go boards (engine/go/tiny_go_solver.hpp): the same values as
// lesson 9's plain alpha-beta on TinyGo (search.hpp), from empty boards and from positions
// with a history, and the published values of the small boards it solves in milliseconds.
#include "engine/base/rng.hpp"
#include "engine/go/scoring.hpp"
#include "engine/go/tiny_go.hpp"
#include "engine/go/tiny_go_solver.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <stdexcept>
#include <vector>

using namespace stonelab;
using namespace stonelab::search;

namespace {

// A small table for the small boards: allocating the default one for every position of the
// loops below would cost more than the searches.
SolverOptions small_table()
{
    SolverOptions options;
    options.table_bits = 14;
    return options;
}

// Plays the moves (engine points, kPass) on both games.
void play_both(TinyGo& plain, TinyGoSolver& solver, const std::vector<Point>& moves)
{
    for (Point p : moves) {
        plain.play(p);
        solver.play(p);
    }
}

// The value plain alpha-beta gives from the position (with its history), Black's view.
Value plain_value(TinyGo& plain) { return alpha_beta_fail_soft(plain).value; }

// A random opening of up to `length` moves, drawn with Rng(seed) among the legal moves
// (passes included), stopping early if two passes end the game.
std::vector<Point> random_opening(int width, int height, int length, std::uint64_t seed)
{
    TinyGo game(width, height);
    Rng rng(seed);
    std::vector<Point> moves;
    while (static_cast<int>(moves.size()) < length && !game.is_over()) {
        const std::vector<search::Move> legal = game.legal_moves();
        const Point p =
            static_cast<Point>(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
        game.play(p);
        moves.push_back(p);
    }
    return moves;
}

Point at(int width, int height, const char* vertex)
{
    return *parse_gtp_vertex(Geometry{width, height}, vertex);
}

// Replays a solver's line on TinyGo: every move legal, the game over at the end, and its
// final value the solved value.
void check_line(int width, int height, const std::vector<Point>& opening, const SolveResult& result)
{
    TinyGo game(width, height);
    for (Point p : opening) game.play(p);
    for (Point p : result.principal_variation) {
        const std::vector<search::Move> legal = game.legal_moves();
        REQUIRE(std::find(legal.begin(), legal.end(), p) != legal.end());
        game.play(p);
    }
    CHECK(game.is_over());
    CHECK(game.final_value() == result.value);
}

} // namespace

TEST_CASE("tiny Go solver: plain alpha-beta's values on the empty boards 1x1 to 1x5 and 2x2",
          "[solver]")
{
    const int boards[][2] = {{1, 1}, {2, 1}, {3, 1}, {4, 1}, {5, 1}, {2, 2}, {1, 4}};
    for (const auto& board : boards) {
        INFO(board[0] << " wide, " << board[1] << " high");
        TinyGo plain(board[0], board[1]);
        TinyGoSolver solver(board[0], board[1], small_table());
        const SolveResult result = solver.solve();
        CHECK(result.solved);
        CHECK(result.value == plain_value(plain));
        CHECK(result.lower == result.value);
        CHECK(result.upper == result.value);
        check_line(board[0], board[1], {}, result);
    }
}

TEST_CASE("tiny Go solver: plain alpha-beta's values after random openings", "[solver]")
{
    // Seeded random openings on 2x2, 1x4 and 1x5: the value of each position with its
    // history, with the table and without it, and without the restricted provers. (On 3x2 plain
    // alpha-beta takes minutes from some positions even after ten random moves.)
    struct Case {
        int width, height, length;
    };
    const Case cases[] = {{2, 2, 2}, {2, 2, 5}, {2, 2, 9}, {4, 1, 3},
                          {5, 1, 2}, {5, 1, 6}, {5, 1, 9}, {2, 2, 13}};
    int compared = 0;
    for (const Case& c : cases)
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            const std::vector<Point> opening = random_opening(c.width, c.height, c.length, seed);
            INFO(c.width << "x" << c.height << ", opening of " << opening.size() << " moves, seed "
                         << seed);
            TinyGo plain(c.width, c.height);
            TinyGoSolver solver(c.width, c.height, small_table());
            play_both(plain, solver, opening);
            const Value expected = plain_value(plain);
            const SolveResult result = solver.solve();
            CHECK(result.value == expected);
            check_line(c.width, c.height, opening, result);
            SolverOptions no_table;
            no_table.use_table = false;
            TinyGoSolver without(c.width, c.height, no_table);
            for (Point p : opening) without.play(p);
            CHECK(without.solve().value == expected);
            SolverOptions unrestricted = small_table();
            unrestricted.restricted_provers = false;
            TinyGoSolver full(c.width, c.height, unrestricted);
            for (Point p : opening) full.play(p);
            CHECK(full.solve().value == expected);
            ++compared;
        }
    CHECK(compared == 8 * 12);
}

TEST_CASE("tiny Go solver: positions whose history bans moves by superko", "[solver]")
{
    // 2x2 with captures and recaptures: after each prefix of this game some stone moves
    // recreate an earlier board, and the values must still be plain alpha-beta's.
    const char* game[] = {"A2", "B1", "B2", "A1", "B2",   "A2", "B2",
                          "A1", "B1", "A2", "B2", "pass", "B1", "A2"};
    int banned = 0;
    std::vector<Point> opening;
    for (const char* vertex : game) {
        opening.push_back(at(2, 2, vertex));
        INFO("after " << opening.size() << " moves");
        TinyGo plain(2, 2);
        TinyGoSolver solver(2, 2, small_table());
        play_both(plain, solver, opening);
        for (Point p : plain.game().board().points())
            banned += plain.game().check(plain.game().to_move(), p) == MoveStatus::Superko;
        CHECK(solver.solve().value == plain_value(plain));
    }
    CHECK(banned > 0); // superko did ban moves in these positions

    // 1x5: White's E1 takes two stones, Black's D1 takes it back.
    const char* ko[] = {"C1", "B1", "D1", "E1", "D1", "pass"};
    opening.clear();
    for (const char* vertex : ko) {
        opening.push_back(at(5, 1, vertex));
        TinyGo plain(5, 1);
        TinyGoSolver solver(5, 1, small_table());
        play_both(plain, solver, opening);
        INFO("1x5 after " << opening.size() << " moves");
        CHECK(solver.solve().value == plain_value(plain));
    }
}

TEST_CASE("tiny Go solver: without the history check the table gives a wrong value", "[solver]")
{
    // 3x2 (three wide, two high) from the empty board is worth 0 (Drange's table, and the
    // sound solver). A table that answers regardless of history (the test-only flag), with
    // the static bounds off and the first question "at least +1?", proves -1: a bound proved
    // under one history answered for a position reached with another. (With most other
    // settings it contradicts itself: no move of the line is worth the value it proved.)
    SolverOptions blind;
    blind.history_blind = true;
    blind.static_bounds = false;
    blind.first_guess = 1;
    SolverOptions sound = blind;
    sound.history_blind = false;
    CHECK(TinyGoSolver(3, 2, sound).solve().value == 0);
    SolveResult wrong;
    try {
        wrong = TinyGoSolver(3, 2, blind).solve();
    } catch (const std::logic_error&) { // its own answers may contradict each other, too
        wrong.value = kInfinity;
    }
    CHECK(wrong.value != 0);
}

TEST_CASE("tiny Go solver: the published values of 1x6 1x7 2x3 2x4 2x5 and 3x3", "[solver]")
{
    // Drange's Mini-Go table (area counting, no komi): 1x6 +1, 1x7 +2, 2x3 0, 2x4 +8, 2x5 +10,
    // 3x3 +9.
    const int boards[][3] = {{6, 1, 1}, {1, 7, 2}, {3, 2, 0}, {2, 4, 8}, {5, 2, 10}, {3, 3, 9}};
    for (const auto& board : boards) {
        INFO(board[0] << " wide, " << board[1] << " high");
        TinyGoSolver solver(board[0], board[1]);
        const SolveResult result = solver.solve();
        CHECK(result.value == board[2]);
        check_line(board[0], board[1], {}, result);
    }
}

TEST_CASE("tiny Go solver: restricted provers, and the full search when they fail", "[solver]")
{
    // On 2x2 Black's best line puts two of its own stones in atari, a move the restricted
    // Black never plays: some questions need the search with every move.
    TinyGoSolver two(2, 2, small_table());
    const SolveResult on_two = two.solve();
    CHECK(on_two.value == 1);
    CHECK(on_two.full_searches > 0);
    check_line(2, 2, {}, on_two);

    // On 3x3 every question is answered by a restricted prover, and without them the value
    // is the same.
    const SolveResult on_three = TinyGoSolver(3, 3).solve();
    CHECK(on_three.value == 9);
    CHECK(on_three.full_searches == 0);
    SolverOptions unrestricted;
    unrestricted.restricted_provers = false;
    const SolveResult without = TinyGoSolver(3, 3, unrestricted).solve();
    CHECK(without.value == 9);
    CHECK(without.full_searches >= without.iterations); // every search, the line's too
}

TEST_CASE("tiny Go solver: moves and limits and bad input", "[solver]")
{
    TinyGoSolver solver(2, 2, small_table());
    CHECK(solver.to_move() == Color::Black);
    CHECK_FALSE(solver.is_legal(kNoPoint));
    solver.play(at(2, 2, "A1"));
    CHECK(solver.to_move() == Color::White);
    CHECK_THROWS_AS(solver.play(at(2, 2, "A1")), std::invalid_argument); // occupied
    solver.undo();
    CHECK(solver.to_move() == Color::Black);
    solver.play(kPass);
    solver.play(kPass);
    CHECK(solver.is_over());
    CHECK(solver.solve().value == 0);
    CHECK(solver.solve().principal_variation.empty());

    // A node limit gives up with bounds that hold the value (3x3 is worth +9).
    SolverOptions limited;
    limited.max_nodes = 1000;
    const SolveResult partial = TinyGoSolver(3, 3, limited).solve();
    CHECK_FALSE(partial.solved);
    CHECK(partial.nodes == 1000);
    CHECK(partial.lower <= 9);
    CHECK(partial.upper >= 9);
    CHECK(partial.principal_variation.empty());

    CHECK_THROWS_AS(TinyGoSolver(0, 3), std::invalid_argument);
    CHECK_THROWS_AS(TinyGoSolver(5, 7), std::invalid_argument); // 35 points
}
