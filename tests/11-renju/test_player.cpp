// Task 4: seed 003's player: the score of a point, the tie-break, never a foul, and whole
// games against the reference outputs in data/games/. The tables come from the engine, so
// that only the move choice is tested here.
#include "support.hpp"

#include "support/text.hpp"

#include <catch2/catch.hpp>

using namespace stonelab::lesson11;
using namespace stonelab::lesson11::test; // Color, Point, Rng and gomoku too

namespace {

Tables flat_tables(const Board& board, Color player, int value)
{
    const auto cells = static_cast<std::size_t>(board.geometry().cells());
    Tables tables{player, std::vector<int>(cells, value), std::vector<int>(cells, value)};
    for (Point p : board.points())
        if (!board.is_empty(p))
            tables.black[static_cast<std::size_t>(p)] = tables.white[static_cast<std::size_t>(p)] =
                kOccupied;
    return tables;
}

} // namespace

TEST_CASE("task 4: the score: own value plus the opponent's, 7/10 of it for Black",
          "[lesson11][task_4]")
{
    const Board board(9);
    const Point p = point_of(board, "E5");
    const auto i = static_cast<std::size_t>(p);
    Tables tables = flat_tables(board, Color::Black, 0);
    tables.black[i] = 100;
    tables.white[i] = -57; // White's foul-like negative value counts by its size
    CHECK(score(tables, p) == 100 + 57 / 10 * 7); // 135: 5 tenths of 57, times 7
    tables.player = Color::White;
    tables.black[i] = -57;
    tables.white[i] = 100;
    CHECK(score(tables, p) == 157);
}

TEST_CASE("task 4: the first move is the centre, and ties are drawn once with the Rng",
          "[lesson11][task_4]")
{
    // The centre is point((n + 1) / 2, (n + 1) / 2), rows numbered from the bottom: G7 on
    // 13x13, H8 on 15x15, and on 10x10 x = 5 (E) and y = 5 from the top (row 6). It is
    // played without a draw.
    for (const auto& [size, centre] :
         std::vector<std::pair<int, std::string>>{{13, "G7"}, {15, "H8"}, {10, "E6"}}) {
        const Board empty(size);
        Rng rng(3);
        INFO("choose_move on the empty " << size << "x" << size << " board");
        CHECK(gomoku::vertex_name(
                  empty, choose_move(empty, flat_tables(empty, Color::Black, 1), rng)) == centre);
        CHECK(numbers_drawn(Rng(3), rng) == 0);
    }

    // White to move after Black's E5. Three points tie for the best score: with White's
    // values 50 there and 1 elsewhere (Black's 1: scores 51 and 2); then with White's values
    // -10 there and -50 elsewhere (Black's 0: scores -10 and -50), where the stone E5, whose
    // entries kOccupied add up to 0, would beat them all if it were not skipped.
    Board board(9);
    board.play(point_of(board, "E5"));
    const std::vector<std::string> best = {"C7", "G7", "D3"}; // in board.points() order
    for (const auto& [top, rest] : std::vector<std::pair<int, int>>{{50, 1}, {-10, -50}}) {
        Tables tables = flat_tables(board, Color::White, rest);
        for (Point p : board.points())
            if (board.is_empty(p)) tables.black[static_cast<std::size_t>(p)] = rest > 0 ? 1 : 0;
        for (const std::string& v : best)
            tables.white[static_cast<std::size_t>(point_of(board, v))] = top;
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            Rng yours(seed), expected(seed);
            const Point move = choose_move(board, tables, yours);
            const std::string name = best[expected.below(3)];
            INFO("White's values " << top << " at C7, G7 and D3, " << rest
                                   << " elsewhere; choose_move with Rng(" << seed << ")\n"
                                   << gomoku::print_board(board));
            CHECK(gomoku::vertex_name(board, move) == name);
            CHECK(numbers_drawn(Rng(seed), yours) == 1); // exactly one draw
        }
    }
}

TEST_CASE("task 4: Black never plays a foul, however high its score", "[lesson11][task_4]")
{
    // On each foul position, the foul point scores 5000 and the top corners A15 and P15,
    // far from every stone and so allowed, 3000 (or A15 alone). Black must pass over the
    // foul and draw among the corners: one draw, even for one corner. White, whom the
    // fouls do not bind, takes the point.
    for (const FoulFixture& fixture : foul_fixtures()) {
        if (fixture.foul == "none") continue;
        Board board = fixture.board;
        const Point p = point_of(board, fixture.point);
        // Black to move: add a White stone far away when the counts say White.
        if (board.to_move() == Color::White) board.place(point_of(board, "A1"), Color::White);
        INFO(fixture.name << ": " << fixture.title << "\n" << gomoku::print_board(board));
        for (const std::vector<std::string>& corners :
             std::vector<std::vector<std::string>>{{"A15", "P15"}, {"A15"}}) {
            Tables tables = flat_tables(board, Color::Black, 1);
            tables.black[static_cast<std::size_t>(p)] = 5000;
            for (const std::string& v : corners)
                tables.black[static_cast<std::size_t>(point_of(board, v))] = 3000;
            for (std::uint64_t seed : {1u, 2u}) {
                Rng yours(seed), expected(seed);
                const std::string name =
                    corners[expected.below(static_cast<std::uint32_t>(corners.size()))];
                INFO("Black's tables: " << fixture.point << " 5000, " << corners.front()
                                        << (corners.size() > 1 ? " and " + corners.back() : "")
                                        << " 3000, 1 elsewhere; choose_move with Rng(" << seed
                                        << ")");
                CHECK(gomoku::vertex_name(board, choose_move(board, tables, yours)) == name);
                CHECK(numbers_drawn(Rng(seed), yours) == 1);
            }
        }
        Tables white = flat_tables(board, Color::White, 1);
        white.white[static_cast<std::size_t>(p)] = 5000;
        Rng rng(1);
        INFO("White's tables: " << fixture.point << " 5000, 1 elsewhere");
        CHECK(gomoku::vertex_name(board, choose_move(board, white, rng)) == fixture.point);
    }
}

TEST_CASE("task 4: no point left: a pass, and no draw", "[lesson11][task_4]")
{
    // A full 5x5 board, stones of alternate colours, for either player.
    Board full(5);
    for (Point p : full.points())
        full.place(p, full.stone_count() % 2 == 0 ? Color::Black : Color::White);
    INFO(gomoku::print_board(full));
    for (Color player : {Color::Black, Color::White}) {
        Rng rng(4);
        INFO("choose_move for " << (player == Color::Black ? "Black" : "White"));
        CHECK(choose_move(full, flat_tables(full, player, 1), rng) == stonelab::kPass);
        CHECK(numbers_drawn(Rng(4), rng) == 0);
    }
}

TEST_CASE("task 4: Inui's player against itself: the reference games", "[lesson11][task_4]")
{
    // The recorded games (data/games/, the engine's player's: test_references.cpp), move by
    // move: your choice on the recorded position, with the tables the engine computes for
    // the side to move and the game's generator, which gives one number per move after the
    // first (the centre).
    for (const GameSpec& spec : game_specs()) {
        const std::vector<std::string> moves =
            recorded_moves(stonelab::test::read_text(kDataDir / "games" / game_name(spec)));
        REQUIRE(!moves.empty());
        Board board(spec.size);
        Rng rng(spec.seed);
        for (std::size_t k = 0; k < moves.size(); ++k) {
            const Rng before = rng;
            const Point move = lesson_choice(board, rng);
            INFO(game_name(spec) << ", move " << k + 1 << ", "
                                 << (board.to_move() == Color::Black ? "Black" : "White")
                                 << " to move\n"
                                 << gomoku::print_board(board));
            REQUIRE((move == stonelab::kPass ? "pass" : gomoku::vertex_name(board, move)) ==
                    moves[k]);
            REQUIRE(numbers_drawn(before, rng) == (k == 0 ? 0u : 1u));
            if (move == stonelab::kPass) break;
            board.play(move);
        }
    }
}
