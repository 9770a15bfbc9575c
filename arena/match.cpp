#include "cli/match.hpp"

#include "cli/gomoku_match.hpp"
#include "common/gtp_process.hpp"
#include "common/process.hpp"
#include "common/text.hpp"
#include "engine/base/utf8.hpp"
#include "engine/formats/sgf.hpp"
#include "engine/go/scoring.hpp"
#include "engine/gomoku/players.hpp"

#include <atomic>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <exception>
#include <fstream>
#include <iomanip>
#include <mutex>
#include <ostream>
#include <sstream>
#include <thread>
#include <unistd.h>
#include <unordered_map>

namespace stonelab::cli {

// ==== player specs =========================================================================

namespace {

const char* const kSpecList =
    "the players are random, eval, eval:cancel, mc:N, uct:N, uct:Ts, capstone:N, capstone:Ts "
    "(each with any of :norave, :nopatterns, :notactics, :nopriors, :noresign after it) and "
    "gtp:COMMAND (Go), gomoku:NAME, renju:NAME and gomocup:COMMAND (Gomoku and Renju)";

// A spec as a message quotes it: on one line, its first `most` characters (a command line
// may be long, and the message must stay short).
std::string spec_excerpt(const std::string& text, std::size_t most = 64)
{
    return one_line_excerpt(text, most);
}

[[noreturn]] void bad_spec(const std::string& text, const std::string& why)
{
    throw std::invalid_argument("bad player '" + spec_excerpt(text) + "': " + why);
}

// The words of an engine's command line, split at spaces as a shell would: 'single quotes'
// keep everything inside as it is, "double quotes" keep spaces (a backslash in them escapes
// " and \ only), and outside quotes a backslash keeps the next character (`/opt/my\ engine`).
// No variables, no globs: the words go to the program as they are. A quote left open is
// refused with the spec in the message.
std::vector<std::string> command_words(const std::string& spec, const std::string& text)
{
    std::vector<std::string> words;
    std::string word;
    bool in_word = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char ch = text[i];
        if (ch == ' ' || ch == '\t') {
            if (in_word) words.push_back(word);
            word.clear();
            in_word = false;
            continue;
        }
        in_word = true;
        if (ch == '\'') {
            const auto end = text.find('\'', i + 1);
            if (end == text.npos) bad_spec(spec, "a ' is not closed");
            word += text.substr(i + 1, end - i - 1);
            i = end;
        } else if (ch == '"') {
            for (++i;; ++i) {
                if (i == text.size()) bad_spec(spec, "a \" is not closed");
                if (text[i] == '"') break;
                if (text[i] == '\\' && i + 1 < text.size() &&
                    (text[i + 1] == '"' || text[i + 1] == '\\'))
                    ++i;
                word += text[i];
            }
        } else if (ch == '\\') {
            if (i + 1 == text.size())
                bad_spec(spec, "a \\ ends the command line: escaping nothing");
            word += text[++i];
        } else {
            word += ch;
        }
    }
    if (in_word) words.push_back(word);
    return words;
}

} // namespace

std::string PlayerSpec::name() const
{
    if (kind == PlayerKind::Gtp || kind == PlayerKind::Gomocup)
        return text.substr(0, text.find(':') + 1) +
               std::filesystem::path(command.front()).filename().string();
    return text;
}

std::optional<GameKind> PlayerSpec::game_asked() const
{
    if (kind == PlayerKind::Gomocup) return std::nullopt;
    if (kind == PlayerKind::Gomoku) return game;
    return GameKind::Go;
}

const char* game_name(GameKind game)
{
    switch (game) {
    case GameKind::Go: return "go";
    case GameKind::Gomoku: return "gomoku";
    case GameKind::Renju: break;
    }
    return "renju";
}

GameKind match_game(const PlayerSpec& first, const PlayerSpec& second,
                    std::optional<GameKind> asked)
{
    std::optional<GameKind> game = asked;
    for (const PlayerSpec* spec : {&first, &second}) {
        const auto wanted = spec->game_asked();
        if (!wanted) continue;
        if (game && *game != *wanted)
            throw std::invalid_argument("'" + spec->text + "' plays " + game_name(*wanted) +
                                        ", not " + game_name(*game));
        game = wanted;
    }
    return game.value_or(GameKind::Gomoku);
}

PlayerSpec parse_player_spec(const std::string& text)
{
    PlayerSpec spec;
    spec.text = text;
    const std::size_t colon = text.find(':');
    const std::string kind = text.substr(0, colon);
    const std::string argument = colon == text.npos ? "" : text.substr(colon + 1);
    if (names_go_player(text)) {
        spec.kind = PlayerKind::Go;
        spec.go = parse_go_player(text);
    } else if (kind == "gtp") {
        spec.kind = PlayerKind::Gtp;
        spec.command = command_words(text, argument);
        if (spec.command.empty())
            bad_spec(text, "gtp: needs the engine's command line, e.g. 'gtp:/usr/games/gnugo "
                           "--mode gtp'");
    } else if (kind == "gomoku" || kind == "renju") {
        spec.kind = PlayerKind::Gomoku;
        spec.game = kind == "renju" ? GameKind::Renju : GameKind::Gomoku;
        spec.builtin = argument;
        const gomoku::BuiltinPlayer* player = gomoku::find_player(argument);
        if (!player) bad_spec(text, "the built-in Gomoku players are " + gomoku::player_names());
    } else if (kind == "gomocup") {
        spec.kind = PlayerKind::Gomocup;
        spec.command = command_words(text, argument);
        if (spec.command.empty())
            bad_spec(text, "gomocup: needs the brain's command line, e.g. 'gomocup:/usr/local/bin/"
                           "pbrain-x'");
    } else {
        throw std::invalid_argument("unknown player '" + one_line_excerpt(text) +
                                    "': " + kSpecList);
    }
    return spec;
}

// ==== GTP engines ==========================================================================

std::string program_path(const std::string& program, const std::string& what)
{
    std::filesystem::path path = program;
    if (program.find('/') == program.npos) {
        const auto found = find_program(program);
        if (!found)
            throw std::runtime_error("cannot run " + what + ": '" + program + "' is not on PATH");
        path = *found;
    }
    if (!std::filesystem::is_regular_file(path) || ::access(path.c_str(), X_OK) != 0)
        throw std::runtime_error("cannot run " + what + ": '" + path.string() +
                                 "' is not an executable file");
    return path.string();
}

namespace {

std::string color_letter(Color color) { return color == Color::Black ? "b" : "w"; }

std::string komi_text(double komi)
{
    std::ostringstream text;
    text << komi;
    return text.str();
}

// The commands that set up a new game on a GTP engine.
std::vector<std::string> new_game_commands(const Game& game)
{
    return {"boardsize " + std::to_string(game.board().width()), "clear_board",
            "komi " + komi_text(game.rules().komi)};
}

// A GTP engine in a child process, a new one for every game: whatever went wrong in one
// game (a crash, a hang) cannot spill into the next.
class GtpPlayer : public Player {
public:
    GtpPlayer(const PlayerSpec& spec, std::chrono::milliseconds time_limit)
        : name_(spec.name()), command_(spec.command), time_limit_(time_limit)
    {
        command_.front() = program_path(command_.front(), "the GTP engine of '" + spec.text + "'");
    }

    void start_game(const Game& game) override
    {
        engine_.reset(); // the last game's engine, if any, says goodbye first
        try {
            engine_ = std::make_unique<GtpProcess>(
                name_, command_.front(),
                std::vector<std::string>(command_.begin() + 1, command_.end()), time_limit_);
        } catch (const GtpProcessError& e) {
            throw PlayerFailure(e.what());
        }
        const auto start_up = std::max(time_limit_, MatchOptions::kStartUpTime);
        engine_->set_silence_limit(start_up);
        engine_->set_answer_limit(start_up);
        for (const std::string& command : new_game_commands(game)) ask(command);
        // From now on the time limit holds for a whole answer, not for a silence: an engine
        // that keeps writing without finishing is late too.
        engine_->set_silence_limit(time_limit_);
        engine_->set_answer_limit(time_limit_);
    }

    Point choose_move(const Game& game, Color color, Rng&) override
    {
        const std::string answer = ask("genmove " + color_letter(color));
        std::string lower;
        for (char ch : answer)
            lower += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
        if (lower == "resign") return kResign;
        const auto move = parse_gtp_vertex(game.board().geometry(), answer);
        if (!move)
            throw PlayerFailure(name_ + " answered `genmove " + color_letter(color) + "` with `" +
                                one_line_excerpt(answer) + "`, which is not a move on this board");
        return *move;
    }

    void opponent_played(const Game& game, Move move) override
    {
        ask("play " + color_letter(move.color) + " " +
            to_gtp_vertex(game.board().geometry(), move.point));
    }

private:
    // The answer to one command; a refusal or a broken engine is the engine's failure.
    std::string ask(const std::string& command)
    {
        GtpReply reply;
        try {
            reply = engine_->ask(command);
        } catch (const GtpProcessError& e) {
            engine_->kill_now(); // dead, hung or babbling: no goodbyes
            engine_.reset();
            throw PlayerFailure(e.what());
        }
        if (!reply.success)
            throw PlayerFailure(name_ + " refused `" + command +
                                "`: " + one_line_excerpt(reply.as_written()));
        return reply.text;
    }

    std::string name_;
    std::vector<std::string> command_;
    std::chrono::milliseconds time_limit_;
    std::unique_ptr<GtpProcess> engine_;
};

} // namespace

std::unique_ptr<Player> make_player(const PlayerSpec& spec, const MatchOptions& options)
{
    switch (spec.kind) {
    case PlayerKind::Go: return make_go_player(spec.go);
    case PlayerKind::Gtp: return std::make_unique<GtpPlayer>(spec, options.time_limit);
    case PlayerKind::Gomoku:
    case PlayerKind::Gomocup: break; // cli/gomoku_match.hpp's make_gomoku_player
    }
    throw std::logic_error("unknown player kind");
}

// ==== the referee ==========================================================================

DeadStoneReferee::DeadStoneReferee(std::vector<std::string> command,
                                   std::chrono::milliseconds time_limit)
    : command_(std::move(command)), time_limit_(time_limit)
{
}

DeadStoneReferee::~DeadStoneReferee() = default;

std::vector<Point> DeadStoneReferee::dead_stones(const Game& game)
{
    const Geometry& g = game.board().geometry();
    if (!engine_) {
        const std::string program = program_path(command_.front(), "the referee");
        engine_ = std::make_unique<GtpProcess>(
            "the referee", program, std::vector<std::string>(command_.begin() + 1, command_.end()),
            time_limit_);
    }
    std::vector<std::string> commands = new_game_commands(game);
    for (const Move& move : game.moves())
        commands.push_back("play " + color_letter(move.color) + " " + to_gtp_vertex(g, move.point));
    commands.push_back("final_status_list dead");
    std::vector<GtpReply> replies;
    try {
        GtpProcess* engine = engine_.get();
        replies = ask_all(std::span(&engine, 1), commands).front();
    } catch (const GtpProcessError&) {
        engine_.reset();
        throw;
    }
    for (std::size_t i = 0; i < replies.size(); ++i)
        if (!replies[i].success) {
            engine_.reset();
            throw std::runtime_error("the referee refused `" + commands[i] +
                                     "`: " + one_line_excerpt(replies[i].as_written()));
        }
    std::vector<Point> dead;
    std::istringstream words(replies.back().text);
    for (std::string word; words >> word;) {
        const auto p = parse_gtp_vertex(g, word);
        if (!p || *p == kPass || game.board().at(*p) == Color::Empty) {
            engine_.reset();
            throw std::runtime_error("the referee called `" + one_line_excerpt(word) +
                                     "` a dead stone");
        }
        dead.push_back(*p);
    }
    return dead;
}

namespace {

const char* color_word(Color color) { return color == Color::Black ? "Black" : "White"; }

// The board counted by Tromp-Taylor, as a winner, RE and words.
void score(GameRecord& record, const Board& board, double komi)
{
    const AreaScore area = tromp_taylor_score(board, komi);
    const double margin = area.margin();
    record.winner = margin > 0 ? Color::Black : margin < 0 ? Color::White : Color::Empty;
    record.result = result_string(margin);
    std::ostringstream how;
    how << "; Black " << area.black_area() << ", White " << area.white_area() << " + " << komi
        << " komi";
    record.scoring += how.str();
}

// A game over by two passes, counted: Tromp-Taylor with every stone alive, or after the
// referee's dead stones are taken off when there is a referee to ask.
void score_after_two_passes(GameRecord& record, DeadStoneReferee* referee)
{
    Board counted = record.game.board();
    record.scoring = "Tromp-Taylor area scoring, every stone alive";
    if (referee) {
        try {
            const std::vector<Point> dead = referee->dead_stones(record.game);
            for (Point p : dead) counted.set_stone(p, Color::Empty);
            record.scoring = "Tromp-Taylor area scoring after removing the " +
                             std::to_string(dead.size()) +
                             (dead.size() == 1 ? " dead stone" : " dead stones") +
                             " of GNU Go's final_status_list dead";
            for (Point p : dead) {
                record.scoring += ' ';
                record.scoring += to_gtp_vertex(counted.geometry(), p);
            }
        } catch (const std::exception& e) {
            record.scoring = "Tromp-Taylor area scoring, every stone alive (no dead stones "
                             "removed: " +
                             std::string(e.what()) + ")";
        }
    }
    score(record, counted, record.game.rules().komi);
}

// A key for "this whole-board position with this player to move".
std::uint64_t position_key(const Game& game)
{
    return game.board().hash() * 2 + (game.to_move() == Color::White ? 1 : 0);
}

} // namespace

RepetitionWatch::RepetitionWatch(const Game& game) { seen_[position_key(game)] = 1; }

int RepetitionWatch::after_move(const Game& game)
{
    if (!game.moves().empty() && game.moves().back().point == kPass) seen_.clear();
    return ++seen_[position_key(game)];
}

Game match_start(const MatchOptions& options)
{
    return Game(Board(options.size), Rules{KoRule::Simple, options.komi});
}

GameRecord play_game(Player& black, Player& white, Game start, const MatchOptions& options,
                     Rng& rng, bool gtp_in_game, DeadStoneReferee* referee)
{
    GameRecord record{std::move(start), {}, {}, {}, {}, {}};
    Game& game = record.game;
    const auto forfeit = [&](Color loser, const std::string& why) {
        record.end = GameEnd::Forfeit;
        record.winner = opponent(loser);
        record.result = std::string(opponent(loser) == Color::Black ? "B" : "W") + "+F";
        record.reason = std::string(color_word(loser)) + " forfeits: " + why;
        return record;
    };
    const auto player = [&](Color color) -> Player& {
        return color == Color::Black ? black : white;
    };

    for (Color color : {Color::Black, Color::White}) {
        try {
            player(color).start_game(game);
        } catch (const PlayerFailure& e) {
            return forfeit(color, e.what());
        }
    }

    RepetitionWatch repetitions(game);
    const int cap = options.move_cap();
    for (;;) {
        if (static_cast<int>(game.moves().size()) >= cap) {
            record.end = GameEnd::MoveCap;
            record.reason = "the move cap of " + std::to_string(cap) + " moves";
            record.scoring = "Tromp-Taylor area scoring of the position as it stands";
            score(record, game.board(), game.rules().komi);
            return record;
        }
        const Color color = game.to_move();
        Point move = kPass;
        try {
            move = player(color).choose_move(game, color, rng);
        } catch (const PlayerFailure& e) {
            return forfeit(color, e.what());
        }
        if (move == kResign) {
            record.end = GameEnd::Resignation;
            record.winner = opponent(color);
            record.result = std::string(color == Color::Black ? "W" : "B") + "+R";
            record.reason = std::string(color_word(color)) + " resigns";
            return record;
        }
        const MoveStatus status = game.play(color, move);
        if (status != MoveStatus::Legal)
            return forfeit(color, "played " + to_gtp_vertex(game.board().geometry(), move) +
                                      ", which is illegal (" + status_name(status) + ")");
        try {
            player(opponent(color)).opponent_played(game, Move{color, move});
        } catch (const PlayerFailure& e) {
            return forfeit(opponent(color), e.what());
        }
        if (game.two_passes()) break;
        if (repetitions.after_move(game) == 3) {
            record.end = GameEnd::LongCycle;
            record.result = "0";
            record.reason = "a long cycle: after move " + std::to_string(game.moves().size()) +
                            " the same position, " + color_word(game.to_move()) +
                            " to move, stands for the third time";
            return record;
        }
    }

    record.end = GameEnd::TwoPasses;
    record.reason = "two passes";
    score_after_two_passes(record, gtp_in_game ? referee : nullptr);
    return record;
}

// ==== the result ===========================================================================

std::pair<double, double> wilson_interval(double points, int games)
{
    if (games <= 0) return {0, 1};
    constexpr double z = 1.959963984540054; // the normal distribution's 97.5% quantile
    const double n = games, p = points / n, z2 = z * z;
    const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
    const double half = z / (1 + z2 / n) * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n));
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

std::string counted(int n, const char* one, const char* many)
{
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

namespace {

std::string tally(int wins, int draws, int losses)
{
    return counted(wins, "win", "wins") + ", " + counted(draws, "draw", "draws") + ", " +
           counted(losses, "loss", "losses");
}

} // namespace

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

// ==== the match ============================================================================

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

void save_record(const std::filesystem::path& folder, const std::string& file,
                 const std::string& sgf)
{
    const auto path = folder / file;
    std::ofstream out(path, std::ios::binary);
    out << sgf;
    if (!out.flush()) throw std::runtime_error("cannot write " + path.string());
}

namespace {

std::string end_words(const GameRecord& record)
{
    switch (record.end) {
    case GameEnd::TwoPasses: return "two passes";
    case GameEnd::MoveCap: return "move cap";
    case GameEnd::LongCycle: return "long cycle";
    case GameEnd::Resignation: return "resignation";
    case GameEnd::Forfeit: return record.reason;
    }
    return "";
}

std::string command_line(const PlayerSpec& spec)
{
    if (spec.kind != PlayerKind::Gtp && spec.kind != PlayerKind::Gomocup) return spec.text;
    std::string line = spec.text.substr(0, spec.text.find(':') + 1);
    for (std::size_t i = 0; i < spec.command.size(); ++i)
        line += (i > 0 ? " " : "") + spec.command[i];
    return line;
}

std::string record_comment(const GameRecord& record, const MatchOptions& options,
                           const std::string& heading)
{
    std::ostringstream text;
    text << heading
         << "Rules: simple ko; a position standing 3 times with the same player to move and no "
            "pass in between is a draw; a cap of "
         << options.move_cap() << " moves; area scoring, komi " << options.komi << "\n"
         << "End: " << record.reason << "\n";
    if (!record.scoring.empty()) text << "Scoring: " << record.scoring << "\n";
    text << "Result: " << record.result;
    return text.str();
}

std::string sgf_file_name(int index, int games)
{
    return "game-" + game_number(index, games) + ".sgf";
}

} // namespace

std::string record_heading(int index, const MatchOptions& options, const PlayerSpec& black,
                           const PlayerSpec& white)
{
    std::ostringstream text;
    text << "stonelab match, game " << index + 1 << " of " << options.games << " (match seed "
         << options.seed << ")\n"
         << "Black: " << command_line(black) << "\nWhite: " << command_line(white) << "\n";
    return text.str();
}

int run_games(const PlayerSpec& first, const PlayerSpec& second, const MatchOptions& options,
              const std::string& header, std::ostream& out,
              const std::function<GameFunction()>& make_worker)
{
    if (options.sgf_dir) make_record_folder(*options.sgf_dir);
    out << header << std::endl;

    std::mutex lock; // guards the tally and `out`
    int wins = 0, draws = 0, losses = 0;
    const auto make_job = [&]() -> std::function<void(int)> {
        return [&, play = make_worker()](int job) {
            const int index = options.first_game - 1 + job;
            const bool first_is_black = index % 2 == 0;
            const PlayerSpec& black_spec = first_is_black ? first : second;
            const PlayerSpec& white_spec = first_is_black ? second : first;
            Rng rng(game_seed(options.seed, index));
            const GameOutcome game = play(index, black_spec, white_spec, rng);
            if (options.sgf_dir)
                save_record(*options.sgf_dir, sgf_file_name(index, options.games), game.sgf);
            const Color first_color = first_is_black ? Color::Black : Color::White;
            const std::lock_guard guard(lock);
            if (game.winner == Color::Empty)
                ++draws;
            else if (game.winner == first_color)
                ++wins;
            else
                ++losses;
            out << "game " << index + 1 << "/" << options.games << " (B " << black_spec.name()
                << ", W " << white_spec.name() << "): " << game.result << ", " << game.end << ", "
                << counted(game.moves, "move", "moves") << " \u2014 " << first.name() << " "
                << tally(wins, draws, losses) << std::endl;
        };
    };
    run_jobs(options.games - (options.first_game - 1), options.jobs, make_job);

    out << summary_line(first.name(), second.name(), wins, draws, losses) << std::endl;
    return 0;
}

GameOutcome play_go_game(const PlayerSpec& black_spec, const PlayerSpec& white_spec,
                         const MatchOptions& options, const RecordLabels& labels, Rng& rng,
                         DeadStoneReferee& referee)
{
    const bool gtp_in_game =
        black_spec.kind == PlayerKind::Gtp || white_spec.kind == PlayerKind::Gtp;
    const auto black = make_player(black_spec, options);
    const auto white = make_player(white_spec, options);
    const GameRecord record =
        play_game(*black, *white, match_start(options), options, rng, gtp_in_game, &referee);
    const SgfGameInfo info{labels.black, labels.white, record.result,
                           record_comment(record, options, labels.heading)};
    return GameOutcome{record.winner, record.result, end_words(record),
                       static_cast<int>(record.game.moves().size()), write_sgf(record.game, info)};
}

namespace {

int run_go_match(const PlayerSpec& first, const PlayerSpec& second, const MatchOptions& options,
                 std::ostream& out)
{
    // Both players must exist before the first game: a missing program is the user's
    // mistake, not a forfeit.
    make_player(first, options);
    make_player(second, options);
    std::ostringstream header;
    header << first.name() << " vs " << second.name() << ": "
           << counted(options.games, "game", "games") << " on " << options.size << "x"
           << options.size << ", komi " << options.komi << ", simple ko, area scoring, at most "
           << options.move_cap() << " moves, " << options.jobs
           << (options.jobs == 1 ? " game" : " games") << " at a time";

    // Each worker has its referee, started when first needed and kept for its games.
    const auto make_worker = [&]() -> GameFunction {
        auto referee = std::make_shared<DeadStoneReferee>(options.referee, options.time_limit);
        return [&options, referee](int index, const PlayerSpec& black_spec,
                                   const PlayerSpec& white_spec, Rng& rng) {
            const RecordLabels labels{black_spec.name(), white_spec.name(),
                                      record_heading(index, options, black_spec, white_spec)};
            return play_go_game(black_spec, white_spec, options, labels, rng, *referee);
        };
    };
    return run_games(first, second, options, header.str(), out, make_worker);
}

} // namespace

int run_match(const PlayerSpec& first, const PlayerSpec& second, const MatchOptions& options,
              std::ostream& out)
{
    if (match_game(first, second, options.game) != GameKind::Go)
        return run_gomoku_match(first, second, options, out);
    return run_go_match(first, second, options, out);
}

} // namespace stonelab::cli
