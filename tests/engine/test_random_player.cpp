// Seed 002's random player and playouts: every move legal, no own eye filled, each
// acceptable point equally likely, games that end, and scores that agree.
#include "engine/formats/diagram.hpp"
#include "engine/go/playout.hpp"
#include "engine/go/random_player.hpp"

#include "support.hpp"

#include <catch2/catch.hpp>

#include <map>

using namespace stonelab;
using stonelab::test::vertex;

TEST_CASE("random moves are legal and fill no own eye; a pass means nothing else was left",
          "[random]")
{
    Rng rng(11);
    for (int size : {3, 5, 9}) {
        Board board(size);
        int passes = 0;
        for (int move = 0; move < 400 && passes < 2; ++move) {
            const Color color = move % 2 ? Color::White : Color::Black;
            const Point p = random_move(board, color, rng);
            if (p == kPass) {
                for (Point q : board.points())
                    CHECK_FALSE((board.is_legal(color, q) && !board.is_own_eye(color, q)));
                ++passes;
            } else {
                CHECK(board.is_legal(color, p));
                CHECK_FALSE(board.is_own_eye(color, p));
                passes = 0;
            }
            board.play(color, p);
        }
        CHECK(passes == 2); // eye-respecting random players always finish a small board
    }
}

TEST_CASE("each acceptable point is equally likely", "[random]")
{
    // Counted by hand: 25 points, 7 stones, so 18 empty points. For Black, A5 is an own eye,
    // and D2 and E1 are suicide (each white neighbour keeps another liberty): 15 remain.
    const Board board = parse_diagram(". X . . .\n"
                                      "X X . . .\n"
                                      ". . . O .\n"
                                      ". . O . O\n"
                                      ". . . O .\n");
    Rng rng(5);
    std::map<Point, int> counts;
    const int draws = 15 * 2000;
    for (int i = 0; i < draws; ++i) ++counts[random_move(board, Color::Black, rng)];
    REQUIRE(counts.size() == 15);
    CHECK(counts.count(vertex(board, "A5")) == 0);
    CHECK(counts.count(vertex(board, "D2")) == 0);
    CHECK(counts.count(vertex(board, "E1")) == 0);
    double chi_square = 0;
    for (const auto& [point, count] : counts)
        chi_square += (count - 2000.0) * (count - 2000.0) / 2000.0;
    // 14 degrees of freedom: P(chi^2 > 36.12) = 0.001.
    CHECK(chi_square < 36.12);
}

TEST_CASE("seeded games are reproducible and end", "[random]")
{
    const Game start(Board(9), Rules{KoRule::PositionalSuperko, 7.5});
    Rng a(3), b(3), c(4);
    const Game one = random_game(start, a, 243);
    const Game two = random_game(start, b, 243);
    const Game other = random_game(start, c, 243);
    CHECK(one.moves() == two.moves());
    CHECK(one.moves() != other.moves());
    CHECK(one.two_passes());
    CHECK(other.two_passes());
    // The cap is honoured.
    Rng d(3);
    CHECK(random_game(start, d, 10).moves().size() == 10);
}

TEST_CASE("playouts end by two passes, and count_score then equals Tromp-Taylor", "[random]")
{
    // At a playout's end every empty point is a single point surrounded by stones (any point
    // with an empty neighbour would still be playable), so seed 002's quick count and the
    // full area count must agree.
    Rng rng(2015);
    for (int size : {5, 9, 13})
        for (int i = 0; i < 50; ++i) {
            Board board(size);
            const PlayoutResult result =
                playout(board, Color::Black, rng, default_move_cap(board), 6.5);
            REQUIRE(result.moves <= default_move_cap(board));
            if (!result.two_passes) continue; // cut by the cap in a long ko fight: rare
            const AreaScore tt = tromp_taylor_score(board, 6.5);
            CHECK(result.score.black_area() == tt.black_area());
            CHECK(result.score.white_area() == tt.white_area());
            for (Point p : board.points())
                if (board.at(p) == Color::Empty)
                    for (int k = 0; k < 4; ++k)
                        CHECK(board.at(board.neighbour(p, k)) != Color::Empty);
        }
}
