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
                const Tables fresh = make_tables(board, kept->player);
                // One entry per cell, before reading any of them.
                const auto cells = static_cast<std::size_t>(board.geometry().cells());
                INFO("a " << size << "x" << size << " game, seed " << seed << ", move " << move
                          << ": tables of " << cells << " cells expected; kept "
                          << kept->black.size() << " and " << kept->white.size()
                          << ", computed afresh " << fresh.black.size() << " and "
                          << fresh.white.size());
                REQUIRE(kept->black.size() == cells);
                REQUIRE(kept->white.size() == cells);
                REQUIRE(fresh.black.size() == cells);
                REQUIRE(fresh.white.size() == cells);
                const std::string wrong = differences(board, *kept, fresh);
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

TEST_CASE("task 2: only the points within five of the stone are recomputed", "[lesson11][task_2]")
{
    // Tables whose every entry is a marker, 12345 on the board and 0 on the wall: after a
    // stone at p, update_tables may change p and the points within five of it on its four
    // lines (the walk stops at the edge), and nothing else. G7 is the centre of 13x13, so
    // every walk goes its full five points and the board goes on past them; B6 is next to
    // the edge, where a walk that does not stop at the wall lands on the next row.
    constexpr int kMarker = 12345;
    for (const char* vertex : {"G7", "B6"}) {
        Board board(13);
        for (const char* stone : {"F7", "G9", "C6", "D4"})
            board.place(point_of(board, stone), Color::Black);
        const Point p = point_of(board, vertex);
        board.place(p, Color::White);
        const auto cells = static_cast<std::size_t>(board.geometry().cells());
        Tables tables{Color::Black, std::vector<int>(cells, 0), std::vector<int>(cells, 0)};
        for (Point q : board.points())
            tables.black[static_cast<std::size_t>(q)] = tables.white[static_cast<std::size_t>(q)] =
                kMarker;
        update_tables(tables, board, p);
        REQUIRE(tables.black.size() == cells);
        REQUIRE(tables.white.size() == cells);
        // The points the update may change: p, and five steps each way on each line.
        std::vector<bool> may_change(cells, false);
        may_change[static_cast<std::size_t>(p)] = true;
        for (int d = 0; d < 4; ++d)
            for (int step : {-board.direction(d), board.direction(d)}) {
                Point q = p;
                for (int k = 1; k <= 5 && board.at(q + step) != Color::Wall; ++k) {
                    q += step;
                    may_change[static_cast<std::size_t>(q)] = true;
                }
            }
        std::string changed;
        for (Point c = 0; c < board.geometry().cells(); ++c) {
            const auto i = static_cast<std::size_t>(c);
            const int before = board.at(c) == Color::Wall ? 0 : kMarker;
            if (may_change[i] || (tables.black[i] == before && tables.white[i] == before)) continue;
            changed += "  " +
                       (board.at(c) == Color::Wall ? "the wall cell " + std::to_string(c)
                                                   : gomoku::vertex_name(board, c)) +
                       ": black " + std::to_string(tables.black[i]) + ", white " +
                       std::to_string(tables.white[i]) + "\n";
        }
        INFO("update_tables(tables, board, "
             << vertex << ") after White's " << vertex << ", every entry " << kMarker
             << " before (0 on the wall)\n"
             << gomoku::print_board(board) << "entries changed that are not within five of "
             << vertex << " on its lines:\n"
             << changed);
        CHECK(changed.empty());
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
