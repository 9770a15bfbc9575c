// Task 4: reading a diagram, checked against the seeds' numeric arrays, hand-written boards
// and the printed reference outputs read back.
#include "support.hpp"

#include <stdexcept>
#include <string_view>
#include <vector>

using namespace stonelab::lesson01;

namespace {

// The lines of a text as an editor numbers them, every line from 1, blank ones included.
std::string numbered_lines(std::string_view text)
{
    std::string out;
    int number = 0;
    while (true) {
        const std::size_t end = text.find('\n');
        ++number;
        out += (number < 10 ? " " : "") + std::to_string(number) + " |" +
               std::string(text.substr(0, end)) + "|\n";
        if (end == std::string_view::npos) return out;
        text.remove_prefix(end + 1);
    }
}

void check_reads_as(const std::string& text, const SimpleBoard& expected)
{
    INFO("parse_board of this text (each line between | marks):\n" << test::quoted_lines(text));
    test::check_board(parse_board(text), expected);
}

// parse_board must refuse `text` with std::invalid_argument whose message starts with
// "line L: ", L the number of the text line at fault, counting every line from 1.
void check_refused(const std::string& text, int line, const std::string& why)
{
    INFO("parse_board must refuse this text (" << why << ") with std::invalid_argument whose "
                                               << "message starts with \"line " << line
                                               << ": \"; its lines, numbered:\n"
                                               << numbered_lines(text));
    try {
        const SimpleBoard board = parse_board(text);
        FAIL("it was read as " << test::describe(board));
    } catch (const std::invalid_argument& e) {
        CHECK_THAT(e.what(), Catch::Matchers::StartsWith("line " + std::to_string(line) + ": "));
    }
}

} // namespace

TEST_CASE("task 4: seed 001's diagram reads as the seed's own numeric array", "[lesson01][task_4]")
{
    check_reads_as(test::data_file("diagrams/seed001_9x9.txt"), test::position("seed001_9x9"));
}

TEST_CASE("task 4: small diagrams written by hand", "[lesson01][task_4]")
{
    check_reads_as("X", SimpleBoard{1, 1, {3, 3, 3, 3, 1, 3, 3, 3, 3}});
    check_reads_as(". X O\n", SimpleBoard{3, 1, {3, 3, 3, 3, 3, 3, 0, 1, 2, 3, 3, 3, 3, 3, 3}});
    check_reads_as("X\nO\n.\n", SimpleBoard{1, 3, {3, 3, 3, 3, 1, 3, 3, 2, 3, 3, 0, 3, 3, 3, 3}});
    // Spaces, '+' for empty, blank lines and Windows line ends change nothing.
    const SimpleBoard two_by_two{2, 2, {3, 3, 3, 3, 3, 0, 1, 3, 3, 2, 0, 3, 3, 3, 3, 3}};
    check_reads_as(". X\nO .\n", two_by_two);
    check_reads_as("+X\r\nO+\r\n", two_by_two);
    check_reads_as("\n  . X  \n\nO .\n\n", two_by_two);
}

TEST_CASE("task 4: every printed position reads back to itself", "[lesson01][task_4]")
{
    for (const auto name : fixtures::kPositions) {
        INFO("position " << name);
        check_reads_as(test::data_file(fixtures::print_file(name, "ascii", false)),
                       test::position(name));
    }
}

TEST_CASE("task 4: bad diagrams are refused with the line at fault", "[lesson01][task_4]")
{
    check_refused(". . .\n. .\n. . .\n", 2, "the second row is one point short");
    check_refused(". .\n. . .\n", 2, "the second row is one point too long");
    check_refused("X X\nX x\n", 2, "stones are upper case");
    check_refused(". . .\n. # .\n", 2, "no frame in a plain diagram");
    check_refused(". .\nX\tO\n", 2, "only spaces are skipped: a tab is an unknown character");
    check_refused("", 1, "no rows at all");
    check_refused("\n \n", 1, "only blank lines");
    check_refused(std::string(20, '.'), 1, "20 points in the first row: boards go up to 19x19");
    std::string tall;
    for (int row = 0; row < 20; ++row) tall += ".\n";
    check_refused(tall, 20, "a 20th row on line 20: boards go up to 19x19");
}

TEST_CASE("task 4: the line at fault counts every text line, blank ones included",
          "[lesson01][task_4]")
{
    // Blank lines are not rows, but they are lines of the text: the message names the line
    // an editor shows, not the row of the board.
    check_refused("\n. . .\n\n. .\n", 4, "the second row, on line 4, is one point short");
    check_refused("\n\nX x\n", 3, "an unknown character on line 3, the first row");
    check_refused(". .\n\n. .\n\n. . .\n", 5, "the third row, on line 5, is too long");
    check_refused("\n\n" + std::string(20, 'X') + "\n", 3,
                  "20 points in the first row, on line 3: boards go up to 19x19");
    std::string tall = "\n";
    for (int row = 0; row < 20; ++row) tall += ". X\n";
    check_refused(tall, 21, "a 20th row on line 21: boards go up to 19x19");
}

TEST_CASE("task 4: the engine reads the same diagrams to the same stones",
          "[lesson01][task_4][reference]")
{
    // The engine's parse_diagram (engine/formats/diagram.hpp, tested on its own) vouches for the
    // diagrams and positions above, and so does the engine's own copy of seed 001's diagram,
    // typed from the seed in its original characters.
    const auto same = [](const std::string& text, const SimpleBoard& position) {
        INFO("the engine's parse_diagram of this text must give the stones of\n"
             << test::describe(position) << "the text:\n"
             << test::quoted_lines(text));
        CHECK(stonelab::same_stones(stonelab::parse_diagram(text), fixtures::to_engine(position)));
    };
    same(test::data_file("diagrams/seed001_9x9.txt"), test::position("seed001_9x9"));
    same(stonelab::test::read_text(std::string(STONELAB_SOURCE_DIR) +
                                   "/tests/engine/data/diagrams/seed001_9x9.txt"),
         test::position("seed001_9x9"));
    for (const auto name : fixtures::kPositions)
        same(test::data_file(fixtures::print_file(name, "ascii", false)), test::position(name));
}
