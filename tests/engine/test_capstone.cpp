// The capstone player (engine/go/capstone/): a tactical position whose right move is
// certain, its decisions (pass by the count, pass when settled, resign, the cleanup move),
// dead stones from the ownership map (no seki where there is none, and a seki that GNU Go
// agrees is one), tree reuse, determinism and the moves of seeded playouts and searches as
// they were before the speed work, the 3x3 patterns, the clock, and the options' errors.
#include "engine/go/capstone/ownership.hpp"
#include "engine/go/capstone/patterns.hpp"
#include "engine/go/capstone/player.hpp"
#include "engine/go/capstone/policy.hpp"

#include "capstone_positions.hpp"
#include "engine/formats/diagram.hpp"
#include "engine/go/fast_board.hpp"
#include "support.hpp"
#include "tests/gnugo_client.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <sstream>
#include <stdexcept>

using namespace stonelab;
using stonelab::test::vertex;
using stonelab::test::vertices;

namespace {

Game game_of(const std::string& diagram, double komi, Color first = Color::Black)
{
    return Game(parse_diagram(diagram), Rules{KoRule::Simple, komi}, first);
}

// White owns columns A-D (28 points) and Black E-G (21), but two black stones, B3 and C3,
// sit in White's side with one liberty, D3. With komi -3.5 (3.5 points to Black): White at
// D3 captures them and wins by 28 - 21 - 3.5 = 3.5; Black at D3 joins them to its wall, cuts
// White's side in two and has at least 24 points to White's 25 at most, a win with the 3.5.
// So D3 is the one move for both sides.
const char* const kRace = ". O . O X . X\n"
                          "O O O O X X X\n"
                          ". . . O X . .\n"
                          ". O O O X . .\n"
                          "O X X . X . .\n"
                          ". O O O X . .\n"
                          ". . . O X . .\n";

CapstoneOptions with_playouts(int playouts) { return CapstoneOptions{.playouts = playouts}; }

} // namespace

TEST_CASE("capstone: captures the string in atari, and saves it for the other side", "[capstone]")
{
    for (Color color : {Color::Black, Color::White}) {
        CAPTURE(color);
        const Game game = game_of(kRace, -3.5, color);
        CapstonePlayer player(with_playouts(800));
        Rng rng(3);
        const CapstoneMove move = player.choose_move(game, color, rng);
        CHECK_FALSE(move.resign);
        CHECK(move.move == vertex(game.board(), "D3"));
        CHECK(move.reason == "most visited");
        REQUIRE(!move.search.children.empty());
        CHECK(move.search.children.front().win_rate > 0.7);
        CHECK(move.search.children.front().principal_variation.front() == move.move);
        CHECK(move.search.playouts == 800);
    }
}

TEST_CASE("capstone: every switch of the strength table still finds the move", "[capstone]")
{
    // Plain UCT, RAVE alone, RAVE and patterns: the same certain move.
    for (const auto& [rave, patterns, tactics] :
         {std::tuple{false, false, false}, {true, false, false}, {true, true, false}}) {
        const CapstoneOptions options = CapstoneOptions::without(rave, patterns, tactics, false);
        CHECK(options.exploration == (rave ? CapstoneOptions{}.exploration : 1.0));
        CHECK(options.pattern_probability ==
              (patterns ? CapstoneOptions{}.pattern_probability : 0));
        CHECK(options.tactics_probability == 0);
        CHECK(options.self_atari_probability == 0);
        CHECK(options.prior_visits == 0);
        CapstonePlayer player(options);
        Rng rng(4);
        const Game game = game_of(kRace, -3.5, Color::White);
        CHECK(player.choose_move(game, Color::White, rng, SearchBudget{800, 0}).move ==
              vertex(game.board(), "D3"));
    }
}

TEST_CASE("capstone: passes when the opponent passed and the count wins, resigns a lost game",
          "[capstone]")
{
    Game game = game_of(test::kSettled, 0.5);
    REQUIRE(game.play(Color::White, kPass) == MoveStatus::Legal); // White passes, Black to move
    CapstonePlayer black(with_playouts(300));
    Rng rng(5);
    const CapstoneMove pass = black.choose_move(game, Color::Black, rng);
    CHECK_FALSE(pass.resign);
    CHECK(pass.move == kPass);
    CHECK(pass.reason == "the opponent passed and the count wins");

    // White, behind by 6.5 whatever it does, gives up once the root has enough visits...
    CapstoneOptions options = with_playouts(300);
    options.resign_after = 200;
    CapstonePlayer white(options);
    const Game white_to_move = game_of(test::kSettled, 0.5, Color::White);
    const CapstoneMove resign = white.choose_move(white_to_move, Color::White, rng);
    CHECK(resign.resign);
    // ...but not before, never in a cleanup, and never with resign_below 0.
    options.resign_after = 301;
    CHECK_FALSE(CapstonePlayer(options).choose_move(white_to_move, Color::White, rng).resign);
    options.resign_after = 200;
    const CapstoneMove cleanup =
        CapstonePlayer(options).choose_move(white_to_move, Color::White, rng, true);
    CHECK_FALSE(cleanup.resign);
    CHECK(cleanup.move != kPass);
    options.resign_below = 0;
    CHECK_FALSE(CapstonePlayer(options).choose_move(white_to_move, Color::White, rng).resign);
}

TEST_CASE("capstone: passes when every point is settled and the count wins", "[capstone]")
{
    // Nothing is left to play in kSettled: Black passes without waiting for White's pass.
    CapstonePlayer black(with_playouts(300));
    Rng rng(6);
    const Game game = game_of(test::kSettled, 0.5);
    const CapstoneMove move = black.choose_move(game, Color::Black, rng);
    CHECK(move.move == kPass);
    CHECK(move.reason == "every point is settled and the count wins");
    // Switched off, it plays on (in its own area, which costs nothing under area scoring).
    CapstoneOptions options = with_playouts(300);
    options.pass_when_won = false;
    CHECK(CapstonePlayer(options).choose_move(game, Color::Black, rng).move != kPass);
}

TEST_CASE("capstone: the ownership map finds the dead stone, and the count without it",
          "[capstone]")
{
    Game game = game_of(test::kDeadStone, 0.5);
    CapstonePlayer player(with_playouts(400));
    Rng rng(7);
    const CapstoneSearch search = player.analyze(game, Color::Black, rng, SearchBudget{400, 0});
    const Board& board = game.board();
    REQUIRE(search.ownership.size() == static_cast<std::size_t>(board.geometry().cells()));
    CHECK(search.ownership[static_cast<std::size_t>(vertex(board, "A1"))] > 0.8);
    CHECK(search.ownership[static_cast<std::size_t>(vertex(board, "G1"))] < -0.8);
    const std::vector<Point> dead = dead_stones_from_ownership(board, search.ownership, 0.5);
    CHECK(dead == vertices(board, {"A4"}));
    CHECK(margin_without(board, dead, 0.5) == 6.5);
    CHECK(margin_without(board, {}, 0.5) == -1.5); // A4 counted alive
    CHECK(seki_stones(board, search.ownership, 0.5).empty());

    // White passes: the board as it stands loses for Black, so Black does not pass; in a
    // cleanup Black plays on until A4 is off the board.
    REQUIRE(game.play(Color::White, kPass) == MoveStatus::Legal);
    for (bool cleanup : {false, true}) {
        CapstonePlayer black(with_playouts(300));
        CHECK(black.choose_move(game, Color::Black, rng, cleanup).move != kPass);
    }
}

TEST_CASE("capstone: a settled board has no dead stones and no seki", "[capstone]")
{
    const Game game = game_of(test::kSettled, 0.5);
    CapstonePlayer player(with_playouts(200));
    Rng rng(8);
    const CapstoneSearch search = player.analyze(game, Color::Black, rng, SearchBudget{200, 0});
    CHECK(dead_stones_from_ownership(game.board(), search.ownership, 0.5).empty());
    CHECK(seki_stones(game.board(), search.ownership, 0.5).empty());
}

TEST_CASE("capstone: a seki is seki, not dead stones, as GNU Go says", "[capstone][gnugo]")
{
    // The playouts never fill a liberty shared in the seki (it would put a string of three
    // stones or more in atari), so the policy's own map leaves D7 and D6 to no one and the
    // strings on both sides alive: a seki. In the tree passing is always a move, so Black,
    // which wins by the count, passes instead of throwing its string away.
    const Game game = game_of(test::kSeki, 0);
    const Board& board = game.board();
    CapstonePlayer player(with_playouts(1000));
    Rng rng(9);
    const std::vector<double> ownership = player.playout_ownership(game, Color::Black, rng, 1000);
    CAPTURE(ownership[static_cast<std::size_t>(vertex(board, "D7"))],
            ownership[static_cast<std::size_t>(vertex(board, "C7"))],
            ownership[static_cast<std::size_t>(vertex(board, "E7"))]);
    CHECK(dead_stones_from_ownership(board, ownership, 0.5).empty());
    std::vector<Point> seki = seki_stones(board, ownership, 0.5);
    std::sort(seki.begin(), seki.end());
    std::vector<Point> expected =
        vertices(board, {"C7", "C6", "C5", "C4", "C3", "C2", "C1", "E7", "E6", "E5", "E4", "E3",
                         "E2", "E1", "D5", "D4", "D3", "D2", "D1"});
    std::sort(expected.begin(), expected.end());
    CHECK(seki == expected);
    const CapstoneMove move = player.choose_move(game, Color::Black, rng);
    CHECK(move.move == kPass);
    CHECK(!move.resign);

    std::vector<std::string> commands = test::gnugo_setup(board);
    commands.push_back("final_status_list seki");
    const std::vector<std::string> answers = test::ask_gnugo(commands);
    std::vector<Point> gnugo_seki;
    std::istringstream listed(answers.back());
    for (std::string name; listed >> name;) gnugo_seki.push_back(vertex(board, name));
    std::sort(gnugo_seki.begin(), gnugo_seki.end());
    CHECK(gnugo_seki == expected);
}

TEST_CASE("capstone: never brings a position back, whatever the ko rule allows", "[capstone]")
{
    // A ko: Black C4 takes B4. After C4, passes and White's B4 retake, then two passes, the
    // simple ko rule allows C4 again; it would bring back the position after the first C4.
    const Board ko = parse_diagram(". X O . .\n"
                                   "X O . O .\n"
                                   ". X O . .\n"
                                   ". . . . .\n"
                                   ". . . . .\n");
    Game game(ko, Rules{KoRule::Simple, 0.5}, Color::Black);
    const Point c4 = vertex(ko, "C4");
    CapstonePlayer player(with_playouts(200));
    Rng rng(10);
    const auto root_moves = [&] {
        std::vector<Point> moves;
        for (const CapstoneChild& child :
             player.analyze(game, Color::Black, rng, SearchBudget{200, 0}).children)
            moves.push_back(child.move);
        return moves;
    };
    std::vector<Point> first = root_moves();
    CHECK(std::find(first.begin(), first.end(), c4) != first.end()); // the first time, it may

    for (const auto& [color, move] : {std::pair{Color::Black, "C4"},
                                      {Color::White, "pass"},
                                      {Color::Black, "pass"},
                                      {Color::White, "B4"},
                                      {Color::Black, "pass"},
                                      {Color::White, "pass"}})
        REQUIRE(game.play(color, std::string(move) == "pass" ? kPass : vertex(ko, move)) ==
                MoveStatus::Legal);
    REQUIRE(game.is_legal(Color::Black, c4));
    std::vector<Point> again = root_moves();
    CHECK(std::find(again.begin(), again.end(), c4) == again.end());
    CHECK(player.choose_move(game, Color::Black, rng).move != c4);
}

TEST_CASE("capstone: the same seed and playouts give the same search", "[capstone]")
{
    const Game game = game_of(kRace, -3.5);
    const auto search = [&](std::uint64_t seed) {
        CapstonePlayer player(with_playouts(300));
        Rng rng(seed);
        return player.choose_move(game, Color::Black, rng).search;
    };
    const CapstoneSearch a = search(9), b = search(9), c = search(10);
    REQUIRE(a.children.size() == b.children.size());
    for (std::size_t i = 0; i < a.children.size(); ++i) {
        CHECK(a.children[i].move == b.children[i].move);
        CHECK(a.children[i].visits == b.children[i].visits);
        CHECK(a.children[i].win_rate == b.children[i].win_rate);
        CHECK(a.children[i].principal_variation == b.children[i].principal_variation);
    }
    CHECK(a.ownership == b.ownership);
    CHECK(a.ownership != c.ownership);
}

TEST_CASE("capstone: the tree of the moves played is kept for the next search", "[capstone]")
{
    Game game = game_of(kRace, -3.5);
    CapstonePlayer player(with_playouts(500));
    Rng rng(11);
    const CapstoneMove first = player.choose_move(game, Color::Black, rng);
    CHECK(first.search.root_visits == 500);
    REQUIRE(first.search.children.front().principal_variation.size() >= 2);
    const Point reply = first.search.children.front().principal_variation[1];
    REQUIRE(game.play(Color::Black, first.move) == MoveStatus::Legal);
    REQUIRE(game.play(Color::White, reply) == MoveStatus::Legal);
    const CapstoneMove second = player.choose_move(game, Color::Black, rng);
    CHECK(second.search.playouts == 500);
    CHECK(second.search.root_visits > 500); // the reply's visits from the first search

    // An undo leaves the tree's line: a new tree.
    REQUIRE(game.undo());
    CHECK(player.choose_move(game, Color::White, rng).search.root_visits == 500);
    // Without reuse, always a new tree; clear_tree forgets it too.
    CapstoneOptions options = with_playouts(500);
    options.reuse_tree = false;
    CapstonePlayer forgetful(options);
    const Game start = game_of(kRace, -3.5);
    REQUIRE(forgetful.choose_move(start, Color::Black, rng).search.root_visits == 500);
    CHECK(forgetful.choose_move(start, Color::Black, rng).search.root_visits == 500);
    CHECK(player.analyze(start, Color::Black, rng, SearchBudget{100, 0}).root_visits == 100);
    CHECK(player.analyze(start, Color::Black, rng, SearchBudget{100, 0}).root_visits == 200);
    player.clear_tree();
    CHECK(player.analyze(start, Color::Black, rng, SearchBudget{100, 0}).root_visits == 100);
}

TEST_CASE("capstone: passes when nothing else is acceptable, and thinks by time", "[capstone]")
{
    // On 1x1 the only point is suicide.
    const Game tiny(Board(1), Rules{KoRule::Simple, 0});
    CapstonePlayer player(with_playouts(10));
    Rng rng(12);
    const CapstoneMove move = player.choose_move(tiny, Color::Black, rng);
    CHECK(move.move == kPass);
    CHECK(move.reason == "nothing else to play");
    // By time: at least one playout.
    const Game game = game_of(kRace, -3.5);
    CHECK(player.analyze(game, Color::Black, rng, SearchBudget{1, 0.02}).playouts >= 1);
}

TEST_CASE("capstone: MoGo's 3x3 patterns match in every orientation and colour", "[capstone]")
{
    // The enclosing hane, X O X above the empty centre C3; turned a quarter (O X O on
    // column D beside C2); and with the colours swapped.
    const std::vector<std::pair<const char*, const char*>> hanes{{". . . . .\n"
                                                                  ". X O X .\n"
                                                                  ". . . . .\n"
                                                                  ". . . . .\n"
                                                                  ". . . . .\n",
                                                                  "C3"},
                                                                 {". . . . .\n"
                                                                  ". . . . .\n"
                                                                  ". . . O .\n"
                                                                  ". . . X .\n"
                                                                  ". . . O .\n",
                                                                  "C2"},
                                                                 {". . . . .\n"
                                                                  ". O X O .\n"
                                                                  ". . . . .\n"
                                                                  ". . . . .\n"
                                                                  ". . . . .\n",
                                                                  "C3"}};
    for (const auto& [diagram, centre] : hanes) {
        INFO(diagram);
        const Board board = parse_diagram(diagram);
        CHECK(matches_pattern(FastBoard(board), vertex(board, centre)));
    }
    // An empty neighbourhood, or a lone stone beside, matches nothing.
    const Board plain = parse_diagram(". . . . .\n"
                                      ". . . . .\n"
                                      ". . X . .\n"
                                      ". . . . .\n"
                                      ". . . . .\n");
    const FastBoard empty(plain);
    CHECK_FALSE(matches_pattern(empty, vertex(plain, "B2")));
    CHECK_FALSE(matches_pattern(empty, vertex(plain, "A5")));
    // The edge pattern "chase": X . / O . above the edge, centre on the first line.
    const Board edge = parse_diagram(". . . . .\n"
                                     ". . . . .\n"
                                     ". . . . .\n"
                                     ". X . . .\n"
                                     ". O . . .\n");
    CHECK(matches_pattern(FastBoard(edge), vertex(edge, "C1")));
}

TEST_CASE("capstone: ring_around is the 8 neighbours, each once, in one turn around the point",
          "[capstone]")
{
    // The patterns read a neighbourhood, and the policy lists its pattern moves, in this
    // order: a walk around the point, each step to a neighbour of the last, back to the start.
    const Geometry g{5, 5};
    const Point centre = g.point(3, 3);
    const std::array<Point, 8> ring = ring_around(g, centre);
    const auto apart = [&](Point a, Point b) {
        return std::max(std::abs(g.x_of(a) - g.x_of(b)), std::abs(g.y_of(a) - g.y_of(b)));
    };
    for (std::size_t k = 0; k < 8; ++k) {
        INFO("neighbour " << k);
        CHECK(apart(ring[k], centre) == 1);
        CHECK(apart(ring[k], ring[(k + 1) % 8]) == 1);
        CHECK(std::count(ring.begin(), ring.end(), ring[k]) == 1);
    }
    // Beside the edge the ring takes in points off the board (the patterns' '#').
    const std::array<Point, 8> corner = ring_around(g, g.point(1, 1));
    CHECK(std::count_if(corner.begin(), corner.end(), [&](Point p) { return !g.on_board(p); }) ==
          5);
}

TEST_CASE("capstone: pattern_points lists the ring points where matches_pattern says so",
          "[capstone]")
{
    // pattern_points runs at most moves of every playout, and is the place to make faster;
    // ring_around and matches_pattern, point by point, say what it must list. On every move
    // of seeded random games, on the edges and in the corners of boards of several shapes,
    // they agree.
    for (const auto& [width, height] : {std::pair{5, 5}, {9, 9}, {7, 4}, {19, 19}, {2, 3}}) {
        INFO(width << "x" << height);
        Board start(width, height);
        FastBoard board(start);
        Rng rng(static_cast<std::uint64_t>(width * 100 + height));
        Color color = Color::Black;
        int matched = 0;
        for (int move = 0; move < 4 * width * height && board.empty_count() > 0; ++move) {
            const Point last = board.random_move(color, rng);
            board.play(color, last);
            color = opponent(color);
            if (last == kPass) continue;
            std::vector<Point> listed, expected{kPass}; // an entry there before, left alone
            listed.push_back(kPass);
            pattern_points(board, last, listed);
            for (Point q : ring_around(board.geometry(), last))
                if (board.cell(q) == Color::Empty && matches_pattern(board, q))
                    expected.push_back(q);
            CHECK(listed == expected);
            matched += static_cast<int>(listed.size()) - 1;
        }
        if (width * height >= 25) CHECK(matched > 0); // the games made some shapes
    }
}

TEST_CASE("capstone: the priors like captures, escapes and patterns, and dislike self-ataris",
          "[capstone]")
{
    // White has just played C4 (the last move), putting B5 C5 in atari: D5 escapes (to
    // three liberties). F2 is in atari far from it: F1 captures. A2 would join A3 in a
    // string with the one liberty A1 and capture nothing: a self-atari. G7 is nothing.
    const Board board = parse_diagram(". . . . . . .\n"
                                      ". O O . . . .\n"
                                      "O X X . . . .\n"
                                      "O O O . . . .\n"
                                      "X O . . . X .\n"
                                      ". O . . X O X\n"
                                      ". . . . . . .\n");
    const FastBoard fast(board);
    const std::vector<Point> moves = vertices(board, {"G7", "D5", "A2", "F1"}); // raster order
    const Point last = vertex(board, "C4");
    CHECK(prior_opinions(fast, Color::Black, last, moves) == std::vector<int>{0, 1, -1, 1});
    // With no last move there is nothing to escape from; the capture is still liked.
    CHECK(prior_opinions(fast, Color::Black, kNoPoint, moves) == std::vector<int>{0, 0, -1, 1});
    CHECK(prior_opinions(fast, Color::Black, last, {kPass}) == std::vector<int>{0});

    // The enclosing hane next to the last move, White's C4: C3 is liked; far away A1 is not.
    const Board hane = parse_diagram(". . . . .\n"
                                     ". X O X .\n"
                                     ". . . . .\n"
                                     ". . . . .\n"
                                     ". . . . .\n");
    CHECK(prior_opinions(FastBoard(hane), Color::Black, vertex(hane, "C4"),
                         {vertex(hane, "C3"), vertex(hane, "A1")}) == std::vector<int>{1, 0});
}

TEST_CASE("capstone: with priors the search leaves a self-atari alone", "[capstone]")
{
    // The position above with Black to move: A2 throws two stones into atari. Without priors
    // the search tries it; with them it starts as a loss and is not tried in 200 playouts.
    const Game game = game_of(". . . . . . .\n"
                              ". O O . . . .\n"
                              "O X X . . . .\n"
                              "O O O . . . .\n"
                              "X O . . . X .\n"
                              ". O . . X O X\n"
                              ". . . . . . .\n",
                              0.5);
    const auto visits_of_a2 = [&](int prior_visits) {
        CapstoneOptions options = with_playouts(200);
        options.prior_visits = prior_visits;
        CapstonePlayer player(options);
        Rng rng(2);
        const CapstoneSearch search = player.analyze(game, Color::Black, rng, SearchBudget{200, 0});
        for (const CapstoneChild& child : search.children)
            if (child.move == vertex(game.board(), "A2")) return child.visits;
        return 0;
    };
    CHECK(visits_of_a2(0) > 0);
    CHECK(visits_of_a2(CapstoneOptions{}.prior_visits) == 0);
}

TEST_CASE("capstone: seconds_for_move shares the clock", "[capstone]")
{
    GameClock clock;
    CHECK(seconds_for_move(clock, 81) == 0); // no time_settings: no limit
    clock.settings_given = true;
    clock.main_time = 60;
    // 60 s for max(10, 81 / 2) = 40 moves, less the 0.05 s margin.
    CHECK(seconds_for_move(clock, 81) == Approx(60.0 / 40 - 0.05));
    CHECK(seconds_for_move(clock, 9) == Approx(60.0 / 10 - 0.05)); // at least 10 moves
    clock.left_given = true;
    clock.time_left = 0.2;
    CHECK(seconds_for_move(clock, 81) == Approx(0.01)); // never less than 0.01 s
    // Byoyomi of 10 s for 1 stone: 80% of it, even while main time is left.
    clock.byoyomi_time = 10;
    clock.byoyomi_stones = 1;
    CHECK(seconds_for_move(clock, 81) == Approx(8 - 0.05));
    // In byoyomi: 30 s left for 5 stones.
    clock.time_left = 30;
    clock.stones_left = 5;
    CHECK(seconds_for_move(clock, 81) == Approx(0.8 * 30 / 5 - 0.05));
    // GTP's "no limit": byoyomi time without stones, or no time at all.
    GameClock unlimited;
    unlimited.settings_given = true;
    unlimited.byoyomi_time = 5;
    CHECK(seconds_for_move(unlimited, 81) == 0);
    unlimited.byoyomi_time = 0;
    CHECK(seconds_for_move(unlimited, 81) == 0);
}

TEST_CASE("capstone: options out of range are refused", "[capstone]")
{
    const auto refused = [](auto change) {
        CapstoneOptions options;
        change(options);
        CHECK_THROWS_AS(CapstonePlayer(options), std::invalid_argument);
    };
    refused([](CapstoneOptions& o) { o.playouts = 0; });
    refused([](CapstoneOptions& o) { o.seconds = -1; });
    refused([](CapstoneOptions& o) { o.exploration = -0.1; });
    refused([](CapstoneOptions& o) { o.expand_after = -1; });
    refused([](CapstoneOptions& o) { o.max_nodes = 0; });
    refused([](CapstoneOptions& o) { o.rave_equivalence = 0; });
    refused([](CapstoneOptions& o) { o.tactics_probability = 1.5; });
    refused([](CapstoneOptions& o) { o.pattern_probability = -0.5; });
    refused([](CapstoneOptions& o) { o.self_atari_probability = 1.01; });
    refused([](CapstoneOptions& o) { o.resign_below = 2; });
    refused([](CapstoneOptions& o) { o.resign_after = -1; });
    CapstoneOptions by_time;
    by_time.playouts = 0;
    by_time.seconds = 0.5;
    CHECK_NOTHROW(CapstonePlayer(by_time));

    CapstonePlayer player;
    Rng rng(1);
    const Game game(Board(5), Rules{});
    CHECK_THROWS_AS(player.choose_move(game, Color::Empty, rng), std::invalid_argument);
    CHECK_THROWS_AS(player.analyze(game, Color::Black, rng, SearchBudget{0, 0}),
                    std::invalid_argument);
}

TEST_CASE("capstone: principal variations of moves searched 5 times or more; search_more goes on",
          "[capstone]")
{
    const Game game = game_of(kRace, -3.5);
    CapstonePlayer player(with_playouts(2000));
    Rng rng(3);
    const CapstoneSearch search = player.analyze(game, Color::Black, rng, SearchBudget{2000, 0});
    bool longer = false;
    for (const CapstoneChild& child : search.children) {
        REQUIRE(child.principal_variation_visits.size() == child.principal_variation.size());
        CHECK(child.principal_variation.front() == child.move);
        CHECK(child.principal_variation_visits.front() == child.visits);
        for (std::size_t i = 1; i < child.principal_variation_visits.size(); ++i) {
            CHECK(child.principal_variation_visits[i] >= 5);
            CHECK(child.principal_variation_visits[i] < child.principal_variation_visits[i - 1]);
        }
        longer |= child.principal_variation.size() >= 3;
    }
    CHECK(longer); // the best lines are searched deep enough to show

    // search_more goes on with the same root: its visits add up, and a search in two parts
    // is the search in one (the same playouts, one generator).
    const CapstoneSearch more = player.search_more(rng, SearchBudget{500, 0});
    CHECK(more.playouts == 2500);
    CHECK(more.root_visits == search.root_visits + 500);
    CapstonePlayer split(with_playouts(300)), whole(with_playouts(300));
    Rng a(5), b(5);
    split.analyze(game, Color::Black, a, SearchBudget{100, 0});
    const CapstoneSearch two_parts = split.search_more(a, SearchBudget{200, 0});
    const CapstoneSearch one_part = whole.analyze(game, Color::Black, b, SearchBudget{300, 0});
    REQUIRE(two_parts.children.size() == one_part.children.size());
    for (std::size_t i = 0; i < one_part.children.size(); ++i) {
        CHECK(two_parts.children[i].move == one_part.children[i].move);
        CHECK(two_parts.children[i].visits == one_part.children[i].visits);
    }
    // decide is what choose_move decides from the same search.
    CapstonePlayer chooser(with_playouts(300));
    Rng c(5);
    CHECK(chooser.choose_move(game, Color::Black, c).move == split.decide(game, two_parts).move);
    // Nothing to go on with: no search yet, or after clear_tree.
    CapstonePlayer fresh(with_playouts(10));
    CHECK_THROWS_AS(fresh.search_more(rng, SearchBudget{10, 0}), std::logic_error);
    player.clear_tree();
    CHECK_THROWS_AS(player.search_more(rng, SearchBudget{10, 0}), std::logic_error);
}

namespace {

// FNV-1a over a sequence of numbers: one figure that changes when any move changes.
struct MoveHash {
    std::uint64_t value = 14695981039346656037ull;
    void add(long long n)
    {
        value ^= static_cast<std::uint64_t>(n);
        value *= 1099511628211ull;
    }
};

// The hash of `count` seeded playouts of the policy alone from `board`, `color` to move,
// `last` the move that made it.
std::uint64_t playouts_hash(const CapstoneOptions& options, const Board& board, Color color,
                            Point last, int count)
{
    PlayoutPolicy policy(options);
    Rng rng(33);
    MoveHash hash;
    std::vector<Move> moves;
    for (int i = 0; i < count; ++i) {
        FastBoard fast(board);
        moves.clear();
        policy.play_out(fast, color, last, 0, 3 * board.geometry().cells(), rng, moves);
        for (const Move& m : moves) hash.add(m.point);
        hash.add(-7); // the end of a playout
    }
    return hash.value;
}

// The hash of a seeded self-play game of `moves` moves at `playouts` a move: every move and
// every root child's visits and win rate.
std::uint64_t game_hash(const CapstoneOptions& options, int size, int moves)
{
    CapstonePlayer player(options);
    Game game(Board(size), Rules{KoRule::Simple, 7});
    Rng rng(21);
    MoveHash hash;
    for (int i = 0; i < moves; ++i) {
        const Color color = game.to_move();
        const CapstoneMove move = player.choose_move(game, color, rng);
        if (move.resign) break;
        hash.add(move.move);
        for (const CapstoneChild& child : move.search.children) {
            hash.add(child.move);
            hash.add(child.visits);
            hash.add(std::llround(child.win_rate * 1e9));
        }
        game.play(color, move.move);
    }
    return hash.value;
}

} // namespace

// The capstone's playouts are made faster now and then (issue 33); they must go on playing
// the same moves for the same seed. These figures were taken from the player as it was before
// that work (main at 259dfeb): a change to any move of the policy, the priors, the RAVE
// statistics or the tree's choices changes them. A change of behaviour on purpose updates
// them, and says so in its commit.
TEST_CASE("capstone: the same seed plays the same moves as before the speed work", "[capstone]")
{
    const Board empty(9);
    const Game race = game_of(kRace, -3.5);
    const Point race_last = vertex(race.board(), "C3");
    SECTION("the policy's playouts, every part on and each switched off")
    {
        CHECK(playouts_hash(CapstoneOptions{}, empty, Color::Black, kNoPoint, 200) ==
              0xc65b140d5a7333fcull);
        CHECK(playouts_hash(CapstoneOptions::without(true, false, true, true), empty, Color::Black,
                            kNoPoint, 200) == 0x3483840a492738c0ull);
        CHECK(playouts_hash(CapstoneOptions::without(true, true, false, true), empty, Color::Black,
                            kNoPoint, 200) == 0xac6f8c32078f6f36ull);
        CHECK(playouts_hash(CapstoneOptions{}, race.board(), Color::White, race_last, 300) ==
              0xd880f228ef26115cull);
    }
    SECTION("searches: a game of self-play on 9x9, with and without priors, and on 13x13")
    {
        CHECK(game_hash(with_playouts(300), 9, 40) == 0xe2708365d0159c03ull);
        CapstoneOptions no_priors = CapstoneOptions::without(true, true, true, false);
        no_priors.playouts = 300;
        CHECK(game_hash(no_priors, 9, 20) == 0xceac4b7b41697778ull);
        CHECK(game_hash(with_playouts(200), 13, 10) == 0x53d5542057887914ull);
    }
}
