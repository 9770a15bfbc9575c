#include "engine/go/playout.hpp"

namespace stonelab {

int default_move_cap(const Board& board) { return board.geometry().area() + 200; }

} // namespace stonelab
