// Lesson 3, task 4: the game around the moves — turns, passes, resignation. The reference
// solution.
#include "legality_ko.hpp"

#include <stdexcept>

namespace stonelab::lesson03 {

namespace {

void require_not_over(const Game& game)
{
    if (game.over()) throw std::logic_error("the game is over: no more moves");
}

} // namespace

Color Game::to_move() const { return to_move_; }

//! [game_play]
Verdict Game::play(Point z)
{
    require_not_over(*this);
    const Verdict verdict = position_.play(to_move_, z);
    if (verdict != Verdict::Legal) return verdict; // same player, try again
    // Only passes in a row end the game: a stone in between starts the count again.
    passes_in_a_row_ = z == kPass ? passes_in_a_row_ + 1 : 0;
    to_move_ = opponent(to_move_); // a pass is a move too: the turn changes
    return verdict;
}
//! [game_play]

void Game::resign()
{
    require_not_over(*this);
    resigned_ = to_move_;
}

bool Game::over() const { return passes_in_a_row_ >= 2 || resigned_ != Color::Empty; }

Color Game::winner() const
{
    return resigned_ == Color::Empty ? Color::Empty : opponent(resigned_);
}

} // namespace stonelab::lesson03
