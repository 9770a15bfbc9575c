// The GTP engine: line preprocessing, answer framing, and one handler per command.
#include "engine/protocols/gtp.hpp"

#include "engine/formats/diagram.hpp"
#include "engine/formats/sgf.hpp"
#include "engine/go/scoring.hpp"

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <istream>
#include <ostream>
#include <stdexcept>

#include <poll.h>
#include <unistd.h>

namespace stonelab {

namespace {

constexpr std::string_view kEngineName = "Stonelab";
constexpr std::string_view kEngineVersion = "0.1.0";

// Komi beyond this is certainly a typing error: no game on 19x19 is won by more than 361.
constexpr double kMaxKomi = 1000;

// Larger files are refused by `disk_file_access`: a long 19x19 game record is about 10 KB.
constexpr std::uintmax_t kMaxFileBytes = 1 << 20;

// GTP's preprocessing of a line: control characters other than tab and newline are deleted,
// tabs (and a newline, which can only be the line's end) become spaces, and a `#` starts a
// comment that runs to the end of the line.
std::string preprocess(std::string_view line)
{
    std::string clean;
    for (const char ch : line) {
        const auto byte = static_cast<unsigned char>(ch);
        if (ch == '#') break;
        if (ch == '\t' || ch == '\n')
            clean += ' ';
        else if (byte >= 32 && byte != 127)
            clean += ch;
    }
    return clean;
}

std::vector<std::string_view> split_words(std::string_view text)
{
    std::vector<std::string_view> words;
    std::size_t start = 0;
    while (true) {
        start = text.find_first_not_of(' ', start);
        if (start == std::string_view::npos) break;
        const std::size_t end = std::min(text.find(' ', start), text.size());
        words.push_back(text.substr(start, end - start));
        start = end;
    }
    return words;
}

bool is_digit(char ch) { return ch >= '0' && ch <= '9'; }

bool all_digits(std::string_view word)
{
    return !word.empty() && std::all_of(word.begin(), word.end(), is_digit);
}

// An integer: an optional minus sign and at least one digit, of any length.
bool is_integer(std::string_view word)
{
    if (!word.empty() && word.front() == '-') word.remove_prefix(1);
    return all_digits(word);
}

// The value of an integer word, or nothing if it is not one or does not fit in an int.
std::optional<int> to_int(std::string_view word)
{
    int value = 0;
    const auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), value);
    if (error != std::errc() || end != word.data() + word.size()) return std::nullopt;
    return value;
}

// A komi: a finite decimal number ("6.5", "-3", "7") of sensible size.
std::optional<double> to_komi(std::string_view word)
{
    double value = 0;
    const auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), value);
    if (error != std::errc() || end != word.data() + word.size()) return std::nullopt;
    if (!std::isfinite(value) || std::abs(value) > kMaxKomi) return std::nullopt;
    return value;
}

std::string lower_case(std::string_view word)
{
    std::string lower(word);
    for (char& ch : lower)
        if (ch >= 'A' && ch <= 'Z') ch = static_cast<char>(ch - 'A' + 'a');
    return lower;
}

// GTP colours: "b", "black", "w", "white", in any case.
std::optional<Color> parse_color(std::string_view word)
{
    const std::string lower = lower_case(word);
    if (lower == "b" || lower == "black") return Color::Black;
    if (lower == "w" || lower == "white") return Color::White;
    return std::nullopt;
}

// A point of the board, not a pass.
std::optional<Point> parse_board_point(const Geometry& geometry, std::string_view word)
{
    const auto p = parse_gtp_vertex(geometry, word);
    if (!p || *p == kPass) return std::nullopt;
    return p;
}

std::string vertex_list(const Geometry& geometry, const std::vector<Point>& points)
{
    std::string text;
    for (const Point p : points) {
        if (!text.empty()) text += ' ';
        text += to_gtp_vertex(geometry, p);
    }
    return text;
}

std::string capitalized(std::string_view name)
{
    std::string text(name);
    if (!text.empty()) text[0] = static_cast<char>(text[0] - 'a' + 'A');
    return text;
}

std::string stones(int count)
{
    return std::to_string(count) + (count == 1 ? " stone" : " stones");
}

} // namespace

std::string gtp_response(bool success, std::string_view id, std::string_view text)
{
    std::string answer(success ? "=" : "?");
    answer += id;
    answer += ' ';
    for (const char ch : text) {
        const bool blank_line = ch == '\n' && answer.back() == '\n';
        if (ch != '\r' && !blank_line) answer += ch;
    }
    while (answer.back() == '\n') answer.pop_back();
    answer += "\n\n";
    return answer;
}

GtpFileAccess disk_file_access()
{
    GtpFileAccess files;
    files.read = [](const std::string& path) -> std::optional<std::string> {
        std::error_code error;
        if (!std::filesystem::is_regular_file(path, error)) return std::nullopt;
        const auto size = std::filesystem::file_size(path, error);
        if (error) return std::nullopt;
        if (size > kMaxFileBytes)
            throw std::length_error("'" + path + "' is larger than 1 MiB, the most loadsgf reads");
        std::ifstream in(path, std::ios::binary);
        std::string text(static_cast<std::size_t>(size), '\0');
        if (!in.read(text.data(), static_cast<std::streamsize>(size))) return std::nullopt;
        return text;
    };
    files.write = [](const std::string& path, const std::string& text) {
        std::ofstream out(path, std::ios::binary | std::ios::trunc);
        out << text;
        out.close();
        return !out.fail();
    };
    return files;
}

GtpEngine::GtpEngine(GtpOptions options) : GtpEngine(options, make_go_player(options.player)) {}

// The player is told of one game, the session's: a capstone reuses its tree only where the
// game goes on from the tree's root, so a new board or an undo needs nothing more.
GtpEngine::GtpEngine(GtpOptions options, std::unique_ptr<GoPlayer> player)
    : options_(std::move(options)), game_(Board(options_.board_size), Rules{options_.ko, 0}),
      player_(std::move(player)), rng_(options_.seed)
{
    if (!player_) throw std::invalid_argument("a GTP engine needs a player");
    if (!std::isfinite(options_.komi) || std::abs(options_.komi) > kMaxKomi)
        throw std::invalid_argument("komi must be a number between -1000 and 1000");
    game_.set_komi(options_.komi);
    player_->start_game(game_);
}

// The analysis commands' arguments, for the usage in error messages; no more words than these
// (each option given twice at most).
constexpr std::string_view kLzUsage = "[COLOR] [interval N | N] [minmoves N] [maxmoves N]";
constexpr std::string_view kKataUsage = "[COLOR] [interval N | N] [minmoves N] [maxmoves N] "
                                        "[ownership true|false] [pvVisits true|false]";
constexpr int kMostAnalysisArgs = 24;

// The commands in the order `list_commands` shows them: the standard ones first, then GNU
// Go's. The arity (fewest and most arguments) is checked before the handler runs.
const std::vector<GtpEngine::CommandEntry>& GtpEngine::command_table()
{
    static const std::vector<CommandEntry> table{
        {"protocol_version", "", 0, 0, &GtpEngine::protocol_version},
        {"name", "", 0, 0, &GtpEngine::name},
        {"version", "", 0, 0, &GtpEngine::version},
        {"known_command", "COMMAND", 1, 1, &GtpEngine::known_command},
        {"list_commands", "", 0, 0, &GtpEngine::list_commands},
        {"quit", "", 0, 0, &GtpEngine::quit},
        {"boardsize", "SIZE", 1, 1, &GtpEngine::boardsize},
        {"clear_board", "", 0, 0, &GtpEngine::clear_board},
        {"komi", "KOMI", 1, 1, &GtpEngine::komi},
        {"play", "COLOR VERTEX", 2, 2, &GtpEngine::play},
        {"genmove", "COLOR", 1, 1, &GtpEngine::genmove},
        {"undo", "", 0, 0, &GtpEngine::undo},
        {"showboard", "", 0, 0, &GtpEngine::showboard},
        {"final_score", "", 0, 0, &GtpEngine::final_score},
        {"is_legal", "COLOR VERTEX", 2, 2, &GtpEngine::is_legal},
        {"countlib", "VERTEX", 1, 1, &GtpEngine::countlib},
        {"findlib", "VERTEX", 1, 1, &GtpEngine::findlib},
        {"list_stones", "COLOR", 1, 1, &GtpEngine::list_stones},
        {"captures", "COLOR", 1, 1, &GtpEngine::captures},
        {"loadsgf", "FILE [MOVENUMBER]", 1, 2, &GtpEngine::loadsgf},
        {"printsgf", "[FILE]", 0, 1, &GtpEngine::printsgf},
        {"time_settings", "MAIN_TIME BYOYOMI_TIME BYOYOMI_STONES", 3, 3, &GtpEngine::time_settings},
        {"time_left", "COLOR TIME STONES", 3, 3, &GtpEngine::time_left},
        {"kgs-genmove_cleanup", "COLOR", 1, 1, &GtpEngine::genmove_cleanup},
        {"final_status_list", "STATUS", 1, 1, &GtpEngine::final_status_list},
        {"lz-analyze", kLzUsage, 0, kMostAnalysisArgs, &GtpEngine::lz_analyze},
        {"kata-analyze", kKataUsage, 0, kMostAnalysisArgs, &GtpEngine::kata_analyze},
        {"lz-genmove_analyze", kLzUsage, 0, kMostAnalysisArgs, &GtpEngine::lz_genmove_analyze},
        {"kata-genmove_analyze", kKataUsage, 0, kMostAnalysisArgs,
         &GtpEngine::kata_genmove_analyze},
    };
    return table;
}

std::vector<std::string_view> GtpEngine::command_names()
{
    std::vector<std::string_view> names;
    for (const auto& entry : command_table()) names.push_back(entry.name);
    return names;
}

const GtpEngine::CommandEntry* GtpEngine::built_in_command(std::string_view name)
{
    const auto& table = command_table();
    const auto entry = std::find_if(table.begin(), table.end(),
                                    [&](const CommandEntry& e) { return e.name == name; });
    return entry == table.end() ? nullptr : &*entry;
}

void GtpEngine::set_command(GtpCommand command)
{
    if (command.name.empty() || command.min_args < 0 || command.min_args > command.max_args ||
        !command.run)
        throw std::invalid_argument("a GTP command needs a name, 0 <= min_args <= max_args and "
                                    "a handler");
    const auto same = std::find_if(added_.begin(), added_.end(),
                                   [&](const GtpCommand& c) { return c.name == command.name; });
    if (same != added_.end())
        *same = std::move(command);
    else
        added_.push_back(std::move(command));
}

void GtpEngine::watch_game(std::function<void(const Game&, std::optional<Move>)> watch)
{
    watch_ = std::move(watch);
}

void GtpEngine::game_changed(std::optional<Move> move)
{
    if (watch_) watch_(game_, move);
}

std::string GtpEngine::player_name() const
{
    return options_.player.kind == GoPlayerKind::Random ? "random player"
                                                        : "player '" + options_.player.text + "'";
}

std::string GtpEngine::handle_line(std::string_view line)
{
    std::string answer;
    const GtpStream collect{[&answer](std::string_view text) { answer += text; },
                            [] { return true; }};
    handle_line(line, collect);
    return answer;
}

void GtpEngine::handle_line(std::string_view line, const GtpStream& stream)
{
    const std::string clean = preprocess(line);
    std::vector<std::string_view> words = split_words(clean);
    if (words.empty()) return;

    // An optional id: digits only, echoed as given.
    std::string_view id;
    if (all_digits(words.front())) {
        id = words.front();
        words.erase(words.begin());
    }
    if (words.empty()) return stream.write(gtp_response(false, id, "missing command"));

    const CommandEntry* entry = built_in_command(words.front());
    const auto added = std::find_if(added_.begin(), added_.end(),
                                    [&](const GtpCommand& c) { return c.name == words.front(); });
    if (!entry && added == added_.end())
        return stream.write(gtp_response(false, id, "unknown command"));

    const Arguments args(words.begin() + 1, words.end());
    const int count = static_cast<int>(args.size());
    const std::string_view usage_of = added != added_.end() ? added->usage : entry->usage;
    const int min_args = added != added_.end() ? added->min_args : entry->min_args;
    const int max_args = added != added_.end() ? added->max_args : entry->max_args;
    if (count < min_args || count > max_args) {
        const std::string usage =
            std::string(words.front()) + (usage_of.empty() ? "" : " ") + std::string(usage_of);
        const char* problem = count < min_args ? "missing argument" : "too many arguments";
        return stream.write(
            gtp_response(false, id, std::string(problem) + " (usage: " + usage + ")"));
    }
    stream_ = &stream;
    id_ = id;
    Reply reply{false, ""};
    if (added != added_.end()) {
        // The engine's own command, for the replacement to call (a streamed answer, an
        // analysis's, stays streamed).
        bool streamed = false;
        const auto built_in = [&]() -> GtpAnswer {
            if (!entry) return {false, "unknown command"};
            const Reply own = (this->*entry->handler)(args);
            streamed = streamed || own.streamed;
            return {own.success, own.text};
        };
        const GtpAnswer answer = added->run(args, built_in);
        reply = {answer.success, answer.text, streamed};
    } else {
        reply = (this->*entry->handler)(args);
    }
    stream_ = nullptr;
    stream.write(reply.streamed ? "\n" : gtp_response(reply.success, id, reply.text));
}

void GtpEngine::new_game(const Board& start)
{
    game_ = Game(start, Rules{options_.ko, game_.rules().komi});
    game_changed(std::nullopt);
}

// ---- the standard commands -----------------------------------------------------------

GtpEngine::Reply GtpEngine::protocol_version(const Arguments&) { return success("2"); }

GtpEngine::Reply GtpEngine::name(const Arguments&) { return success(std::string(kEngineName)); }

GtpEngine::Reply GtpEngine::version(const Arguments&)
{
    return success(std::string(kEngineVersion));
}

GtpEngine::Reply GtpEngine::known_command(const Arguments& args)
{
    const bool added = std::any_of(added_.begin(), added_.end(),
                                   [&](const GtpCommand& c) { return c.name == args[0]; });
    return success(built_in_command(args[0]) || added ? "true" : "false");
}

GtpEngine::Reply GtpEngine::list_commands(const Arguments&)
{
    std::string text;
    for (const auto name : command_names()) text += std::string(name) + "\n";
    for (const GtpCommand& command : added_)
        if (!built_in_command(command.name)) text += command.name + "\n";
    return success(text);
}

GtpEngine::Reply GtpEngine::quit(const Arguments&)
{
    quit_ = true;
    return success();
}

GtpEngine::Reply GtpEngine::boardsize(const Arguments& args)
{
    if (!is_integer(args[0])) return failure("boardsize not an integer");
    const auto size = to_int(args[0]);
    if (!size || !valid_geometry(*size, *size)) return failure("unacceptable size");
    new_game(Board(*size));
    return success();
}

GtpEngine::Reply GtpEngine::clear_board(const Arguments&)
{
    new_game(Board(game_.board().width(), game_.board().height()));
    return success();
}

GtpEngine::Reply GtpEngine::komi(const Arguments& args)
{
    const auto komi = to_komi(args[0]);
    if (!komi) return failure("komi not a float");
    game_.set_komi(*komi);
    return success();
}

GtpEngine::Reply GtpEngine::play(const Arguments& args)
{
    const auto color = parse_color(args[0]);
    const auto point = parse_gtp_vertex(game_.board().geometry(), args[1]);
    if (!color || !point) return failure("invalid color or coordinate");
    if (game_.play(*color, *point) != MoveStatus::Legal) return failure("illegal move");
    player_->opponent_played(game_, Move{*color, *point});
    game_changed(Move{*color, *point});
    return success();
}

GtpEngine::Reply GtpEngine::genmove(const Arguments& args) { return generate_move(args, false); }

GtpEngine::Reply GtpEngine::generate_move(const Arguments& args, bool cleanup)
{
    const auto color = parse_color(args[0]);
    if (!color) return failure("invalid color");
    Point p = kPass;
    if (CapstonePlayer* searcher = capstone()) {
        const CapstoneMove move =
            searcher->choose_move(game_, *color, rng_, move_budget(*color), cleanup);
        if (move.resign) return success("resign");
        p = move.move;
    } else {
        p = player_->choose_move(game_, *color, rng_);
        if (p == kResign) return success("resign");
    }
    // The registry's players answer a legal move or a pass; a player from elsewhere might not.
    if (game_.play(*color, p) != MoveStatus::Legal)
        return failure("the player chose an illegal move");
    game_changed(Move{*color, p});
    return success(to_gtp_vertex(game_.board().geometry(), p));
}

SearchBudget GtpEngine::move_budget(Color color) const
{
    const CapstonePlayer* searcher = capstone();
    if (!searcher) return {0, 0};
    SearchBudget budget{searcher->options().playouts, searcher->options().seconds};
    const GameClock& clock = clocks_[static_cast<std::size_t>(player_index(color))];
    if (!options_.fixed_budget && !options_.ignore_clock && !clock.unlimited()) {
        int empty = 0;
        for (const Point q : game_.board().points()) empty += game_.board().at(q) == Color::Empty;
        budget.seconds = seconds_for_move(clock, empty);
    }
    return budget;
}

GtpEngine::Reply GtpEngine::undo(const Arguments&)
{
    if (!game_.undo()) return failure("cannot undo");
    game_changed(std::nullopt);
    return success();
}

GtpEngine::Reply GtpEngine::showboard(const Arguments&)
{
    // The diagram starts on a line of its own, after "= ".
    const Board& board = game_.board();
    std::string text = "\n" + print_diagram(board);
    text += "Black (X) has captured " + stones(board.captures(Color::Black)) + "\n";
    text += "White (O) has captured " + stones(board.captures(Color::White)) + "\n";
    text += capitalized(color_name(game_.to_move())) + " to move";
    return success(text);
}

GtpEngine::Reply GtpEngine::final_score(const Arguments&)
{
    return success(
        result_string(margin_without(game_.board(), dead_stones_now(), game_.rules().komi)));
}

// ---- GNU Go's commands ---------------------------------------------------------------

GtpEngine::Reply GtpEngine::is_legal(const Arguments& args)
{
    const auto color = parse_color(args[0]);
    const auto point = parse_gtp_vertex(game_.board().geometry(), args[1]);
    if (!color || !point) return failure("invalid color or coordinate");
    return success(game_.is_legal(*color, *point) ? "1" : "0");
}

GtpEngine::Reply GtpEngine::countlib(const Arguments& args)
{
    const Board& board = game_.board();
    const auto point = parse_board_point(board.geometry(), args[0]);
    if (!point) return failure("invalid coordinate");
    if (board.at(*point) == Color::Empty) return failure("vertex must not be empty");
    return success(std::to_string(board.liberty_count(*point)));
}

GtpEngine::Reply GtpEngine::findlib(const Arguments& args)
{
    const Board& board = game_.board();
    const auto point = parse_board_point(board.geometry(), args[0]);
    if (!point) return failure("invalid coordinate");
    if (board.at(*point) == Color::Empty) return failure("vertex must not be empty");
    return success(vertex_list(board.geometry(), board.liberty_points(*point)));
}

GtpEngine::Reply GtpEngine::list_stones(const Arguments& args)
{
    const auto color = parse_color(args[0]);
    if (!color) return failure("invalid color");
    const Board& board = game_.board();
    std::vector<Point> found;
    for (const Point p : board.points())
        if (board.at(p) == *color) found.push_back(p);
    return success(vertex_list(board.geometry(), found));
}

GtpEngine::Reply GtpEngine::captures(const Arguments& args)
{
    const auto color = parse_color(args[0]);
    if (!color) return failure("invalid color");
    return success(std::to_string(game_.board().captures(*color)));
}

// `loadsgf FILE N` sets up the position before move N of the record (GNU Go's meaning):
// moves 1 .. N-1 are played. Without N, or with N past the end, the whole game is played.
// The answer is the colour to move.
GtpEngine::Reply GtpEngine::loadsgf(const Arguments& args)
{
    const std::string path(args[0]);
    std::optional<int> stop_before;
    if (args.size() == 2) {
        stop_before = to_int(args[1]);
        if (!stop_before || *stop_before < 1) return failure("invalid move number");
    }
    std::optional<std::string> text;
    try {
        text = options_.files.read(path);
    } catch (const std::length_error& e) { // a file over the size limit, which it names
        return failure(e.what());
    }
    if (!text) return failure("cannot open '" + path + "'");

    std::optional<Game> loaded;
    try {
        loaded = read_sgf(*text, Rules{options_.ko, game_.rules().komi});
    } catch (const std::exception& e) { // SgfError, or a size the board refuses
        return failure("cannot parse '" + path + "': " + e.what());
    }
    if (stop_before)
        while (static_cast<int>(loaded->moves().size()) >= *stop_before) loaded->undo();
    game_ = std::move(*loaded);
    game_changed(std::nullopt);
    return success(std::string(color_name(game_.to_move())));
}

GtpEngine::Reply GtpEngine::printsgf(const Arguments& args)
{
    const std::string sgf = write_sgf(game_);
    if (args.empty()) return success(sgf);
    const std::string path(args[0]);
    if (!options_.files.write(path, sgf)) return failure("cannot write '" + path + "'");
    return success();
}

// ---- time, cleanup, dead stones and analysis -------------------------------------------

namespace {

// Clocks beyond these are typing errors: a month of main time, a thousand stones a period.
constexpr int kMaxClockSeconds = 30 * 24 * 3600;
constexpr int kMaxClockStones = 1000;
// lz-analyze's interval, in centiseconds: a minute at most.
constexpr int kMaxAnalysisInterval = 6000;

std::optional<int> bounded(std::string_view word, int most)
{
    const auto value = is_integer(word) ? to_int(word) : std::nullopt;
    if (!value || *value < 0 || *value > most) return std::nullopt;
    return value;
}

} // namespace

GtpEngine::Reply GtpEngine::time_settings(const Arguments& args)
{
    const auto main_time = bounded(args[0], kMaxClockSeconds);
    const auto byoyomi_time = bounded(args[1], kMaxClockSeconds);
    const auto stones = bounded(args[2], kMaxClockStones);
    if (!main_time || !byoyomi_time || !stones)
        return failure("times must be whole seconds from 0 to " + std::to_string(kMaxClockSeconds) +
                       ", stones from 0 to " + std::to_string(kMaxClockStones));
    for (GameClock& clock : clocks_) {
        clock = GameClock{};
        clock.main_time = *main_time;
        clock.byoyomi_time = *byoyomi_time;
        clock.byoyomi_stones = *stones;
        clock.settings_given = true;
    }
    return success();
}

GtpEngine::Reply GtpEngine::time_left(const Arguments& args)
{
    const auto color = parse_color(args[0]);
    if (!color) return failure("invalid color");
    const auto seconds = bounded(args[1], kMaxClockSeconds);
    const auto stones = bounded(args[2], kMaxClockStones);
    if (!seconds || !stones)
        return failure("time must be whole seconds from 0 to " + std::to_string(kMaxClockSeconds) +
                       ", stones from 0 to " + std::to_string(kMaxClockStones));
    GameClock& clock = clocks_[static_cast<std::size_t>(player_index(*color))];
    clock.time_left = *seconds;
    clock.stones_left = *stones;
    clock.left_given = true;
    return success();
}

GtpEngine::Reply GtpEngine::genmove_cleanup(const Arguments& args)
{
    return generate_move(args, true);
}

const std::vector<double>& GtpEngine::ownership()
{
    const auto key = std::make_tuple(game_.board().hash(), game_.to_move(), game_.rules().komi,
                                     game_.moves().size());
    if (ownership_of_ != key) {
        // The policy's playouts alone (capstone/ownership.hpp says why), as many as a move has, at
        // least 1,000.
        const int playouts = std::max(capstone()->options().playouts, 1000);
        ownership_ = capstone()->playout_ownership(game_, game_.to_move(), rng_, playouts);
        ownership_of_ = key;
    }
    return ownership_;
}

// Without the capstone, no stone is dead.
std::vector<Point> GtpEngine::dead_stones_now()
{
    if (!capstone()) return {};
    return dead_stones_from_ownership(game_.board(), ownership(),
                                      capstone()->options().dead_ownership);
}

GtpEngine::Reply GtpEngine::final_status_list(const Arguments& args)
{
    const std::string status = lower_case(args[0]);
    if (status != "dead" && status != "alive" && status != "seki")
        return failure("invalid status (dead, alive or seki)");
    const Board& board = game_.board();
    std::vector<Point> listed;
    if (status == "dead") {
        listed = dead_stones_now();
    } else if (status == "seki") {
        if (capstone())
            listed = seki_stones(board, ownership(), capstone()->options().dead_ownership);
    } else {
        const std::vector<Point> dead = dead_stones_now();
        for (const Point p : board.points())
            if (board.at(p) != Color::Empty && std::find(dead.begin(), dead.end(), p) == dead.end())
                listed.push_back(p);
    }
    return success(vertex_list(board.geometry(), listed));
}

// ---- analysis --------------------------------------------------------------------------

namespace {

// How long the search runs between two looks at the input, unless the budget is fixed: short
// enough that the next command is answered at once, long enough that poll() costs nothing.
constexpr double kAnalysisBatchSeconds = 0.01;
// A genmove_analyze by playouts looks at the clock every this many playouts.
constexpr int kAnalysisBatchPlayouts = 16;
// An analysis ends by itself after this many playouts (hours of search; the visits, ints,
// stay far from overflowing).
constexpr int kMostAnalysisPlayouts = 100'000'000;
// maxmoves and minmoves: more moves than any board has.
constexpr int kMostAnalysisMoves = 1000;

using Clock = std::chrono::steady_clock;

std::string fixed6(double value)
{
    std::array<char, 32> text{};
    std::snprintf(text.data(), text.size(), "%.6f", value + 0.0); // + 0.0: no "-0.000000"
    return text.data();
}

} // namespace

// The arguments of Leela Zero's and KataGo's analysis commands, in any order: a colour, an
// interval (`interval N` or a bare N), `minmoves N`, `maxmoves N`, and for KataGo's
// `ownership` and `pvVisits` followed by true or false. Nothing is changed if they are wrong.
std::optional<std::string> GtpEngine::parse_analysis(const Arguments& args,
                                                     AnalysisRequest& request)
{
    const std::string interval_error =
        "interval must be whole centiseconds from 0 to " + std::to_string(kMaxAnalysisInterval);
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view word = args[i];
        if (const auto color = parse_color(word)) {
            request.color = *color;
            continue;
        }
        if (is_integer(word)) {
            const auto interval = bounded(word, kMaxAnalysisInterval);
            if (!interval) return interval_error;
            request.interval = *interval;
            continue;
        }
        const bool valued = word == "interval" || word == "minmoves" || word == "maxmoves" ||
                            (request.kata && (word == "ownership" || word == "pvVisits"));
        if (!valued) return "unknown argument '" + std::string(word) + "'";
        if (i + 1 == args.size()) return "missing value after '" + std::string(word) + "'";
        const std::string_view value = args[++i];
        if (word == "interval") {
            const auto interval = bounded(value, kMaxAnalysisInterval);
            if (!interval) return interval_error;
            request.interval = *interval;
        } else if (word == "minmoves" || word == "maxmoves") {
            // At least one move a line: an update with none would be the empty line that
            // ends the answer.
            const int least = word == "maxmoves" ? 1 : 0;
            const auto moves = bounded(value, kMostAnalysisMoves);
            if (!moves || *moves < least)
                return std::string(word) + " must be a whole number from " + std::to_string(least) +
                       " to " + std::to_string(kMostAnalysisMoves);
            if (word == "maxmoves") request.max_moves = *moves;
        } else {
            if (value != "true" && value != "false")
                return std::string(word) + " must be true or false";
            (word == "ownership" ? request.ownership : request.pv_visits) = value == "true";
        }
    }
    return std::nullopt;
}

// One update: every visited root move on one line, most visited first.
std::string GtpEngine::analysis_update(const CapstoneSearch& search,
                                       const AnalysisRequest& request) const
{
    const Geometry& g = game_.board().geometry();
    std::string line;
    int order = 0;
    for (const CapstoneChild& child : search.children) {
        if (order == request.max_moves) break;
        if (order > 0) line += ' ';
        line += "info move " + to_gtp_vertex(g, child.move) + " visits " +
                std::to_string(child.visits) + " winrate ";
        line += request.kata ? fixed6(child.win_rate)
                             : std::to_string(std::lround(child.win_rate * 10000));
        line += " order " + std::to_string(order++) + " pv " +
                vertex_list(g, child.principal_variation);
        if (request.pv_visits) {
            line += " pvVisits";
            for (const int visits : child.principal_variation_visits)
                line += " " + std::to_string(visits);
        }
    }
    if (request.ownership) {
        line += " ownership";
        const double sign = request.color == Color::Black ? 1 : -1;
        for (const Point p : game_.board().points())
            line += " " + fixed6(sign * search.ownership[static_cast<std::size_t>(p)]);
    }
    return line + "\n";
}

void GtpEngine::start_streaming() { stream_->write("=" + std::string(id_) + "\n"); }

GtpEngine::Reply GtpEngine::lz_analyze(const Arguments& args) { return analyze(args, false); }
GtpEngine::Reply GtpEngine::kata_analyze(const Arguments& args) { return analyze(args, true); }
GtpEngine::Reply GtpEngine::lz_genmove_analyze(const Arguments& args)
{
    return genmove_analyze(args, false);
}
GtpEngine::Reply GtpEngine::kata_genmove_analyze(const Arguments& args)
{
    return genmove_analyze(args, true);
}

// Searches until the next command comes, showing an update every interval (Leela Zero's
// `lz-analyze`, KataGo's `kata-analyze`): the search runs in batches, and between two batches
// the input is looked at and the clock read.
GtpEngine::Reply GtpEngine::analyze(const Arguments& args, bool kata)
{
    AnalysisRequest request{.kata = kata, .color = game_.to_move()};
    if (auto error = parse_analysis(args, request)) return failure(*error);
    CapstonePlayer* searcher = capstone();
    if (!searcher)
        return failure("the " + player_name() +
                       " has no search to analyse (stonelab gtp --player capstone has one)");
    start_streaming();
    const SearchBudget batch = options_.fixed_budget ? SearchBudget{searcher->options().playouts,
                                                                    searcher->options().seconds}
                                                     : SearchBudget{1, kAnalysisBatchSeconds};
    const auto interval = std::chrono::milliseconds(10 * request.interval);
    auto last_update = Clock::now();
    bool updated = false;
    CapstoneSearch search = searcher->analyze(game_, request.color, rng_, batch);
    while (true) {
        if (request.interval > 0 && Clock::now() - last_update >= interval) {
            stream_->write(analysis_update(search, request));
            last_update = Clock::now();
            updated = true;
        }
        if (stream_->input_waiting() || search.playouts >= kMostAnalysisPlayouts) break;
        search = searcher->search_more(rng_, batch);
    }
    if (request.interval > 0 && !updated) stream_->write(analysis_update(search, request));
    if (request.color == game_.to_move()) {
        ownership_ = search.ownership;
        ownership_of_ = std::make_tuple(game_.board().hash(), game_.to_move(), game_.rules().komi,
                                        game_.moves().size());
    }
    return {true, "", true};
}

// genmove's search and move with the updates of an analysis (`lz-genmove_analyze`,
// `kata-genmove_analyze`): the input is not looked at, the budget decides when it ends. A
// search by playouts makes the same playouts in batches as in one go, so it plays genmove's
// move for the same seed.
GtpEngine::Reply GtpEngine::genmove_analyze(const Arguments& args, bool kata)
{
    AnalysisRequest request{.kata = kata, .color = game_.to_move()};
    if (auto error = parse_analysis(args, request)) return failure(*error);
    start_streaming();
    const Color color = request.color;
    std::string played;
    Point p = kPass;
    if (CapstonePlayer* searcher = capstone()) {
        const SearchBudget budget = move_budget(color);
        const auto start = Clock::now();
        const auto deadline = start + std::chrono::duration<double>(budget.seconds);
        // The next batch, or none once the budget is spent (the first is never empty).
        int playouts_left = budget.playouts;
        const auto next_batch = [&](bool first) -> std::optional<SearchBudget> {
            if (budget.seconds > 0) {
                const double left = std::chrono::duration<double>(deadline - Clock::now()).count();
                if (left <= 0 && !first) return std::nullopt;
                return SearchBudget{1, std::clamp(left, 1e-6, kAnalysisBatchSeconds)};
            }
            if (playouts_left <= 0) return std::nullopt;
            const int count = std::min(playouts_left, kAnalysisBatchPlayouts);
            playouts_left -= count;
            return SearchBudget{count, 0};
        };
        const auto interval = std::chrono::milliseconds(10 * request.interval);
        auto last_update = start;
        bool updated = false;
        CapstoneSearch search = searcher->analyze(game_, color, rng_, *next_batch(true));
        for (auto batch = next_batch(false); batch; batch = next_batch(false)) {
            if (request.interval > 0 && Clock::now() - last_update >= interval) {
                stream_->write(analysis_update(search, request));
                last_update = Clock::now();
                updated = true;
            }
            search = searcher->search_more(rng_, *batch);
        }
        if (request.interval > 0 && !updated) stream_->write(analysis_update(search, request));
        const CapstoneMove move = searcher->decide(game_, std::move(search));
        if (move.resign) played = "resign";
        p = move.move;
    } else {
        p = player_->choose_move(game_, color, rng_);
        if (p == kResign) played = "resign";
    }
    if (played.empty()) {
        // A legal move or a pass: the registry's players choose no other. (A player from
        // elsewhere that broke this could not be refused here, the answer having begun: its
        // move is shown but not played; genmove refuses it.)
        if (game_.play(color, p) == MoveStatus::Legal) game_changed(Move{color, p});
        played = to_gtp_vertex(game_.board().geometry(), p);
    }
    stream_->write("play " + played + "\n");
    return {true, "", true};
}

// ---- the loop --------------------------------------------------------------------------

GtpInput::Line GtpInput::read_line(std::string& line)
{
    line.clear();
    if (dropping_) {
        int c = 0;
        while ((c = next_byte()) != -1 && c != '\n') {
        }
        dropping_ = false;
        if (c == -1) return Line::End;
    }
    for (int c; (c = next_byte()) != -1;) {
        if (c == '\n') return Line::Read;
        if (line.size() == kMaxGtpLineBytes) {
            dropping_ = true;
            return Line::TooLong;
        }
        line.push_back(static_cast<char>(c));
    }
    return line.empty() ? Line::End : Line::Read;
}

int StreamGtpInput::next_byte()
{
    const int c = in_.get();
    return c == std::char_traits<char>::eof() ? -1 : c;
}

// in_avail() is the count of bytes in the buffer, or -1 if the stream knows there is no more.
bool StreamGtpInput::input_waiting() { return !in_ || in_.rdbuf()->in_avail() != 0; }

int FdGtpInput::next_byte()
{
    while (begin_ == end_) {
        if (ended_) return -1;
        const ssize_t count = ::read(fd_, buffer_.data(), buffer_.size());
        if (count < 0 && errno == EINTR) continue;
        if (count <= 0) {
            ended_ = true;
            return -1;
        }
        begin_ = 0;
        end_ = static_cast<std::size_t>(count);
    }
    return static_cast<unsigned char>(buffer_[begin_++]);
}

bool FdGtpInput::input_waiting()
{
    if (begin_ < end_ || ended_) return true;
    pollfd watched{fd_, POLLIN, 0};
    // Readable, closed (POLLHUP) or broken: read() would not wait. Interrupted: look again at
    // the next batch.
    return ::poll(&watched, 1, 0) > 0 && watched.revents != 0;
}

void run_gtp(GtpInput& input, std::ostream& out, GtpOptions options)
{
    GtpEngine engine(std::move(options));
    run_gtp(input, out, engine);
}

void run_gtp(GtpInput& input, std::ostream& out, GtpEngine& engine)
{
    const GtpStream stream{[&out](std::string_view text) { out << text << std::flush; },
                           [&input] { return input.input_waiting(); }};
    std::string line;
    while (!engine.quit_requested()) {
        const GtpInput::Line read = input.read_line(line);
        if (read == GtpInput::Line::End) break;
        if (read == GtpInput::Line::TooLong) {
            // The id, if the line's start has one, so that the controller knows what failed.
            const std::string start = preprocess(std::string_view(line).substr(0, 32));
            const auto words = split_words(start);
            const std::string_view id =
                !words.empty() && all_digits(words.front()) && words.size() > 1 ? words.front()
                                                                                : "";
            out << gtp_response(false, id,
                                "a line longer than " + std::to_string(kMaxGtpLineBytes) +
                                    " bytes, the most a GTP command may have: ignored")
                << std::flush;
            continue;
        }
        engine.handle_line(line, stream);
    }
}

void run_gtp(std::istream& in, std::ostream& out, GtpOptions options)
{
    StreamGtpInput input(in);
    run_gtp(input, out, std::move(options));
}

} // namespace stonelab
