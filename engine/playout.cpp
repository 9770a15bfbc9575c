#include "engine/playout.hpp"

#include "engine/random_player.hpp"

namespace stonelab {

int default_move_cap(const Board& board) { return board.geometry().area() + 200; }

PlayoutResult playout(Board& board, Color to_move, Rng& rng, int max_moves, double komi)
{
    PlayoutResult result;
    int passes = 0;
    Color color = to_move;
    while (result.moves < max_moves && passes < 2) {
        const Point p = random_move(board, color, rng);
        board.play(color, p);
        passes = (p == kPass) ? passes + 1 : 0;
        ++result.moves;
        color = opponent(color);
    }
    result.two_passes = passes >= 2;
    result.score = count_score(board, komi);
    return result;
}

} // namespace stonelab
