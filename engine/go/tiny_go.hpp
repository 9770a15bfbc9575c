/// \file
/// Go on tiny boards as a game for the search algorithms (search.hpp), to be solved exactly.
#pragma once

#include "engine/go/game.hpp"
#include "engine/search/search.hpp"

#include <string>
#include <vector>

namespace stonelab::search {

/// Go on a small board, under rules that make it a finite game with a definite value:
/// - **area scoring** (Tromp–Taylor, see scoring.hpp) and **no komi**;
/// - **positional superko**: a move may not recreate any earlier whole-board position of
///   the game (`KoRule::PositionalSuperko` of game.hpp); suicide is illegal;
/// - **passing** is always legal, and **two passes in a row** end the game.
/// Black moves first. The value of a finished game is Black's area minus White's area, so
/// `max_value()` is the number of points on the board. Moves are board points or `kPass`
/// (geometry.hpp), named as GTP vertices ("B1", "pass").
///
/// The search needs no special knowledge of Go, but the move order matters a lot: after
/// the opponent passed, passing (which ends the game on the spot) is tried first; otherwise
/// stones come first, in the board's raster order, and pass last.
class TinyGo : public TwoPlayerGame {
public:
    /// An empty width x height board, Black to move. Throws std::invalid_argument unless
    /// 1 <= width, height <= 19.
    TinyGo(int width, int height);

    Side to_move() const override;
    bool is_over() const override { return game_.two_passes(); }
    std::vector<Move> legal_moves() const override;
    void play(Move move) override { game_.play(static_cast<Point>(move)); }
    void undo() override { game_.undo(); }
    /// Black's area minus White's (Tromp–Taylor, no komi).
    Value final_value() const override { return area_difference(); }
    /// The same area count on an unfinished board: every stone counts as alive.
    Value evaluate() const override { return area_difference(); }
    Value max_value() const override { return game_.board().geometry().area(); }
    std::string move_name(Move move) const override;

    const Game& game() const { return game_; }

private:
    Value area_difference() const;

    Game game_;
};

} // namespace stonelab::search
