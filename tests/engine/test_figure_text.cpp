// The figures in text, for a terminal (engine/figures/board_text.hpp, search_text.hpp): what
// `stonelab show` prints where the book shows an SVG. The expected texts were written from the
// figures' definitions (a mark hides its stone and the key names it; the alpha-beta tree is
// Russell and Norvig's, whose values, windows and cut-off the search_dot tests check in the
// DOT text) and compared with the output.
#include "engine/figures/board_text.hpp"
#include "engine/figures/search_text.hpp"
#include "engine/formats/diagram.hpp"
#include "engine/search/game_tree.hpp"

#include <catch2/catch.hpp>

#include <string>

using namespace stonelab;

namespace {

Point at(const Board& board, const char* vertex)
{
    return *parse_gtp_vertex(board.geometry(), vertex);
}

} // namespace

TEST_CASE("board text: stones, a mark, a label, and the key that says what they hide", "[figures]")
{
    const Board board = parse_diagram(". X .\n. O .\n. . X\n");
    BoardFigure figure;
    figure.marks[at(board, "B2")] = MarkKind::Triangle; // on the white stone
    figure.marks[at(board, "A1")] = MarkKind::Circle;   // on an empty point
    figure.labels[at(board, "C1")] = "a";               // on a black stone
    CHECK(board_text(board, figure) == "    A B C\n"
                                       "  3 . X .  3\n"
                                       "  2 . ^ .  2\n"
                                       "  1 * . a  1\n"
                                       "    A B C\n"
                                       "* circle: A1\n"
                                       "^ triangle: B2 (White)\n"
                                       "on Black stones: a\n");
}

TEST_CASE("board text: labels wider than a point widen every point, numbers in order", "[figures]")
{
    const Board board = parse_diagram("X O .\n. X .\n");
    BoardFigure figure;
    figure.numbers[at(board, "A2")] = 12;
    figure.numbers[at(board, "B1")] = 3;
    figure.numbers[at(board, "B2")] = 4;
    figure.coordinates = false;
    figure.caption = "5 at 3";
    CHECK(board_text(board, figure) == "12   4   .\n"
                                       " .   3   .\n"
                                       "on Black stones: 3 12; on White stones: 4\n"
                                       "5 at 3\n");
}

TEST_CASE("board text: shading marks the empty points that lean to each side", "[figures]")
{
    const Board board = parse_diagram("X . .\n");
    BoardFigure figure;
    figure.coordinates = false;
    figure.influence.assign(static_cast<std::size_t>(board.geometry().cells()), 0);
    figure.influence[static_cast<std::size_t>(at(board, "A1"))] = 5; // a stone: never shaded
    figure.influence[static_cast<std::size_t>(at(board, "B1"))] = 2;
    figure.influence[static_cast<std::size_t>(at(board, "C1"))] = -1;
    CHECK(board_text(board, figure) == "X b w\nb, w: empty points that lean to Black, to White\n");
    figure.labels[Point{0}] = "x"; // the wall
    CHECK_THROWS_AS(board_text(board, figure), std::invalid_argument);
}

TEST_CASE("search text: alpha-beta on Russell and Norvig's tree, cut-off and pruned moves",
          "[figures]")
{
    search::GameTree tree =
        search::parse_game_tree("(a1:(b1:3 b2:12 b3:8) a2:(c1:2 c2:4 c3:6) a3:(d1:14 d2:5 d3:2))");
    search::SearchOptions options;
    options.record_tree = true;
    const search::SearchResult result =
        search::run_search(search::Algorithm::AlphaBetaFailSoft, tree, options);
    search::DotOptions drawing;
    drawing.game = "R&N";
    const std::string text = search::search_tree_text(result, drawing);
    CHECK(text.starts_with("root  3  [−∞, ∞]\n"
                           "├─ a1 *  −3  [−∞, ∞]\n"
                           "│  ├─ b1 *  3  [−∞, ∞]\n"
                           "│  ├─ b2  12  [−∞, 3]\n"
                           "│  └─ b3  8  [−∞, 3]\n"
                           "├─ a2  ≥ −2  [−∞, −3]  β-cut\n"
                           "│  ├─ c1  2  [3, ∞]\n"
                           "│  ╎  pruned: c2, c3\n"
                           "└─ a3  ≥ −2  [−∞, −3]\n"
                           "   ├─ d1  14  [3, ∞]\n"
                           "   ├─ d2  5  [3, 14]\n"
                           "   └─ d3  2  [3, 5]\n\n"
                           "R&N · alpha-beta (fail-soft) · to the end of the game\n"));
    CHECK(text.find("* principal variation · β-cut: a cut-off") != std::string::npos);

    // A drawing of 2 nodes and the principal variation (root, a1, b1); the rest summed up:
    // b2 and b3 under a1, and a2 with c1 and a3 with its three replies under the root.
    drawing.max_nodes = 2;
    const std::string small = search::search_tree_text(result, drawing);
    CHECK(small.starts_with("root  3  [−∞, ∞]\n"
                            "├─ a1 *  −3  [−∞, ∞]\n"
                            "│  ├─ b1 *  3  [−∞, ∞]\n"
                            "│  └─ … 2 more nodes (2 moves)\n"
                            "└─ … 6 more nodes (2 moves)\n"));
    CHECK(small.find("showing 3 of 11 nodes") != std::string::npos);
}
