/// \file
/// SGF (Smart Game Format, FF[4]) for Go: reading the main line of a game record into a
/// `Game`, and writing a `Game` as a record.
///
/// **Read.** SZ (square `SZ[19]` or rectangular `SZ[W:H]`, 1..19; 19 when absent), KM (komi,
/// a real number), GM (must be 1, Go), PL (who plays first), AB/AW/AE setup in the nodes
/// before the first move (single points or FF[4]'s compressed rectangles `[aa:cc]`), and the
/// B/W moves, a pass being `[]` or, on boards up to 19x19, FF[3]'s `[tt]`. Only the main line
/// is played: the first variation at every branch; the rest of the first game tree is checked
/// for syntax only, and further game trees of a collection are not read. Every other property
/// is skipped, whatever its value holds (escaped `\]` and `\\`, line breaks).
///
/// The first player is PL when given, else the colour of the first move, else Black.
///
/// **Limits.** A text longer than `kMaxSgfBytes`, or a main line of more than
/// `kMaxSgfMainLineNodes` nodes, is refused with an `SgfError` that names the limit (see
/// `SgfLimits`). Within them, the reader's memory and time grow in proportion to the text:
/// variations, however deeply nested, are read without recursion, and messages quote at most
/// the first `kMaxQuotedValueChars` characters of a value.
///
/// **Errors.** Anything that cannot be read or played throws `SgfError` with the 1-based line
/// and column (counted in characters; `\n`, `\r\n` and `\r` end a line) of the culprit:
/// syntax errors where the text goes wrong (an unterminated value at its `[`, a missing `)`
/// at the end of the text), bad values at their `[`, misplaced properties (setup after
/// moves, SZ outside the root, two moves in a node) at their identifier, an illegal move
/// (occupied, suicide, ko, superko) at its `B` or `W`, and setup that leaves a string
/// without liberties at its node's `;`.
///
/// **Written.** `(;FF[4]GM[1]CA[UTF-8]SZ[..]KM[..]`, PL when White starts (and `PL[B]` in the
/// rare game where Black starts but White moves first), the players PB/PW, RE and a comment C
/// when given, AB/AW of the start position, then one node per move; lines are wrapped before 79
/// columns. Reading a written record gives back the same start position, moves, komi and first
/// player, and writing that again gives the same text.
#pragma once

#include "engine/base/parse_error.hpp"
#include "engine/go/game.hpp"

#include <cstddef>
#include <string>
#include <string_view>

namespace stonelab {

namespace gomoku {
class Board;
}

/// The longest text `read_sgf` reads, in bytes: a professional game with comments and
/// variations takes a few tens of KB. (GTP's `loadsgf` refuses bigger files too.)
inline constexpr std::size_t kMaxSgfBytes = 1024 * 1024;

/// The most nodes the main line may have: the root, setup and moves. The longest professional
/// game has 411 moves, a random game of `stonelab demo` at most 3 per point (1,083 on 19x19).
/// Replaying under positional superko compares each position with every earlier one, so the
/// time grows with the square of the main line's length: this keeps it to a fraction of a
/// second.
inline constexpr int kMaxSgfMainLineNodes = 10'000;

/// Messages quote at most this many characters of a property value, then "…".
inline constexpr std::size_t kMaxQuotedValueChars = 20;

/// The limits `read_sgf` enforces. The defaults suit every real game record; tighter ones
/// show the errors on short texts (the tests and the fuzzer use them).
struct SgfLimits {
    std::size_t max_bytes = kMaxSgfBytes;
    int max_main_line_nodes = kMaxSgfMainLineNodes;
};

/// An SGF text that cannot be read or played. `what()` reads "line L, column C: why".
class SgfError : public ParseError {
public:
    using ParseError::ParseError;
};

/// Reads the first game tree's main line into a game played under `rules`: every move must
/// be legal under `rules.ko`, and the komi is KM when present, else `rules.komi`.
/// Throws SgfError, and nothing else, whatever the bytes of `text`, also when the text
/// passes one of `limits`.
Game read_sgf(std::string_view text, Rules rules = {}, SgfLimits limits = {});

/// What a record says about a game besides its moves; each property is written only when
/// its text is not empty.
struct SgfGameInfo {
    std::string black_player; ///< PB
    std::string white_player; ///< PW
    std::string result;       ///< RE: "B+3.5", "W+R", "0" for a draw
    std::string comment;      ///< C on the root node: free text, line breaks kept
};

/// Writes the game (start position and moves) as an FF[4] record ending with a newline;
/// `result` ("B+3.5", "W+R") becomes RE when not empty.
std::string write_sgf(const Game& game, const std::string& result = "");

/// The same with players, result and a comment on the root node.
std::string write_sgf(const Game& game, const SgfGameInfo& info);

/// Writes a Gomoku or Renju game as an FF[4] record of game type 4 (`GM[4]`, Gomoku and
/// Renju): `SZ`, the players, result and comment as above, then one node per stone in the
/// order of `board.moves()`, each with its own colour. (Only written: `read_sgf` reads Go.)
std::string write_sgf(const gomoku::Board& board, const SgfGameInfo& info);

} // namespace stonelab
