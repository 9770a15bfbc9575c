// Fuzz target: FastBoard (engine/go/fast_board.hpp) against Board, move by move. The first byte
// chooses the board (1x1 to 19x19, square or not); each byte after it is a move: a byte below
// 0xF0 names an empty point (the byte modulo the number of empty points, in raster order), 0xF0
// to 0xF6 a random_move and 0xF7 to 0xFD a scan_move, picked by both boards from twin Rngs
// seeded with the byte, and 0xFE and 0xFF a pass. Both boards must agree on the move's legality,
// and after every legal move on the stones, the ko ban, the prisoners and which strings are in
// atari. Any disagreement aborts.
#include "engine/go/board.hpp"
#include "engine/go/fast_board.hpp"
#include "engine/go/random_player.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <vector>

namespace {

using namespace stonelab;

void check(bool condition)
{
    if (!condition) std::abort();
}

void check_same(const Board& board, const FastBoard& fast)
{
    int empty = 0;
    for (Point p : board.points()) {
        const Color c = board.cell(p);
        check(c == fast.cell(p));
        empty += c == Color::Empty;
        if (c == Color::Black || c == Color::White)
            check((board.liberty_count(p) == 1) == fast.in_atari(p));
        else
            for (Color player : {Color::Black, Color::White}) {
                check(board.is_legal(player, p) == fast.is_legal(player, p));
                check(board.is_own_eye(player, p) == fast.is_own_eye(player, p));
            }
    }
    check(empty == fast.empty_count());
    check(board.ko_point() == fast.ko_point() && board.ko_color() == fast.ko_color());
    check(board.captures(Color::Black) == fast.captures(Color::Black));
    check(board.captures(Color::White) == fast.captures(Color::White));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size == 0) return 0;
    const int width = 1 + data[0] % 19;
    const int height = 1 + (data[0] / 19) % 19;
    Board board(width, height);
    FastBoard fast(board);
    Color color = Color::Black;
    for (std::size_t i = 1; i < size; ++i) {
        const std::uint8_t byte = data[i];
        Point p = kPass;
        if (byte < 0xF0) {
            std::vector<Point> empty;
            for (Point q : board.points())
                if (board.cell(q) == Color::Empty) empty.push_back(q);
            if (!empty.empty()) p = empty[byte % empty.size()];
        } else if (byte < 0xFE) {
            Rng board_rng(byte), fast_rng(byte);
            if (byte < 0xF7) {
                p = random_move(board, color, board_rng);
                check(fast.random_move(color, fast_rng) == p);
            } else {
                p = scan_move(board, color, board_rng);
                check(fast.scan_move(color, fast_rng) == p);
            }
            check(board_rng.state() == fast_rng.state());
        }
        const bool legal = board.is_legal(color, p);
        check(fast.is_legal(color, p) == legal);
        if (!legal) continue; // the same player tries again with the next byte
        board.play(color, p);
        fast.play(color, p);
        check_same(board, fast);
        color = opponent(color);
    }
    return 0;
}
