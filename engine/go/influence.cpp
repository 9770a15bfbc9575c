#include "engine/go/influence.hpp"

#include <cstdlib>

namespace stonelab {

namespace {

// The signed strength of one empty point: + for Black, - for White, 0 for nobody.
int strength(int black, int white, InfluenceRule rule)
{
    if (rule == InfluenceRule::Majority) return black - white;
    if (black > 0 && white > 0) return 0; // the two influences cancel out
    return black - white;                 // one of them is 0
}

Color owner_of(int signed_strength)
{
    if (signed_strength > 0) return Color::Black;
    if (signed_strength < 0) return Color::White;
    return Color::Empty;
}

} // namespace

InfluenceCounts influence_counts(const Board& board)
{
    const Geometry& g = board.geometry();
    const auto cells = static_cast<std::size_t>(g.cells());
    InfluenceCounts counts{std::vector<int>(cells, 0), std::vector<int>(cells, 0)};
    // Spread each stone over its diamond rather than searching around each point: the
    // board has fewer stones than points, and the diamond is the picture of the rule.
    for (Point stone : board.points()) {
        const Color color = board.at(stone);
        if (color != Color::Black && color != Color::White) continue;
        std::vector<int>& count = color == Color::Black ? counts.black : counts.white;
        for (int dy = -kInfluenceReach; dy <= kInfluenceReach; ++dy) {
            const int span = kInfluenceReach - std::abs(dy);
            for (int dx = -span; dx <= span; ++dx) {
                const int x = g.x_of(stone) + dx, y = g.y_of(stone) + dy;
                if (x < 1 || x > g.width || y < 1 || y > g.height) continue; // off the board
                ++count[g.point(x, y)];
            }
        }
    }
    return counts;
}

std::vector<int> influence_strengths(const Board& board, InfluenceRule rule)
{
    const InfluenceCounts counts = influence_counts(board);
    std::vector<int> strengths(counts.black.size(), 0);
    for (Point p : board.points())
        if (board.at(p) == Color::Empty)
            strengths[p] = strength(counts.black[p], counts.white[p], rule);
    return strengths;
}

std::vector<Color> influence_owners(const Board& board, InfluenceRule rule)
{
    const std::vector<int> strengths = influence_strengths(board, rule);
    std::vector<Color> owners(strengths.size(), Color::Empty);
    for (Point p : board.points()) {
        const Color stone = board.at(p);
        owners[p] = stone == Color::Empty ? owner_of(strengths[p]) : stone;
    }
    return owners;
}

} // namespace stonelab
