/// \file
/// A game: a board plus the rules and history that the board itself does not keep.
#pragma once

#include "engine/go/board.hpp"

#include <cstdint>
#include <vector>

namespace stonelab {

/// Which repetitions are forbidden.
enum class KoRule : std::uint8_t {
    Simple,            ///< only the immediate retake of a single-stone ko (the seeds' rule)
    PositionalSuperko, ///< no move may recreate any earlier position of the game
};

/// The rules a game is played under. Suicide is always illegal and scoring is by area.
struct Rules {
    KoRule ko = KoRule::Simple;
    double komi = 7.5;
};

/// A game in progress: the board, the rules, whose turn it is, and every move since the
/// starting position, which is what positional superko, undo and SGF output need.
class Game {
public:
    /// A game from `start` (usually an empty board) with `first` to move.
    explicit Game(Board start = Board(9), Rules rules = {}, Color first = Color::Black);

    const Board& board() const { return board_; }
    const Rules& rules() const { return rules_; }
    void set_komi(double komi) { rules_.komi = komi; }
    /// The position the game started from (setup stones, no moves).
    const Board& start() const { return start_; }
    /// The colour that moved first from the starting position.
    Color first_to_move() const { return first_; }

    /// The player to move: the opponent of whoever moved last.
    Color to_move() const { return to_move_; }
    const std::vector<Move>& moves() const { return moves_; }

    /// Whether `color` may play at p now, under the game's ko rule.
    MoveStatus check(Color color, Point p) const;
    bool is_legal(Color color, Point p) const { return check(color, p) == MoveStatus::Legal; }

    /// Plays a move for `color` (either colour may move, as in GTP). If it is not legal,
    /// nothing changes and the reason is returned.
    MoveStatus play(Color color, Point p);
    /// Plays for the player to move.
    MoveStatus play(Point p) { return play(to_move_, p); }

    /// Takes back the last move; false if the game is at its start.
    bool undo();

    /// The hash of the starting position and of the position after each move, in order.
    const std::vector<std::uint64_t>& position_hashes() const { return hashes_; }

    /// Number of passes at the end of the move list: two or more ends the game.
    int consecutive_passes() const;
    bool two_passes() const { return consecutive_passes() >= 2; }

private:
    Board start_;
    Board board_;
    Rules rules_;
    Color first_;
    Color to_move_;
    std::vector<Move> moves_;
    std::vector<std::uint64_t> hashes_; // hash of the start and of the position after each move
};

} // namespace stonelab
