/// \file
/// The referee of a game of Go (go_referee.hpp): the loop's Go rules, the count of repeated
/// positions, the scoring, and GNU Go asked for the dead stones.
#include "arena/go_referee.hpp"

#include "arena/child_player.hpp"
#include "arena/gtp_player.hpp"
#include "common/gtp_process.hpp"
#include "engine/base/utf8.hpp"
#include "engine/go/scoring.hpp"

#include <sstream>
#include <stdexcept>

namespace stonelab::arena {

// ==== the dead stones ======================================================================

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
    std::vector<std::string> commands = gtp_new_game_commands(game);
    for (const Move& move : game.moves())
        commands.push_back("play " + gtp_color(move.color) + " " + to_gtp_vertex(g, move.point));
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

// ==== repeated positions ===================================================================

namespace {

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

// ==== the game =============================================================================

namespace {

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

// Go's rules for referee.hpp's loop.
class GoRules {
public:
    GoRules(GoPlayer& black, GoPlayer& white, GameRecord& record, int move_cap, Rng& rng,
            DeadStoneReferee* dead_stones)
        : players_{black, white}, record_(record), game_(record.game), repetitions_(record.game),
          move_cap_(move_cap), rng_(rng), dead_stones_(dead_stones)
    {
    }

    void start(Color color) { players_[color].start_game(game_); }
    Color to_move() const { return game_.to_move(); }
    Point choose(Color color) { return players_[color].choose_move(game_, color, rng_); }
    void tell(Color color, Point move)
    {
        players_[color].opponent_played(game_, {opponent(color), move});
    }
    void forfeit(Color loser, const std::string& why) { record_.forfeit(loser, why); }

    bool over_before_move()
    {
        if (static_cast<int>(game_.moves().size()) < move_cap_) return false;
        record_.end = GameEnd::MoveCap;
        record_.reason = "the move cap of " + std::to_string(move_cap_) + " moves";
        record_.scoring = "Tromp-Taylor area scoring of the position as it stands";
        score(record_, game_.board(), game_.rules().komi);
        return true;
    }

    bool play(Color color, Point move)
    {
        if (move == kResign) {
            record_.end = GameEnd::Resignation;
            record_.winner = opponent(color);
            record_.result = std::string(color_letter(opponent(color))) + "+R";
            record_.reason = std::string(color_word(color)) + " resigns";
            return true;
        }
        const MoveStatus status = game_.play(color, move);
        if (status == MoveStatus::Legal) return false;
        forfeit(color, "played " + to_gtp_vertex(game_.board().geometry(), move) +
                           ", which is illegal (" + status_name(status) + ")");
        return true;
    }

    bool over_after_move()
    {
        if (game_.two_passes()) {
            record_.end = GameEnd::TwoPasses;
            record_.reason = "two passes";
            score_after_two_passes(record_, dead_stones_);
            return true;
        }
        if (repetitions_.after_move(game_) < 3) return false;
        record_.end = GameEnd::LongCycle;
        record_.result = "0";
        record_.reason = "a long cycle: after move " + std::to_string(game_.moves().size()) +
                         " the same position, " + color_word(game_.to_move()) +
                         " to move, stands for the third time";
        return true;
    }

private:
    Sides<GoPlayer> players_;
    GameRecord& record_;
    Game& game_;
    RepetitionWatch repetitions_;
    int move_cap_;
    Rng& rng_;
    DeadStoneReferee* dead_stones_;
};

} // namespace

GameRecord play_game(GoPlayer& black, GoPlayer& white, Game start, int move_cap, Rng& rng,
                     DeadStoneReferee* dead_stones)
{
    GameRecord record(std::move(start));
    GoRules rules(black, white, record, move_cap, rng, dead_stones);
    referee_game(rules);
    return record;
}

} // namespace stonelab::arena
