/// \file
/// Players made from their specs (players.hpp).
#include "arena/players.hpp"

#include "arena/gomocup_player.hpp"
#include "arena/gtp_player.hpp"
#include "engine/gomoku/players.hpp"

#include <stdexcept>

namespace stonelab::arena {

namespace {

// A built-in Gomoku player: one function of engine/gomoku/players.hpp.
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

} // namespace

std::unique_ptr<GoPlayer> make_player(const PlayerSpec& spec, std::chrono::milliseconds time_limit)
{
    switch (spec.kind) {
    case PlayerKind::Go: return make_go_player(spec.go);
    case PlayerKind::Gtp: return std::make_unique<GtpPlayer>(spec, time_limit);
    case PlayerKind::Gomoku:
    case PlayerKind::Gomocup: break;
    }
    throw std::invalid_argument("'" + spec.text + "' is not a Go player");
}

std::unique_ptr<GomokuPlayer> make_gomoku_player(const PlayerSpec& spec,
                                                 std::chrono::milliseconds time_limit)
{
    if (spec.kind == PlayerKind::Gomocup) return std::make_unique<GomocupPlayer>(spec, time_limit);
    const gomoku::BuiltinPlayer* player = gomoku::find_player(spec.builtin);
    if (spec.kind != PlayerKind::Gomoku || !player)
        throw std::invalid_argument("'" + spec.text + "' is not a Gomoku player");
    return std::make_unique<BuiltinGomokuPlayer>(player->move);
}

} // namespace stonelab::arena
