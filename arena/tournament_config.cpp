#include "cli/tournament.hpp"

#include "cli/number_checks.hpp"
#include "common/files.hpp"
#include "common/text.hpp"

#include <algorithm>
#include <iomanip>
#include <map>
#include <memory>
#include <mutex>
#include <ostream>
#include <sstream>

namespace stonelab::cli {

// ==== the configuration file ===============================================================

namespace {

const char* const kKeyList = "size, komi, games, seconds, max-moves, seed, sgf, csv and player";

// At most `most` bytes of `text`, for quoting in a message.
std::string quoted(std::string_view text, std::size_t most = 40)
{
    if (text.size() <= most) return "'" + std::string(text) + "'";
    return "'" + std::string(text.substr(0, most)) + "...'";
}

bool is_blank(char ch) { return ch == ' ' || ch == '\t'; }

std::string_view trimmed(std::string_view text)
{
    while (!text.empty() && is_blank(text.front())) text.remove_prefix(1);
    while (!text.empty() && is_blank(text.back())) text.remove_suffix(1);
    return text;
}

// The first word of `text` (trimmed) and the rest, trimmed.
std::pair<std::string_view, std::string_view> first_word(std::string_view text)
{
    text = trimmed(text);
    std::size_t end = 0;
    while (end < text.size() && !is_blank(text[end])) ++end;
    return {text.substr(0, end), trimmed(text.substr(end))};
}

bool valid_name(std::string_view name)
{
    if (name.empty() || name.size() > kMaxPlayerNameBytes) return false;
    return std::all_of(name.begin(), name.end(), [](char ch) {
        return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') ||
               ch == '.' || ch == '_' || ch == '-' || ch == '+';
    });
}

// Reads the lines of one file into a TournamentConfig, keeping what it needs for messages.
class ConfigReader {
public:
    explicit ConfigReader(std::string source) : source_(std::move(source)) {}

    TournamentConfig read(std::string_view text)
    {
        // Some editors begin a UTF-8 file with a byte-order mark; it is not part of the first
        // key.
        if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);
        std::size_t start = 0;
        while (start < text.size()) {
            ++line_;
            std::size_t end = text.find('\n', start);
            if (end == text.npos) end = text.size();
            std::string_view line = text.substr(start, end - start);
            if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
            read_line(line);
            start = end + 1;
        }
        const auto players = static_cast<int>(config_.players.size());
        if (players < kMinPlayers)
            fail_file("a tournament needs at least " + std::to_string(kMinPlayers) +
                      " players (lines `player NAME SPEC`), this one has " +
                      std::to_string(players));
        if (config_.total_games() > kMaxTournamentGames)
            fail_file(std::to_string(config_.pairings()) + " pairings of " +
                      std::to_string(config_.games) + " games make " +
                      std::to_string(config_.total_games()) + " games; the most is " +
                      std::to_string(kMaxTournamentGames));
        return config_;
    }

private:
    [[noreturn]] void fail(const std::string& why) const
    {
        throw TournamentConfigError(source_ + " line " + std::to_string(line_) + ": " + why);
    }
    [[noreturn]] void fail_file(const std::string& why) const
    {
        throw TournamentConfigError(source_ + ": " + why);
    }

    void read_line(std::string_view line)
    {
        if (line.size() > kMaxConfigLineBytes)
            fail("the line is " + std::to_string(line.size()) + " bytes long; the most is " +
                 std::to_string(kMaxConfigLineBytes));
        for (char ch : line) {
            const auto byte = static_cast<unsigned char>(ch);
            if ((byte < 0x20 && ch != '\t') || byte == 0x7f) {
                std::ostringstream why;
                why << "a control character (byte 0x" << std::hex << std::setw(2)
                    << std::setfill('0') << static_cast<int>(byte) << ") is not text";
                fail(why.str());
            }
        }
        const auto [key, value] = first_word(line);
        if (key.empty() || key.front() == '#') return;
        if (key == "player") return read_player(value);
        static const std::vector<std::string_view> keys{"size", "komi",      "games", "seconds",
                                                        "seed", "max-moves", "sgf",   "csv"};
        if (std::find(keys.begin(), keys.end(), key) == keys.end())
            fail("unknown key " + quoted(key) + ": the keys are " + kKeyList);
        const auto [first, inserted] = seen_.emplace(std::string(key), line_);
        if (!inserted)
            fail(std::string(key) + " is given twice (first on line " +
                 std::to_string(first->second) + ")");
        if (value.empty()) fail(std::string(key) + " needs a value");
        if (key == "size")
            config_.size = whole_in(key, value, 1, 19);
        else if (key == "games")
            config_.games = whole_in(key, value, 1, kMaxGamesPerPairing);
        else if (key == "max-moves")
            config_.max_moves = whole_in(key, value, 1, 100'000);
        else if (key == "komi")
            config_.komi = real_in(key, value, -1000, 1000);
        else if (key == "seconds")
            config_.seconds = real_in(key, value, 0.01, 3600);
        else if (key == "seed") {
            const auto seed = whole_number<std::uint64_t>(value);
            if (!seed) fail("seed must be a whole number from 0 to 2^64-1, not " + quoted(value));
            config_.seed = *seed;
        } else if (key == "sgf")
            config_.sgf_dir = std::filesystem::path(std::string(value));
        else
            config_.csv_file = std::filesystem::path(std::string(value));
    }

    int whole_in(std::string_view key, std::string_view value, int low, int high) const
    {
        const auto number = whole_number<int>(value);
        if (!number || *number < low || *number > high)
            fail(std::string(key) + " must be a whole number from " + std::to_string(low) + " to " +
                 std::to_string(high) + ", not " + quoted(value));
        return *number;
    }

    double real_in(std::string_view key, std::string_view value, double low, double high) const
    {
        const auto number = finite_real_number(std::string(value));
        if (!number || *number < low || *number > high) {
            std::ostringstream why;
            why << key << " must be a number from " << low << " to " << high << ", not "
                << quoted(value);
            fail(why.str());
        }
        return *number;
    }

    void read_player(std::string_view value)
    {
        const auto [name, spec_text] = first_word(value);
        if (name.empty() || spec_text.empty())
            fail("a player line is `player NAME SPEC`, e.g. `player mc mc:100`");
        if (!valid_name(name))
            fail("bad player name " + quoted(name) + ": a name is 1 to " +
                 std::to_string(kMaxPlayerNameBytes) + " letters, digits, '.', '_', '-' or '+'");
        const auto [first, inserted] = player_lines_.emplace(std::string(name), line_);
        if (!inserted)
            fail("two players are called " + quoted(name) + " (the first on line " +
                 std::to_string(first->second) + ")");
        if (static_cast<int>(config_.players.size()) == kMaxPlayers)
            fail("a tournament has at most " + std::to_string(kMaxPlayers) + " players");
        const bool command_line =
            spec_text.starts_with("gtp:") || spec_text.starts_with("gomocup:");
        if (!command_line && spec_text.size() > kMaxSpecBytes)
            fail("player " + std::string(name) + ": the spec " + quoted(spec_text) + " is " +
                 std::to_string(spec_text.size()) + " bytes long; the most is " +
                 std::to_string(kMaxSpecBytes) + " (a gtp: command line may fill the line)");
        PlayerSpec spec;
        try {
            spec = parse_player_spec(std::string(spec_text));
        } catch (const std::invalid_argument& e) {
            fail(std::string("player ") + std::string(name) + ": " + e.what());
        }
        const auto game = spec.game_asked();
        if (game != GameKind::Go)
            fail("player " + std::string(name) + ": " + quoted(spec_text) + " plays " +
                 (game ? game_name(*game) : "gomoku and renju") + "; a tournament plays go");
        config_.players.push_back({std::string(name), std::move(spec)});
    }

    std::string source_;
    int line_ = 0;
    TournamentConfig config_;
    std::map<std::string, int> seen_;         // key -> the line it was given on
    std::map<std::string, int> player_lines_; // name -> its line
};

} // namespace

int TournamentConfig::pairings() const
{
    const auto n = static_cast<int>(players.size());
    return n * (n - 1) / 2;
}

int TournamentConfig::total_games() const { return pairings() * games; }

TournamentConfig parse_tournament_config(std::string_view text, const std::string& source)
{
    return ConfigReader(source).read(text);
}

TournamentConfig read_tournament_config(const std::filesystem::path& path)
{
    const std::string text =
        read_input(path.string(), kMaxConfigBytes, "a tournament configuration");
    TournamentConfig config = parse_tournament_config(text, path.string());
    const std::filesystem::path folder = path.parent_path();
    for (auto* file : {&config.sgf_dir, &config.csv_file})
        if (*file && file->value().is_relative()) *file = folder / file->value();
    return config;
}

// ==== the crosstable =======================================================================

Tally& Tally::operator+=(const Tally& other)
{
    wins += other.wins;
    draws += other.draws;
    losses += other.losses;
    return *this;
}

Crosstable::Crosstable(std::vector<std::string> names, const std::vector<TournamentGame>& games)
    : names_(std::move(names)), pairs_(names_.size(), std::vector<Tally>(names_.size()))
{
    for (const TournamentGame& game : games) {
        Tally& black = pairs_[game.black][game.white];
        Tally& white = pairs_[game.white][game.black];
        if (game.winner == Color::Empty) {
            ++black.draws;
            ++white.draws;
        } else if (game.winner == Color::Black) {
            ++black.wins;
            ++white.losses;
        } else {
            ++black.losses;
            ++white.wins;
        }
    }
    std::vector<int> half_points(names_.size());
    std::vector<long> tie_break(names_.size());
    for (int i = 0; i < players(); ++i) {
        half_points[i] = total(i).half_points();
        tie_break[i] = sonneborn_berger_quarters(i);
    }
    for (int i = 0; i < players(); ++i) ranking_.push_back(i);
    std::stable_sort(ranking_.begin(), ranking_.end(), [&](int a, int b) {
        if (half_points[a] != half_points[b]) return half_points[a] > half_points[b];
        return tie_break[a] > tie_break[b];
    });
}

Tally Crosstable::total(int player) const
{
    Tally sum;
    for (const Tally& tally : pairs_[player]) sum += tally;
    return sum;
}

long Crosstable::sonneborn_berger_quarters(int player) const
{
    long sum = 0;
    for (int opponent = 0; opponent < players(); ++opponent)
        sum += static_cast<long>(against(player, opponent).half_points()) *
               total(opponent).half_points();
    return sum;
}

std::string fraction_text(long parts_count, int parts)
{
    std::ostringstream text;
    text << std::fixed << std::setprecision(2) << static_cast<double>(parts_count) / parts;
    std::string number = text.str();
    while (number.back() == '0') number.pop_back();
    if (number.back() == '.') number.pop_back();
    return number;
}

namespace {

std::string tally_cell(const Tally& tally)
{
    return std::to_string(tally.wins) + "-" + std::to_string(tally.draws) + "-" +
           std::to_string(tally.losses) + " " + fraction_text(tally.half_points(), 2);
}

// Rows of cells as columns two spaces apart, each as wide as its widest cell, no trailing
// blanks.
std::string aligned(const std::vector<std::vector<std::string>>& rows)
{
    std::vector<std::size_t> widths;
    for (const auto& row : rows)
        for (std::size_t c = 0; c < row.size(); ++c) {
            if (widths.size() <= c) widths.push_back(0);
            widths[c] = std::max(widths[c], row[c].size());
        }
    std::string text;
    for (const auto& row : rows) {
        std::string line;
        for (std::size_t c = 0; c < row.size(); ++c) {
            line += row[c];
            if (c + 1 < row.size()) line += std::string(widths[c] - row[c].size() + 2, ' ');
        }
        while (!line.empty() && line.back() == ' ') line.pop_back();
        text += line + "\n";
    }
    return text;
}

} // namespace

std::string crosstable_text(const Crosstable& table)
{
    const std::vector<int>& ranking = table.ranking();
    std::vector<std::vector<std::string>> rows;
    std::vector<std::string> header{"#", "player"};
    for (std::size_t r = 0; r < ranking.size(); ++r) header.push_back(std::to_string(r + 1));
    for (const char* column : {"games", "wins", "draws", "losses", "points", "SB"})
        header.push_back(column);
    rows.push_back(header);
    for (std::size_t r = 0; r < ranking.size(); ++r) {
        const int player = ranking[r];
        std::vector<std::string> row{std::to_string(r + 1), table.name(player)};
        for (int opponent : ranking)
            row.push_back(opponent == player ? "x" : tally_cell(table.against(player, opponent)));
        const Tally total = table.total(player);
        for (int number : {total.games(), total.wins, total.draws, total.losses})
            row.push_back(std::to_string(number));
        row.push_back(fraction_text(total.half_points(), 2));
        row.push_back(fraction_text(table.sonneborn_berger_quarters(player), 4));
        rows.push_back(row);
    }
    return aligned(rows) +
           "Column k: wins-draws-losses and points against the player ranked k. A win is 1 "
           "point, a draw 1/2, a loss 0; SB: Sonneborn-Berger, the tie-break.\n";
}

std::string crosstable_csv(const Crosstable& table)
{
    std::ostringstream csv;
    csv << "rank,player,opponent,games,wins,draws,losses,points,sonneborn_berger\n";
    const auto row = [&](int rank, int player, const std::string& opponent, const Tally& tally,
                         const std::string& tie_break) {
        csv << rank << "," << table.name(player) << "," << opponent << "," << tally.games() << ","
            << tally.wins << "," << tally.draws << "," << tally.losses << ","
            << fraction_text(tally.half_points(), 2) << "," << tie_break << "\n";
    };
    const std::vector<int>& ranking = table.ranking();
    for (std::size_t r = 0; r < ranking.size(); ++r) {
        const int player = ranking[r];
        const int rank = static_cast<int>(r) + 1;
        row(rank, player, "", table.total(player),
            fraction_text(table.sonneborn_berger_quarters(player), 4));
        for (int opponent : ranking)
            if (opponent != player)
                row(rank, player, table.name(opponent), table.against(player, opponent), "");
    }
    return csv.str();
}

// ==== the tournament =======================================================================

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

std::string record_file_name(int index, int games, const std::string& black,
                             const std::string& white)
{
    return "game-" + game_number(index, games) + "-" + black + "-" + white + ".sgf";
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
    options.time_limit =
        std::chrono::milliseconds(static_cast<long long>(config.seconds * 1000 + 0.5));
    options.referee = run.referee;
    const std::vector<Pairing> games = schedule(config);
    options.games = static_cast<int>(games.size());

    // Every player must exist before the first game, and the files must have a place: a
    // missing program or folder is the user's mistake, not a forfeit.
    for (const TournamentPlayer& player : config.players) make_player(player.spec, options);
    if (config.sgf_dir) make_record_folder(*config.sgf_dir);
    if (config.csv_file && config.csv_file->has_parent_path()) {
        std::error_code error;
        std::filesystem::create_directories(config.csv_file->parent_path(), error);
        if (error)
            throw std::runtime_error("cannot make the folder for " + config.csv_file->string() +
                                     ": " + error.message());
    }
    // Refused now rather than after every game has been played.
    if (config.csv_file) check_can_write(*config.csv_file);

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

    std::mutex lock; // guards `results` and `out`
    std::vector<TournamentGame> results(games.size());
    const auto make_job = [&]() -> std::function<void(int)> {
        auto referee = std::make_shared<DeadStoneReferee>(options.referee, options.time_limit);
        return [&, referee](int index) {
            const TournamentPlayer& black = config.players[games[index].black];
            const TournamentPlayer& white = config.players[games[index].white];
            std::ostringstream heading;
            heading << "stonelab tournament, game " << index + 1 << " of " << options.games
                    << " (tournament seed " << config.seed << ")\nBlack: " << black.name << " ("
                    << black.spec.text << ")\nWhite: " << white.name << " (" << white.spec.text
                    << ")\n";
            Rng rng(game_seed(config.seed, index));
            const GameOutcome game =
                play_go_game(black.spec, white.spec, options,
                             {black.name, white.name, heading.str()}, rng, *referee);
            if (config.sgf_dir)
                save_record(*config.sgf_dir,
                            record_file_name(index, options.games, black.name, white.name),
                            game.sgf);
            const std::lock_guard guard(lock);
            results[index] = {games[index].black, games[index].white, game.winner};
            out << "game " << index + 1 << "/" << options.games << " (B " << black.name << ", W "
                << white.name << "): " << game.result << ", " << game.end << ", "
                << counted(game.moves, "move", "moves") << std::endl;
        };
    };
    run_jobs(options.games, options.jobs, make_job);

    std::vector<std::string> names;
    for (const TournamentPlayer& player : config.players) names.push_back(player.name);
    const Crosstable table(names, results);
    out << "\n" << crosstable_text(table) << std::flush;
    if (config.csv_file) write_file(crosstable_csv(table), *config.csv_file);
    return 0;
}

} // namespace stonelab::cli
