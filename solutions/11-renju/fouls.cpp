// Lesson 11's reference solution, task 3: Black's fouls under today's renju rules, straight
// from their definitions.
#include "renju.hpp"

#include <stdexcept>

namespace stonelab::lesson11 {

namespace {

// The stones are placed on a copy and taken back in the same function, so that each
// question below sees the position it was asked about.

// With a Black stone at p: the empty points of line d where one more Black stone makes
// exactly five that holds p. Such a point is the first one past p's run of Black stones, on
// either side (a five holding it and p holds everything between them).
std::vector<Point> completions(const Board& board, Point p, int d)
{
    std::vector<Point> points;
    for (int step : {-board.direction(d), board.direction(d)}) {
        Point q = p + step;
        while (board.at(q) == Color::Black) q += step;
        if (board.at(q) == Color::Empty && board.line_length(q, d, Color::Black) == 5)
            points.push_back(q);
    }
    return points;
}

// With a Black stone at p: its fours on line d. Two completions with four stones between
// them (.XXXX.) are one straight four; two closer together (X.XXX.X, or XXX.X.XXX with p
// the middle stone) hold different stones: two fours.
int fours_on_line(const Board& board, Point p, int d)
{
    const std::vector<Point> ends = completions(board, p, d);
    if (ends.size() < 2) return static_cast<int>(ends.size());
    const int apart = (ends[1] - ends[0]) / board.direction(d);
    return apart == 5 ? 1 : 2;
}

// With a Black stone at p: is p in a straight four on line d, an unbroken row of four with
// a completion at each end? The completions are the points just past the row, so they are
// five apart exactly when the row is four stones long.
bool straight_four(const Board& board, Point p, int d)
{
    const std::vector<Point> ends = completions(board, p, d);
    return ends.size() == 2 && (ends[1] - ends[0]) / board.direction(d) == 5;
}

// With a Black stone at q: is it exactly five on some line?
bool makes_five(const Board& board, Point q)
{
    for (int d = 0; d < gomoku::kLineDirections; ++d)
        if (board.line_length(q, d, Color::Black) == 5) return true;
    return false;
}

Foul judge(Board& board, Point p);

// With a Black stone at p and no four on line d: is there a point q on it whose stone makes a
// straight four with p, makes no five, and is allowed? q is within three of p (an unbroken
// four holding both spans at most four points), past no White stone nor the edge.
//! [three]
bool three_on_line(Board& board, Point p, int d)
{
    for (int step : {-board.direction(d), board.direction(d)}) {
        Point q = p;
        for (int k = 1; k <= 3; ++k) {
            q += step;
            if (board.at(q) == Color::Black) continue;
            if (board.at(q) != Color::Empty) break;
            board.place(q, Color::Black);
            // A stone that makes a five wins: it does not turn the three into anything.
            const bool grows = straight_four(board, p, d) && !makes_five(board, q);
            board.undo();
            // The recursion: q must itself be a move Black may play.
            if (grows && judge(board, q) == Foul::None) return true;
        }
    }
    return false;
}
//! [three]

//! [judge]
Foul judge(Board& board, Point p)
{
    board.place(p, Color::Black);
    bool five = false, overline = false;
    for (int d = 0; d < gomoku::kLineDirections; ++d) {
        const int run = board.line_length(p, d, Color::Black);
        if (run == 5) five = true;
        if (run >= 6) overline = true;
    }
    int fours = 0, threes = 0;
    if (!five && !overline)
        for (int d = 0; d < gomoku::kLineDirections; ++d) {
            const int here = fours_on_line(board, p, d);
            fours += here;
            if (here == 0 && three_on_line(board, p, d)) ++threes;
        }
    board.undo();
    if (five) return Foul::None; // a five wins, whatever else the stone makes
    if (overline) return Foul::Overline;
    if (fours >= 2) return Foul::DoubleFour;
    if (threes >= 2) return Foul::DoubleThree;
    return Foul::None;
}
//! [judge]

Board with_black_at(const Board& board, Point p)
{
    if (!board.is_empty(p)) throw std::invalid_argument("a foul is judged on an empty point");
    Board copy = board;
    copy.place(p, Color::Black);
    return copy;
}

} // namespace

int count_fours(const Board& board, Point p, int d)
{
    return fours_on_line(with_black_at(board, p), p, d);
}

bool is_three(const Board& board, Point p, int d)
{
    Board copy = with_black_at(board, p);
    return fours_on_line(copy, p, d) == 0 && three_on_line(copy, p, d);
}

Foul foul(const Board& board, Point p)
{
    if (!board.is_empty(p)) throw std::invalid_argument("a foul is judged on an empty point");
    Board copy = board;
    return judge(copy, p);
}

} // namespace stonelab::lesson11
