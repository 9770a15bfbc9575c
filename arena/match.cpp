/// \file
/// A match played (match.hpp): its games of Go or of Gomoku and Renju, their records, and the
/// series around them.
#include "arena/match.hpp"

#include "arena/gomoku_referee.hpp"
#include "arena/players.hpp"
#include "engine/formats/sgf.hpp"
#include "engine/gomoku/players.hpp"

#include <memory>
#include <ostream>
#include <sstream>

namespace stonelab::arena {

namespace {

// The words the record's comment begins with: "stonelab match, game 3 of 10 (match seed
// 1)\nBlack: ...\nWhite: ...\n".
std::string record_heading(int index, const MatchOptions& options, const PlayerSpec& black,
                           const PlayerSpec& white)
{
    std::ostringstream text;
    text << "stonelab match, game " << index + 1 << " of " << options.games << " (match seed "
         << options.seed << ")\n"
         << "Black: " << black.command_line() << "\nWhite: " << white.command_line() << "\n";
    return text.str();
}

// ---- Go ------------------------------------------------------------------------------------

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

std::string go_header(const PlayerSpec& first, const PlayerSpec& second,
                      const MatchOptions& options)
{
    std::ostringstream header;
    header << first.name() << " vs " << second.name() << ": "
           << counted(options.games, "game", "games") << " on " << options.size << "x"
           << options.size << ", komi " << options.komi << ", simple ko, area scoring, at most "
           << options.move_cap() << " moves, " << counted(options.jobs, "game", "games")
           << " at a time";
    return header.str();
}

// ---- Gomoku and Renju ----------------------------------------------------------------------

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

GameOutcome play_gomoku_match_game(int index, const PlayerSpec& black_spec,
                                   const PlayerSpec& white_spec, const MatchOptions& options,
                                   Rng& rng)
{
    const auto black = make_gomoku_player(black_spec, options.time_limit);
    const auto white = make_gomoku_player(white_spec, options.time_limit);
    const GomokuRecord record = play_gomoku_game(*black, *white, gomoku::Board(options.size),
                                                 options.rule, rng, gomoku::renju_foul);
    std::ostringstream comment;
    comment << record_heading(index, options, black_spec, white_spec)
            << "Rules: " << game_name(options.game) << ", " << gomoku::rule_name(options.rule)
            << " rule on " << options.size << "x" << options.size
            << (options.rule == gomoku::Rule::Renju ? "; a foul loses for Black" : "")
            << "; a full board is a draw\n"
            << "End: " << record.reason << "\nResult: " << record.result;
    const SgfGameInfo info{black_spec.name(), white_spec.name(), record.result, comment.str()};
    return GameOutcome{record.winner, record.result, end_words(record), record.board.stone_count(),
                       write_sgf(record.board, info)};
}

std::string gomoku_header(const PlayerSpec& first, const PlayerSpec& second,
                          const MatchOptions& options)
{
    std::ostringstream header;
    header << first.name() << " vs " << second.name() << ": "
           << counted(options.games, "game", "games") << " of " << game_name(options.game)
           << (options.game == GameKind::Renju
                   ? ""
                   : std::string(" (") + gomoku::rule_name(options.rule) + ")")
           << " on " << options.size << "x" << options.size << ", "
           << counted(options.jobs, "game", "games") << " at a time";
    return header.str();
}

} // namespace

Game match_start(const MatchOptions& options)
{
    return Game(Board(options.size), Rules{KoRule::Simple, options.komi});
}

GameOutcome play_go_game(const PlayerSpec& black_spec, const PlayerSpec& white_spec,
                         const MatchOptions& options, const RecordLabels& labels, Rng& rng,
                         DeadStoneReferee& referee)
{
    const bool gtp_in_game =
        black_spec.kind == PlayerKind::Gtp || white_spec.kind == PlayerKind::Gtp;
    const auto black = make_player(black_spec, options.time_limit);
    const auto white = make_player(white_spec, options.time_limit);
    const GameRecord record = play_game(*black, *white, match_start(options), options.move_cap(),
                                        rng, gtp_in_game ? &referee : nullptr);
    const SgfGameInfo info{labels.black, labels.white, record.result,
                           record_comment(record, options, labels.heading)};
    return GameOutcome{record.winner, record.result, end_words(record),
                       static_cast<int>(record.game.moves().size()), write_sgf(record.game, info)};
}

int run_match(const PlayerSpec& first, const PlayerSpec& second, const MatchOptions& options,
              std::ostream& out)
{
    const bool go = options.game == GameKind::Go;
    // Both players must exist before the first game, and the records must have a place: a
    // missing program or folder is the user's mistake, not a forfeit.
    for (const PlayerSpec* spec : {&first, &second})
        if (go)
            make_player(*spec, options.time_limit);
        else
            make_gomoku_player(*spec, options.time_limit);
    if (!go) static_cast<void>(gomoku::Board(options.size)); // throws for a size it cannot have
    if (options.sgf_dir) make_record_folder(*options.sgf_dir);
    out << (go ? go_header(first, second, options) : gomoku_header(first, second, options))
        << std::endl;

    // The first player is Black in the even-numbered games, counting from 0.
    const auto black = [&](int index) -> const PlayerSpec& {
        return index % 2 == 0 ? first : second;
    };
    const auto white = [&](int index) -> const PlayerSpec& {
        return index % 2 == 0 ? second : first;
    };
    // Each worker has its referee for Go's dead stones, started when first needed and kept
    // for its games.
    const auto make_worker = [&]() -> PlayGame {
        auto referee = std::make_shared<DeadStoneReferee>(options.referee, options.time_limit);
        return [&, referee](int index, Rng& rng) {
            if (!go) return play_gomoku_match_game(index, black(index), white(index), options, rng);
            const RecordLabels labels{black(index).name(), white(index).name(),
                                      record_heading(index, options, black(index), white(index))};
            return play_go_game(black(index), white(index), options, labels, rng, *referee);
        };
    };
    int wins = 0, draws = 0, losses = 0;
    const auto finished = [&](int index, const GameOutcome& game) {
        const Color first_color = index % 2 == 0 ? Color::Black : Color::White;
        if (game.winner == Color::Empty)
            ++draws;
        else if (game.winner == first_color)
            ++wins;
        else
            ++losses;
        out << progress_line(index, options.games, black(index).name(), white(index).name(), game)
            << " \u2014 " << first.name() << " " << tally(wins, draws, losses) << std::endl;
    };
    const SeriesOptions series{options.games, options.first_game - 1, options.seed, options.jobs,
                               options.sgf_dir};
    run_series(
        series, make_worker,
        [&](int index) { return "game-" + game_number(index, options.games) + ".sgf"; }, finished);

    out << summary_line(first.name(), second.name(), wins, draws, losses) << std::endl;
    return 0;
}

} // namespace stonelab::arena
