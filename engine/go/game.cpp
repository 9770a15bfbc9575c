#include "engine/go/game.hpp"

#include <algorithm>

namespace stonelab {

Game::Game(Board start, Rules rules, Color first)
    : start_(start), board_(std::move(start)), rules_(rules), first_(first),
      to_move_(first), hashes_{board_.hash()}
{
}

MoveStatus Game::check(Color color, Point p) const
{
    const MoveStatus status = board_.check(color, p);
    if (status != MoveStatus::Legal || p == kPass || rules_.ko != KoRule::PositionalSuperko)
        return status;
    const std::uint64_t next = board_.hash_after(color, p);
    const bool repeats = std::find(hashes_.begin(), hashes_.end(), next) != hashes_.end();
    return repeats ? MoveStatus::Superko : MoveStatus::Legal;
}

MoveStatus Game::play(Color color, Point p)
{
    const MoveStatus status = check(color, p);
    if (status != MoveStatus::Legal) return status;
    board_.play(color, p);
    moves_.push_back({color, p});
    hashes_.push_back(board_.hash());
    to_move_ = opponent(color);
    return status;
}

bool Game::undo()
{
    if (moves_.empty()) return false;
    board_.undo();
    to_move_ = moves_.back().color;
    moves_.pop_back();
    hashes_.pop_back();
    return true;
}

int Game::consecutive_passes() const
{
    int passes = 0;
    for (auto it = moves_.rbegin(); it != moves_.rend() && it->point == kPass; ++it) ++passes;
    return passes;
}

} // namespace stonelab
