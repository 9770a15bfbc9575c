// FastBoard (engine/go/fast_board.hpp) against Board: for the same position and Rng, the same
// random moves, stones, ko points, prisoners, atari and scores, move by move, on every board
// size from 1x1 to 19x19 and from positions in the middle of a game.
#include "engine/formats/diagram.hpp"
#include "engine/go/fast_board.hpp"
#include "engine/go/playout.hpp"
#include "engine/go/random_player.hpp"
#include "support.hpp"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

using namespace stonelab;

namespace {

// Every difference between the two boards, as text ("" when they agree): stones, ko point
// and barred player, prisoners, and for every stone whether its string is in atari.
std::string differences(const Board& board, const FastBoard& fast)
{
    std::string found;
    for (Point p : board.points()) {
        const std::string at = to_gtp_vertex(board.geometry(), p);
        if (board.cell(p) != fast.cell(p))
            found += "stone at " + at + "; ";
        else if ((board.cell(p) == Color::Black || board.cell(p) == Color::White) &&
                 (board.liberty_count(p) == 1) != fast.in_atari(p))
            found += "atari of the string at " + at + "; ";
    }
    if (board.ko_point() != fast.ko_point() || board.ko_color() != fast.ko_color()) found += "ko; ";
    for (Color c : {Color::Black, Color::White})
        if (board.captures(c) != fast.captures(c)) found += "prisoners; ";
    int empty = 0;
    for (Point p : board.points()) empty += board.cell(p) == Color::Empty;
    if (empty != fast.empty_count()) found += "empty count; ";
    return found;
}

// Plays a random game on both boards in step from `board`'s position, the moves picked by
// `picker`, checking after every move; returns the number of moves.
int play_in_step(Board board, FastBoard fast, Color to_move, std::uint64_t seed, int max_moves,
                 MovePicker picker = MovePicker::Uniform)
{
    Rng board_rng(seed), fast_rng(seed);
    int passes = 0, moves = 0;
    Color color = to_move;
    INFO(board.width() << "x" << board.height() << ", seed " << seed
                       << (picker == MovePicker::Scan ? ", scan_move" : ", random_move")
                       << ", from\n"
                       << print_diagram(board));
    REQUIRE(differences(board, fast).empty());
    while (moves < max_moves && passes < 2) {
        const Point expected = pick_move(board, color, board_rng, picker);
        const Point p = pick_move(fast, color, fast_rng, picker);
        INFO("move " << moves + 1 << ": " << to_gtp_vertex(board.geometry(), expected));
        REQUIRE(p == expected);
        REQUIRE(fast.is_legal(color, p));
        board.play(color, p);
        fast.play(color, p);
        const std::string different = differences(board, fast);
        INFO("after it:\n" << print_diagram(board));
        REQUIRE(different.empty());
        passes = p == kPass ? passes + 1 : 0;
        ++moves;
        color = opponent(color);
    }
    REQUIRE(board_rng.state() == fast_rng.state());
    const AreaScore a = count_score(board, 7.5), b = count_score(fast, 7.5);
    REQUIRE(a.black_area() == b.black_area());
    REQUIRE(a.white_area() == b.white_area());
    return moves;
}

// The same, the fast board made from `board`.
int play_in_step(const Board& board, Color to_move, std::uint64_t seed, int max_moves,
                 MovePicker picker = MovePicker::Uniform)
{
    return play_in_step(board, FastBoard(board), to_move, seed, max_moves, picker);
}

} // namespace

TEST_CASE("fast board: moves it did not pick keep the empty points in order", "[fast_board]")
{
    // The fast board finds a played point's place among the empty points at once when it is
    // the point it has just picked, and by a search otherwise. Here the moves are Board's
    // picks from another Rng, and between moves both boards pick from the same Rngs: any
    // point out of its raster place would change what the pickers return.
    for (int size : {2, 5, 9, 19})
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            Board board(size);
            FastBoard fast(board);
            Rng rng(seed);
            Color color = Color::Black;
            int passes = 0;
            for (int move = 0; move < default_move_cap(board) && passes < 2; ++move) {
                for (std::uint64_t probe = 1; probe <= 3; ++probe) {
                    const MovePicker picker = probe == 3 ? MovePicker::Scan : MovePicker::Uniform;
                    Rng a(seed * 1000 + probe), b(seed * 1000 + probe);
                    INFO(size << "x" << size << ", seed " << seed << ", move " << move << ", probe "
                              << probe);
                    REQUIRE(pick_move(fast, color, b, picker) ==
                            pick_move(board, color, a, picker));
                }
                const Point p = random_move(board, color, rng);
                board.play(color, p);
                fast.play(color, p);
                REQUIRE(differences(board, fast).empty());
                passes = p == kPass ? passes + 1 : 0;
                color = opponent(color);
            }
        }
}

TEST_CASE("fast board: a copy, and a board assigned over one of another size, play on as Board",
          "[fast_board]")
{
    // A copy takes only the cells of its board's size (the arrays are sized for 19x19): here
    // copies made in the middle of random games, and boards of other sizes assigned over,
    // must play the rest of a game exactly as Board does from the same position.
    int continued = 0;
    for (int size : {1, 2, 5, 9, 13, 19})
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            Board board(size);
            FastBoard fast(board);
            Rng rng(seed);
            Color color = Color::Black;
            for (int move = 0; move < default_move_cap(board); ++move) {
                if (move % 9 == 0) {
                    const FastBoard copy = fast;
                    play_in_step(board, copy, color, seed * 100 + move, 40);
                    FastBoard assigned(Board(size == 19 ? 5 : 19));
                    Rng other(seed);
                    for (int i = 0; i < 30; ++i)
                        assigned.play(
                            i % 2 ? Color::White : Color::Black,
                            assigned.random_move(i % 2 ? Color::White : Color::Black, other));
                    assigned = fast;
                    play_in_step(board, assigned, color, seed * 100 + move, 40, MovePicker::Scan);
                    ++continued;
                }
                const Point p = fast.random_move(color, rng);
                board.play(color, p);
                fast.play(color, p);
                color = opponent(color);
            }
        }
    CHECK(continued > 100);
}

TEST_CASE("fast board: the same random games as Board on every size, move by move", "[fast_board]")
{
    long moves = 0;
    int games = 0;
    for (int size = 1; size <= 19; ++size)
        for (std::uint64_t seed = 1; seed <= (size <= 9 ? 40u : 8u); ++seed) {
            Board board(size);
            moves += play_in_step(board, Color::Black, seed, default_move_cap(board));
            ++games;
        }
    for (const auto& [width, height] : {std::pair{1, 7}, {7, 1}, {2, 5}, {13, 4}, {19, 11}})
        for (std::uint64_t seed = 1; seed <= 10; ++seed) {
            Board board(width, height);
            moves += play_in_step(board, Color::White, seed, default_move_cap(board));
            ++games;
        }
    INFO(games << " games, " << moves << " moves");
    CHECK(games == 9 * 40 + 10 * 8 + 5 * 10);
}

TEST_CASE("fast board: the same scan_move games as Board on every size", "[fast_board]")
{
    // Pachi's way of picking (scan from a random start) walks the empty points in raster order
    // in the fast board's array and in Board's list: both must find the same point.
    int games = 0;
    for (int size = 1; size <= 19; ++size)
        for (std::uint64_t seed = 1; seed <= (size <= 9 ? 20u : 4u); ++seed) {
            Board board(size);
            play_in_step(board, Color::Black, seed, default_move_cap(board), MovePicker::Scan);
            ++games;
        }
    for (const auto& [width, height] : {std::pair{1, 7}, {7, 1}, {13, 4}, {19, 11}})
        for (std::uint64_t seed = 1; seed <= 5; ++seed) {
            Board board(width, height);
            play_in_step(board, Color::White, seed, default_move_cap(board), MovePicker::Scan);
            ++games;
        }
    CHECK(games == 9 * 20 + 10 * 4 + 4 * 5);
}

TEST_CASE("fast board: the same games from positions in mid-game, ko bans included", "[fast_board]")
{
    int with_ko = 0;
    for (int size : {5, 7, 9, 13, 19})
        for (std::uint64_t seed = 1; seed <= 30; ++seed) {
            // A position reached by a random game, cut after a number of moves that depends on
            // the seed; for odd seeds, the game goes on to its next ko capture (if any comes
            // before the end), so that the fast board starts under a ko ban.
            Board board(size);
            Rng rng(seed * 7919);
            Color color = Color::Black;
            const int cut =
                static_cast<int>(rng.below(static_cast<std::uint32_t>(3 * size * size)));
            int passes = 0;
            for (int i = 0;
                 passes < 2 && (i < cut || (seed % 2 == 1 && board.ko_point() == kNoPoint)); ++i) {
                const Point p = random_move(board, color, rng);
                board.play(color, p);
                passes = p == kPass ? passes + 1 : 0;
                color = opponent(color);
            }
            with_ko += board.ko_point() != kNoPoint;
            play_in_step(board, color, seed, default_move_cap(board),
                         seed % 3 == 0 ? MovePicker::Scan : MovePicker::Uniform);
        }
    // 15 of the 75 odd seeds meet a ko capture before their game ends.
    INFO(with_ko << " of 150 starting positions have a ko ban");
    CHECK(with_ko >= 10);
}

TEST_CASE("fast board: a playout is the engine's playout", "[fast_board]")
{
    for (int size : {9, 19})
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            const MovePicker picker = seed % 2 ? MovePicker::Uniform : MovePicker::Scan;
            Board board(size);
            FastBoard fast(board);
            Rng a(seed), b(seed);
            const PlayoutResult expected =
                playout(board, Color::Black, a, default_move_cap(board), 6.5, picker);
            const PlayoutResult result =
                playout(fast, Color::Black, b, default_move_cap(board), 6.5, picker);
            INFO(size << "x" << size << ", seed " << seed);
            CHECK(result.moves == expected.moves);
            CHECK(result.two_passes == expected.two_passes);
            CHECK(result.score.black_area() == expected.score.black_area());
            CHECK(result.score.white_area() == expected.score.white_area());
        }
}

// The long run, not part of CTest (scripts/fast-board-agreement.sh runs it): GAMES seeded
// playouts (STONELAB_FAST_BOARD_GAMES, default 100,000) on every size from 1x1 to 19x19 in
// turn, each compared move by move; one round of sizes in four picks its moves by scan_move.
TEST_CASE("fast board: atari_liberty and liberties_after agree with Board", "[fast_board]")
{
    // Seeded random games; every few moves, every string in atari and every legal move of
    // both colours, against Board's exact liberties (the move played on a copy).
    for (int size : {3, 5, 7, 9}) {
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            Board board(size);
            Rng rng(seed);
            Color color = Color::Black;
            for (int move = 0; move < 3 * size * size; ++move) {
                if (move % 4 == 0) {
                    const FastBoard fast(board);
                    for (Point p : board.points()) {
                        const std::string at = to_gtp_vertex(board.geometry(), p);
                        INFO("size " << size << ", seed " << seed << ", move " << move << ", "
                                     << at);
                        const Color c = board.cell(p);
                        if (c != Color::Empty) {
                            if (board.liberty_count(p) == 1)
                                CHECK(fast.atari_liberty(p) == board.liberty_points(p).front());
                            continue;
                        }
                        for (Color mover : {Color::Black, Color::White}) {
                            Board after = board;
                            const int taken = after.captures(mover);
                            if (after.play(mover, p) != MoveStatus::Legal) continue;
                            const int exact = std::min(2, after.liberty_count(p));
                            const bool captured = after.captures(mover) > taken;
                            // After a capture the count may be low by some freed points.
                            const int counted = fast.liberties_after(mover, p);
                            CHECK((counted == exact ||
                                   (captured && counted >= 1 && counted < exact)));
                        }
                    }
                }
                const Point p = random_move(board, color, rng);
                board.play(color, p);
                color = opponent(color);
            }
        }
    }
}

TEST_CASE("fast board: the long run of seeded playouts", "[.][fast_board_long]")
{
    long games = 100000;
    if (const char* text = std::getenv("STONELAB_FAST_BOARD_GAMES")) games = std::atol(text);
    REQUIRE(games > 0);
    long moves = 0;
    for (long game = 0; game < games; ++game) {
        const int size = 1 + static_cast<int>(game % 19);
        Board board(size);
        const MovePicker picker = game / 19 % 4 == 3 ? MovePicker::Scan : MovePicker::Uniform;
        moves +=
            play_in_step(board, game % 2 ? Color::White : Color::Black,
                         static_cast<std::uint64_t>(game) + 1000, default_move_cap(board), picker);
    }
    std::cout << games << " playouts, " << moves << " moves: the fast board agreed on every one\n";
}
