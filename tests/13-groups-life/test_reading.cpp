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
    // Depth 0: nothing is read, so nothing is captured.
    CHECK_FALSE(read_capture(board, e5, Color::Black, {2, 0}).captured);
    CHECK(string_status(board, e5, {2, 0}).status == Status::Alive);
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
