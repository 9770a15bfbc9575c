// Tests of the text diagrams: every accepted character and layout, the seeds' diagrams,
// every error with its place, hand-written printer output, and print/parse round trips.
#include "engine/base/rng.hpp"
#include "engine/formats/diagram.hpp"
#include "engine/go/random_player.hpp"

#include "support.hpp"
#include "support/positions.hpp"

#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

using namespace stonelab;
using stonelab::test::vertex;

namespace {

// The stones of a board in raster order, one character each ('.', 'X', 'O'), rows separated
// by '/': written independently of print_diagram so that the parser is checked on its own.
std::string stones(const Board& board)
{
    std::string out;
    for (int y = 1; y <= board.height(); ++y) {
        if (y > 1) out += '/';
        for (int x = 1; x <= board.width(); ++x) {
            const Color c = board.at(board.geometry().point(x, y));
            out += c == Color::Black ? 'X' : c == Color::White ? 'O' : '.';
        }
    }
    return out;
}

std::string read_fixture(const std::string& name)
{
    return stonelab::test::read_text(std::string(STONELAB_TEST_DATA) + "/diagrams/" + name);
}

// The DiagramError parse_diagram throws for `text` (fails the test if it throws none).
DiagramError error_of(const std::string& text)
{
    try {
        parse_diagram(text);
    } catch (const DiagramError& e) {
        return e;
    }
    FAIL("parse_diagram accepted a diagram it should refuse:\n" << text);
    return DiagramError(0, 0, "unreachable");
}

// A position reached by `moves` random moves (seed 002's random player), alternating colours.
Board random_position(int width, int height, std::uint64_t seed, int moves)
{
    Board board(width, height);
    Rng rng(seed);
    Color color = Color::Black;
    for (int i = 0; i < moves; ++i) {
        board.play(color, random_move(board, color, rng));
        color = opponent(color);
    }
    return board;
}

} // namespace

TEST_CASE("every accepted point character", "[diagram]")
{
    // Two points per board: a lone stone on a 1x1 board would have no liberty.
    const std::vector<std::pair<std::string, Color>> cases = {
        {".", Color::Empty}, {"+", Color::Empty},      {"X", Color::Black},
        {"*", Color::Black}, {"\u25CF", Color::Black}, {"O", Color::White},
        {"0", Color::White}, {"\u25CB", Color::White},
    };
    for (const auto& [character, color] : cases) {
        INFO("character " << character);
        const Board board = parse_diagram(character + ".");
        CHECK(board.width() == 2);
        CHECK(board.height() == 1);
        CHECK(board.at(vertex(board, "A1")) == color);
        CHECK(board.at(vertex(board, "B1")) == Color::Empty);
    }
}

TEST_CASE("one position in every accepted layout", "[diagram]")
{
    // Black on B3, white on B2 and C1 of a 3x3 board.
    const std::string expected = ".X./.O./..O";
    const std::vector<std::string> layouts = {
        ". X .\n. O .\n. . O\n",
        ".X.\n.O.\n..O",                        // no spaces, no final line end
        "+●+\n+○+\n++○\n",                      // seed 000's characters
        ".*.\n.0.\n..0\n",                      // the other ASCII stones
        "  A B C\n3 . X .\n2 . O .\n1 . . O\n", // letters above, numbers at the start
        ". X . 3\n. O . 2\n. . O 1\n  A B C\n", // numbers at the end, letters below
        "   A B C\n 3 . X .  3\n 2 . O .  2\n 1 . . O  1\n   A B C\n", // print_diagram's layout
        "#####\n#.X.#\n#.O.#\n#..O#\n#####\n",                         // a # frame (Seed2015)
        "    ABC\n   #####\n 3 #.X.# 3\n 2 #.O.# 2\n 1 #..O# 1\n   #####\n    ABC\n",
        "\n\n. X .  \n. O .\t\n. . O\n\n\n", // blank lines around, trailing spaces
        ". X .\r\n. O .\r\n. . O\r\n",       // Windows line ends
        ".X.\n. O .\n..O\n",                 // spacing may differ from row to row
    };
    for (const auto& text : layouts) {
        INFO("diagram:\n" << text);
        const Board board = parse_diagram(text);
        CHECK(stones(board) == expected);
    }
}

TEST_CASE("row numbers of two digits and rectangular boards", "[diagram]")
{
    // 2 wide, 11 high, numbers right-aligned on both sides; black on A11, white on B1.
    std::string text = "   A B\n11 X . 11\n";
    for (int row = 10; row >= 2; --row)
        text += (row < 10 ? " " : "") + std::to_string(row) + " . . " + std::to_string(row) + "\n";
    text += " 1 . O  1\n   A B\n";
    const Board board = parse_diagram(text);
    CHECK(board.width() == 2);
    CHECK(board.height() == 11);
    CHECK(board.at(vertex(board, "A11")) == Color::Black);
    CHECK(board.at(vertex(board, "B1")) == Color::White);

    // A row number is followed by a space before a white 0, which is then a stone.
    const Board zero = parse_diagram("2 0 .\n1 . .\n");
    CHECK(zero.at(vertex(zero, "A2")) == Color::White);

    const Board wide = parse_diagram("X . . . O\n. . . . .\n"); // 5 wide, 2 high
    CHECK(wide.width() == 5);
    CHECK(wide.height() == 2);
    CHECK(wide.at(vertex(wide, "A2")) == Color::Black);
    CHECK(wide.at(vertex(wide, "E2")) == Color::White);
}

TEST_CASE("the largest and smallest boards", "[diagram]")
{
    const Board one = parse_diagram(".");
    CHECK(one.width() == 1);
    CHECK(one.height() == 1);

    std::string row19(19, '.');
    std::string text;
    for (int y = 0; y < 19; ++y) text += row19 + "\n";
    text[0] = 'X';               // A19
    text[text.size() - 2] = 'O'; // T1
    const Board big = parse_diagram(text);
    CHECK(big.width() == 19);
    CHECK(big.height() == 19);
    CHECK(big.at(vertex(big, "A19")) == Color::Black);
    CHECK(big.at(vertex(big, "T1")) == Color::White);
}

TEST_CASE("seed 000's ko examples", "[diagram]")
{
    // Read off the seed by hand: (A) left is 4 wide, 3 high.
    const Board a1 = parse_diagram(read_fixture("seed000_ko_a1.txt"));
    CHECK(stones(a1) == ".XO./XO.O/.XX.");
    const Board a2 = parse_diagram(read_fixture("seed000_ko_a2.txt"));
    CHECK(stones(a2) == ".XOO./XO.XO/.XOO.");
    const Board b1 = parse_diagram(read_fixture("seed000_ko_b1.txt"));
    CHECK(stones(b1) == ".XX./.XOO/XO.O/.XO.");
    const Board c = parse_diagram(read_fixture("seed000_ko_c.txt"));
    CHECK(stones(c) == ".XO./XO.O/.X..");

    // The right-hand diagram of (B) is printed with a middle row one point longer than the
    // others; it cannot be read as a board, and the error says where.
    const DiagramError e = error_of(read_fixture("seed000_ko_b2_as_printed.txt"));
    CHECK(e.line() == 2);
    CHECK(e.column() == 6);
}

TEST_CASE("seed 000's ko examples behave as the seed says", "[diagram]")
{
    // In each, Black plays the marked point C2 and captures the white stone on B2.
    SECTION("(A) the capturing stone touches a black stone: no ko, White cannot retake")
    {
        Board a1 = parse_diagram(read_fixture("seed000_ko_a1.txt"));
        REQUIRE(a1.play(Color::Black, vertex(a1, "C2")) == MoveStatus::Legal);
        CHECK(a1.captures(Color::Black) == 1);
        CHECK(a1.ko_point() == kNoPoint);
        CHECK(a1.check(Color::White, vertex(a1, "B2")) == MoveStatus::Suicide);
    }
    SECTION("(A) right: no ko, and White's retake captures two stones")
    {
        Board a2 = parse_diagram(read_fixture("seed000_ko_a2.txt"));
        REQUIRE(a2.play(Color::Black, vertex(a2, "C2")) == MoveStatus::Legal);
        CHECK(a2.ko_point() == kNoPoint);
        REQUIRE(a2.play(Color::White, vertex(a2, "B2")) == MoveStatus::Legal);
        CHECK(a2.captures(Color::White) == 2);
    }
    SECTION("(C) looks like a ko, but White's retake would be suicide")
    {
        Board c = parse_diagram(read_fixture("seed000_ko_c.txt"));
        REQUIRE(c.play(Color::Black, vertex(c, "C2")) == MoveStatus::Legal);
        CHECK(c.captures(Color::Black) == 1);
        CHECK(c.check(Color::White, vertex(c, "B2")) == MoveStatus::Suicide);
    }
}

TEST_CASE("seed 001's 9x9 example matches the seed's numeric array", "[diagram]")
{
    // The seed's array (0 empty, 1 black, 2 white) without its border of 3s.
    const char* numeric[9] = {
        "000001220", "000101120", "011001220", "012221000", "020012220",
        "002011210", "002102120", "021101120", "012000010",
    };
    const Board board = parse_diagram(read_fixture("seed001_9x9.txt"));
    REQUIRE(board.width() == 9);
    REQUIRE(board.height() == 9);
    for (int y = 1; y <= 9; ++y)
        for (int x = 1; x <= 9; ++x) {
            INFO("x = " << x << ", y = " << y);
            const int expected = numeric[y - 1][x - 1] - '0';
            CHECK(static_cast<int>(board.at(board.geometry().point(x, y))) == expected);
        }
}

TEST_CASE("errors name the line and column", "[diagram]")
{
    struct Case {
        std::string text;
        int line, column;
        std::string says; // a piece of the message
    };
    std::string nine_by_nine;
    for (int i = 0; i < 9; ++i) nine_by_nine += ". . . . . . . . .\n";
    std::string twenty_rows;
    for (int i = 0; i < 20; ++i) twenty_rows += ".\n";

    const std::vector<Case> cases = {
        {"", 1, 1, "empty"},
        {"\n  \n\t\n", 1, 1, "empty"},
        {". Y .\n", 1, 3, "unknown character 'Y'"},
        {"\u25CF\u25CB\u00D7\n", 1, 3, "U+00D7"}, // columns count characters
        {". . .\n. x .\n", 2, 3, "upper case"},
        {". \xFF .\n", 1, 3, "0xFF"},
        {". . .\n. .\n. . .\n", 2, 4, "this row has 2 points but the first row has 3"},
        {". .\n. . .\n", 2, 5, "this row has 3 points"},
        {std::string(20, '.') + "\n", 1, 20, "more than 19 points"},
        {twenty_rows, 20, 1, "more than 19 rows"},
        {". .\n\n. .\n", 2, 1, "blank line"},
        {".  .\n", 1, 3, "more than one space"},
        {". 3 .\n", 1, 3, "row number 3 in the middle"},
        {".#.\n", 1, 2, "'#' in the middle"},
        {"A B C D E F G H I\n" + nine_by_nine, 1, 17, "column letter 'I' should be 'J'"},
        {"A C\n. .\n", 1, 3, "column letter 'C' should be 'B'"},
        {"A B\n. . .\n", 1, 4, "2 column letters for a board 3 wide"},
        {". .\nA B C\n", 2, 5, "3 column letters for a board 2 wide"},
        {"1 . .\n2 . .\n", 1, 1, "row number 1 should be 2"}, // seed 001 counts from the top
        {". . 2\n. . 3\n", 2, 5, "row number 3 should be 1"},
        {"2 . .\n. .\n", 2, 1, "no number at its start"},
        {". . 2\n. .\n", 2, 4, "no number at its end"},
        {". .\n1 . .\n", 2, 1, "not of the first row"},
        {"#.#\n", 1, 1, "frame is incomplete"},
        {"###\n#.#\n", 3, 1, "no bottom line"},
        {"#.#\n###\n", 2, 1, "no top line"},
        {"####\n#..#\n..#\n####\n", 3, 1, "does not start with '#'"},
        {"####\n#..#\n#..\n####\n", 3, 4, "does not end with '#'"},
        {"###\n#..#\n####\n", 1, 1, "the frame line has 3 '#' but a board 2 wide needs 4"},
        {". .\nA B\n. .\n", 3, 1, "board row after the end"},
        {"A B C\n", 1, 1, "no board rows"},
        {"A B\nA B\n. .\n", 2, 1, "column letters can only stand"},
        {"3\n", 1, 1, "no points"},
        {"X O\nO .\n", 1, 1, "black stone at A2 has no liberty"},
        {". O X O\n. . O .\n", 1, 5, "black stone at C2"},
        {"X X O\nO O .\n", 1, 1, "black string of 2 stones at A2"},
        {"O\n", 1, 1, "white stone at A1"},
    };
    for (const Case& c : cases) {
        INFO("diagram:\n" << c.text);
        const DiagramError e = error_of(c.text);
        CHECK(e.line() == c.line);
        CHECK(e.column() == c.column);
        CHECK_THAT(e.message(), Catch::Contains(c.says));
        CHECK_THAT(e.what(), Catch::StartsWith("line " + std::to_string(c.line) + ", column " +
                                               std::to_string(c.column) + ": "));
    }
}

TEST_CASE("print_diagram draws what a person would write by hand", "[diagram]")
{
    // 3x3: black on B3, white on B2.
    Board board(3);
    board.set_stone(vertex(board, "B3"), Color::Black);
    board.set_stone(vertex(board, "B2"), Color::White);

    CHECK(print_diagram(board) == "   A B C\n"
                                  " 3 . X .  3\n"
                                  " 2 . O .  2\n"
                                  " 1 . . .  1\n"
                                  "   A B C\n");
    CHECK(print_diagram(board, {DiagramStyle::Ascii, false}) == ". X .\n"
                                                                ". O .\n"
                                                                ". . .\n");
    CHECK(print_diagram(board, {DiagramStyle::Seed2004, false}) == "+\u25CF+\n"
                                                                   "+\u25CB+\n"
                                                                   "+++\n");
    CHECK(print_diagram(board, {DiagramStyle::Seed2004, true}) == "   ABC\n"
                                                                  " 3 +\u25CF+  3\n"
                                                                  " 2 +\u25CB+  2\n"
                                                                  " 1 +++  1\n"
                                                                  "   ABC\n");
    CHECK(print_diagram(board, {DiagramStyle::Seed2015, false}) == "#####\n"
                                                                   "#.X.#\n"
                                                                   "#.O.#\n"
                                                                   "#...#\n"
                                                                   "#####\n");
    CHECK(print_diagram(board, {DiagramStyle::Seed2015, true}) == "    ABC\n"
                                                                  "   #####\n"
                                                                  " 3 #.X.#  3\n"
                                                                  " 2 #.O.#  2\n"
                                                                  " 1 #...#  1\n"
                                                                  "   #####\n"
                                                                  "    ABC\n");
}

TEST_CASE("print_diagram marks points and numbers tall boards", "[diagram]")
{
    Board board(3);
    board.set_stone(vertex(board, "B3"), Color::Black);
    DiagramOptions options{DiagramStyle::Ascii, false};
    options.marks = {{vertex(board, "B3"), "@"}, {vertex(board, "C1"), "?"}, {kPass, "!"}};
    CHECK(print_diagram(board, options) == ". @ .\n"
                                           ". . .\n"
                                           ". . ?\n");

    // 2 wide, 10 high: numbers take two characters, so the points stay in line.
    const Board tall(2, 10);
    std::string expected = "   A B\n10 . . 10\n";
    for (int row = 9; row >= 1; --row)
        expected += " " + std::to_string(row) + " . .  " + std::to_string(row) + "\n";
    expected += "   A B\n";
    CHECK(print_diagram(tall) == expected);

    // 19 wide: the letters skip I and end at T.
    const std::string wide = print_diagram(Board(19, 1));
    CHECK(wide.substr(0, wide.find('\n')) == "   A B C D E F G H J K L M N O P Q R S T");
}

TEST_CASE("print_diagram widens every point for a mark longer than one character", "[diagram]")
{
    Board board(3);
    board.set_stone(vertex(board, "B3"), Color::Black);
    DiagramOptions options;
    options.marks = {{vertex(board, "A1"), "12"}, {vertex(board, "C1"), "\u25B3"}};
    // Every point and letter right-aligned in two columns; "△" counts as one character.
    CHECK(print_diagram(board, options) == "    A  B  C\n"
                                           " 3  .  X  .  3\n"
                                           " 2  .  .  .  2\n"
                                           " 1 12  .  \u25B3  1\n"
                                           "    A  B  C\n");
    // The frame's characters too.
    options.style = DiagramStyle::Seed2015;
    CHECK(print_diagram(board, options) == "      A B C\n"
                                           "    # # # # #\n"
                                           " 3  # . X . #  3\n"
                                           " 2  # . . . #  2\n"
                                           " 1  #12 . \u25B3 #  1\n"
                                           "    # # # # #\n"
                                           "      A B C\n");
}

TEST_CASE("printing then parsing gives the position back", "[diagram]")
{
    const std::vector<std::pair<int, int>> sizes = {{1, 1}, {2, 2},   {5, 13}, {13, 5},
                                                    {9, 9}, {19, 19}, {19, 1}, {1, 19}};
    const std::vector<DiagramStyle> styles = {DiagramStyle::Ascii, DiagramStyle::Seed2004,
                                              DiagramStyle::Seed2015};
    for (const auto& [width, height] : sizes)
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            const Board board = random_position(width, height, seed, width * height);
            for (DiagramStyle style : styles)
                for (bool coordinates : {false, true}) {
                    const std::string text = print_diagram(board, {style, coordinates});
                    INFO("diagram:\n" << text);
                    const Board back = parse_diagram(text);
                    CHECK(back.width() == width);
                    CHECK(back.height() == height);
                    CHECK(stones(back) == stones(board));
                    CHECK(back.hash() == board.hash());
                }
        }
}

TEST_CASE("random positions used for the round trip are not trivial", "[diagram]")
{
    // Guards the test above: a 19x19 position after 361 random moves has stones of both
    // colours and empty points.
    const std::string s = stones(random_position(19, 19, 1, 361));
    CHECK(s.find('X') != std::string::npos);
    CHECK(s.find('O') != std::string::npos);
    CHECK(s.find('.') != std::string::npos);
}

// ---- limits ------------------------------------------------------------------------------

TEST_CASE("a text longer than kMaxDiagramBytes is refused where it passes the limit", "[diagram]")
{
    // Three rows (18 bytes), then trailing spaces on the last row up to the limit: a diagram
    // of exactly kMaxDiagramBytes bytes is read...
    const std::string rows = ". X .\n. O .\n. . .";
    std::string text = rows + std::string(kMaxDiagramBytes - rows.size(), ' ');
    REQUIRE(text.size() == kMaxDiagramBytes);
    CHECK(stones(parse_diagram(text)) == ".X./.O./...");

    // ... and one byte more is not. The first byte past the limit is on line 3, whose
    // characters before it are all the text but the first two lines (12 bytes).
    text += ' ';
    const DiagramError e = error_of(text);
    CHECK(e.line() == 3);
    CHECK(e.column() == static_cast<int>(kMaxDiagramBytes - 12) + 1);
    CHECK_THAT(e.message(), Catch::Contains(std::to_string(kMaxDiagramBytes) + " bytes"));
}

TEST_CASE("the limit's column counts characters, not bytes", "[diagram]")
{
    // A line of black circles, 3 bytes each: the error stands at the first circle that starts
    // past the limit, after all those that start before it (the last may straddle it).
    const std::string circle = "\u25CF";
    std::string text;
    while (text.size() <= kMaxDiagramBytes) text += circle;
    const auto started = static_cast<int>((kMaxDiagramBytes + circle.size() - 1) / circle.size());
    const DiagramError e = error_of(text);
    CHECK(e.line() == 1);
    CHECK(e.column() == started + 1);
}

TEST_CASE("a row number of many digits is quoted cut short", "[diagram]")
{
    const std::string digits(1000, '9');
    const DiagramError e = error_of(digits + " . .\n");
    CHECK_THAT(e.message(), Catch::Contains("row number 999999\u2026 should be 1"));
    CHECK(e.message().size() < 200);
}

TEST_CASE("the book's race figure is the tests' race", "[diagram]")
{
    // docs/figures/race.txt draws lessons 8 and 12's race (uct-race.svg), which their tests and
    // demos take from tests/support/positions.hpp: one position, written twice.
    std::ifstream in(STONELAB_TEST_DATA "/../../../docs/figures/race.txt");
    REQUIRE(in);
    std::stringstream text;
    text << in.rdbuf();
    CHECK(parse_diagram(text.str()).hash() == parse_diagram(test::kRace.diagram).hash());
}
