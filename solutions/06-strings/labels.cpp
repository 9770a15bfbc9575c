// Lesson 6, reference solution, tasks 1 to 3: labelling the strings in raster order (seed 000's
// MakeString), their records, the opponent strings they touch and the strings in atari.
#include "strings.hpp"

#include <algorithm>

namespace stonelab::lesson06 {

namespace {

// Sorts a list and drops the repeats: every list of a record is a set kept in order.
template <class T> void sort_unique(std::vector<T>& items)
{
    std::sort(items.begin(), items.end());
    items.erase(std::unique(items.begin(), items.end()), items.end());
}

} // namespace

//! [label]
StringLabels label_strings(const Board& board)
{
    const Geometry& g = board.geometry();
    StringLabels labels{g.width, g.height, std::vector<int>(g.cells(), 0)};
    int next_id = 1;
    for (Point start : board.points()) { // raster order: top row first, left to right
        const Color color = board.at(start);
        if (color == Color::Empty || labels.id[start] != 0) continue;
        // A stone without an id: the first stone of a new string. Flood the string from it
        // with a stack of stones still to visit; a stone gets its id when it is pushed, so
        // that no stone is pushed twice.
        const int id = next_id++;
        std::vector<Point> to_visit = {start};
        labels.id[start] = id;
        while (!to_visit.empty()) {
            const Point p = to_visit.back();
            to_visit.pop_back();
            for (int i = 0; i < 4; ++i) {
                const Point q = board.neighbour(p, i);
                if (board.at(q) == color && labels.id[q] == 0) {
                    labels.id[q] = id;
                    to_visit.push_back(q);
                }
            }
        }
    }
    return labels;
}
//! [label]

//! [records]
std::vector<StringRecord> string_records(const Board& board, const StringLabels& labels)
{
    int strings = 0;
    for (Point p : board.points()) strings = std::max(strings, labels.id[p]);
    std::vector<StringRecord> records(strings);
    for (int k = 0; k < strings; ++k) records[k].id = k + 1;
    // One scan of the board fills every record: a stone is added to its own string, and an
    // empty point to the string of each stone next to it (twice, if it touches the string
    // twice: sort_unique counts it once).
    for (Point p : board.points()) {
        if (labels.id[p] != 0) {
            StringRecord& record = records[labels.id[p] - 1];
            record.color = board.at(p);
            record.stones.push_back(p); // points() is raster order: already ascending
            continue;
        }
        for (int i = 0; i < 4; ++i) {
            const int id = labels.id[board.neighbour(p, i)];
            if (id != 0) records[id - 1].liberties.push_back(p);
        }
    }
    for (StringRecord& record : records) sort_unique(record.liberties);
    return records;
}
//! [records]

//! [neighbours]
std::vector<int> neighbour_strings(const StringLabels& labels, const StringRecord& string)
{
    const Geometry g = labels.geometry();
    std::vector<int> ids;
    for (Point stone : string.stones)
        for (int i = 0; i < 4; ++i) {
            // A stone next to ours with another id is always the opponent's: a stone of our
            // colour next to ours would be part of our string.
            const int id = labels.id[stone + g.dir(i)];
            if (id != 0 && id != string.id) ids.push_back(id);
        }
    sort_unique(ids);
    return ids;
}
//! [neighbours]

//! [atari]
std::vector<Atari> strings_in_atari(const std::vector<StringRecord>& records, Color player)
{
    std::vector<Atari> found;
    for (const StringRecord& record : records)
        if (record.color == player && record.liberty_count() == 1)
            found.push_back({record.id, record.liberties.front()});
    std::sort(found.begin(), found.end(),
              [](const Atari& a, const Atari& b) { return a.id < b.id; });
    return found;
}
//! [atari]

} // namespace stonelab::lesson06
