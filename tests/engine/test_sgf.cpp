// Tests of the SGF reader and writer (engine/formats/sgf.hpp).
//
// Expected boards, captures and error positions are derived by hand from the SGF text (the
// columns are counted in the comment beside each case), and the fixtures' final positions are
// cross-checked with GNU Go, which loads the same files.
#include "engine/formats/sgf.hpp"
#include "engine/go/random_player.hpp"
#include "tests/gnugo_client.hpp"

#include <catch2/catch.hpp>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>
#include <set>
#include <sstream>
#include <string>
#include <vector>

using namespace stonelab;
using Catch::Matchers::Contains;

namespace {

const std::string kData = std::string(STONELAB_TEST_DATA) + "/sgf/";

std::string read_file(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    REQUIRE(in);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

Point point(const Board& board, std::string_view sgf)
{
    const auto p = parse_sgf_point(board.geometry(), sgf);
    REQUIRE(p);
    return *p;
}

// The points holding `color`, as SGF points in raster order.
std::vector<std::string> stones(const Board& board, Color color)
{
    std::vector<std::string> found;
    for (Point p : board.points())
        if (board.at(p) == color) found.push_back(to_sgf_point(board.geometry(), p));
    return found;
}

std::vector<Move> moves(const Board& board, std::vector<std::pair<Color, std::string>> list)
{
    std::vector<Move> result;
    for (const auto& [color, sgf] : list) result.push_back({color, point(board, sgf)});
    return result;
}

struct ErrorAt {
    int line = 0;
    int column = 0;
    std::string message = "no SgfError was thrown";
};

ErrorAt error_of(std::string_view text, Rules rules = {})
{
    try {
        read_sgf(text, rules);
    } catch (const SgfError& e) {
        return {e.line(), e.column(), e.what()};
    }
    return {};
}

} // namespace

// ---- reading properties --------------------------------------------------------------------

TEST_CASE("SZ, KM and PL are read from the root node", "[sgf]")
{
    const Game game = read_sgf("(;GM[1]FF[4]SZ[9]KM[6.5]PL[W])");
    CHECK(game.board().width() == 9);
    CHECK(game.board().height() == 9);
    CHECK(game.rules().komi == 6.5);
    CHECK(game.first_to_move() == Color::White);
    CHECK(game.to_move() == Color::White);
    CHECK(game.moves().empty());
}

TEST_CASE("without SZ the board is 19x19, and without KM the komi comes from the rules", "[sgf]")
{
    const Game game = read_sgf("(;FF[4])", Rules{KoRule::PositionalSuperko, 5.5});
    CHECK(game.board().width() == 19);
    CHECK(game.board().height() == 19);
    CHECK(game.rules().komi == 5.5);
    CHECK(game.rules().ko == KoRule::PositionalSuperko);
    CHECK(game.first_to_move() == Color::Black);
}

TEST_CASE("KM is a real number: whole, negative, with a sign or a fraction", "[sgf]")
{
    CHECK(read_sgf("(;KM[0])").rules().komi == 0);
    CHECK(read_sgf("(;KM[6])").rules().komi == 6);
    CHECK(read_sgf("(;KM[-3])").rules().komi == -3);
    CHECK(read_sgf("(;KM[+2.75])").rules().komi == 2.75);
    CHECK(read_sgf("(;SZ[9];B[ee]KM[0.5])").rules().komi == 0.5);
    CHECK(read_sgf("(;SZ[9];B[ee];W[dd]KM[1];KM[-2.5])").rules().komi == -2.5); // after moves
}

TEST_CASE("the first player is PL, else the colour of the first move, else Black", "[sgf]")
{
    CHECK(read_sgf("(;SZ[9];W[ee];B[dd])").first_to_move() == Color::White);
    CHECK(read_sgf("(;SZ[9];B[ee];W[dd])").first_to_move() == Color::Black);
    CHECK(read_sgf("(;SZ[9])").first_to_move() == Color::Black);
    // PL wins over the first move; the moves are still played by the colours written.
    const Game game = read_sgf("(;SZ[9]PL[B];W[ee])");
    CHECK(game.first_to_move() == Color::Black);
    CHECK(game.moves() == moves(game.board(), {{Color::White, "ee"}}));
}

TEST_CASE("B and W moves are played in order on the main line", "[sgf]")
{
    const Game game = read_sgf("(;SZ[9];B[ee];W[cg];B[aa])");
    const Board& b = game.board();
    CHECK(game.moves() ==
          moves(b, {{Color::Black, "ee"}, {Color::White, "cg"}, {Color::Black, "aa"}}));
    CHECK(stones(b, Color::Black) == std::vector<std::string>{"aa", "ee"});
    CHECK(stones(b, Color::White) == std::vector<std::string>{"cg"});
    CHECK(game.to_move() == Color::White);
}

TEST_CASE("unknown properties are skipped, whatever their values hold", "[sgf]")
{
    const Game game = read_sgf("(;FF[4]SZ[9]C[a bracket \\] and a backslash \\\\\n"
                               "on two lines]AddBlack[aa]  \n"
                               " ;  B[cc]\n"
                               "  PB [Someone] LB[dd:A][ee:B]\t;W[dd]\r\n)");
    const Board& b = game.board();
    CHECK(game.moves() == moves(b, {{Color::Black, "cc"}, {Color::White, "dd"}}));
    CHECK(b.at(point(b, "aa")) == Color::Empty); // FF[3]'s AddBlack is not read as AB
}

// ---- boards, setup, passes, captures -------------------------------------------------------

TEST_CASE("rectangular boards are SZ[W:H], W columns and H rows", "[sgf]")
{
    const Game game = read_sgf("(;SZ[7:5];B[ge];W[ae])");
    const Board& b = game.board();
    CHECK(b.width() == 7);
    CHECK(b.height() == 5);
    // "ge" is column g = 7, row e = 5: the bottom-right corner.
    CHECK(b.at(b.geometry().point(7, 5)) == Color::Black);
    CHECK(b.at(b.geometry().point(1, 5)) == Color::White);

    const Game tall = read_sgf("(;SZ[5:7];B[eg])");
    CHECK(tall.board().width() == 5);
    CHECK(tall.board().at(tall.board().geometry().point(5, 7)) == Color::Black);
}

TEST_CASE("AB, AW and AE set up the start position, point by point or as rectangles", "[sgf]")
{
    // [cg:dh] is the rectangle from column c to d and row g to h: cg, dg, ch, dh. The reversed
    // corners [ii:hi] give hi and ii. The second node removes ee and adds a white stone.
    const Game game = read_sgf("(;SZ[9]AB[cc][ee][gc]AW[cg:dh][ii:hi]\n"
                               ";AE[ee]AW[fa]\n"
                               ";W[ec];B[dd])");
    const Board& start = game.start();
    CHECK(stones(start, Color::Black) == std::vector<std::string>{"cc", "gc"});
    CHECK(stones(start, Color::White) ==
          std::vector<std::string>{"fa", "cg", "dg", "ch", "dh", "hi", "ii"});
    CHECK(game.first_to_move() == Color::White);
    CHECK(game.moves() == moves(start, {{Color::White, "ec"}, {Color::Black, "dd"}}));
    CHECK(stones(game.board(), Color::Black) == std::vector<std::string>{"cc", "gc", "dd"});
    CHECK(game.board().captures(Color::Black) == 0); // setup stones are not prisoners
}

TEST_CASE("each setup node changes the position left by the one before", "[sgf]")
{
    // [aa:cb] is the top two rows of a 3x3 board. Black fills them, White replaces every
    // black stone, then AE clears ba; the bottom row stays empty, so every string has a
    // liberty at each step.
    const Game game = read_sgf("(;SZ[3]AB[aa:cb];AW[aa:cb];AE[ba])");
    CHECK(stones(game.start(), Color::Black).empty());
    CHECK(stones(game.start(), Color::White) ==
          std::vector<std::string>{"aa", "ca", "ab", "bb", "cb"});
}

TEST_CASE("passes are B[] in FF[4] and B[tt] in FF[3]", "[sgf]")
{
    const Game big = read_sgf("(;SZ[19];B[pd];W[];B[tt];W[tt])");
    CHECK(big.moves().size() == 4);
    CHECK(big.moves()[1] == Move{Color::White, kPass});
    CHECK(big.moves()[2] == Move{Color::Black, kPass});
    CHECK(big.moves()[3] == Move{Color::White, kPass});
    CHECK(big.two_passes());

    const Game small = read_sgf("(;SZ[9];B[];W[tt])");
    CHECK(small.moves() == std::vector<Move>{{Color::Black, kPass}, {Color::White, kPass}});
}

TEST_CASE("captures on the main line remove stones and count prisoners", "[sgf]")
{
    // The fixture, move by move: 3 B[ab] captures W[aa]; 8 W[aa] captures B[ba];
    // 10 W[ac] captures B[ab]; 15 B[ic] captures the two white stones ia-ib; then two passes.
    const Game game = read_sgf(read_file(kData + "captures_9x9.sgf"));
    const Board& b = game.board();
    CHECK(game.moves().size() == 18);
    CHECK(b.captures(Color::Black) == 3);
    CHECK(b.captures(Color::White) == 2);
    CHECK(stones(b, Color::Black) == std::vector<std::string>{"ha", "hb", "ic", "ee", "ef", "eg"});
    CHECK(stones(b, Color::White) == std::vector<std::string>{"aa", "ca", "bb", "ac", "hc"});
    CHECK(game.rules().komi == 7);
}

TEST_CASE("setup followed by moves that capture set-up stones", "[sgf]")
{
    // AB[dd:ee] is a 2x2 black block; White, to play by PL, fills its last four liberties
    // (fd, fe, df, ef) and captures 4; Black then plays inside the hole at dd.
    const Game game = read_sgf(read_file(kData + "setup_9x9.sgf"));
    const Board& b = game.board();
    CHECK(game.first_to_move() == Color::White);
    CHECK(stones(game.start(), Color::Black) == std::vector<std::string>{"dd", "ed", "de", "ee"});
    CHECK(b.captures(Color::White) == 4);
    CHECK(b.captures(Color::Black) == 0);
    CHECK(stones(b, Color::Black) == std::vector<std::string>{"dd", "gf", "gg", "hh"});
    CHECK(game.rules().komi == 0.5);
}

TEST_CASE("the main line is the first variation at every branch", "[sgf]")
{
    const Game game = read_sgf("(;SZ[9];B[aa]\n"
                               "  (;W[bb](;B[cc])(;B[dd]))\n"
                               "  (;W[ee];B[ff]))\n"
                               "(;SZ[9];B[gg])");
    CHECK(game.moves() ==
          moves(game.board(), {{Color::Black, "aa"}, {Color::White, "bb"}, {Color::Black, "cc"}}));
}

TEST_CASE("only the main line is played: other variations are checked for syntax only", "[sgf]")
{
    // W[zz] and the illegal W[aa] are off the main line, so they are never played.
    const Game game = read_sgf("(;SZ[9];B[aa](;W[bb])(;W[zz])(;W[aa]))");
    CHECK(game.moves().size() == 2);
    // A syntax error anywhere in the first tree is still an error.
    const ErrorAt error = error_of("(;SZ[9];B[aa](;W[bb])(;w[cc]))");
    CHECK(error.line == 1);
    CHECK(error.column == 24);
}

TEST_CASE("a hand-written game record with game information, comments and variations", "[sgf]")
{
    // Counted by hand from the file: 4 moves before the first branch, 26 in its first
    // variation up to the second branch, whose first variation has 4 more: 30 moves. The only
    // captures are 17 B[ra] (the white 2-2 stone at rb) and 26 W[cb] (the black stone at cc).
    const Game game = read_sgf(read_file(kData + "real_game.sgf"));
    const Board& b = game.board();
    CHECK(b.width() == 19);
    CHECK(game.rules().komi == 7.5);
    REQUIRE(game.moves().size() == 30);
    CHECK(game.moves().front() == Move{Color::Black, point(b, "pd")});
    CHECK(game.moves()[4] == Move{Color::Black, point(b, "fq")});
    CHECK(game.moves().back() == Move{Color::White, point(b, "cq")});
    CHECK(b.captures(Color::Black) == 1);
    CHECK(b.captures(Color::White) == 1);
    CHECK(b.at(point(b, "rb")) == Color::Empty);
    CHECK(b.at(point(b, "cc")) == Color::Empty);
    CHECK(stones(b, Color::Black).size() == 14);
    CHECK(stones(b, Color::White).size() == 14);
}

// ---- errors --------------------------------------------------------------------------------

TEST_CASE(
    "a record must open with a parenthesis and a semicolon: else an error where it goes wrong",
    "[sgf]")
{
    ErrorAt e = error_of("");
    CHECK((e.line == 1 && e.column == 1));
    CHECK_THAT(e.message, Contains("(;"));

    e = error_of("  ;B[aa])"); // ';' is column 3
    CHECK((e.line == 1 && e.column == 3));

    e = error_of("\n(B[aa])"); // line 2: '(' column 1, 'B' column 2
    CHECK((e.line == 2 && e.column == 2));
    CHECK_THAT(e.message, Contains("expected ';'"));

    e = error_of("(;SZ[9]()"); // the second '(' is column 8; its ')' is column 9
    CHECK((e.line == 1 && e.column == 9));
}

TEST_CASE("an unterminated value is an error at its opening bracket", "[sgf]")
{
    ErrorAt e = error_of("(;SZ[9]\n;B[aa\n"); // line 2: ';' 1, 'B' 2, '[' 3
    CHECK((e.line == 2 && e.column == 3));
    CHECK_THAT(e.message, Contains("unterminated"));

    e = error_of("(;C[a\\]"); // the escaped ']' does not close the value opened at column 4
    CHECK((e.line == 1 && e.column == 4));
    CHECK_THAT(e.message, Contains("unterminated"));

    e = error_of("(;C[abc\\"); // a backslash as the very last byte
    CHECK((e.line == 1 && e.column == 4));
}

TEST_CASE("a missing ')' is an error at the end of the text", "[sgf]")
{
    ErrorAt e = error_of("(;SZ[9];B[aa]\n"); // the text ends at line 2, column 1
    CHECK((e.line == 2 && e.column == 1));
    CHECK_THAT(e.message, Contains("missing ')'"));

    e = error_of("(;SZ[9](;B[aa])(;B[bb]"); // 22 characters: the end is column 23
    CHECK((e.line == 1 && e.column == 23));
    CHECK_THAT(e.message, Contains("missing ')'"));
}

TEST_CASE("property identifiers must be upper-case letters followed by a value", "[sgf]")
{
    ErrorAt e = error_of("(;SZ[9]\n;b[aa])"); // line 2: ';' 1, 'b' 2
    CHECK((e.line == 2 && e.column == 2));
    CHECK_THAT(e.message, Contains("upper-case"));

    e = error_of("(;SZ[9];B1[aa])"); // ( ; S Z [ 9 ] ; B 1: the '1' is column 10
    CHECK((e.line == 1 && e.column == 10));
    CHECK_THAT(e.message, Contains("expected '['"));

    e = error_of("(;B[aa]1)"); // the '1' is column 8
    CHECK((e.line == 1 && e.column == 8));
    CHECK_THAT(e.message, Contains("not '1'"));

    e = error_of("(;B[aa]\x01)"); // a control character is named by its value
    CHECK((e.line == 1 && e.column == 8));
    CHECK_THAT(e.message, Contains("0x01"));
}

TEST_CASE("a point off the board is an error at its value", "[sgf]")
{
    ErrorAt e = error_of("(;SZ[9];B[jj])"); // the '[' after B is column 10
    CHECK((e.line == 1 && e.column == 10));
    CHECK_THAT(e.message, Contains("bad point"));

    e = error_of("(;SZ[9]AB[aa:zz])"); // the '[' after AB is column 10
    CHECK((e.line == 1 && e.column == 10));

    e = error_of("(;SZ[7:5];B[ag])"); // row g = 7 on a board of 5 rows; '[' is column 12
    CHECK((e.line == 1 && e.column == 12));
    CHECK_THAT(e.message, Contains("7x5"));

    e = error_of("(;SZ[9]AB[])"); // a pass is not a setup point
    CHECK((e.line == 1 && e.column == 10));
}

TEST_CASE("a bad SZ, KM, GM or PL is an error at its value", "[sgf]")
{
    for (const char* text : {"(;SZ[0])", "(;SZ[20])", "(;SZ[abc])", "(;SZ[9:0])", "(;SZ[])",
                             "(;SZ[9:])", "(;SZ[123])"}) {
        INFO(text);
        const ErrorAt e = error_of(text);
        CHECK((e.line == 1 && e.column == 5));
        CHECK_THAT(e.message, Contains("SZ"));
    }
    for (const char* text : {"(;KM[seven])", "(;KM[6.])", "(;KM[1e3])", "(;KM[])", "(;KM[.5])",
                             "(;KM[--1])", "(;KM[6.5 ])"}) {
        INFO(text);
        const ErrorAt e = error_of(text);
        CHECK((e.line == 1 && e.column == 5));
        CHECK_THAT(e.message, Contains("KM"));
    }
    ErrorAt e = error_of("(;FF[4]GM[2])"); // the '[' after GM is column 10
    CHECK((e.line == 1 && e.column == 10));
    CHECK_THAT(e.message, Contains("GM[2]"));

    e = error_of("(;PL[X])");
    CHECK((e.line == 1 && e.column == 5));
}

TEST_CASE("SZ outside the root and repeated properties are errors", "[sgf]")
{
    ErrorAt e = error_of("(;FF[4];SZ[9])"); // the SZ is column 9
    CHECK((e.line == 1 && e.column == 9));
    CHECK_THAT(e.message, Contains("root"));

    e = error_of("(;KM[5]KM[6])"); // the second KM is column 8
    CHECK((e.line == 1 && e.column == 8));

    e = error_of("(;B[aa][bb])"); // a move has one value: the second '[' is column 8
    CHECK((e.line == 1 && e.column == 8));
}

TEST_CASE("setup after moves is not supported, and setup may not share a node with a move", "[sgf]")
{
    ErrorAt e = error_of("(;SZ[9];B[aa];AW[bb])"); // the AW is column 15
    CHECK((e.line == 1 && e.column == 15));
    CHECK_THAT(e.message, Contains("not supported"));

    e = error_of("(;SZ[9];B[aa];PL[W])");
    CHECK((e.line == 1 && e.column == 15));

    e = error_of("(;SZ[9]AB[aa]B[bb])"); // the B is column 14
    CHECK((e.line == 1 && e.column == 14));

    e = error_of("(;SZ[9]AB[aa]AW[aa])"); // the same point twice: the second '[' is column 16
    CHECK((e.line == 1 && e.column == 16));
}

TEST_CASE("two moves in one node are an error at the second", "[sgf]")
{
    ErrorAt e = error_of("(;SZ[9];B[aa]W[bb])"); // the W is column 14
    CHECK((e.line == 1 && e.column == 14));
    CHECK_THAT(e.message, Contains("two moves"));

    e = error_of("(;SZ[9]\n;B[aa]\n   B[bb])"); // line 3, after three spaces
    CHECK((e.line == 3 && e.column == 4));
}

TEST_CASE("an illegal move is an error at the move, saying why", "[sgf]")
{
    // Occupied: ( ; S Z [ 9 ] ; B [ e e ] ; W -> the W is column 15.
    ErrorAt e = error_of("(;SZ[9];B[ee];W[ee])");
    CHECK((e.line == 1 && e.column == 15));
    CHECK_THAT(e.message, Contains("occupied"));
    CHECK_THAT(e.message, Contains("move 2"));

    // Suicide: the corner aa between white ba and ab.
    e = error_of("(;SZ[9]AW[ba][ab]\n;B[aa])");
    CHECK((e.line == 2 && e.column == 2));
    CHECK_THAT(e.message, Contains("suicide"));

    // Ko: B[cb] captures the white stone at bb and is left with one liberty, bb; White may
    // not retake at once.
    e = error_of("(;SZ[9]AB[ba][ab][bc]AW[ca][db][cc][bb]\n;B[cb]\n;W[bb])");
    CHECK((e.line == 3 && e.column == 2));
    CHECK_THAT(e.message, Contains("ko"));

    // Superko on a 2x1 board: W[ba] captures B[aa]; after two passes the simple-ko ban is
    // gone, but B[aa] would bring back the position after move 1. The last B is column 31.
    const char* cycle = "(;SZ[2:1];B[aa];W[ba];B[];W[];B[aa])";
    e = error_of(cycle, Rules{KoRule::PositionalSuperko, 0});
    CHECK((e.line == 1 && e.column == 31));
    CHECK_THAT(e.message, Contains("superko"));
    CHECK(read_sgf(cycle, Rules{KoRule::Simple, 0}).moves().size() == 5);
}

TEST_CASE("setup that leaves a string without liberties is an error at its node", "[sgf]")
{
    // The black 2x2 block aa-bb is surrounded by white ca, cb, ac, bc.
    ErrorAt e = error_of("(;SZ[9]AB[aa:bb]AW[ca:cb][ac:bc])");
    CHECK((e.line == 1 && e.column == 2));
    CHECK_THAT(e.message, Contains("without liberties"));

    e = error_of("(;SZ[9]\n;AB[aa]AW[ba][ab])");
    CHECK((e.line == 2 && e.column == 1));
    CHECK_THAT(e.message, Contains("black"));
}

TEST_CASE("columns count characters, not bytes, and CR LF ends one line", "[sgf]")
{
    // "碁" is three bytes of UTF-8 but one column: ( ; C [ 碁 ] B [ -> the '[' is column 8.
    ErrorAt e = error_of("(;C[\xE7\xA2\x81]B[zz])");
    CHECK((e.line == 1 && e.column == 8));

    e = error_of("(;SZ[9]\r\n;B[aa]\r\n;W[zz])");
    CHECK((e.line == 3 && e.column == 3));

    e = error_of("(;SZ[9]\r;B[aa]\r;W[zz])"); // old Mac line ends
    CHECK((e.line == 3 && e.column == 3));
}

TEST_CASE("SgfError says where in its message", "[sgf]")
{
    const SgfError error(3, 14, "bad point");
    CHECK(error.line() == 3);
    CHECK(error.column() == 14);
    CHECK(std::string(error.what()) == "line 3, column 14: bad point");
}

// ---- writing -------------------------------------------------------------------------------

// ---- limits --------------------------------------------------------------------------------

TEST_CASE("a text longer than kMaxSgfBytes is refused where it passes the limit", "[sgf]")
{
    // A comment fills the record up to exactly kMaxSgfBytes: "(;C[" and "])" take 6 bytes.
    const std::string comment(kMaxSgfBytes - 6, 'x');
    const std::string text = "(;C[" + comment + "])";
    REQUIRE(text.size() == kMaxSgfBytes);
    CHECK(read_sgf(text).moves().empty());

    // One byte more: the first byte past the limit is on line 1, column kMaxSgfBytes + 1.
    const ErrorAt e = error_of(text + "\n");
    CHECK((e.line == 1 && e.column == static_cast<int>(kMaxSgfBytes) + 1));
    CHECK_THAT(e.message, Contains(std::to_string(kMaxSgfBytes) + " bytes"));
}

namespace {

// A record on 9x9 whose main line has `nodes` nodes: the root, then passes.
std::string passes(int nodes)
{
    std::string text = "(;SZ[9]";
    for (int i = 1; i < nodes; ++i) text += i % 2 == 1 ? ";B[]" : ";W[]";
    return text + ")";
}

} // namespace

TEST_CASE("a main line of more than kMaxSgfMainLineNodes nodes is refused at the first too many",
          "[sgf]")
{
    CHECK(read_sgf(passes(kMaxSgfMainLineNodes)).moves().size() ==
          static_cast<std::size_t>(kMaxSgfMainLineNodes - 1));

    // "(;SZ[9]" takes columns 1 to 7; node 2 starts at column 8 and each pass takes 4, so
    // node n starts at column 8 + 4 (n - 2).
    const ErrorAt e = error_of(passes(kMaxSgfMainLineNodes + 1));
    CHECK((e.line == 1 && e.column == 8 + 4 * (kMaxSgfMainLineNodes + 1 - 2)));
    CHECK_THAT(e.message, Contains(std::to_string(kMaxSgfMainLineNodes) + " nodes"));
}

TEST_CASE("nodes off the main line do not count, however deeply nested", "[sgf]")
{
    // The main line B[ee] closes at once; a second variation then nests 100,000 levels deep
    // (the reader does not recurse, so the stack cannot overflow).
    constexpr int kDepth = 100'000;
    std::string text = "(;SZ[9](;B[ee])";
    for (int i = 0; i < kDepth; ++i) text += "(;W[aa]";
    text += std::string(kDepth + 1, ')');
    const Game game = read_sgf(text);
    REQUIRE(game.moves().size() == 1);
    CHECK(game.moves()[0].color == Color::Black);
}

TEST_CASE("messages quote huge values and identifiers cut short", "[sgf]")
{
    const std::string ones(1000, '1');
    ErrorAt e = error_of("(;SZ[" + ones + "])");
    CHECK_THAT(e.message, Contains("bad SZ[" + ones.substr(0, kMaxQuotedValueChars) + "\u2026]"));
    CHECK(e.message.size() < 200);

    e = error_of("(;KM[" + ones + "])");
    CHECK_THAT(e.message, Contains("bad KM[" + ones.substr(0, kMaxQuotedValueChars) + "\u2026]"));

    const std::string letters(1000, 'A');
    e = error_of("(;" + letters + ")");
    CHECK_THAT(e.message,
               Contains("property " + letters.substr(0, kMaxQuotedValueChars) + "\u2026 has no"));
    CHECK(e.message.size() < 200);

    // Characters, not bytes: a value of 21 circles is cut after the 20th, whole.
    std::string circles;
    for (std::size_t i = 0; i <= kMaxQuotedValueChars; ++i) circles += "\u25CF";
    e = error_of("(;PL[" + circles + "])");
    CHECK_THAT(e.message,
               Contains("bad PL[" + circles.substr(0, 3 * kMaxQuotedValueChars) + "\u2026]"));

    // Bytes that are not UTF-8 (continuation bytes with no first byte; found by fuzz_sgf) are
    // cut too: at the bytes of kMaxQuotedValueChars characters of 4 bytes.
    const std::string stray(1000, '\xA5');
    e = error_of("(;AE[XX" + stray + "])");
    CHECK_THAT(e.message, Contains("bad point [XX" + stray.substr(0, 4 * kMaxQuotedValueChars - 2) +
                                   "\u2026]"));
    CHECK(e.message.size() < 200);
}

TEST_CASE("writing gives the root properties, the setup and the moves", "[sgf]")
{
    Board start(9);
    start.set_stone(start.geometry().point(3, 3), Color::Black); // cc
    start.set_stone(start.geometry().point(7, 3), Color::Black); // gc
    start.set_stone(start.geometry().point(5, 5), Color::White); // ee
    Game game(start, Rules{KoRule::Simple, 6}, Color::White);
    game.play(Color::White, start.geometry().point(4, 7)); // dg
    game.play(Color::Black, kPass);
    CHECK(write_sgf(game, "W+0.5") == "(;FF[4]GM[1]CA[UTF-8]SZ[9]KM[6]PL[W]RE[W+0.5]\n"
                                      "AB[cc][gc]\n"
                                      "AW[ee]\n"
                                      ";W[dg];B[])\n");
}

TEST_CASE("writing: komi without trailing zeros, rectangular sizes, escaped results", "[sgf]")
{
    CHECK(write_sgf(Game(Board(19), Rules{KoRule::Simple, 7.5})) ==
          "(;FF[4]GM[1]CA[UTF-8]SZ[19]KM[7.5])\n");
    CHECK(write_sgf(Game(Board(7, 5), Rules{KoRule::Simple, -0.25})) ==
          "(;FF[4]GM[1]CA[UTF-8]SZ[7:5]KM[-0.25])\n");
    CHECK(write_sgf(Game(Board(1), Rules{KoRule::Simple, 0}), "odd]\\") ==
          "(;FF[4]GM[1]CA[UTF-8]SZ[1]KM[0]RE[odd\\]\\\\])\n");
}

TEST_CASE("writing the players, the result and a comment, and reading them past", "[sgf]")
{
    Game game(Board(5), Rules{KoRule::Simple, 0.5});
    game.play(Color::Black, game.board().geometry().point(3, 3)); // cc
    const SgfGameInfo info{"random", "gtp:gnu]go", "B+F",
                           "White lost: it crashed.\nScoring: none [forfeit]"};
    const std::string text = write_sgf(game, info);
    CHECK(text == "(;FF[4]GM[1]CA[UTF-8]SZ[5]KM[0.5]PB[random]PW[gtp:gnu\\]go]RE[B+F]\n"
                  "C[White lost: it crashed.\nScoring: none [forfeit\\]]\n"
                  ";B[cc])\n");
    // The reader skips PB, PW, RE and C, and gets the same game back.
    const Game back = read_sgf(text);
    CHECK(back.moves() == game.moves());
    CHECK(back.rules().komi == 0.5);
    CHECK(write_sgf(back, info) == text);
    // Empty fields are left out: the same text as without them.
    CHECK(write_sgf(game, SgfGameInfo{}) == write_sgf(game));
}

TEST_CASE("written lines stay short", "[sgf]")
{
    Game game(Board(19));
    Rng rng(7);
    for (int i = 0; i < 100; ++i) game.play(random_move(game, game.to_move(), rng));
    const std::string text = write_sgf(game);
    std::istringstream lines(text);
    int count = 0;
    for (std::string line; std::getline(lines, line); ++count) CHECK(line.size() <= 78);
    CHECK(count >= 100 * 6 / 78);
}

TEST_CASE("a read record with RE writes back identically", "[sgf]")
{
    const std::string text = "(;FF[4]GM[1]CA[UTF-8]SZ[9]KM[6.5]PL[W]RE[B+R]\n"
                             "AB[ee]\n"
                             ";W[cc];B[gc];W[])\n";
    CHECK(write_sgf(read_sgf(text), "B+R") == text);
}

// ---- round trips ---------------------------------------------------------------------------

namespace {

// A random game from a random start position: a few set-up stones (none left without a
// liberty), a random first player and komi, then random moves to two passes or a move cap.
Game random_game(int width, int height, std::uint64_t seed)
{
    Rng rng(seed);
    Board start(width, height);
    const int setup_stones = static_cast<int>(rng.below(4));
    for (int i = 0; i < setup_stones; ++i) {
        const Point p =
            start.points()[rng.below(static_cast<std::uint32_t>(start.points().size()))];
        start.set_stone(p, rng.below(2) ? Color::Black : Color::White);
        if (start.has_string_without_liberties()) start.set_stone(p, Color::Empty);
    }
    const double komis[] = {7.5, 6.5, 0, -3, 5.25, 6};
    const Color first = rng.below(2) ? Color::Black : Color::White;
    Game game(start, Rules{KoRule::Simple, komis[rng.below(6)]}, first);
    const int cap = 3 * start.geometry().area() + 10;
    while (!game.two_passes() && static_cast<int>(game.moves().size()) < cap)
        game.play(random_move(game, game.to_move(), rng));
    return game;
}

} // namespace

TEST_CASE("write, read, write gives the same text and the same game", "[sgf]")
{
    const std::pair<int, int> sizes[] = {{9, 9}, {19, 19}, {7, 5}, {1, 1}};
    for (const auto& [width, height] : sizes)
        for (std::uint64_t seed = 1; seed <= 8; ++seed) {
            const Game game = random_game(width, height, seed * 1000 + width);
            const std::string text = write_sgf(game);
            INFO(text);
            const Game copy = read_sgf(text);
            CHECK(write_sgf(copy) == text);
            CHECK(copy.moves() == game.moves());
            CHECK(same_stones(copy.start(), game.start()));
            CHECK(same_stones(copy.board(), game.board()));
            CHECK(copy.rules().komi == game.rules().komi);
            CHECK(copy.first_to_move() == game.first_to_move());
        }
}

TEST_CASE("round trip of a game where Black starts but White moves first", "[sgf]")
{
    Game game(Board(9), Rules{}, Color::Black);
    game.play(Color::White, Board(9).geometry().point(5, 5));
    const std::string text = write_sgf(game);
    CHECK_THAT(text, Contains("PL[B]"));
    const Game copy = read_sgf(text);
    CHECK(copy.first_to_move() == Color::Black);
    CHECK(copy.moves() == game.moves());
}

// ---- cross-check with GNU Go ---------------------------------------------------------------

namespace {

std::set<std::string> words(const std::string& text)
{
    std::istringstream in(text);
    std::set<std::string> result;
    for (std::string word; in >> word;) result.insert(word);
    return result;
}

std::set<std::string> gtp_stones(const Board& board, Color color)
{
    std::set<std::string> result;
    for (Point p : board.points())
        if (board.at(p) == color) result.insert(to_gtp_vertex(board.geometry(), p));
    return result;
}

} // namespace

TEST_CASE("GNU Go reads our fixtures to the same stones and captures", "[sgf][gnugo]")
{
    // The random_game_* records are the reference games of `stonelab demo --sgf` (see
    // tests/cli): GNU Go must find every move legal and end with the same stones.
    for (const char* name : {"captures_9x9.sgf", "setup_9x9.sgf", "real_game.sgf",
                             "random_game_5x5_seed3.sgf", "random_game_9x9_seed1.sgf",
                             "random_game_13x13_seed11.sgf", "random_game_19x19_seed7.sgf"}) {
        INFO(name);
        const Board board = read_sgf(read_file(kData + name)).board();
        const std::vector<std::string> answers =
            stonelab::test::ask_gnugo({"loadsgf " + kData + name, "list_stones black",
                                       "list_stones white", "captures black", "captures white"});
        REQUIRE(answers.size() == 5); // loadsgf answers with the colour to move
        CHECK(words(answers[1]) == gtp_stones(board, Color::Black));
        CHECK(words(answers[2]) == gtp_stones(board, Color::White));
        CHECK(answers[3] == std::to_string(board.captures(Color::Black)));
        CHECK(answers[4] == std::to_string(board.captures(Color::White)));
    }
}
