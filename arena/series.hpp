/// \file
/// A series of games, as `stonelab match` and `stonelab tournament` both play one: each game
/// seeded from the series' seed and its number (so that it is the same game whatever `-j`
/// is, and in a series split across runs), several at a time on worker threads, each record
/// saved as it finishes, a progress line per game; and the result's 95% Wilson interval.
#pragma once

#include "engine/base/color.hpp"
#include "engine/base/rng.hpp"

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <utility>

namespace stonelab::arena {

/// How one game of a series ended, with its record.
struct GameOutcome {
    Color winner = Color::Empty; ///< Empty for a draw
    std::string result;          ///< SGF's RE
    std::string end;             ///< how it ended, in a few words, for the progress line
    int moves = 0;
    std::string sgf; ///< the record
};

/// Which games of a series to play, and how.
struct SeriesOptions {
    int games = 1; ///< the series' games, numbered from 0
    int first = 0; ///< the first to play: a long series split across runs plays `first` on
    std::uint64_t seed = 1;
    int jobs = 1; ///< games played at the same time
    /// Where the records are saved; none: nowhere. The folder must exist
    /// (`make_record_folder`).
    std::optional<std::filesystem::path> record_folder;
};

/// Plays game `index` of the series with its RNG.
using PlayGame = std::function<GameOutcome(int index, Rng& rng)>;

/// Plays the games `options.first` to `options.games - 1`, `options.jobs` at a time: each
/// worker thread gets its own PlayGame from `make_worker` (a referee of its own, say), and
/// game `index` its own RNG, seeded by `game_seed`. Each record is saved as
/// `record_name(index)` in the record folder; then `finished(index, outcome)` is called, one
/// game at a time, as games finish (for the tallies and the progress lines). The first
/// exception stops the series and is thrown again here.
void run_series(const SeriesOptions& options, const std::function<PlayGame()>& make_worker,
                const std::function<std::string(int index)>& record_name,
                const std::function<void(int index, const GameOutcome&)>& finished);

/// Game `index`'s seed: the series' seed and the index mixed, so that games do not share
/// stretches of random numbers and each game is the same whatever `-j` is.
std::uint64_t game_seed(std::uint64_t seed, int index);

/// Runs `count` jobs (numbered 0 to count-1, taken in order), `jobs` at a time: each worker
/// thread gets its function from `make_worker` and calls it with one job number after another.
/// The first exception a job throws stops the others after their current job and is thrown
/// again here, once every thread has finished.
void run_jobs(int count, int jobs, const std::function<std::function<void(int)>()>& make_worker);

/// Game `index`'s number, counting from 1, in its records' file names: as many digits as the
/// last game's number, at least 3, so that the files sort in order ("007").
std::string game_number(int index, int games);

/// Makes the folder for the game records (and its parents). Throws std::runtime_error when it
/// cannot.
void make_record_folder(const std::filesystem::path& folder);

/// "1 move", "3 moves": a count with its noun.
std::string counted(int n, const char* one, const char* many);

/// A game's progress line: "game 3/10 (B uct:100, W gnugo): B+4.5, two passes, 61 moves".
std::string progress_line(int index, int games, const std::string& black, const std::string& white,
                          const GameOutcome& outcome);

/// "61 wins, 2 draws, 37 losses".
std::string tally(int wins, int draws, int losses);

/// A 95% Wilson score interval for a share of `points` won out of `games` (a draw being half
/// a point): {low, high}, each between 0 and 1.
std::pair<double, double> wilson_interval(double points, int games);

/// A match's last line: "A vs B: 61 wins, 2 draws, 37 losses for A — 62.0% (95% interval
/// 52.2–70.9%)".
std::string summary_line(const std::string& first, const std::string& second, int wins, int draws,
                         int losses);

} // namespace stonelab::arena
