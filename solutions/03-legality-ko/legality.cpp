// Lesson 3, tasks 1 to 3: checking a move (occupied, suicide, ko) and playing it
// (captures, prisoners, the ko point). The reference solution.
#include "legality_ko.hpp"

namespace stonelab::lesson03 {

namespace {

//! [has_liberty_after]
// Will a stone of `color` at the empty point z have a liberty once it is played? Seed 002
// answers without placing the stone, by looking at the four neighbours: the stone lives
// if one of them is
//  - empty: a liberty at once;
//  - a string of its own colour with a liberty besides z (z itself is filled by the move,
//    so that string needs at least two);
//  - an opponent string whose only liberty is z: the move captures it, and the captured
//    stone's point becomes a liberty.
// Otherwise the move is suicide.
bool has_liberty_after(const Position& position, Color color, Point z)
{
    for (int i = 0; i < 4; ++i) {
        const Point n = z + position.geometry().dir(i);
        const Color there = position.at(n);
        if (there == Color::Empty) return true;
        if (there == Color::Wall) continue;
        const int liberties = position.string_at(n).liberties;
        if (there == color && liberties >= 2) return true;
        if (there == opponent(color) && liberties == 1) return true;
    }
    return false;
}
//! [has_liberty_after]

} // namespace

//! [check_move]
Verdict Position::check_move(Color color, Point z) const
{
    if (z == kPass) return Verdict::Legal;
    if (at(z) != Color::Empty) return Verdict::Occupied;
    if (!has_liberty_after(*this, color, z)) return Verdict::Suicide;
    if (z == ko_point_ && color == ko_color_) return Verdict::Ko;
    return Verdict::Legal;
}
//! [check_move]

Verdict Position::play(Color color, Point z)
{
    const Verdict verdict = check_move(color, z);
    if (verdict != Verdict::Legal) return verdict;
    ++move_number_;
    // The ban lasts one move only: whatever this move is, the old ko point is free again.
    ko_point_ = kNoPoint;
    ko_color_ = Color::Empty;
    if (z == kPass) return verdict;

    //! [captures]
    board_[z] = color;
    int captured = 0;
    Point captured_point = kNoPoint; // where the last captured string was touched
    for (int i = 0; i < 4; ++i) {
        const Point n = z + geometry_.dir(i);
        if (board_[n] != opponent(color)) continue; // also skips a string already removed
        const StringInfo string = string_at(n);
        if (string.liberties > 0) continue;
        for (Point stone : string.stones) board_[stone] = Color::Empty;
        captured += static_cast<int>(string.stones.size());
        captured_point = n;
    }
    captures_[player_index(color)] += captured;
    //! [captures]

    //! [ko_rule]
    // Seed 002's rule: "1 liberty, 1 stone, captured 1". When it holds, the only liberty of
    // the new stone is the captured stone's point, and retaking there at once would bring
    // back the position before this move.
    const StringInfo mine = string_at(z);
    if (captured == 1 && mine.stones.size() == 1 && mine.liberties == 1) {
        ko_point_ = captured_point;
        ko_color_ = opponent(color);
    }
    //! [ko_rule]
    return verdict;
}

} // namespace stonelab::lesson03
