// Lesson 2, tasks 1 and 2: walking a string, and asking whether it is surrounded.
#include "02-capture-recursion/support.hpp"

using namespace stonelab;
using namespace stonelab::lesson02;
using namespace stonelab::lesson02::test;

namespace {

const WalkCase& walk_named(const std::string& name)
{
    for (const WalkCase& walk : walk_cases())
        if (walk.name == name) return walk;
    FAIL("no walk case " << name);
    throw std::logic_error("unreachable");
}

/// Walks from `start`. The tests show the call and the position with INFO, and this shows
/// what came back, so that a failure shows both.
StringWalk walk_from(const SimpleBoard& board, const std::string& start)
{
    return walk_string(board, at(board, start));
}

/// Asks is_surrounded about `stone` and checks the answer, the call shown with the answer
/// expected.
void check_surrounded(const SimpleBoard& board, const std::string& stone, bool expected)
{
    INFO("is_surrounded(board, " << stone << ") on " << what_is_on(board, stone) << " " << stone
                                 << " must be " << (expected ? "true" : "false"));
    CHECK(is_surrounded(board, at(board, stone)) == expected);
}

} // namespace

// ---- task 1 --------------------------------------------------------------------------------

TEST_CASE("task 1: the walk visits the stones in seed 002's order", "[lesson02][task_1]")
{
    // Seed 002 (go02, take_stone) walks from C4 looking right, down, left, up: C4 finds C3,
    // C3 finds D3 first, D3 finds E3; E3 and D3 have nothing new, so the walk is back at C3,
    // which finds B3, and B3 finds B2. (The slide numbers rows from the top; read with GTP
    // rows from the bottom the picture is upside down, and the order of the names is the same.)
    const SimpleBoard board = walk_board(walk_named("seed002-c4"));
    INFO("walk_string(board, C4) on\n" << diagram_of(board));
    const StringWalk walk = walk_from(board, "C4");
    INFO("your walk: " << walk_text(board, walk));
    CHECK(names(board, walk.stones) == words("C4 C3 D3 E3 B3 B2"));
    CHECK(walk.liberties.size() == 11);
}

TEST_CASE("task 1: the walk follows seed 000's three-stone walk-through", "[lesson02][task_1]")
{
    // Seed 000: the first stone's right neighbour is a stone of the string, so the walk goes
    // there first; the third stone, below the first, is reached only when the walk is back.
    // Liberties: D5 has C5 and D6, E5 has F5, E6 and E4, D4 has C4 and D3 (E4 is counted once).
    const SimpleBoard board = walk_board(walk_named("seed000-three"));
    INFO("walk_string(board, D5) on\n" << diagram_of(board));
    const StringWalk walk = walk_from(board, "D5");
    INFO("your walk: " << walk_text(board, walk));
    CHECK(names(board, walk.stones) == words("D5 E5 D4"));
    INFO("the liberties, sorted (their order is up to you)");
    CHECK(sorted(names(board, walk.liberties)) == sorted(words("C5 D6 F5 E6 E4 C4 D3")));
}

TEST_CASE("task 1: the walk looks right, down, left, up from every stone", "[lesson02][task_1]")
{
    // From the centre of the cross: right D3 first (and D3's own neighbours), then down C2,
    // left B3, up C4. Any other order of the four directions gives another visit order.
    const SimpleBoard board = walk_board(walk_named("cross"));
    INFO("walk_string(board, C3) on\n" << diagram_of(board));
    const StringWalk walk = walk_from(board, "C3");
    INFO("your walk: " << walk_text(board, walk));
    CHECK(names(board, walk.stones) == words("C3 D3 C2 B3 C4"));
    INFO("the liberties, sorted (their order is up to you)");
    CHECK(sorted(names(board, walk.liberties)) == sorted(words("E3 D2 D4 C1 B2 A3 B4 C5")));
}

TEST_CASE("task 1: the wall is not a liberty", "[lesson02][task_1]")
{
    const SimpleBoard board = walk_board(walk_named("corner"));
    INFO("walk_string(board, A1) on\n" << diagram_of(board));
    const StringWalk walk = walk_from(board, "A1");
    INFO("your walk: " << walk_text(board, walk));
    INFO("the stones, sorted");
    CHECK(sorted(names(board, walk.stones)) == sorted(words("A1 B1 A2")));
    CHECK(names(board, walk.liberties) == words("A3"));
}

TEST_CASE("task 1: a liberty touched by several stones counts once", "[lesson02][task_1]")
{
    {
        // The ring's centre C3 touches four stones of the string; the ring has 12 liberties
        // outside and C3 inside.
        const SimpleBoard ring = walk_board(walk_named("ring"));
        INFO("walk_string(board, B2) on\n" << diagram_of(ring));
        const StringWalk walk = walk_from(ring, "B2");
        INFO("your walk: " << walk_text(ring, walk));
        CHECK(walk.stones.size() == 8);
        CHECK(walk.liberties.size() == 13);
        const std::vector<std::string> liberties = names(ring, walk.liberties);
        INFO("how many times C3 is among your liberties");
        CHECK(std::count(liberties.begin(), liberties.end(), "C3") == 1);
    }
    {
        const SimpleBoard ell = walk_board(walk_named("shared-liberty"));
        INFO("walk_string(board, C3) on\n" << diagram_of(ell));
        const StringWalk walk = walk_from(ell, "C3");
        INFO("your walk: " << walk_text(ell, walk));
        INFO("the liberties, sorted (their order is up to you)");
        CHECK(sorted(names(ell, walk.liberties)) == sorted(words("C4 B3 D3 B2 E2 C1 D1")));
    }
}

TEST_CASE("task 1: diagonal neighbours are not part of the string", "[lesson02][task_1]")
{
    const SimpleBoard board = walk_board(walk_named("diagonal"));
    INFO("walk_string(board, C3) on\n" << diagram_of(board));
    const StringWalk walk = walk_from(board, "C3");
    INFO("your walk: " << walk_text(board, walk));
    CHECK(names(board, walk.stones) == words("C3"));
    INFO("the liberties, sorted (their order is up to you)");
    CHECK(sorted(names(board, walk.liberties)) == sorted(words("B3 C2")));
}

TEST_CASE("task 1: a walk from an empty point finds nothing", "[lesson02][task_1]")
{
    const SimpleBoard board = walk_board(walk_named("seed002-c4"));
    INFO("walk_string(board, E5) on\n" << diagram_of(board));
    const StringWalk walk = walk_from(board, "E5");
    INFO("your walk: " << walk_text(board, walk));
    CHECK(names(board, walk.stones) == words(""));
    CHECK(names(board, walk.liberties) == words(""));
}

TEST_CASE("task 1: walks match the reference outputs", "[lesson02][task_1]")
{
    for (const WalkCase& walk_case : walk_cases()) {
        const Reference reference("walk-" + walk_case.name + ".txt");
        const SimpleBoard board = walk_board(walk_case);
        INFO("case walk-" << walk_case.name << ": " << walk_case.about);
        INFO("walk_string(board, " << walk_case.start << ") on\n" << diagram_of(board));
        const StringWalk walk = walk_from(board, walk_case.start);
        INFO("your walk: " << walk_text(board, walk));
        CHECK(names(board, walk.stones) ==
              vertices(reference.field("stones in visit order (right, down, left, up)")));
        // The order of the liberties depends on details the lesson leaves to you: compare sets.
        INFO("the liberties, sorted (their order is up to you), and their count");
        CHECK(sorted(names(board, walk.liberties)) ==
              sorted(vertices(reference.field("liberties in the order found"))));
        CHECK(walk.liberties.size() == std::stoul(reference.field("liberty count")));
    }
}

// ---- task 2 --------------------------------------------------------------------------------

TEST_CASE("task 2: seed 002's string is surrounded after White C5, not before",
          "[lesson02][task_2]")
{
    SimpleBoard board = walk_board(walk_named("seed002-c4-atari"));
    {
        INFO("position:\n" << diagram_of(board));
        check_surrounded(board, "C4", false);
        check_surrounded(board, "B2", false);
    }
    board.cells[at(board, "C5")] = kWhite;
    INFO("after putting White on C5:\n" << diagram_of(board));
    for (const char* stone : {"C4", "C3", "D3", "E3", "B3", "B2"})
        check_surrounded(board, stone, true);
    // The white stones around it still have liberties.
    check_surrounded(board, "C5", false);
    check_surrounded(board, "B1", false);
}

TEST_CASE("task 2: the wall closes a string like an opponent stone", "[lesson02][task_2]")
{
    const SimpleBoard board = walk_board(walk_named("corner-surrounded"));
    INFO("position:\n" << diagram_of(board));
    check_surrounded(board, "A1", true);
    check_surrounded(board, "B2", false);
}

TEST_CASE("task 2: an empty point is not surrounded", "[lesson02][task_2]")
{
    const SimpleBoard board = walk_board(walk_named("ring"));
    INFO("position:\n" << diagram_of(board));
    check_surrounded(board, "C3", false);
}

TEST_CASE("task 2: is_surrounded agrees with the reference walks", "[lesson02][task_2]")
{
    for (const WalkCase& walk_case : walk_cases()) {
        const Reference reference("walk-" + walk_case.name + ".txt");
        const SimpleBoard board = walk_board(walk_case);
        INFO("case walk-" << walk_case.name << ": " << walk_case.about << "\n"
                          << diagram_of(board));
        check_surrounded(board, walk_case.start, reference.field("surrounded") == "yes");
    }
}

TEST_CASE("task 2: the strings a move captures are exactly the surrounded ones",
          "[lesson02][task_2]")
{
    // Put the stone down without capturing: a neighbouring opponent stone is surrounded
    // exactly when the reference says the move removes it.
    for (const CaptureCase& capture : capture_cases()) {
        const Reference reference("capture-" + capture.name + ".txt");
        const SimpleBoard after = reference.board("after");
        SimpleBoard board = capture_board(capture);
        const Point move = at(board, capture.move);
        board.cells[move] = color_named(capture.color);
        INFO("case capture-" << capture.name << ": " << capture.about);
        INFO("position with " << capture.color << " " << capture.move << " put down:\n"
                              << diagram_of(board));
        for (int offset : board.dir4()) {
            const Point next = move + offset;
            if (board.cells[next] != opponent_of(color_named(capture.color))) continue;
            check_surrounded(board, to_gtp_vertex(geometry_of(board), next),
                             after.cells[next] == kEmpty);
        }
    }
}
