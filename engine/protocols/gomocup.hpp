/// \file
/// The Gomocup protocol (Petr Lastovicka's "new protocol" that the Piskvork manager and the
/// Gomocup tournament speak): how a Gomoku brain and a manager talk, one line at a time.
///
/// **Lines.** The manager writes one command a line (it ends lines with CR LF; LF or CR alone
/// are read too); empty lines are ignored. Command words are read in any case. A line longer
/// than `kMaxGomocupLineBytes` is refused with an `ERROR` that names the limit.
///
/// **Coordinates** are `X,Y`, both from 0: X the column counted from the left, Y the row
/// counted from the top. On the 15x15 board `7,7` is the centre, GTP's H8; on the 20x20
/// board `19,0` is the top-right corner, U20 (the 20th column is U, base/geometry.hpp).
///
/// **Commands and answers** (the brain's answers are one line each):
/// - `START N`: a new empty N x N board; `OK`, or `ERROR` for a size this board cannot have
///   (it plays 5x5 to 20x20: the Gomocup's own board, which the protocol asks every brain to
///   play, is the largest).
/// - `RECTSTART W,H`: a rectangular board; always `ERROR` (square boards only).
/// - `RESTART`: the same size, emptied; `OK`.
/// - `BEGIN`: the brain opens the game on the empty board; answer its move `X,Y`.
/// - `TURN X,Y`: the opponent played there; answer the brain's move.
/// - `BOARD`, lines `X,Y,F` (F = 1 the brain's stone, 2 the opponent's, 3 a stone of a
///   continuous game's winning line, which this brain does not play), then `DONE`: a new
///   position, stones in the order they were played (the manager must keep that order under
///   Renju); answer the brain's move. The brain plays the colour to move, so it must have as
///   many stones as the opponent (it is Black) or one fewer (White). Nothing is answered
///   before `DONE`; a bad line makes the answer to `DONE` an `ERROR` naming it.
/// - `INFO KEY VALUE`: no answer. Keys: `timeout_turn`, `timeout_match`, `time_left`,
///   `max_memory` (numbers; 0 = no limit), `game_type` (0-3), `rule` (a bit field: 1 exactly
///   five, 2 continuous game, 4 Renju, 8 Caro), `evaluate` (X,Y), `folder` (a path). Unknown
///   keys are ignored. A bad value cannot be answered (the manager does not read after INFO):
///   it is reported as a `MESSAGE` line before the answer to the next command.
/// - `TAKEBACK X,Y`: takes the stone at X,Y off the board; `OK`.
/// - `PLAY X,Y`: the manager's answer to a brain's `SUGGEST`; this brain never suggests, so
///   it answers `ERROR`.
/// - `ABOUT`: one line `name="...", version="...", author="...", country="..."`.
/// - `END`: no answer; the brain stops reading and leaves.
/// - `SWAP2BOARD`, lines, `DONE`: the Swap2 opening, not played here: its lines are skipped
///   and `DONE` is answered `UNKNOWN`.
/// - Anything else: `UNKNOWN` and a message. A known command that cannot be done, or whose
///   arguments are malformed: `ERROR` and a message.
///
/// **Rule.** The brain plays under a `gomoku::Rule`, given when it starts and changed by
/// `INFO rule`: the Renju bit gives Renju, else the exact-five bit gives Standard, else
/// Freestyle. Continuous games and Caro are not played (a `MESSAGE` says so).
#pragma once

#include "engine/base/rng.hpp"
#include "engine/gomoku/board.hpp"
#include "engine/gomoku/players.hpp"

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace stonelab::gomocup {

/// The longest command line read, in bytes (its end not counted). `BOARD` lines are a few
/// bytes; `INFO folder` carries a path.
inline constexpr std::size_t kMaxGomocupLineBytes = 1024;

/// What a command line says. Only the fields of its kind are set.
struct Command {
    enum class Kind {
        Start,     ///< START N: `size`
        RectStart, ///< RECTSTART W,H: `x` = W, `y` = H
        Restart,
        Begin,
        Turn,     ///< TURN X,Y: `x`, `y`
        Board,    ///< BOARD: the stone lines and DONE follow
        Info,     ///< INFO KEY VALUE: `key`, `value` (the rest of the line)
        Takeback, ///< TAKEBACK X,Y
        Play,     ///< PLAY X,Y (answers a SUGGEST)
        About,
        End,
        Swap2Board, ///< SWAP2BOARD: lines and DONE follow
        Unknown,    ///< a command this brain does not know: `text` is the message
        Malformed   ///< a known command with bad arguments: `text` is the message
    };
    Kind kind = Kind::Unknown;
    int size = 0;
    int x = 0;
    int y = 0;
    std::string key;
    std::string value;
    std::string text;
};

/// Reads one command line (its line end already removed). Never throws: a line that is not a
/// command is `Unknown` or `Malformed`, with a message saying why.
Command parse_command(std::string_view line);

/// A line of a `BOARD` block: a stone at `x`,`y`, `field` 1, 2 or 3.
struct BoardLine {
    int x = 0;
    int y = 0;
    int field = 0;
};

/// Reads `X,Y,F`; nothing if the line is not three comma-separated whole numbers with F in
/// 1..3.
std::optional<BoardLine> parse_board_line(std::string_view line);

/// Reads a move `X,Y` (a brain's answer, TURN's argument): two whole numbers from 0 to 999,
/// spaces allowed around each; nothing otherwise. Whether it is on the board is the caller's
/// question.
std::optional<std::pair<int, int>> parse_coordinates(std::string_view text);

/// `X,Y` of a point of the board.
std::string coordinates(const gomoku::Board& board, Point p);
/// The point at `X,Y`, or nothing if that is off the board.
std::optional<Point> point_at(const gomoku::Board& board, int x, int y);

/// INFO rule's bit field, as a rule and what in it cannot be played.
struct RuleBits {
    gomoku::Rule rule = gomoku::Rule::Freestyle;
    std::string unsupported; ///< empty, or e.g. "continuous games"
};
/// Reads INFO rule's bits: 4 (Renju) gives Renju, else 1 (exactly five) Standard, else
/// Freestyle; 2 (continuous) and 8 (Caro) and higher bits are named in `unsupported`.
RuleBits rule_from_bits(std::uint32_t bits);
/// The bits that say `rule`: 0, 1 or 4.
std::uint32_t rule_bits(gomoku::Rule rule);

/// What the manager has said with INFO (-1: not said).
struct Info {
    long long timeout_turn = -1;
    long long timeout_match = -1;
    long long time_left = -1;
    long long max_memory = -1;
    int game_type = -1;
    std::string folder;
};

/// How a brain presents itself and plays.
struct BrainOptions {
    gomoku::Rule rule = gomoku::Rule::Freestyle; ///< until the manager's INFO rule
    std::uint64_t seed = 1;                      ///< the player's RNG
    std::string name = "stonelab";
    std::string version = "0.1.0";
    std::string author = "the Stonelab course";
    std::string country = "unknown"; ///< the lead may name one
};

/// A brain: the protocol's state around a player function. Feed it the manager's lines one
/// at a time; it answers each as the protocol says.
class Brain {
public:
    /// A brain that plays `player`'s moves (engine/gomoku/players.hpp).
    Brain(gomoku::MoveFunction player, BrainOptions options);

    /// Handles one line from the manager (its line end removed) and returns the answer: the
    /// answer's lines, each ending with '\n', or "" when the line gets none. A line longer
    /// than kMaxGomocupLineBytes is refused whatever it holds.
    std::string handle_line(std::string_view line);

    /// True once END has been read.
    bool ended() const { return ended_; }
    /// The board, once START has made one.
    const std::optional<gomoku::Board>& board() const { return board_; }
    gomoku::Rule rule() const { return options_.rule; }
    const Info& info() const { return info_; }

private:
    std::string answer(const Command& command);
    std::string board_line(std::string_view line);
    std::string swap2_line(std::string_view line);
    std::string with_messages(std::string reply);
    std::string finish_board();
    std::string move();
    std::string play_at(int x, int y, Color color, const char* what);

    gomoku::MoveFunction player_;
    BrainOptions options_;
    Rng rng_;
    Info info_;
    std::optional<gomoku::Board> board_;
    bool ended_ = false;
    bool in_board_ = false; // between BOARD and DONE
    bool in_swap2_ = false; // between SWAP2BOARD and DONE
    std::vector<BoardLine> board_lines_;
    std::string board_error_; // the first bad line of the BOARD block
    int board_line_count_ = 0;
    std::vector<std::string> messages_; // MESSAGE lines owed before the next answer
};

/// Runs a brain on a stream of lines until END or the end of the input, writing and flushing
/// each answer. Lines longer than kMaxGomocupLineBytes are read only up to the limit (the rest
/// is skipped) and answered with an ERROR. Returns true if END was read.
bool run_brain(std::istream& in, std::ostream& out, Brain& brain);

} // namespace stonelab::gomocup
