// Task 4: the principal variation and the lz-analyze report, on the trees of the reference
// searches (read from data/uct/, so that this task does not depend on your task 3) and on a
// tree made by hand.
#include "support.hpp"

using namespace stonelab;
using namespace stonelab::lesson08;
using namespace stonelab::lesson08::test;

TEST_CASE("task 4: the principal variations and reports of the reference trees",
          "[lesson08][task_4]")
{
    for (const data::UctSpec& spec : data::kReferenceUct) {
        CAPTURE(data::call_of(spec));
        const Geometry geometry = start_of(spec).geometry();
        const Tree tree = data::tree_of(reference_text("uct", spec), geometry);
        check_same_text(reference_text("report", spec),
                        data::report_text(spec, geometry, principal_variation(tree),
                                          analysis_report(tree, geometry)));
    }
}

TEST_CASE("task 4: a tree made by hand: ties, unvisited children and a pass", "[lesson08][task_4]")
{
    // A 3x3 board. The root (Black to move) has children C3, A1 (tied at 4 visits: C3 comes
    // first), B2 (never visited) and pass (1 visit). Under C3: B1 (3 visits) and A2 (never
    // visited); under B1: nothing visited.
    const Geometry geometry = Board(3).geometry();
    const auto at = [&](const char* name) { return stonelab::test::point_at(geometry, name); };
    Tree tree;
    tree.nodes = {
        node(kNoPoint, Color::White, 9, -1, {1, 2, 3, 4}), // 0
        node(at("C3"), Color::Black, 4, 2, {5, 6}),        // 1: (1 + 2/4) / 2 = 0.75
        node(at("A1"), Color::Black, 4, -1),               // 2: (1 - 1/4) / 2 = 0.375
        node(at("B2"), Color::Black, 0, 0),                // 3: never visited
        node(kPass, Color::Black, 1, 0, {}, 1),            // 4: a draw, 0.5
        node(at("B1"), Color::White, 3, -1, {7}),          // 5: (1 - 1/3) / 2 = 0.3333
        node(at("A2"), Color::White, 0, 0),                // 6
        node(at("C1"), Color::Black, 0, 0),                // 7: never visited
    };
    const std::vector<PvStep> pv = principal_variation(tree);
    REQUIRE(pv.size() == 2);
    CHECK(stonelab::test::vertex_name(geometry, pv[0].move) == "C3");
    CHECK(pv[0].visits == 4);
    CHECK(pv[0].win_rate == Approx(0.75));
    CHECK(stonelab::test::vertex_name(geometry, pv[1].move) == "B1");
    CHECK(pv[1].visits == 3);
    CHECK(pv[1].win_rate == Approx(1.0 / 3));

    check_same_text("info move C3 visits 4 winrate 7500 order 0 pv C3 B1\n"
                    "info move A1 visits 4 winrate 3750 order 1 pv A1\n"
                    "info move pass visits 1 winrate 5000 order 2 pv pass\n",
                    analysis_report(tree, geometry));
}
