/// \file
/// A tournament's crosstable: a win is 1 point, a draw 1/2, a loss (a forfeit too) 0. Players
/// are ranked by points; equal points by the Sonneborn-Berger score (the sum, over the
/// opponents, of the points scored against each times that opponent's total: beating the
/// strong counts more); players still equal keep the order of the configuration file.
#pragma once

#include "engine/base/color.hpp"

#include <string>
#include <vector>

namespace stonelab::arena {

/// One game of a tournament, as the crosstable needs it: player indices into the
/// configuration's list, and the winner's colour (Empty for a draw).
struct TournamentGame {
    int black = 0;
    int white = 0;
    Color winner = Color::Empty;
};

/// Wins, draws and losses of one player against one opponent, or against all.
struct Tally {
    int wins = 0;
    int draws = 0;
    int losses = 0;
    int games() const { return wins + draws + losses; }
    /// Points in halves: a win 2, a draw 1 (so that sums stay whole numbers).
    int half_points() const { return 2 * wins + draws; }
    Tally& operator+=(const Tally& other);
    bool operator==(const Tally&) const = default;
};

/// The results of a tournament, ranked.
class Crosstable {
public:
    /// The crosstable of `games` between the players `names` (in the configuration's order).
    Crosstable(std::vector<std::string> names, const std::vector<TournamentGame>& games);

    int players() const { return static_cast<int>(names_.size()); }
    const std::string& name(int player) const { return names_[player]; }
    /// `player`'s results against `opponent`.
    const Tally& against(int player, int opponent) const { return pairs_[player][opponent]; }
    /// `player`'s results against everyone.
    Tally total(int player) const;
    /// The Sonneborn-Berger score in quarter points: the sum over the opponents of the half
    /// points scored against each times that opponent's total half points.
    long sonneborn_berger_quarters(int player) const;
    /// The players, best first: by points, then Sonneborn-Berger, then configuration order.
    const std::vector<int>& ranking() const { return ranking_; }

private:
    std::vector<std::string> names_;
    std::vector<std::vector<Tally>> pairs_;
    std::vector<int> ranking_;
};

/// A number of half points (or quarter points, `parts` 4) as text: "2", "1.5", "2.25".
std::string fraction_text(long parts_count, int parts);

/// The crosstable as text: a line per player in rank order, a column per opponent (by rank)
/// with "W-D-L P" (wins, draws, losses and points against that opponent), then the totals.
std::string crosstable_text(const Crosstable& table);

/// The crosstable as CSV: the header `rank,player,opponent,games,wins,draws,losses,points,
/// sonneborn_berger`, then for each player in rank order a row of totals (opponent empty,
/// with the Sonneborn-Berger score) followed by a row per opponent in rank order (its
/// Sonneborn-Berger field empty). Numbers as `fraction_text` writes them.
std::string crosstable_csv(const Crosstable& table);

} // namespace stonelab::arena
