// Lesson 2, reference solution: the recursive walk, the surrounded test, removal and capture.
#include "capture_recursion.hpp"

namespace stonelab::lesson02 {

namespace {

bool holds_stone(const SimpleBoard& board, Point z)
{
    return board.cells[z] == kBlack || board.cells[z] == kWhite;
}

//! [walk]
// Visits the stone on z, then every stone of `color` reachable from it. `seen` marks every
// point already looked at, stones and empty points alike: a stone is entered once (without
// the mark, two neighbouring stones would call each other for ever) and a liberty shared
// by two stones of the string is counted once.
void visit(const SimpleBoard& board, Point z, int color, std::vector<bool>& seen, StringWalk& walk)
{
    seen[z] = true;
    walk.stones.push_back(z);
    for (int offset : board.dir4()) {
        const Point next = z + offset;
        if (seen[next]) continue;
        if (board.cells[next] == kEmpty) {
            seen[next] = true;
            walk.liberties.push_back(next);
        } else if (board.cells[next] == color) {
            visit(board, next, color, seen, walk); // deeper first: this is the visit order
        }
        // An opponent stone or the wall: neither a liberty nor part of the string.
    }
}
//! [walk]

//! [surrounded]
// Seed 000's question, asked of one point: can the string reach an empty point from here
// without going through a point already looked at? Each look-up answers for one point; the
// first empty point found answers for the whole string.
bool surrounded_from(const SimpleBoard& board, Point z, int color, std::vector<bool>& seen)
{
    if (seen[z]) return true; // looked at already: it has nothing new to say
    seen[z] = true;
    if (board.cells[z] == kEmpty) return false; // a liberty: not surrounded
    if (board.cells[z] != color) return true;   // the opponent or the wall closes this side
    for (int offset : board.dir4())
        if (!surrounded_from(board, z + offset, color, seen)) return false; // stop at once
    return true;
}
//! [surrounded]

//! [remove]
// Seed 002's take_stone: empty the stone, then do the same to every neighbour of its colour.
// The emptied cell is its own visited mark, so the recursion ends when the string is gone.
int remove_from(SimpleBoard& board, Point z, int color)
{
    board.cells[z] = kEmpty;
    int removed = 1;
    for (int offset : board.dir4())
        if (board.cells[z + offset] == color) removed += remove_from(board, z + offset, color);
    return removed;
}
//! [remove]

} // namespace

StringWalk walk_string(const SimpleBoard& board, Point z)
{
    StringWalk walk;
    if (!holds_stone(board, z)) return walk;
    std::vector<bool> seen(board.cells.size(), false);
    visit(board, z, board.cells[z], seen, walk);
    return walk;
}

bool is_surrounded(const SimpleBoard& board, Point z)
{
    if (!holds_stone(board, z)) return false;
    std::vector<bool> seen(board.cells.size(), false);
    return surrounded_from(board, z, board.cells[z], seen);
}

int remove_string(SimpleBoard& board, Point z)
{
    if (!holds_stone(board, z)) return 0;
    return remove_from(board, z, board.cells[z]);
}

//! [capture]
Capture play_and_capture(SimpleBoard& board, int color, Point z)
{
    board.cells[z] = color;
    const int enemy = opponent_of(color);
    const auto directions = board.dir4();
    Capture capture;
    // Every side, not just one: a move can capture up to four strings at once. A string
    // touching z twice is gone (empty) by the time its second side is looked at.
    for (int i = 0; i < 4; ++i) {
        const Point next = z + directions[i];
        if (board.cells[next] == enemy && is_surrounded(board, next))
            capture.by_direction[i] = remove_string(board, next);
    }
    board.prisoners[prisoner_index(color)] += capture.total();
    return capture;
}
//! [capture]

} // namespace stonelab::lesson02
