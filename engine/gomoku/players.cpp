#include "engine/gomoku/players.hpp"

#include "engine/gomoku/inui.hpp"
#include "engine/gomoku/matsuda.hpp"
#include "engine/gomoku/renju.hpp"

#include <algorithm>
#include <stdexcept>
#include <utility>

namespace stonelab::gomoku {

namespace {

// A player that found nothing it would play (kPass) plays the first empty point: a foul.
MoveFunction or_forced_foul(MoveFunction move)
{
    return [move = std::move(move)](const Board& board, Rule rule, Rng& rng) {
        const Point p = move(board, rule, rng);
        if (p != kPass) return p;
        for (Point q : board.points())
            if (board.is_empty(q)) return q;
        throw std::invalid_argument("no empty point left to play");
    };
}

Point inui_player(const Board& board, Rule, Rng& rng) { return inui_move(board, rng); }

} // namespace

const std::vector<BuiltinPlayer>& builtin_players()
{
    static const std::vector<BuiltinPlayer> players{
        {"random", "a uniformly drawn empty point", or_forced_foul(random_gomoku_move)},
        {"greedy", "wins at once, else blocks a five, else plays next to the last stone",
         or_forced_foul(greedy_gomoku_move)},
        // The lessons' players are added here.
        {"matsuda",
         "Matsuda et al.'s pattern tables and priorities (lesson 10); under Renju Black skips "
         "its fouls",
         or_forced_foul(matsuda_move)},
        {"inui",
         "Inui's expected-value tables, the best point that is no foul (lesson 11); in Gomoku "
         "it keeps to Renju's restrictions on Black",
         or_forced_foul(inui_player)},
    };
    return players;
}

const BuiltinPlayer* find_player(std::string_view name)
{
    for (const BuiltinPlayer& player : builtin_players())
        if (player.name == name) return &player;
    return nullptr;
}

std::string player_names()
{
    std::string names;
    for (const BuiltinPlayer& player : builtin_players())
        names += (names.empty() ? "" : ", ") + player.name;
    return names;
}

bool renju_foul(const Board& board, Point p) { return is_foul(board, p); }

namespace {

std::vector<Point> empty_points(const Board& board)
{
    std::vector<Point> empty;
    for (Point p : board.points())
        if (board.at(p) == Color::Empty) empty.push_back(p);
    return empty;
}

} // namespace

Point random_gomoku_move(const Board& board, Rule, Rng& rng)
{
    const std::vector<Point> empty = empty_points(board);
    return empty[rng.below(static_cast<std::uint32_t>(empty.size()))];
}

Point greedy_gomoku_move(const Board& board, Rule rule, Rng& rng)
{
    const Color me = board.to_move();
    const auto allowed = [&](Point p) {
        return board.is_empty(p) &&
               !(rule == Rule::Renju && me == Color::Black && renju_foul(board, p));
    };
    for (Color color : {me, opponent(me)})
        for (Point p : board.points())
            if (allowed(p) && makes_win(board, p, color, rule)) return p;

    const Geometry& g = board.geometry();
    if (!board.moves().empty()) {
        const Point last = board.moves().back();
        const int across = 1, down = g.stride();
        for (int step : {across, down + across, down, down - across, -across, -down - across, -down,
                         -down + across})
            if (allowed(last + step)) return last + step;
    } else {
        const Point centre = g.point((g.width + 1) / 2, (g.height + 1) / 2);
        if (allowed(centre)) return centre;
    }

    std::vector<Point> candidates = empty_points(board);
    const auto forbidden =
        std::remove_if(candidates.begin(), candidates.end(), [&](Point p) { return !allowed(p); });
    if (forbidden != candidates.begin()) candidates.erase(forbidden, candidates.end());
    return candidates[rng.below(static_cast<std::uint32_t>(candidates.size()))];
}

} // namespace stonelab::gomoku
