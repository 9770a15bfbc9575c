#include "engine/gomoku/renju.hpp"

#include <stdexcept>

namespace stonelab::gomoku {

namespace {

// Every function below takes the board by reference to place stones on it, and takes each
// one back before returning: it leaves the board as it found it.

// The first point past the Black stones next to p on line d, going `sign` (+1 or -1) ways.
Point past_black(const Board& board, Point p, int d, int sign)
{
    const int step = sign * board.direction(d);
    Point q = p + step;
    while (board.at(q) == Color::Black) q += step;
    return q;
}

// With a Black stone at p: the points of line d where one more Black stone makes exactly
// five holding p. Only the first point past p's Black neighbours on each side can, since a
// five holding both it and p holds every point between them. Returns how many (0 to 2).
int five_points(const Board& board, Point p, int d, Point ends[2])
{
    int found = 0;
    for (int sign : {-1, +1}) {
        const Point q = past_black(board, p, d, sign);
        if (board.at(q) == Color::Empty && board.line_length(q, d, Color::Black) == 5)
            ends[found++] = q;
    }
    return found;
}

// With a Black stone at p: the fours on line d. Two five points make one straight four when
// the same four stones lie between them (five steps apart), and two fours otherwise.
int fours_with_stone(const Board& board, Point p, int d)
{
    Point ends[2];
    const int found = five_points(board, p, d, ends);
    if (found < 2) return found;
    return ends[1] - ends[0] == 5 * board.direction(d) ? 1 : 2;
}

// With a Black stone at p: is it in a straight four on line d, an unbroken row of four with
// a five point at each end? The five points are the first points past the row, so they are
// five steps apart exactly when the row between them is four stones long.
bool straight_four(const Board& board, Point p, int d)
{
    Point ends[2];
    return five_points(board, p, d, ends) == 2 && ends[1] - ends[0] == 5 * board.direction(d);
}

// With a Black stone at q: does it make exactly five on some line?
bool makes_five(const Board& board, Point q)
{
    for (int d = 0; d < kLineDirections; ++d)
        if (board.line_length(q, d, Color::Black) == 5) return true;
    return false;
}

Foul judge(Board& board, Point p);

// With a Black stone at p and no four on line d: a three, if one more Black stone q on the
// line makes a straight four with p without making a five anywhere at the same time, and q
// is itself not a foul (the RIF definition; a three whose only way to a straight four is a
// forbidden stone is a "false three", no three). q is at most three points from p (an unbroken
// four holding both spans at most four points), with no White stone or edge between.
bool three_with_stone(Board& board, Point p, int d)
{
    for (int sign : {-1, +1}) {
        const int step = sign * board.direction(d);
        Point q = p;
        for (int k = 1; k <= 3; ++k) {
            q += step;
            if (board.at(q) == Color::Black) continue;
            if (board.at(q) != Color::Empty) break;
            board.place(q, Color::Black);
            const bool grows = straight_four(board, p, d) && !makes_five(board, q);
            board.undo();
            if (grows && judge(board, q) == Foul::None) return true;
        }
    }
    return false;
}

// What a Black stone at the empty point p would be.
Foul judge(Board& board, Point p)
{
    board.place(p, Color::Black);
    Foul foul = Foul::None;
    bool five = false, overline = false;
    for (int d = 0; d < kLineDirections; ++d) {
        const int length = board.line_length(p, d, Color::Black);
        five = five || length == 5;
        overline = overline || length > 5;
    }
    if (!five) {
        int fours = 0, threes = 0;
        for (int d = 0; d < kLineDirections && !overline; ++d) {
            const int here = fours_with_stone(board, p, d);
            fours += here;
            if (here == 0 && threes < 2 && three_with_stone(board, p, d)) ++threes;
        }
        if (overline)
            foul = Foul::Overline;
        else if (fours >= 2)
            foul = Foul::DoubleFour;
        else if (threes >= 2)
            foul = Foul::DoubleThree;
    }
    board.undo();
    return foul;
}

Board board_with_point(const Board& board, Point p)
{
    if (!board.is_empty(p)) throw std::invalid_argument("the renju referee judges an empty point");
    return board;
}

} // namespace

const char* foul_name(Foul foul)
{
    switch (foul) {
    case Foul::None: return "none";
    case Foul::Overline: return "overline";
    case Foul::DoubleFour: return "double four";
    case Foul::DoubleThree: break;
    }
    return "double three";
}

Foul foul_kind(const Board& board, Point p)
{
    Board copy = board_with_point(board, p);
    return judge(copy, p);
}

bool is_foul(const Board& board, Point p) { return foul_kind(board, p) != Foul::None; }

int renju_fours(const Board& board, Point p, int d)
{
    Board copy = board_with_point(board, p);
    copy.place(p, Color::Black);
    return fours_with_stone(copy, p, d);
}

bool renju_three(const Board& board, Point p, int d)
{
    Board copy = board_with_point(board, p);
    copy.place(p, Color::Black);
    return fours_with_stone(copy, p, d) == 0 && three_with_stone(copy, p, d);
}

} // namespace stonelab::gomoku
