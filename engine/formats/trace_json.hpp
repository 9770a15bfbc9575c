/// \file
/// A lesson demo's trace as JSON: the steps an algorithm takes, frame by frame, in the form
/// the book's trace player reads (docs/trace-format.md describes it, docs/trace-schema.json
/// is its JSON Schema). `stonelab run N --trace --format json` writes one.
///
/// A document is `{"format": "stonelab-trace", "version": 1, "lesson": N, "title": ...,
/// "frames": [...]}`. A frame shows a board (`size` and `rows`), a search tree (`tree`), or
/// both, with the points it highlights (`marks`), texts on points (`labels`) and its
/// `caption`. Nothing depends on the locale: the same trace always gives the same bytes.
#pragma once

#include "engine/go/board.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace stonelab::trace {

/// The version of the format this writer writes (the schema's `version`).
inline constexpr int kTraceVersion = 1;

/// What a mark on a point means; the player draws each kind its own way.
enum class MarkKind {
    Look,      ///< the point the algorithm looks at
    Visit,     ///< the stone a walk reaches in this step
    Visited,   ///< a stone reached in an earlier step
    Liberty,   ///< an empty point next to a string
    Capture,   ///< a stone just removed
    Candidate, ///< a move under consideration
    Choose,    ///< the move chosen
    Move,      ///< the move just played
};

/// The name of a mark kind in the JSON ("look", "visit", ...).
std::string_view mark_kind_name(MarkKind kind);

/// A highlighted point.
struct Mark {
    Point point = 0;
    MarkKind kind = MarkKind::Look;
};

/// A short text on a point: a number, a letter, a value.
struct Label {
    Point point = 0;
    std::string text; ///< UTF-8
};

/// What a tree node is in a frame.
enum class NodeKind {
    Normal,  ///< searched
    Current, ///< the node this step is about
    Cut,     ///< never searched: a cut-off left it out
    Pv,      ///< on the principal variation (the best line)
};

/// The name of a node kind in the JSON ("normal", "current", "cut", "pv").
std::string_view node_kind_name(NodeKind kind);

/// A node of a search tree. The root has no parent and no move.
struct TreeNode {
    int id = 0;                     ///< unique in the frame, 0 for the root
    std::optional<int> parent;      ///< the id of the parent node
    std::string move;               ///< the move from the parent ("" for the root)
    std::optional<long long> value; ///< the value found, once known
    std::optional<long long> visits;
    std::optional<double> win_rate; ///< from 0 to 1, written with three decimals
    std::string note;               ///< e.g. the window "[-inf, 3]"
    NodeKind kind = NodeKind::Normal;
};

/// One step of the algorithm.
struct Frame {
    std::optional<Board> board; ///< the position shown, if any
    std::vector<Mark> marks;
    std::vector<Label> labels;
    std::vector<TreeNode> tree; ///< the tree so far (search lessons), empty if none
    std::string caption;        ///< UTF-8
};

/// A whole trace.
struct Trace {
    int lesson = 0;
    std::string title;
    std::string legend; ///< how to read the frames, "" if nothing to say
    std::vector<Frame> frames;
};

/// `text` as a JSON string, quotes included: `"` `\` and control characters escaped, UTF-8
/// kept as it is, bytes that are not valid UTF-8 replaced by U+FFFD.
std::string json_string(std::string_view text);

/// The rows of a board, top row first, one character per point (`.` `X` `O`): a text
/// diagram without coordinates, as `parse_diagram` reads it.
std::vector<std::string> board_rows(const Board& board);

/// The trace as a JSON document ending with a newline. Throws std::invalid_argument for a
/// mark or label on a point that is not on its frame's board, or on a frame without board.
std::string trace_json(const Trace& trace);

} // namespace stonelab::trace
