/// \file
/// A tournament played (tournament.hpp): its schedule, its games as one series, its
/// crosstable.
#include "arena/tournament.hpp"

#include "arena/child_player.hpp"
#include "arena/players.hpp"
#include "common/files.hpp"

#include <memory>
#include <ostream>
#include <sstream>
#include <system_error>

namespace stonelab::arena {

namespace {

// One game of the schedule: who is Black and who is White.
struct Pairing {
    int black;
    int white;
};

// Every pairing (i, j), i listed before j, in the configuration's order; in each, `games`
// games with i Black in the 1st, 3rd, ... and White in the others.
std::vector<Pairing> schedule(const TournamentConfig& config)
{
    std::vector<Pairing> games;
    const auto n = static_cast<int>(config.players.size());
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j)
            for (int g = 0; g < config.games; ++g)
                games.push_back(g % 2 == 0 ? Pairing{i, j} : Pairing{j, i});
    return games;
}

// The folder of the CSV file made, and the file refused now if it cannot be written, rather
// than after every game has been played.
void make_room_for(const std::filesystem::path& csv_file)
{
    if (csv_file.has_parent_path()) {
        std::error_code error;
        std::filesystem::create_directories(csv_file.parent_path(), error);
        if (error)
            throw std::runtime_error("cannot make the folder for " + csv_file.string() + ": " +
                                     error.message());
    }
    check_can_write(csv_file);
}

} // namespace

int run_tournament(const TournamentConfig& config, const TournamentRunOptions& run,
                   std::ostream& out)
{
    MatchOptions options;
    options.size = config.size;
    options.komi = config.komi;
    options.seed = config.seed;
    options.jobs = run.jobs;
    options.max_moves = config.max_moves;
    options.time_limit = time_limit_of(config.seconds);
    options.referee = run.referee;
    const std::vector<Pairing> games = schedule(config);
    options.games = static_cast<int>(games.size());

    // Every player must exist before the first game, and the files must have a place: a
    // missing program or folder is the user's mistake, not a forfeit.
    for (const TournamentPlayer& player : config.players)
        make_player(player.spec, options.time_limit);
    if (config.sgf_dir) make_record_folder(*config.sgf_dir);
    if (config.csv_file) make_room_for(*config.csv_file);

    out << "tournament: " << config.players.size() << " players, "
        << counted(config.pairings(), "pairing", "pairings") << " of "
        << counted(config.games, "game", "games") << ", " << counted(options.games, "game", "games")
        << " on " << config.size << "x" << config.size << ", komi " << config.komi
        << ", simple ko, area scoring, at most " << options.move_cap() << " moves, "
        << config.seconds << " s for a GTP engine's answer, seed " << config.seed << ", "
        << counted(options.jobs, "game", "games") << " at a time\n";
    for (const TournamentPlayer& player : config.players)
        out << "player " << player.name << ": " << player.spec.text << "\n";
    out << std::flush;

    const auto black = [&](int index) -> const TournamentPlayer& {
        return config.players[games[index].black];
    };
    const auto white = [&](int index) -> const TournamentPlayer& {
        return config.players[games[index].white];
    };
    // Each worker has its referee for the dead stones, started when first needed.
    const auto make_worker = [&]() -> PlayGame {
        auto referee = std::make_shared<DeadStoneReferee>(options.referee, options.time_limit);
        return [&, referee](int index, Rng& rng) {
            std::ostringstream heading;
            heading << "stonelab tournament, game " << index + 1 << " of " << options.games
                    << " (tournament seed " << config.seed << ")\nBlack: " << black(index).name
                    << " (" << black(index).spec.text << ")\nWhite: " << white(index).name << " ("
                    << white(index).spec.text << ")\n";
            return play_go_game(black(index).spec, white(index).spec, options,
                                {black(index).name, white(index).name, heading.str()}, rng,
                                *referee);
        };
    };
    const auto record_name = [&](int index) {
        return "game-" + game_number(index, options.games) + "-" + black(index).name + "-" +
               white(index).name + ".sgf";
    };
    std::vector<TournamentGame> results(games.size());
    const auto finished = [&](int index, const GameOutcome& game) {
        results[index] = {games[index].black, games[index].white, game.winner};
        out << progress_line(index, options.games, black(index).name, white(index).name, game)
            << std::endl;
    };
    run_series({options.games, 0, options.seed, options.jobs, config.sgf_dir}, make_worker,
               record_name, finished);

    std::vector<std::string> names;
    for (const TournamentPlayer& player : config.players) names.push_back(player.name);
    const Crosstable table(names, results);
    out << "\n" << crosstable_text(table) << std::flush;
    if (config.csv_file) write_file(crosstable_csv(table), *config.csv_file);
    return 0;
}

} // namespace stonelab::arena
