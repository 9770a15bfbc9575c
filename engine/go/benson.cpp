#include "engine/go/benson.hpp"

#include "engine/go/board.hpp"

#include <bitset>
#include <stdexcept>

namespace stonelab {

namespace {

// Point sets of an engine board as bits of its padded array: bit p is Point p. A neighbour
// is one shift away (1 across, stride down or up); the wall's bits are masked off.
class BoardSets {
public:
    using Set = std::bitset<kMaxCells>;

    explicit BoardSets(const Board& board)
        : stride_(static_cast<std::size_t>(board.geometry().stride()))
    {
        for (Point p : board.points()) full_.set(static_cast<std::size_t>(p));
    }

    Set full() const { return full_; }
    Set neighbours(const Set& s) const
    {
        return ((s << 1) | (s >> 1) | (s << stride_) | (s >> stride_)) & full_;
    }
    Set flood(const Set& seed, const Set& within) const
    {
        Set region = seed & within;
        for (;;) {
            const Set grown = (region | neighbours(region)) & within;
            if (grown == region) return region;
            region = grown;
        }
    }
    static Set lowest(const Set& s)
    {
        Set one;
        for (std::size_t p = 0; p < s.size(); ++p)
            if (s.test(p)) return one.set(p);
        return one;
    }
    static bool is_empty(const Set& s) { return s.none(); }
    static bool is_single(const Set& s) { return s.count() == 1; }

private:
    std::size_t stride_;
    Set full_;
};

std::vector<Point> points_of(const BoardSets::Set& s)
{
    std::vector<Point> points;
    for (std::size_t p = 0; p < s.size(); ++p)
        if (s.test(p)) points.push_back(static_cast<Point>(p));
    return points;
}

} // namespace

UnconditionalLife unconditional_life(const Board& board, Color color,
                                     std::vector<BensonRound>* rounds)
{
    if (color != Color::Black && color != Color::White)
        throw std::invalid_argument("unconditional_life: the colour must be Black or White");
    const BoardSets sets(board);
    BoardSets::Set mine, theirs;
    for (Point p : board.points()) {
        if (board.at(p) == color) mine.set(static_cast<std::size_t>(p));
        if (board.at(p) == opponent(color)) theirs.set(static_cast<std::size_t>(p));
    }
    std::vector<BensonRoundSets<BoardSets::Set>> round_sets;
    const BensonSets<BoardSets::Set> found =
        benson_core<kMaxCells>(sets, mine, theirs, rounds ? &round_sets : nullptr);
    if (rounds) {
        rounds->clear();
        for (const auto& round : round_sets) {
            BensonRound& points = rounds->emplace_back();
            for (const auto& [block, vital] : round.blocks)
                points.blocks.emplace_back(points_of(block), vital);
            points.vital = points_of(round.vital);
            points.dropped = points_of(round.dropped);
        }
    }
    return {points_of(found.alive), points_of(found.regions), points_of(found.eyes)};
}

} // namespace stonelab
