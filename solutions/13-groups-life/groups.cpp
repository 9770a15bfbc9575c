// Lesson 13, task 3: seed 001's relations, groups and territory.
#include "groups_life.hpp"

#include <algorithm>
#include <cstdlib>
#include <numeric>

namespace stonelab::lesson13 {

//! [relation]
Relation relation(const Board& board, Point a, Point b)
{
    const Geometry& g = board.geometry();
    if (!g.on_board(a) || !g.on_board(b)) return Relation::None;
    const int dx = std::abs(g.x_of(a) - g.x_of(b)), dy = std::abs(g.y_of(a) - g.y_of(b));
    const int along = std::max(dx, dy), across = std::min(dx, dy);
    Relation found = Relation::None;
    if (along == 1 && across == 1) found = Relation::Kosumi;
    if (along == 2)
        found = across == 0 ? Relation::Ikken : across == 1 ? Relation::Keima : Relation::Hazama;
    if (along == 3 && across <= 1) found = across == 0 ? Relation::Nikken : Relation::Ogeima;
    if (along == 4 && across <= 1) found = across == 0 ? Relation::Sangen : Relation::DaiDaiKeima;
    if (found == Relation::None) return found;
    // Every other point of the rectangle the two points span must be empty.
    const int x0 = std::min(g.x_of(a), g.x_of(b)), y0 = std::min(g.y_of(a), g.y_of(b));
    for (int x = x0; x <= x0 + dx; ++x)
        for (int y = y0; y <= y0 + dy; ++y) {
            const Point p = g.point(x, y);
            if (p != a && p != b && board.at(p) != Color::Empty) return Relation::None;
        }
    return found;
}
//! [relation]

namespace {

int root(std::vector<int>& parent, int i)
{
    while (parent[static_cast<std::size_t>(i)] != i)
        i = parent[static_cast<std::size_t>(i)] =
            parent[static_cast<std::size_t>(parent[static_cast<std::size_t>(i)])];
    return i;
}

} // namespace

//! [groups]
std::vector<int> group_ids(const Board& board)
{
    // Union-find over the stones: neighbours of one colour (the strings), then related stones.
    std::vector<int> parent(static_cast<std::size_t>(board.geometry().cells()));
    std::iota(parent.begin(), parent.end(), 0);
    const auto join = [&](Point a, Point b) { parent[root(parent, a)] = root(parent, b); };
    std::vector<Point> stones;
    for (Point p : board.points())
        if (board.at(p) != Color::Empty) stones.push_back(p);
    for (Point a : stones)
        for (Point b : stones)
            if (a < b && board.at(a) == board.at(b) &&
                (board.string_id(a) == board.string_id(b) ||
                 relation(board, a, b) != Relation::None))
                join(a, b);
    // Number the groups in the order the scan meets their first stone.
    std::vector<int> ids(parent.size(), 0), number_of_root(parent.size(), 0);
    int next = 0;
    for (Point p : stones) {
        int& number = number_of_root[static_cast<std::size_t>(root(parent, p))];
        if (number == 0) number = ++next;
        ids[static_cast<std::size_t>(p)] = number;
    }
    return ids;
}
//! [groups]

//! [territory]
std::vector<Color> territory(const Board& board)
{
    std::vector<Color> owner(static_cast<std::size_t>(board.geometry().cells()), Color::Empty);
    for (Point e : board.points()) {
        if (board.at(e) != Color::Empty) continue;
        bool black = false, white = false;
        for (Point s : board.points()) {
            const Color c = board.at(s);
            if (c == Color::Empty) continue;
            const bool next_to =
                std::abs(s - e) == 1 || std::abs(s - e) == board.geometry().stride();
            if (next_to || relation(board, e, s) != Relation::None)
                (c == Color::Black ? black : white) = true;
        }
        if (black != white)
            owner[static_cast<std::size_t>(e)] = black ? Color::Black : Color::White;
    }
    return owner;
}
//! [territory]

} // namespace stonelab::lesson13
