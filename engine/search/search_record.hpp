/// \file
/// A recorded alpha-beta search read back from text: the record lesson 9's searches write
/// (lessons/09-negamax/trace.hpp), made into a `SearchResult` with its `SearchTree`, so that
/// `stonelab tree --from FILE` draws a student's own search beside the engine's.
///
/// **The format.** One line per position visited, in the order visited (preorder); blank
/// lines and lines starting with `#` are ignored:
/// ```
/// root | [-inf, inf] | 3
/// a1 | [-inf, inf] | -3
/// a1 b1 | [-inf, inf] | 3 leaf
/// a2 | [-inf, -3] | -2 | pruned c2 c3
/// ```
/// - the **path**: `root` for the first line, else the names of the moves from the root,
///   separated by spaces; each visit's parent (its path without the last move) must be the
///   last visit on the way down to it, as in a depth-first search;
/// - the **window** `[alpha, beta]` on entry, in the view of the side to move, each bound
///   an integer or `inf` / `-inf`, alpha below beta;
/// - the **value** returned, an integer in the same view, then `leaf` for an evaluated
///   position;
/// - after a cut-off, `pruned` and the names of the moves left unsearched.
///
/// A move name is 1 to `kMaxRecordNameBytes` letters, digits or `_`; values lie between
/// -999,999,999 and 999,999,999. A record may hold at most `kMaxRecordNodes` visits, paths of
/// at most `kMaxRecordPlies` moves, and `kMaxRecordBytes` of text. Anything else throws
/// `ParseError` with the line and column at fault (and the limit, if one was passed).
///
/// The root is taken to be the first player's (as in the book's trees and from the empty
/// board), so the result's value is the root's; the principal variation follows, from the
/// root, the first child whose negated value is its parent's, while that value is exact.
#pragma once

#include "engine/base/parse_error.hpp"
#include "engine/search/search.hpp"

#include <cstddef>
#include <string>
#include <string_view>

namespace stonelab::search {

/// The longest record text the reader accepts, in bytes.
inline constexpr std::size_t kMaxRecordBytes = 16 * 1024 * 1024;
/// The most visits a record may hold.
inline constexpr int kMaxRecordNodes = 200'000;
/// The longest path (in moves) of a visit.
inline constexpr int kMaxRecordPlies = 1'000;
/// The longest move name.
inline constexpr std::size_t kMaxRecordNameBytes = 32;

/// Reads a record in the format of this file's comment. Throws `ParseError`, also for a text
/// longer than `max_bytes`.
SearchResult parse_search_record(std::string_view text, std::size_t max_bytes = kMaxRecordBytes);

/// A recorded alpha-beta search (`SearchResult::tree`, with windows) in the record format, one
/// line per recorded node in search order; `parse_search_record` reads it back to the same
/// tree. Throws std::invalid_argument without a tree.
std::string format_search_record(const SearchResult& result);

} // namespace stonelab::search
