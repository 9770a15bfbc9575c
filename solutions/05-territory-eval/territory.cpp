// Lesson 5, tasks 1 to 3: seed 000's territory experiments and its evaluation-driven move.
#include "territory_eval.hpp"

#include <cstdlib>

namespace stonelab::lesson05 {

namespace {

//! [reach]
/// How many stones of `color` stand within `kReach` of every cell: each stone adds one to
/// the diamond of points around it (Manhattan distance, measured straight over the board).
std::vector<int> stones_within_reach(const Board& board, Color color)
{
    const Geometry& g = board.geometry();
    std::vector<int> count(static_cast<std::size_t>(g.cells()), 0);
    for (Point stone : board.points()) {
        if (board.at(stone) != color) continue;
        for (Point p : board.points()) {
            const int distance =
                std::abs(g.x_of(p) - g.x_of(stone)) + std::abs(g.y_of(p) - g.y_of(stone));
            if (distance <= kReach) ++count[p];
        }
    }
    return count;
}
//! [reach]

//! [owner]
/// The owner of one empty point, given how many stones of each colour reach it.
Color owner(int black, int white, InfluenceRule rule)
{
    if (rule == InfluenceRule::Cancel) {
        // Experiment 1: any reach counts, and two colours cancel each other out.
        if (black > 0 && white == 0) return Color::Black;
        if (white > 0 && black == 0) return Color::White;
        return Color::Empty;
    }
    // Experiment 2: the stronger side takes the point; a tie leaves it to nobody.
    if (black > white) return Color::Black;
    if (white > black) return Color::White;
    return Color::Empty;
}
//! [owner]

} // namespace

TerritoryMap influence_map(const Board& board, InfluenceRule rule)
{
    const std::vector<int> black = stones_within_reach(board, Color::Black);
    const std::vector<int> white = stones_within_reach(board, Color::White);
    TerritoryMap map(static_cast<std::size_t>(board.geometry().cells()), Color::Empty);
    for (Point p : board.points()) {
        const Color stone = board.at(p);
        map[p] = stone == Color::Empty ? owner(black[p], white[p], rule) : stone;
    }
    return map;
}

//! [evaluate]
int evaluate(const Board& board, InfluenceRule rule)
{
    const TerritoryMap map = influence_map(board, rule);
    int value = 0;
    for (Point p : board.points()) {
        if (board.at(p) != Color::Empty) continue; // stones are not territory
        if (map[p] == Color::Black) ++value;
        if (map[p] == Color::White) --value;
    }
    return value;
}
//! [evaluate]

//! [think_move]
MoveChoice think_move(const Board& board, Color color, InfluenceRule rule)
{
    // evaluate() is Black's point of view; White wants it as low as possible.
    const int side = color == Color::Black ? 1 : -1;
    const int before = side * evaluate(board, rule);
    MoveChoice choice;
    Board trial = board;
    for (Point p : board.points()) {
        if (trial.play(color, p) != MoveStatus::Legal) continue;
        const int delta = side * evaluate(trial, rule) - before;
        trial.undo();
        choice.deltas[p] = delta;
        // Strictly better only: among equal deltas the first in raster order stays, and a
        // move that gains nothing (delta 0 or less) never replaces the pass.
        if (delta > choice.delta) {
            choice.delta = delta;
            choice.move = p;
        }
    }
    return choice;
}
//! [think_move]

} // namespace stonelab::lesson05
