/// \file
/// The capstone's ownership map (ownership.hpp): summed from playouts' final positions by the
/// engine's `count_score`, and the dead stones, sekis and counts read from it.
#include "engine/go/capstone/ownership.hpp"

#include "engine/go/fast_board.hpp"

#include <algorithm>
#include <cmath>

namespace stonelab {

void OwnershipCount::reset(int cells) { sum_.assign(static_cast<std::size_t>(cells), 0); }

AreaScore OwnershipCount::add(const FastBoard& board, double komi)
{
    return count_score(board, komi, [this](Point p, Color owner) {
        sum_[static_cast<std::size_t>(p)] +=
            owner == Color::Black ? 1 : (owner == Color::White ? -1 : 0);
    });
}

std::vector<double> OwnershipCount::mean(int playouts) const
{
    std::vector<double> map(sum_.size(), 0);
    if (playouts > 0)
        for (std::size_t i = 0; i < sum_.size(); ++i)
            map[i] = static_cast<double>(sum_[i]) / playouts;
    return map;
}

std::vector<Point> dead_stones_from_ownership(const Board& board,
                                              const std::vector<double>& ownership,
                                              double threshold)
{
    std::vector<Point> dead;
    if (ownership.size() < static_cast<std::size_t>(board.geometry().cells())) return dead;
    for (Point p : board.points()) {
        const Color c = board.at(p);
        if (c != Color::Black && c != Color::White) continue;
        const double own = ownership[static_cast<std::size_t>(p)];
        if ((c == Color::Black ? own : -own) <= -threshold) dead.push_back(p);
    }
    return dead;
}

std::vector<Point> seki_stones(const Board& board, const std::vector<double>& ownership,
                               double threshold)
{
    std::vector<Point> seki;
    if (ownership.size() < static_cast<std::size_t>(board.geometry().cells())) return seki;
    const std::vector<Point> dead = dead_stones_from_ownership(board, ownership, threshold);
    const auto alive = [&](Point p, Color c) {
        return board.at(p) == c && std::find(dead.begin(), dead.end(), p) == dead.end();
    };
    const Geometry& g = board.geometry();
    for (Point p : board.points()) {
        const Color c = board.at(p);
        if ((c != Color::Black && c != Color::White) || !alive(p, c)) continue;
        bool in_seki = false;
        for (Point liberty : board.liberty_points(p)) {
            if (std::abs(ownership[static_cast<std::size_t>(liberty)]) >= threshold) continue;
            for (int i = 0; i < 4; ++i) in_seki |= alive(liberty + g.dir(i), opponent(c));
        }
        if (in_seki) seki.push_back(p);
    }
    return seki;
}

double margin_without(const Board& board, const std::vector<Point>& dead, double komi)
{
    Board counted = board;
    for (Point p : dead) counted.set_stone(p, Color::Empty);
    return tromp_taylor_score(counted, komi).margin();
}

} // namespace stonelab
