/// \file
/// A GTP engine as a Go player (gtp_player.hpp).
#include "arena/gtp_player.hpp"

#include "engine/base/geometry.hpp"
#include "engine/base/utf8.hpp"

#include <cctype>
#include <sstream>

namespace stonelab::arena {

std::string gtp_color(Color color) { return color == Color::Black ? "b" : "w"; }

std::vector<std::string> gtp_new_game_commands(const Game& game)
{
    std::ostringstream komi;
    komi << game.rules().komi;
    return {"boardsize " + std::to_string(game.board().width()), "clear_board",
            "komi " + komi.str()};
}

GtpPlayer::GtpPlayer(const PlayerSpec& spec, std::chrono::milliseconds time_limit)
    : engine_(spec, "the GTP engine", time_limit)
{
}

void GtpPlayer::start_game(const Game& game)
{
    engine_.start();
    for (const std::string& command : gtp_new_game_commands(game))
        ask(command, engine_.start_up_limit());
}

Point GtpPlayer::choose_move(const Game& game, Color color, Rng&)
{
    const std::string answer = ask("genmove " + gtp_color(color), engine_.time_limit());
    std::string lower;
    for (char ch : answer) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    if (lower == "resign") return kResign;
    const auto move = parse_gtp_vertex(game.board().geometry(), answer);
    if (!move)
        throw PlayerFailure(engine_.name() + " answered `genmove " + gtp_color(color) + "` with `" +
                            one_line_excerpt(answer) + "`, which is not a move on this board");
    return *move;
}

void GtpPlayer::opponent_played(const Game& game, Move move)
{
    ask("play " + gtp_color(move.color) + " " + to_gtp_vertex(game.board().geometry(), move.point),
        engine_.time_limit());
}

std::string GtpPlayer::ask(const std::string& command, std::chrono::milliseconds limit)
{
    const GtpReply reply = engine_.talk([&](GtpProcess& engine) {
        // The limit holds for a whole answer, not for a silence: an engine that keeps writing
        // without finishing is late too.
        engine.set_silence_limit(limit);
        engine.set_answer_limit(limit);
        return engine.ask(command);
    });
    if (!reply.success)
        throw PlayerFailure(engine_.name() + " refused `" + command +
                            "`: " + one_line_excerpt(reply.as_written()));
    return reply.text;
}

} // namespace stonelab::arena
