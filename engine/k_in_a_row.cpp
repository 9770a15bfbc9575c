#include "engine/k_in_a_row.hpp"

#include <algorithm>
#include <cstdlib>
#include <stdexcept>

namespace stonelab::search {

KInARow::KInARow(int width, int height, int k, DrawRule draw_rule)
    : width_(width), height_(height), k_(k), draw_rule_(draw_rule),
      cells_(static_cast<std::size_t>(width * height)), lines_through_(cells_.size())
{
    if (width < 1 || width > 26 || height < 1 || height > 26 || k < 1 ||
        k > std::max(width, height))
        throw std::invalid_argument("k-in-a-row needs 1 <= width, height <= 26 and "
                                    "1 <= k <= the longer side");
    // Every line of k cells: from each start cell in the four directions (across, down and
    // the two diagonals), if it stays on the board.
    constexpr int directions[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    for (int start = 0; start < width_ * height_; ++start)
        for (const auto& d : directions) {
            const int x = start % width_, y = start / width_;
            const int end_x = x + (k_ - 1) * d[0], end_y = y + (k_ - 1) * d[1];
            if (end_x < 0 || end_x >= width_ || end_y < 0 || end_y >= height_) continue;
            std::vector<int> line;
            for (int i = 0; i < k_; ++i) line.push_back((y + i * d[1]) * width_ + x + i * d[0]);
            for (int cell : line) lines_through_[cell].push_back(static_cast<int>(lines_.size()));
            lines_.push_back(std::move(line));
        }
    // Centre first: sort by doubled distance from the centre (doubled to stay in integers),
    // ties in raster order.
    const auto distance = [&](int cell) {
        return std::abs(2 * (cell % width_) - (width_ - 1)) +
               std::abs(2 * (cell / width_) - (height_ - 1));
    };
    for (int cell = 0; cell < width_ * height_; ++cell) search_order_.push_back(cell);
    std::stable_sort(search_order_.begin(), search_order_.end(),
                     [&](int a, int b) { return distance(a) < distance(b); });
}

bool KInARow::is_over() const
{
    if (last_move_won_ || played_.size() == cells_.size()) return true;
    return draw_rule_ == DrawRule::NoLineLeft && !some_line_open();
}

std::vector<Move> KInARow::legal_moves() const
{
    std::vector<Move> moves;
    if (is_over()) return moves;
    // Order the empty cells by how much they do for the lines through them (centre first
    // among equals): winning at once first, then stopping the opponent's win, then
    // lengthening one's own lines and blocking the opponent's.
    const Mark mine = to_move() == Side::First ? Mark::X : Mark::O;
    std::vector<std::pair<long, int>> ranked; // (-urgency, position in search order)
    for (std::size_t i = 0; i < search_order_.size(); ++i) {
        const int cell = search_order_[i];
        if (cells_[cell] == Mark::None) ranked.emplace_back(-urgency(cell, mine), i);
    }
    std::sort(ranked.begin(), ranked.end());
    for (const auto& entry : ranked) moves.push_back(search_order_[entry.second]);
    return moves;
}

// How good a move on `cell` looks for the player with `mine`, from the lines through it.
long KInARow::urgency(int cell, Mark mine) const
{
    long total = 0;
    for (int line : lines_through_[cell]) {
        int own = 0, other = 0;
        for (int c : lines_[line]) {
            own += cells_[c] == mine;
            other += cells_[c] != mine && cells_[c] != Mark::None;
        }
        if (other == 0) total += own == k_ - 1 ? 1L << 40 : 2L << (2 * own);   // win / attack
        if (own == 0) total += other == k_ - 1 ? 1L << 30 : 1L << (2 * other); // block
    }
    return total;
}

void KInARow::play(Move move)
{
    cells_[move] = to_move() == Side::First ? Mark::X : Mark::O;
    played_.push_back(move);
    last_move_won_ = completes_line(move, cells_[move]);
}

void KInARow::undo()
{
    cells_[played_.back()] = Mark::None;
    played_.pop_back();
    last_move_won_ = false; // a game that went on after the move before did not stop there
}

Value KInARow::final_value() const
{
    if (!last_move_won_) return 0;
    return cells_[played_.back()] == Mark::X ? 1 : -1;
}

std::string KInARow::move_name(Move move) const
{
    const char column = static_cast<char>('a' + move % width_);
    return column + std::to_string(height_ - move / width_);
}

std::string KInARow::to_string() const
{
    std::string out;
    for (int y = 0; y < height_; ++y) {
        for (int x = 0; x < width_; ++x) {
            const Mark mark = cells_[y * width_ + x];
            out += mark == Mark::X ? 'X' : mark == Mark::O ? 'O' : '.';
        }
        out += '\n';
    }
    return out;
}

bool KInARow::completes_line(int cell, Mark mark) const
{
    // The four line directions: across, down, and the two diagonals. A line through the
    // cell counts the cell itself plus the same marks on both sides.
    constexpr int directions[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    for (const auto& d : directions) {
        const int length = 1 + marks_in_direction(cell, mark, d[0], d[1]) +
                           marks_in_direction(cell, mark, -d[0], -d[1]);
        if (length >= k_) return true;
    }
    return false;
}

bool KInARow::some_line_open() const
{
    for (const std::vector<int>& line : lines_) {
        bool has_x = false, has_o = false;
        for (int cell : line) {
            has_x |= cells_[cell] == Mark::X;
            has_o |= cells_[cell] == Mark::O;
        }
        if (!(has_x && has_o)) return true;
    }
    return false;
}

// How many cells with `mark` follow `cell` in direction (dx, dy).
int KInARow::marks_in_direction(int cell, Mark mark, int dx, int dy) const
{
    int x = cell % width_ + dx, y = cell / width_ + dy, count = 0;
    while (x >= 0 && x < width_ && y >= 0 && y < height_ && cells_[y * width_ + x] == mark) {
        ++count;
        x += dx;
        y += dy;
    }
    return count;
}

} // namespace stonelab::search
