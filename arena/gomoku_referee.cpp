#include "cli/gomoku_match.hpp"

#include "common/gomocup_process.hpp"
#include "engine/base/utf8.hpp"
#include "engine/formats/gomocup.hpp"
#include "engine/formats/sgf.hpp"
#include "engine/gomoku/players.hpp"

#include <algorithm>
#include <ostream>
#include <sstream>

namespace stonelab::cli {

namespace {

// A built-in player: one function of engine/gomoku/players.hpp.
class BuiltinGomokuPlayer : public GomokuPlayer {
public:
    explicit BuiltinGomokuPlayer(gomoku::MoveFunction move) : move_(std::move(move)) {}
    Point choose_move(const gomoku::Board& board, gomoku::Rule rule, Rng& rng) override
    {
        return move_(board, rule, rng);
    }

private:
    gomoku::MoveFunction move_;
};

// The time a brain is told it has for a move (INFO timeout_turn): the match's limit less a
// tenth of it, at most a second. A brain may spend the whole of what it is told (Rapfi does,
// to the last few milliseconds), and its answer still has pipes and a busy machine to cross
// before the limit; Piskvork leaves the same room, a tolerance over the turn time.
std::chrono::milliseconds turn_time(std::chrono::milliseconds limit)
{
    return limit - std::min(limit / 10, std::chrono::milliseconds(1000));
}

// A Gomocup brain in a child process, a new one for every game.
class GomocupPlayer : public GomokuPlayer {
public:
    GomocupPlayer(const PlayerSpec& spec, std::chrono::milliseconds time_limit)
        : name_(spec.name()), command_(spec.command), time_limit_(time_limit)
    {
        command_.front() =
            program_path(command_.front(), "the Gomocup brain of '" + spec.text + "'");
    }

    void start_game(const gomoku::Board& board, gomoku::Rule rule) override
    {
        brain_.reset(); // the last game's brain, if any, says goodbye first
        try {
            brain_ = std::make_unique<GomocupProcess>(
                name_, command_.front(),
                std::vector<std::string>(command_.begin() + 1, command_.end()));
        } catch (const ChildProcessError& e) {
            throw PlayerFailure(e.what());
        }
        const auto start_up = std::max(time_limit_, MatchOptions::kStartUpTime);
        call([&] {
            brain_->tell("INFO timeout_turn " + std::to_string(turn_time(time_limit_).count()),
                         start_up);
            brain_->tell("INFO timeout_match 0", start_up);
            brain_->tell("INFO game_type 1", start_up);
            brain_->tell("INFO rule " + std::to_string(gomocup::rule_bits(rule)), start_up);
        });
        const std::string start = "START " + std::to_string(board.size());
        const std::string answer = ask(start, start_up);
        if (answer != "OK") refused(start, answer);
    }

    Point choose_move(const gomoku::Board& board, gomoku::Rule, Rng&) override
    {
        const std::string command =
            board.moves().empty() ? "BEGIN"
                                  : "TURN " + gomocup::coordinates(board, board.moves().back());
        const std::string answer = ask(command, time_limit_);
        const auto xy = gomocup::parse_coordinates(answer);
        if (!xy) refused(command, answer);
        const auto p = gomocup::point_at(board, xy->first, xy->second);
        if (!p)
            throw PlayerFailure(name_ + " answered `" + command + "` with `" + answer +
                                "`, which is off the " + std::to_string(board.size()) + "x" +
                                std::to_string(board.size()) + " board");
        return *p;
    }

private:
    // Runs `talk`; a brain that dies or hangs meanwhile is the brain's failure.
    template <typename Talk> void call(Talk talk)
    {
        try {
            talk();
        } catch (const ChildProcessError& e) {
            brain_->kill_now(); // dead, hung or babbling: no goodbyes
            brain_.reset();
            throw PlayerFailure(e.what());
        }
    }

    std::string ask(const std::string& command, std::chrono::milliseconds limit)
    {
        std::string answer;
        call([&] { answer = brain_->ask(command, limit); });
        return answer;
    }

    // An answer that is not what `command` asks for: an ERROR or UNKNOWN, or garbage.
    [[noreturn]] void refused(const std::string& command, const std::string& answer)
    {
        throw PlayerFailure(
            name_ + " answered `" + command + "` with `" + one_line_excerpt(answer) + "`" +
            (command.rfind("START", 0) == 0 ? ", not OK" : ", which is not a move"));
    }

    std::string name_;
    std::vector<std::string> command_;
    std::chrono::milliseconds time_limit_;
    std::unique_ptr<GomocupProcess> brain_;
};

const char* color_word(Color color) { return color == Color::Black ? "Black" : "White"; }
const char* color_letter(Color color) { return color == Color::Black ? "B" : "W"; }

// "7,7 (H8)": a point as the protocol and as GTP name it.
std::string point_words(const gomoku::Board& board, Point p)
{
    return gomocup::coordinates(board, p) + " (" + gomoku::vertex_name(board, p) + ")";
}

std::string end_words(const GomokuRecord& record)
{
    switch (record.end) {
    case GomokuEnd::Five: return "five in a row";
    case GomokuEnd::FullBoard: return "full board";
    case GomokuEnd::Foul:
    case GomokuEnd::Forfeit: break;
    }
    return record.reason;
}

} // namespace

std::unique_ptr<GomokuPlayer> make_gomoku_player(const PlayerSpec& spec,
                                                 const MatchOptions& options)
{
    if (spec.kind == PlayerKind::Gomocup)
        return std::make_unique<GomocupPlayer>(spec, options.time_limit);
    const gomoku::BuiltinPlayer* player = gomoku::find_player(spec.builtin);
    if (spec.kind != PlayerKind::Gomoku || !player)
        throw std::invalid_argument("'" + spec.text + "' is not a Gomoku player");
    return std::make_unique<BuiltinGomokuPlayer>(player->move);
}

GomokuRecord play_gomoku_game(GomokuPlayer& black, GomokuPlayer& white, gomoku::Board start,
                              gomoku::Rule rule, Rng& rng, const FoulTest& foul)
{
    GomokuRecord record{std::move(start), {}, {}, {}, {}};
    gomoku::Board& board = record.board;
    const auto forfeit = [&](Color loser, const std::string& why) {
        record.end = GomokuEnd::Forfeit;
        record.winner = opponent(loser);
        record.result = std::string(color_letter(opponent(loser))) + "+F";
        record.reason = std::string(color_word(loser)) + " forfeits: " + why;
        return record;
    };
    const auto player = [&](Color color) -> GomokuPlayer& {
        return color == Color::Black ? black : white;
    };

    for (Color color : {Color::Black, Color::White}) {
        try {
            player(color).start_game(board, rule);
        } catch (const PlayerFailure& e) {
            return forfeit(color, e.what());
        }
    }

    for (;;) {
        if (board.is_full()) {
            record.end = GomokuEnd::FullBoard;
            record.result = "0";
            record.reason = "the board is full";
            return record;
        }
        const Color color = board.to_move();
        Point move = kNoPoint;
        try {
            move = player(color).choose_move(board, rule, rng);
        } catch (const PlayerFailure& e) {
            return forfeit(color, e.what());
        }
        if (!board.geometry().on_board(move))
            return forfeit(color, "played a point that is not on the board");
        if (board.at(move) != Color::Empty)
            return forfeit(color, "played " + point_words(board, move) + ", which is taken");
        const bool wins = gomoku::makes_win(board, move, color, rule);
        // A five is never a foul: Black's exact five wins whatever else the stone makes.
        if (rule == gomoku::Rule::Renju && color == Color::Black && !wins && foul(board, move)) {
            board.play(move);
            record.end = GomokuEnd::Foul;
            record.winner = Color::White;
            record.result = "W+F";
            record.reason = "Black plays a foul at " + point_words(board, move) +
                            ", a move Renju forbids Black";
            return record;
        }
        board.play(move);
        if (wins) {
            record.end = GomokuEnd::Five;
            record.winner = color;
            record.result = std::string(color_letter(color)) + "+";
            record.reason = std::string(color_word(color)) + " makes " +
                            (rule == gomoku::Rule::Freestyle ? "five or more" : "five") +
                            " in a row at " + point_words(board, move);
            return record;
        }
    }
}

gomoku::Rule match_rule(GameKind game, const MatchOptions& options)
{
    if (game == GameKind::Renju) return gomoku::Rule::Renju;
    return options.rule.value_or(gomoku::Rule::Freestyle);
}

int run_gomoku_match(const PlayerSpec& first, const PlayerSpec& second, const MatchOptions& options,
                     std::ostream& out)
{
    const GameKind game = match_game(first, second, options.game);
    const gomoku::Rule rule = match_rule(game, options);
    if (game == GameKind::Gomoku && rule == gomoku::Rule::Renju)
        throw std::invalid_argument("the renju rule is the game renju: --game renju");
    // Both players must exist before the first game: a missing program is the user's
    // mistake, not a forfeit.
    make_gomoku_player(first, options);
    make_gomoku_player(second, options);
    const gomoku::Board empty(options.size); // throws for a size Gomoku boards cannot have

    std::ostringstream header;
    header << first.name() << " vs " << second.name() << ": " << options.games
           << (options.games == 1 ? " game" : " games") << " of " << game_name(game)
           << (game == GameKind::Renju ? "" : std::string(" (") + gomoku::rule_name(rule) + ")")
           << " on " << options.size << "x" << options.size << ", " << options.jobs
           << (options.jobs == 1 ? " game" : " games") << " at a time";

    const auto make_worker = [&]() -> GameFunction {
        return
            [&](int index, const PlayerSpec& black_spec, const PlayerSpec& white_spec, Rng& rng) {
                const auto black = make_gomoku_player(black_spec, options);
                const auto white = make_gomoku_player(white_spec, options);
                const GomokuRecord record =
                    play_gomoku_game(*black, *white, empty, rule, rng, gomoku::renju_foul);
                std::ostringstream comment;
                comment << record_heading(index, options, black_spec, white_spec)
                        << "Rules: " << game_name(game) << ", " << gomoku::rule_name(rule)
                        << " rule on " << options.size << "x" << options.size
                        << (rule == gomoku::Rule::Renju ? "; a foul loses for Black" : "")
                        << "; a full board is a draw\n"
                        << "End: " << record.reason << "\nResult: " << record.result;
                const SgfGameInfo info{black_spec.name(), white_spec.name(), record.result,
                                       comment.str()};
                return GameOutcome{record.winner, record.result, end_words(record),
                                   record.board.stone_count(), write_sgf(record.board, info)};
            };
    };
    return run_games(first, second, options, header.str(), out, make_worker);
}

} // namespace stonelab::cli
