// Lesson 10, task 3: Figure 4's pair tables, and the verdicts on the lines of a point,
// against the paper's worked example, the engine's tables and a brute-force definition.
#include "support.hpp"
#include "support/gomoku_lines.hpp"
#include "support/text.hpp"

#include <catch2/catch.hpp>

using namespace stonelab;
using namespace stonelab::lesson10;
using gomoku::matsuda::shape_name;

namespace {

constexpr Pattern kPatterns[] = {Pattern::A, Pattern::X, Pattern::B, Pattern::C,
                                 Pattern::D, Pattern::E, Pattern::F, Pattern::O};

} // namespace

TEST_CASE("task 3: the paper's Table 2 verdicts on the worked example", "[lesson10][task_3]")
{
    // Section 2.3: none (O, X), three (O, A), split four (B, X), none (A, X).
    CHECK(shape_name(pair_shape(1, Pattern::O, Pattern::X)) == std::string("none"));
    CHECK(shape_name(pair_shape(3, Pattern::O, Pattern::A)) == std::string("three"));
    CHECK(shape_name(pair_shape(3, Pattern::B, Pattern::X)) == std::string("split four"));
    CHECK(shape_name(pair_shape(2, Pattern::A, Pattern::X)) == std::string("none"));
    const gomoku::Board board = gomoku::parse_board(lesson10::test::kWorkedExample);
    CHECK(lesson10::test::tables_1_and_2_text(board, gomoku::parse_vertex(board, "H8").value(),
                                              Color::Black) ==
          stonelab::test::read_text(std::string(LESSON_DATA) + "/worked-example.txt"));
}

TEST_CASE("task 3: Figure 4 in both orders, as the engine has it", "[lesson10][task_3]")
{
    for (int t = 1; t <= 7; ++t)
        for (Pattern a : kPatterns)
            for (Pattern b : kPatterns) {
                INFO("total " << t << ", " << gomoku::matsuda::pattern_name(a) << " and "
                              << gomoku::matsuda::pattern_name(b));
                REQUIRE(shape_name(pair_shape(t, a, b)) ==
                        std::string(shape_name(gomoku::matsuda::pair_table(t, a, b))));
            }
    // A Six side on either side is an overline whatever the Total; a Never side on either
    // side, or a Total below 1, has no verdict.
    CHECK(shape_name(pair_shape(2, Pattern::Six, Pattern::A)) == std::string("overline"));
    CHECK(shape_name(pair_shape(1, Pattern::O, Pattern::Six)) == std::string("overline"));
    CHECK_THROWS_AS(pair_shape(3, Pattern::Never, Pattern::A), std::invalid_argument);
    CHECK_THROWS_AS(pair_shape(3, Pattern::A, Pattern::Never), std::invalid_argument);
    CHECK_THROWS_AS(pair_shape(0, Pattern::A, Pattern::A), std::invalid_argument);
}

TEST_CASE("task 3: the verdicts on seeded positions agree with the brute force",
          "[lesson10][task_3]")
{
    // Figure 4 against the definitions (tests/support/gomoku_lines.hpp): equal except in
    // the three kinds of line the README explains.
    int checked = 0;
    int differences = 0;
    for (std::uint64_t seed : {5u, 6u, 7u}) {
        const gomoku::Board board = lesson10::test::random_position(seed, 15, 90);
        for (Point p : board.points()) {
            if (!board.is_empty(p)) continue;
            for (Color color : {Color::Black, Color::White}) {
                const auto shapes = shapes_at(board, p, color);
                for (int m = 0; m < 4; ++m) {
                    const std::string line = stonelab::test::line_text(board, p, m, color);
                    const std::string brute = stonelab::test::brute_force_shape(line);
                    const std::string mine = shape_name(shapes[static_cast<std::size_t>(m)]);
                    INFO("seed " << seed << " " << gomoku::vertex_name(board, p) << " line " << m
                                 << ": " << line);
                    if (mine != brute) {
                        REQUIRE(stonelab::test::known_figure4_difference(mine, brute));
                        ++differences;
                    }
                    ++checked;
                }
            }
        }
    }
    CHECK(checked > 1000);
    CHECK(differences < checked / 20);
}

TEST_CASE("task 3: the verdicts on a seeded position", "[lesson10][task_3]")
{
    CHECK(lesson10::test::position_shapes_text(lesson10::test::random_position(42, 15, 70)) ==
          stonelab::test::read_text(std::string(LESSON_DATA) + "/position-42.txt"));
}
