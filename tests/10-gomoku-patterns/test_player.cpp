// Lesson 10, task 4: the paper's move choice: priorities, values and the player.
#include "support.hpp"
#include "support/text.hpp"

#include <catch2/catch.hpp>

#include <tuple>

using namespace stonelab;
using namespace stonelab::lesson10;

namespace {

// (The caller shows the board.) choose_move(board, rule, Rng(seed)) must play the best point that
// one draw of rng.below(count) picks among `best` (the points of the highest priority and value, in
// board.points() order: top row first), and leave the generator exactly one number further.
void check_choice(const gomoku::Board& board, gomoku::Rule rule, std::uint64_t seed,
                  const std::vector<std::string>& best)
{
    Rng expected(seed);
    const std::string move = best[expected.below(static_cast<std::uint32_t>(best.size()))];
    std::string listed;
    for (const std::string& v : best) listed += " " + v;
    Rng yours(seed);
    const std::string played = gomoku::vertex_name(board, choose_move(board, rule, yours));
    INFO("choose_move(board, " << gomoku::rule_name(rule) << ", Rng(" << seed << ")), "
                               << (board.to_move() == Color::Black ? "Black" : "White")
                               << " to move: the best points:" << listed << "; rng.below("
                               << best.size() << ") picks " << move);
    CHECK(played == move);
    // One draw, even among a single best point: no more, no fewer.
    CHECK(lesson10::test::numbers_drawn(Rng(seed), yours) == 1);
}

} // namespace

TEST_CASE("task 4: priorities: win, stop a five, make a three, stop it", "[lesson10][task_4]")
{
    // Black (X) to move, seven stones each: Black's four C5-C8, White's four E6-H6.
    const gomoku::Board board = gomoku::parse_board(R"(
X . . . . . . . .
. . X . . . . . .
. . X . . . . . .
. . X . O O O O .
. . X . . . . . .
. . . . . . . . .
. X . . . . . . .
. . . . . . . O O
X . . . . . . . O
)");
    const auto standard = gomoku::Rule::Standard;
    INFO(gomoku::print_board(board));
    CHECK(move_priority(board, at(board, "C9"), Color::Black, standard) == 6); // five C5-C9
    CHECK(move_priority(board, at(board, "C4"), Color::Black, standard) == 6); // five C4-C8
    CHECK(move_priority(board, at(board, "J6"), Color::Black, standard) == 5); // stops E6-J6
    CHECK(move_priority(board, at(board, "D6"), Color::Black, standard) == 5); // stops D6-H6
    CHECK(move_priority(board, at(board, "J6"), Color::White, standard) == 6);
    // A five is worth 1000 (the paper's "win"). C9's other lines: across, A9 then B9 empty
    // (pattern E) and three empty points (A), Total 1; the diagonals run into the edge at
    // once (X) and, on the other side, two empty points then White's F6 or the edge (O):
    // none. C4: across, two empty points then the edge (O) and three empty (A); down-right
    // three empty (A) and up-left B5 A6 then the edge (O); down-left B3, Total 2, with
    // patterns O and O: none. So both are worth exactly 1000 to Black, and 36 to White,
    // for whom every line of either point is none.
    CHECK(move_value(board, at(board, "C9"), Color::Black) == 1000);
    CHECK(move_value(board, at(board, "C4"), Color::Black) == 1000);
    CHECK(move_value(board, at(board, "C9"), Color::White) == 36);
    CHECK(move_value(board, at(board, "C4"), Color::White) == 36);
    // So C9 and C4 tie on priority 6 and value 1036: one is drawn.
    for (std::uint64_t seed : {1u, 2u, 3u}) check_choice(board, standard, seed, {"C9", "C4"});

    // Black's two stones B2 C2 and an open row: D2 makes a three (B2-D2 with A2 and E2, F2
    // free); White at D2 stops it.
    const gomoku::Board two = gomoku::parse_board(R"(
. . . . . . . . .
. . . . . . . . O
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. X X . . . . . .
. . . . . . . . O
)");
    INFO(gomoku::print_board(two));
    CHECK(move_priority(two, at(two, "D2"), Color::Black, standard) == 2);
    CHECK(move_priority(two, at(two, "D2"), Color::White, standard) == 1);
    CHECK(move_priority(two, at(two, "E5"), Color::Black, standard) == 0);
    CHECK(move_value(two, at(two, "D2"), Color::Black) == 6937); // the paper's "three"
    CHECK(move_value(two, at(two, "E2"), Color::Black) == 581);  // a split three B2 C2 . E2
}

TEST_CASE("task 4: an overline wins only under Freestyle", "[lesson10][task_4]")
{
    const gomoku::Board board = gomoku::parse_board(R"(
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
X X X . X X . . .
. . . . . . . . .
. O O O . . . . .
. . . . . . . . .
. . . . . . . . .
)");
    INFO(gomoku::print_board(board));
    const auto freestyle = gomoku::Rule::Freestyle;
    const auto standard = gomoku::Rule::Standard;
    CHECK(move_priority(board, at(board, "D5"), Color::Black, freestyle) == 6);
    CHECK(move_priority(board, at(board, "D5"), Color::Black, standard) < 6);
    // White at D5 stops Black's win under Freestyle (5); under Standard there is nothing to
    // stop, and White makes nothing there (down, D4 then its own D3: pattern B, Total 1).
    CHECK(move_priority(board, at(board, "D5"), Color::White, freestyle) == 5);
    CHECK(move_priority(board, at(board, "D5"), Color::White, standard) == 0);
    CHECK(move_value(board, at(board, "D5"), Color::Black) == 2);  // "heading for an overline"
    CHECK(move_value(board, at(board, "J1"), Color::Black) == 36); // an ordinary move
    Rng rng(5);
    CHECK_THROWS_AS(choose_move(board, gomoku::Rule::Renju, rng), std::invalid_argument);
    // Black to move (eight stones). Freestyle: D5 alone wins. Standard: nothing wins, and the
    // highest priority is 3, at E3 alone: White's B3 C3 D3 with E3 is an open four (A3 and
    // F3 both make five); at A3 it is a four against the edge, at F3 a split four (1).
    check_choice(board, freestyle, 5, {"D5"});
    check_choice(board, standard, 5, {"E3"});
}

TEST_CASE("task 4: winning threats: fours on two lines, a four-four on one, at the edge",
          "[lesson10][task_4]")
{
    // Black's A2 A3 A4 and B1 C1 D1 meet at the corner A1; A9 B9 C9 and G9 H9 J9 along the
    // top edge.
    gomoku::Board board = gomoku::parse_board(R"(
X X X . . . X X X
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
X . . . . . . . .
X . . . . . . . .
X . . . . . . . .
. X X X . . . . .
)");
    {
        INFO(gomoku::print_board(board));
        for (const auto rule : {gomoku::Rule::Freestyle, gomoku::Rule::Standard}) {
            INFO("under " << gomoku::rule_name(rule));
            // A1: up, A2 A3 A4 then two empty points (Row 4, pattern A) and the edge below (X):
            // Total 4, (X, A), a four; across the same. Fours on two lines: a winning threat (4),
            // which White stops (3).
            CHECK(move_priority(board, at(board, "A1"), Color::Black, rule) == 4);
            CHECK(move_priority(board, at(board, "A1"), Color::White, rule) == 3);
            // E9: X X X . p . X X X, each side a gap, three own stones and the edge (pattern F),
            // Total 1: a four-four on one line.
            CHECK(move_priority(board, at(board, "E9"), Color::Black, rule) == 4);
            CHECK(move_priority(board, at(board, "E9"), Color::White, rule) == 3);
            // A5 and E1: open fours (A1 and A6, A1 and F1 make five); D9: a four (E9 makes five).
            CHECK(move_priority(board, at(board, "A5"), Color::Black, rule) == 4);
            CHECK(move_priority(board, at(board, "E1"), Color::Black, rule) == 4);
            CHECK(move_priority(board, at(board, "D9"), Color::Black, rule) == 2);
            CHECK(move_priority(board, at(board, "D9"), Color::White, rule) == 1);
        }
        // The values: two fours 2 x 2325, a four-four 2 x 2325, an open four 2325; the other
        // lines of these points are none (they meet the edge, or three empty points). White
        // makes nothing anywhere: 36.
        CHECK(move_value(board, at(board, "A1"), Color::Black) == 2 * 2325);
        CHECK(move_value(board, at(board, "E9"), Color::Black) == 2 * 2325);
        CHECK(move_value(board, at(board, "A5"), Color::Black) == 2325);
        CHECK(move_value(board, at(board, "E1"), Color::Black) == 2325);
        CHECK(move_value(board, at(board, "A1"), Color::White) == 36);
        CHECK(move_value(board, at(board, "E9"), Color::White) == 36);
        // Black to move: A1, E9, A5 and E1 are winning threats; A1 and E9 are worth 4650 + 36,
        // A5 and E1 2325 + 36. E9 comes first in board.points() order.
        for (std::uint64_t seed : {1u, 3u}) {
            check_choice(board, gomoku::Rule::Freestyle, seed, {"E9", "A1"});
            check_choice(board, gomoku::Rule::Standard, seed, {"E9", "A1"});
        }
    }
    // A four-three on one line: . . X . p X . X X against the right edge. From E5 to the
    // right F5, a gap, H5 J5 and the edge: Row 2, pattern D; to the left a gap, C5, two
    // empty points and the edge: pattern B. Total 2, (D, B): four-three, 2325 + 6937.
    const gomoku::Board four_three = gomoku::parse_board(R"(
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . X . . X . X X
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
)");
    {
        INFO(gomoku::print_board(four_three));
        CHECK(move_priority(four_three, at(four_three, "E5"), Color::Black,
                            gomoku::Rule::Standard) == 4);
        CHECK(move_priority(four_three, at(four_three, "E5"), Color::White,
                            gomoku::Rule::Standard) == 3);
        CHECK(move_value(four_three, at(four_three, "E5"), Color::Black) == 2325 + 6937);
    }
    // White to move (a stone on E5, which none of these lines reaches): all four are now
    // priority 3, and the same two have the highest value.
    board.place(at(board, "E5"), Color::White);
    INFO(gomoku::print_board(board));
    for (std::uint64_t seed : {1u, 3u})
        check_choice(board, gomoku::Rule::Standard, seed, {"E9", "A1"});
}

TEST_CASE("task 4: the centre of an empty board, and no move on a full one", "[lesson10][task_4]")
{
    // The centre is point(n / 2 + 1, n / 2 + 1): H8 on 15x15, E5 on 9x9, and on 10x10, whose
    // rows are numbered from the bottom, x = 6 (F) and y = 6 from the top (row 5). No point
    // is drawn: the generator is left alone.
    for (const auto& [size, centre] :
         std::vector<std::pair<int, std::string>>{{15, "H8"}, {9, "E5"}, {10, "F5"}}) {
        const gomoku::Board empty(size);
        for (const auto rule : {gomoku::Rule::Freestyle, gomoku::Rule::Standard}) {
            Rng rng(7);
            INFO("choose_move on the empty " << size << "x" << size << " board, "
                                             << gomoku::rule_name(rule));
            CHECK(gomoku::vertex_name(empty, choose_move(empty, rule, rng)) == centre);
            CHECK(lesson10::test::numbers_drawn(Rng(7), rng) == 0);
        }
    }
    // A full 5x5 board, stones of alternate colours.
    gomoku::Board full(5);
    for (Point p : full.points())
        full.place(p, full.stone_count() % 2 == 0 ? Color::Black : Color::White);
    INFO(gomoku::print_board(full));
    Rng rng(7);
    CHECK_THROWS_AS(choose_move(full, gomoku::Rule::Standard, rng), std::invalid_argument);
}

TEST_CASE("task 4: the same priorities, values and moves as the engine's player",
          "[lesson10][task_4]")
{
    // Seed 21's position has 35 stones (White to move), seed 22's 36 (Black to move).
    for (std::uint64_t seed : {21u, 22u}) {
        const gomoku::Board board = lesson10::test::random_position(seed, 11, 40);
        INFO("seed " << seed << "\n" << gomoku::print_board(board));
        for (Point p : board.points()) {
            if (!board.is_empty(p)) continue;
            for (Color color : {Color::Black, Color::White}) {
                INFO("at " << gomoku::vertex_name(board, p) << " for "
                           << (color == Color::Black ? "Black" : "White"));
                REQUIRE(move_value(board, p, color) ==
                        gomoku::matsuda::move_value(board, p, color));
                for (const auto rule : {gomoku::Rule::Freestyle, gomoku::Rule::Standard}) {
                    INFO("under " << gomoku::rule_name(rule));
                    REQUIRE(move_priority(board, p, color, rule) ==
                            gomoku::matsuda::priority(board, p, color, rule));
                }
            }
        }
        for (const auto rule : {gomoku::Rule::Freestyle, gomoku::Rule::Standard})
            for (std::uint64_t draw = 0; draw < 3; ++draw) {
                Rng mine(draw);
                Rng engine(draw);
                INFO("choose_move(board, " << gomoku::rule_name(rule) << ", Rng(" << draw << "))");
                CHECK(gomoku::vertex_name(board, choose_move(board, rule, mine)) ==
                      gomoku::vertex_name(board, gomoku::matsuda_move(board, rule, engine)));
                // The generator afterwards: as many numbers drawn as the engine's player drew.
                CHECK(lesson10::test::numbers_drawn(Rng(draw), mine) ==
                      lesson10::test::numbers_drawn(Rng(draw), engine));
            }
    }
}

TEST_CASE("task 4: two games of the player against itself", "[lesson10][task_4]")
{
    // The recorded games (data/game-*.txt, the engine's player's: test_references.cpp), move
    // by move: your choice on the recorded position with the game's generator, which has
    // given one number per move since the first (the centre, drawn without it).
    for (const auto& [seed, size, rule, file] :
         std::vector<std::tuple<std::uint64_t, int, gomoku::Rule, std::string>>{
             {10, 15, gomoku::Rule::Standard, "game-10-standard.txt"},
             {3, 9, gomoku::Rule::Freestyle, "game-3-freestyle.txt"}}) {
        const std::vector<std::string> moves = lesson10::test::recorded_moves(
            stonelab::test::read_text(std::string(LESSON_DATA) + "/" + file));
        REQUIRE(!moves.empty());
        gomoku::Board board(size);
        Rng rng(seed);
        for (std::size_t k = 0; k < moves.size(); ++k) {
            const Rng before = rng;
            const std::string yours = gomoku::vertex_name(board, choose_move(board, rule, rng));
            INFO(file << " (seed " << seed << "), move " << k + 1 << ", "
                      << (board.to_move() == Color::Black ? "Black" : "White") << " to move\n"
                      << gomoku::print_board(board));
            REQUIRE(yours == moves[k]);
            REQUIRE(lesson10::test::numbers_drawn(before, rng) == (k == 0 ? 0u : 1u));
            board.play(at(board, moves[k].c_str()));
        }
    }
}
