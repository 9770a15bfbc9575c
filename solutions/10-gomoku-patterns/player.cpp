// Lesson 10, task 4: the paper's move choice (sections 2.1.5 and 2.4; the priorities in the
// course's order, README.md) on top of the pair tables of task 3.
#include "gomoku_patterns.hpp"

#include <stdexcept>
#include <vector>

namespace stonelab::lesson10 {

namespace {

// What one colour makes with a stone at p: 3 a win, 2 a winning threat, 1 a four or a
// three, 0 nothing.
int threat(const gomoku::Board& board, Point p, Color color, gomoku::Rule rule)
{
    int fours = 0;
    int threes = 0;
    int winning_threats = 0;
    for (Shape shape : shapes_at(board, p, color)) {
        if (shape == Shape::Five) return 3;
        if (shape == Shape::Overline && rule == gomoku::Rule::Freestyle) return 3;
        if (shape == Shape::OpenFour || shape == Shape::FourFour || shape == Shape::FourThree)
            ++winning_threats;
        if (shape == Shape::Four || shape == Shape::SplitFour) ++fours;
        if (shape == Shape::Three || shape == Shape::SplitThree) ++threes;
    }
    if (winning_threats > 0 || fours >= 2 || (fours >= 1 && threes >= 1)) return 2;
    return fours + threes > 0 ? 1 : 0;
}

} // namespace

//! [move_priority]
int move_priority(const gomoku::Board& board, Point p, Color color, gomoku::Rule rule)
{
    const int attack = threat(board, p, color, rule);
    const int defence = threat(board, p, opponent(color), rule);
    // Making something comes just before stopping the same thing: 6, 4, 2 and 5, 3, 1.
    const int make = attack > 0 ? 2 * attack : 0;
    const int stop = defence > 0 ? 2 * defence - 1 : 0;
    return make > stop ? make : stop;
}
//! [move_priority]

//! [move_value]
int move_value(const gomoku::Board& board, Point p, Color color)
{
    namespace v = gomoku::matsuda::value;
    int sum = 0;
    for (Shape shape : shapes_at(board, p, color)) {
        if (shape == Shape::Three) sum += v::kThree;
        if (shape == Shape::Four || shape == Shape::OpenFour) sum += v::kFour;
        if (shape == Shape::SplitThree) sum += v::kSplitThree;
        if (shape == Shape::SplitFour) sum += v::kSplitFour;
        if (shape == Shape::FourThree) sum += v::kFour + v::kThree;
        if (shape == Shape::FourFour) sum += 2 * v::kFour;
        if (shape == Shape::Five) sum += v::kWin;
        if (shape == Shape::Overline) sum += v::kNearOverline;
    }
    return sum > 0 ? sum : v::kOrdinary;
}
//! [move_value]

//! [choose_move]
Point choose_move(const gomoku::Board& board, gomoku::Rule rule, Rng& rng)
{
    if (rule == gomoku::Rule::Renju)
        throw std::invalid_argument("Renju's fouls are lesson 11's: Freestyle or Standard only");
    if (board.is_full()) throw std::invalid_argument("the board is full");
    if (board.stone_count() == 0) {
        const int centre = board.size() / 2 + 1; // H8 on 15x15
        return board.geometry().point(centre, centre);
    }
    const Color me = board.to_move();
    std::vector<Point> ties;
    int best_priority = -1;
    int best_value = -1;
    for (Point p : board.points()) {
        if (!board.is_empty(p)) continue;
        const int priority = move_priority(board, p, me, rule);
        const int value = move_value(board, p, me) + move_value(board, p, opponent(me));
        if (priority < best_priority || (priority == best_priority && value < best_value)) continue;
        if (priority > best_priority || value > best_value) ties.clear();
        best_priority = priority;
        best_value = value;
        ties.push_back(p);
    }
    return ties[rng.below(static_cast<std::uint32_t>(ties.size()))];
}
//! [choose_move]

} // namespace stonelab::lesson10
