// Lesson 13, task 1: the capture search and seed 000's status table.
#include "13-groups-life/support.hpp"

#include <stdexcept>

using namespace stonelab;
using namespace stonelab::lesson13;
using namespace stonelab::lesson13::test;

namespace {

// A lone white stone in atari: C3, whose one liberty is C2.
const char* const kAtari = ". . . . .\n"
                           ". . X . .\n"
                           ". X O X .\n"
                           ". . . . .\n"
                           ". . . . .\n";

// White's B1 on the first line, under a black wall: its liberties are A1 and C1, and White
// on either leaves the other as its one liberty, while Black on either leaves White nothing
// legal (the other point would be suicide). The wall's liberties (A3 first) are no
// candidates for White: the wall has far more than one.
const char* const kUnderTheWall = ". . . . .\n"
                                  ". . . . .\n"
                                  ". . . . .\n"
                                  "X X X X .\n"
                                  ". O . X .\n";

// Black's C1 in atari at D1, next to White's B1, in atari at B2. Black B2 takes B1 but White
// retakes at B1, capturing A1 A2 B2; then Black has nothing legal (D1 is suicide) and must
// pass before White takes C1 at D1.
const char* const kSnapback = ". . . .\n"
                              "O O . .\n"
                              "X . O O\n"
                              "X O X .\n";

// White's E6 E5 in atari at E4. Black's E7, next to E6 (not to E5), is in atari at F7; so
// are Black's B7, far from the string, at A7, and White's C7 D7 at C6.
const char* const kCaptureNextToE6 = ". X O O X . .\n"
                                     ". O . X O X .\n"
                                     ". . . X O X .\n"
                                     ". . . . . . .\n"
                                     ". . . . . . .\n"
                                     ". . . . . . .\n"
                                     ". . . . . . .\n";

// Checks one call of read_capture against its expected reading ("captured, move D1").
void check_reading(const Board& board, const std::string& target, Color to_move,
                   const ReadingLimits& limits, const std::string& expected)
{
    const Point p = at(board, target);
    INFO(call_text(board, p, to_move, limits) << " on\n" << print_diagram(board));
    CHECK(reading_text(board, read_capture(board, p, to_move, limits)) == expected);
}

} // namespace

TEST_CASE("task 1: a lone stone in atari: captured at its liberty, or saved there",
          "[lesson13][task_1]")
{
    const Board board = parse_diagram(kAtari);
    const Point c3 = at(board, "C3");
    INFO("the position\n" << print_diagram(board));
    // Black to move takes C3 at its one liberty.
    const Reading black_first = read_capture(board, c3, Color::Black, data::kLimits);
    CHECK(black_first.captured);
    CHECK(name(board, black_first.move) == "C2");
    // White to move extends to C2: the string C3 C2 has B2, D2 and C1, three liberties,
    // more than the two of the cut-off, so the attack stops there.
    const Reading white_first = read_capture(board, c3, Color::White, data::kLimits);
    CHECK_FALSE(white_first.captured);
    CHECK(name(board, white_first.move) == "C2");
    // Hence seed 000's table: dead if White does not move, alive if White does: neutral.
    const StringStatus status = string_status(board, c3, data::kLimits);
    CHECK(status.status == Status::Neutral);
    CHECK(name(board, status.attack) == "C2");
    CHECK(name(board, status.defence) == "C2");
    // A black string of this position: B3 has three liberties (B4, A3, B2) and the
    // attacker, White, moving first, finds it above the cut-off at once.
    const StringStatus b3 = string_status(board, at(board, "B3"), data::kLimits);
    CHECK(b3.status == Status::Alive);
    CHECK(name(board, b3.attack) == "pass");
    CHECK(name(board, b3.defence) == "pass");
    // Black to move for B3: the liberty cut-off is the attacker's alone, so the defender
    // still moves, its first candidate B4 (then B3 B4 has four liberties and the attacker
    // stops): not captured, move B4.
    const Reading b3_first = read_capture(board, at(board, "B3"), Color::Black, data::kLimits);
    CHECK_FALSE(b3_first.captured);
    CHECK(name(board, b3_first.move) == "B4");
}

TEST_CASE("task 1: the reference positions: status, attack and defence of each string",
          "[lesson13][task_1]")
{
    for (const data::StatusPosition& position : data::reference_positions()) {
        INFO("position " << position.name << " (tests/13-groups-life/positions.hpp)\n"
                         << position.diagram);
        CHECK(data::statuses_text(position, your_status) == reference_statuses(position.name));
    }
}

TEST_CASE("task 1: the cut-offs decide what a search can see", "[lesson13][task_1]")
{
    const Board board = parse_diagram(data::reference_positions().front().diagram);
    const Point e5 = at(board, "E5");
    INFO("the ladder of ladder-works\n" << print_diagram(board));
    // Read to the edge, White's extension at E4 does not save E5: the ladder works.
    const Reading full = read_capture(board, e5, Color::White, data::kLimits);
    CHECK(full.captured);
    CHECK(name(board, full.move) == "pass");
    // The ladder from E4 to the capture in the lower-left corner is 14 moves long, White's
    // E4 the first (README.md plays it out): read 14 moves deep, E4 is seen to fail; read
    // 13 moves deep, the capture is beyond the horizon and E4 "saves" the string.
    const Reading deep_enough = read_capture(board, e5, Color::White, {2, 14});
    CHECK(deep_enough.captured);
    const Reading one_short = read_capture(board, e5, Color::White, {2, 13});
    CHECK_FALSE(one_short.captured);
    CHECK(name(board, one_short.move) == "E4");
    // With a cut-off of one liberty, the two liberties after E4 count as an escape.
    const Reading one_liberty = read_capture(board, e5, Color::White, {1, 30});
    CHECK_FALSE(one_liberty.captured);
    CHECK(name(board, one_liberty.move) == "E4");
    // Depth 0: nothing is read, so nothing is captured and neither side has a move: the
    // attacker's node stops at its depth cut-off, and so does the defender's, before trying
    // a move.
    check_reading(board, "E5", Color::Black, {2, 0}, "not captured, move pass");
    check_reading(board, "E5", Color::White, {2, 0}, "not captured, move pass");
    CHECK(data::status_line(board, e5, string_status(board, e5, {2, 0})) ==
          "E5 white: alive, attack pass, defence pass\n");
}

TEST_CASE("task 1: the cut-offs count the same for a black string", "[lesson13][task_1]")
{
    // ladder-works with the colours swapped: Black's E5 in White's ladder. The same line,
    // White E4 to Black E1 with the colours swapped, is 14 moves long.
    const Board board = parse_diagram(". . . . . . . . .\n"
                                      ". . . . . . . . .\n"
                                      ". . . . . . . . .\n"
                                      ". . . . O . . . .\n"
                                      ". . . O X O . . .\n"
                                      ". . . . . O . . .\n"
                                      ". . . . . . . . .\n"
                                      ". . . . . . . . .\n"
                                      ". . . . . . . . .\n");
    check_reading(board, "E5", Color::White, {2, 30}, "captured, move E4");
    check_reading(board, "E5", Color::Black, {2, 30}, "captured, move pass");
    check_reading(board, "E5", Color::Black, {2, 14}, "captured, move pass");
    check_reading(board, "E5", Color::Black, {2, 13}, "not captured, move E4");
    check_reading(board, "E5", Color::Black, {1, 30}, "not captured, move E4");
}

TEST_CASE("task 1: the defender tries its liberties and the captures, in ascending order",
          "[lesson13][task_1]")
{
    // Read one move deep, any legal move of the defender saves its string (the attacker's
    // node after it is at the depth cut-off), so the answer is its first legal candidate.
    // White's B1 under the wall: its liberties A1 and C1, the first A1; the wall's A3 is
    // no candidate (the wall is not in atari).
    const Board wall = parse_diagram(kUnderTheWall);
    check_reading(wall, "B1", Color::White, {2, 1}, "not captured, move A1");
    // Black's C1: its liberty D1 (suicide, skipped) and B2, which takes White's B1 in atari.
    // C2 D2 has four liberties, C3 the first: no candidate.
    const Board snapback = parse_diagram(kSnapback);
    check_reading(snapback, "C1", Color::Black, {2, 1}, "not captured, move B2");
    // White's E6 E5, asked about through E5: the attacker strings in atari next to any of its
    // stones count, so F7 (taking E7, next to E6) comes before the liberty E4; B7's A7 does
    // not count, B7 is not next to the string.
    const Board next_to_e6 = parse_diagram(kCaptureNextToE6);
    check_reading(next_to_e6, "E5", Color::White, {2, 1}, "not captured, move F7");
}

TEST_CASE("task 1: a defender with nothing legal passes, and the pass is a move read",
          "[lesson13][task_1]")
{
    const Board wall = parse_diagram(kUnderTheWall);
    // White to move, two moves read: A1 leaves C1, where Black captures at once (the
    // second move); C1 leaves A1, the same. Both fail: captured, and no saving move.
    check_reading(wall, "B1", Color::White, {2, 2}, "captured, move pass");
    // Black to move: after Black A1, White's C1 is suicide: White passes (the second move)
    // and Black, at the cut-off of two moves, may not play the third. C1 first is the
    // same. Three moves read: Black A1, White's pass, Black C1 captures.
    check_reading(wall, "B1", Color::Black, {2, 2}, "not captured, move pass");
    check_reading(wall, "B1", Color::Black, {2, 3}, "captured, move A1");
    {
        // With two moves read, then, the string is captured if its owner moves first and not
        // if the attacker does: seed 000's table calls that alive (its bottom-left cell).
        const Point b1 = at(wall, "B1");
        INFO("string_status(board, B1, {max_liberties 2, max_depth 2}) on\n"
             << print_diagram(wall));
        CHECK(data::status_line(wall, b1, string_status(wall, b1, {2, 2})) ==
              "B1 white: alive, attack pass, defence pass\n");
    }

    // Black's C1 in the corner, Black to move. Black B2 takes B1; White's first try, B1,
    // takes A1 A2 B2 back and leaves C1 the liberty D1, which is suicide for Black: Black
    // passes (the third move). White's other try, D1, leaves B1, where Black would have no
    // liberty either: a pass again. Three moves read, White's fourth is beyond the cut-off:
    // B2 saves. Four moves read, White takes C1 at D1 after the pass, and Black, whose D1
    // is suicide, has nothing else: captured. (The search must take back exactly the moves
    // it played, the pass too, before White's second try.)
    const Board snapback = parse_diagram(kSnapback);
    check_reading(snapback, "C1", Color::Black, {2, 3}, "not captured, move B2");
    check_reading(snapback, "C1", Color::Black, {2, 4}, "captured, move pass");
    check_reading(snapback, "C1", Color::White, {2, 1}, "captured, move D1");
    const StringStatus status = string_status(snapback, at(snapback, "C1"), data::kLimits);
    INFO("string_status of C1 on\n" << print_diagram(snapback));
    CHECK(data::status_line(snapback, at(snapback, "C1"), status) ==
          "C1 black: dead, attack D1, defence pass\n");
}

TEST_CASE("task 1: an empty target or a side to move that is no player is refused",
          "[lesson13][task_1]")
{
    const Board board = parse_diagram(kAtari);
    CHECK_THROWS_AS(read_capture(board, at(board, "A1"), Color::Black, data::kLimits),
                    std::invalid_argument);
    CHECK_THROWS_AS(read_capture(board, at(board, "C3"), Color::Empty, data::kLimits),
                    std::invalid_argument);
    CHECK_THROWS_AS(string_status(board, at(board, "E5"), data::kLimits), std::invalid_argument);
}
