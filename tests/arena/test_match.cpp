// `stonelab match`'s pieces (arena/): player specs (spec.hpp), the players they make
// (players.hpp), the Go referee on scripted games (go_referee.hpp: a triple ko drawn as a long
// cycle, scoring, forfeits, the move cap), whole games replayed by the SGF reader, and the
// Wilson interval against values worked out by hand (series.hpp). The GTP engines' failures
// are tested on the command itself, with fake engines (match.cmake).
#include "arena/match.hpp"
#include "arena/players.hpp"

#include "engine/formats/diagram.hpp"
#include "engine/formats/sgf.hpp"
#include "engine/go/capstone/player.hpp"
#include "engine/go/monte_carlo.hpp"
#include "engine/go/scoring.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace stonelab;
using namespace stonelab::arena;
using Catch::Matchers::Contains;

namespace {

// A player that plays the given GTP vertices over and over ("pass" and "resign" too).
class ScriptedPlayer : public GoPlayer {
public:
    explicit ScriptedPlayer(std::vector<std::string> moves) : moves_(std::move(moves)) {}
    Point choose_move(const Game& game, Color, Rng&) override
    {
        const std::string& move = moves_[next_++ % moves_.size()];
        if (move == "resign") return kResign;
        return parse_gtp_vertex(game.board().geometry(), move).value();
    }

private:
    std::vector<std::string> moves_;
    std::size_t next_ = 0;
};

// A player that plays C3 but fails (as a program that crashed would) at one step: when told a
// game starts, when asked for its move, or when told the opponent's.
class FailingPlayer : public GoPlayer {
public:
    enum Step { Start, Choose, Told };
    explicit FailingPlayer(Step step) : step_(step) {}
    void start_game(const Game&) override { fail_at(Start); }
    Point choose_move(const Game& game, Color, Rng&) override
    {
        fail_at(Choose);
        return parse_gtp_vertex(game.board().geometry(), "C3").value();
    }
    void opponent_played(const Game&, Move) override { fail_at(Told); }

private:
    void fail_at(Step step) const
    {
        if (step == step_) throw PlayerFailure("failed at step " + std::to_string(step));
    }
    Step step_;
};

// Three kos, one per block of three rows. Black can take the top two (a White stone in the
// mouth at B8 and B5); White can take the bottom one (Black's stone at C2).
constexpr const char* kTripleKo = ". X O . . . . . .\n"
                                  "X O . O . . . . .\n"
                                  ". X O . . . . . .\n"
                                  ". X O . . . . . .\n"
                                  "X O . O . . . . .\n"
                                  ". X O . . . . . .\n"
                                  ". X O . . . . . .\n"
                                  "X . X O . . . . .\n"
                                  ". X O . . . . . .\n";

std::string spec_refusal(const std::string& spec)
{
    try {
        parse_player_spec(spec);
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    return "accepted";
}

MatchOptions options_for(int size)
{
    MatchOptions options;
    options.size = size;
    return options;
}

} // namespace

TEST_CASE("match: player specs are read", "[match]")
{
    CHECK(parse_player_spec("random").go.kind == GoPlayerKind::Random);
    CHECK(parse_player_spec("eval").go.kind == GoPlayerKind::Eval);
    CHECK_FALSE(parse_player_spec("eval").go.cancel_rule);
    CHECK_FALSE(parse_player_spec("eval:majority").go.cancel_rule);
    CHECK(parse_player_spec("eval:cancel").go.cancel_rule);
    const GoPlayerSpec mc = parse_player_spec("mc:400").go;
    CHECK((mc.kind == GoPlayerKind::MonteCarlo && mc.playouts == 400));
    const PlayerSpec uct_spec = parse_player_spec("uct:1000");
    CHECK(uct_spec.kind == PlayerKind::Go);
    const GoPlayerSpec uct = uct_spec.go;
    CHECK((uct.kind == GoPlayerKind::Uct && uct.playouts == 1000 && uct.seconds == 0));
    const GoPlayerSpec timed = parse_player_spec("uct:2.5s").go;
    CHECK((timed.kind == GoPlayerKind::Uct && timed.playouts == 0 && timed.seconds == 2.5));
    const PlayerSpec gtp = parse_player_spec("gtp:/usr/games/gnugo --mode gtp  --level 1");
    CHECK(gtp.kind == PlayerKind::Gtp);
    CHECK(gtp.command ==
          std::vector<std::string>{"/usr/games/gnugo", "--mode", "gtp", "--level", "1"});
    CHECK(gtp.name() == "gtp:gnugo");
    CHECK(uct_spec.name() == "uct:1000");
}

TEST_CASE("match: an engine's command line is split as a shell would, quotes and backslashes "
          "keeping spaces",
          "[match]")
{
    const auto words = [](const std::string& spec) { return parse_player_spec(spec).command; };
    using Words = std::vector<std::string>;
    CHECK(words("gtp:'/opt/my engine/gnugo' --mode gtp") ==
          Words{"/opt/my engine/gnugo", "--mode", "gtp"});
    CHECK(words("gtp:\"/opt/my engine/go\" --name \"say \\\"hi\\\"\" -x") ==
          Words{"/opt/my engine/go", "--name", "say \"hi\"", "-x"});
    CHECK(words("gtp:/opt/my\\ engine/go a\\\\b") == Words{"/opt/my engine/go", "a\\b"});
    CHECK(words("gomocup:pbrain-x ''") == Words{"pbrain-x", ""}); // an empty argument kept
    CHECK(words("gtp:'it''s' x'y z'") == Words{"its", "xy z"});
    CHECK(parse_player_spec("gtp:'/opt/my engine/gnugo'").name() == "gtp:gnugo");
    CHECK(spec_refusal("gtp:'/opt/engine") == "bad player 'gtp:'/opt/engine': a ' is not closed");
    CHECK(spec_refusal("gtp:\"/opt/engine") ==
          "bad player 'gtp:\"/opt/engine': a \" is not closed");
    // A long command line is quoted in part: the message stays short.
    CHECK(spec_refusal("gtp:'" + std::string(700, 'x')) ==
          "bad player 'gtp:'" + std::string(59, 'x') +
              "... (705 bytes in all)': a ' is not closed");
    // Another program's bytes are not copied raw: a control character is escaped, a byte
    // that is not UTF-8 replaced.
    CHECK_THAT(spec_refusal("gomoku-\xff\x1b:x"),
               Catch::StartsWith("unknown player 'gomoku-\xef\xbf\xbd\\x1b:x': the players"));
    CHECK(spec_refusal("gtp:engine\\") ==
          "bad player 'gtp:engine\\': a \\ ends the command line: escaping nothing");
}

TEST_CASE("match: bad player specs are refused, saying why", "[match]")
{
    CHECK(spec_refusal("gnugo") ==
          "unknown player 'gnugo': the players are random, eval, "
          "eval:cancel, mc:N, uct:N, uct:Ts, capstone:N, capstone:Ts "
          "(each with any of :norave, :nopatterns, :notactics, :nopriors, "
          ":noresign after it) and gtp:COMMAND (Go), "
          "gomoku:NAME, renju:NAME and gomocup:COMMAND (Gomoku and Renju)");
    CHECK_THAT(spec_refusal(""), Contains("unknown player ''"));
    CHECK_THAT(spec_refusal("random:3"), Contains("unknown player 'random:3'"));
    CHECK_THAT(spec_refusal("eval:both"), Contains("unknown player 'eval:both'"));
    CHECK(spec_refusal("mc") == "bad player 'mc': mc needs its playouts per candidate: mc:N");
    CHECK(spec_refusal("mc:0") ==
          "bad player 'mc:0': N must be a whole number of playouts from 1 to 10000000, not '0'");
    CHECK_THAT(spec_refusal("mc:-5"), Contains("not '-5'"));
    CHECK_THAT(spec_refusal("mc:1e3"), Contains("not '1e3'"));
    CHECK_THAT(spec_refusal("uct:"), Contains("N must be a whole number of playouts"));
    CHECK(spec_refusal("uct:0s") ==
          "bad player 'uct:0s': T must be a number of seconds from 0.01 to 3600, not '0'");
    CHECK_THAT(spec_refusal("uct:nans"), Contains("not 'nan'"));
    CHECK_THAT(spec_refusal("uct:1.5.2s"), Contains("not '1.5.2'"));
    CHECK_THAT(spec_refusal("gtp:"), Contains("gtp: needs the engine's command line"));
    CHECK_THAT(spec_refusal("gtp:   "), Contains("gtp: needs the engine's command line"));
}

TEST_CASE("match: capstone specs are read, with the parts switched off", "[match]")
{
    const GoPlayerSpec full = parse_player_spec("capstone:1000").go;
    CHECK((full.kind == GoPlayerKind::Capstone && full.playouts == 1000 && full.seconds == 0));
    CHECK((full.rave && full.patterns && full.tactics && full.priors));
    CHECK(parse_player_spec("capstone:1000").name() == "capstone:1000");
    const GoPlayerSpec timed = parse_player_spec("capstone:1s").go;
    CHECK((timed.kind == GoPlayerKind::Capstone && timed.playouts == 0 && timed.seconds == 1));
    const GoPlayerSpec plain = parse_player_spec("capstone:500:notactics:norave:nopatterns").go;
    CHECK((plain.playouts == 500 && !plain.rave && !plain.patterns && !plain.tactics));
    const GoPlayerSpec rave_only = parse_player_spec("capstone:0.5s:nopatterns:notactics").go;
    CHECK(
        (rave_only.seconds == 0.5 && rave_only.rave && !rave_only.patterns && !rave_only.tactics));
    CHECK(parse_player_spec("capstone:10:notactics").go.patterns);
    const GoPlayerSpec no_priors = parse_player_spec("capstone:10:nopriors").go;
    CHECK((!no_priors.priors && no_priors.rave && no_priors.patterns && no_priors.tactics));
    CHECK(full.resign);
    CHECK_FALSE(parse_player_spec("capstone:10:noresign").go.resign);
}

TEST_CASE("match: bad capstone specs are refused, saying why", "[match]")
{
    CHECK(spec_refusal("capstone") ==
          "bad player 'capstone': capstone needs its playouts or seconds "
          "per move: capstone:N or capstone:Ts");
    CHECK(spec_refusal("capstone:0") == "bad player 'capstone:0': N must be a whole number of "
                                        "playouts from 1 to 10000000, not '0'");
    CHECK_THAT(spec_refusal("capstone:"), Contains("N must be a whole number of playouts"));
    CHECK_THAT(spec_refusal("capstone::norave"), Contains("not ''"));
    CHECK_THAT(spec_refusal("capstone:norave"), Contains("not 'norave'"));
    CHECK_THAT(spec_refusal("capstone:5000s"), Contains("T must be a number of seconds"));
    CHECK(spec_refusal("capstone:100:fast") ==
          "bad player 'capstone:100:fast': after capstone:N come only :norave, :nopatterns, "
          ":notactics, :nopriors and :noresign, not ':fast'");
    CHECK_THAT(spec_refusal("capstone:100:norave:"), Contains("not ':'"));
    CHECK(spec_refusal("capstone:100:norave:norave") ==
          "bad player 'capstone:100:norave:norave': ':norave' is given twice");
}

TEST_CASE("match: capstone plays the capstone player's move, and resigns as it does", "[match]")
{
    const MatchOptions options;
    const Game game(parse_diagram(".....\n.XO..\n.XO..\n.XO..\n....."), Rules{});
    Rng a(5), b(5);
    CapstoneOptions knobs = CapstoneOptions::without(false, true, true, true);
    knobs.playouts = 120;
    CapstonePlayer same(knobs);
    CHECK(make_player(parse_player_spec("capstone:120:norave"), options.time_limit)
              ->choose_move(game, Color::White, a) == same.choose_move(game, Color::White, b).move);
    CHECK(a.state() == b.state());
    // Black, a whole board behind (komi 50 on 5x5), resigns.
    const Game lost(Board(5), Rules{KoRule::Simple, 50});
    CHECK(make_player(parse_player_spec("capstone:600"), options.time_limit)
              ->choose_move(lost, Color::Black, a) == kResign);
    CHECK(make_player(parse_player_spec("capstone:600:noresign"), options.time_limit)
              ->choose_move(lost, Color::Black, a) != kResign);
}

TEST_CASE("match: mc and uct play the engine's Monte Carlo moves", "[match]")
{
    const MatchOptions options;
    const Game game(parse_diagram(".....\n.XO..\n.XO..\n.XO..\n....."), Rules{});
    Rng a(5), b(5);
    CHECK(make_player(parse_player_spec("mc:7"), options.time_limit)
              ->choose_move(game, Color::Black, a) ==
          primitive_monte_carlo_move(game, Color::Black, b, 7));
    CHECK(a.state() == b.state());
    UctOptions uct;
    uct.playouts = 120;
    CHECK(make_player(parse_player_spec("uct:120"), options.time_limit)
              ->choose_move(game, Color::White, a) == uct_search(game, Color::White, b, uct).move);
    CHECK(a.state() == b.state());
}

TEST_CASE("match: programs that cannot run are errors", "[match]")
{
    const MatchOptions options;
    CHECK_THROWS_WITH(
        make_player(parse_player_spec("gtp:/no/such/engine --mode gtp"), options.time_limit),
        Contains("'/no/such/engine' is not an executable file"));
    CHECK_THROWS_WITH(
        make_player(parse_player_spec("gtp:no-such-engine-anywhere"), options.time_limit),
        Contains("'no-such-engine-anywhere' is not on PATH"));
}

TEST_CASE("match: a triple ko is a long cycle, scored as a draw", "[match]")
{
    // The three kos of kTripleKo: Black C8, White
    // B2, Black C5, White B8, Black C2, White B5: six ko captures, each in a ko other than the
    // one just taken, and the start position is back with Black to move. The third time it
    // stands, after move 12, the game is drawn.
    const Board start = parse_diagram(kTripleKo);
    ScriptedPlayer black({"C8", "C5", "C2"});
    ScriptedPlayer white({"B2", "B8", "B5"});
    Rng rng(1);
    const GameRecord record = play_game(black, white, Game(start, Rules{KoRule::Simple, 7.5}),
                                        MatchOptions{}.move_cap(), rng, nullptr);
    CHECK(record.end == GameEnd::LongCycle);
    CHECK(record.winner == Color::Empty);
    CHECK(record.result == "0");
    CHECK(record.game.moves().size() == 12);
    CHECK(record.reason == "a long cycle: after move 12 the same position, Black to move, stands "
                           "for the third time");
    CHECK(record.game.board().hash() == start.hash());
}

TEST_CASE("match: a pass starts the count of repeated positions afresh", "[match]")
{
    // The triple ko above, played on a Game directly: after one turn of the cycle the start
    // position stands for the second time; two passes in between clear the count, so after the
    // next turn it stands for the first time since, not the third.
    Game game(parse_diagram(kTripleKo));
    RepetitionWatch watch(game);
    const auto cycle = [&] {
        int count = 0;
        for (const char* move : {"C8", "B2", "C5", "B8", "C2", "B5"}) {
            REQUIRE(game.play(parse_gtp_vertex(game.board().geometry(), move).value()) ==
                    MoveStatus::Legal);
            count = watch.after_move(game);
        }
        return count;
    };
    CHECK(cycle() == 2);
    game.play(kPass);
    CHECK(watch.after_move(game) == 1); // the start position, White to move
    game.play(kPass);
    CHECK(watch.after_move(game) == 1); // Black to move: counted afresh
    CHECK(cycle() == 2);
    CHECK(cycle() == 3);
}

TEST_CASE("match: two passes end the game, counted by Tromp-Taylor", "[match]")
{
    Rng rng(1);
    SECTION("an empty board is White's by the komi")
    {
        ScriptedPlayer black({"pass"}), white({"pass"});
        const GameRecord record = play_game(black, white, match_start(options_for(5)),
                                            options_for(5).move_cap(), rng, nullptr);
        CHECK(record.end == GameEnd::TwoPasses);
        CHECK(record.result == "W+7.5");
        CHECK(record.winner == Color::White);
        CHECK(record.game.moves().size() == 2);
    }
    SECTION("one black stone owns the whole 5x5 board: 25 - 7.5")
    {
        ScriptedPlayer black({"C3", "pass"}), white({"pass"});
        const GameRecord record = play_game(black, white, match_start(options_for(5)),
                                            options_for(5).move_cap(), rng, nullptr);
        CHECK(record.result == "B+17.5");
        CHECK(record.winner == Color::Black);
        CHECK(record.game.moves().size() == 3);
        CHECK(record.scoring == "Tromp-Taylor area scoring, every stone alive; Black 25, White 0 "
                                "+ 7.5 komi");
    }
}

TEST_CASE("match: a player that fails at any step forfeits, whichever colour it plays", "[match]")
{
    // The referee's one loop (arena/referee.hpp) blames the player that failed: when told the
    // game starts, when asked for a move, or when told the opponent's move (White fails at its
    // first `opponent_played`, after Black's C3; Black fails at its own, after White's D4).
    Rng rng(1);
    for (const auto step : {FailingPlayer::Start, FailingPlayer::Choose, FailingPlayer::Told})
        for (const Color failing : {Color::Black, Color::White}) {
            INFO("step " << step << ", failing " << (failing == Color::Black ? "Black" : "White"));
            FailingPlayer failer(step);
            ScriptedPlayer other({"D4", "E5"});
            GoPlayer& black = failing == Color::Black ? static_cast<GoPlayer&>(failer) : other;
            GoPlayer& white = failing == Color::White ? static_cast<GoPlayer&>(failer) : other;
            const GameRecord record = play_game(black, white, match_start(options_for(5)),
                                                options_for(5).move_cap(), rng, nullptr);
            CHECK(record.end == GameEnd::Forfeit);
            CHECK(record.winner == opponent(failing));
            CHECK(record.result == (failing == Color::Black ? "W+F" : "B+F"));
            CHECK(record.reason == std::string(failing == Color::Black ? "Black" : "White") +
                                       " forfeits: failed at step " + std::to_string(step));
        }
}

TEST_CASE("match: an illegal move forfeits the game, and resigning loses it", "[match]")
{
    Rng rng(1);
    ScriptedPlayer black({"C3", "D4"}), white({"C3"});
    GameRecord record = play_game(black, white, match_start(options_for(5)),
                                  options_for(5).move_cap(), rng, nullptr);
    CHECK(record.end == GameEnd::Forfeit);
    CHECK(record.result == "B+F");
    CHECK(record.winner == Color::Black);
    CHECK(record.reason == "White forfeits: played C3, which is illegal (occupied)");
    CHECK(record.game.moves().size() == 1); // the illegal move is not in the record

    ScriptedPlayer resigning({"resign"}), other({"pass"});
    record = play_game(resigning, other, match_start(options_for(5)), options_for(5).move_cap(),
                       rng, nullptr);
    CHECK(record.end == GameEnd::Resignation);
    CHECK(record.result == "W+R");
    CHECK(record.reason == "Black resigns");
}

TEST_CASE("match: the move cap ends a game, scored as it stands", "[match]")
{
    MatchOptions options = options_for(9);
    options.max_moves = 10;
    auto black = make_player(parse_player_spec("random"), options.time_limit);
    auto white = make_player(parse_player_spec("random"), options.time_limit);
    Rng rng(5);
    const GameRecord record =
        play_game(*black, *white, match_start(options), options.move_cap(), rng, nullptr);
    CHECK(record.end == GameEnd::MoveCap);
    CHECK(record.game.moves().size() == 10);
    CHECK(record.result == result_string(tromp_taylor_score(record.game.board(), 7.5).margin()));
    CHECK(options_for(9).move_cap() == 243); // the default: three moves per point
}

TEST_CASE("match: random against eval plays legal moves to two passes, and the SGF reads back",
          "[match]")
{
    const MatchOptions options = options_for(7);
    for (std::uint64_t seed : {1, 2, 3}) {
        auto black =
            make_player(parse_player_spec(seed == 2 ? "eval" : "random"), options.time_limit);
        auto white =
            make_player(parse_player_spec(seed == 2 ? "random" : "eval"), options.time_limit);
        Rng rng(seed);
        const GameRecord record =
            play_game(*black, *white, match_start(options), options.move_cap(), rng, nullptr);
        INFO("seed " << seed);
        CHECK(record.end == GameEnd::TwoPasses);
        // The reader replays every move under the rules and throws at an illegal one.
        const std::string text =
            write_sgf(record.game, SgfGameInfo{"random", "eval", record.result, record.reason});
        const Game replayed = read_sgf(text);
        CHECK(replayed.moves() == record.game.moves());
        CHECK(record.result ==
              result_string(tromp_taylor_score(replayed.board(), options.komi).margin()));
    }
}

TEST_CASE("match: the Wilson interval, against values worked out by hand", "[match]")
{
    // With z = 1.96 (z^2 = 3.8415), n games and a share p of the points:
    //   centre = (p + z^2/2n) / (1 + z^2/n), half = z / (1 + z^2/n) * sqrt(p(1-p)/n + z^2/4n^2).
    // p = 0 gives [0, z^2 / (n + z^2)]: for n = 4, 3.8415 / 7.8415 = 0.4899.
    auto [low, high] = wilson_interval(0, 4);
    CHECK(low == 0);
    CHECK(high == Approx(0.48990).margin(1e-5));
    // p = 1/2 gives 1/2 +- z / (2 sqrt(n + z^2)): for n = 100, 1.96 / (2 * 10.1903) = 0.09617.
    std::tie(low, high) = wilson_interval(50, 100);
    CHECK(low == Approx(0.5 - 0.096168).margin(1e-5));
    CHECK(high == Approx(0.5 + 0.096168).margin(1e-5));
    // p = 0.62, n = 100: centre 0.639207 / 1.038415 = 0.615561, half 1.887457 * 0.049518 =
    // 0.093463: [0.522098, 0.709024].
    std::tie(low, high) = wilson_interval(62, 100);
    CHECK(low == Approx(0.522098).margin(1e-5));
    CHECK(high == Approx(0.709024).margin(1e-5));
    // All points: the mirror of none.
    std::tie(low, high) = wilson_interval(4, 4);
    CHECK(low == Approx(1 - 0.48990).margin(1e-5));
    CHECK(high == 1);
}

TEST_CASE("match: the last line counts a draw as half a win", "[match]")
{
    // 61 wins and 2 draws of 100 are 62 points: the p = 0.62 interval above.
    CHECK(summary_line("uct:1000", "gtp:gnugo", 61, 2, 37) ==
          "uct:1000 vs gtp:gnugo: 61 wins, 2 draws, 37 losses for uct:1000 \u2014 62.0% (95% "
          "interval 52.2\u201370.9%)");
    // 1 draw of 4 games: p = 0.125, centre 0.605182 / 1.960365 = 0.308709, half 0.999795 *
    // sqrt(0.027344 + 0.060023) = 0.295517: [0.013192, 0.604226].
    CHECK(summary_line("random", "eval", 0, 1, 3) ==
          "random vs eval: 0 wins, 1 draw, 3 losses for random \u2014 12.5% (95% interval "
          "1.3\u201360.4%)");
}
