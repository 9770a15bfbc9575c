/// \file
/// What a Go player is, and every Go player the course has, each made from one spec string:
/// the registry that `stonelab match`, `stonelab tournament` and `stonelab gtp --player` all
/// take their built-in Go players from (Gomoku's is engine/gomoku/players.hpp).
///
/// | spec                | the player                                                        |
/// |---------------------|-------------------------------------------------------------------|
/// | `random`            | seed 002's random player (random_player.hpp; lesson 4)            |
/// | `eval`, `eval:cancel` | lesson 5's evaluation-driven move (eval_player.hpp), seed 000's
/// experiment 2 (majority) or 1 (cancel) | | `mc:N`              | primitive Monte Carlo, N
/// playouts per candidate (monte_carlo.hpp; lesson 8) | | `uct:N`, `uct:Ts`   | UCT with N playouts
/// or T seconds per move (monte_carlo.hpp; lesson 8) | | `capstone:N`, `capstone:Ts` | the capstone
/// player (capstone/player.hpp; lesson 12), with N playouts or T seconds per move; `:norave`,
/// `:nopatterns`, `:notactics`, `:nopriors`, `:noresign` after it switch those parts off, in any
/// order |
///
/// A spec is read once (`parse_go_player`, which says what is wrong with a bad one) and a
/// player is made from it for each game, or once for a whole GTP session (`make_go_player`).
/// The players of the lessons' own solutions are these same algorithms: the engine holds the
/// course's reference versions, so a player here plays as the lesson's solution does.
#pragma once

#include "engine/base/rng.hpp"
#include "engine/go/capstone/player.hpp"
#include "engine/go/game.hpp"

#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace stonelab {

/// A player broke the rules or its protocol; the game is lost by forfeit. `what()` is the
/// reason. (Built-in players never throw it; players that are other programs do.)
class PlayerFailure : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// The move a player returns to resign.
inline constexpr Point kResign = kNoPoint;

/// Something that chooses Go moves: a built-in player of the registry below, or another
/// program behind a protocol (arena/). Every call may throw PlayerFailure.
class GoPlayer {
public:
    virtual ~GoPlayer() = default;
    /// A game starts from `game`'s position.
    virtual void start_game(const Game& game) { (void)game; }
    /// The move for `color`, the player to move in `game`: a point, `kPass`, or `kResign`.
    virtual Point choose_move(const Game& game, Color color, Rng& rng) = 0;
    /// The opponent has played `move`, now the last move of `game`.
    virtual void opponent_played(const Game& game, Move move)
    {
        (void)game;
        (void)move;
    }
    /// The capstone player behind this one, or null: a GTP front end asks it for what only a
    /// search can give (thinking on a clock, analysis, dead stones).
    virtual CapstonePlayer* capstone() { return nullptr; }
};

/// Which algorithm a spec names.
enum class GoPlayerKind { Random, Eval, MonteCarlo, Uct, Capstone };

/// The bounds of a spec's numbers: playouts (mc:N, uct:N, capstone:N) and seconds per move
/// (uct:Ts, capstone:Ts). Other time limits of the course (a GTP engine's answer, a bench's
/// run) use the same seconds.
inline constexpr int kMaxSpecPlayouts = 10'000'000;
inline constexpr double kMinMoveSeconds = 0.01, kMaxMoveSeconds = 3600;

/// A Go player spec, read.
struct GoPlayerSpec {
    std::string text; ///< as given, e.g. "uct:1000"
    GoPlayerKind kind = GoPlayerKind::Random;
    bool cancel_rule = false; ///< eval:cancel (experiment 1); eval, eval:majority: experiment 2
    int playouts = 0;         ///< mc:N, uct:N, capstone:N
    double seconds = 0;       ///< uct:Ts, capstone:Ts
    bool rave = true;         ///< capstone: false with :norave
    bool patterns = true;     ///< capstone: false with :nopatterns
    bool tactics = true;      ///< capstone: false with :notactics
    bool priors = true;       ///< capstone: false with :nopriors
    bool resign = true;       ///< capstone: false with :noresign

    /// The capstone's options this spec asks for (its switches and budget).
    CapstoneOptions capstone_options() const;
};

/// One kind of player in the registry, as help texts list it.
struct GoPlayerEntry {
    GoPlayerKind kind;
    std::string name;        ///< the spec's first word: "uct"
    std::string usage;       ///< its forms: "uct:N, uct:Ts"
    std::string description; ///< one line
};

/// Every kind of built-in Go player, in the order help texts list them.
const std::vector<GoPlayerEntry>& go_players();

/// True if the spec's first word (before any ':') names a built-in Go player.
bool names_go_player(std::string_view spec);

/// "random, eval, eval:cancel, mc:N, ...": every form, for messages.
std::string go_player_usages();

/// Reads a spec. Throws std::invalid_argument with a message that quotes the spec (on one line,
/// its first 64 characters) and says what is wrong: "bad player 'mc:0': N must be ...", or
/// "unknown player 'x': the Go players are ..." when its first word names none of them.
GoPlayerSpec parse_go_player(const std::string& text);

/// A new player as the spec says; a player keeps what it learns during a game (the capstone
/// its tree) until `start_game`.
std::unique_ptr<GoPlayer> make_go_player(const GoPlayerSpec& spec);

/// `parse_go_player` then `make_go_player`.
std::unique_ptr<GoPlayer> make_go_player(const std::string& text);

} // namespace stonelab
