#include "engine/go/eval_player.hpp"

#include <vector>

namespace stonelab {

int territory_balance(const Board& board, InfluenceRule rule)
{
    const std::vector<Color> owners = influence_owners(board, rule);
    int balance = 0;
    for (Point p : board.points()) {
        if (board.at(p) != Color::Empty) continue; // stones are not territory
        balance += owners[p] == Color::Black;
        balance -= owners[p] == Color::White;
    }
    return balance;
}

EvalChoice eval_choice(const Game& game, Color color, InfluenceRule rule)
{
    const int side = color == Color::Black ? 1 : -1; // the balance is Black's point of view
    const int before = side * territory_balance(game.board(), rule);
    EvalChoice choice;
    Board trial = game.board();
    for (Point p : trial.points()) {
        // The game decides legality (its ko rule may be superko); the board plays the move.
        if (!game.is_legal(color, p)) continue;
        trial.play(color, p);
        const int delta = side * territory_balance(trial, rule) - before;
        trial.undo();
        choice.deltas[p] = delta;
        if (delta > choice.delta) { // strictly: equals keep the earlier point, 0 keeps the pass
            choice.delta = delta;
            choice.move = p;
        }
    }
    return choice;
}

} // namespace stonelab
