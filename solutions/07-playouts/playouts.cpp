// Lesson 7's reference solution, tasks 1 to 3: one playout, its outcome, and many playouts
// made into a win rate, its Wilson interval and an ownership map.
#include "playouts.hpp"

#include "engine/go/random_player.hpp"
#include "engine/go/scoring.hpp"

#include <cmath>
#include <stdexcept>

namespace stonelab::lesson07 {

namespace {

void require_player(Color color, const char* function)
{
    if (color != Color::Black && color != Color::White)
        throw std::invalid_argument(std::string(function) + ": the player must be Black or White");
}

// Who seed 002's count_score gives p to: a stone is its colour's; an empty point belongs to
// the one colour among its neighbours, or to nobody if it sees both or neither.
int owner(const Board& board, Point p)
{
    const Color c = board.at(p);
    if (c == Color::Black) return +1;
    if (c == Color::White) return -1;
    bool black = false, white = false;
    for (int i = 0; i < 4; ++i) {
        const Color n = board.at(board.neighbour(p, i));
        black = black || n == Color::Black;
        white = white || n == Color::White;
    }
    return black == white ? 0 : (black ? +1 : -1);
}

} // namespace

//! [playout]
Playout play_playout(const Board& start, Color to_move, Rng& rng, int max_moves)
{
    require_player(to_move, "play_playout");
    if (max_moves < 0) throw std::invalid_argument("play_playout: negative move cap");
    Playout playout{{}, start};
    Board& board = playout.final_board;
    Color color = to_move;
    int passes_in_a_row = 0; // passes before the start are not this playout's
    while (passes_in_a_row < 2 && static_cast<int>(playout.moves.size()) < max_moves) {
        const Point move = random_move(board, color, rng); // lesson 4's player
        board.play(color, move);
        playout.moves.push_back(move);
        passes_in_a_row = move == kPass ? passes_in_a_row + 1 : 0;
        color = opponent(color);
    }
    return playout;
}
//! [playout]

//! [outcome]
Outcome playout_outcome(const Board& final_board, Color to_move, double komi)
{
    require_player(to_move, "playout_outcome");
    const AreaScore score = count_score(final_board, komi); // lesson 5's seed 002 count
    Outcome outcome;
    outcome.black = score.black_area();
    outcome.white = score.white_area();
    outcome.margin = outcome.black - outcome.white - komi; // the komi is White's
    if (outcome.margin > 0) outcome.winner = Color::Black;
    if (outcome.margin < 0) outcome.winner = Color::White;
    // From the side of the player who moved first: a draw is nobody's win.
    if (outcome.winner != Color::Empty) outcome.result = outcome.winner == to_move ? +1 : -1;
    return outcome;
}
//! [outcome]

//! [wilson]
Interval wilson_interval(double wins, int n)
{
    if (n <= 0) throw std::invalid_argument("wilson_interval: no trials");
    if (!(wins >= 0 && wins <= n))
        throw std::invalid_argument("wilson_interval: wins must be between 0 and n");
    const double p = wins / n;
    const double z2 = kZ95 * kZ95;
    const double denominator = 1 + z2 / n;
    const double centre = (p + z2 / (2.0 * n)) / denominator;
    const double half = kZ95 / denominator * std::sqrt(p * (1 - p) / n + z2 / (4.0 * n * n));
    return {centre - half, centre + half};
}
//! [wilson]

//! [many]
PlayoutStats run_playouts(const Board& start, Color to_move, double komi, int count,
                          std::uint64_t seed, int max_moves)
{
    if (count <= 0) throw std::invalid_argument("run_playouts: count must be positive");
    Rng rng(seed); // one generator for all the playouts, one after the other
    PlayoutStats stats;
    std::vector<int> owned(static_cast<std::size_t>(start.geometry().cells()), 0);
    for (int i = 0; i < count; ++i) {
        const Playout playout = play_playout(start, to_move, rng, max_moves);
        const Outcome outcome = playout_outcome(playout.final_board, to_move, komi);
        stats.wins += outcome.result == +1;
        stats.draws += outcome.result == 0;
        for (Point p : start.points())
            owned[static_cast<std::size_t>(p)] += owner(playout.final_board, p);
    }
    stats.playouts = count;
    const double score = stats.wins + stats.draws / 2.0;
    stats.win_rate = score / count;
    stats.interval = wilson_interval(score, count);
    for (int total : owned) stats.ownership.push_back(static_cast<double>(total) / count);
    return stats;
}
//! [many]

} // namespace stonelab::lesson07
