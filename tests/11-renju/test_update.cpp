// Task 2: the tables kept up to date stone by stone equal the tables computed afresh, after
// every stone of seeded games, for both players.
#include "support.hpp"

#include <catch2/catch.hpp>

using namespace stonelab::lesson11;
using namespace stonelab::lesson11::test; // Color, Point, Rng and gomoku too

namespace {

// A random move next to the stones (within two points of one), so that lines grow: the
// centre on an empty board.
Point nearby_move(const Board& board, Rng& rng)
{
    const stonelab::Geometry& g = board.geometry();
    if (board.stone_count() == 0) return g.point((g.width + 1) / 2, (g.width + 1) / 2);
    std::vector<Point> candidates;
    for (Point p : board.points()) {
        if (!board.is_empty(p)) continue;
        bool near = false;
        for (Point s : board.moves()) {
            const int dx = g.x_of(p) - g.x_of(s), dy = g.y_of(p) - g.y_of(s);
            near = near || (dx * dx <= 4 && dy * dy <= 4);
        }
        if (near) candidates.push_back(p);
    }
    return candidates[rng.below(static_cast<std::uint32_t>(candidates.size()))];
}

std::string differences(const Board& board, const Tables& kept, const Tables& fresh)
{
    std::string text;
    for (Point p : board.points()) {
        const auto i = static_cast<std::size_t>(p);
        if (kept.black[i] != fresh.black[i] || kept.white[i] != fresh.white[i])
            text += "  " + gomoku::vertex_name(board, p) + ": kept black " +
                    std::to_string(kept.black[i]) + " white " + std::to_string(kept.white[i]) +
                    ", computed afresh black " + std::to_string(fresh.black[i]) + " white " +
                    std::to_string(fresh.white[i]) + "\n";
    }
    return text;
}

} // namespace

TEST_CASE("task 2: after every stone the kept tables equal a full recomputation",
          "[lesson11][task_2]")
{
    for (const auto& [size, seed] : std::vector<std::pair<int, int>>{{13, 5}, {13, 6}, {9, 7}}) {
        Board board(size);
        Rng rng(static_cast<std::uint64_t>(seed));
        Tables black_player = make_tables(board, Color::Black);
        Tables white_player = make_tables(board, Color::White);
        for (int move = 1; move <= 45 && !board.is_full(); ++move) {
            const Point p = nearby_move(board, rng);
            board.play(p);
            update_tables(black_player, board, p);
            update_tables(white_player, board, p);
            for (const Tables* kept : {&black_player, &white_player}) {
                const std::string wrong =
                    differences(board, *kept, make_tables(board, kept->player));
                INFO("a " << size << "x" << size << " game, seed " << seed << ", move " << move
                          << " at " << gomoku::vertex_name(board, p) << ", tables of "
                          << (kept->player == Color::Black ? "Black" : "White") << "\n"
                          << gomoku::print_board(board) << "points that differ:\n"
                          << wrong);
                REQUIRE(wrong.empty());
            }
        }
    }
}

TEST_CASE("task 2: the point just played holds kOccupied in both tables", "[lesson11][task_2]")
{
    Board board(13);
    Tables tables = make_tables(board, Color::White);
    const Point p = point_of(board, "G7");
    board.play(p);
    update_tables(tables, board, p);
    CHECK(tables.black[static_cast<std::size_t>(p)] == kOccupied);
    CHECK(tables.white[static_cast<std::size_t>(p)] == kOccupied);
    CHECK(tables.player == Color::White);
}
