/// \file
/// Lesson 13: life and death of strings. Seed 000's reading: is a string alive, dead, or
/// neutral (its fate depends on who moves first)? Two capture searches answer it, each cut
/// off by a liberty count and a depth, and seed 000's table turns their two answers into the
/// status, with the point that attacks the string and the point that defends it. Then life
/// that needs no reading at all: Benson's unconditionally alive strings. Last, seed 001's
/// groups and territory: strings joined by the relations between stones, and the empty points
/// related to one colour only.
///
/// The student writes every function declared here without a body, in
/// exercises/13-groups-life/reading.cpp (task 1), benson.cpp (task 2) and groups.cpp (task 3).
/// Positions are engine `Board`s: `at`, `points`, `neighbour`, `geometry`, `play`, `undo`,
/// and the board's own strings (`string_id`, `string_stones`, `liberty_count`,
/// `liberty_points`) are all you need. (The engine has Benson's algorithm too,
/// engine/go/benson.hpp: the tests check your task 2 against it, so do not call it.)
/// See lessons/13-groups-life/README.md.
#pragma once

#include "engine/base/color.hpp"
#include "engine/base/geometry.hpp"
#include "engine/go/board.hpp"

#include <vector>

namespace stonelab::lesson13 {

/// The cut-offs of a capture search (seed 000: "when to decide that the string probably
/// cannot be captured").
struct ReadingLimits {
    /// When the attacker is to move and the string has more liberties than this, it has
    /// escaped: the attack fails there.
    int max_liberties = 2;
    /// The most moves (plies) read from the position; when the search is that deep and the
    /// string still stands, the attack fails there.
    int max_depth = 30;
};

/// What a capture search found.
struct Reading {
    /// True if the attacker captures the string, whatever the defender does (within the
    /// limits).
    bool captured = false;
    /// The first move of the side to move, in ascending order of point, that reaches its
    /// goal: for the attacker a move that captures, for the defender a move that saves;
    /// `kPass` when there is none.
    Point move = kPass;
};

/// **Task 1a.** The capture search: can the string through `target` be captured, with
/// `to_move` (the string's colour, the defender, or its opponent, the attacker) to move?
/// - A node with the attacker to move: if the string is gone, it was captured; if it has
///   more than `limits.max_liberties` liberties, or `limits.max_depth` moves have been read,
///   the attack fails; otherwise try the string's liberties in ascending order (the legal
///   ones); the attack succeeds if one of them leads to a capture.
/// - A node with the defender to move: if `limits.max_depth` moves have been read, the
///   attack fails; otherwise try, in ascending order, the string's liberties and the
///   liberties of the attacker's strings next to it that have one liberty (captures), each
///   once, the legal ones; the defence succeeds if one of them leads to a failed attack;
///   with no legal candidate at all, the defender passes (one more move read).
/// A move that captures the string ends the search there. Throws std::invalid_argument if
/// `target` holds no stone or `to_move` is not Black or White.
Reading read_capture(const Board& board, Point target, Color to_move, const ReadingLimits& limits);

/// A string's status, seed 000's ALIVE, DEAD and NEUTRAL.
enum class Status {
    Alive,   ///< the attacker cannot capture it even moving first
    Dead,    ///< the attacker captures it even if the defender moves first
    Neutral, ///< whoever moves first decides
};

/// A string's status with its attack and defence points (seed 000's string record).
struct StringStatus {
    Status status = Status::Alive;
    Point attack = kPass;  ///< for Dead and Neutral: the attacker's capturing move
    Point defence = kPass; ///< for Neutral: the defender's saving move
    bool operator==(const StringStatus&) const = default;
};

/// **Task 1b.** The status of the string through `target`, by seed 000's two searches: first
/// the attacker moves first; if the attack fails, the string is Alive; otherwise the defender
/// moves first: if the string is captured even so it is Dead, else Neutral. `attack` and
/// `defence` are the moves the searches found (kPass where the status has none). Throws
/// std::invalid_argument if `target` holds no stone.
StringStatus string_status(const Board& board, Point target, const ReadingLimits& limits);

/// **Task 2.** Benson's unconditionally alive stones of `color`: the stones of its strings
/// that can never be captured, even if `color` passes at every turn. In ascending order.
/// Throws std::invalid_argument if `color` is not Black or White.
std::vector<Point> unconditionally_alive(const Board& board, Color color);

/// Seed 001's relations between two points (石と石の関係), by their offset: `dx` and `dy` the
/// distances across and down, the larger one first. (The seed gives the names only; the
/// offsets are what the names mean in Go.)
enum class Relation {
    None,        ///< no relation (or the points between are not empty)
    Kosumi,      ///< コスミ, the diagonal step: (1, 1)
    Ikken,       ///< 一間, the one-point jump: (2, 0)
    Keima,       ///< 桂馬, the knight's move: (2, 1)
    Hazama,      ///< ハザマ, the diagonal jump: (2, 2)
    Nikken,      ///< 二間, the two-point jump: (3, 0)
    Ogeima,      ///< 大桂馬, the large knight's move: (3, 1)
    Sangen,      ///< 三間, the three-point jump: (4, 0)
    DaiDaiKeima, ///< 大々桂馬, the extra-large knight's move: (4, 1)
};

/// **Task 3a.** The relation between the points `a` and `b` of `board`: the one whose offset
/// is theirs (in any direction: dx and dy as distances, in either order), and only if every
/// other point of the rectangle they span is empty; else `Relation::None`. Points next to each
/// other, the same point twice, or a point off the board: `Relation::None`.
Relation relation(const Board& board, Point a, Point b);

/// **Task 3b.** Seed 001's groups (群): strings of one colour joined when a stone of one and a
/// stone of the other are related (task 3a), and so on from string to string. The group id of
/// every cell (indexed by Point, `geometry().cells()` long): 0 for an empty point and the
/// wall, 1, 2, 3, ... for the groups in the order a raster scan meets their first stone.
std::vector<int> group_ids(const Board& board);

/// **Task 3c.** Seed 001's territory (地): an empty point is Black's when it is next to or
/// related (task 3a) to at least one black stone and to no white stone; White's the other way
/// round; nobody's otherwise. One colour per cell: Black, White, or Empty (nobody's, a stone,
/// the wall).
std::vector<Color> territory(const Board& board);

/// The name of a relation: "kosumi", "ikken", ..., "dai-dai-keima", or "none".
inline const char* relation_name(Relation relation)
{
    switch (relation) {
    case Relation::None: return "none";
    case Relation::Kosumi: return "kosumi";
    case Relation::Ikken: return "ikken";
    case Relation::Keima: return "keima";
    case Relation::Hazama: return "hazama";
    case Relation::Nikken: return "nikken";
    case Relation::Ogeima: return "ogeima";
    case Relation::Sangen: return "sangen";
    case Relation::DaiDaiKeima: return "dai-dai-keima";
    }
    return "?";
}

/// The name of a status as the tests and the reference outputs write it: "alive", "dead",
/// "neutral".
inline const char* status_name(Status status)
{
    switch (status) {
    case Status::Alive: return "alive";
    case Status::Dead: return "dead";
    case Status::Neutral: return "neutral";
    }
    return "?";
}

} // namespace stonelab::lesson13
