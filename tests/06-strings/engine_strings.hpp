// The strings of a position as the engine's Board keeps them (tests/engine checks them, and
// test_references.cpp checks them against GNU Go), turned into the lesson's plain data: the
// tests' own answers, so that the checks of one task never depend on your code for another.
#pragma once

#include "strings.hpp"

#include <algorithm>
#include <map>
#include <vector>

namespace stonelab::lesson06::test {

/// Raster labels from the engine's strings: the first stone of each string, in raster order,
/// numbers it.
inline StringLabels engine_labels(const Board& board)
{
    const Geometry& g = board.geometry();
    StringLabels labels{g.width, g.height, std::vector<int>(g.cells(), 0)};
    std::map<Point, int> number_of; // the engine's string id -> the lesson's
    for (Point p : board.points()) {
        if (board.at(p) == Color::Empty) continue;
        const auto [it, inserted] =
            number_of.try_emplace(board.string_id(p), static_cast<int>(number_of.size()) + 1);
        labels.id[p] = it->second;
    }
    return labels;
}

/// The records of the strings labelled by `labels`, neighbours included, in id order.
inline std::vector<StringRecord> engine_records(const Board& board, const StringLabels& labels)
{
    std::vector<StringRecord> records;
    for (Point p : board.points()) {
        const int id = labels.id[p];
        if (id == 0 || id <= static_cast<int>(records.size())) continue; // seen already
        StringRecord record{id, board.at(p), board.string_stones(p), board.liberty_points(p), {}};
        for (Point other : board.neighbour_strings(p))
            record.neighbours.push_back(labels.id[other]);
        std::sort(record.stones.begin(), record.stones.end());
        std::sort(record.liberties.begin(), record.liberties.end());
        std::sort(record.neighbours.begin(), record.neighbours.end());
        records.push_back(record);
    }
    return records;
}

/// The table of a position with the ids of a fresh labelling (what make_table gives).
inline StringTable engine_table(const Board& board)
{
    StringTable table = empty_table(board.width(), board.height());
    for (Point p : board.points()) table.cells[p] = board.at(p);
    const StringLabels labels = engine_labels(board);
    table.id = labels.id;
    table.strings = engine_records(board, labels);
    table.next_id = static_cast<int>(table.strings.size()) + 1;
    return table;
}

} // namespace stonelab::lesson06::test
