// Lesson 5, tasks 4 and 5: counting a finished game by area.
#include "territory_eval.hpp"

#include <vector>

namespace stonelab::lesson05 {

namespace {

/// Adds a stone or a territory point of `owner` to the score (nobody's points add nothing).
void add_territory(Score& score, Color owner, int points)
{
    if (owner == Color::Black) score.black_territory += points;
    if (owner == Color::White) score.white_territory += points;
}

/// Counts the stones and settles the margin: White receives the komi.
void finish(Score& score, const Board& board, double komi)
{
    for (Point p : board.points()) {
        if (board.at(p) == Color::Black) ++score.black_stones;
        if (board.at(p) == Color::White) ++score.white_stones;
    }
    const int black_area = score.black_stones + score.black_territory;
    const int white_area = score.white_stones + score.white_territory;
    score.margin = black_area - white_area - komi;
}

} // namespace

//! [count_score]
Score count_score(const Board& board, double komi)
{
    Score score;
    for (Point p : board.points()) {
        if (board.at(p) != Color::Empty) continue;
        bool black_next = false, white_next = false;
        for (int i = 0; i < 4; ++i) {
            // Compare colours one by one: the wall is neither player.
            const Color c = board.at(board.neighbour(p, i));
            if (c == Color::Black) black_next = true;
            if (c == Color::White) white_next = true;
        }
        if (black_next != white_next)
            add_territory(score, black_next ? Color::Black : Color::White, 1);
    }
    finish(score, board, komi);
    return score;
}
//! [count_score]

//! [area_score]
Score area_score(const Board& board, double komi)
{
    Score score;
    std::vector<bool> seen(static_cast<std::size_t>(board.geometry().cells()), false);
    for (Point start : board.points()) {
        if (board.at(start) != Color::Empty || seen[start]) continue;
        // Flood the empty region through empty neighbours, noting which colours it touches.
        std::vector<Point> todo = {start};
        seen[start] = true;
        int size = 0;
        bool touches_black = false, touches_white = false;
        while (!todo.empty()) {
            const Point p = todo.back();
            todo.pop_back();
            ++size;
            for (int i = 0; i < 4; ++i) {
                const Point q = board.neighbour(p, i);
                const Color c = board.at(q);
                if (c == Color::Black) touches_black = true;
                if (c == Color::White) touches_white = true;
                if (c == Color::Empty && !seen[q]) {
                    seen[q] = true;
                    todo.push_back(q);
                }
            }
        }
        if (touches_black != touches_white)
            add_territory(score, touches_black ? Color::Black : Color::White, size);
    }
    finish(score, board, komi);
    return score;
}
//! [area_score]

} // namespace stonelab::lesson05
