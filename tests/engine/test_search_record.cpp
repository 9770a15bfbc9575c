// Search records (engine/search/search_record.hpp): lesson 9's record of an alpha-beta search read
// back into the tree the engine's diagrams draw, written from the engine's own searches, and
// every kind of bad record refused with its line and column.
#include "engine/base/rng.hpp"
#include "engine/search/game_tree.hpp"
#include "engine/search/k_in_a_row.hpp"
#include "engine/search/search.hpp"
#include "engine/search/search_record.hpp"

#include <catch2/catch.hpp>

#include <string>

using namespace stonelab;
using namespace stonelab::search;

namespace {

// Russell and Norvig's tree searched by fail-soft alpha-beta, as lesson 9 records it (the
// same text as tests/09-negamax/data/alphabeta/russell-norvig.txt, less its comments).
const char* const kRussellNorvigRecord = R"(# a comment, then the visits
root | [-inf, inf] | 3
a1 | [-inf, inf] | -3
a1 b1 | [-inf, inf] | 3 leaf
a1 b2 | [-inf, 3] | 12 leaf
a1 b3 | [-inf, 3] | 8 leaf
a2 | [-inf, -3] | -2 | pruned c2 c3
a2 c1 | [3, inf] | 2 leaf

a3 | [-inf, -3] | -2
a3 d1 | [3, inf] | 14 leaf
a3 d2 | [3, 14] | 5 leaf
a3 d3 | [3, 5] | 2 leaf
)";

SearchResult recorded(Algorithm algorithm, TwoPlayerGame& game)
{
    SearchOptions options;
    options.record_tree = true;
    return run_search(algorithm, game, options);
}

// The message of the ParseError that reading `text` throws ("" if none).
std::string error_of(const std::string& text, std::size_t max_bytes = kMaxRecordBytes)
{
    try {
        parse_search_record(text, max_bytes);
    } catch (const ParseError& error) {
        return error.what();
    }
    return "";
}

} // namespace

TEST_CASE("search record: Russell and Norvig's tree, read back", "[search][record]")
{
    const SearchResult result = parse_search_record(kRussellNorvigRecord);
    CHECK(result.value == 3);
    CHECK(result.nodes == 11);
    CHECK(result.leaves == 7);
    REQUIRE(result.tree);
    const std::vector<SearchNode>& nodes = result.tree->nodes;
    REQUIRE(nodes.size() == 11);
    CHECK(nodes[0].children.size() == 3);
    CHECK(nodes[5].move_name == "a2");
    CHECK(nodes[5].cut_off);
    CHECK(nodes[5].pruned_names == std::vector<std::string>{"c2", "c3"});
    CHECK(nodes[5].bound == Bound::Lower); // -2 reached beta = -3: at least -2
    CHECK(nodes[7].bound == Bound::Lower);
    CHECK(nodes[1].bound == Bound::Exact);
    // The principal variation: a1, then b1.
    CHECK(nodes[1].on_pv);
    CHECK(nodes[2].on_pv);
    CHECK_FALSE(nodes[5].on_pv);
}

TEST_CASE("search record: the engine's searches, written and read back", "[search][record]")
{
    Rng rng(3);
    GameTree shuffled = uniform_tree(3, 4, TreeOrder::Shuffled, rng);
    KInARow game = tic_tac_toe();
    game.play(4); // b2
    for (TwoPlayerGame* g :
         {static_cast<TwoPlayerGame*>(&shuffled), static_cast<TwoPlayerGame*>(&game)}) {
        for (Algorithm algorithm : {Algorithm::AlphaBetaFailSoft, Algorithm::AlphaBetaFailHard}) {
            const SearchResult engine = recorded(algorithm, *g);
            const std::string text = format_search_record(engine);
            const SearchResult back = parse_search_record(text);
            CHECK(format_search_record(back) == text);
            CHECK(back.nodes == engine.nodes);
            CHECK(back.leaves == engine.leaves);
            REQUIRE(back.tree->nodes.size() == engine.tree->nodes.size());
            for (std::size_t i = 0; i < back.tree->nodes.size(); ++i) {
                const SearchNode& a = back.tree->nodes[i];
                const SearchNode& b = engine.tree->nodes[i];
                CHECK(a.parent == b.parent);
                CHECK(a.value == b.value);
                CHECK(a.bound == b.bound);
                CHECK(a.cut_off == b.cut_off);
                CHECK(a.on_pv == b.on_pv);
            }
        }
    }
}

TEST_CASE("search record: bad records are refused with their line and column", "[search][record]")
{
    CHECK(error_of("") == "line 1, column 1: the record holds no visit: its first line must be "
                          "the root's");
    CHECK(
        error_of("a1 | [0, 1] | 2\n").find("line 1, column 1: the first visit must be the root") ==
        0);
    CHECK(error_of("root | [0, 1] | 2\nroot | [0, 1] | 2\n")
              .find("line 2, column 1: a record has one root") == 0);
    CHECK(error_of("root | [-inf, inf] | 3\na1 b1 | [0, 1] | 2\n")
              .find("line 2, column 1: this visit's parent is not on the way down") == 0);
    CHECK(error_of("root | [-inf, inf] | 3 leaf\na1 | [0, 1] | 2\n")
              .find("line 2, column 1: a leaf has no children") == 0);
    CHECK(
        error_of("root | [1, 0] | 3\n").find("line 1, column 8: a window's alpha must be below") ==
        0);
    CHECK(error_of("root | 0, 1 | 3\n").find("line 1, column 8: expected a window") == 0);
    CHECK(error_of("root | [x, 1] | 3\n").find("line 1, column 9: expected a bound") == 0);
    CHECK(error_of("root | [0, 1] | inf\n").find("line 1, column 17: expected a value") == 0);
    CHECK(error_of("root | [0, 1] | 1000000000\n").find("line 1, column 17: a value must lie") ==
          0);
    CHECK(error_of("root | [0, 1] | 3 | cut a1\n").find("line 1, column 20: expected 'pruned'") ==
          0);
    CHECK(error_of("root | [0, 1] | 3 leaf | pruned a1\n").find("a leaf has no moves to prune") !=
          std::string::npos);
    CHECK(error_of("root | [0, 1]\n").find("line 1, column 1: a visit is") == 0);
    CHECK(error_of("root | [0, 1] | 3\né+ | [0, 1] | 2\n")
              .find("line 2, column 1: a move name is 1 to 32 letters") == 0);
    // The size limit is named.
    CHECK(error_of(kRussellNorvigRecord, 10) ==
          "line 1, column 1: the record is longer than 10 bytes, the most a search record may "
          "hold");
}

TEST_CASE("search record: a long name is quoted short", "[search][record]")
{
    const std::string long_name(5000, 'x');
    const std::string message = error_of("root | [0, 1] | 3\n" + long_name + " | [0, 1] | 2\n");
    CHECK(message.find("a move name is 1 to 32 letters") != std::string::npos);
    CHECK(message.size() < 200);
}
