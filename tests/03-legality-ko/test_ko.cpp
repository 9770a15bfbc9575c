// Task 3: simple ko — seed 002's rule, seed 000's cases A, B and C, a real ko, and how the
// ban is lifted.
#include "support.hpp"

using namespace stonelab;
using namespace stonelab::lesson03;
using stonelab::lesson03::test::drawn;
using stonelab::lesson03::test::side_by_side;
using stonelab::lesson03::test::vertex;

namespace {

// The fixture's position after its moves, which must all be legal.
Position after_moves(const std::string& name)
{
    const fixtures::Fixture fixture = test::fixture(name);
    INFO("fixture " << name << ": " << fixture.title << "\n"
                    << drawn(fixtures::start_position(fixture)) << "moves: " << fixture.moves_text);
    const fixtures::Replay replay = fixtures::replay(fixture);
    REQUIRE(replay.refused == "");
    return replay.position;
}

} // namespace

TEST_CASE("task 3: legality maps after the fixtures' moves match the reference",
          "[lesson03][task_3]")
{
    for (const fixtures::Fixture& fixture : test::all_fixtures()) {
        if (fixture.moves.empty()) continue;
        const fixtures::Report expected = fixtures::reference_report(test::kDataDir, fixture);
        INFO("fixture " << fixture.name << ": " << fixture.title << "\n"
                        << drawn(fixtures::start_position(fixture))
                        << "moves: " << fixture.moves_text);
        INFO("map characters: . legal, # occupied, s suicide, k ko");
        const fixtures::Replay replay = fixtures::replay(fixture);
        REQUIRE(replay.refused == "");
        INFO("position after the moves\n" << drawn(replay.position));
        {
            const std::string black = legality_map(replay.position, Color::Black);
            INFO("legality map for Black\n" << side_by_side(expected.black_map, black));
            CHECK(black == expected.black_map);
        }
        {
            const std::string white = legality_map(replay.position, Color::White);
            INFO("legality map for White\n" << side_by_side(expected.white_map, white));
            CHECK(white == expected.white_map);
        }
    }
}

TEST_CASE("task 3: a real ko bars the opponent at once but not the capturer", "[lesson03][task_3]")
{
    // Black C3 took B3 and stands alone with one liberty, B3: seed 002's "1 liberty,
    // 1 stone, captured 1".
    Position p = after_moves("real_ko");
    INFO(drawn(p));
    const Point ko = vertex(p, "B3");
    CHECK(p.ko_point() == ko);
    CHECK(p.ko_color() == Color::White);
    CHECK(p.check_move(Color::White, ko) == Verdict::Ko);
    CHECK(p.check_move(Color::Black, ko) == Verdict::Legal); // filling the ko is fine
    const std::string before = drawn(p);
    CHECK(p.play(Color::White, ko) == Verdict::Ko);
    CHECK(drawn(p) == before);
}

TEST_CASE("task 3: seed 000's case A - a capturing stone with a friend makes no ko",
          "[lesson03][task_3]")
{
    SECTION("left: White cannot retake B2, it would be suicide")
    {
        const Position p = after_moves("seed000_a_left");
        INFO(drawn(p));
        CHECK(p.check_move(Color::White, vertex(p, "B2")) == Verdict::Suicide);
    }
    SECTION("right: White may retake B2 at once, it takes two stones")
    {
        Position p = after_moves("seed000_a_right");
        INFO(drawn(p));
        CHECK(p.ko_point() == kNoPoint);
        CHECK(p.play(Color::White, vertex(p, "B2")) == Verdict::Legal);
        CHECK(p.captures(Color::White) == 2);
    }
}

TEST_CASE("task 3: seed 000's case B - taking two stones makes no ko", "[lesson03][task_3]")
{
    Position p = after_moves("seed000_b");
    INFO(drawn(p));
    CHECK(p.captures(Color::Black) == 2);
    CHECK(p.ko_point() == kNoPoint);
    CHECK(p.play(Color::White, vertex(p, "C2")) == Verdict::Legal);
    CHECK(p.captures(Color::White) == 1);
}

TEST_CASE("task 3: seed 000's case C - White cannot play B2 whichever seed's rule you follow",
          "[lesson03][task_3]")
{
    // Seed 000's rule marks B2 as a ko point here, seed 002's does not; either way the
    // check says suicide first, because suicide is checked before ko.
    const Position p = after_moves("seed000_c");
    INFO(drawn(p));
    CHECK(p.check_move(Color::White, vertex(p, "B2")) == Verdict::Suicide);
    CHECK(p.check_move(Color::Black, vertex(p, "B2")) == Verdict::Legal);
}

TEST_CASE("task 3: two stones taken by one move make no ko", "[lesson03][task_3]")
{
    const Position p = after_moves("double_capture");
    INFO(drawn(p));
    CHECK(p.captures(Color::Black) == 2);
    CHECK(p.ko_point() == kNoPoint);
}

TEST_CASE("task 3: the next move lifts the ban whoever plays it and wherever", "[lesson03][task_3]")
{
    SECTION("a move elsewhere")
    {
        Position p = after_moves("real_ko");
        REQUIRE(p.play(Color::White, vertex(p, "E1")) == Verdict::Legal);
        INFO(drawn(p));
        CHECK(p.ko_point() == kNoPoint);
        CHECK(p.check_move(Color::White, vertex(p, "B3")) == Verdict::Legal);
    }
    SECTION("a pass")
    {
        Position p = after_moves("real_ko");
        REQUIRE(p.play(Color::White, kPass) == Verdict::Legal);
        INFO(drawn(p));
        CHECK(p.ko_point() == kNoPoint);
        CHECK(p.check_move(Color::White, vertex(p, "B3")) == Verdict::Legal);
    }
    SECTION("the retake after a threat makes a new ko, now against Black")
    {
        const Position p = after_moves("ko_retaken");
        INFO(drawn(p));
        CHECK(p.ko_point() == vertex(p, "C3"));
        CHECK(p.ko_color() == Color::Black);
        CHECK(p.check_move(Color::Black, vertex(p, "C3")) == Verdict::Ko);
    }
}
