// Lesson 13, task 2: Benson's unconditionally alive strings.
#include "groups_life.hpp"

#include <algorithm>
#include <stdexcept>

namespace stonelab::lesson13 {

namespace {

// The connected parts of the points `inside` says yes to, each a sorted list of points.
template <class Inside> std::vector<std::vector<Point>> parts(const Board& board, Inside inside)
{
    std::vector<int> part(static_cast<std::size_t>(board.geometry().cells()), -1);
    std::vector<std::vector<Point>> found;
    for (Point start : board.points()) {
        if (!inside(start) || part[static_cast<std::size_t>(start)] >= 0) continue;
        const int id = static_cast<int>(found.size());
        std::vector<Point> points{start}, stack{start};
        part[static_cast<std::size_t>(start)] = id;
        while (!stack.empty()) {
            const Point p = stack.back();
            stack.pop_back();
            for (int i = 0; i < 4; ++i) {
                const Point q = board.neighbour(p, i);
                if (board.at(q) == Color::Wall || !inside(q) ||
                    part[static_cast<std::size_t>(q)] >= 0)
                    continue;
                part[static_cast<std::size_t>(q)] = id;
                points.push_back(q);
                stack.push_back(q);
            }
        }
        std::sort(points.begin(), points.end());
        found.push_back(points);
    }
    return found;
}

// Whether some point of `a` is next to some point of `b`.
bool touches(const Board& board, const std::vector<Point>& a, const std::vector<Point>& b)
{
    for (Point p : a)
        for (int i = 0; i < 4; ++i)
            if (std::binary_search(b.begin(), b.end(), board.neighbour(p, i))) return true;
    return false;
}

} // namespace

//! [benson]
std::vector<Point> unconditionally_alive(const Board& board, Color color)
{
    if (color != Color::Black && color != Color::White)
        throw std::invalid_argument("unconditionally_alive: the colour must be Black or White");
    const auto blocks = parts(board, [&](Point p) { return board.at(p) == color; });
    const auto regions = parts(board, [&](Point p) { return board.at(p) != color; });

    // vital[b][r]: region r has an empty point, and every empty point of it touches block b.
    std::vector<std::vector<bool>> vital(blocks.size(), std::vector<bool>(regions.size()));
    for (std::size_t b = 0; b < blocks.size(); ++b)
        for (std::size_t r = 0; r < regions.size(); ++r) {
            bool has_empty = false, all_liberties = true;
            for (Point p : regions[r]) {
                if (board.at(p) != Color::Empty) continue;
                has_empty = true;
                if (!touches(board, {p}, blocks[b])) all_liberties = false;
            }
            vital[b][r] = has_empty && all_liberties;
        }

    std::vector<bool> block_kept(blocks.size(), true), region_kept(regions.size(), true);
    for (bool changed = true; changed;) {
        changed = false;
        // 1. Drop every block with fewer than two vital regions still kept.
        for (std::size_t b = 0; b < blocks.size(); ++b) {
            if (!block_kept[b]) continue;
            int count = 0;
            for (std::size_t r = 0; r < regions.size(); ++r)
                if (region_kept[r] && vital[b][r]) ++count;
            if (count < 2) block_kept[b] = false, changed = true;
        }
        // 2. Drop every region that touches a dropped block.
        for (std::size_t r = 0; r < regions.size(); ++r) {
            if (!region_kept[r]) continue;
            for (std::size_t b = 0; b < blocks.size(); ++b)
                if (!block_kept[b] && touches(board, regions[r], blocks[b])) {
                    region_kept[r] = false, changed = true;
                    break;
                }
        }
    }
    std::vector<Point> kept;
    for (std::size_t b = 0; b < blocks.size(); ++b)
        if (block_kept[b]) kept.insert(kept.end(), blocks[b].begin(), blocks[b].end());
    std::sort(kept.begin(), kept.end());
    return kept;
}
//! [benson]

} // namespace stonelab::lesson13
