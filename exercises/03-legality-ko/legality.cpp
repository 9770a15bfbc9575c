// Lesson 3, tasks 1 to 3: checking a move and playing it. Your code goes here.
// Read lessons/03-legality-ko/README.md first; `stonelab check 3` runs the checks.
#include "legality_ko.hpp"

#include "lessons/not_implemented.hpp"

namespace stonelab::lesson03 {

Verdict Position::check_move(Color color, Point z) const
{
    // TODO task 1: a pass is legal; then occupied, then suicide (a move that captures is
    // never suicide). Useful: at(n), string_at(n).liberties, geometry().dir(i), opponent().
    // TODO task 3: then refuse the ko point (ko_point_) to the barred player (ko_color_).
    (void)color;
    (void)z;
    throw NotImplemented("03-legality-ko", 1);
}

Verdict Position::play(Color color, Point z)
{
    // TODO task 2: check the move; if it is legal, count it, put the stone on board_,
    // remove the opponent strings it leaves without a liberty and add them to
    // captures_[player_index(color)]. A pass is a move without a stone.
    // TODO task 3: every move played (by either player, a pass too; not a refused one) lifts
    // the old ko ban; set ko_point_ and ko_color_ when the move captured exactly one stone
    // and the new stone is alone with one liberty.
    (void)color;
    (void)z;
    throw NotImplemented("03-legality-ko", 2);
}

} // namespace stonelab::lesson03
