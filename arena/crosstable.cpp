/// \file
/// A tournament's crosstable made from its games (crosstable.hpp): the tallies, the ranking,
/// and the table as text and as CSV.
#include "arena/crosstable.hpp"

#include <algorithm>
#include <iomanip>
#include <sstream>

namespace stonelab::arena {

Tally& Tally::operator+=(const Tally& other)
{
    wins += other.wins;
    draws += other.draws;
    losses += other.losses;
    return *this;
}

Crosstable::Crosstable(std::vector<std::string> names, const std::vector<TournamentGame>& games)
    : names_(std::move(names)), pairs_(names_.size(), std::vector<Tally>(names_.size()))
{
    for (const TournamentGame& game : games) {
        Tally& black = pairs_[game.black][game.white];
        Tally& white = pairs_[game.white][game.black];
        if (game.winner == Color::Empty) {
            ++black.draws;
            ++white.draws;
        } else if (game.winner == Color::Black) {
            ++black.wins;
            ++white.losses;
        } else {
            ++black.losses;
            ++white.wins;
        }
    }
    std::vector<int> half_points(names_.size());
    std::vector<long> tie_break(names_.size());
    for (int i = 0; i < players(); ++i) {
        half_points[i] = total(i).half_points();
        tie_break[i] = sonneborn_berger_quarters(i);
    }
    for (int i = 0; i < players(); ++i) ranking_.push_back(i);
    std::stable_sort(ranking_.begin(), ranking_.end(), [&](int a, int b) {
        if (half_points[a] != half_points[b]) return half_points[a] > half_points[b];
        return tie_break[a] > tie_break[b];
    });
}

Tally Crosstable::total(int player) const
{
    Tally sum;
    for (const Tally& tally : pairs_[player]) sum += tally;
    return sum;
}

long Crosstable::sonneborn_berger_quarters(int player) const
{
    long sum = 0;
    for (int opponent = 0; opponent < players(); ++opponent)
        sum += static_cast<long>(against(player, opponent).half_points()) *
               total(opponent).half_points();
    return sum;
}

std::string fraction_text(long parts_count, int parts)
{
    std::ostringstream text;
    text << std::fixed << std::setprecision(2) << static_cast<double>(parts_count) / parts;
    std::string number = text.str();
    while (number.back() == '0') number.pop_back();
    if (number.back() == '.') number.pop_back();
    return number;
}

namespace {

std::string tally_cell(const Tally& tally)
{
    return std::to_string(tally.wins) + "-" + std::to_string(tally.draws) + "-" +
           std::to_string(tally.losses) + " " + fraction_text(tally.half_points(), 2);
}

// Rows of cells as columns two spaces apart, each as wide as its widest cell, no trailing
// blanks.
std::string aligned(const std::vector<std::vector<std::string>>& rows)
{
    std::vector<std::size_t> widths;
    for (const auto& row : rows)
        for (std::size_t c = 0; c < row.size(); ++c) {
            if (widths.size() <= c) widths.push_back(0);
            widths[c] = std::max(widths[c], row[c].size());
        }
    std::string text;
    for (const auto& row : rows) {
        std::string line;
        for (std::size_t c = 0; c < row.size(); ++c) {
            line += row[c];
            if (c + 1 < row.size()) line += std::string(widths[c] - row[c].size() + 2, ' ');
        }
        while (!line.empty() && line.back() == ' ') line.pop_back();
        text += line + "\n";
    }
    return text;
}

} // namespace

std::string crosstable_text(const Crosstable& table)
{
    const std::vector<int>& ranking = table.ranking();
    std::vector<std::vector<std::string>> rows;
    std::vector<std::string> header{"#", "player"};
    for (std::size_t r = 0; r < ranking.size(); ++r) header.push_back(std::to_string(r + 1));
    for (const char* column : {"games", "wins", "draws", "losses", "points", "SB"})
        header.push_back(column);
    rows.push_back(header);
    for (std::size_t r = 0; r < ranking.size(); ++r) {
        const int player = ranking[r];
        std::vector<std::string> row{std::to_string(r + 1), table.name(player)};
        for (int opponent : ranking)
            row.push_back(opponent == player ? "x" : tally_cell(table.against(player, opponent)));
        const Tally total = table.total(player);
        for (int number : {total.games(), total.wins, total.draws, total.losses})
            row.push_back(std::to_string(number));
        row.push_back(fraction_text(total.half_points(), 2));
        row.push_back(fraction_text(table.sonneborn_berger_quarters(player), 4));
        rows.push_back(row);
    }
    return aligned(rows) +
           "Column k: wins-draws-losses and points against the player ranked k. A win is 1 "
           "point, a draw 1/2, a loss 0; SB: Sonneborn-Berger, the tie-break.\n";
}

std::string crosstable_csv(const Crosstable& table)
{
    std::ostringstream csv;
    csv << "rank,player,opponent,games,wins,draws,losses,points,sonneborn_berger\n";
    const auto row = [&](int rank, int player, const std::string& opponent, const Tally& tally,
                         const std::string& tie_break) {
        csv << rank << "," << table.name(player) << "," << opponent << "," << tally.games() << ","
            << tally.wins << "," << tally.draws << "," << tally.losses << ","
            << fraction_text(tally.half_points(), 2) << "," << tie_break << "\n";
    };
    const std::vector<int>& ranking = table.ranking();
    for (std::size_t r = 0; r < ranking.size(); ++r) {
        const int player = ranking[r];
        const int rank = static_cast<int>(r) + 1;
        row(rank, player, "", table.total(player),
            fraction_text(table.sonneborn_berger_quarters(player), 4));
        for (int opponent : ranking)
            if (opponent != player)
                row(rank, player, table.name(opponent), table.against(player, opponent), "");
    }
    return csv.str();
}

} // namespace stonelab::arena
