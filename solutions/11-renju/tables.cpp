// Lesson 11's reference solution, tasks 1 and 2: seed 003's expected-value tables, computed
// point by point and then kept up to date stone by stone.
#include "renju.hpp"

#include <cstddef>

namespace stonelab::lesson11 {

namespace {

// The cell k steps from p along line d: the wall once the walk leaves the board. (The
// padded array has one cell of wall, so the walk must stop there: a second step past the
// edge would land on the next row.)
Color cell_along(const Board& board, Point p, int d, int k)
{
    const int step = k < 0 ? -board.direction(d) : board.direction(d);
    Point q = p;
    for (int i = 0; i < (k < 0 ? -k : k); ++i) {
        q += step;
        if (board.at(q) == Color::Wall) return Color::Wall;
    }
    return board.at(q);
}

} // namespace

//! [window]
LineValue line_value(const Board& board, Point p, int d, Color side, Color player)
{
    // What lies on the line from 5 before p to 5 after it, p holding the new stone.
    Color line[11];
    for (int k = -5; k <= 5; ++k) line[k + 5] = k == 0 ? side : cell_along(board, p, d, k);

    int value = 0, windows_of_three = 0, windows_of_four = 0;
    for (int first = 1; first <= 5; ++first) { // the window line[first .. first + 4] holds p
        // Black: a Black stone touching the window means it could only grow into six.
        if (side == Color::Black && (line[first - 1] == side || line[first + 5] == side)) continue;
        int own = 0;
        bool blocked = false;
        for (int i = first; i < first + 5; ++i) {
            if (line[i] == side)
                ++own;
            else if (line[i] != Color::Empty)
                blocked = true; // the opponent's stone, or the edge
        }
        if (blocked) continue;
        if (own == 1) value += 1;
        if (own == 2) value += 7;
        if (own == 3) {
            value += 30;
            ++windows_of_three;
        }
        if (own == 4) {
            ++windows_of_four;
            const bool gap_at_an_end =
                line[first] == Color::Empty || line[first + 4] == Color::Empty;
            value += gap_at_an_end ? 302 : 300;
        }
        if (own == 5) value += kFive;
    }
    //! [window]
    //! [line-kind]
    // A four outranks a three; the player's own threes weigh 100 more (the seed's computer).
    const int own_bonus = side == player ? 100 : 0;
    LineValue result{value, LineKind::None};
    if (windows_of_four >= 2) {
        result.kind = LineKind::StraightFour;
    } else if (windows_of_four == 1) {
        result.kind = LineKind::Four;
    } else if (windows_of_three >= 3) {
        result.kind = LineKind::StrongThree;
        result.value += 215 + own_bonus;
    } else if (windows_of_three == 2) {
        result.kind = LineKind::WeakThree;
        result.value += 200 + own_bonus;
    }
    return result;
    //! [line-kind]
}

//! [point-value]
int point_value(const Board& board, Point p, Color side, Color player)
{
    int four_score = 0; // the seed's S: 3 per straight four, 2 per four
    int threes = 0;     // the seed's T
    int total = 0;      // the seed's W
    for (int d = 0; d < gomoku::kLineDirections; ++d) {
        const LineValue line = line_value(board, p, d, side, player);
        total += line.value;
        if (line.kind == LineKind::StraightFour) four_score += 3;
        if (line.kind == LineKind::Four) four_score += 2;
        if (line.kind == LineKind::WeakThree || line.kind == LineKind::StrongThree) ++threes;
    }
    const bool is_black = side == Color::Black;
    // Black's 3-3 and 4-4, as the seed sees them: a move to avoid, so a negative value.
    if (is_black && (threes >= 2 || four_score >= 4)) return -total;
    // A sure win: a 4-3, a straight four, or White's 4-4.
    const bool four_three = four_score <= 3 && threes <= 1 && four_score + threes >= 3;
    if (four_three || (!is_black && four_score >= 4))
        return total + 2500 + (side == player ? 1000 : 0);
    // White may make a 3-3.
    if (!is_black && four_score == 0 && threes >= 2) return total + 1000;
    return total;
}
//! [point-value]

namespace {

void recompute(Tables& tables, const Board& board, Point p)
{
    const auto at = static_cast<std::size_t>(p);
    if (board.at(p) != Color::Empty) {
        tables.black[at] = tables.white[at] = kOccupied;
        return;
    }
    tables.black[at] = point_value(board, p, Color::Black, tables.player);
    tables.white[at] = point_value(board, p, Color::White, tables.player);
}

} // namespace

Tables make_tables(const Board& board, Color player)
{
    const auto cells = static_cast<std::size_t>(board.geometry().cells());
    Tables tables{player, std::vector<int>(cells, 0), std::vector<int>(cells, 0)};
    for (Point p : board.points()) recompute(tables, board, p);
    return tables;
}

//! [update]
void update_tables(Tables& tables, const Board& board, Point p)
{
    // A point's value reads its four lines up to five points away (four for the windows,
    // the fifth for Black's overline test). So the stone at p changes exactly the points
    // within five of p on p's four lines, and p itself.
    recompute(tables, board, p);
    for (int d = 0; d < gomoku::kLineDirections; ++d)
        for (int step : {-board.direction(d), board.direction(d)}) {
            Point q = p;
            for (int k = 1; k <= 5; ++k) {
                q += step;
                if (board.at(q) == Color::Wall) break; // the edge: the line ends here
                recompute(tables, board, q);
            }
        }
}
//! [update]

} // namespace stonelab::lesson11
