// Task 1: seed 002's own eye — walls close an eye, a neighbour in atari spoils it, and the
// diagonals do not matter. Hand-made positions first, then every point of positions from
// seeded games against the engine's Board::is_own_eye.
#include "support.hpp"

using namespace stonelab;
using namespace stonelab::lesson04;
using namespace stonelab::lesson04::test;

namespace {

/// Asks is_own_eye about one point and shows the position if the answer is wrong.
void check_eye(const char* diagram, Color color, const std::string& name, bool expected)
{
    const Board board = parse_diagram(diagram);
    const Point p = point_at(board, name);
    INFO("is_own_eye(board, " << player_name(color) << ", " << name << ") on ('!' marks " << name
                              << ")\n"
                              << drawn(board, {{p, "!"}}) << "must be "
                              << (expected ? "true" : "false"));
    CHECK(is_own_eye(board, color, p) == expected);
}

/// The own eyes of `color` drawn as 'e' on the board.
std::string eye_map(const Board& board, Color color, bool (*eye)(const Board&, Color, Point))
{
    std::map<Point, std::string> marks;
    const std::string eye_mark(1, 'e');
    for (Point p : board.points())
        if (eye(board, color, p)) marks.emplace(p, eye_mark);
    return drawn(board, marks);
}

bool engine_eye(const Board& board, Color color, Point p) { return board.is_own_eye(color, p); }
bool your_eye(const Board& board, Color color, Point p) { return is_own_eye(board, color, p); }

constexpr const char* kCorner = R"(
. X . . .
X X . . .
. . . . .
. . . . .
. . . . .
)";

constexpr const char* kEdge = R"(
. . . . .
. . . . .
. . . . .
. X . . .
X . X . .
)";

// The same edge point, but A1 and B2 have only one liberty each: B1.
constexpr const char* kEdgeInAtari = R"(
. . . . .
. . . . .
. O . . .
O X O . .
X . X . .
)";

// Four black stones around C3, each with two liberties, and White on all four diagonals.
constexpr const char* kDiagonals = R"(
. . . . .
. O X O .
. X . X .
. O X O .
. . . . .
)";

} // namespace

TEST_CASE("task 1: a corner closed by two own stones is an eye", "[lesson04][task_1]")
{
    check_eye(kCorner, Color::Black, "A5", true);
    check_eye(kCorner, Color::White, "A5", false);
}

TEST_CASE("task 1: a point on the edge closed by three own stones is an eye", "[lesson04][task_1]")
{
    check_eye(kEdge, Color::Black, "B1", true);
    check_eye(kEdge, Color::White, "B1", false);
}

TEST_CASE("task 1: a neighbour with only one liberty spoils the eye", "[lesson04][task_1]")
{
    check_eye(kEdgeInAtari, Color::Black, "B1", false);
}

TEST_CASE("task 1: the diagonal points do not matter", "[lesson04][task_1]")
{
    check_eye(kDiagonals, Color::Black, "C3", true);
    check_eye(kDiagonals, Color::White, "C3", false);
}

TEST_CASE("task 1: occupied points, open points and the wall are not eyes", "[lesson04][task_1]")
{
    check_eye(kCorner, Color::Black, "B5", false); // a stone
    check_eye(kCorner, Color::Black, "C5", false); // an empty neighbour
    check_eye(kCorner, Color::Black, "B4", false);
    const Board board = parse_diagram(kCorner);
    INFO("is_own_eye(board, Black, 0) on\n"
         << drawn(board)
         << "must be false: index 0 is a cell of the wall (the top left corner of "
            "the frame), not a point of the board");
    CHECK_FALSE(is_own_eye(board, Color::Black, 0));
}

TEST_CASE("task 1: every own eye of positions from seeded games", "[lesson04][task_1]")
{
    for (int size : {5, 9}) {
        for (const Board& board : positions_from_games(size, 6, 7)) {
            for (Color color : {Color::Black, Color::White}) {
                const std::string expected = eye_map(board, color, engine_eye);
                const std::string yours = eye_map(board, color, your_eye);
                INFO("is_own_eye(board, " << player_name(color)
                                          << ", p) for every point p: the own eyes ('e') of "
                                          << player_name(color) << "\n"
                                          << stonelab::test::side_by_side(expected, yours));
                const bool same_eyes = yours == expected;
                REQUIRE(same_eyes);
            }
        }
    }
}
