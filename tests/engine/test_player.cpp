// The Go player registry (engine/go/player.hpp): every kind is listed, read from its spec and
// made into a player that plays what its algorithm plays. (How `stonelab match` reads specs,
// with the other programs' players beside these, is tests/cli/test_match.cpp's.)
#include "engine/formats/diagram.hpp"
#include "engine/go/eval_player.hpp"
#include "engine/go/player.hpp"
#include "engine/go/random_player.hpp"

#include <catch2/catch.hpp>

using namespace stonelab;
using Catch::Matchers::Contains;
using Catch::Matchers::StartsWith;

namespace {

std::string refusal(const std::string& spec)
{
    try {
        parse_go_player(spec);
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    return "(accepted)";
}

} // namespace

TEST_CASE("Go players: every kind is listed once, with its forms", "[player]")
{
    const std::vector<GoPlayerEntry>& players = go_players();
    REQUIRE(players.size() == 5);
    for (const GoPlayerEntry& entry : players) {
        CHECK(names_go_player(entry.name));
        CHECK(names_go_player(entry.name + ":anything"));
        CHECK_THAT(go_player_usages(), Contains(entry.usage));
        CHECK_FALSE(entry.description.empty());
    }
    CHECK(go_player_usages() ==
          "random, eval, eval:cancel, mc:N, uct:N, uct:Ts, capstone:N, capstone:Ts");
    CHECK_FALSE(names_go_player("gtp:/usr/games/gnugo"));
    CHECK_FALSE(names_go_player("gomoku:random"));
    CHECK_FALSE(names_go_player(""));
    CHECK_FALSE(names_go_player("randomly"));
}

TEST_CASE("Go players: a spec that names a player wrongly is refused, saying why", "[player]")
{
    CHECK_THAT(refusal("random:3"),
               StartsWith("unknown player 'random:3': the Go players are random, eval"));
    CHECK_THAT(refusal("eval:both"), StartsWith("unknown player 'eval:both'"));
    CHECK(refusal("mc") == "bad player 'mc': mc needs its playouts per candidate: mc:N");
    CHECK_THAT(refusal("mc:1x"), Contains("N must be a whole number of playouts"));
    CHECK_THAT(refusal("uct:-5"), Contains("N must be a whole number of playouts"));
    CHECK_THAT(refusal("uct:0.001s"), Contains("T must be a number of seconds from 0.01 to 3600"));
    CHECK_THAT(refusal("uct:1e3s"), Contains("T must be a number of seconds"));
    CHECK(refusal("uct:10000000") == "(accepted)");
    CHECK_THAT(refusal("uct:10000001"), Contains("from 1 to 10000000"));
}

TEST_CASE("Go players: each plays its algorithm's move", "[player]")
{
    const Game game(parse_diagram(".....\n.XO..\n.XO..\n.XO..\n....."), Rules{});
    SECTION("random")
    {
        Rng a(9), b(9);
        CHECK(make_go_player("random")->choose_move(game, Color::Black, a) ==
              random_move(game, Color::Black, b));
    }
    SECTION("eval and eval:cancel")
    {
        Rng rng(1);
        CHECK(make_go_player("eval")->choose_move(game, Color::White, rng) ==
              eval_move(game, Color::White, InfluenceRule::Majority));
        CHECK(make_go_player("eval:cancel")->choose_move(game, Color::White, rng) ==
              eval_move(game, Color::White, InfluenceRule::Cancel));
    }
    SECTION("only the capstone has a capstone behind it")
    {
        CHECK(make_go_player("capstone:10")->capstone() != nullptr);
        CHECK(make_go_player("capstone:10")->capstone()->options().playouts == 10);
        CHECK(make_go_player("uct:10")->capstone() == nullptr);
        CHECK(make_go_player("random")->capstone() == nullptr);
    }
}

TEST_CASE("Go players: the capstone's switches reach its options", "[player]")
{
    const GoPlayerSpec spec = parse_go_player("capstone:0.5s:norave:noresign");
    const CapstoneOptions options = spec.capstone_options();
    CHECK(options.seconds == 0.5);
    CHECK_FALSE(options.rave);
    CHECK(options.resign_below == 0);
    const CapstoneOptions full = parse_go_player("capstone:300").capstone_options();
    CHECK(full.playouts == 300);
    CHECK(full.rave);
    CHECK(full.resign_below > 0);
}
