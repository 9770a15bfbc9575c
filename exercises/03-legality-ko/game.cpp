// Lesson 3, task 4: the game around the moves — turns, passes, resignation. Your code goes
// here. The members you have: position_, to_move_, passes_in_a_row_, resigned_.
#include "legality_ko.hpp"

#include "lessons/not_implemented.hpp"

namespace stonelab::lesson03 {

// TODO task 4: the five functions below. Only moves that are played change the turn and the
// count of passes in a row: a refused move is no move.

Color Game::to_move() const { throw NotImplemented("03-legality-ko", 4); }

Verdict Game::play(Point z)
{
    (void)z;
    throw NotImplemented("03-legality-ko", 4);
}

void Game::resign() { throw NotImplemented("03-legality-ko", 4); }

bool Game::over() const { throw NotImplemented("03-legality-ko", 4); }

Color Game::winner() const { throw NotImplemented("03-legality-ko", 4); }

} // namespace stonelab::lesson03
