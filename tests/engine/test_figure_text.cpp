// The figures in text, for a terminal (engine/figures/board_text.hpp, search_text.hpp): what
// `stonelab show` prints where the book shows an SVG. The expected texts were worked out from
// the figures' definitions (a mark or label hides its stone and the key names it; shading
// leans x or o with its value beside; the trees' values, windows and cut-offs are those the
// search_dot tests check in the DOT text and docs/trees/ explain in their comments) and then
// compared with the output.
#include "engine/figures/board_text.hpp"
#include "engine/figures/search_text.hpp"
#include "engine/formats/diagram.hpp"
#include "engine/search/game_tree.hpp"

#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <string>

using namespace stonelab;

namespace {

Point at(const Board& board, const char* vertex)
{
    return *parse_gtp_vertex(board.geometry(), vertex);
}

// A tree of docs/trees/, the book's own examples.
search::GameTree book_tree(const std::string& name)
{
    std::ifstream in(STONELAB_TEST_DATA "/../../../docs/trees/" + name);
    REQUIRE(in);
    std::ostringstream text;
    text << in.rdbuf();
    return search::parse_game_tree(text.str());
}

search::SearchResult recorded_alpha_beta(search::GameTree& tree)
{
    search::SearchOptions options;
    options.record_tree = true;
    return search::run_search(search::Algorithm::AlphaBetaFailSoft, tree, options);
}

} // namespace

TEST_CASE("board text: a mark and a label on the points, and the key that tells them from stones",
          "[figures]")
{
    const Board board = parse_diagram(". X .\n. O .\n. . X\n");
    BoardFigure figure;
    figure.marks[at(board, "B2")] = MarkKind::Triangle; // on the white stone
    figure.marks[at(board, "A1")] = MarkKind::Circle;   // on an empty point
    figure.labels[at(board, "C1")] = "a";               // on a black stone
    CHECK(board_text(board, figure) == "   A B C\n"
                                       " 3 . X .  3\n"
                                       " 2 . ^ .  2\n"
                                       " 1 * . a  1\n"
                                       "   A B C\n"
                                       "* circle at A1; ^ triangle at B2 (on a White stone);\n"
                                       "  label a at C1 (on a Black stone)\n");

    // The same label twice is named once, with both points; a label hides a mark.
    figure.labels[at(board, "A3")] = "a";
    figure.labels[at(board, "A1")] = "b";
    figure.coordinates = false;
    CHECK(board_text(board, figure) == "a X .\n"
                                       ". ^ .\n"
                                       "b . a\n"
                                       "^ triangle at B2 (on a White stone); label a at A3, C1 "
                                       "(on a Black stone);\n"
                                       "  label b at A1\n");
}

TEST_CASE("board text: move numbers widen every point and are listed by who played them",
          "[figures]")
{
    const Board board = parse_diagram("X O .\n. X .\n");
    BoardFigure figure;
    figure.numbers[at(board, "A2")] = 12;
    figure.numbers[at(board, "B1")] = 3;
    figure.numbers[at(board, "B2")] = 4;
    figure.caption = "5 at 3";
    CHECK(board_text(board, figure) == "    A  B  C\n"
                                       " 2 12  4  .  2\n"
                                       " 1  .  3  .  1\n"
                                       "    A  B  C\n"
                                       "moves: Black 3 12; White 4\n"
                                       "5 at 3\n");
}

TEST_CASE("board text: many labels are listed by what they stand on", "[figures]")
{
    // Lesson 6's ID board on a small position: each stone its string's number.
    const Board board = parse_diagram("X X O\nO . O\n. X .\n");
    BoardFigure figure;
    figure.coordinates = false;
    for (const char* vertex : {"A3", "B3"}) figure.labels[at(board, vertex)] = "1";
    for (const char* vertex : {"C3", "C2"}) figure.labels[at(board, vertex)] = "2";
    figure.labels[at(board, "A2")] = "3";
    figure.labels[at(board, "B1")] = "4";
    figure.labels[at(board, "C1")] = "10"; // an empty point
    CHECK(board_text(board, figure) == " 1  1  2\n"
                                       " 3  .  2\n"
                                       " .  4 10\n"
                                       "labels on empty points: 10; labels on Black stones: 1 4;\n"
                                       "  labels on White stones: 2 3\n");
}

TEST_CASE("board text: shading as x and o, its values beside the board", "[figures]")
{
    const Board board = parse_diagram("X . .\n. . O\n");
    BoardFigure figure;
    figure.influence.assign(static_cast<std::size_t>(board.geometry().cells()), 0);
    figure.influence[static_cast<std::size_t>(at(board, "A2"))] = 5; // a stone: never shaded
    figure.influence[static_cast<std::size_t>(at(board, "B2"))] = 2;
    figure.influence[static_cast<std::size_t>(at(board, "A1"))] = 12;
    figure.influence[static_cast<std::size_t>(at(board, "C2"))] = -1;
    CHECK(board_text(board, figure) == "   A B C             A   B   C\n"
                                       " 2 X x o  2      2   X  +2  -1  2\n"
                                       " 1 x . O  1      1 +12   .   O  1\n"
                                       "   A B C             A   B   C\n"
                                       "x, o: leaning to Black, to White; right: by how much (+ "
                                       "Black, - White)\n");

    figure.labels[Point{0}] = "x"; // the wall
    CHECK_THROWS_AS(board_text(board, figure), std::invalid_argument);
}

TEST_CASE("board text: a value map too wide to go beside the board goes below it", "[figures]")
{
    const Board board(13, 1);
    BoardFigure figure;
    figure.coordinates = false;
    figure.influence.assign(static_cast<std::size_t>(board.geometry().cells()), 0);
    figure.influence[static_cast<std::size_t>(at(board, "A1"))] = -100;
    CHECK(board_text(board, figure) == "o . . . . . . . . . . . .\n"
                                       "\n"
                                       "-100    .    .    .    .    .    .    .    .    .    .    "
                                       ".    .\n"
                                       "x, o: leaning to Black, to White; below: by how much (+ "
                                       "Black, - White)\n");
}

TEST_CASE("search text: alpha-beta on the three-ply tree, a cut-off at each kind of node",
          "[figures]")
{
    search::GameTree tree = book_tree("three-ply.tree");
    const search::SearchResult result = recorded_alpha_beta(tree);
    search::DotOptions drawing;
    drawing.game = "three-ply";
    // As the tree's comment works it out: b2 is cut after c3 (c4 pruned), b3 fails low
    // (≤ 2) and a2 is cut after it (b4 pruned); the value is 5 along a1 b1 c2.
    CHECK(search::search_tree_text(result, drawing) ==
          "root  5  [−∞, ∞]\n"
          "├─ a1 *  −5  [−∞, ∞]\n"
          "│  ├─ b1 *  5  [−∞, ∞]\n"
          "│  │  ├─ c1  −3  [−∞, ∞]\n"
          "│  │  └─ c2 *  −5  [−∞, −3]\n"
          "│  └─ b2  ≥ 6  [−∞, 5]  β-cut\n"
          "│     ├─ c3  −6  [−5, ∞]\n"
          "│     ╎  pruned: c4\n"
          "└─ a2  ≥ −2  [−∞, −5]  β-cut\n"
          "   ├─ b3  ≤ 2  [5, ∞]\n"
          "   │  ├─ c5  −1  [−∞, −5]\n"
          "   │  └─ c6  −2  [−∞, −5]\n"
          "   ╎  pruned: b4\n"
          "\n"
          "three-ply · alpha-beta (fail-soft) · to the end of the game\n"
          "11 nodes visited, 5 leaves evaluated · root value 5 (Max's view), best\n"
          "  move a1\n"
          "values in the view of the side to move (NegaMax): each node takes the\n"
          "  largest negated child value\n"
          "[α, β]: window on entry · ≥ v: fail-high (at least v) · ≤ v: fail-low (at\n"
          "  most v)\n"
          "* principal variation · β-cut: a cut-off · pruned: moves never searched\n");
}

TEST_CASE("search text: a tree cut down to a few nodes sums up the rest", "[figures]")
{
    search::GameTree tree = book_tree("russell-norvig.tree");
    const search::SearchResult result = recorded_alpha_beta(tree);
    search::DotOptions drawing;
    drawing.game = "R&N";
    // 2 nodes and the principal variation (root, a1, b1); the rest summed up: b2 and b3 under
    // a1, and a2 with c1 and a3 with its three replies under the root.
    drawing.max_nodes = 2;
    const std::string small = search::search_tree_text(result, drawing);
    CHECK(small.starts_with("root  3  [−∞, ∞]\n"
                            "├─ a1 *  −3  [−∞, ∞]\n"
                            "│  ├─ b1 *  3  [−∞, ∞]\n"
                            "│  └─ … 2 more nodes (2 moves)\n"
                            "└─ … 6 more nodes (2 moves)\n\n"));
    CHECK(small.ends_with("showing 3 of 11 nodes (the first in search order, and the principal\n"
                          "  variation)\n"));
}
