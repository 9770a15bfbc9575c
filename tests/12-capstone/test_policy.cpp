// Task 2: the playout policy. Positions where the capture, the escape or the shape is worked
// out by hand; each rule forced (percent 100), switched off (percent 0) and at the edge of its
// percent, with the numbers it must draw; and the reference playouts of seeded runs.
#include "support.hpp"

#include "engine/go/random_player.hpp"

#include <string>
#include <vector>

using namespace stonelab;
using namespace stonelab::lesson12;
using namespace stonelab::lesson12::test;
using stonelab::test::point_at;
using stonelab::test::vertex_list;

namespace {

Board fixture(const char* name) { return data::board_of(data::position(name)); }

// A board from a diagram and moves, for the shapes.
Board shape_board(const char* diagram, const char* moves)
{
    return data::board_of({"shape", "a shape", diagram, moves});
}

// White's B3 has just taken Black's C3 in a ko: Black may not take back at C3 at once.
Board ko()
{
    return data::board_of({"ko", "White's B3 has just taken at C3: a ko", R"(
. . . . .
. X O . .
X . X O .
. X O . .
. . . . .
)",
                           "W B3"});
}

} // namespace

TEST_CASE("task 2: capture_moves looks next to the last move first, then everywhere",
          "[lesson12][task_2]")
{
    SECTION("White's D5 has just gone into atari: D6 takes it, not the far G1")
    {
        const Board board = fixture("capture");
        CHECK(vertex_list(board.geometry(), capture_moves(board, B)) == "D6");
    }
    SECTION("the last move is far from both strings in atari: both, in raster order")
    {
        const Board board = fixture("capture-far");
        CHECK(vertex_list(board.geometry(), capture_moves(board, B)) == "D6 F1");
    }
    SECTION("nothing of Black's is in atari: White captures nothing")
    {
        const Board board = fixture("capture");
        CHECK(capture_moves(board, W).empty());
    }
    SECTION("for White: White's D3 has put Black's D4 in atari, and E4 takes it")
    {
        const Board board = fixture("escape");
        INFO("capture_moves(escape, White)\n" << print_diagram(board));
        CHECK(vertex_list(board.geometry(), capture_moves(board, W)) == "E4");
    }
    SECTION("White's B3 in atari, its liberty C3 a ko Black may not take back at once: nothing")
    {
        const Board board = ko();
        INFO("capture_moves(ko, Black)\n" << print_diagram(board));
        CHECK(capture_moves(board, B).empty());
    }
    SECTION("two white stones in atari next to the last move with the same liberty: C4 once")
    {
        const Board board = shape_board(R"(
. X O X .
. . . . X
. . . X .
. . . . .
. . . . .
)",
                                        "W D4");
        INFO("capture_moves(board, Black)\n" << print_diagram(board));
        CHECK(vertex_list(board.geometry(), capture_moves(board, B)) == "C4");
    }
    SECTION("two strings in atari next to the last move: liberties in the order of the stones")
    {
        // The square around White's D4, read in raster order, meets C5 (its liberty C4) before
        // E5 (its liberty E6): C4 first, though E6 comes first in raster order.
        const Board board = shape_board(R"(
. . . . . . .
. . X . . . .
. X O X O X .
. . . . X . .
. . . . . . .
. . . . . . .
. . . . . . .
)",
                                        "W D4");
        INFO("capture_moves(board, Black)\n" << print_diagram(board));
        CHECK(vertex_list(board.geometry(), capture_moves(board, B)) == "C4 E6");
    }
    SECTION("no last move: no capture rule")
    {
        const Board board = parse_diagram(data::position("capture-far").diagram);
        CHECK(capture_moves(board, B).empty());
    }
}

TEST_CASE("task 2: escape_moves extends a string in atari only when that gives it liberties",
          "[lesson12][task_2]")
{
    SECTION("E4 gives Black's D4 three liberties")
    {
        const Board board = fixture("escape");
        CHECK(vertex_list(board.geometry(), escape_moves(board, B)) == "E4");
    }
    SECTION("A1 would leave A2-A1 with one liberty, B1: no escape")
    {
        const Board board = fixture("no-escape");
        CHECK(escape_moves(board, B).empty());
    }
    SECTION("White's D4 puts two black stones in atari with one liberty, C5: C5 once")
    {
        // C4 and D5, each with C5 alone: Black at C5 joins both, with B5 and C6 to breathe.
        const Board board = shape_board(R"(
. . . . . . .
. . . O . . .
. . . X O . .
. O X . . . .
. . O . . . .
. . . . . . .
. . . . . . .
)",
                                        "W D4");
        INFO("escape_moves(board, Black)\n" << print_diagram(board));
        CHECK(vertex_list(board.geometry(), escape_moves(board, B)) == "C5");
    }
    SECTION("two escapes, in the order of the last move's neighbours: right, down, left, up")
    {
        // White's D4 puts Black's E4 (to its right, liberty E3) and C4 (to its left, liberty
        // C5) in atari: E3 first, though C5 comes first in raster order.
        const Board board = shape_board(R"(
. . . . . . .
. . . . . . .
. . . . O . .
. O X . X O .
. . O . . . .
. . . . . . .
. . . . . . .
)",
                                        "W D4");
        INFO("escape_moves(board, Black)\n" << print_diagram(board));
        CHECK(vertex_list(board.geometry(), escape_moves(board, B)) == "E3 C5");
    }
    SECTION("White has no string in atari")
    {
        const Board board = fixture("escape");
        CHECK(escape_moves(board, W).empty());
    }
    SECTION("only where the player may play: White's B1 cannot extend to B2, a suicide")
    {
        // Played from the empty 3x3 board: White's A1-B1-B2 is taken at move 7, and White's
        // B1 comes back. After Black's A1, White's B1 is in atari next to it, its one liberty
        // B2; White at B2 would touch only Black's B3, A2 and C2, which all keep a liberty:
        // no liberty, nothing taken, a suicide. (Playing the move without asking whether it
        // is legal, then counting the liberties of what is still an empty point, is no test.)
        const Board board =
            data::board_of({"suicide", "White's B1 in atari, its liberty B2 a suicide", R"(
. . .
. . .
. . .
)",
                            "B B3 W B1 B A2 W A1 B C1 W B2 B C2 W B1 B A1"});
        INFO("escape_moves(board, White) after B B3 W B1 B A2 W A1 B C1 W B2 B C2 W B1 B A1\n"
             << print_diagram(board));
        CHECK(escape_moves(board, W).empty());
    }
}

TEST_CASE("task 2: the shapes of the table, in every rotation and reflection", "[lesson12][task_2]")
{
    const auto match = [](const Board& board, const char* vertex, Color color) {
        return matches_shape(board, point_at(board.geometry(), vertex), color);
    };
    SECTION("hane: D4 and D6 bend round White's D5, which touches Black's C5")
    {
        const Board board = fixture("hane");
        CHECK(match(board, "D4", B));
        CHECK(match(board, "D6", B));
        CHECK_FALSE(match(board, "E5", B)); // beside White's stone, but no black stone there
        CHECK_FALSE(match(board, "C4", B));
        CHECK_FALSE(match(board, "D4", W)); // for White, C5 is the opponent's, D5 its own
        // The answers next to the last move, in raster order: D6 (row 6), then D4.
        CHECK(vertex_list(board.geometry(), pattern_moves(board, B)) == "D6 D4");
    }
    SECTION("cut and connect: D4 between White's D5 and E4, Black's E5 next to both")
    {
        const Board board = shape_board(R"(
. . . . . . .
. . . . . . .
. . . O X . .
. . . . . . .
. . . . . . .
. . . . . . .
. . . . . . .
)",
                                        "W E4");
        CHECK(match(board, "D4", B)); // Black cuts
        CHECK(match(board, "D4", W)); // White connects
        CHECK(match(board, "F4", B)); // and F4 is Black's hane round E4
        CHECK_FALSE(match(board, "C4", B));
    }
    SECTION("edge block: D1 stops White's C1 crawling under Black's D2")
    {
        const Board board = shape_board(R"(
. . . . .
. . . . .
. . . . .
. . . X .
. . . . .
)",
                                        "W C1");
        CHECK(match(board, "D1", B));
        CHECK_FALSE(match(board, "D1", W));
        CHECK_FALSE(match(board, "B1", B)); // no black stone above B1
    }
    SECTION("pattern_moves only where the player may play: C3 is a cut, but a ko")
    {
        // Around White's B3: C3 has White's C4 above and B3 beside it, Black's B4 in the
        // corner between (the cut), but Black may not retake the ko there; A4 and A2 connect
        // Black's stones round White's B3.
        const Board board = ko();
        INFO("pattern_moves(ko, Black)\n" << print_diagram(board));
        CHECK(match(board, "C3", B));
        CHECK(vertex_list(board.geometry(), pattern_moves(board, B)) == "A4 A2");
    }
    SECTION("pattern_moves leaves out the player's own eye: C3 connects, but is Black's eye")
    {
        // White's D4 sits diagonally between Black's C4 and D3: C3, with Black on all four
        // sides, is the connection, but it is Black's own eye. D5 and E4 are hanes round D4.
        const Board board = shape_board(R"(
. . . . .
. . X . .
. X . X .
. . X . .
. . . . .
)",
                                        "W D4");
        INFO("pattern_moves(board, Black)\n" << print_diagram(board));
        CHECK(match(board, "C3", B));
        CHECK(vertex_list(board.geometry(), pattern_moves(board, B)) == "D5 E4");
    }
    SECTION("an empty board matches nothing")
    {
        const Board board(5);
        CHECK_FALSE(match(board, "C3", B));
    }
}

TEST_CASE("task 2: a rule at 100 percent always plays its move and one at 0 never fires",
          "[lesson12][task_2]")
{
    const Board capture = fixture("capture");
    const Board escape = fixture("escape");
    const Board hane = fixture("hane");
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        CAPTURE(seed);
        {
            INFO("capture 100: D6, after two draws (the percent, then one of one move)");
            Rng rng(seed), expected(seed);
            CHECK(vertex_list(capture.geometry(), {policy_move(capture, B, rng, {100, 0, 0})}) ==
                  "D6");
            expected.below(100);
            expected.below(1);
            CHECK(data::numbers_drawn(seed, rng.state()) ==
                  data::numbers_drawn(seed, expected.state())); // numbers drawn
        }
        {
            INFO("escape 100, capture 0: E4, after three draws");
            Rng rng(seed), expected(seed);
            CHECK(vertex_list(escape.geometry(), {policy_move(escape, B, rng, {0, 100, 0})}) ==
                  "E4");
            for (int i = 0; i < 2; ++i) expected.below(100);
            expected.below(1);
            CHECK(data::numbers_drawn(seed, rng.state()) ==
                  data::numbers_drawn(seed, expected.state())); // numbers drawn
        }
        {
            INFO("pattern 100: D6 or D4, the one rng.below(2) says after three percents");
            Rng rng(seed), expected(seed);
            const Point yours = policy_move(hane, B, rng, {0, 0, 100});
            for (int i = 0; i < 3; ++i) expected.below(100);
            const char* pick = expected.below(2) == 0 ? "D6" : "D4";
            CHECK(vertex_list(hane.geometry(), {yours}) == pick);
            CHECK(data::numbers_drawn(seed, rng.state()) ==
                  data::numbers_drawn(seed, expected.state())); // numbers drawn
        }
        for (const Board* board : {&capture, &escape, &hane}) {
            INFO("all at 0: three draws that fire nothing, then lesson 7's random move");
            Rng rng(seed), expected(seed);
            const Point yours = policy_move(*board, B, rng, {0, 0, 0});
            for (int i = 0; i < 3; ++i) expected.below(100);
            const Point uniform = random_move(*board, B, expected);
            CHECK(vertex_list(board->geometry(), {yours}) ==
                  vertex_list(board->geometry(), {uniform}));
            CHECK(data::numbers_drawn(seed, rng.state()) ==
                  data::numbers_drawn(seed, expected.state())); // numbers drawn
        }
    }
    {
        INFO("after a pass, no rule draws: the random move at once");
        Board board = fixture("capture");
        board.play(W, kPass);
        Rng rng(7), expected(7);
        const Point yours = policy_move(board, B, rng, {100, 100, 100});
        CHECK(vertex_list(board.geometry(), {yours}) ==
              vertex_list(board.geometry(), {random_move(board, B, expected)}));
        CHECK(data::numbers_drawn(7, rng.state()) ==
              data::numbers_drawn(7, expected.state())); // numbers drawn
    }
}

TEST_CASE("task 2: a rule is tried exactly when the number it draws is below its percent",
          "[lesson12][task_2]")
{
    // Each rule in turn gets as its percent the very number it will draw, v, and then v + 1
    // (the rules before it are at 0: their numbers are drawn, nothing is tried). At v the rule
    // is not tried, v not being below v: the move is lesson 7's random move after three draws.
    // At v + 1 it is, and plays its move: D6, E4, or the hane D6 or D4 by rng.below(2).
    struct Rule {
        const char* name;
        const char* fixture;
        std::vector<const char*> moves; // the rule's moves there, in order
    };
    const std::vector<Rule> rules = {{"capture", "capture", {"D6"}},
                                     {"escape", "escape", {"E4"}},
                                     {"pattern", "hane", {"D6", "D4"}}};
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        for (std::size_t r = 0; r < rules.size(); ++r) {
            const Board board = fixture(rules[r].fixture);
            Rng peek(seed);
            int numbers[3];
            for (int& number : numbers) number = static_cast<int>(peek.below(100));
            const int v = numbers[r];
            INFO(rules[r].fixture << ":\n"
                                  << print_diagram(board) << "Rng(" << seed
                                  << ")'s first three numbers below 100: " << numbers[0] << " "
                                  << numbers[1] << " " << numbers[2]);
            const auto options = [&](int percent) {
                PolicyOptions o{0, 0, 0};
                (r == 0   ? o.capture_percent
                 : r == 1 ? o.escape_percent
                          : o.pattern_percent) = percent;
                return o;
            };
            const auto call = [&](int percent) {
                const PolicyOptions o = options(percent);
                return "policy_move(" + std::string(rules[r].fixture) + ", Black, Rng(" +
                       std::to_string(seed) + "), {capture " + std::to_string(o.capture_percent) +
                       ", escape " + std::to_string(o.escape_percent) + ", pattern " +
                       std::to_string(o.pattern_percent) + "})";
            };
            {
                INFO("the call: " << call(v) << ": the " << rules[r].name << " rule draws " << v
                                  << ", not below " << v << ": not tried");
                Rng rng(seed), expected(seed);
                const Point yours = policy_move(board, B, rng, options(v));
                for (int i = 0; i < 3; ++i) expected.below(100);
                const Point uniform = random_move(board, B, expected);
                CHECK(vertex_list(board.geometry(), {yours}) ==
                      vertex_list(board.geometry(), {uniform}));
                CHECK(data::numbers_drawn(seed, rng.state()) ==
                      data::numbers_drawn(seed, expected.state())); // numbers drawn
            }
            {
                INFO("the call: " << call(v + 1) << ": the " << rules[r].name << " rule draws " << v
                                  << ", below " << v + 1 << ": tried");
                Rng rng(seed), expected(seed);
                const Point yours = policy_move(board, B, rng, options(v + 1));
                for (std::size_t i = 0; i <= r; ++i) expected.below(100);
                const auto& moves = rules[r].moves;
                const char* pick = moves[expected.below(static_cast<std::uint32_t>(moves.size()))];
                CHECK(vertex_list(board.geometry(), {yours}) == pick);
                CHECK(data::numbers_drawn(seed, rng.state()) ==
                      data::numbers_drawn(seed, expected.state())); // numbers drawn
            }
        }
    }
}

TEST_CASE("task 2: the reference playouts of the policy", "[lesson12][task_2]")
{
    for (const data::PolicySpec& spec : data::kReferencePolicy) {
        CAPTURE(data::call_of(spec));
        // The moves, then the numbers the playout drew: a rule that draws too few or too many
        // parts from the reference there, even where the moves agree.
        check_same_text(reference_text("policy", spec), data::searched(spec));
    }
}
