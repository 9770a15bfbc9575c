#include "engine/gomoku/inui.hpp"

#include "engine/gomoku/renju.hpp"

#include <array>
#include <cstdlib>

namespace stonelab::gomoku {

namespace {

// Line d through p as eleven cells, p in the middle (index 5): p holds `side`, and every
// cell past the edge is the wall.
std::array<Color, 11> line_through(const Board& board, Point p, int d, Color side)
{
    std::array<Color, 11> cells;
    cells.fill(Color::Wall);
    cells[5] = side;
    for (int sign : {-1, +1}) {
        Point q = p;
        for (int k = 1; k <= 5; ++k) {
            q += sign * board.direction(d);
            if (board.at(q) == Color::Wall) break;
            cells[static_cast<std::size_t>(5 + sign * k)] = board.at(q);
        }
    }
    return cells;
}

} // namespace

InuiLineValue inui_line_value(const Board& board, Point p, int d, Color side, Color player)
{
    const auto cells = line_through(board, p, d, side);
    int value = 0, threes = 0, fours = 0;
    for (std::size_t start = 1; start <= 5; ++start) { // windows cells[start .. start + 4]
        if (side == Color::Black &&
            (cells[start - 1] == Color::Black || cells[start + 5] == Color::Black))
            continue; // could only become an overline
        int own = 0;
        bool open = true;
        for (std::size_t i = start; i < start + 5; ++i) {
            if (cells[i] == side)
                ++own;
            else if (cells[i] != Color::Empty)
                open = false;
        }
        if (!open) continue;
        switch (own) {
        case 1: value += 1; break;
        case 2: value += 7; break;
        case 3:
            value += 30;
            ++threes;
            break;
        case 4:
            ++fours;
            value += cells[start] == Color::Empty || cells[start + 4] == Color::Empty ? 302 : 300;
            break;
        default: value += kInuiFive; break;
        }
    }
    const int bonus = side == player ? 100 : 0;
    if (fours > 1) return {value, InuiLine::StraightFour};
    if (fours == 1) return {value, InuiLine::Four};
    if (threes > 2) return {value + 215 + bonus, InuiLine::StrongThree};
    if (threes == 2) return {value + 200 + bonus, InuiLine::WeakThree};
    return {value, InuiLine::None};
}

int inui_point_value(const Board& board, Point p, Color side, Color player)
{
    int fours = 0, threes = 0, sum = 0; // the seed's S, T and W
    for (int d = 0; d < kLineDirections; ++d) {
        const InuiLineValue line = inui_line_value(board, p, d, side, player);
        if (line.kind == InuiLine::StraightFour) fours += 3;
        if (line.kind == InuiLine::Four) fours += 2;
        if (line.kind == InuiLine::WeakThree || line.kind == InuiLine::StrongThree) ++threes;
        sum += line.value;
    }
    const bool black = side == Color::Black;
    if (black && (threes > 1 || fours > 3)) return -sum; // the seed's fouls
    if ((fours < 4 && threes < 2 && fours + threes > 2) || (!black && fours > 3))
        return sum + 2500 + (side == player ? 1000 : 0);       // a sure win: 4-3, straight four
    if (!black && fours == 0 && threes > 1) return sum + 1000; // White's 3-3
    return sum;
}

namespace {

void set_point(InuiTables& tables, const Board& board, Point p)
{
    const auto i = static_cast<std::size_t>(p);
    const bool empty = board.at(p) == Color::Empty;
    tables.black[i] =
        empty ? inui_point_value(board, p, Color::Black, tables.player) : kInuiOccupied;
    tables.white[i] =
        empty ? inui_point_value(board, p, Color::White, tables.player) : kInuiOccupied;
}

} // namespace

InuiTables inui_tables(const Board& board, Color player)
{
    InuiTables tables;
    tables.player = player;
    const auto cells = static_cast<std::size_t>(board.geometry().cells());
    tables.black.assign(cells, 0);
    tables.white.assign(cells, 0);
    for (Point p : board.points()) set_point(tables, board, p);
    return tables;
}

void update_inui_tables(InuiTables& tables, const Board& board, Point p)
{
    set_point(tables, board, p);
    for (int d = 0; d < kLineDirections; ++d)
        for (int sign : {-1, +1}) {
            Point q = p;
            for (int k = 1; k <= 5; ++k) {
                q += sign * board.direction(d);
                if (board.at(q) == Color::Wall) break;
                set_point(tables, board, q);
            }
        }
}

int inui_score(const InuiTables& tables, Point p)
{
    const auto i = static_cast<std::size_t>(p);
    const bool black = tables.player == Color::Black;
    const int own = black ? tables.black[i] : tables.white[i];
    const int other = std::abs(black ? tables.white[i] : tables.black[i]);
    return own + (black ? other / 10 * 7 : other);
}

Point inui_choice(const Board& board, const InuiTables& tables, Rng& rng)
{
    if (board.stone_count() == 0) {
        const int middle = (board.size() + 1) / 2;
        return board.geometry().point(middle, middle);
    }
    std::vector<Point> best;
    int best_score = 0;
    for (Point p : board.points()) {
        if (board.at(p) != Color::Empty) continue;
        const int score = inui_score(tables, p);
        if (!best.empty() && score < best_score) continue;
        if (tables.player == Color::Black && is_foul(board, p)) continue;
        if (best.empty() || score > best_score) best.clear();
        best_score = score;
        best.push_back(p);
    }
    if (best.empty()) return kPass;
    return best[rng.below(static_cast<std::uint32_t>(best.size()))];
}

Point inui_move(const Board& board, Rng& rng)
{
    return inui_choice(board, inui_tables(board, board.to_move()), rng);
}

} // namespace stonelab::gomoku
