// Task 3: simple ko — seed 002's rule, seed 000's cases A, B and C, a real ko, and how the
// ban is lifted.
#include "support.hpp"

using namespace stonelab;
using namespace stonelab::lesson03;
using stonelab::lesson03::test::check_verdict;
using stonelab::lesson03::test::described;
using stonelab::lesson03::test::drawn;
using stonelab::lesson03::test::ko_of;
using stonelab::lesson03::test::prisoners_of;
using stonelab::lesson03::test::require_legal;
using stonelab::lesson03::test::vertex;

namespace {

// The fixture's position after its moves, which must all be legal.
Position after_moves(const std::string& name)
{
    const fixtures::Fixture fixture = lesson03::test::fixture(name);
    INFO("fixture " << name << ": " << fixture.title << "\n"
                    << drawn(fixtures::start_position(fixture))
                    << "moves, each with play(colour, point): " << fixture.moves_text);
    const fixtures::Replay replay = fixtures::replay(fixture);
    INFO(
        "every move is legal; yours: " << (replay.refused.empty() ? "all played" : replay.refused));
    REQUIRE(replay.refused == "");
    return replay.position;
}

// Where a fixture's moves lead, for the messages: "fixture real_ko after B C3".
std::string after_text(const std::string& name)
{
    return "fixture " + name + " after " + lesson03::test::fixture(name).moves_text;
}

} // namespace

TEST_CASE("task 3: legality maps after the fixtures' moves match the reference",
          "[lesson03][task_3]")
{
    for (const fixtures::Fixture& fixture : lesson03::test::all_fixtures()) {
        if (fixture.moves.empty()) continue;
        const fixtures::Report expected =
            fixtures::reference_report(lesson03::test::kDataDir, fixture);
        INFO("fixture " << fixture.name << ": " << fixture.title << "\n"
                        << drawn(fixtures::start_position(fixture))
                        << "moves, each with play(colour, point): " << fixture.moves_text);
        INFO("map characters: . legal, # occupied, s suicide, k ko");
        const fixtures::Replay replay = fixtures::replay(fixture);
        INFO("every move is legal; yours: " << (replay.refused.empty() ? "all played"
                                                                       : replay.refused));
        REQUIRE(replay.refused == "");
        INFO("your position after the moves:\n" << described(replay.position));
        {
            const std::string black = legality_map(replay.position, Color::Black);
            INFO("legality map for Black, check_move(black, point) on every point:\n"
                 << stonelab::test::side_by_side(expected.black_map, black));
            const bool same_map = black == expected.black_map;
            CHECK(same_map);
        }
        {
            const std::string white = legality_map(replay.position, Color::White);
            INFO("legality map for White, check_move(white, point) on every point:\n"
                 << stonelab::test::side_by_side(expected.white_map, white));
            const bool same_map = white == expected.white_map;
            CHECK(same_map);
        }
    }
}

TEST_CASE("task 3: the ko point after the fixtures' moves matches the reference",
          "[lesson03][task_3]")
{
    // Seed 002's rule and no other: in seed 000's case C the capturing stone is alone but
    // keeps two liberties, so there is no ko (seed 000's own rule would mark one).
    for (const fixtures::Fixture& fixture : lesson03::test::all_fixtures()) {
        if (fixture.moves.empty()) continue;
        const fixtures::Report expected =
            fixtures::reference_report(lesson03::test::kDataDir, fixture);
        INFO("fixture " << fixture.name << ": " << fixture.title << "\n"
                        << drawn(fixtures::start_position(fixture))
                        << "moves, each with play(colour, point): " << fixture.moves_text);
        const fixtures::Replay replay = fixtures::replay(fixture);
        INFO("every move is legal; yours: " << (replay.refused.empty() ? "all played"
                                                                       : replay.refused));
        REQUIRE(replay.refused == "");
        INFO("your position after the moves:\n" << described(replay.position));
        INFO("the ko point and the player barred from it (ko_point(), ko_color())");
        CHECK(ko_of(replay.position) == expected.ko);
    }
}

TEST_CASE("task 3: a real ko bars the opponent at once but not the capturer", "[lesson03][task_3]")
{
    // Black C3 took B3 and stands alone with one liberty, B3: seed 002's "1 liberty,
    // 1 stone, captured 1".
    Position p = after_moves("real_ko");
    INFO(after_text("real_ko") << ":\n" << described(p));
    CHECK(ko_of(p) == "B3, barred to white");
    check_verdict(p, Color::White, "B3", Verdict::Ko);
    check_verdict(p, Color::Black, "B3", Verdict::Legal); // filling the ko is fine
    const std::string before = drawn(p);
    {
        INFO("play(white, B3)");
        CHECK(p.play(Color::White, vertex(p, "B3")) == Verdict::Ko);
    }
    INFO("the position after the refused retake");
    CHECK(drawn(p) == before);
}

TEST_CASE("task 3: a refused move does not lift the ban", "[lesson03][task_3]")
{
    // Only a move that is played lifts the ban: a retake refused as ko, or a stone refused on
    // an occupied point, is no move at all.
    Position p = after_moves("real_ko");
    INFO(after_text("real_ko") << ":\n" << described(p));
    {
        INFO("play(white, B3), the retake");
        CHECK(p.play(Color::White, vertex(p, "B3")) == Verdict::Ko);
    }
    {
        INFO("play(white, C3), on Black's stone");
        CHECK(p.play(Color::White, vertex(p, "C3")) == Verdict::Occupied);
    }
    INFO("after both refused moves:\n" << described(p));
    CHECK(ko_of(p) == "B3, barred to white");
    check_verdict(p, Color::White, "B3", Verdict::Ko);
    {
        INFO("play(white, B3), the retake again");
        CHECK(p.play(Color::White, vertex(p, "B3")) == Verdict::Ko);
    }
}

TEST_CASE("task 3: seed 000's case A - a capturing stone with a friend makes no ko",
          "[lesson03][task_3]")
{
    SECTION("left: White cannot retake B2, it would be suicide")
    {
        const Position p = after_moves("seed000_a_left");
        INFO(after_text("seed000_a_left") << ":\n" << described(p));
        check_verdict(p, Color::White, "B2", Verdict::Suicide);
    }
    SECTION("right: White may retake B2 at once, it takes two stones")
    {
        Position p = after_moves("seed000_a_right");
        INFO(after_text("seed000_a_right") << ":\n" << described(p));
        CHECK(ko_of(p) == "none");
        {
            INFO("play(white, B2)");
            CHECK(p.play(Color::White, vertex(p, "B2")) == Verdict::Legal);
        }
        INFO("after White's retake:\n" << described(p));
        CHECK(prisoners_of(p) == "black 1, white 2");
    }
}

TEST_CASE("task 3: seed 000's case B - taking two stones makes no ko", "[lesson03][task_3]")
{
    Position p = after_moves("seed000_b");
    INFO(after_text("seed000_b") << ":\n" << described(p));
    CHECK(prisoners_of(p) == "black 2, white 0");
    CHECK(ko_of(p) == "none");
    {
        INFO("play(white, C2)");
        CHECK(p.play(Color::White, vertex(p, "C2")) == Verdict::Legal);
    }
    INFO("after White's retake:\n" << described(p));
    CHECK(prisoners_of(p) == "black 2, white 1");
}

TEST_CASE("task 3: seed 000's case C - White cannot play B2 whichever seed's rule you follow",
          "[lesson03][task_3]")
{
    // Seed 000's rule marks B2 as a ko point here, seed 002's does not; either way the
    // check says suicide first, because suicide is checked before ko.
    const Position p = after_moves("seed000_c");
    INFO(after_text("seed000_c") << ":\n" << described(p));
    check_verdict(p, Color::White, "B2", Verdict::Suicide);
    check_verdict(p, Color::Black, "B2", Verdict::Legal);
}

TEST_CASE("task 3: two stones taken by one move make no ko", "[lesson03][task_3]")
{
    const Position p = after_moves("double_capture");
    INFO(after_text("double_capture") << ":\n" << described(p));
    CHECK(prisoners_of(p) == "black 2, white 0");
    CHECK(ko_of(p) == "none");
}

TEST_CASE("task 3: the next move lifts the ban whoever plays it and wherever", "[lesson03][task_3]")
{
    SECTION("a move elsewhere by the barred player")
    {
        Position p = after_moves("real_ko");
        require_legal(p, Color::White, "E1");
        INFO(after_text("real_ko") << " W E1:\n" << described(p));
        CHECK(ko_of(p) == "none");
        check_verdict(p, Color::White, "B3", Verdict::Legal);
    }
    SECTION("a pass by the barred player")
    {
        Position p = after_moves("real_ko");
        require_legal(p, Color::White, "pass");
        INFO(after_text("real_ko") << " W pass:\n" << described(p));
        CHECK(ko_of(p) == "none");
        check_verdict(p, Color::White, "B3", Verdict::Legal);
    }
    SECTION("a move elsewhere by the capturer")
    {
        // A position does not know whose turn it is: Black may move twice, and that move
        // lifts the ban too.
        Position p = after_moves("real_ko");
        require_legal(p, Color::Black, "E1");
        INFO(after_text("real_ko") << " B E1:\n" << described(p));
        CHECK(ko_of(p) == "none");
        check_verdict(p, Color::White, "B3", Verdict::Legal);
    }
    SECTION("a pass by the capturer")
    {
        Position p = after_moves("real_ko");
        require_legal(p, Color::Black, "pass");
        INFO(after_text("real_ko") << " B pass:\n" << described(p));
        CHECK(ko_of(p) == "none");
        check_verdict(p, Color::White, "B3", Verdict::Legal);
    }
    SECTION("the retake after a threat makes a new ko, now against Black")
    {
        const Position p = after_moves("ko_retaken");
        INFO(after_text("ko_retaken") << ":\n" << described(p));
        CHECK(ko_of(p) == "C3, barred to black");
        check_verdict(p, Color::Black, "C3", Verdict::Ko);
    }
}
