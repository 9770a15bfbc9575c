/// \file
/// A Gomocup brain as a Gomoku player (gomocup_player.hpp).
#include "arena/gomocup_player.hpp"

#include "engine/base/utf8.hpp"
#include "engine/protocols/gomocup.hpp"

#include <algorithm>

namespace stonelab::arena {

// A brain may spend the whole of what it is told (Rapfi does, to the last few milliseconds),
// and its answer still has pipes and a busy machine to cross before the limit; Piskvork
// leaves the same room, a tolerance over the turn time.
std::chrono::milliseconds gomocup_turn_time(std::chrono::milliseconds limit)
{
    return limit - std::min(limit / 10, std::chrono::milliseconds(1000));
}

GomocupPlayer::GomocupPlayer(const PlayerSpec& spec, std::chrono::milliseconds time_limit)
    : brain_(spec, "the Gomocup brain", time_limit)
{
}

void GomocupPlayer::start_game(const gomoku::Board& board, gomoku::Rule rule)
{
    brain_.start();
    const auto start_up = brain_.start_up_limit();
    brain_.talk([&](GomocupProcess& brain) {
        brain.tell("INFO timeout_turn " +
                       std::to_string(gomocup_turn_time(brain_.time_limit()).count()),
                   start_up);
        brain.tell("INFO timeout_match 0", start_up);
        brain.tell("INFO game_type 1", start_up);
        brain.tell("INFO rule " + std::to_string(gomocup::rule_bits(rule)), start_up);
    });
    const std::string start = "START " + std::to_string(board.size());
    const std::string answer = ask(start, start_up);
    if (answer != "OK") refused(start, answer);
}

Point GomocupPlayer::choose_move(const gomoku::Board& board, gomoku::Rule, Rng&)
{
    const std::string command = board.moves().empty()
                                    ? "BEGIN"
                                    : "TURN " + gomocup::coordinates(board, board.moves().back());
    const std::string answer = ask(command, brain_.time_limit());
    const auto xy = gomocup::parse_coordinates(answer);
    if (!xy) refused(command, answer);
    const auto p = gomocup::point_at(board, xy->first, xy->second);
    if (!p)
        throw PlayerFailure(brain_.name() + " answered `" + command + "` with `" + answer +
                            "`, which is off the " + std::to_string(board.size()) + "x" +
                            std::to_string(board.size()) + " board");
    return *p;
}

std::string GomocupPlayer::ask(const std::string& command, std::chrono::milliseconds limit)
{
    return brain_.talk([&](GomocupProcess& brain) { return brain.ask(command, limit); });
}

void GomocupPlayer::refused(const std::string& command, const std::string& answer) const
{
    throw PlayerFailure(brain_.name() + " answered `" + command + "` with `" +
                        one_line_excerpt(answer) + "`" +
                        (command.rfind("START", 0) == 0 ? ", not OK" : ", which is not a move"));
}

} // namespace stonelab::arena
