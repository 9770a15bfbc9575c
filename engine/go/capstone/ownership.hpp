/// \file
/// The capstone's ownership map, and the dead stones and sekis read from it.
///
/// **Ownership.** Every playout's final position says who owns each point (its stone, or the
/// colour of the only stones next to an empty point: `count_owner`, engine/go/scoring.hpp).
/// Summed over a search, +1 for Black and −1 for White, then divided by the playouts, this is
/// the ownership map: a stone whose point the other colour owns is dead
/// (`dead_stones_from_ownership`). At the end of a game the stones' status is read from the
/// policy's playouts alone (`CapstonePlayer::playout_ownership`, player.hpp): the tree's map
/// also counts the lines where a side that loses anyway throws a seki away.
#pragma once

#include "engine/go/board.hpp"
#include "engine/go/scoring.hpp"

#include <vector>

namespace stonelab {

class FastBoard;

/// Who owns each point, summed over the final positions of many playouts.
class OwnershipCount {
public:
    /// No playout counted yet, on a board of `cells` cells (its padded array).
    void reset(int cells);
    /// Adds who owns each point of `board`, a playout's final position, and returns its
    /// `count_score` (the same pass of the board says both).
    AreaScore add(const FastBoard& board, double komi);
    /// Per index of the board's padded array: the mean owner over `playouts` playouts, +1
    /// Black, −1 White (0 off the board, and everywhere if `playouts` is 0).
    std::vector<double> mean(int playouts) const;

private:
    std::vector<long> sum_; // per cell: Black's playouts minus White's
};

/// The stones of `board` that `ownership` (a search's) calls dead: those whose point the
/// other colour owns by at least `threshold` (ownership of the stone's colour ≤ −threshold),
/// in raster order.
std::vector<Point> dead_stones_from_ownership(const Board& board,
                                              const std::vector<double>& ownership,
                                              double threshold);

/// Seki stones by the same map: stones that are not dead whose string has a liberty that
/// the playouts leave to no one (|ownership| < `threshold`) and that also touches a stone of
/// the other colour that is not dead: a liberty shared in a seki. In raster order.
std::vector<Point> seki_stones(const Board& board, const std::vector<double>& ownership,
                               double threshold);

/// `tromp_taylor_score` after taking `dead` off the board.
double margin_without(const Board& board, const std::vector<Point>& dead, double komi);

} // namespace stonelab
