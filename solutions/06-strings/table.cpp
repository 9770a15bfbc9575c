// Lesson 6, reference solution, task 4: the table of strings brought up to date after a move,
// without labelling the board again. Only the strings next to the move change: the ones the
// stone joins, and the opponent strings that lose a liberty (and, if captured, the strings
// around them, which gain liberties back).
#include "strings.hpp"

#include <algorithm>

namespace stonelab::lesson06 {

namespace {

template <class T> void sort_unique(std::vector<T>& items)
{
    std::sort(items.begin(), items.end());
    items.erase(std::unique(items.begin(), items.end()), items.end());
}

template <class T> void insert_sorted(std::vector<T>& items, T value)
{
    const auto at = std::lower_bound(items.begin(), items.end(), value);
    if (at == items.end() || *at != value) items.insert(at, value);
}

template <class T> void erase_value(std::vector<T>& items, T value)
{
    items.erase(std::remove(items.begin(), items.end(), value), items.end());
}

// The record of string `id`: the table keeps its strings in ascending order of id.
StringRecord& string_with_id(StringTable& table, int id)
{
    return *std::lower_bound(
        table.strings.begin(), table.strings.end(), id,
        [](const StringRecord& record, int wanted) { return record.id < wanted; });
}

void erase_string(StringTable& table, int id)
{
    table.strings.erase(std::find_if(table.strings.begin(), table.strings.end(),
                                     [id](const StringRecord& record) { return record.id == id; }));
}

} // namespace

//! [play]
MoveReport play(StringTable& table, Color color, Point p)
{
    const Geometry g = table.geometry();
    MoveReport report;

    // 1. What the stone touches: its own strings, the opponent's, and empty points.
    std::vector<int> enemies;
    std::vector<Point> empty_neighbours;
    for (int i = 0; i < 4; ++i) {
        const Point q = p + g.dir(i);
        if (table.cells[q] == color) report.joined.push_back(table.id[q]);
        if (table.cells[q] == opponent(color)) enemies.push_back(table.id[q]);
        if (table.cells[q] == Color::Empty) empty_neighbours.push_back(q);
    }
    sort_unique(report.joined);
    sort_unique(enemies);
    table.cells[p] = color;

    // 2. The stone's string: a new one, or the strings it joins merged into the one with the
    //    smallest id. Its liberties are theirs and the stone's, minus the stone's own point.
    StringRecord string{0, color, {p}, empty_neighbours, enemies};
    if (report.joined.empty()) {
        string.id = table.next_id++;
    } else {
        string.id = report.joined.front();
        for (int id : report.joined) {
            const StringRecord& part = string_with_id(table, id);
            string.stones.insert(string.stones.end(), part.stones.begin(), part.stones.end());
            string.liberties.insert(string.liberties.end(), part.liberties.begin(),
                                    part.liberties.end());
            string.neighbours.insert(string.neighbours.end(), part.neighbours.begin(),
                                     part.neighbours.end());
            erase_string(table, id);
        }
    }
    sort_unique(string.stones);
    sort_unique(string.liberties);
    erase_value(string.liberties, p);
    sort_unique(string.neighbours);
    for (Point stone : string.stones) table.id[stone] = string.id;
    table.strings.insert(
        std::lower_bound(table.strings.begin(), table.strings.end(), string.id,
                         [](const StringRecord& record, int wanted) { return record.id < wanted; }),
        string);
    report.id = string.id;

    // 3. The opponent strings: the joined ids become the new one in their neighbours, the
    //    strings next to the stone touch it now, and lose the liberty p.
    for (StringRecord& other : table.strings) {
        if (other.color != opponent(color)) continue;
        bool touched = false;
        for (int& id : other.neighbours) {
            if (std::binary_search(report.joined.begin(), report.joined.end(), id)) {
                id = string.id;
                touched = true;
            }
        }
        if (std::binary_search(enemies.begin(), enemies.end(), other.id)) {
            other.neighbours.push_back(string.id);
            erase_value(other.liberties, p);
            touched = true;
        }
        if (touched) sort_unique(other.neighbours);
        if (other.liberties.empty()) report.captured.push_back(other.id);
    }

    // 4. Captures: the stones leave the board, and each point they free is a liberty again of
    //    every string next to it (all of them the mover's).
    for (int id : report.captured) {
        const StringRecord captured = string_with_id(table, id);
        for (Point stone : captured.stones) {
            table.cells[stone] = Color::Empty;
            table.id[stone] = 0;
        }
        for (Point stone : captured.stones)
            for (int i = 0; i < 4; ++i) {
                const Point q = stone + g.dir(i);
                if (table.cells[q] == color)
                    insert_sorted(string_with_id(table, table.id[q]).liberties, stone);
            }
        for (int neighbour : captured.neighbours)
            erase_value(string_with_id(table, neighbour).neighbours, id);
        erase_string(table, id);
    }
    return report;
}
//! [play]

} // namespace stonelab::lesson06
