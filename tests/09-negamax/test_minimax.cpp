// Task 1: minimax, NegaMax and the census of a whole game tree — the same values, nodes and
// leaves as the engine's searches, and tic-tac-toe's published counts.
#include "support.hpp"

#include <catch2/catch.hpp>

#include <stdexcept>

using namespace stonelab;
using namespace stonelab::lesson09;
using namespace stonelab::lesson09::test;

namespace {

/// The counters that must agree, on one line, so a failure shows them all.
std::string counters(const SearchStats& stats, const GameSpec& game)
{
    return "value " + std::to_string(stats.value) + " best " +
           root_move_name(game, stats.best_move) + " nodes " + std::to_string(stats.nodes) +
           " leaves " + std::to_string(stats.leaves);
}

std::string counters(const search::SearchResult& result, const GameSpec& game)
{
    SearchStats stats;
    stats.value = result.value;
    stats.best_move = result.best_move;
    stats.nodes = result.nodes;
    stats.leaves = result.leaves;
    return counters(stats, game);
}

struct Case {
    const char* what;
    GameSpec game;
    int depth;
};

std::vector<Case> cases()
{
    return {
        {"Russell and Norvig's tree", tree_game(kRussellNorvigTree), kNoDepthLimit},
        {"the three-ply tree", tree_game(kThreePlyTree), kNoDepthLimit},
        {"a shuffled uniform tree, 3 moves, 4 plies", uniform_game(3, 4, false, 5), kNoDepthLimit},
        {"the same tree cut at depth 2 (inner nodes evaluate to 0)", uniform_game(3, 4, false, 5),
         2},
        {"tic-tac-toe after b2 a1", tic_tac_toe({"b2", "a1"}), kNoDepthLimit},
        {"tic-tac-toe after a1 b1 (X wins)", tic_tac_toe({"a1", "b1"}), kNoDepthLimit},
        {"tic-tac-toe from the start to depth 3", tic_tac_toe(), 3},
        // O to move, and a tie for O: after X's centre, O's corners draw (O's edges lose), so
        // Min's best move is the first corner in plain order, a3 (the top row comes first), not
        // the last, c1.
        {"tic-tac-toe after b2, plain order (O to move: four corners tie)",
         in_plain_order(tic_tac_toe({"b2"})), kNoDepthLimit},
        {"Go on 1x4 to depth 4 (the area as the guess)", go_game(4, 1), 4},
        {"Go on 2x2 after A1 to depth 3", go_game(2, 2, {"A1"}), 3},
        {"a finished game (tic-tac-toe, X has a row)", tic_tac_toe({"a1", "a2", "b1", "b2", "c1"}),
         kNoDepthLimit},
    };
}

} // namespace

TEST_CASE("task 1: tic-tac-toe's whole game tree, counted", "[lesson09][task_1]")
{
    // Tic-tac-toe's game tree, every game played until a row or a full board. The counts of
    // games are the classical enumeration (Henry Bottomley's, quoted by Wikipedia's
    // "Tic-tac-toe"): 255,168 games, 131,184 won by X, 77,904 by O, 46,080 drawn; by length,
    // 1,440 games end after 5 moves, 5,328 after 6, 47,952 after 7, 72,576 after 8 and
    // 127,872 after 9. The positions follow: no game ends before move 5, so plies 0 to 5 hold
    // 1, 9, 72, 504, 3,024 and 15,120 positions (9!/(9-k)!); ply 6 holds (15,120 - 1,440) x 4
    // = 54,720, ply 7 (54,720 - 5,328) x 3 = 148,176, ply 8 (148,176 - 47,952) x 2 = 200,448,
    // ply 9 200,448 - 72,576 = 127,872: 549,946 in all. The engine's minimax visits as many
    // nodes and leaves (checked below).
    const GameCensus census = count_games(tic_tac_toe());
    CHECK(census.nodes == 549'946);
    CHECK(census.games == 255'168);
    CHECK(census.first_wins == 131'184);
    CHECK(census.second_wins == 77'904);
    CHECK(census.draws == 46'080);
    const search::SearchResult engine =
        engine_search(tic_tac_toe(), search::Algorithm::Minimax, kNoDepthLimit);
    CHECK(engine.nodes == census.nodes);
    CHECK(engine.leaves == census.games);
}

TEST_CASE("task 1: the census of smaller trees", "[lesson09][task_1]")
{
    // Russell and Norvig's tree: 13 nodes, 9 leaves; values 3 12 8 2 4 6 14 5 2 are all
    // above 0, so all 9 are "first player wins".
    const GameCensus rn = count_games(tree_game(kRussellNorvigTree));
    CHECK(rn.nodes == 13);
    CHECK(rn.games == 9);
    CHECK(rn.first_wins == 9);
    // The three-ply tree: 15 nodes, 8 leaves: 3 5 6 9 1 2 above 0, one 0, one -1.
    const GameCensus three = count_games(tree_game(kThreePlyTree));
    CHECK(three.nodes == 15);
    CHECK(three.games == 8);
    CHECK(three.first_wins == 6);
    CHECK(three.draws == 1);
    CHECK(three.second_wins == 1);
    // A finished game is one node and one game.
    const GameCensus over = count_games(tic_tac_toe({"a1", "a2", "b1", "b2", "c1"}));
    CHECK(over.nodes == 1);
    CHECK(over.games == 1);
    CHECK(over.first_wins == 1);
}

namespace {

// A search of tic-tac-toe's whole tree from the empty board: a draw, every node, and the
// engine's answer with the same algorithm.
void check_whole_tree(const SearchStats& stats, search::Algorithm algorithm)
{
    // With perfect play tic-tac-toe is a draw; without pruning the search visits every node.
    CHECK(stats.value == 0);
    CHECK(stats.nodes == 549'946);
    CHECK(stats.leaves == 255'168);
    const search::SearchResult engine = engine_search(tic_tac_toe(), algorithm, kNoDepthLimit);
    CHECK(counters(stats, tic_tac_toe()) == counters(engine, tic_tac_toe()));
}

} // namespace

TEST_CASE("task 1: minimax on tic-tac-toe from the empty board", "[lesson09][task_1]")
{
    check_whole_tree(minimax(tic_tac_toe(), kNoDepthLimit), search::Algorithm::Minimax);
}

TEST_CASE("task 1: NegaMax on tic-tac-toe from the empty board", "[lesson09][task_1]")
{
    check_whole_tree(negamax(tic_tac_toe(), kNoDepthLimit), search::Algorithm::Negamax);
}

TEST_CASE("task 1: minimax agrees with the engine on every test game", "[lesson09][task_1]")
{
    for (const Case& c : cases()) {
        INFO(c.what << ", depth " << c.depth);
        const search::SearchResult engine =
            engine_search(c.game, search::Algorithm::Minimax, c.depth);
        CHECK(counters(minimax(c.game, c.depth), c.game) == counters(engine, c.game));
    }
}

TEST_CASE("task 1: NegaMax agrees with minimax and the engine on every test game",
          "[lesson09][task_1]")
{
    for (const Case& c : cases()) {
        INFO(c.what << ", depth " << c.depth
                    << ": NegaMax gives the first player's value, as minimax does");
        const search::SearchResult engine =
            engine_search(c.game, search::Algorithm::Negamax, c.depth);
        CHECK(counters(negamax(c.game, c.depth), c.game) == counters(engine, c.game));
    }
}

TEST_CASE("task 1: the values of the book's trees", "[lesson09][task_1]")
{
    // Russell and Norvig: Min holds a1 to 3, a2 to 2, a3 to 2; Max picks a1, worth 3.
    const SearchStats rn = minimax(tree_game(kRussellNorvigTree), kNoDepthLimit);
    CHECK(rn.value == 3);
    CHECK(root_move_name(tree_game(kRussellNorvigTree), rn.best_move) == "a1");
    CHECK(negamax(tree_game(kRussellNorvigTree), kNoDepthLimit).value == 3);
    // The three-ply tree: a1 is worth min(max(3,5), max(6,9)) = 5, a2 min(2, 0) = 0.
    CHECK(minimax(tree_game(kThreePlyTree), kNoDepthLimit).value == 5);
    CHECK(negamax(tree_game(kThreePlyTree), kNoDepthLimit).value == 5);
    // O to move (X has a1 b1 c3, O has b2 a2), and O wins at c2: -1, a position of the second
    // player, whose value NegaMax still reports in the first player's view, as minimax does.
    const GameSpec won_by_o = tic_tac_toe({"a1", "b2", "b1", "a2", "c3"});
    CHECK(minimax(won_by_o, kNoDepthLimit).value == -1);
    CHECK(negamax(won_by_o, kNoDepthLimit).value == -1);
}

TEST_CASE("task 1: the depth limit makes leaves of unfinished positions", "[lesson09][task_1]")
{
    // Tic-tac-toe to depth 2: the root, 9 replies, 72 positions after two moves, each
    // unfinished and worth evaluate() = 0.
    const SearchStats two = negamax(tic_tac_toe(), 2);
    CHECK(two.nodes == 1 + 9 + 72);
    CHECK(two.leaves == 72);
    CHECK(two.value == 0);
    // Depth 0: the root alone is the leaf.
    const SearchStats zero = minimax(tic_tac_toe(), 0);
    CHECK(zero.nodes == 1);
    CHECK(zero.leaves == 1);
    CHECK(zero.best_move == kNoMove);
}

TEST_CASE("task 1: a negative depth is an error", "[lesson09][task_1]")
{
    INFO("minimax and negamax throw std::invalid_argument for depth -1");
    CHECK_THROWS_AS(minimax(tic_tac_toe(), -1), std::invalid_argument);
    CHECK_THROWS_AS(negamax(tic_tac_toe(), -1), std::invalid_argument);
}
