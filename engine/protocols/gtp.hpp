/// \file
/// A GTP (Go Text Protocol, version 2) engine: the text interface through which GUIs,
/// referees and other programs such as GNU Go talk to Stonelab.
///
/// GTP in one paragraph: the controller sends one command per line, `[id] name [arguments]`;
/// the engine answers `=[id] result` on success or `?[id] message` on failure, and ends
/// every answer with an empty line. Before a line is read, control characters other than
/// tab and newline are deleted, tabs become spaces, everything from `#` on is a comment,
/// and lines that are then blank are ignored without an answer.
///
/// The engine knows the standard commands (`protocol_version name version known_command
/// list_commands quit boardsize clear_board komi play genmove undo showboard final_score`,
/// and `time_settings time_left final_status_list`, below), some of GNU Go's own (`is_legal
/// countlib findlib list_stones captures loadsgf printsgf`), KGS's `kgs-genmove_cleanup` and
/// the analysis commands of Leela Zero and KataGo (below). GNU Go's have GNU Go's meanings, answers
/// and error messages, so that the agreement tests can ask both programs the same questions. Where
/// GNU Go is lenient, this engine is strict: extra arguments, a missing argument or a malformed
/// number is an error, and an error never changes the game.
///
/// Lists of points (`list_stones`, `findlib`, `final_status_list`) come in raster order: top
/// row first, left to right (GNU Go's order may differ; compare them as sets).
///
/// **Players.** `genmove` plays the move of any player of the Go registry
/// (engine/go/player.hpp: random, eval, mc:N, uct:N, capstone:N..., `GtpOptions::player`),
/// seed 002's random player by default; a player that resigns answers `= resign`. The capstone
/// (engine/go/capstone/player.hpp) does more than choose a move; with it the engine also knows
/// - `time_settings MAIN BYOYOMI STONES` and `time_left COLOR TIME STONES` (whole seconds, as
///   GTP sends them): `genmove` then thinks as `seconds_for_move` says instead of its fixed
///   budget, until `time_settings` says there is no limit;
/// - `kgs-genmove_cleanup COLOR`: a move that never resigns and does not pass while stones of
///   the opponent that the playouts call dead are on the board (KGS asks for it when the
///   players disagree about dead stones);
/// - `final_status_list dead|alive|seki` from the ownership of a search of the position, and
///   `final_score` consistent with it: Tromp-Taylor after the dead stones are removed;
/// - the analysis commands of Leela Zero and KataGo (below).
/// With every other player (random, eval, mc, uct), these commands are known too: time is
/// ignored, the cleanup move is the player's move, every stone counts alive (no dead, no seki),
/// `lz-genmove_analyze` and `kata-genmove_analyze` play the player's move with no update, and
/// `lz-analyze` and `kata-analyze` are refused (there is no search to show).
///
/// **Analysis** as GUIs such as Sabaki and Lizzie read it (Leela Zero's commands, and
/// KataGo's as its docs/GTP_Extensions.md describes them):
/// - `lz-analyze [COLOR] [interval N | N] [minmoves N] [maxmoves N]`, arguments in any order:
///   the answer starts at once with `=` (and the id) on a line of its own; then the search of
///   the position for COLOR (the player to move if none is given) runs until the next command
///   arrives, and every N centiseconds (0 to 6000; 0, the default, none) one line shows every
///   visited move of the root, most visited first, all on that line:
///   `info move D4 visits 12 winrate 5321 order 0 pv D4 C3 info move Q16 visits 9 ...`, the
///   win rate for COLOR in hundredths of a percent. When the next command arrives (a blank
///   line is enough), the answer ends with the empty line, after one update at least if N is
///   not 0, and the command is then read and answered. (After 100 million playouts, hours,
///   the answer ends by itself.) `maxmoves N` shows at most N moves;
///   `minmoves N` is accepted and changes nothing (this engine never shows an unvisited move).
///   No `prior` or `lcb`: the player has no policy network to give a prior.
/// - `kata-analyze`: the same, KataGo's way: the win rate as a fraction (`winrate 0.532100`),
///   and two more options, `ownership true` (after the moves, `ownership` and the ownership of
///   every point for COLOR, from -1 to 1, top row first, left to right) and `pvVisits true`
///   (after each PV, `pvVisits` and the visits of each of its moves).
/// - `lz-genmove_analyze` and `kata-genmove_analyze`, same arguments: `genmove`'s search and
///   move (its budget or its clock; the next command does not stop it), with the updates every
///   N centiseconds, and then a line `play D4` (or `play pass`, `play resign`) and the empty
///   line. The move is played.
/// Principal variations hold visited moves only: after the candidate, a move follows while the
/// search chose it 5 times at least (CapstoneChild::principal_variation says why).
///
/// **The loop** (`run_gtp`) reads from a `GtpInput`: a stream (tests) or a file descriptor
/// (`stonelab gtp`'s standard input, `FdGtpInput`), which an analysis asks between its
/// batches of playouts, every 10 ms or so, whether more input has come (POSIX poll() with no
/// wait: it works on pipes, files and terminals alike, and the engine never needs a terminal;
/// with fixed_budget a batch is the whole budget, so that tests get the same updates). A
/// line longer than kMaxGtpLineBytes is answered with an error naming the limit and the rest
/// of the line is read and dropped, never kept: the engine stays alive and its memory bounded.
#pragma once

#include "engine/base/rng.hpp"
#include "engine/go/capstone/player.hpp"
#include "engine/go/game.hpp"
#include "engine/go/player.hpp"

#include <array>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

namespace stonelab {

/// Where `loadsgf FILE` and `printsgf FILE` read and write. The default is the real file
/// system; tests and the fuzzer put a map in memory in its place so that they never touch
/// the disk.
struct GtpFileAccess {
    /// The whole text of a file, or nothing if it cannot be read. A file over a size limit
    /// throws std::length_error with a message that names the limit.
    std::function<std::optional<std::string>(const std::string& path)> read;
    /// Writes (replaces) a file; false if it cannot be written.
    std::function<bool(const std::string& path, const std::string& text)> write;
};

/// The real file system. Files larger than 1 MiB are refused, the limit named in loadsgf's
/// answer: no game record is that big.
GtpFileAccess disk_file_access();

/// How the engine starts, the rules it plays by, and who plays.
struct GtpOptions {
    int board_size = 19; ///< the initial board, as GNU Go's (1..19)
    double komi = 7.5;   ///< the initial komi
    /// Simple ko (the default) or positional superko. Suicide is always illegal and scoring
    /// is always by area.
    KoRule ko = KoRule::Simple;
    /// Seed of the player behind `genmove`. One generator serves the whole session
    /// (it is not reset by `clear_board`), so the same commands give the same moves.
    std::uint64_t seed = 1;
    GtpFileAccess files = disk_file_access();
    /// Who answers `genmove`: a spec of the Go player registry (engine/go/player.hpp). A
    /// capstone's budget (`capstone:N`, `capstone:Ts`) is what `genmove` and
    /// `final_status_list` search with when no clock says otherwise.
    GoPlayerSpec player = parse_go_player("random");
    /// Always think for the capstone's own budget: `time_settings` and `time_left` are
    /// checked and kept but change nothing, and an analysis searches in batches of that
    /// budget rather than of 10 ms, so that its updates are the same from run to run (tests
    /// and the fuzzer, which must not wait on clocks).
    bool fixed_budget = false;
    /// Think for the capstone's own budget even when a GUI sets a clock (`stonelab gtp
    /// --ignore-clock`): `time_settings` and `time_left` are answered and kept, but the
    /// playouts or seconds the user chose decide how long a move is searched.
    bool ignore_clock = false;
};

/// Where a command writes its answer, and how an analysis learns that the next command has
/// come (it stops then).
struct GtpStream {
    /// Writes text of the answer, at once (a GUI draws each update as it comes).
    std::function<void(std::string_view)> write;
    /// True if more input has come since the command's line: it never waits.
    std::function<bool()> input_waiting;
};

/// A command's outcome before the engine frames it (`=` or `?`, the id, the empty line).
struct GtpAnswer {
    bool success;
    std::string text;
};

/// A command added to the engine, or put in place of one of its own, from outside it: how the
/// GNU Go agreement tests (tests/gnugo/) answer some questions from the playouts' fast board
/// without the engine knowing of it. The arguments are counted against `min_args` and
/// `max_args` before `run` is called, as for the engine's own commands (`usage` is what the
/// error then quotes); `built_in` answers as the engine's own command of that name would (an
/// unknown command for a new one), so that a replacement can begin with it.
struct GtpCommand {
    std::string name;
    std::string usage; ///< the arguments: "COLOR VERTEX"
    int min_args = 0;
    int max_args = 0;
    std::function<GtpAnswer(const std::vector<std::string_view>& args,
                            const std::function<GtpAnswer()>& built_in)>
        run;
};

/// The GTP engine: one line in, the complete answer out. It holds a `Game`, the rules, the
/// player and the random generator of `genmove`, and nothing about input or output streams,
/// so that tests can drive it line by line (see `run_gtp` for the loop on streams).
class GtpEngine {
public:
    /// Throws std::invalid_argument if `options.board_size` is not in 1..19 or the komi is
    /// out of range.
    explicit GtpEngine(GtpOptions options = {});
    /// The same, with `player` in place of the one `options.player` names (tests, and players
    /// the registry does not have). Throws std::invalid_argument for a null player.
    GtpEngine(GtpOptions options, std::unique_ptr<GoPlayer> player);

    /// Handles one line of input (a trailing newline is allowed) and returns the whole
    /// answer, ending with the empty line: `"=12 D4\n\n"`, `"? illegal move\n\n"`. Returns
    /// "" for a line that is blank once comments and control characters are removed. An
    /// analysis (`lz-analyze`, `kata-analyze`) sees the next command waiting at once: it
    /// searches one batch (the capstone's budget) and shows one update if it has an interval.
    std::string handle_line(std::string_view line);

    /// Handles one line, writing its answer to `stream`: the whole answer for most commands,
    /// and for the analysis commands the first line, each update as it comes and the empty
    /// line at the end. Nothing is written for a blank line.
    void handle_line(std::string_view line, const GtpStream& stream);

    /// True once `quit` has been answered.
    bool quit_requested() const { return quit_; }

    /// The game as it stands.
    const Game& game() const { return game_; }

    /// The names of the engine's own commands, in the order `list_commands` gives them
    /// (commands added with `set_command` follow them).
    static std::vector<std::string_view> command_names();

    /// Adds `command`, or puts it in place of the command of that name (GtpCommand says how).
    /// Throws std::invalid_argument for an empty name or `min_args > max_args`.
    void set_command(GtpCommand command);

    /// `watch` is called after every change of the game: with the move just played (`play`,
    /// `genmove` and its variants), or with nothing when the game was replaced or a move taken
    /// back (`boardsize`, `clear_board`, `undo`, `loadsgf`). What keeps a second board in step
    /// with the game's (tests/gnugo/). One watcher; a new one replaces it.
    void watch_game(std::function<void(const Game&, std::optional<Move>)> watch);

    /// How long the capstone searches a move by `color`: its own budget (`capstone:N`,
    /// `capstone:Ts`), or what `color`'s clock leaves for one move when a GUI has set one
    /// (`time_settings`, `time_left`) and the options do not say to ignore it. With a player
    /// that is not the capstone, no budget ({0, 0}): time is ignored.
    SearchBudget move_budget(Color color) const;

private:
    /// A command's outcome before it is framed as `=`/`?` with the id; `streamed`: the
    /// command wrote its answer itself (an analysis), all but the empty line that ends it.
    struct Reply {
        bool success;
        std::string text;
        bool streamed = false;
    };
    using Arguments = std::vector<std::string_view>;
    using Handler = Reply (GtpEngine::*)(const Arguments&);
    struct CommandEntry {
        std::string_view name;
        std::string_view usage; ///< the arguments, for error messages: "COLOR VERTEX"
        int min_args;
        int max_args;
        Handler handler;
    };
    static const std::vector<CommandEntry>& command_table();

    static Reply success(std::string text = "") { return {true, std::move(text)}; }
    static Reply failure(std::string message) { return {false, std::move(message)}; }

    void new_game(const Board& start);
    // After any change of the game: tells the watcher (watch_game), if there is one.
    void game_changed(std::optional<Move> move);
    // A command of the table, or null.
    static const CommandEntry* built_in_command(std::string_view name);

    // One handler per command; each checks its own arguments.
    Reply protocol_version(const Arguments& args);
    Reply name(const Arguments& args);
    Reply version(const Arguments& args);
    Reply known_command(const Arguments& args);
    Reply list_commands(const Arguments& args);
    Reply quit(const Arguments& args);
    Reply boardsize(const Arguments& args);
    Reply clear_board(const Arguments& args);
    Reply komi(const Arguments& args);
    Reply play(const Arguments& args);
    Reply genmove(const Arguments& args);
    Reply undo(const Arguments& args);
    Reply showboard(const Arguments& args);
    Reply final_score(const Arguments& args);
    Reply is_legal(const Arguments& args);
    Reply countlib(const Arguments& args);
    Reply findlib(const Arguments& args);
    Reply list_stones(const Arguments& args);
    Reply captures(const Arguments& args);
    Reply loadsgf(const Arguments& args);
    Reply printsgf(const Arguments& args);
    Reply time_settings(const Arguments& args);
    Reply time_left(const Arguments& args);
    Reply genmove_cleanup(const Arguments& args);
    Reply final_status_list(const Arguments& args);
    Reply lz_analyze(const Arguments& args);
    Reply kata_analyze(const Arguments& args);
    Reply lz_genmove_analyze(const Arguments& args);
    Reply kata_genmove_analyze(const Arguments& args);

    /// What an analysis command asked for.
    struct AnalysisRequest {
        bool kata = false;          ///< KataGo's format, else Leela Zero's
        Color color = Color::Black; ///< whose moves are analysed
        int interval = 0;           ///< centiseconds between updates; 0: none
        int max_moves = -1;         ///< the most moves an update shows; -1: all
        bool ownership = false;
        bool pv_visits = false;
    };
    std::optional<std::string> parse_analysis(const Arguments& args, AnalysisRequest& request);
    Reply analyze(const Arguments& args, bool kata);
    Reply genmove_analyze(const Arguments& args, bool kata);
    std::string analysis_update(const CapstoneSearch& search, const AnalysisRequest& request) const;
    // The first line of a streamed answer: "=" and the id.
    void start_streaming();

    // The capstone behind the player, or null: what the commands that need a search ask.
    CapstonePlayer* capstone() const { return player_->capstone(); }
    // "random player", "player 'mc:100'": for messages.
    std::string player_name() const;
    Reply generate_move(const Arguments& args, bool cleanup);
    // The ownership of a search of the position as it stands (kept until the game changes).
    const std::vector<double>& ownership();
    std::vector<Point> dead_stones_now();

    GtpOptions options_;
    Game game_;
    std::unique_ptr<GoPlayer> player_;
    Rng rng_;
    std::vector<GtpCommand> added_; // set_command's, in the order given
    std::function<void(const Game&, std::optional<Move>)> watch_;
    bool quit_ = false;
    // While a line is handled: where its answer goes and its id (for a streamed answer).
    const GtpStream* stream_ = nullptr;
    std::string_view id_;
    std::array<GameClock, 2> clocks_{}; // Black's and White's
    // The last ownership map and the position it is of (hash, player to move, komi, moves).
    std::vector<double> ownership_;
    std::optional<std::tuple<std::uint64_t, Color, double, std::size_t>> ownership_of_;
};

/// Frames an answer as GTP sends it: `=` (success) or `?`, the id, a space, the text and
/// the empty line that ends every answer (`"=12 D4\n\n"`). Since an empty line ends the
/// answer, the text must not contain one: blank lines and carriage returns in it are
/// dropped, and so are its final newlines.
std::string gtp_response(bool success, std::string_view id, std::string_view text);

/// The longest command line the loop reads: far more than any GTP command needs (a `loadsgf`
/// path, a `play` vertex), so that endless input without a line end cannot fill the memory.
inline constexpr std::size_t kMaxGtpLineBytes = 64 * 1024;

/// Where the GTP loop reads its commands: one line at a time, and, for an analysis that runs
/// until the next command, whether more input has come, without waiting for it.
class GtpInput {
public:
    virtual ~GtpInput() = default;

    enum class Line {
        Read,    ///< a whole line (its '\n' removed)
        TooLong, ///< a line longer than kMaxGtpLineBytes: its start; its rest is dropped
        End,     ///< the end of the input
    };
    /// Reads the next line into `line`, waiting for it. After `TooLong`, the next call first
    /// reads and drops what is left of that line. A last line without '\n' counts as a line.
    Line read_line(std::string& line);

    /// True if input (or its end) has come that `read_line` would return without waiting.
    virtual bool input_waiting() = 0;

protected:
    /// The next byte of the input, waiting for it; -1 at its end.
    virtual int next_byte() = 0;

private:
    bool dropping_ = false; // what is left of a line that was too long is still to be read
};

/// A `GtpInput` on a stream: the tests'. More input has come when the stream's buffer holds
/// some or knows that there is no more (`in_avail()`): a string stream always does. Not for
/// std::cin, whose buffer need not show what has arrived on the descriptor below it (an
/// analysis would then never stop): use `FdGtpInput(0)`.
class StreamGtpInput : public GtpInput {
public:
    explicit StreamGtpInput(std::istream& in) : in_(in) {}
    bool input_waiting() override;

protected:
    int next_byte() override;

private:
    std::istream& in_;
};

/// A `GtpInput` on a POSIX file descriptor (`stonelab gtp`'s standard input, 0), read with
/// read() through a buffer of its own; more input has come when the buffer holds some or
/// poll() with no wait says the descriptor is readable or closed. The descriptor is neither
/// owned nor closed.
class FdGtpInput : public GtpInput {
public:
    explicit FdGtpInput(int fd) : fd_(fd) {}
    bool input_waiting() override;

protected:
    int next_byte() override;

private:
    int fd_;
    std::array<char, 4096> buffer_{};
    std::size_t begin_ = 0, end_ = 0; // the bytes read and not yet taken
    bool ended_ = false;              // read() said end of input (or failed)
};

/// The GTP loop: reads `input` line by line, writes each answer to `out` and flushes it at
/// once (a controller waits for it), until `quit` or the end of the input. A line longer than
/// kMaxGtpLineBytes is answered with an error that names the limit (with the line's id if its
/// start has one) and is otherwise ignored.
void run_gtp(GtpInput& input, std::ostream& out, GtpOptions options = {});
/// The same loop on an engine made beforehand (one with commands of its own, `set_command`).
void run_gtp(GtpInput& input, std::ostream& out, GtpEngine& engine);
/// The same loop on a stream (`StreamGtpInput`).
void run_gtp(std::istream& in, std::ostream& out, GtpOptions options = {});

} // namespace stonelab
