// Lesson 11's reference solution, task 4: seed 003's move, the best score of the two tables,
// never a Black foul.
#include "renju.hpp"

#include <cstdlib>

namespace stonelab::lesson11 {

//! [score]
int score(const Tables& tables, Point p)
{
    const auto at = static_cast<std::size_t>(p);
    const bool black = tables.player == Color::Black;
    const int mine = black ? tables.black[at] : tables.white[at];
    const int theirs = std::abs(black ? tables.white[at] : tables.black[at]);
    // Black, who moves first, attacks: the opponent's values count only 7/10 (whole numbers).
    return black ? mine + theirs / 10 * 7 : mine + theirs;
}
//! [score]

//! [choose]
Point choose_move(const Board& board, const Tables& tables, Rng& rng)
{
    if (board.stone_count() == 0) { // renju's first move is the centre
        const int centre = (board.size() + 1) / 2;
        return board.geometry().point(centre, centre);
    }
    std::vector<Point> ties;
    int best = 0;
    for (Point p : board.points()) {
        if (!board.is_empty(p)) continue;
        if (tables.player == Color::Black && foul(board, p) != Foul::None) continue;
        const int s = score(tables, p);
        if (ties.empty() || s > best) {
            ties.clear();
            best = s;
        }
        if (s == best) ties.push_back(p);
    }
    if (ties.empty()) return kPass;
    return ties[rng.below(static_cast<std::uint32_t>(ties.size()))];
}
//! [choose]

} // namespace stonelab::lesson11
