/// \file
/// Lesson 9's record of an alpha-beta search as text, given: one line per position visited,
/// in the order visited, the form the reference outputs, the demo and `stonelab tree --from`
/// share (engine/search/search_record.hpp reads it back, with the format's limits).
///
/// **The format** (lines starting with `#` are comments):
/// ```
/// a2 c1 | [-3, inf] | 2 leaf
/// a2 | [-inf, 3] | 2 | pruned c2 c3
/// ```
/// - the path: the names of the moves from the root, separated by spaces; `root` for the
///   root itself;
/// - the window `[alpha, beta]` on entry, in the view of the side to move, `inf` for a
///   bound at or beyond ±`kInfinity`;
/// - the value returned, in the same view, and `leaf` for an evaluated position;
/// - after a cut-off, `pruned` and the moves left unsearched.
#pragma once

#include "negamax.hpp"

#include <sstream>
#include <string>
#include <vector>

namespace stonelab::lesson09 {

/// A bound as the record writes it: a number, or `inf` / `-inf`.
inline std::string bound_text(Value value)
{
    if (value >= kInfinity) return "inf";
    if (value <= -kInfinity) return "-inf";
    return std::to_string(value);
}

/// One visit as a line of the record (no line end).
inline std::string visit_line(const Visit& visit)
{
    std::ostringstream line;
    if (visit.path.empty()) line << "root";
    for (std::size_t i = 0; i < visit.path.size(); ++i) line << (i ? " " : "") << visit.path[i];
    line << " | [" << bound_text(visit.alpha) << ", " << bound_text(visit.beta) << "] | "
         << visit.value << (visit.leaf ? " leaf" : "");
    if (!visit.pruned.empty()) {
        line << " | pruned";
        for (const std::string& move : visit.pruned) line << " " << move;
    }
    return line.str();
}

/// The whole record, one line per visit.
inline std::string visits_text(const std::vector<Visit>& visits)
{
    std::string text;
    for (const Visit& visit : visits) text += visit_line(visit) + "\n";
    return text;
}

/// The counters of a search on one line: `value 3 best a1 nodes 12 leaves 7 hits 0`.
inline std::string stats_line(const SearchStats& stats, const std::string& best_name)
{
    return "value " + std::to_string(stats.value) + " best " + best_name + " nodes " +
           std::to_string(stats.nodes) + " leaves " + std::to_string(stats.leaves) + " hits " +
           std::to_string(stats.table_hits);
}

/// The name of `move` at the root of `spec` ("none" for kNoMove or a move that is not legal
/// there: a wrong answer must still print).
inline std::string root_move_name(const GameSpec& spec, Move move)
{
    const auto game = make_game(spec);
    for (Move legal : game->legal_moves())
        if (legal == move) return game->move_name(move);
    return "none";
}

} // namespace stonelab::lesson09
