// Lesson 12's reference solution, task 2: a playout policy. Near the last move, capture what
// is in atari, save one's own string from atari, or answer with a shape of the pattern table;
// otherwise lesson 7's uniform random move.
#include "capstone.hpp"

#include "engine/go/playout.hpp"
#include "engine/go/random_player.hpp"
#include "engine/go/scoring.hpp"

#include <algorithm>

namespace stonelab::lesson12 {

namespace {

// Whether the last move put a stone on the board (not a pass, not "no move yet").
bool last_move_is_stone(const Board& board)
{
    const Point last = board.last_move();
    return last != kNoPoint && last != kPass;
}

// The 3x3 square around `p`, raster order (p itself in the middle); off-board points too.
std::vector<Point> square_around(const Board& board, Point p)
{
    const Geometry& g = board.geometry();
    std::vector<Point> square;
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) square.push_back(p + dy * g.stride() + dx);
    return square;
}

void add_once(std::vector<Point>& points, Point p)
{
    if (std::find(points.begin(), points.end(), p) == points.end()) points.push_back(p);
}

// The liberties of `color`'s opponent strings in atari among `stones`, where `color` may play.
std::vector<Point> captures_among(const Board& board, Color color, const std::vector<Point>& stones)
{
    std::vector<Point> moves;
    for (Point s : stones) {
        if (board.at(s) != opponent(color) || board.liberty_count(s) != 1) continue;
        const Point liberty = board.liberty_points(s).front();
        if (board.is_legal(color, liberty)) add_once(moves, liberty);
    }
    return moves;
}

} // namespace

//! [capture]
std::vector<Point> capture_moves(const Board& board, Color color)
{
    if (!last_move_is_stone(board)) return {};
    std::vector<Point> moves =
        captures_among(board, color, square_around(board, board.last_move()));
    if (moves.empty()) moves = captures_among(board, color, board.points()); // anywhere else
    return moves;
}
//! [capture]

//! [escape]
std::vector<Point> escape_moves(const Board& board, Color color)
{
    if (!last_move_is_stone(board)) return {};
    std::vector<Point> moves;
    for (int i = 0; i < 4; ++i) {
        const Point s = board.neighbour(board.last_move(), i);
        if (board.at(s) != color || board.liberty_count(s) != 1) continue;
        const Point liberty = board.liberty_points(s).front();
        if (!board.is_legal(color, liberty)) continue;
        Board after = board; // extend, and see whether the string breathes
        after.play(color, liberty);
        if (after.liberty_count(liberty) >= 2) add_once(moves, liberty);
    }
    return moves;
}
//! [escape]

//! [shape]
bool matches_shape(const Board& board, Point p, Color color)
{
    const int stride = board.geometry().stride();
    // What one character of a shape says about the point it lies on.
    const auto fits = [&](char want, Point q) {
        const Color c = board.at(q);
        switch (want) {
        case 'M': return c == color;
        case 'O': return c == opponent(color);
        case '.': return c == Color::Empty;
        case '#': return c == Color::Wall;
        default: return true; // '?' and the middle '*'
        }
    };
    for (const Shape& shape : kShapes)
        for (int symmetry = 0; symmetry < 8; ++symmetry) {
            bool all = true;
            for (int row = 0; row < 3 && all; ++row)
                for (int col = 0; col < 3 && all; ++col) {
                    // The shape's (dx, dy), turned and mirrored: bit 0 mirrors x, bit 1
                    // mirrors y, bit 2 swaps the two: the eight symmetries of the square.
                    int dx = col - 1, dy = row - 1;
                    if (symmetry & 1) dx = -dx;
                    if (symmetry & 2) dy = -dy;
                    if (symmetry & 4) std::swap(dx, dy);
                    all = fits(
                        shape.rows[static_cast<std::size_t>(row)][static_cast<std::size_t>(col)],
                        p + dy * stride + dx);
                }
            if (all) return true;
        }
    return false;
}

std::vector<Point> pattern_moves(const Board& board, Color color)
{
    if (!last_move_is_stone(board)) return {};
    std::vector<Point> moves;
    for (Point q : square_around(board, board.last_move()))
        if (board.at(q) == Color::Empty && board.is_legal(color, q) &&
            !board.is_own_eye(color, q) && matches_shape(board, q, color))
            moves.push_back(q);
    return moves;
}
//! [shape]

//! [policy]
Point policy_move(const Board& board, Color color, Rng& rng, const PolicyOptions& options)
{
    if (last_move_is_stone(board)) {
        using Rule = std::vector<Point> (*)(const Board&, Color);
        const std::pair<int, Rule> rules[] = {{options.capture_percent, capture_moves},
                                              {options.escape_percent, escape_moves},
                                              {options.pattern_percent, pattern_moves}};
        for (const auto& [percent, rule] : rules) {
            if (static_cast<int>(rng.below(100)) >= percent) continue; // not this time
            const std::vector<Point> moves = rule(board, color);
            if (!moves.empty()) return moves[rng.below(static_cast<std::uint32_t>(moves.size()))];
        }
    }
    return random_move(board, color, rng);
}

Playout policy_playout(const Board& board, Color to_move, double komi, Rng& rng,
                       const PolicyOptions& options)
{
    Board copy = board;
    Playout result;
    const int cap = default_move_cap(board);
    int passes = 0;
    for (Color color = to_move; static_cast<int>(result.moves.size()) < cap && passes < 2;
         color = opponent(color)) {
        const Point p = policy_move(copy, color, rng, options);
        copy.play(color, p);
        result.moves.push_back({color, p});
        passes = p == kPass ? passes + 1 : 0;
    }
    result.margin = count_score(copy, komi).margin();
    return result;
}
//! [policy]

} // namespace stonelab::lesson12
