// Lesson 13, task 3: seed 001's relations, groups and territory.
#include "13-groups-life/support.hpp"

#include "support/sections.hpp"

#include <set>

using namespace stonelab;
using namespace stonelab::lesson13;
using namespace stonelab::lesson13::test;

namespace {

// The relation between two named points of `board`, by name.
std::string relation_between(const Board& board, const std::string& a, const std::string& b)
{
    return relation_name(relation(board, at(board, a), at(board, b)));
}

// What a territory map's characters mean (positions.hpp's territory_board).
const char* const kTerritoryLegend =
    "territory maps: X Black's, O White's, . nobody's, # a stone, ! a stone the map gives to a "
    "player (a stone is nobody's)";

// A section of the reference output for seed 001's example.
std::string seed001_reference(const std::string& section)
{
    const auto sections = stonelab::test::parse_sections(
        stonelab::test::read_text(kDataDir / "groups" / "seed001-9x9.txt"));
    REQUIRE(sections.count(section) == 1);
    return sections.at(section);
}

} // namespace

TEST_CASE("task 3: the eight relations by their offsets, in every direction", "[lesson13][task_3]")
{
    const Board board(9);
    // From E5, the centre of an empty board.
    CHECK(relation_between(board, "E5", "F6") == "kosumi");
    CHECK(relation_between(board, "E5", "D4") == "kosumi");
    CHECK(relation_between(board, "E5", "G5") == "ikken");
    CHECK(relation_between(board, "E5", "E3") == "ikken");
    CHECK(relation_between(board, "E5", "G4") == "keima");
    CHECK(relation_between(board, "E5", "D7") == "keima");
    CHECK(relation_between(board, "E5", "C3") == "hazama");
    CHECK(relation_between(board, "E5", "B5") == "nikken");
    CHECK(relation_between(board, "E5", "E8") == "nikken");
    CHECK(relation_between(board, "E5", "H6") == "ogeima");
    CHECK(relation_between(board, "E5", "F2") == "ogeima");
    CHECK(relation_between(board, "E5", "A5") == "sangen");
    CHECK(relation_between(board, "E5", "E1") == "sangen");
    CHECK(relation_between(board, "E5", "J4") == "dai-dai-keima");
    CHECK(relation_between(board, "E5", "D9") == "dai-dai-keima");
    // Not relations: the same point, neighbours, (3, 2), (3, 3), (5, 0), (4, 2), (5, 1).
    CHECK(relation_between(board, "E5", "E5") == "none");
    CHECK(relation_between(board, "E5", "E6") == "none");
    CHECK(relation_between(board, "E5", "H7") == "none");
    CHECK(relation_between(board, "E5", "H8") == "none");
    CHECK(relation_between(board, "A5", "F5") == "none");
    CHECK(relation_between(board, "E5", "J7") == "none");
    CHECK(relation_between(board, "A5", "F4") == "none");
    // Either order.
    CHECK(relation_between(board, "J4", "E5") == "dai-dai-keima");
    // A pass, or a cell of the wall around the board, is no point: no relation, even where
    // the offset and an empty point between would make one (the wall cell left of A5 is an
    // ikken from B5, with A5 between).
    const Geometry& g = board.geometry();
    const Point b5 = at(board, "B5"), wall = g.point(0, g.y_of(at(board, "A5")));
    INFO("the wall cell left of A5 is index " << wall);
    CHECK(relation(board, at(board, "E5"), kPass) == Relation::None);
    CHECK(relation(board, kPass, at(board, "E5")) == Relation::None);
    CHECK(relation_name(relation(board, b5, wall)) == std::string("none"));
    CHECK(relation_name(relation(board, wall, b5)) == std::string("none"));
}

TEST_CASE("task 3: each relation is cut by a stone of either colour anywhere in its rectangle",
          "[lesson13][task_3]")
{
    // Each relation from E5, in a different direction each, with the ends of different
    // colours (empty, black, white): a stone of either colour on any other point of the
    // rectangle cuts it; a ring of stones all around the rectangle, just outside it (black
    // for one relation, white for the next), does not.
    struct Case {
        Relation relation;
        int dx, dy; // from E5, x to the right, y down
        Color a, b; // at E5 and at the other end
    };
    const Case cases[] = {
        {Relation::Kosumi, 1, -1, Color::Empty, Color::Black},
        {Relation::Ikken, 0, 2, Color::Black, Color::Black},
        {Relation::Keima, -2, 1, Color::White, Color::Black},
        {Relation::Hazama, 2, 2, Color::Black, Color::White},
        {Relation::Nikken, -3, 0, Color::Empty, Color::Empty},
        {Relation::Ogeima, 1, 3, Color::White, Color::White},
        {Relation::Sangen, 0, -4, Color::Black, Color::Empty},
        {Relation::DaiDaiKeima, -4, -1, Color::White, Color::Empty},
    };
    const Geometry g = Board(9).geometry();
    Color ring_colour = Color::White;
    for (const Case& c : cases) {
        ring_colour = opponent(ring_colour);
        const int ax = 5, ay = 5, bx = ax + c.dx, by = ay + c.dy;
        const Point a = g.point(ax, ay), b = g.point(bx, by);
        const auto inside = [&](int x, int y) {
            return std::min(ax, bx) <= x && x <= std::max(ax, bx) && std::min(ay, by) <= y &&
                   y <= std::max(ay, by);
        };
        Board ends(9);
        ends.set_stone(a, c.a);
        ends.set_stone(b, c.b);
        const std::string call = "relation(board, E5, " + name(ends, b) + ")";
        // The ring around the rectangle.
        Board ring = ends;
        for (int x = std::min(ax, bx) - 1; x <= std::max(ax, bx) + 1; ++x)
            for (int y = std::min(ay, by) - 1; y <= std::max(ay, by) + 1; ++y)
                if (!inside(x, y) && ring.at(g.point(x, y)) == Color::Empty)
                    ring.set_stone(g.point(x, y), ring_colour);
        REQUIRE_FALSE(ring.has_string_without_liberties()); // the test's own position
        {
            INFO(call << " with stones around its rectangle\n" << print_diagram(ring));
            CHECK(relation_name(relation(ring, a, b)) == std::string(relation_name(c.relation)));
        }
        // One stone on a point of the rectangle other than the ends.
        for (int x = std::min(ax, bx); x <= std::max(ax, bx); ++x)
            for (int y = std::min(ay, by); y <= std::max(ay, by); ++y) {
                const Point p = g.point(x, y);
                if (p == a || p == b) continue;
                for (Color colour : {Color::Black, Color::White}) {
                    Board cut = ends;
                    cut.set_stone(p, colour);
                    INFO(call << ", a " << relation_name(c.relation) << " but for the "
                              << color_name(colour) << " stone on " << name(cut, p) << "\n"
                              << print_diagram(cut));
                    CHECK(relation_name(relation(cut, a, b)) == std::string("none"));
                }
            }
    }
}

TEST_CASE("task 3: a relation needs every other point of its rectangle empty", "[lesson13][task_3]")
{
    // The crosscut (キリチガイ): Black D5 and E4, White E5 and D4.
    const Board crosscut = parse_diagram(". . . . . . .\n"
                                         ". . . . . . .\n"
                                         ". . . X O . .\n"
                                         ". . . O X . .\n"
                                         ". . . . . . .\n"
                                         ". . . . . . .\n"
                                         ". . . . . . .\n");
    INFO("the crosscut\n" << print_diagram(crosscut));
    CHECK(relation_between(crosscut, "D5", "E4") == "none");
    CHECK(relation_between(crosscut, "E5", "D4") == "none");
    // One stone in the rectangle is enough to cut a relation; one outside it changes nothing.
    const Board jumps = parse_diagram(". . . . . . .\n"
                                      ". X O X . . .\n"
                                      ". . . . . . .\n"
                                      ". X . . . . .\n"
                                      ". . . O X . .\n"
                                      ". . . . . . .\n"
                                      ". . . . . . .\n");
    INFO("jumps\n" << print_diagram(jumps));
    CHECK(relation_between(jumps, "B6", "D6") == "none"); // ikken, C6 is White's
    // Only the points between count, and the colours do not: B4 and White's D3 are a keima.
    CHECK(relation_between(jumps, "B4", "D3") == "keima");
    CHECK(relation_between(jumps, "B4", "C2") == "keima");
    CHECK(relation_between(jumps, "B6", "B4") == "ikken");
    CHECK(relation_between(jumps, "E3", "B4") == "none"); // an ogeima, with D3 in the way
}

TEST_CASE("task 3: seed 001's 9x9 example: group 01 and the groups it touches",
          "[lesson13][task_3]")
{
    const Board board = parse_diagram(data::kSeed001);
    const Geometry& g = board.geometry();
    const std::vector<int> ids = group_ids(board);
    INFO("seed 001's example\n"
         << print_diagram(board) << "your group ids\n"
         << data::id_board(g, ids));
    REQUIRE(ids.size() == static_cast<std::size_t>(g.cells()));
    // The seed: group 01 is black, 9 stones at [6,1] [4,2] [6,2] [7,2] [2,3] [3,3] [6,3]
    // [6,4] [2,4] (x, y from the top left), made of strings 1, 3 and 4, next to groups 2, 3.
    std::vector<Point> expected;
    for (auto [x, y] :
         {std::pair{6, 1}, {4, 2}, {6, 2}, {7, 2}, {2, 3}, {3, 3}, {6, 3}, {6, 4}, {2, 4}})
        expected.push_back(g.point(x, y));
    std::sort(expected.begin(), expected.end());
    std::vector<Point> group_one;
    std::set<int> touching;
    for (Point p : board.points()) {
        if (ids[static_cast<std::size_t>(p)] != 1) continue;
        group_one.push_back(p);
        for (int i = 0; i < 4; ++i) {
            const Point q = board.neighbour(p, i);
            if (board.at(q) == Color::White) touching.insert(ids[static_cast<std::size_t>(q)]);
        }
    }
    CHECK(stonelab::test::vertex_names(g, group_one) == stonelab::test::vertex_names(g, expected));
    CHECK(touching == std::set<int>{2, 3});
    // Strings 1, 3 and 4 in raster order are those whose first stones are [6,1], [4,2], [2,3].
    for (auto [x, y] : {std::pair{6, 1}, {4, 2}, {2, 3}})
        CHECK(ids[static_cast<std::size_t>(g.point(x, y))] == 1);
}

TEST_CASE("task 3: seed 001's 9x9 example: every group and the territory map", "[lesson13][task_3]")
{
    const Board board = parse_diagram(data::kSeed001);
    INFO("seed 001's example\n" << print_diagram(board) << kTerritoryLegend);
    const Geometry& g = board.geometry();
    const std::vector<int> ids = group_ids(board);
    const std::vector<Color> owner = territory(board);
    CHECK(data::id_board(g, ids) == seed001_reference("group ids"));
    CHECK(data::territory_board(board, owner) == seed001_reference("territory"));
    // The cells of the wall around the board: group 0 and nobody's (Color::Empty).
    REQUIRE(ids.size() == static_cast<std::size_t>(g.cells()));
    REQUIRE(owner.size() == static_cast<std::size_t>(g.cells()));
    std::vector<std::string> wrong;
    for (Point p = 0; p < g.cells(); ++p)
        if (!g.on_board(p) && (ids[static_cast<std::size_t>(p)] != 0 ||
                               owner[static_cast<std::size_t>(p)] != Color::Empty))
            wrong.push_back("index " + std::to_string(p) + ": group " +
                            std::to_string(ids[static_cast<std::size_t>(p)]) + ", territory " +
                            std::string(color_name(owner[static_cast<std::size_t>(p)])));
    INFO("the wall's cells must be group 0 and Color::Empty (nobody's); yours that are not: "
         << wrong.size());
    CHECK(wrong == std::vector<std::string>{});
}

TEST_CASE("task 3: territory: points next to or related to one colour only", "[lesson13][task_3]")
{
    // A 7x1 board, Black on the left end and White on the right: B1 touches Black and is
    // five points from White, F1 the other way round; C1 to E1 are related to both (ikken
    // and sangen, nikken and nikken, sangen and ikken).
    INFO(kTerritoryLegend);
    const Board line = parse_diagram("X . . . . . O\n");
    CHECK(data::territory_board(line, territory(line)) == "# X . . . O #\n");
    // A stone alone at one end: B1 touches it, C1 to E1 are its ikken, nikken and sangen, and
    // F1 and G1, five and six points away, are related to no stone at all: nobody's.
    const Board black_alone = parse_diagram("X . . . . . .\n");
    CHECK(data::territory_board(black_alone, territory(black_alone)) == "# X X X X . .\n");
    const Board white_alone = parse_diagram(". . . . . . O\n");
    CHECK(data::territory_board(white_alone, territory(white_alone)) == ". . O O O O #\n");
    // A stone between cuts: D1's nikken to White on G1 is cut by Black's E1, so D1 is Black's.
    const Board cut = parse_diagram("X . . . X . O\n");
    CHECK(data::territory_board(cut, territory(cut)) == "# X X X # . #\n");
}
