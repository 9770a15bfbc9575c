/// \file
/// Player specs: the one string that names a player of `stonelab match` and `stonelab
/// tournament`, read once, and the game two players play, decided once from their specs.
///
/// - `random`, `eval`, `mc:N`, `uct:N`, `capstone:N`, ...: a built-in Go player, from
///   engine/go/player.hpp's registry;
/// - `gtp:COMMAND LINE`: any GTP engine, a child process for each game (gtp_player.hpp);
/// - `gomoku:NAME`, `renju:NAME`: a built-in player of engine/gomoku/players.hpp, playing
///   Gomoku or Renju;
/// - `gomocup:COMMAND LINE`: any Gomocup brain, a child process for each game
///   (gomocup_player.hpp).
///
/// A command line is split into words as a shell would (quotes and backslashes keep spaces),
/// but nothing else a shell does happens: no variables, no globs.
#pragma once

#include "engine/go/player.hpp"

#include <optional>
#include <string>
#include <vector>

namespace stonelab::arena {

/// What a player spec names.
enum class PlayerKind {
    Go,     ///< a built-in Go player of engine/go/player.hpp's registry (`go` says which)
    Gtp,    ///< gtp:COMMAND, a GTP engine in a child process
    Gomoku, ///< gomoku:NAME or renju:NAME, a built-in Gomoku player
    Gomocup ///< gomocup:COMMAND, a Gomocup brain in a child process
};

/// The game a match plays.
enum class GameKind { Go, Gomoku, Renju };
/// "go", "gomoku" or "renju".
const char* game_name(GameKind game);

/// A parsed player spec.
struct PlayerSpec {
    std::string text; ///< the spec as given, e.g. "uct:1000"
    PlayerKind kind = PlayerKind::Go;
    GoPlayerSpec go;                  ///< a built-in Go player: which, and its settings
    std::vector<std::string> command; ///< gtp:, gomocup: the program and its arguments
    GameKind game = GameKind::Go;     ///< gomoku:NAME (Gomoku), renju:NAME (Renju)
    std::string builtin;              ///< gomoku:NAME, renju:NAME: NAME

    /// The name in results and records: the spec, but `gtp:` or `gomocup:` and the program's
    /// file name only for an engine ("gtp:gnugo").
    std::string name() const;
    /// The spec with its command line as it was split ("gtp:/usr/games/gnugo --mode gtp"),
    /// for the records: what was run, word by word.
    std::string command_line() const;
    /// The game the player asks for: Go for Go's players, Gomoku or Renju for the built-in
    /// Gomoku players, nothing for a Gomocup brain (it plays either).
    std::optional<GameKind> game_asked() const;
    /// True for a program in a child process (gtp:, gomocup:).
    bool is_program() const { return kind == PlayerKind::Gtp || kind == PlayerKind::Gomocup; }
};

/// Reads a player spec; throws std::invalid_argument with a message saying what is wrong and
/// what the specs are. A gtp: or gomocup: command line is split into words as a shell would:
/// 'single quotes' keep everything, "double quotes" keep spaces (a backslash in them escapes
/// " and \ only), and outside quotes a backslash keeps the next character.
PlayerSpec parse_player_spec(const std::string& text);

/// The game two players play: `asked` if given (`--game`, or Renju for `--rule renju`), else
/// what the players ask for, else Gomoku (two Gomocup brains). Throws std::invalid_argument
/// when they disagree (a Go player against a Gomoku player, `gomoku:x` against `renju:y`, a
/// built-in player that does not play that game). A match asks this once, before it starts.
GameKind match_game(const PlayerSpec& first, const PlayerSpec& second,
                    std::optional<GameKind> asked);

} // namespace stonelab::arena
