// Task 3: Black's fouls. The tricky positions of data/fouls/ (verdicts derived by hand), the
// foul maps of data/foulmaps/, and agreement with the brute-force referee of support.hpp on
// every empty point of a thousand seeded positions (some 60,000 points: graded, each is a
// call across the sandbox's wall, within the test's 2 s of CPU).
#include "support.hpp"

#include "support/side_by_side.hpp"
#include "support/text.hpp"

#include <catch2/catch.hpp>

using namespace stonelab::lesson11;
using namespace stonelab::lesson11::test; // Color, Point, Rng and gomoku too

TEST_CASE("task 3: the tricky positions: false threes, fours on one line, fives that win",
          "[lesson11][task_3]")
{
    for (const FoulFixture& fixture : foul_fixtures()) {
        INFO(fixture.name << ": " << fixture.title << "\n" << gomoku::print_board(fixture.board));
        const Point p = point_of(fixture.board, fixture.point);
        CHECK(gomoku::foul_name(foul(fixture.board, p)) == fixture.foul);
    }
    // A stone is not judged: the point must be empty.
    const std::vector<FoulFixture> fixtures = foul_fixtures();
    const FoulFixture& first = fixtures.front();
    const Point stone = first.board.moves().front();
    INFO(first.name << ", the stone " << gomoku::vertex_name(first.board, stone) << "\n"
                    << gomoku::print_board(first.board));
    CHECK_THROWS_AS(foul(first.board, stone), std::invalid_argument);
    CHECK_THROWS_AS(count_fours(first.board, stone, 0), std::invalid_argument);
    CHECK_THROWS_AS(is_three(first.board, stone, 0), std::invalid_argument);
}

TEST_CASE("task 3: the lines of the tricky positions: fours and threes through the point",
          "[lesson11][task_3]")
{
    // Hand-derived, line by line (0 across, 1 down, 2 and 3 the diagonals).
    const std::map<std::string, std::pair<std::array<int, 4>, std::array<bool, 4>>> expected = {
        {"01-double-three", {{0, 0, 0, 0}, {true, true, false, false}}},
        {"03-four-three", {{1, 0, 0, 0}, {false, true, false, false}}},
        {"04-double-four", {{1, 1, 0, 0}, {false, false, false, false}}},
        {"05-double-four-one-line", {{2, 0, 0, 0}, {false, false, false, false}}},
        {"06-double-four-split", {{2, 0, 0, 0}, {false, false, false, false}}},
        {"10-blocked-three", {{0, 0, 0, 0}, {false, true, false, false}}},
        {"11-false-three-overline", {{0, 0, 0, 0}, {false, true, false, false}}},
        {"12-real-double-three", {{0, 0, 0, 0}, {true, true, false, false}}},
        {"13-no-four-into-six", {{0, 1, 0, 0}, {false, false, false, false}}},
        {"14-three-into-five", {{0, 0, 0, 0}, {false, true, false, false}}},
        {"15-two-five-points-not-straight", {{0, 0, 0, 0}, {false, true, false, false}}},
        {"16-both-at-once", {{0, 0, 0, 0}, {false, false, false, false}}},
        {"17-real-three-through-four-three", {{0, 0, 0, 0}, {true, true, false, false}}},
    };
    for (const FoulFixture& fixture : foul_fixtures()) {
        const auto found = expected.find(fixture.name);
        if (found == expected.end()) continue;
        const Point p = point_of(fixture.board, fixture.point);
        for (int d = 0; d < 4; ++d) {
            INFO(fixture.name << ": " << fixture.title << ", line " << d << "\n"
                              << gomoku::print_board(fixture.board));
            CHECK(count_fours(fixture.board, p, d) ==
                  found->second.first[static_cast<std::size_t>(d)]);
            CHECK(is_three(fixture.board, p, d) ==
                  found->second.second[static_cast<std::size_t>(d)]);
        }
    }
}

TEST_CASE("task 3: every empty point of the tricky positions", "[lesson11][task_3]")
{
    for (const FoulFixture& fixture : foul_fixtures()) {
        const std::string expected =
            stonelab::test::read_text(kDataDir / "foulmaps" / (fixture.name + ".txt"));
        const std::string yours =
            foul_map(fixture.board, [&](Point p) { return foul(fixture.board, p); });
        INFO(fixture.name << ": " << fixture.title
                          << "\n(3: double three, 4: double four, 6: overline)\n"
                          << stonelab::test::side_by_side(expected, yours));
        CHECK(yours == expected);
    }
}

TEST_CASE("task 3: agrees with the rules' definitions on a thousand seeded positions",
          "[lesson11][task_3]")
{
    Rng rng(2026);
    std::map<Foul, int> seen;
    for (int position = 0; position < 1000; ++position) {
        const int size = position % 4 == 0 ? 11 : 9;
        const Board board = random_position(rng, size, 7, 14 + position % 17);
        BruteReferee brute(board);
        for (Point p : board.points()) {
            if (!board.is_empty(p)) continue;
            const Foul expected = brute.foul(p);
            const Foul yours = foul(board, p);
            ++seen[expected];
            if (yours != expected) {
                INFO("seeded position " << position << ", the point "
                                        << gomoku::vertex_name(board, p) << "\n"
                                        << gomoku::print_board(board));
                CHECK(gomoku::foul_name(yours) == std::string(gomoku::foul_name(expected)));
                return;
            }
        }
    }
    // The positions must exercise every verdict, or the agreement proves little.
    for (Foul kind : {Foul::Overline, Foul::DoubleFour, Foul::DoubleThree}) {
        INFO("verdict " << gomoku::foul_name(kind) << " seen " << seen[kind] << " times");
        CHECK(seen[kind] >= 50);
    }
}

TEST_CASE("task 3: fours and threes line by line agree with the rules' definitions",
          "[lesson11][task_3]")
{
    Rng rng(311);
    for (int position = 0; position < 150; ++position) {
        const Board board = random_position(rng, 9, 7, 16 + position % 13);
        BruteReferee brute(board);
        for (Point p : board.points()) {
            if (!board.is_empty(p)) continue;
            for (int d = 0; d < 4; ++d) {
                const int fours = brute.fours(p, d);
                const bool three = brute.three(p, d);
                if (count_fours(board, p, d) == fours && is_three(board, p, d) == three) continue;
                INFO("seeded position " << position << ", the point "
                                        << gomoku::vertex_name(board, p) << ", line " << d << "\n"
                                        << gomoku::print_board(board));
                CHECK(count_fours(board, p, d) == fours);
                CHECK(is_three(board, p, d) == three);
                return;
            }
        }
    }
}
