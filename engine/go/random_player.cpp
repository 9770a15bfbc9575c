#include "engine/go/random_player.hpp"

#include <vector>

namespace stonelab {

namespace {

// The empty points in raster order: what both ways of picking a move start from.
std::vector<Point> empty_points(const Board& board)
{
    std::vector<Point> empty;
    empty.reserve(board.points().size());
    for (Point p : board.points())
        if (board.cell(p) == Color::Empty) empty.push_back(p);
    return empty;
}

template <typename Acceptable>
Point draw_until_acceptable(const Board& board, Rng& rng, Acceptable acceptable)
{
    std::vector<Point> candidates = empty_points(board);

    while (!candidates.empty()) {
        const auto k = rng.below(static_cast<std::uint32_t>(candidates.size()));
        const Point p = candidates[k];
        if (acceptable(p)) return p;
        candidates[k] = candidates.back(); // drop p: it will never become acceptable this move
        candidates.pop_back();
    }
    return kPass;
}

} // namespace

Point random_move(const Board& board, Color color, Rng& rng)
{
    return draw_until_acceptable(board, rng, [&](Point p) {
        return board.is_legal(color, p) && !board.is_own_eye(color, p);
    });
}

Point random_move(const Game& game, Color color, Rng& rng)
{
    const Board& board = game.board();
    return draw_until_acceptable(board, rng, [&](Point p) {
        return game.is_legal(color, p) && !board.is_own_eye(color, p);
    });
}

Point scan_move(const Board& board, Color color, Rng& rng)
{
    const std::vector<Point> empty = empty_points(board);
    if (empty.empty()) return kPass;

    const auto n = empty.size();
    const std::size_t start = rng.below(static_cast<std::uint32_t>(n));
    for (std::size_t i = 0; i < n; ++i) {
        const Point p = empty[(start + i) % n];
        if (board.is_legal(color, p) && !board.is_own_eye(color, p)) return p;
    }
    return kPass;
}

Game random_game(Game game, Rng& rng, int max_moves)
{
    while (!game.two_passes() && static_cast<int>(game.moves().size()) < max_moves)
        game.play(random_move(game, game.to_move(), rng));
    return game;
}

} // namespace stonelab
