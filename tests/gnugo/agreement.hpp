/// \file
/// The GNU Go agreement driver: seeded games played through `stonelab gtp` and GNU Go side
/// by side, with every rule question asked of both after every move.
///
/// GNU Go has implemented the rules of Go for decades and is the project's outside oracle.
/// After each move the driver asks both engines, and compares:
/// - `list_stones black` and `list_stones white` (as sets: the order is free),
/// - `captures black` and `captures white`,
/// - `is_legal black V` and `is_legal white V` for every empty point V,
/// - `countlib V` and `findlib V` (as sets) for the string of the last move, the strings
///   next to it and one string chosen at random.
///
/// Two kinds of game are played:
/// - **random games**: the driver picks each move itself, uniformly among the points both
///   engines call legal; now and then it passes, lets the same colour move twice (GTP
///   allows it), or tries an illegal move (occupied, suicide or ko) that both must refuse;
/// - **GNU Go self-play**: GNU Go chooses every move (`genmove`) and ours replays it, which
///   gives the shapes of real games: eyes, ladders, sekis, kos fought over.
///
/// Everything about a game (its size, its kind, its moves) follows from its seed, so a
/// failing game can be replayed alone with the command printed in the failure report.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace stonelab::agreement {

/// A board size of the schedule and its weight: a game is on this size with probability
/// weight / (sum of all weights).
struct SizeShare {
    int size;
    int weight;
};

/// Parses "19,13,9,5" (equal weights) or "19:1,13:2,9:6,5:11". Throws
/// std::invalid_argument with a message naming the bad item.
std::vector<SizeShare> parse_sizes(std::string_view text);

/// What to run, and where the two engines are.
struct AgreementOptions {
    std::string stonelab;                   ///< the `stonelab` program, run as `stonelab gtp`
    std::string gnugo = "/usr/games/gnugo"; ///< GNU Go 3.8
    int gnugo_level = 0;                    ///< GNU Go's strength for self-play (0 is fastest)
    int games = 300;
    std::uint64_t seed = 1; ///< game i has seed `seed + i`
    std::vector<SizeShare> sizes = {{19, 1}, {13, 2}, {9, 6}, {5, 11}};
    double selfplay_share = 0.1; ///< the fraction of games GNU Go plays against itself
    double komi = 7.5;
    bool verbose = false; ///< one line per game
    /// Run ours as the fast-board engine (fast_board_gtp.hpp, `fast_board_engine
    /// --serve-fast-board`) instead of `stonelab gtp`: legality, stones and prisoners then come
    /// from the playouts' fast board (engine/go/fast_board.hpp), and every liberty question
    /// also checks that it agrees on atari.
    bool fast_board = false;
    std::string fast_board_engine; ///< with fast_board: the program that serves it
};

/// The argument on which `gnugo_agreement` serves the fast-board engine on stdin/stdout.
inline constexpr const char* kServeFastBoard = "--serve-fast-board";

/// What was compared.
struct AgreementTotals {
    long games = 0;
    long selfplay_games = 0;
    long moves = 0;            ///< moves played, passes included, refused moves not
    long illegal_attempts = 0; ///< illegal moves tried, which both engines had to refuse
    long positions = 0;        ///< board states on which the full set of questions was asked
    long queries = 0;          ///< questions whose answers were compared
};

/// The first difference between the engines, with the whole report as its message: the
/// game, the move, the command, both answers, the SGF of the game so far and the command
/// that replays the game alone.
class Disagreement : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// Plays `options.games` games. Writes a line per game to `log` when verbose (and a progress
/// line every 1000 games otherwise). Throws Disagreement on the first difference, and
/// GtpProcessError if an engine cannot be run, dies or hangs.
AgreementTotals run_agreement(const AgreementOptions& options, std::ostream& log);

/// The closing line: "agreement: 300 games (30 GNU Go self-play), 41234 moves, ...".
std::string summary_line(const AgreementTotals& totals, int disagreements);

} // namespace stonelab::agreement
