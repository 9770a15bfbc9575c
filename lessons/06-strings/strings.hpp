/// \file
/// Lesson 6: strings (連). Labelling every string of a position in raster order (seed 000's
/// `MakeString`), the record of each string (seed 000's string structure, seed 001's string
/// object), the opponent strings it touches and the strings in atari, and a table of strings
/// kept up to date move by move instead of being labelled again.
///
/// The student writes every function declared here without a body, in
/// exercises/06-strings/labels.cpp (tasks 1 to 3) and table.cpp (task 4). Positions are engine
/// `Board`s: read them with `at`, `points`, `neighbour` and `geometry` only. (The board keeps
/// strings of its own, `string_id`, `liberty_points` and the like: this lesson is how such
/// things are made, so leave them alone.) Everything the functions return is plain data, and
/// every point is a `Point`, the index of the engine's padded array.
/// See lessons/06-strings/README.md.
#pragma once

#include "engine/base/color.hpp"
#include "engine/base/geometry.hpp"
#include "engine/go/board.hpp"

#include <vector>

namespace stonelab::lesson06 {

/// The string id of every cell of a position: 0 for an empty point (and for the wall), and
/// 1, 2, 3, ... for the strings, numbered in the order a raster scan (top row first, left to
/// right) meets their first stone. Seed 000 keeps the same numbers in `stringIdBoard`.
struct StringLabels {
    int width = 0;
    int height = 0;
    /// One id per cell of the padded array, indexed by `Point`: `(width + 2) * (height + 2)`.
    std::vector<int> id;

    /// The board's shape, for the index arithmetic (`stride`, `dir`, `on_board`, ...).
    Geometry geometry() const { return {width, height}; }
};

/// What is known about one string (seed 000's `go_string`, seed 001's string object).
/// Every list is sorted in ascending order, which for points is raster order (top row first,
/// left to right).
struct StringRecord {
    int id = 0;                   ///< the string's number
    Color color = Color::Empty;   ///< Black or White
    std::vector<Point> stones;    ///< its stones
    std::vector<Point> liberties; ///< its liberties: the empty points next to it, each once
    std::vector<int> neighbours;  ///< the ids of the opponent strings that touch it (task 3)

    /// The number of stones (seed 000's `size`).
    int size() const { return static_cast<int>(stones.size()); }
    /// The number of liberties (seed 000's `dame`, ダメ数).
    int liberty_count() const { return static_cast<int>(liberties.size()); }
};

/// **Task 1.** Labels every string of `board`: scan the points in raster order; the first
/// stone without an id starts a new string, which gets the next id (1 for the first) and
/// passes it to every stone connected to it through stones of its colour (up, down, left,
/// right; never diagonally). The result has the board's width and height and one id per cell.
StringLabels label_strings(const Board& board);

/// **Task 2.** The record of every string of `board`, labelled by `labels`: `records[k]` is
/// string k + 1, with its id, colour, stones and liberties, each list sorted in ascending
/// order. `neighbours` is left empty (task 3 fills it).
std::vector<StringRecord> string_records(const Board& board, const StringLabels& labels);

/// **Task 3.** The ids of the opponent strings that touch `string` (a stone of theirs next to
/// one of its stones), each once, in ascending order. `labels` labels the position `string`
/// belongs to.
std::vector<int> neighbour_strings(const StringLabels& labels, const StringRecord& string);

/// A string in atari (アタリ): it has one liberty left, and an opponent stone there captures it.
struct Atari {
    int id = 0;            ///< the string
    Point liberty = kPass; ///< its one liberty: where the opponent captures it
    bool operator==(const Atari&) const = default;
};

/// **Task 3.** The strings of `player` in `records` that have exactly one liberty, with that
/// liberty, in ascending order of id: "which of my strings can be captured next move, and
/// where".
std::vector<Atari> strings_in_atari(const std::vector<StringRecord>& records, Color player);

/// The strings of a position, kept up to date move by move (task 4).
///
/// How ids are kept: a stone that touches no string of its colour starts a new string, whose
/// id is `next_id` (and `next_id` grows by one). A stone that touches strings of its colour
/// joins them into one string, which keeps the **smallest** of their ids; the other ids are
/// gone. A captured string's id is gone too. Every other string keeps its id. No id is ever
/// given again, so after a few moves the ids are no longer those of a fresh labelling; the
/// strings are the same.
struct StringTable {
    int width = 0;
    int height = 0;
    /// What is on every cell of the padded array, indexed by `Point` (`Color::Wall` off the
    /// board).
    std::vector<Color> cells;
    /// The id of the string of every stone, indexed by `Point`; 0 on empty points and the wall.
    std::vector<int> id;
    /// Every string on the board, in ascending order of id, with its `neighbours`.
    std::vector<StringRecord> strings;
    /// The id the next new string gets.
    int next_id = 1;

    Geometry geometry() const { return {width, height}; }
};

/// What a move did to the strings.
struct MoveReport {
    int id = 0;              ///< the string the new stone belongs to after the move
    std::vector<int> joined; ///< the ids (before the move) of the own strings it joined, ascending
    std::vector<int> captured; ///< the ids of the opponent strings it captured, ascending
};

/// **Task 4.** Plays a stone of `color` on the empty point `p` and brings the table up to date
/// without labelling the board again: the new stone's string (new, or the strings it joins,
/// merged), the liberties it takes from the strings around it, the opponent strings left
/// without a liberty (removed from the board and the table), and the liberties their points
/// give back to the strings that touched them. The move is assumed legal (lesson 3): `p` is
/// empty, and the stone is not suicide.
MoveReport play(StringTable& table, Color color, Point p);

/// An empty table for an empty board. (Provided.)
inline StringTable empty_table(int width, int height)
{
    const Board board(width, height);
    StringTable table{width, height, {}, {}, {}, 1};
    table.cells.assign(static_cast<std::size_t>(board.geometry().cells()), Color::Wall);
    for (Point p : board.points()) table.cells[static_cast<std::size_t>(p)] = Color::Empty;
    table.id.assign(table.cells.size(), 0);
    return table;
}

/// The table of a position, from your tasks 1 to 3: the ids of a fresh labelling, and
/// `next_id` one past the last of them. (Provided: the demo starts from it.)
inline StringTable make_table(const Board& board)
{
    StringTable table = empty_table(board.width(), board.height());
    for (Point p : board.points()) table.cells[static_cast<std::size_t>(p)] = board.at(p);
    const StringLabels labels = label_strings(board);
    table.id = labels.id;
    table.strings = string_records(board, labels);
    for (StringRecord& string : table.strings)
        string.neighbours = neighbour_strings(labels, string);
    table.next_id = static_cast<int>(table.strings.size()) + 1;
    return table;
}

} // namespace stonelab::lesson06
