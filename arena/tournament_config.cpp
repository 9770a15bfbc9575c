/// \file
/// A tournament's configuration file read (tournament_config.hpp), following the one table of
/// its keys, which its help prints.
#include "arena/tournament_config.hpp"

#include "arena/child_player.hpp"
#include "common/files.hpp"
#include "common/text.hpp"
#include "engine/base/geometry.hpp"

#include <algorithm>
#include <iomanip>
#include <map>
#include <sstream>
#include <type_traits>

namespace stonelab::arena {

namespace {

using Path = std::optional<std::filesystem::path>;

// The defaults are TournamentConfig's own values; the table says them in words only where
// the value does not.
std::vector<ConfigKey> make_keys()
{
    using C = TournamentConfig;
    const std::string name_bytes = std::to_string(kMaxPlayerNameBytes);
    return {
        {"size", "N", &C::size, 1, kMaxSide, "", "the board"},
        {"komi", "K", &C::komi, -1000, 1000, "", "White's compensation"},
        {"games", "G", &C::games, 1, kMaxGamesPerPairing, "",
         "games per pairing; the player listed first is Black in the pairing's games 1, 3, "
         "5, ..."},
        {"seconds", "T", &C::seconds, kMinMoveSeconds, kMaxMoveSeconds, "",
         "how long a GTP engine may take to answer one command; past it, it forfeits the game "
         "(it is not told: give it its own time settings on its command line; starting up may "
         "take " +
             std::to_string(kStartUpTime.count() / 1000) + " s)"},
        {"max-moves", "M", &C::max_moves, 1, 100'000, "3 per point",
         "the move cap, after which a game is scored as it stands"},
        {"seed", "S", &C::seed, 0, 0, "", "game k is seeded from S and k, whatever -j is"},
        {"sgf", "DIR", &C::sgf_dir, 0, 0, "no records",
         "save every game as DIR/game-NNN-BLACK-WHITE.sgf"},
        {"csv", "FILE", &C::csv_file, 0, 0, "none", "write the crosstable as CSV"},
        {"player", "NAME SPEC", &C::players, kMinPlayers, kMaxPlayers, "",
         "a player: NAME of 1 to " + name_bytes +
             " letters, digits, '.', '_', '-' or '+', and SPEC as `stonelab match` takes it "
             "(random, eval, mc:N, uct:N, uct:Ts, gtp:COMMAND LINE, ...), the rest of the "
             "line"},
    };
}

// A number as messages and the help write it: "0.01", "3600", "-1000".
std::string number_text(double number)
{
    std::ostringstream text;
    text << number;
    return text.str();
}

// What a key's value may be, in words: "1 to 19", "0 to 2^64-1", "2 to 32 players".
std::string range_words(const ConfigKey& key)
{
    if (std::holds_alternative<std::uint64_t TournamentConfig::*>(key.field)) return "0 to 2^64-1";
    if (std::holds_alternative<Path TournamentConfig::*>(key.field)) return "";
    const std::string range = number_text(key.low) + " to " + number_text(key.high);
    if (std::holds_alternative<std::vector<TournamentPlayer> TournamentConfig::*>(key.field))
        return range + " players";
    return range;
}

// A key's default in words: its words, or TournamentConfig's value.
std::string default_words(const ConfigKey& key)
{
    if (!key.default_words.empty()) return key.default_words;
    const TournamentConfig defaults;
    return std::visit(
        [&](auto field) -> std::string {
            using Value = std::remove_cvref_t<decltype(defaults.*field)>;
            if constexpr (std::is_same_v<Value, std::uint64_t>)
                return std::to_string(defaults.*field);
            else if constexpr (std::is_arithmetic_v<Value>)
                return number_text(defaults.*field);
            else
                return "";
        },
        key.field);
}

// "size, komi, ... and player".
std::string key_list()
{
    const auto& keys = tournament_config_keys();
    std::string list;
    for (std::size_t i = 0; i < keys.size(); ++i)
        list += (i == 0 ? "" : i + 1 == keys.size() ? " and " : ", ") + keys[i].name;
    return list;
}

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
        // Not a structured binding: clang 14 cannot capture one in a lambda.
        const auto words = first_word(line);
        const std::string_view name = words.first, value = words.second;
        if (name.empty() || name.front() == '#') return;
        const auto& keys = tournament_config_keys();
        const auto key = std::find_if(keys.begin(), keys.end(),
                                      [&](const ConfigKey& k) { return k.name == name; });
        if (key == keys.end()) fail("unknown key " + quoted(name) + ": the keys are " + key_list());
        std::visit([&](auto field) { read_value(*key, field, value); }, key->field);
    }

    // Every key but `player` is given once, with a value.
    void first_time(const ConfigKey& key, std::string_view value)
    {
        const auto [first, inserted] = seen_.emplace(key.name, line_);
        if (!inserted)
            fail(key.name + " is given twice (first on line " + std::to_string(first->second) +
                 ")");
        if (value.empty()) fail(key.name + " needs a value");
    }

    // A number: whole (a count, a seed) or real, in the key's range; a seed's range is its
    // type's.
    template <typename Number>
    requires std::is_arithmetic_v<Number>
    void read_value(const ConfigKey& key, Number TournamentConfig::*field, std::string_view value)
    {
        first_time(key, value);
        constexpr bool whole = std::is_integral_v<Number>;
        std::optional<Number> number;
        if constexpr (whole)
            number = whole_number<Number>(value);
        else
            number = finite_real_number(std::string(value));
        bool in_range = number.has_value();
        if constexpr (!std::is_same_v<Number, std::uint64_t>)
            in_range = in_range && *number >= key.low && *number <= key.high;
        if (!in_range)
            fail(key.name + (whole ? " must be a whole number from " : " must be a number from ") +
                 range_words(key) + ", not " + quoted(value));
        config_.*field = *number;
    }

    void read_value(const ConfigKey& key, Path TournamentConfig::*field, std::string_view value)
    {
        first_time(key, value);
        config_.*field = std::filesystem::path(std::string(value));
    }

    void read_value(const ConfigKey&, std::vector<TournamentPlayer> TournamentConfig::*field,
                    std::string_view value)
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
        if (static_cast<int>((config_.*field).size()) == kMaxPlayers)
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
        (config_.*field).push_back({std::string(name), std::move(spec)});
    }

    std::string source_;
    int line_ = 0;
    TournamentConfig config_;
    std::map<std::string, int> seen_;         // key -> the line it was given on
    std::map<std::string, int> player_lines_; // name -> its line
};

// `text` as lines of at most `width` characters, broken at spaces, each after `indent`
// spaces but the first.
std::string wrapped(const std::string& text, std::size_t indent, std::size_t width)
{
    std::string out, line;
    std::istringstream words(text);
    for (std::string word; words >> word;) {
        if (!line.empty() && indent + line.size() + 1 + word.size() > width) {
            out += line + "\n" + std::string(indent, ' ');
            line.clear();
        }
        line += (line.empty() ? "" : " ") + word;
    }
    return out + line;
}

} // namespace

const std::vector<ConfigKey>& tournament_config_keys()
{
    static const std::vector<ConfigKey> keys = make_keys();
    return keys;
}

std::string tournament_config_help()
{
    constexpr std::size_t kColumn = 22, kWidth = 94;
    std::string help = "\nCONFIG is a text file, one setting a line (blank lines and lines "
                       "starting with # are skipped):\n";
    for (const ConfigKey& key : tournament_config_keys()) {
        std::string head = "  " + key.name + " " + key.value;
        head.resize(std::max(kColumn, head.size() + 1), ' ');
        const std::string range = range_words(key), fallback = default_words(key);
        std::string about = key.help;
        if (!range.empty() || !fallback.empty())
            about += " (" + range + (range.empty() || fallback.empty() ? "" : ", ") +
                     (fallback.empty() ? "" : "default " + fallback) + ")";
        help += head + wrapped(about, kColumn, kWidth) + "\n";
    }
    help += wrapped("Each key but player at most once; relative paths are from the file's "
                    "folder; at most " +
                        std::to_string(kMaxConfigBytes / 1024) + " KiB, " +
                        std::to_string(kMaxConfigLineBytes) + " bytes a line, a spec at most " +
                        std::to_string(kMaxSpecBytes) + " bytes unless it is a command line, " +
                        std::to_string(kMaxTournamentGames) + " games in all.",
                    0, kWidth) +
            "\n";
    help += wrapped("Rules as in `stonelab match`: simple ko, a long cycle (a position standing "
                    "3 times, same player to move, no pass between) is a draw, area scoring, "
                    "dead stones removed by GNU Go when a GTP engine plays; an engine that "
                    "fails forfeits.",
                    0, kWidth) +
            "\n";
    help += "Points: win 1, draw 1/2, loss 0; ranked by points, then Sonneborn-Berger, then file "
            "order.\n"
            "Example:\n"
            "  size 9\n"
            "  komi 7\n"
            "  games 2\n"
            "  sgf games\n"
            "  csv crosstable.csv\n"
            "  player random random\n"
            "  player mc mc:100\n"
            "  player gnugo gtp:/usr/games/gnugo --mode gtp --level 1 --chinese-rules";
    return help;
}

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

} // namespace stonelab::arena
