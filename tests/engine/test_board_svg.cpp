// Tests of the SVG board figures (engine/figures/board_svg.hpp). Expected values come from the
// documented layout (40 pixels per point, a margin of 36 with coordinates and 12 without,
// so point (x, y) is centred at (m + 40x - 20, m + 40y - 20)), from the diagrams' own
// characters and from SGF records followed by hand.
#include "engine/figures/board_svg.hpp"
#include "engine/formats/diagram.hpp"
#include "engine/formats/sgf.hpp"
#include "engine/go/influence.hpp"

#include "support.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

using namespace stonelab;
using stonelab::test::vertex;

using stonelab::test::read_text;

namespace {

std::string data_file(const std::string& name)
{
    return read_text(std::filesystem::path(STONELAB_TEST_DATA) / name);
}

// How many times `needle` occurs in `text`.
int occurrences(const std::string& text, const std::string& needle)
{
    int count = 0;
    for (auto at = text.find(needle); at != std::string::npos; at = text.find(needle, at + 1))
        ++count;
    return count;
}

// The lines (one element each) that start with `start`.
std::vector<std::string> elements(const std::string& svg, const std::string& start)
{
    std::vector<std::string> found;
    std::istringstream in(svg);
    for (std::string line; std::getline(in, line);)
        if (line.rfind(start, 0) == 0) found.push_back(line);
    return found;
}

// The integer value of an attribute of an element line, e.g. x="176". (Found by hand, not
// with std::regex, which GCC 12 warns about under the sanitizers.)
int attribute(const std::string& element, const std::string& name)
{
    const std::string key = " " + name + "=\"";
    const auto at = element.find(key);
    INFO(element << " / " << name);
    REQUIRE(at != std::string::npos);
    return std::stoi(element.substr(at + key.size()));
}

// The text content of an element line.
std::string content(const std::string& element)
{
    const auto open = element.find('>');
    return element.substr(open + 1, element.rfind("</") - open - 1);
}

Board board_with(std::initializer_list<const char*> black, std::initializer_list<const char*> white,
                 int width = 9, int height = 9)
{
    Board board(width, height);
    for (const char* name : black) board.set_stone(vertex(board, name), Color::Black);
    for (const char* name : white) board.set_stone(vertex(board, name), Color::White);
    return board;
}

} // namespace

TEST_CASE("board svg: one stone circle per stone of the diagram", "[board_svg]")
{
    // Seed 001's 9x9 diagram, written with the seed's own characters.
    const std::string diagram = data_file("diagrams/seed001_9x9.txt");
    const std::string svg = board_svg(parse_diagram(diagram), {});
    CHECK(occurrences(svg, "<circle class=\"stone black\"") == occurrences(diagram, "●"));
    CHECK(occurrences(svg, "<circle class=\"stone white\"") == occurrences(diagram, "○"));
    CHECK(occurrences(diagram, "●") > 0);
    CHECK(occurrences(diagram, "○") > 0);
}

TEST_CASE("board svg: a stone is centred on its point", "[board_svg]")
{
    // D4 on 9x9 is column 4, row 6 from the top: (36 + 160 - 20, 36 + 240 - 20).
    const Board board = board_with({"D4"}, {"J9"});
    const std::string svg = board_svg(board, {});
    const auto black = elements(svg, "<circle class=\"stone black\"");
    REQUIRE(black.size() == 1);
    CHECK(attribute(black[0], "cx") == 176);
    CHECK(attribute(black[0], "cy") == 256);
    const auto white = elements(svg, "<circle class=\"stone white\"");
    REQUIRE(white.size() == 1);
    CHECK(attribute(white[0], "cx") == 36 + 360 - 20); // J9: column 9, row 1
    CHECK(attribute(white[0], "cy") == 36 + 40 - 20);

    BoardFigure plain;
    plain.coordinates = false; // margin 12
    const auto moved = elements(board_svg(board, plain), "<circle class=\"stone black\"");
    REQUIRE(moved.size() == 1);
    CHECK(attribute(moved[0], "cx") == 12 + 160 - 20);
    CHECK(attribute(moved[0], "cy") == 12 + 240 - 20);
}

TEST_CASE("board svg: size and viewBox follow the board, rectangles included", "[board_svg]")
{
    // 5 wide, 3 high, coordinates on: 5 * 40 + 2 * 36 by 3 * 40 + 2 * 36.
    const Board board = board_with({"A1"}, {}, 5, 3);
    const std::string svg = board_svg(board, {});
    CHECK(svg.find("viewBox=\"0 0 272 192\"") != std::string::npos);
    const auto stone = elements(svg, "<circle class=\"stone black\"");
    REQUIRE(stone.size() == 1);
    CHECK(attribute(stone[0], "cx") == 56);  // column 1
    CHECK(attribute(stone[0], "cy") == 136); // row 3 from the top
    // Letters A..E above and below, numbers 1..3 on both sides.
    CHECK(elements(svg, "<text class=\"coordinate\"").size() == 2 * 5 + 2 * 3);
    CHECK(board_svg(Board(1), {}).find("viewBox=\"0 0 112 112\"") != std::string::npos);
}

TEST_CASE("board svg: coordinates skip I and count rows from the bottom", "[board_svg]")
{
    const std::string svg = board_svg(Board(9), {});
    std::string letters, numbers;
    for (const auto& e : elements(svg, "<text class=\"coordinate\"")) {
        if (attribute(e, "y") < 36 && isalpha(static_cast<unsigned char>(content(e)[0])))
            letters += content(e);
        if (attribute(e, "x") < 36) numbers += content(e) + " ";
    }
    CHECK(letters == "ABCDEFGHJ");
    CHECK(numbers == "9 8 7 6 5 4 3 2 1 ");
}

TEST_CASE("board svg: star points on 9x9, 13x13 and 19x19 only", "[board_svg]")
{
    CHECK(elements(board_svg(Board(9), {}), "<circle class=\"hoshi\"").size() == 5);
    CHECK(elements(board_svg(Board(13), {}), "<circle class=\"hoshi\"").size() == 5);
    CHECK(elements(board_svg(Board(19), {}), "<circle class=\"hoshi\"").size() == 9);
    CHECK(elements(board_svg(Board(7), {}), "<circle class=\"hoshi\"").empty());
    // The 9x9 centre star, E5: (36 + 200 - 20, 36 + 200 - 20).
    CHECK(board_svg(Board(9), {}).find("class=\"hoshi\" cx=\"216\" cy=\"216\"") !=
          std::string::npos);
}

TEST_CASE("board svg: marks and labels at their points, contrasting on stones", "[board_svg]")
{
    const Board board = board_with({"D4"}, {"E5"});
    BoardFigure figure;
    figure.marks[vertex(board, "D4")] = MarkKind::Triangle; // on a black stone: white ink
    figure.marks[vertex(board, "E5")] = MarkKind::Square;   // on a white stone: black ink
    figure.marks[vertex(board, "A1")] = MarkKind::Circle;
    figure.marks[vertex(board, "J1")] = MarkKind::Cross;
    figure.labels[vertex(board, "C3")] = "a";
    const std::string svg = board_svg(board, figure);

    const auto triangle = elements(svg, "<polygon class=\"mark triangle\"");
    REQUIRE(triangle.size() == 1);
    CHECK(triangle[0].find("points=\"176,245 ") != std::string::npos); // apex above (176, 256)
    CHECK(triangle[0].find("stroke=\"#ffffff\"") != std::string::npos);
    const auto square = elements(svg, "<rect class=\"mark square\"");
    REQUIRE(square.size() == 1);
    CHECK(attribute(square[0], "x") == 216 - 8); // E5 is (216, 216)
    CHECK(attribute(square[0], "y") == 216 - 8);
    CHECK(square[0].find("stroke=\"#000000\"") != std::string::npos);
    const auto circle = elements(svg, "<circle class=\"mark circle\"");
    REQUIRE(circle.size() == 1);
    CHECK(attribute(circle[0], "cx") == 56);  // A1: column 1
    CHECK(attribute(circle[0], "cy") == 376); // row 9 from the top
    CHECK(elements(svg, "<path class=\"mark cross\" d=\"M368 368L384 384").size() == 1); // J1

    const auto label = elements(svg, "<text class=\"label\"");
    REQUIRE(label.size() == 1);
    CHECK(content(label[0]) == "a");
    CHECK(attribute(label[0], "x") == 136); // C3: column 3, row 7: (136, 296)
    CHECK(attribute(label[0], "y") > 296);  // the baseline sits a little below the centre
    CHECK(attribute(label[0], "y") < 296 + 10);
}

TEST_CASE("board svg: text is escaped and made valid UTF-8", "[board_svg]")
{
    BoardFigure figure;
    figure.caption = "Black <X> & \"White\" \xff 地";
    figure.labels[Board(9).geometry().point(1, 1)] = "<";
    const std::string svg = board_svg(Board(9), figure);
    const auto caption = elements(svg, "<text class=\"caption\"");
    REQUIRE(caption.size() == 1);
    CHECK(content(caption[0]) == "Black &lt;X&gt; &amp; &quot;White&quot; \xEF\xBF\xBD 地");
    CHECK(svg.find(">&lt;</text>") != std::string::npos);
    CHECK(
        svg.rfind(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"",
            0) == 0);
}

TEST_CASE("board svg: a long caption wraps and makes the figure taller", "[board_svg]")
{
    BoardFigure figure;
    figure.caption = "first line\nsecond line";
    const std::string svg = board_svg(Board(9), figure);
    CHECK(elements(svg, "<text class=\"caption\"").size() == 2);
    CHECK(svg.find("viewBox=\"0 0 432 488\"") != std::string::npos); // 432 + 2 * 24 + 8
    figure.caption = std::string(200, 'a') + " " + std::string(10, 'b');
    CHECK(elements(board_svg(Board(9), figure), "<text class=\"caption\"").size() == 2);
}

TEST_CASE("board svg: the same figure gives the same bytes", "[board_svg]")
{
    const Board board = parse_diagram(data_file("diagrams/seed001_9x9.txt"));
    BoardFigure figure;
    figure.influence = influence_strengths(board, InfluenceRule::Majority);
    figure.caption = "again";
    CHECK(board_svg(board, figure) == board_svg(board, figure));
}

TEST_CASE("board svg: points off the board are refused", "[board_svg]")
{
    BoardFigure figure;
    figure.marks[Board(9).geometry().point(10, 1)] = MarkKind::Cross; // the wall
    CHECK_THROWS_AS(board_svg(Board(9), figure), std::invalid_argument);
    BoardFigure labels;
    labels.labels[kPass] = "a";
    CHECK_THROWS_AS(board_svg(Board(9), labels), std::invalid_argument);
    BoardFigure influence;
    influence.influence = std::vector<int>(5, 1);
    CHECK_THROWS_AS(board_svg(Board(9), influence), std::invalid_argument);
}

TEST_CASE("board svg: numbered moves from an SGF record start at the first move's point",
          "[board_svg]")
{
    // The record's first moves: B[af] W[gg] B[gi], i.e. A4, G3, G1.
    const Game game = read_sgf(data_file("sgf/random_game_9x9_seed1.sgf"));
    const NumberedMoves figure = numbered_moves(game, 1, 3);
    const Board& board = figure.board;
    REQUIRE(figure.numbers.size() == 3);
    CHECK(figure.numbers.at(vertex(board, "A4")) == 1);
    CHECK(figure.numbers.at(vertex(board, "G3")) == 2);
    CHECK(figure.numbers.at(vertex(board, "G1")) == 3);
    CHECK(board.at(vertex(board, "A4")) == Color::Black);
    CHECK(board.at(vertex(board, "G3")) == Color::White);
    CHECK(figure.notes.empty());

    BoardFigure drawn;
    drawn.numbers = figure.numbers;
    const auto numbers = elements(board_svg(board, drawn), "<text class=\"number\"");
    REQUIRE(numbers.size() == 3);
    for (const auto& number : numbers)
        if (content(number) == "1") {
            CHECK(attribute(number, "x") == 56); // A4: column 1, row 6: (56, 236)
            CHECK(number.find("fill=\"#ffffff\"") != std::string::npos); // on a black stone
        }

    // Moves 2 and 3 alone: the figure starts from the position after move 1, unnumbered.
    const NumberedMoves later = numbered_moves(game, 2, 3);
    CHECK(later.numbers.size() == 2);
    CHECK(later.board.at(vertex(board, "A4")) == Color::Black);
    CHECK(later.numbers.count(vertex(board, "A4")) == 0);
    CHECK_THROWS_AS(numbered_moves(game, 0, 3), std::invalid_argument);
    CHECK_THROWS_AS(numbered_moves(game, 3, 2), std::invalid_argument);
    CHECK_THROWS_AS(numbered_moves(game, 1, static_cast<int>(game.moves().size()) + 1),
                    std::invalid_argument);
}

TEST_CASE("board svg: captures, replays and passes in an SGF record", "[board_svg]")
{
    // captures_9x9.sgf: 1 B B9, 2 W A9, 3 B A8 takes A9; 4 W C9, 5 B E5, 6 W B8, 7 B E4,
    // 8 W A9 takes B9 (the point of move 2); ... 17 and 18 pass.
    const Game game = read_sgf(data_file("sgf/captures_9x9.sgf"));

    // The position after move 3: A9 was captured and is not drawn.
    const Board after3 = position_after(game, 3);
    const std::string svg = board_svg(after3, {});
    CHECK(elements(svg, "<circle class=\"stone black\"").size() == 2);
    CHECK(elements(svg, "<circle class=\"stone white\"").empty());
    CHECK(svg.find("cx=\"56\" cy=\"56\"") == std::string::npos); // nothing on A9
    CHECK_THROWS_AS(position_after(game, static_cast<int>(game.moves().size()) + 1),
                    std::invalid_argument);

    // Moves 1-18 as a printed record: 8 goes where 2 still shows, and two passes.
    const NumberedMoves figure = numbered_moves(game, 1, 18);
    CHECK(figure.notes == std::vector<std::string>{"8 at 2", "17 pass", "18 pass"});
    CHECK(figure.numbers.at(vertex(figure.board, "A9")) == 2);
    CHECK(figure.numbers.size() == 18 - 3);
    // From move 4 on, A9 is empty at the start (captured by 3), so 8 is drawn there.
    const NumberedMoves from4 = numbered_moves(game, 4, 8);
    CHECK(from4.numbers.at(vertex(from4.board, "A9")) == 8);
    CHECK(from4.notes.empty());
}

TEST_CASE("board svg: influence shading matches lesson 5's reference map", "[board_svg]")
{
    // Fixture cancel-vs-majority; its reference maps list Black's points as `x` and White's
    // as `o`: one shaded square per such point, none on stones.
    const std::filesystem::path lesson5 =
        std::filesystem::path(STONELAB_TEST_DATA) / ".." / ".." / "05-territory-eval" / "data";
    std::string diagram;
    {
        std::istringstream in(read_text(lesson5 / "fixtures" / "cancel-vs-majority.txt"));
        for (std::string line; std::getline(in, line);)
            if (line.find(':') == std::string::npos) diagram += line + "\n";
    }
    const Board board = parse_diagram(diagram);
    const std::string maps = read_text(lesson5 / "maps" / "cancel-vs-majority.txt");
    for (const auto& [rule, section] : {std::pair{InfluenceRule::Cancel, "## cancel map"},
                                        std::pair{InfluenceRule::Majority, "## majority map"}}) {
        const auto begin = maps.find(section);
        REQUIRE(begin != std::string::npos);
        const auto rows = maps.find('\n', begin) + 1; // after the "## ..." line
        const std::string map = maps.substr(rows, maps.find("##", rows) - rows);
        BoardFigure figure;
        figure.influence = influence_strengths(board, rule);
        const std::string svg = board_svg(board, figure);
        INFO(section);
        CHECK(elements(svg, "<rect class=\"influence black\"").size() ==
              static_cast<std::size_t>(occurrences(map, "x")));
        CHECK(elements(svg, "<rect class=\"influence white\"").size() ==
              static_cast<std::size_t>(occurrences(map, "o")));
    }
}
