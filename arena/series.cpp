/// \file
/// A series of games played (series.hpp): the worker threads, the seeds, the records and the
/// result.
#include "arena/series.hpp"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <exception>
#include <fstream>
#include <iomanip>
#include <mutex>
#include <sstream>
#include <stdexcept>
#include <system_error>
#include <thread>
#include <vector>

namespace stonelab::arena {

namespace {

// Writes one game's record as `folder/file`.
void save_record(const std::filesystem::path& folder, const std::string& file,
                 const std::string& sgf)
{
    const auto path = folder / file;
    std::ofstream out(path, std::ios::binary);
    out << sgf;
    if (!out.flush()) throw std::runtime_error("cannot write " + path.string());
}

} // namespace

void run_series(const SeriesOptions& options, const std::function<PlayGame()>& make_worker,
                const std::function<std::string(int index)>& record_name,
                const std::function<void(int index, const GameOutcome&)>& finished)
{
    std::mutex lock; // one game's `finished` at a time
    const auto make_job = [&]() -> std::function<void(int)> {
        return [&, play = make_worker()](int job) {
            const int index = options.first + job;
            Rng rng(game_seed(options.seed, index));
            const GameOutcome outcome = play(index, rng);
            if (options.record_folder)
                save_record(*options.record_folder, record_name(index), outcome.sgf);
            const std::lock_guard guard(lock);
            finished(index, outcome);
        };
    };
    run_jobs(options.games - options.first, options.jobs, make_job);
}

std::uint64_t game_seed(std::uint64_t seed, int index)
{
    Rng mix(seed ^ (0xD1B54A32D192ED03ull * static_cast<std::uint64_t>(index + 1)));
    return mix.next();
}

void run_jobs(int count, int jobs, const std::function<std::function<void(int)>()>& make_worker)
{
    std::mutex lock; // guards `failure`
    std::exception_ptr failure;
    std::atomic<int> next{0};
    const auto worker = [&] {
        try {
            const std::function<void(int)> job = make_worker();
            for (int index = next++; index < count; index = next++) job(index);
        } catch (...) {
            const std::lock_guard guard(lock);
            if (!failure) failure = std::current_exception();
            next = count; // the other workers stop after their job
        }
    };
    std::vector<std::thread> workers;
    for (int j = 1; j < std::min(jobs, count); ++j) workers.emplace_back(worker);
    worker();
    for (std::thread& thread : workers) thread.join();
    if (failure) std::rethrow_exception(failure);
}

std::string game_number(int index, int games)
{
    const std::size_t width = std::max<std::size_t>(3, std::to_string(games).size());
    std::string number = std::to_string(index + 1);
    if (number.size() < width) number.insert(0, width - number.size(), '0');
    return number;
}

void make_record_folder(const std::filesystem::path& folder)
{
    std::error_code error;
    std::filesystem::create_directories(folder, error);
    if (error || !std::filesystem::is_directory(folder))
        throw std::runtime_error("cannot make the folder " + folder.string() +
                                 " for the game records: " + error.message());
}

std::string counted(int n, const char* one, const char* many)
{
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

std::string progress_line(int index, int games, const std::string& black, const std::string& white,
                          const GameOutcome& outcome)
{
    return "game " + std::to_string(index + 1) + "/" + std::to_string(games) + " (B " + black +
           ", W " + white + "): " + outcome.result + ", " + outcome.end + ", " +
           counted(outcome.moves, "move", "moves");
}

std::string tally(int wins, int draws, int losses)
{
    return counted(wins, "win", "wins") + ", " + counted(draws, "draw", "draws") + ", " +
           counted(losses, "loss", "losses");
}

std::pair<double, double> wilson_interval(double points, int games)
{
    if (games <= 0) return {0, 1};
    constexpr double z = 1.959963984540054; // the normal distribution's 97.5% quantile
    const double n = games, p = points / n, z2 = z * z;
    const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
    const double half = z / (1 + z2 / n) * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n));
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

std::string summary_line(const std::string& first, const std::string& second, int wins, int draws,
                         int losses)
{
    const int games = wins + draws + losses;
    const double points = wins + 0.5 * draws;
    const auto [low, high] = wilson_interval(points, games);
    std::ostringstream line;
    line << std::fixed << std::setprecision(1) << first << " vs " << second << ": "
         << tally(wins, draws, losses) << " for " << first << " \u2014 "
         << (games > 0 ? 100 * points / games : 0) << "% (95% interval " << 100 * low << "\u2013"
         << 100 * high << "%)";
    return line.str();
}

} // namespace stonelab::arena
