#include "engine/go/scoring.hpp"

#include <cmath>
#include <sstream>
#include <vector>

namespace stonelab {

AreaScore tromp_taylor_score(const Board& board, double komi)
{
    AreaScore score;
    score.komi = komi;
    std::vector<bool> visited(board.geometry().cells(), false);
    for (Point p : board.points()) {
        const Color c = board.cell(p);
        if (c == Color::Black) ++score.black_stones;
        if (c == Color::White) ++score.white_stones;
        if (c != Color::Empty || visited[p]) continue;

        // Flood the empty region through p, noting which colours border it.
        std::vector<Point> region{p};
        visited[p] = true;
        bool reaches_black = false, reaches_white = false;
        for (std::size_t k = 0; k < region.size(); ++k)
            for (int i = 0; i < 4; ++i) {
                const Point n = board.neighbour(region[k], i);
                const Color nc = board.cell(n);
                reaches_black |= nc == Color::Black;
                reaches_white |= nc == Color::White;
                if (nc == Color::Empty && !visited[n]) {
                    visited[n] = true;
                    region.push_back(n);
                }
            }
        const int size = static_cast<int>(region.size());
        if (reaches_black && !reaches_white) score.black_territory += size;
        if (reaches_white && !reaches_black) score.white_territory += size;
    }
    return score;
}

std::string result_string(double margin)
{
    if (margin == 0) return "0";
    std::ostringstream out;
    out << (margin > 0 ? "B+" : "W+") << std::abs(margin);
    return out.str();
}

} // namespace stonelab
