// Task 3: many playouts — the Wilson interval on known counts, the reference statistics, the
// engine's counts and ownership for the same seed, a draw as half a win, the certain ownership
// of living groups, and Black's win rate on the empty 9x9 board against the engine's.
#include "support.hpp"

#include "engine/go/fast_board.hpp"

#include <cmath>
#include <stdexcept>

using namespace stonelab;
using namespace stonelab::lesson07;
using namespace stonelab::lesson07::test;

namespace {

std::string shown(const Interval& interval)
{
    char text[64];
    std::snprintf(text, sizeof text, "[%.10f, %.10f]", interval.low, interval.high);
    return text;
}

/// Checks every point's ownership against `expected` (sums of +1/-1/0 over `count`
/// playouts); a failure shows both maps.
void check_ownership(const Geometry& geometry, const std::vector<int>& expected_sums, int count,
                     const std::vector<double>& yours)
{
    std::vector<double> expected(expected_sums.size());
    for (std::size_t i = 0; i < expected.size(); ++i)
        expected[i] = static_cast<double>(expected_sums[i]) / count;
    INFO("the ownership maps (one number a point, +1 Black's in every playout, -1 White's; a "
         "point is nobody's, 0, when it is empty and touches both colours or no stone)\n"
         << stonelab::test::side_by_side(map_text(geometry, expected), map_text(geometry, yours)));
    REQUIRE(yours.size() == expected.size());
    bool same = true;
    for (std::size_t i = 0; i < expected.size(); ++i)
        same = same && std::abs(yours[i] - expected[i]) < 1e-9;
    CHECK(same);
}

} // namespace

TEST_CASE("task 3: the Wilson interval on known counts", "[lesson07][task_3]")
{
    struct Known {
        double wins;
        int n;
        double low, high; // the formula of README.md, z = 1.96, to 10 decimals (evaluated in
                          // 50-digit decimal arithmetic)
    };
    const Known known[] = {
        {50, 100, 0.4038298286, 0.5961701714},
        {81, 263, 0.2552876131, 0.3662106841},
        {7, 20, 0.1811895479, 0.5671494898},
        {900, 1000, 0.8798476376, 0.9170908435},
        {2.5, 5, 0.1704201558, 0.8295798442},
        {1, 1, 0.2065432915, 1.0},
        {0, 10, 0.0, 0.2775401688},
        {10, 10, 0.7224598312, 1.0},
        // Large counts: 4 * n * n in int arithmetic overflows from n = 23171 on, and 2 * n from
        // n = 1073741824 on; n is an int, and any positive one is a count.
        {30000, 100000, 0.2971674172, 0.3028479486},
        {1200000000, 2000000000, 0.5999785291, 0.6000214705},
    };
    for (const Known& k : known) {
        const Interval yours = wilson_interval(k.wins, k.n);
        INFO("wilson_interval(" << k.wins << ", " << k.n << "): expected " << shown({k.low, k.high})
                                << ", yours " << shown(yours));
        CHECK(std::abs(yours.low - k.low) < 1e-9);
        CHECK(std::abs(yours.high - k.high) < 1e-9);
    }
}

TEST_CASE("task 3: the Wilson interval refuses impossible counts", "[lesson07][task_3]")
{
    INFO("wilson_interval throws std::invalid_argument unless n > 0 and 0 <= wins <= n");
    CHECK_THROWS_AS(wilson_interval(0, 0), std::invalid_argument);
    CHECK_THROWS_AS(wilson_interval(1, -3), std::invalid_argument);
    CHECK_THROWS_AS(wilson_interval(-1, 10), std::invalid_argument);
    CHECK_THROWS_AS(wilson_interval(11, 10), std::invalid_argument);
}

TEST_CASE("task 3: the reference statistics", "[lesson07][task_3]")
{
    for (const data::StatsSpec& spec : data::kReferenceStats) {
        const std::string text = reference_text(spec);
        const Board start = data::board_of(data::position(spec.position));
        const Geometry geometry = start.geometry();
        INFO("the reference " << data::file_name(spec) << " in " << (kDataDir / "stats").string()
                              << ": " << data::call_of(spec));
        const PlayoutStats yours =
            run_playouts(start, spec.to_move, spec.komi, spec.count, spec.seed, spec.cap);
        const auto counts = data::numbers_of(text, "playouts ");
        const auto rates = data::numbers_of(text, "win_rate ");
        REQUIRE(counts.size() == 3);
        REQUIRE(rates.size() == 3);
        CHECK(yours.playouts == static_cast<int>(counts[0]));
        CHECK(yours.wins == static_cast<int>(counts[1]));
        CHECK(yours.draws == static_cast<int>(counts[2]));
        CHECK(std::abs(yours.win_rate - rates[0]) < 1e-6);
        CHECK(std::abs(yours.interval.low - rates[1]) < 1e-6);
        CHECK(std::abs(yours.interval.high - rates[2]) < 1e-6);
        const std::vector<double> expected = data::ownership_of(geometry, text);
        INFO("the ownership maps\n"
             << stonelab::test::side_by_side(map_text(geometry, expected),
                                             map_text(geometry, yours.ownership)));
        REQUIRE(yours.ownership.size() == expected.size());
        bool same = true;
        for (std::size_t i = 0; i < expected.size(); ++i)
            same = same && std::abs(yours.ownership[i] - expected[i]) < 1e-6;
        CHECK(same);
    }
}

TEST_CASE("task 3: the same wins, draws and ownership as the engine's playouts",
          "[lesson07][task_3]")
{
    struct Case {
        const char* position;
        Color to_move;
        double komi;
        int count;
        std::uint64_t seed;
        int cap; ///< 0: the default, the board's area plus 200
        /// What the case is there for, checked on the engine's playouts below: an odd number of
        /// draws (so that draws / 2 in integers shows), or final points that are nobody's.
        bool odd_draws, nobodys_points;
    };
    const Case cases[] = {
        {"middle-game-5x5", Color::Black, 0.5, 60, 31, 0, false, false},
        // A whole-number komi on an even number of points: 5 of the 60 playouts are draws.
        {"empty-6x4", Color::White, 0, 60, 40, 0, true, false},
        // Stopped after 5 moves: unfinished positions, with empty points that touch both
        // colours or none (nobody's), and 7 draws at komi 1.
        {"middle-game-5x5", Color::White, 1, 60, 32, 5, true, true},
        {"ko-5x5", Color::White, 0.5, 60, 33, 0, false, false},
        {"opening-9x9", Color::White, 7.5, 40, 34, 0, false, false},
    };
    for (const Case& c : cases) {
        const Board start = data::board_of(data::position(c.position));
        const int cap = c.cap > 0 ? c.cap : default_move_cap(start);
        const EngineStats expected = engine_stats(start, c.to_move, c.komi, c.count, c.seed, cap);
        INFO("run_playouts(" << c.position << ", " << player_name(c.to_move) << ", " << c.komi
                             << ", " << c.count << ", " << c.seed << ", " << cap
                             << ") against the engine's playouts from one Rng(" << c.seed << ")\n"
                             << drawn(start));
        {
            INFO("the test's own case: the engine's playouts must show what it is there for");
            if (c.odd_draws) REQUIRE(expected.draws % 2 == 1);
            if (c.nobodys_points) REQUIRE(expected.nobodys > 0);
        }
        const PlayoutStats yours = run_playouts(start, c.to_move, c.komi, c.count, c.seed, cap);
        CHECK(yours.playouts == c.count);
        CHECK(yours.wins == expected.wins);
        CHECK(yours.draws == expected.draws);
        const double score = expected.wins + expected.draws / 2.0;
        INFO("the win rate: expected (" << expected.wins << " + " << expected.draws << " / 2) / "
                                        << c.count << " = " << score / c.count << ", yours "
                                        << yours.win_rate);
        CHECK(std::abs(yours.win_rate - score / c.count) < 1e-12);
        const Interval interval = wilson_interval(score, c.count);
        INFO("the interval: expected " << shown(interval) << ", yours " << shown(yours.interval));
        CHECK(std::abs(yours.interval.low - interval.low) < 1e-12);
        CHECK(std::abs(yours.interval.high - interval.high) < 1e-12);
        check_ownership(start.geometry(), expected.owned, c.count, yours.ownership);
    }
}

TEST_CASE("task 3: a draw is half a win", "[lesson07][task_3]")
{
    // On the empty 1x1 board both players pass: no stone, no territory, and the one point
    // touches no stone, so it is nobody's. With komi 0 every playout is a draw; with komi -0.5
    // Black wins every one. Nine draws, an odd number: half of them is 4.5 wins.
    const PlayoutStats drawn_out = run_playouts(Board(1), Color::Black, 0, 9, 1, 10);
    INFO("run_playouts(empty 1x1, Black, komi 0, 9, 1, 10): nine draws, a win rate of "
         "(0 + 9 / 2) / 9 = 0.5");
    CHECK(drawn_out.wins == 0);
    CHECK(drawn_out.draws == 9);
    CHECK(drawn_out.win_rate == 0.5);
    const Interval interval = wilson_interval(4.5, 9);
    INFO("the interval of 4.5 wins in 9: " << shown(interval) << ", yours "
                                           << shown(drawn_out.interval));
    CHECK(std::abs(drawn_out.interval.low - interval.low) < 1e-12);
    CHECK(std::abs(drawn_out.interval.high - interval.high) < 1e-12);
    const Point only = Geometry{1, 1}.point(1, 1);
    INFO("the ownership map has " << drawn_out.ownership.size() << " values (9 cells, A1 the "
                                  << "middle one): A1 touches no stone and is nobody's, 0");
    REQUIRE(drawn_out.ownership.size() == 9);
    CHECK(drawn_out.ownership[static_cast<std::size_t>(only)] == 0);

    const PlayoutStats black_wins = run_playouts(Board(1), Color::White, -0.5, 10, 1, 10);
    INFO("run_playouts(empty 1x1, White, komi -0.5, 10, 1, 10): Black wins all ten, White none");
    CHECK(black_wins.wins == 0);
    CHECK(black_wins.draws == 0);
    CHECK(black_wins.win_rate == 0);
}

TEST_CASE("task 3: a living group's points are its colour's in every playout", "[lesson07][task_3]")
{
    const Board start = data::board_of(data::position("two-living-groups"));
    const Geometry geometry = start.geometry();
    const PlayoutStats stats = run_playouts(start, Color::Black, 0.5, 50, 41, 249);
    INFO("run_playouts(two-living-groups, Black, 0.5, 50, 41, 249): the top four rows are "
         "Black's (columns A to D) and White's (E to G) whatever happens below\n"
         << drawn(start) << "your ownership map\n"
         << map_text(geometry, stats.ownership));
    REQUIRE(stats.ownership.size() == static_cast<std::size_t>(geometry.cells()));
    for (int y = 1; y <= 4; ++y) {
        for (int x = 1; x <= 7; ++x) {
            const Point p = geometry.point(x, y);
            INFO("the point " << to_gtp_vertex(geometry, p));
            CHECK(stats.ownership[static_cast<std::size_t>(p)] == (x <= 4 ? 1.0 : -1.0));
        }
    }
    INFO("the wall cells (index 0, the corners of the frame) are 0");
    CHECK(stats.ownership[0] == 0);
    CHECK(stats.ownership.back() == 0);
}

TEST_CASE("task 3: Black's win rate on the empty 9x9 board agrees with the engine's",
          "[lesson07][task_3]")
{
    // The engine measures Black's win rate with 3000 playouts (seeds of its own); your 800
    // playouts must give an interval that holds it. The two komis differ by the games Black
    // wins by exactly 7 points. The engine plays its playouts on its FastBoard, which plays
    // the same games as Board for the same Rng (tests/engine/test_fast_board.cpp), faster.
    const Board empty(9);
    for (double komi : {6.5, 7.5}) {
        const int engine_count = 3000;
        const FastBoard fast_empty(empty);
        Rng rng(1000);
        int engine_wins = 0;
        for (int i = 0; i < engine_count; ++i) {
            FastBoard board = fast_empty;
            engine_wins += playout(board, Color::Black, rng, 281, komi).score.margin() > 0;
        }
        const double engine_rate = static_cast<double>(engine_wins) / engine_count;
        const PlayoutStats yours = run_playouts(empty, Color::Black, komi, 800, 65, 281);
        INFO("komi " << komi << ": the engine's rate " << engine_rate << ", your rate "
                     << yours.win_rate << " with the interval " << shown(yours.interval));
        CHECK(yours.interval.low <= yours.win_rate);
        CHECK(yours.win_rate <= yours.interval.high);
        CHECK(yours.interval.low <= engine_rate);
        CHECK(engine_rate <= yours.interval.high);
    }
}

TEST_CASE("task 3: a bad count, cap or player is an error", "[lesson07][task_3]")
{
    INFO("run_playouts throws std::invalid_argument unless count > 0, and as play_playout does "
         "for a negative cap and a player that is not Black or White");
    CHECK_THROWS_AS(run_playouts(Board(5), Color::Black, 0.5, 0, 1, 10), std::invalid_argument);
    CHECK_THROWS_AS(run_playouts(Board(5), Color::Black, 0.5, -5, 1, 10), std::invalid_argument);
    CHECK_THROWS_AS(run_playouts(Board(5), Color::Black, 0.5, 3, 1, -1), std::invalid_argument);
    CHECK_THROWS_AS(run_playouts(Board(5), Color::Empty, 0.5, 3, 1, 10), std::invalid_argument);
    CHECK_THROWS_AS(run_playouts(Board(5), Color::Wall, 0.5, 3, 1, 10), std::invalid_argument);
}
