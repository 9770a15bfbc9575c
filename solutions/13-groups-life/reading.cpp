// Lesson 13, task 1: reading whether a string can be captured, and seed 000's status table.
#include "groups_life.hpp"

#include <algorithm>
#include <stdexcept>

namespace stonelab::lesson13 {

namespace {

//! [candidates]
// The defender's candidates: the string's liberties, and the one liberty of every attacker
// string next to it that is in atari (taking it gives liberties back). Ascending, each once.
std::vector<Point> defender_candidates(const Board& board, Point target)
{
    std::vector<Point> tries = board.liberty_points(target);
    const Color attacker = opponent(board.at(target));
    for (Point stone : board.string_stones(target))
        for (int i = 0; i < 4; ++i) {
            const Point next = board.neighbour(stone, i);
            if (board.at(next) == attacker && board.liberty_count(next) == 1)
                tries.push_back(board.liberty_points(next).front());
        }
    std::sort(tries.begin(), tries.end());
    tries.erase(std::unique(tries.begin(), tries.end()), tries.end());
    return tries;
}
//! [candidates]

//! [search]
// One node of the search. `board` is played on and restored; `depth` counts the moves read.
// Returns whether the attacker captures; `best` receives the side to move's winning move.
bool captures(Board& board, Point target, Color colour, Color to_move, int depth,
              const ReadingLimits& limits, Point& best)
{
    best = kPass;
    const Color attacker = opponent(colour);
    if (to_move == attacker) {
        if (board.at(target) != colour) return true;                          // gone: captured
        if (board.liberty_count(target) > limits.max_liberties) return false; // escaped
        if (depth >= limits.max_depth) return false; // read far enough: probably safe
        for (Point move : board.liberty_points(target)) {
            if (board.play(attacker, move) != MoveStatus::Legal) continue;
            Point reply = kPass;
            const bool taken = board.at(target) != colour ||
                               captures(board, target, colour, colour, depth + 1, limits, reply);
            board.undo();
            if (taken) {
                best = move;
                return true;
            }
        }
        return false;
    }
    if (depth >= limits.max_depth) return false;
    bool moved = false;
    for (Point move : defender_candidates(board, target)) {
        if (board.play(colour, move) != MoveStatus::Legal) continue;
        moved = true;
        Point reply = kPass;
        const bool taken = captures(board, target, colour, attacker, depth + 1, limits, reply);
        board.undo();
        if (!taken) {
            best = move;
            return false;
        }
    }
    if (moved) return true;
    // Nothing to try: the defender passes and the attacker moves again.
    board.play(colour, kPass);
    Point reply = kPass;
    const bool taken = captures(board, target, colour, attacker, depth + 1, limits, reply);
    board.undo();
    return taken;
}
//! [search]

} // namespace

Reading read_capture(const Board& board, Point target, Color to_move, const ReadingLimits& limits)
{
    const Color colour = board.at(target);
    if (colour != Color::Black && colour != Color::White)
        throw std::invalid_argument("read_capture: the target holds no stone");
    if (to_move != Color::Black && to_move != Color::White)
        throw std::invalid_argument("read_capture: the side to move must be Black or White");
    Board copy = board;
    Reading reading;
    reading.captured = captures(copy, target, colour, to_move, 0, limits, reading.move);
    return reading;
}

//! [status]
StringStatus string_status(const Board& board, Point target, const ReadingLimits& limits)
{
    const Color colour = board.at(target);
    if (colour != Color::Black && colour != Color::White)
        throw std::invalid_argument("string_status: the target holds no stone");
    StringStatus status;
    const Reading attacker_first = read_capture(board, target, opponent(colour), limits);
    if (!attacker_first.captured) return status; // Alive, whoever moves first
    status.attack = attacker_first.move;
    const Reading defender_first = read_capture(board, target, colour, limits);
    if (defender_first.captured) {
        status.status = Status::Dead;
    } else {
        status.status = Status::Neutral;
        status.defence = defender_first.move;
    }
    return status;
}
//! [status]

} // namespace stonelab::lesson13
