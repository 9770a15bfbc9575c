// Checks of the lesson's own data, not of the student's code (tag [reference]): the reference
// outputs in data/ and hidden/ against the engine's searches (engine/search/search.hpp) and the
// book's tree files. They never call the lesson's functions, so they pass on the stubs.
#include "support.hpp"
#include "tests/hidden.hpp"

#include "engine/search/game_tree.hpp"

#include <catch2/catch.hpp>

using namespace stonelab;
using namespace stonelab::lesson09;
using namespace stonelab::lesson09::test;

namespace {

// The reference text of a case, made from the engine's fail-soft alpha-beta.
std::string engine_text(const AlphaBetaCase& c)
{
    const search::SearchResult engine =
        engine_search(c.game, search::Algorithm::AlphaBetaFailSoft, c.depth,
                      search::Window{c.alpha, c.beta}, true);
    AlphaBetaResult result;
    result.stats.value = engine.value;
    result.stats.best_move = engine.best_move;
    result.stats.nodes = engine.nodes;
    result.stats.leaves = engine.leaves;
    result.visits = engine_visits(*engine.tree);
    return alpha_beta_text(c, result);
}

// The value of a line's first field after `key ` in a reference file.
std::string field(const std::string& text, const std::string& key)
{
    const std::size_t at = text.find(key + " ");
    if (at == std::string::npos) return "";
    const std::size_t start = at + key.size() + 1;
    return text.substr(start, text.find_first_of(" \n", start) - start);
}

} // namespace

TEST_CASE("task 1: the book's trees are the trees of docs/trees", "[lesson09][task_1][reference]")
{
    CHECK(search::format_game_tree(search::parse_game_tree(kRussellNorvigTree)) ==
          search::format_game_tree(
              search::parse_game_tree(course_file("docs/trees/russell-norvig.tree"))));
    CHECK(search::format_game_tree(search::parse_game_tree(kThreePlyTree)) ==
          search::format_game_tree(
              search::parse_game_tree(course_file("docs/trees/three-ply.tree"))));
}

TEST_CASE("task 2: the reference records are the engine's records", "[lesson09][task_2][reference]")
{
    for (const AlphaBetaCase& c : alpha_beta_cases()) {
        INFO(c.name);
        CHECK(reference("alphabeta/" + c.name + ".txt") == engine_text(c));
    }
}

TEST_CASE("task 2: the hidden records are the engine's records", "[lesson09][task_2][reference]")
{
    for (const AlphaBetaCase& c : hidden_alpha_beta_cases()) {
        INFO(c.name);
        CHECK(stonelab::test::read_hidden_expected("alphabeta-" + c.name + ".txt") ==
              engine_text(c));
    }
}

TEST_CASE("task 3: the reference counts are the engine's where the engine can count them",
          "[lesson09][task_3][reference]")
{
    for (const ImprovedCase& c : improved_cases()) {
        INFO(c.name);
        const std::string text = reference("improved/" + c.name + ".txt");
        std::vector<std::string> lines;
        std::istringstream in(text);
        for (std::string line; std::getline(in, line);) lines.push_back(line);
        REQUIRE(lines.size() == 4);
        // none: the engine's alpha-beta on the game.
        const search::SearchResult plain =
            engine_search(c.game, search::Algorithm::AlphaBetaFailSoft, c.depth);
        CHECK(field(lines[0], "nodes") == std::to_string(plain.nodes));
        CHECK(field(lines[0], "hits") == "0");
        // ordering: the engine's alpha-beta on the game with its moves reordered.
        const auto game = make_game(c.game);
        OrderedByValue ordered(*game);
        search::SearchOptions options;
        options.depth = c.depth;
        const search::SearchResult sorted = search::alpha_beta_fail_soft(ordered, options);
        CHECK(field(lines[1], "nodes") == std::to_string(sorted.nodes));
        // Every combination: minimax's value.
        const Value value = engine_search(c.game, search::Algorithm::Minimax, c.depth).value;
        for (const std::string& line : lines) CHECK(field(line, "value") == std::to_string(value));
    }
}

TEST_CASE("task 4: the reference solutions are the engine's", "[lesson09][task_4][reference]")
{
    for (const auto& [width, height] : go_boards()) {
        INFO(go_file(width, height));
        const Value area = width * height;
        GameSpec spec = go_game(width, height);
        const search::SearchResult root =
            engine_search(spec, search::Algorithm::AlphaBetaFailSoft, kNoDepthLimit);
        GoSolution solution;
        solution.value = root.value;
        solution.nodes = root.nodes;
        for (auto game = make_game(spec); !game->is_over(); game = make_game(spec)) {
            const search::SearchResult best =
                engine_search(spec, search::Algorithm::AlphaBetaFailSoft, kNoDepthLimit,
                              search::Window{-area - 1, area + 1});
            REQUIRE(best.best_move != kNoMove);
            spec.moves.push_back(game->move_name(best.best_move));
        }
        solution.line = spec.moves;
        solution.line_value = make_game(spec)->final_value();
        CHECK(reference(go_file(width, height)) == go_text(width, height, solution));
    }
}
