// The Go board: moves, captures, suicide, ko (seed 000's cases A, B, C), strings and
// liberties, the own-eye test of seed 002, hashing, and undo.
#include "engine/base/rng.hpp"
#include "engine/formats/diagram.hpp"
#include "engine/go/board.hpp"

#include "support.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

using namespace stonelab;
using stonelab::test::vertex;
using stonelab::test::vertices;

namespace {

// Everything observable about a position, as one string: stones, the size and liberty
// count of every stone's string, prisoners, ko and hash.
std::string fingerprint(const Board& board)
{
    std::string s;
    for (Point p : board.points()) {
        s += std::to_string(static_cast<int>(board.at(p)));
        if (board.at(p) != Color::Empty)
            s += "(" + std::to_string(board.string_size(p)) + "," +
                 std::to_string(board.liberty_count(p)) + ")";
    }
    s += " captures " + std::to_string(board.captures(Color::Black)) + "/" +
         std::to_string(board.captures(Color::White));
    s += " ko " + std::to_string(board.ko_point()) + "/" +
         std::to_string(static_cast<int>(board.ko_color()));
    s += " hash " + std::to_string(board.hash());
    return s;
}

// The same stones set up from scratch: strings and liberties recomputed by flood fill,
// independently of the incremental bookkeeping.
Board rebuilt(const Board& board)
{
    Board fresh(board.width(), board.height());
    for (Point p : board.points())
        if (board.at(p) != Color::Empty) fresh.set_stone(p, board.at(p));
    return fresh;
}

void require_consistent_strings(const Board& board)
{
    const Board fresh = rebuilt(board);
    for (Point p : board.points()) {
        if (board.at(p) == Color::Empty) continue;
        INFO("stone " << to_gtp_vertex(board.geometry(), p));
        REQUIRE(board.string_size(p) == fresh.string_size(p));
        REQUIRE(board.liberty_count(p) == fresh.liberty_count(p));
        REQUIRE(board.string_stones(p) == fresh.string_stones(p));
        REQUIRE(board.liberty_points(p) == fresh.liberty_points(p));
        REQUIRE(board.neighbour_strings(p).size() == fresh.neighbour_strings(p).size());
        REQUIRE(static_cast<int>(board.liberty_points(p).size()) == board.liberty_count(p));
    }
    REQUIRE(board.hash() == fresh.hash());
}

} // namespace

TEST_CASE("boards from 1x1 to 19x19, square or not", "[board]")
{
    for (int w = 1; w <= 19; ++w)
        for (int h = 1; h <= 19; h += 6) {
            Board b(w, h);
            CHECK(static_cast<int>(b.points().size()) == w * h);
            CHECK(b.at(b.geometry().point(0, 1)) == Color::Wall);
            CHECK(b.at(b.geometry().point(w + 1, h)) == Color::Wall);
            CHECK(b.at(b.geometry().point(w, h)) == Color::Empty);
        }
    CHECK_THROWS(Board(0, 5));
    CHECK_THROWS(Board(20));
    CHECK(opponent(Color::Black) == Color::White);
    CHECK(opponent(Color::White) == Color::Black);
}

TEST_CASE("1x1: the only move is suicide", "[board]")
{
    Board b(1);
    const Point only = b.points().front();
    CHECK(b.check(Color::Black, only) == MoveStatus::Suicide);
    CHECK(b.play(Color::Black, kPass) == MoveStatus::Legal);
    CHECK(b.check(Color::Black, kPass) == MoveStatus::Legal);
}

TEST_CASE("occupied and off-board points", "[board]")
{
    Board b(5);
    REQUIRE(b.play(Color::Black, vertex(b, "C3")) == MoveStatus::Legal);
    CHECK(b.check(Color::White, vertex(b, "C3")) == MoveStatus::Occupied);
    CHECK(b.check(Color::Black, vertex(b, "C3")) == MoveStatus::Occupied);
    CHECK(b.check(Color::White, b.geometry().point(6, 1)) == MoveStatus::OffBoard);
    CHECK(b.check(Color::White, -5) == MoveStatus::OffBoard);
    CHECK(b.check(Color::White, 10000) == MoveStatus::OffBoard);
    CHECK(b.play(Color::White, vertex(b, "C3")) == MoveStatus::Occupied);
    CHECK(b.moves_played() == 1);
}

TEST_CASE("capturing a single stone, a string, and prisoners", "[board]")
{
    Board b = parse_diagram(". X . . .\n"
                            "X O X . .\n"
                            ". . X . .\n"
                            ". O O X .\n"
                            ". X X O .\n");
    // White B4's last liberty is B3.
    REQUIRE(b.play(Color::Black, vertex(b, "B3")) == MoveStatus::Legal);
    CHECK(b.at(vertex(b, "B4")) == Color::Empty);
    CHECK(b.captures(Color::Black) == 1);
    CHECK(b.captures(Color::White) == 0);

    // That also took a liberty from the white pair B2-C2: A2 is the last one.
    CHECK(b.liberty_count(vertex(b, "B2")) == 1);
    REQUIRE(b.play(Color::Black, vertex(b, "A2")) == MoveStatus::Legal);
    CHECK(b.at(vertex(b, "B2")) == Color::Empty);
    CHECK(b.at(vertex(b, "C2")) == Color::Empty);
    CHECK(b.captures(Color::Black) == 3);
    // Black's stones around the pair gained the emptied points as liberties.
    CHECK(b.liberty_count(vertex(b, "B1")) == 3); // A1, B2, C2 (C1 is black, same string)
    require_consistent_strings(b);
}

TEST_CASE("suicide is illegal, unless the move captures", "[board]")
{
    Board b = parse_diagram(". X .\n"
                            "X . X\n"
                            ". X .\n");
    CHECK(b.check(Color::White, vertex(b, "B2")) == MoveStatus::Suicide);
    CHECK(b.play(Color::White, vertex(b, "B2")) == MoveStatus::Suicide);
    CHECK(b.at(vertex(b, "B2")) == Color::Empty);
    CHECK(b.moves_played() == 0);
    // Black may fill its own point: the stone joins strings with other liberties.
    CHECK(b.check(Color::Black, vertex(b, "B2")) == MoveStatus::Legal);

    // A string's suicide: White B3 would join A3 and leave the pair without a liberty.
    Board c = parse_diagram("O . X\n"
                            "X X .\n"
                            ". . .\n");
    CHECK(c.check(Color::White, vertex(c, "B3")) == MoveStatus::Suicide);
}

TEST_CASE("a capture that looks like a suicide is legal", "[board]")
{
    // Black A3 has no empty neighbour and would have no liberty, but each of the three
    // white stones around it has A3 as its last liberty: all three are taken first.
    Board b = parse_diagram("O X . .\n"
                            ". O X .\n"
                            "O X . .\n"
                            "X . . .\n");
    const Point a3 = vertex(b, "A3");
    CHECK(b.check(Color::Black, a3) == MoveStatus::Legal);
    REQUIRE(b.play(Color::Black, a3) == MoveStatus::Legal);
    for (const char* taken : {"A4", "B3", "A2"}) CHECK(b.at(vertex(b, taken)) == Color::Empty);
    CHECK(b.captures(Color::Black) == 3);
    CHECK(b.liberty_count(a3) == 3);
    CHECK(b.ko_point() == kNoPoint); // three stones taken: no ko
    require_consistent_strings(b);
}

TEST_CASE("seed 000's ko case A: a neighbour of the same colour means no ko", "[board][ko]")
{
    // Seed 000, ko example (A), left diagram: Black plays the marked point C2 and takes B2,
    // but C2 touches the black stone C1, so no ko is recorded; White cannot play B2 anyway
    // (it would be suicide), so nothing is lost.
    Board b = parse_diagram("+●○+\n"
                            "●○+○\n"
                            "+●●+\n");
    const Point c2 = vertex(b, "C2"), b2 = vertex(b, "B2");
    REQUIRE(b.play(Color::Black, c2) == MoveStatus::Legal);
    CHECK(b.captures(Color::Black) == 1);
    CHECK(b.at(b2) == Color::Empty);
    CHECK(b.ko_point() == kNoPoint);
    CHECK(b.check(Color::White, b2) == MoveStatus::Suicide);
}

TEST_CASE("seed 000's ko case B: taking two stones is no ko", "[board][ko]")
{
    // Black D2 takes the white pair B2-C2 and is left alone with one liberty (C2): a
    // "captured one stone" rule would not fire, and it must not. White may take D2 back at
    // once: the position is new, so this is no repetition.
    Board b = parse_diagram(". X X O .\n"
                            "X O O . O\n"
                            ". X X O .\n");
    REQUIRE(b.play(Color::Black, vertex(b, "D2")) == MoveStatus::Legal);
    CHECK(b.captures(Color::Black) == 2);
    CHECK(b.liberty_count(vertex(b, "D2")) == 1);
    CHECK(b.ko_point() == kNoPoint);
    CHECK(b.check(Color::White, vertex(b, "C2")) == MoveStatus::Legal);
    REQUIRE(b.play(Color::White, vertex(b, "C2")) == MoveStatus::Legal);
    CHECK(b.at(vertex(b, "D2")) == Color::Empty);
    CHECK(b.captures(Color::White) == 1);
    // White's C2 keeps two liberties (B2, D2), so that capture is no ko either.
    CHECK(b.ko_point() == kNoPoint);
}

TEST_CASE("taking one stone with a string left in atari is no ko", "[board][ko]")
{
    // Black D1 takes C1 and joins E1; the pair has one liberty (C1), as in a ko, but it has
    // two stones. White's retake takes both and makes a new position: it is legal.
    Board b = parse_diagram(". X O . X\n");
    REQUIRE(b.play(Color::Black, vertex(b, "D1")) == MoveStatus::Legal);
    CHECK(b.captures(Color::Black) == 1);
    CHECK(b.liberty_count(vertex(b, "D1")) == 1);
    CHECK(b.ko_point() == kNoPoint);
    REQUIRE(b.play(Color::White, vertex(b, "C1")) == MoveStatus::Legal);
    CHECK(b.captures(Color::White) == 2);
}

TEST_CASE("seed 000's ko case C: judged ko by the 2004 rule, harmless", "[board][ko]")
{
    // Seed 000, ko example (C): Black C2 has no black neighbour and takes one stone, so the
    // 2004 rule marks B2 as a ko point. Black's stone keeps two liberties (B2 and C1), so it
    // is no real ko: seed 002's rule (one stone, one liberty, one captured) records none.
    // Either way White cannot play B2: it is surrounded by black stones with other
    // liberties, so the move is suicide, exactly as seed 000 explains.
    Board b = parse_diagram("+●○+\n"
                            "●○+○\n"
                            "+●++\n");
    const Point c2 = vertex(b, "C2"), b2 = vertex(b, "B2");
    REQUIRE(b.play(Color::Black, c2) == MoveStatus::Legal);
    CHECK(b.captures(Color::Black) == 1);
    CHECK(b.liberty_count(c2) == 2);
    CHECK(b.ko_point() == kNoPoint);
    CHECK(b.check(Color::White, b2) == MoveStatus::Suicide);
}

TEST_CASE("a real ko: no immediate retake, retake after a move elsewhere", "[board][ko]")
{
    Board b = parse_diagram(". X O . .\n"
                            "X O . O .\n"
                            ". X O . .\n"
                            ". . . . .\n");
    const Point ko_capture = vertex(b, "C3"), ko = vertex(b, "B3");
    REQUIRE(b.play(Color::Black, ko_capture) == MoveStatus::Legal);
    CHECK(b.captures(Color::Black) == 1);
    CHECK(b.ko_point() == ko);
    CHECK(b.ko_color() == Color::White);
    CHECK(b.check(Color::White, ko) == MoveStatus::Ko);
    CHECK(b.play(Color::White, ko) == MoveStatus::Ko);
    // The ban is on White only: Black may fill the point.
    CHECK(b.check(Color::Black, ko) == MoveStatus::Legal);

    // A ko threat and its answer lift the ban.
    REQUIRE(b.play(Color::White, vertex(b, "E1")) == MoveStatus::Legal);
    CHECK(b.ko_point() == kNoPoint);
    REQUIRE(b.play(Color::Black, vertex(b, "E2")) == MoveStatus::Legal);
    CHECK(b.check(Color::White, ko) == MoveStatus::Legal);
    REQUIRE(b.play(Color::White, ko) == MoveStatus::Legal);
    CHECK(b.at(ko_capture) == Color::Empty);
    CHECK(b.ko_point() == ko_capture);
    CHECK(b.ko_color() == Color::Black);

    // A pass lifts the ban too.
    REQUIRE(b.play(Color::Black, kPass) == MoveStatus::Legal);
    CHECK(b.ko_point() == kNoPoint);
}

TEST_CASE("strings: stones, liberties and neighbours", "[board][strings]")
{
    Board b = parse_diagram(". . . . .\n"
                            ". X X O .\n"
                            ". X O O .\n"
                            ". . O . .\n"
                            ". . . . .\n");
    const Point b4 = vertex(b, "B4");
    CHECK(b.string_size(b4) == 3);
    CHECK(b.string_stones(b4) == vertices(b, {"B4", "C4", "B3"}));
    CHECK(b.liberty_count(b4) == 5);
    CHECK(b.liberty_points(b4) == vertices(b, {"B5", "C5", "A4", "A3", "B2"}));
    CHECK(b.string_id(b4) == b.string_id(vertex(b, "B3")));
    const Point d4 = vertex(b, "D4");
    CHECK(b.string_size(d4) == 4);
    CHECK(b.liberty_count(d4) == 6); // D5, E4, E3, D2, B2, C1
    const auto neighbours = b.neighbour_strings(b4);
    REQUIRE(neighbours.size() == 1);
    CHECK(neighbours.front() == b.string_id(d4));
    CHECK(b.neighbour_strings(d4) == std::vector<Point>{b.string_id(b4)});

    // D2 touches two stones of the same white string: nothing to merge, one liberty less.
    REQUIRE(b.play(Color::White, vertex(b, "D2")) == MoveStatus::Legal);
    CHECK(b.string_size(d4) == 5);
    CHECK(b.liberty_count(d4) == 7); // 6, minus D2, plus E2 and D1
    require_consistent_strings(b);
}

TEST_CASE("merging strings counts shared liberties once", "[board][strings]")
{
    Board b = parse_diagram(". . . . .\n"
                            ". X . X .\n"
                            ". X . X .\n"
                            ". . . . .\n"
                            ". . . . .\n");
    REQUIRE(b.play(Color::Black, vertex(b, "C4")) == MoveStatus::Legal);
    CHECK(b.string_size(vertex(b, "C4")) == 5);
    // Liberties: B5 C5 D5, A4 A3, E4 E3, B2 D2, C3 = 10.
    CHECK(b.liberty_count(vertex(b, "C4")) == 10);
    require_consistent_strings(b);
}

TEST_CASE("seed 002's own-eye test", "[board][eye]")
{
    Board b = parse_diagram(". X . X X\n"
                            "X X X . X\n"
                            ". . . X X\n"
                            "O O . . .\n"
                            ". O . . .\n");
    CHECK(b.is_own_eye(Color::Black, vertex(b, "A5"))); // corner: two walls, two stones
    CHECK(b.is_own_eye(Color::Black, vertex(b, "C5"))); // edge: one wall
    CHECK(b.is_own_eye(Color::Black, vertex(b, "D4"))); // centre: four stones
    CHECK_FALSE(b.is_own_eye(Color::White, vertex(b, "D4")));
    CHECK_FALSE(b.is_own_eye(Color::Black, vertex(b, "B3"))); // one black neighbour only
    CHECK_FALSE(b.is_own_eye(Color::Black, vertex(b, "B5"))); // occupied
    CHECK(b.is_own_eye(Color::White, vertex(b, "A1")));

    // A neighbour in atari makes a false eye: White could play B4 and capture A4.
    Board c = parse_diagram("X . X .\n"
                            "O X . .\n"
                            ". . . .\n"
                            ". . . .\n");
    CHECK(c.liberty_count(vertex(c, "A4")) == 1);
    CHECK_FALSE(c.is_own_eye(Color::Black, vertex(c, "B4")));
    // Black A2 takes White A3; A4 then has two liberties and B4 is a real eye.
    REQUIRE(c.play(Color::Black, vertex(c, "A2")) == MoveStatus::Legal);
    CHECK(c.captures(Color::Black) == 1);
    CHECK(c.is_own_eye(Color::Black, vertex(c, "B4")));
}

TEST_CASE("the hash depends on the stones only", "[board][hash]")
{
    Board a(9), b(9);
    a.play(Color::Black, vertex(a, "C3"));
    a.play(Color::White, vertex(a, "G7"));
    b.play(Color::White, vertex(b, "G7"));
    b.play(Color::Black, vertex(b, "C3"));
    CHECK(a.hash() == b.hash());
    CHECK(a.hash() != Board(9).hash());
    CHECK(Board(9).hash() == 0);
    Board c(9);
    c.play(Color::Black, vertex(c, "G7"));
    c.play(Color::White, vertex(c, "C3"));
    CHECK(c.hash() != a.hash());
    // After a capture the hash equals that of the same stones set up directly.
    Board d = parse_diagram(". X .\n"
                            "X O .\n"
                            ". . .\n");
    d.play(Color::Black, vertex(d, "B1"));
    CHECK(d.hash() == rebuilt(d).hash());
    // hash_after predicts the hash without playing.
    Board e = parse_diagram(". X .\n"
                            "X O .\n"
                            ". . .\n");
    const auto predicted = e.hash_after(Color::Black, vertex(e, "B1"));
    e.play(Color::Black, vertex(e, "B1"));
    CHECK(predicted == e.hash());
}

TEST_CASE("random moves keep strings and liberties exact", "[board][strings]")
{
    // Every move of long games where any legal move may be chosen (eyes included, so that
    // big strings are built and captured again and again), checked against boards rebuilt
    // from scratch.
    for (int size : {5, 9, 13}) {
        Board b(size);
        Rng rng(static_cast<std::uint64_t>(size));
        for (int move = 0; move < 600; ++move) {
            const Color color = move % 2 ? Color::White : Color::Black;
            std::vector<Point> legal;
            for (Point p : b.points())
                if (b.is_legal(color, p)) legal.push_back(p);
            const Point p = legal.empty() ? kPass : legal[rng.below(legal.size())];
            REQUIRE(b.play(color, p) == MoveStatus::Legal);
            INFO("size " << size << ", move " << move);
            require_consistent_strings(b);
        }
    }
}

TEST_CASE("undo after thousands of random moves restores everything", "[board][undo]")
{
    for (int size : {19, 9, 7}) {
        Board b(size);
        const std::string empty = fingerprint(b);
        Rng rng(2024 + static_cast<std::uint64_t>(size));
        std::vector<std::string> history{empty};
        for (int move = 0; move < 3000; ++move) {
            const Color color = move % 2 ? Color::White : Color::Black;
            std::vector<Point> legal{kPass};
            for (Point p : b.points())
                if (b.is_legal(color, p)) legal.push_back(p);
            REQUIRE(b.play(color, legal[rng.below(legal.size())]) == MoveStatus::Legal);
            history.push_back(fingerprint(b));
        }
        CHECK(b.captures(Color::Black) + b.captures(Color::White) > 100);
        for (int move = 3000; move > 0; --move) {
            REQUIRE(b.undo());
            INFO("size " << size << ", after undoing back to move " << move - 1);
            REQUIRE(fingerprint(b) == history[move - 1]);
        }
        CHECK(fingerprint(b) == empty);
        CHECK(b.hash() == 0);
        CHECK_FALSE(b.undo());
    }
}
