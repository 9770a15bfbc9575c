// Task 2: the random move — seed 002's draw-and-drop algorithm exactly, so that the same
// seed gives the engine's move; and its properties: an acceptable move, or a pass only when
// there is none; every acceptable point equally likely.
#include "support.hpp"

#include <algorithm>
#include <chrono>
#include <future>
#include <memory>
#include <optional>
#include <thread>

using namespace stonelab;
using namespace stonelab::lesson04;
using namespace stonelab::lesson04::test;

namespace {

// Every empty point is Black's own eye (the black string has eight liberties), and a white
// stone on any of them would be suicide: both players can only pass.
constexpr const char* kOnlyPass = R"(
. X . X .
X X X X X
X . X . X
X X X X X
. X . X .
)";

// A5 is Black's own eye; the other 21 empty points are acceptable for Black.
constexpr const char* kOneEye = R"(
. X . . .
X X . . .
. . . . .
. . . . .
. . . . .
)";

/// The points of `points` that `color` could play (see `acceptable`), by name.
std::vector<std::string> acceptable_ones(const Board& board, Color color,
                                         const std::vector<Point>& points)
{
    std::vector<Point> found;
    for (Point p : points)
        if (p != kPass && point_or_pass(board, p) && acceptable(board, color, p))
            found.push_back(p);
    return names_of(board, found);
}

/// The points that come more than once in `points`, by name (once each).
std::vector<std::string> repeated(const Board& board, const std::vector<Point>& points)
{
    std::vector<Point> seen, twice;
    for (Point p : points) {
        if (std::find(seen.begin(), seen.end(), p) == seen.end())
            seen.push_back(p);
        else if (std::find(twice.begin(), twice.end(), p) == twice.end())
            twice.push_back(p);
    }
    return names_of(board, twice);
}

/// Every point of the board `color` could play, by name.
std::vector<std::string> acceptable_points(const Board& board, Color color)
{
    return acceptable_ones(board, color, board.points());
}

/// True if `color` has a point to play: then random_move must not pass.
bool has_acceptable(const Board& board, Color color)
{
    for (Point p : board.points())
        if (acceptable(board, color, p)) return true;
    return false;
}

/// What random_move answered, the next number of its Rng afterwards (which tells how many
/// draws it made), and its list of rejected points.
struct Answer {
    Point move;
    std::uint64_t next;
    std::vector<Point> rejected;
};

/// random_move(board, color, Rng(seed), &rejected) in a thread of its own, `rejected` starting
/// as `rejected_before`, given `seconds` to answer: a version that never drops a rejected
/// point draws forever when nothing is acceptable, and this turns that into a failed check
/// instead of a hung test. (A thread still drawing is left behind; it ends with the test
/// program.)
std::optional<Answer> random_move_within(const Board& board, Color color, std::uint64_t seed,
                                         int seconds,
                                         const std::vector<Point>& rejected_before = {})
{
    auto promise = std::make_shared<std::promise<Answer>>();
    std::future<Answer> answer = promise->get_future();
    std::thread([promise, board, color, seed, rejected_before] {
        try {
            Rng rng(seed);
            std::vector<Point> rejected = rejected_before;
            const Point move = lesson04::random_move(board, color, rng, &rejected);
            promise->set_value({move, rng.next(), rejected});
        } catch (...) {
            promise->set_exception(std::current_exception());
        }
    }).detach();
    if (answer.wait_for(std::chrono::seconds(seconds)) != std::future_status::ready)
        return std::nullopt;
    return answer.get();
}

/// The failure message of random_move_within's time limit.
constexpr const char* kNoAnswer =
    "no answer within 5 seconds: a point that was drawn and rejected must be dropped from the "
    "candidates, or the draws never end";

} // namespace

TEST_CASE("task 2: the same move as the engine for the same seed", "[lesson04][task_2]")
{
    std::uint64_t seed = 100;
    for (int size : {5, 9}) {
        for (const Board& board : positions_from_games(size, 5, 3)) {
            for (Color color : {Color::Black, Color::White}) {
                if (!has_acceptable(board, color)) continue; // see the "only a pass" test
                ++seed;
                Rng yours(seed);
                Rng reference(seed);
                const Point move = lesson04::random_move(board, color, yours);
                const Point expected = stonelab::random_move(board, color, reference);
                INFO("random_move(board, " << player_name(color) << ", Rng(" << seed
                                           << ")) on ('!' the engine's move, '?' yours)\n"
                                           << drawn(board, {{expected, "!"}, {move, "?"}}));
                REQUIRE(name_of(board, move) == name_of(board, expected));
                INFO("the move is right, but your Rng was asked for a different number of "
                     "draws: draw once per candidate tried, with rng.below(n); the check "
                     "compares the next number of your Rng with the engine's");
                REQUIRE(yours.next() == reference.next());
            }
        }
    }
}

TEST_CASE("task 2: the move is legal and no own eye, and a pass only when nothing is",
          "[lesson04][task_2]")
{
    std::uint64_t seed = 7;
    for (const Board& board : positions_from_games(7, 6, 5)) {
        for (Color color : {Color::Black, Color::White}) {
            if (!has_acceptable(board, color)) continue; // see the "only a pass" test
            Rng rng(++seed);
            std::vector<Point> rejected;
            const Point move = lesson04::random_move(board, color, rng, &rejected);
            INFO("random_move(board, " << player_name(color) << ", Rng(" << seed
                                       << "), &rejected) returned " << name_of(board, move)
                                       << ", rejected "
                                       << stonelab::test::vertex_list(board.geometry(), rejected)
                                       << ", on ('!' the move)\n"
                                       << drawn(board, {{move, "!"}}));
            {
                std::vector<Point> strange;
                for (Point p : rejected)
                    if (p == kPass || !point_or_pass(board, p)) strange.push_back(p);
                INFO("rejected \"points\" that are not points of the board");
                CHECK(names_of(board, strange) == std::vector<std::string>{});
            }
            {
                INFO("points rejected twice (a rejected point must be dropped from the "
                     "candidates)");
                CHECK(repeated(board, rejected) == std::vector<std::string>{});
            }
            {
                INFO("rejected points that are legal and not an own eye of "
                     << player_name(color) << " (they must be accepted)");
                CHECK(acceptable_ones(board, color, rejected) == std::vector<std::string>{});
            }
            {
                INFO("a move must be a point of the board or a pass");
                REQUIRE(point_or_pass(board, move));
            }
            if (move == kPass) {
                INFO("a pass, but these points are legal and not an own eye of "
                     << player_name(color));
                CHECK(acceptable_points(board, color) == std::vector<std::string>{});
            } else {
                INFO("the move must be legal and not an own eye of " << player_name(color));
                CHECK(acceptable_ones(board, color, {move}) ==
                      std::vector<std::string>{name_of(board, move)});
                INFO("the move must not be among the rejected points");
                CHECK(std::count(rejected.begin(), rejected.end(), move) == 0);
            }
        }
    }
}

TEST_CASE("task 2: only a pass is left when every empty point is an eye or suicide",
          "[lesson04][task_2]")
{
    std::vector<Board> boards = {parse_diagram(kOnlyPass)};
    for (const Board& board : positions_from_games(7, 6, 1000)) boards.push_back(board);
    std::uint64_t seed = 1;
    for (const Board& board : boards) {
        for (Color color : {Color::Black, Color::White}) {
            if (has_acceptable(board, color)) continue;
            ++seed;
            INFO("random_move(board, " << player_name(color) << ", Rng(" << seed << ")) on\n"
                                       << drawn(board)
                                       << "no empty point is legal and not an own eye of "
                                       << player_name(color) << ": the answer is a pass");
            const auto answer = random_move_within(board, color, seed, 5);
            {
                INFO(kNoAnswer);
                REQUIRE(answer.has_value());
            }
            CHECK(name_of(board, answer->move) == "pass");
            {
                Rng reference(seed);
                stonelab::random_move(board, color, reference);
                INFO("your Rng was asked for a different number of draws: each empty point is "
                     "drawn once, with rng.below(n) for the n points left (the check compares "
                     "the next number of your Rng with the engine's)");
                CHECK(answer->next == reference.next());
            }

            const std::vector<Point>& rejected = answer->rejected;
            std::vector<Point> empty_points;
            for (Point p : board.points())
                if (board.at(p) == Color::Empty) empty_points.push_back(p);
            std::vector<Point> sorted_rejected = rejected;
            std::sort(sorted_rejected.begin(), sorted_rejected.end());
            INFO("every empty point is drawn once and rejected; your rejected points, in the "
                 "order drawn: "
                 << stonelab::test::vertex_list(board.geometry(), rejected)
                 << "\n(the check compares them in raster order with the empty points)");
            CHECK(names_of(board, sorted_rejected) == names_of(board, empty_points));
        }
    }
    CHECK(seed > 2); // the final positions of the games were looked at too
}

TEST_CASE("task 2: the rejected points are appended in the order drawn", "[lesson04][task_2]")
{
    // Every empty point of kOnlyPass is Black's own eye, so all eight are drawn and rejected.
    // The candidates in raster order are A5 C5 E5 B3 D3 A1 C1 E1, and Rng(3) draws
    // below(8) = 0, below(7) = 4, below(6) = 3, below(5) = 0, below(4) = 0, below(3) = 1,
    // below(2) = 0, below(1) = 0. Each rejected point's place is taken by the last candidate:
    //   0 of A5 C5 E5 B3 D3 A1 C1 E1 -> A5, and E1 moves into place 0
    //   4 of E1 C5 E5 B3 D3 A1 C1    -> D3, C1 moves into place 4
    //   3 of E1 C5 E5 B3 C1 A1       -> B3, A1 moves into place 3
    //   0 of E1 C5 E5 A1 C1          -> E1, C1 moves into place 0
    //   0 of C1 C5 E5 A1             -> C1, A1 moves into place 0
    //   1 of A1 C5 E5                -> C5, E5 moves into place 1
    //   0 of A1 E5                   -> A1, E5 moves into place 0
    //   0 of E5                      -> E5, and the list is empty: a pass.
    // The list passed in already holds B4 (left by an earlier call): the rejected points are
    // appended after it.
    const Board board = parse_diagram(kOnlyPass);
    INFO("random_move(board, Black, Rng(3), &rejected) with rejected = { B4 } on\n"
         << drawn(board));
    const auto answer = random_move_within(board, Color::Black, 3, 5, {point_at(board, "B4")});
    {
        INFO(kNoAnswer);
        REQUIRE(answer.has_value());
    }
    CHECK(name_of(board, answer->move) == "pass");
    INFO("rejected: B4, then the eight empty points in the order drawn (each rejected point's "
         "place taken by the last candidate)");
    CHECK(names_of(board, answer->rejected) ==
          std::vector<std::string>{"B4", "A5", "D3", "B3", "E1", "C1", "C5", "A1", "E5"});
}

TEST_CASE("task 2: every acceptable point is equally likely", "[lesson04][task_2]")
{
    const Board board = parse_diagram(kOneEye);
    const Point eye = point_at(board, "A5");
    constexpr int kDraws = 21000; // 1000 per acceptable point
    std::map<Point, int> counts;
    Rng rng(2015);
    for (int i = 0; i < kDraws; ++i) ++counts[lesson04::random_move(board, Color::Black, rng)];

    std::string table;
    for (const auto& [p, n] : counts) table += name_of(board, p) + " " + std::to_string(n) + "  ";
    INFO("21000 calls random_move(board, Black, rng), one Rng(2015) for all, on\n"
         << drawn(board) << "came out as: " << table);
    CHECK(counts[eye] == 0); // A5 is Black's own eye
    CHECK(counts[kPass] == 0);
    counts.erase(eye);
    counts.erase(kPass);
    INFO("the 21 acceptable points must all be drawn (every empty point but A5)");
    REQUIRE(counts.size() == 21);
    // Pearson's chi-square against 1000 each, 20 degrees of freedom: a fair draw exceeds
    // 45.3 with probability 0.001. A biased one (a point never drawn first, say) is far above.
    double chi_square = 0;
    for (const auto& [p, n] : counts) chi_square += (n - 1000.0) * (n - 1000.0) / 1000.0;
    INFO("chi-square " << chi_square << " (at most 45.3 for a uniform choice)");
    CHECK(chi_square < 45.3);
}
