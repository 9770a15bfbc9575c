// Task 2: the random move — seed 002's draw-and-drop algorithm exactly, so that the same
// seed gives the engine's move; and its properties: an acceptable move, or a pass only when
// there is none; every acceptable point equally likely.
#include "support.hpp"

#include <chrono>
#include <future>
#include <memory>
#include <optional>
#include <set>
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

std::string names_of(const Board& board, const std::vector<Point>& points)
{
    std::string text;
    for (Point p : points) text += (text.empty() ? "" : " ") + name_of(board, p);
    return text.empty() ? "none" : text;
}

/// True if `color` has a point to play: then random_move must not pass.
bool has_acceptable(const Board& board, Color color)
{
    for (Point p : board.points())
        if (acceptable(board, color, p)) return true;
    return false;
}

/// What random_move answered, and the next number of its Rng afterwards (which tells how
/// many draws it made).
struct Answer {
    Point move;
    std::uint64_t next;
};

/// random_move with Rng(seed) in a thread of its own, given `seconds` to answer: a version
/// that never drops a rejected point draws forever when nothing is acceptable, and this
/// turns that into a failed check instead of a hung test. (A thread still drawing is left
/// behind; it ends with the test program.)
std::optional<Answer> random_move_within(const Board& board, Color color, std::uint64_t seed,
                                         int seconds)
{
    auto promise = std::make_shared<std::promise<Answer>>();
    std::future<Answer> answer = promise->get_future();
    std::thread([promise, board, color, seed] {
        try {
            Rng rng(seed);
            const Point move = lesson04::random_move(board, color, rng);
            promise->set_value({move, rng.next()});
        } catch (...) {
            promise->set_exception(std::current_exception());
        }
    }).detach();
    if (answer.wait_for(std::chrono::seconds(seconds)) != std::future_status::ready)
        return std::nullopt;
    return answer.get();
}

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
                                           << ")) on ('!' the expected move, '?' yours)\n"
                                           << drawn(board, {{expected, "!"}, {move, "?"}}));
                INFO("expected " << name_of(board, expected) << ", yours " << name_of(board, move));
                REQUIRE(move == expected);
                INFO("the move is right, but your Rng was asked for a different number of "
                     "draws: draw once per candidate tried, with rng.below(n)");
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
                                       << ", rejected: " << names_of(board, rejected) << "\n"
                                       << drawn(board, {{move, "!"}}));
            std::set<Point> rejected_set(rejected.begin(), rejected.end());
            CHECK(rejected_set.size() == rejected.size()); // each point is dropped once
            for (Point p : rejected) CHECK_FALSE(acceptable(board, color, p));
            if (move == kPass) {
                for (Point p : board.points()) CHECK_FALSE(acceptable(board, color, p));
            } else {
                CHECK(acceptable(board, color, move));
                CHECK(rejected_set.count(move) == 0);
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
                                       << drawn(board));
            const auto answer = random_move_within(board, color, seed, 5);
            INFO("no answer within 5 seconds: a point that was drawn and rejected must be "
                 "dropped from the candidates, or the draws never end");
            REQUIRE(answer.has_value());
            CHECK(name_of(board, answer->move) == "pass");
            Rng reference(seed);
            stonelab::random_move(board, color, reference);
            INFO("the pass is right, but your Rng was asked for a different number of draws: "
                 "each empty point is drawn once, with rng.below(n) for the n points left");
            CHECK(answer->next == reference.next());

            Rng rng(seed);
            std::vector<Point> rejected;
            lesson04::random_move(board, color, rng, &rejected);
            std::set<Point> rejected_set(rejected.begin(), rejected.end());
            std::set<Point> empty_points;
            for (Point p : board.points())
                if (board.at(p) == Color::Empty) empty_points.insert(p);
            INFO("every empty point is drawn once and rejected: " << names_of(board, rejected));
            CHECK(rejected.size() == empty_points.size());
            CHECK(rejected_set == empty_points);
        }
    }
    CHECK(seed > 2); // the final positions of the games were looked at too
}

TEST_CASE("task 2: every acceptable point is equally likely", "[lesson04][task_2]")
{
    const Board board = parse_diagram(kOneEye);
    const Point eye = vertex(board, "A5");
    constexpr int kDraws = 21000; // 1000 per acceptable point
    std::map<Point, int> counts;
    Rng rng(2015);
    for (int i = 0; i < kDraws; ++i) ++counts[lesson04::random_move(board, Color::Black, rng)];

    std::string table;
    for (const auto& [p, n] : counts) table += name_of(board, p) + " " + std::to_string(n) + "  ";
    INFO("21000 random moves for Black on\n" << drawn(board) << "came out as: " << table);
    CHECK(counts.count(eye) == 0);
    CHECK(counts.count(kPass) == 0);
    REQUIRE(counts.size() == 21);
    // Pearson's chi-square against 1000 each, 20 degrees of freedom: a fair draw exceeds
    // 45.3 with probability 0.001. A biased one (a point never drawn first, say) is far above.
    double chi_square = 0;
    for (const auto& [p, n] : counts) chi_square += (n - 1000.0) * (n - 1000.0) / 1000.0;
    INFO("chi-square " << chi_square << " (at most 45.3 for a uniform choice)");
    CHECK(chi_square < 45.3);
}
