#include "engine/search/k_in_a_row.hpp"

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
    line_marks_.resize(lines_.size());
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
        const int own = line_marks_[line].of(mine), other = line_marks_[line].of(opponent(mine));
        if (other == 0) total += own == k_ - 1 ? 1L << 40 : 2L << (2 * own);   // win / attack
        if (own == 0) total += other == k_ - 1 ? 1L << 30 : 1L << (2 * other); // block
    }
    return total;
}

void KInARow::play(Move move)
{
    cells_[move] = to_move() == Side::First ? Mark::X : Mark::O;
    count_mark(move, cells_[move], +1);
    played_.push_back(move);
    last_move_won_ = completes_line(move, cells_[move]);
}

void KInARow::undo()
{
    const int cell = played_.back();
    count_mark(cell, cells_[cell], -1);
    cells_[cell] = Mark::None;
    played_.pop_back();
    last_move_won_ = false; // a game that went on after the move before did not stop there
}

void KInARow::count_mark(int cell, Mark mark, int step)
{
    for (int line : lines_through_[cell])
        (mark == Mark::X ? line_marks_[line].x : line_marks_[line].o) += step;
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
    return std::any_of(line_marks_.begin(), line_marks_.end(),
                       [](const LineMarks& marks) { return marks.x == 0 || marks.o == 0; });
}

int KInARow::marks_needed(Mark mark) const
{
    int fewest = k_ + 1;
    for (const LineMarks& marks : line_marks_)
        if (marks.of(opponent(mark)) == 0) fewest = std::min(fewest, k_ - marks.of(mark));
    return fewest;
}

int KInARow::plies_before_any_end() const
{
    if (is_over()) return 0;
    if (draw_rule_ == DrawRule::NoLineLeft) return 1;
    const Mark mover = to_move() == Side::First ? Mark::X : Mark::O;
    const Mark other = opponent(mover);
    const int empty_cells = static_cast<int>(cells_.size() - played_.size());
    // The mover plays plies 1, 3, 5, ... from here, the other player plies 2, 4, ...
    return std::min({2 * marks_needed(mover) - 1, 2 * marks_needed(other), empty_cells});
}

namespace {

// The counts below walk the known part of the tree ply by ply: `moves[i]` is the number of
// moves of every position i plies below the root, and none of them is the end of the game.
// Each counts the nodes down to ply moves.size(), root included, and the moves considered
// by the nodes above that ply (a node expanded lists all its moves, even if it searches one).

double capped(double count) { return std::min(count, KInARow::kManyNodes); }

// Adds the nodes of the next ply, `next_ply`, to `work`; the ply above had `above` nodes
// with `count` moves each.
void add_ply(SearchWork& work, double above, int count, double next_ply)
{
    work.moves = capped(work.moves + above * count);
    work.nodes = capped(work.nodes + next_ply);
}

// Every node: what minimax and NegaMax visit.
SearchWork whole_tree(const std::vector<int>& moves)
{
    SearchWork work{1, 0};
    double at_ply = 1;
    for (int count : moves) {
        const double next = capped(at_ply * count);
        add_ply(work, at_ply, count, next);
        at_ply = next;
    }
    return work;
}

// A strategy tree: one move (the strategy's choice) where the chooser is to move, every
// move where the opponent is. A proof that the chooser gets at least some value must
// contain one (Knuth and Moore 1975).
SearchWork strategy_tree(const std::vector<int>& moves, bool chooser_moves_first)
{
    SearchWork work{1, 0};
    double at_ply = 1;
    for (std::size_t ply = 0; ply < moves.size(); ++ply) {
        const bool chooser_to_move = (ply % 2 == 0) == chooser_moves_first;
        const double next = capped(at_ply * (chooser_to_move ? 1 : moves[ply]));
        add_ply(work, at_ply, moves[ply], next);
        at_ply = next;
    }
    return work;
}

// Knuth and Moore's minimal tree: alpha-beta's search of a perfectly ordered tree. A
// principal-variation node searches all its moves: the first leads to a PV node, the others
// to "cut" nodes. A cut node searches one move, to an "all" node; an all node searches all
// its moves, each to a cut node.
SearchWork minimal_tree(const std::vector<int>& moves)
{
    SearchWork work{1, 0};
    double pv = 1, cut = 0, all = 0;
    for (int count : moves) {
        const double next_cut = capped(pv * (count - 1) + all * count);
        const double next_all = cut;
        add_ply(work, pv + cut + all, count, pv + next_cut + next_all);
        cut = next_cut;
        all = next_all;
    }
    return work;
}

} // namespace

SearchWork KInARow::fewest_search_work(Algorithm algorithm, int depth) const
{
    const int open_plies = plies_before_any_end();
    const int known_plies = std::min(depth, open_plies);
    std::vector<int> moves; // every empty cell is a move until the game can end
    const int empty_cells = static_cast<int>(cells_.size() - played_.size());
    for (int ply = 0; ply < known_plies; ++ply) moves.push_back(empty_cells - ply);

    if (algorithm == Algorithm::Minimax || algorithm == Algorithm::Negamax)
        return whole_tree(moves);
    if (depth < open_plies) return minimal_tree(moves);
    // Which of the two strategy trees the search contains depends on the value: take the
    // smaller of each count.
    const SearchWork first = strategy_tree(moves, true), second = strategy_tree(moves, false);
    return {std::min(first.nodes, second.nodes), std::min(first.moves, second.moves)};
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
