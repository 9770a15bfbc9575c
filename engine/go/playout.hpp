/// \file
/// Random playouts (seed 002, go04/go05): random moves to the end, then count the score.
#pragma once

#include "engine/base/rng.hpp"
#include "engine/go/board.hpp"
#include "engine/go/random_player.hpp"
#include "engine/go/scoring.hpp"

namespace stonelab {

/// How a playout picks its moves: `random_move` (uniform among the acceptable points; the
/// lessons' playouts) or `scan_move` (Pachi's light playouts, for side-by-side benches).
enum class MovePicker { Uniform, Scan };

/// One move for `color` on either board, picked as `picker` says.
template <class AnyBoard> Point pick_move(AnyBoard& board, Color color, Rng& rng, MovePicker picker)
{
    return picker == MovePicker::Uniform ? random_move(board, color, rng)
                                         : scan_move(board, color, rng);
}

/// What a playout did and how it ended.
struct PlayoutResult {
    int moves = 0;           ///< moves played, passes included
    bool two_passes = false; ///< ended by two passes (false: stopped by the move cap)
    AreaScore score;         ///< `count_score` of the final position
};

/// The default move cap of a playout (the course's choice; seed 002's slides show none): the
/// board's area plus 200, which no game between eye-respecting random players reaches except
/// through a long ko or superko cycle.
int default_move_cap(const Board& board);

/// Plays random moves (`random_move`, or `scan_move` if `picker` says so) on `board`,
/// `to_move` first, until two passes in a row or `max_moves` moves, and scores the end with
/// `count_score`. The board is modified. `AnyBoard` is `Board` or the playouts' `FastBoard`
/// (engine/go/fast_board.hpp), which play the same moves for the same Rng.
template <class AnyBoard>
PlayoutResult playout(AnyBoard& board, Color to_move, Rng& rng, int max_moves, double komi,
                      MovePicker picker = MovePicker::Uniform)
{
    PlayoutResult result;
    int passes = 0;
    Color color = to_move;
    while (result.moves < max_moves && passes < 2) {
        const Point p = pick_move(board, color, rng, picker);
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
