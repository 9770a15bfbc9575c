// The Monte Carlo players (engine/go/monte_carlo.hpp): a tactical position whose right move is
// certain, tiny boards against the exact solver (tiny_go.hpp), the UCT result's invariants,
// determinism, the think-by-time mode and the errors.
#include "engine/go/monte_carlo.hpp"

#include "engine/figures/search_dot.hpp"
#include "engine/formats/diagram.hpp"
#include "engine/go/tiny_go.hpp"
#include "support.hpp"

#include <catch2/catch.hpp>

#include <cmath>
#include <stdexcept>

using namespace stonelab;
using stonelab::test::vertex;

namespace {

// Black owns columns A-D (28 points) and White E-G (21), except that two white stones, B3
// and C3, sit in Black's side with one liberty, D3. Black at D3 captures them and wins by
// 7 (komi 3.5: by 3.5); White at D3 joins them to its wall, cuts Black's side in two, and
// has at least 24 points to Black's 25 at most, which with komi 3.5 is a win for White. So
// D3 is the one move for both: for Black the capture, for White the rescue.
Board race()
{
    return parse_diagram(". X . X O . O\n"
                         "X X X X O O O\n"
                         ". . . X O . .\n"
                         ". X X X O . .\n"
                         "X O O . O . .\n"
                         ". X X X O . .\n"
                         ". . . X O . .\n");
}

Game game_of(const Board& board, double komi, KoRule ko = KoRule::Simple,
             Color first = Color::Black)
{
    return Game(board, Rules{ko, komi}, first);
}

// The exact outcome for the player to move, as a win rate: 1 for a win, 1/2 for a draw.
double exact_win_rate(search::Value value) { return value > 0 ? 1.0 : (value < 0 ? 0.0 : 0.5); }

} // namespace

TEST_CASE("primitive Monte Carlo captures the big string, and saves it for the other side",
          "[monte_carlo]")
{
    const Board board = race();
    for (Color color : {Color::Black, Color::White}) {
        CAPTURE(color);
        Rng rng(1);
        CHECK(primitive_monte_carlo_move(game_of(board, 3.5, KoRule::Simple, color), color, rng,
                                         30) == vertex(board, "D3"));
    }
}

TEST_CASE("UCT captures the big string, and saves it for the other side", "[monte_carlo]")
{
    const Board board = race();
    for (Color color : {Color::Black, Color::White}) {
        CAPTURE(color);
        Rng rng(2);
        UctOptions options;
        options.playouts = 400;
        const UctResult result =
            uct_search(game_of(board, 3.5, KoRule::Simple, color), color, rng, options);
        CHECK(result.move == vertex(board, "D3"));
        CHECK(result.win_rate > 0.8);
        REQUIRE(!result.principal_variation.empty());
        CHECK(result.principal_variation.front() == result.move);
    }
}

TEST_CASE("UCT on tiny boards plays a move the exact solver approves, its win rate near the "
          "exact result",
          "[monte_carlo]")
{
    // The exact values under the tiny boards' rules (area, no komi, positional superko):
    // 1x3 +3 (only B1), 1x4 +4 (B1 or C1), 1x5 0 (B1, C1 or D1 draw), 2x2 +1.
    for (auto [width, height] : {std::pair{3, 1}, {4, 1}, {5, 1}, {2, 2}}) {
        CAPTURE(width, height);
        search::TinyGo tiny(width, height);
        const search::Value best = search::alpha_beta_fail_soft(tiny).value;
        Rng rng(7);
        UctOptions options;
        options.playouts = 2000;
        const UctResult result =
            uct_search(game_of(Board(width, height), 0, KoRule::PositionalSuperko), Color::Black,
                       rng, options);
        tiny.play(result.move);
        const search::Value after = search::alpha_beta_fail_soft(tiny).value;
        CHECK(after == best);
        CHECK(std::abs(result.win_rate - exact_win_rate(best)) < 0.1);
    }
}

TEST_CASE("a UCT result: children most visited first, visits adding up, the move the first",
          "[monte_carlo]")
{
    const Board board = parse_diagram(". . . . .\n"
                                      ". X . O .\n"
                                      ". . X O .\n"
                                      ". X O . .\n"
                                      ". . . . .\n");
    Rng rng(3);
    UctOptions options;
    options.playouts = 300;
    const UctResult result = uct_search(game_of(board, 0.5), Color::Black, rng, options);
    CHECK(result.playouts == 300);
    REQUIRE(result.children.size() == 19); // every empty point: none is an eye yet
    int visits = 0;
    for (std::size_t i = 0; i < result.children.size(); ++i) {
        visits += result.children[i].visits;
        CHECK(result.children[i].win_rate >= 0);
        CHECK(result.children[i].win_rate <= 1);
        if (i > 0) CHECK(result.children[i - 1].visits >= result.children[i].visits);
    }
    CHECK(visits == 300);
    CHECK(result.move == result.children.front().move);
    CHECK(result.win_rate == result.children.front().win_rate);
    CHECK(result.principal_variation.size() >= 2);

    Rng again(3);
    const UctResult same = uct_search(game_of(board, 0.5), Color::Black, again, options);
    CHECK(same.move == result.move);
    CHECK(same.principal_variation == result.principal_variation);
    CHECK(again.state() == rng.state());
}

TEST_CASE("Monte Carlo with nothing to play passes", "[monte_carlo]")
{
    // Black's only empty points are its own eyes.
    const Board board = parse_diagram(". X .\n"
                                      "X X X\n"
                                      ". X .\n");
    Rng rng(4);
    CHECK(primitive_monte_carlo_move(game_of(board, 0), Color::Black, rng, 5) == kPass);
    const UctResult result = uct_search(game_of(board, 0), Color::Black, rng, {});
    CHECK(result.move == kPass);
    REQUIRE(result.children.size() == 1);
    CHECK(result.children.front().visits == 1000);
    CHECK(result.win_rate == 1.0); // Black has the whole board
}

TEST_CASE("at the root, positional superko forbids what simple ko would allow", "[monte_carlo]")
{
    // 1x4: B B1, W pass, B A1, W C1 (takes A1 and B1), B A1, W D1. Black's B1 would take C1
    // and D1 and bring back the position after the third move: the board (simple ko) allows
    // it, positional superko does not. It is also Black's best move where it is allowed.
    Game game(Board(4, 1), Rules{KoRule::PositionalSuperko, 0}, Color::Black);
    const Board& board = game.board();
    for (const char* move : {"B1", "pass", "A1", "C1", "A1", "D1"})
        REQUIRE(game.play(std::string(move) == "pass" ? kPass : vertex(board, move)) ==
                MoveStatus::Legal);
    const Point b1 = vertex(board, "B1");
    REQUIRE(board.is_legal(Color::Black, b1));
    REQUIRE(game.check(Color::Black, b1) == MoveStatus::Superko);

    Rng rng(5);
    CHECK(primitive_monte_carlo_move(game, Color::Black, rng, 20) != b1);
    UctOptions options;
    options.playouts = 100;
    const UctResult result = uct_search(game, Color::Black, rng, options);
    for (const UctChild& child : result.children) CHECK(child.move != b1);

    Game simple(game.board(), Rules{KoRule::Simple, 0}, Color::Black);
    CHECK(uct_search(simple, Color::Black, rng, options).move == b1);
}

TEST_CASE("UCT thinks for a given time instead of a number of playouts", "[monte_carlo]")
{
    Rng rng(6);
    UctOptions options;
    options.playouts = 1; // ignored
    options.seconds = 0.02;
    const UctResult result = uct_search(game_of(Board(5), 0.5), Color::Black, rng, options);
    CHECK(result.playouts >= 1);
}

TEST_CASE("the Monte Carlo players refuse bad arguments", "[monte_carlo]")
{
    const Game game = game_of(Board(5), 0.5);
    Rng rng(8);
    CHECK_THROWS_AS(primitive_monte_carlo_move(game, Color::Black, rng, 0), std::invalid_argument);
    CHECK_THROWS_AS(primitive_monte_carlo_move(game, Color::Empty, rng, 1), std::invalid_argument);
    UctOptions options;
    CHECK_THROWS_AS(uct_search(game, Color::Wall, rng, options), std::invalid_argument);
    options.playouts = 0;
    CHECK_THROWS_AS(uct_search(game, Color::Black, rng, options), std::invalid_argument);
    options.playouts = 10;
    options.exploration = -1;
    CHECK_THROWS_AS(uct_search(game, Color::Black, rng, options), std::invalid_argument);
    options.exploration = 1;
    options.expand_after = -1;
    CHECK_THROWS_AS(uct_search(game, Color::Black, rng, options), std::invalid_argument);
}

TEST_CASE("the recorded UCT tree is the search's, and draws as visits and win rates",
          "[monte_carlo]")
{
    const Game game = game_of(race(), 3.5);
    UctOptions options;
    options.playouts = 80;
    Rng rng(1), again(1);
    const UctResult result = uct_search(game, Color::Black, rng, options);
    const search::SearchResult recorded = uct_search_tree(game, Color::Black, again, options);
    CHECK(again.state() == rng.state());
    REQUIRE(recorded.tree);
    const search::SearchTree& tree = *recorded.tree;
    CHECK(tree.monte_carlo);
    CHECK(recorded.leaves == 80);
    CHECK(recorded.nodes == static_cast<long>(tree.nodes.size()));
    CHECK(tree.nodes[0].visits == 80);
    CHECK(recorded.best_move == result.move);
    CHECK(recorded.principal_variation ==
          std::vector<search::Move>(result.principal_variation.begin(),
                                    result.principal_variation.end()));
    // Every recorded node was visited, comes after its parent, and has no more visits than it.
    for (std::size_t i = 1; i < tree.nodes.size(); ++i) {
        const search::SearchNode& node = tree.nodes[i];
        CHECK(node.visits > 0);
        REQUIRE(node.parent >= 0);
        CHECK(static_cast<std::size_t>(node.parent) < i);
        CHECK(node.visits <= tree.nodes[static_cast<std::size_t>(node.parent)].visits);
    }
    // The root's children are the visited ones of the search's result.
    std::size_t visited = 0;
    for (const UctChild& child : result.children) visited += child.visits > 0;
    REQUIRE(tree.nodes[0].children.size() == visited);
    for (int index : tree.nodes[0].children) {
        const search::SearchNode& node = tree.nodes[static_cast<std::size_t>(index)];
        bool found = false;
        for (const UctChild& child : result.children)
            found |= child.move == node.move && child.visits == node.visits &&
                     child.win_rate == node.win_rate;
        CHECK(found);
    }

    search::DotOptions dot;
    dot.game = "race";
    dot.first_player = "Black";
    dot.second_player = "White";
    const std::string text = search::search_tree_dot(recorded, dot);
    CHECK_THAT(text, Catch::Contains("race · UCT") &&
                         Catch::Contains("80 playouts, " + std::to_string(recorded.nodes) +
                                         " nodes visited · best move (most visited) D3") &&
                         Catch::Contains("n0 [label=\"80 visits\"") &&
                         Catch::Contains("class=\"pv\""));
}
