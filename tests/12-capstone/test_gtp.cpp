// Task 4: the GTP front end, on scripted sessions. Every answer is worked out by hand from the
// GTP specification (version 2) and the rules of tasks 1 and 3: the moves are forced, the
// resignations certain (a komi no 5x5 game can pay), and the dead stones the only ones that
// cannot live. The work behind an answer shows in the player's generator: a search or an
// ownership estimate draws from it, so each genmove must leave it where a rave_search of the
// simulations the clock allows leaves it, a pass where it was, and the end of the game where
// `ownership_playouts` of the engine's playouts from the right player leave it.
#include "support.hpp"

#include "engine/go/fast_board.hpp"
#include "engine/go/playout.hpp"

#include <string>
#include <utility>
#include <vector>

using namespace stonelab;
using namespace std::string_literals;
using namespace stonelab::lesson12;
using namespace stonelab::lesson12::test;

namespace {

// Sends each command in turn and checks its answer; `session` is pairs of command and answer.
// It stops at the first wrong answer: the later ones count on the earlier.
void run_session(GtpPlayer& player, const std::vector<std::pair<std::string, std::string>>& session)
{
    for (const auto& [command, answer] : session) {
        INFO("the command: " << command << "\nthe position before it:\n"
                             << print_diagram(player.board));
        REQUIRE(gtp_answer(player, command) == answer);
    }
}

// A player that searches little, for quick tests.
GtpPlayer small_player()
{
    GtpPlayer player;
    player.search = {60, 50, 2};
    player.decisions.resign_min_playouts = 51;
    player.decisions.resign_threshold = 0.1;
    player.ownership_playouts = 20;
    player.playouts_per_second = 300;
    return player;
}

// The numbers drawn from `before` to `after`.
std::uint64_t drawn(const Rng& before, const Rng& after)
{
    return data::numbers_drawn(before.state(), after.state());
}

// The generator after a rave_search of `simulations` for `color` from the player's position
// and generator, with the player's other settings.
Rng after_search(const GtpPlayer& player, Color color, int simulations)
{
    Rng rng = player.rng;
    RaveOptions options = player.search;
    options.playouts = simulations;
    rave_search(player.board, color, player.komi, rng, options);
    return rng;
}

// Sends `genmove COLOR` and checks the search behind it: the answer (`answer`, or, if it is
// empty, a move that is neither a pass nor a resignation, played on the board), and the
// generator where your rave_search (task 1) of `simulations` leaves it from the same position
// and state: the clock turned into exactly that search, and nothing more drawn. It stops the
// test at the first wrong step: the next steps start from this one's position and generator.
void check_genmove(GtpPlayer& player, Color color, int simulations, const std::string& answer)
{
    const std::string command = std::string("genmove ") + (color == B ? "b" : "w");
    const GtpPlayer before = player;
    const Rng expected = after_search(before, color, simulations);
    INFO("the command: " << command << " (komi " << data::number(player.komi) << ", "
                         << (player.timed ? "timed" : "untimed") << ", Black's clock "
                         << data::number(player.black_seconds) << " s for " << player.black_stones
                         << " stones, White's " << data::number(player.white_seconds) << " s for "
                         << player.white_stones << ")\n"
                         << print_diagram(player.board));
    const std::string yours = gtp_answer(player, command);
    if (answer.empty()) {
        REQUIRE(yours != "= resign\n\n");
        REQUIRE(yours != "= pass\n\n");
        REQUIRE(player.board.moves().size() == before.board.moves().size() + 1); // played
    } else {
        REQUIRE(yours == answer);
        if (answer == "= resign\n\n") // nothing played
            REQUIRE(player.board.moves().size() == before.board.moves().size());
    }
    const std::uint64_t yours_drawn = drawn(before.rng, player.rng);
    if (yours_drawn != drawn(before.rng, expected)) {
        // Which search did yours run? Try every count up to five times the most.
        std::string which = "the draws of no search of 1 to " +
                            std::to_string(5 * before.search.playouts) + " simulations";
        for (int n = 1; n <= 5 * before.search.playouts; ++n)
            if (after_search(before, color, n).state() == player.rng.state()) {
                which = "the draws of a search of " + std::to_string(n) + " simulations";
                // Once every walk down the tree ends in a finished game, more draw nothing.
                if (after_search(before, color, n + 1).state() == player.rng.state())
                    which += " or more (its later simulations end in finished games)";
                break;
            }
        INFO("the clock allows " << simulations
                                 << (simulations == 1 ? " simulation" : " simulations")
                                 << "; your genmove drew " << yours_drawn << " numbers, " << which);
        REQUIRE(yours_drawn == drawn(before.rng, expected));
    }
}

// The generator after what final_status_list and final_score must draw: one ownership
// estimate, `ownership_playouts` of the engine's playouts from the player's board with
// `to_move` first (task 3's ownership is exactly that).
Rng after_ownership(const GtpPlayer& player, Color to_move)
{
    Rng rng = player.rng;
    for (int i = 0; i < player.ownership_playouts; ++i) {
        FastBoard end(player.board);
        playout(end, to_move, rng, default_move_cap(player.board), player.komi);
    }
    return rng;
}

// Sends a command that answers with the dead stones or the score, and checks the answer and
// that the playouts behind it started with `to_move`. It stops the test at the first wrong
// step, like check_genmove.
void check_end(GtpPlayer& player, const std::string& command, const std::string& answer,
               Color to_move)
{
    const GtpPlayer before = player;
    const Rng expected = after_ownership(before, to_move);
    INFO("the command: " << command << " (komi " << data::number(player.komi) << ", "
                         << player.board.moves().size() << " moves played)\n"
                         << print_diagram(player.board));
    REQUIRE(gtp_answer(player, command) == answer);
    const std::uint64_t yours_drawn = drawn(before.rng, player.rng);
    if (yours_drawn != drawn(before.rng, expected)) {
        const bool other_first =
            after_ownership(before, opponent(to_move)).state() == player.rng.state();
        INFO("the ownership behind it: "
             << before.ownership_playouts << " playouts with " << data::player_name(to_move)
             << " first draw " << drawn(before.rng, expected) << " numbers; yours drew "
             << yours_drawn
             << (other_first
                     ? ", as playouts with "s + data::player_name(opponent(to_move)) + " first do"
                     : ""s));
        REQUIRE(yours_drawn == drawn(before.rng, expected));
    }
}

} // namespace

TEST_CASE("task 4: play, the board commands and GTP's errors", "[lesson12][task_4]")
{
    GtpPlayer player = small_player();
    const Rng start = player.rng;
    run_session(player, {
                            {"boardsize 5", "= \n\n"},
                            {"komi 0.5", "= \n\n"},
                            {"play black C3", "= \n\n"},
                            {"play white C3", "? illegal move\n\n"}, // occupied
                            {"play green C4", "? syntax error\n\n"},
                            {"play b Z9", "? syntax error\n\n"},
                            {"play b", "? syntax error\n\n"},
                            {"play b C4 now", "? syntax error\n\n"},
                            {"7 play W d4", "=7 \n\n"}, // an id; names in any case
                            {"dance", "? unknown command\n\n"},
                            {"12 dance", "?12 unknown command\n\n"},
                            // unknown, whatever arguments it has: nothing played or set
                            {"dance 5", "? unknown command\n\n"},
                            {"dance b C4", "? unknown command\n\n"},
                            {"dance b 5 0", "? unknown command\n\n"},
                            // known commands with the wrong arguments
                            {"genmove b C4", "? syntax error\n\n"},
                            {"genmove", "? syntax error\n\n"},
                            {"genmove green", "? syntax error\n\n"},
                            {"komi", "? syntax error\n\n"},
                            {"komi 7x", "? syntax error\n\n"}, // not a whole number word
                            {"komi seven", "? syntax error\n\n"},
                            {"time_left b 5", "? syntax error\n\n"},
                            {"time_left b 5s 0", "? syntax error\n\n"},
                            {"time_left b -1 0", "? syntax error\n\n"},
                            {"time_settings 10 0", "? syntax error\n\n"},
                            {"time_settings -10 0 0", "? syntax error\n\n"},
                            {"time_settings ten 0 0", "? syntax error\n\n"},
                            {"time_settings 10 x 0", "? syntax error\n\n"},
                            {"time_settings 10 0 x", "? syntax error\n\n"},
                            {"time_settings 10 -1 0", "? syntax error\n\n"},
                            {"time_settings 10 0 -1", "? syntax error\n\n"},
                            {"time_left green 5 0", "? syntax error\n\n"},
                            {"time_left b 5 x", "? syntax error\n\n"},
                            {"final_score now", "? syntax error\n\n"},
                            {"final_status_list", "? syntax error\n\n"},
                            {"clear_board 5", "? syntax error\n\n"},
                            {"boardsize", "? syntax error\n\n"},
                            {"boardsize five", "? syntax error\n\n"},
                            {"boardsize 5.5", "? syntax error\n\n"},
                            // sizes beyond 1..19
                            {"boardsize 0", "? unacceptable size\n\n"},
                            {"boardsize 20", "? unacceptable size\n\n"},
                            {"boardsize 30", "? unacceptable size\n\n"},
                        });
    // Only "komi 0.5" and the two plays changed anything: no clock, no search, no playout.
    CHECK(player.komi == 0.5);
    CHECK_FALSE(player.timed);
    CHECK(player.black_seconds == 0);
    CHECK(player.white_seconds == 0);
    CHECK(drawn(start, player.rng) == 0);
    CHECK(player.board.width() == 5);
    CHECK(print_diagram(player.board) == print_diagram(parse_diagram(R"(
. . . . .
. . . O .
. . X . .
. . . . .
. . . . .
)")));
    // clear_board empties the board and keeps its size, a rectangle's too, and the komi.
    player.board = parse_diagram(R"(
X . . . . . O
. . . . . . .
. . . X . . .
)");
    run_session(player, {{"clear_board", "= \n\n"}});
    CHECK(print_diagram(player.board) == print_diagram(Board(7, 3)));
    CHECK(player.komi == 0.5);
    // boardsize gives a new empty board of any size from 1 to 19.
    run_session(player, {{"boardsize 19", "= \n\n"}});
    CHECK(print_diagram(player.board) == print_diagram(Board(19)));
    run_session(player, {{"boardsize 1", "= \n\n"}});
    CHECK(print_diagram(player.board) == print_diagram(Board(1)));
    run_session(player,
                {{"boardsize 5", "= \n\n"}, {"play b C3", "= \n\n"}, {"boardsize 5", "= \n\n"}});
    CHECK(print_diagram(player.board) == print_diagram(Board(5)));
}

TEST_CASE("task 4: genmove passes after a pass only when the count does not lose, and finds D3",
          "[lesson12][task_4]")
{
    SECTION("Black's lone stone owns the 5x5 board: after White's pass, Black passes")
    {
        GtpPlayer player = small_player();
        run_session(player, {{"boardsize 5", "= \n\n"},
                             {"komi 0.5", "= \n\n"},
                             {"play b C3", "= \n\n"},
                             {"play w pass", "= \n\n"}});
        const Rng before = player.rng;
        run_session(player, {{"genmove b", "= pass\n\n"}});
        CHECK(player.board.last_move() == kPass);
        CHECK(player.board.moves().size() == 3);
        INFO("passing needs no search: nothing is drawn");
        CHECK(drawn(before, player.rng) == 0);
    }
    SECTION("White's lone stone owns the board: after Black's pass, White passes")
    {
        GtpPlayer player = small_player();
        run_session(player, {{"boardsize 5", "= \n\n"},
                             {"komi 0.5", "= \n\n"},
                             {"play w C3", "= \n\n"},
                             {"play b pass", "= \n\n"}});
        const Rng before = player.rng;
        run_session(player, {{"genmove w", "= pass\n\n"}});
        CHECK(player.board.moves().size() == 3);
        CHECK(player.board.moves().back().color == W);
        INFO("passing needs no search: nothing is drawn");
        CHECK(drawn(before, player.rng) == 0);
    }
    SECTION("after White's pass, with komi 100, passing would lose: Black searches and resigns")
    {
        GtpPlayer player = small_player();
        run_session(player, {{"boardsize 5", "= \n\n"},
                             {"komi 100", "= \n\n"},
                             {"play b C3", "= \n\n"},
                             {"play w pass", "= \n\n"}});
        check_genmove(player, B, 60, "= resign\n\n"); // untimed: the whole search
        CHECK(player.board.moves().size() == 2);
    }
    SECTION("the race: D3 takes White's two stones, and the board shows it")
    {
        GtpPlayer player = small_player();
        player.board = data::board_of(data::position("race"));
        player.komi = 3.5;
        check_genmove(player, B, 60, "= D3\n\n");
        CHECK(player.board.at(stonelab::test::point_at(player.board.geometry(), "B3")) ==
              Color::Empty); // captured
    }
}

TEST_CASE("task 4: genmove resigns a lost game, and the clock limits the search",
          "[lesson12][task_4]")
{
    // With komi 100 no 5x5 game can be won by Black: every simulation loses, and Black
    // resigns whenever the root has had at least 51 of them, White never. The search allows
    // 60 at most; on the timed clock, (seconds / moves to come) * 300 a second, or (seconds /
    // stones) * 300 in byo-yomi, at least 1; 12 moves to come on 5x5 with 24 or 25 empty
    // points. Each genmove's count shows in the generator (check_genmove).
    GtpPlayer player = small_player();
    run_session(player, {{"boardsize 5", "= \n\n"}, {"komi 100", "= \n\n"}});
    check_genmove(player, B, 60, "= resign\n\n"); // untimed: 60 simulations
    CHECK(player.board.moves().empty());          // resigning plays nothing

    // Both players get 10 s of main time, and the time_left of nobody yet: 10 / 12 * 300 = 250
    // simulations, cut to 60.
    run_session(player, {{"time_settings 10 0 0", "= \n\n"}});
    CHECK(player.timed);
    CHECK(player.black_seconds == 10);
    CHECK(player.white_seconds == 10);
    check_genmove(player, B, 60, "= resign\n\n");
    run_session(player, {{"time_left b 6 0", "= \n\n"}}); // 6 / 12 * 300 = 150, cut to 60
    check_genmove(player, B, 60, "= resign\n\n");
    run_session(player, {{"time_left b 3 16", "= \n\n"}}); // byo-yomi: 3 / 16 * 300 = 56.25
    CHECK(player.black_seconds == 3);
    CHECK(player.black_stones == 16);
    check_genmove(player, B, 56, "= resign\n\n");

    // GTP's "no time limit": byo-yomi time and no stones. The search is whole again, and the
    // new settings take back the byo-yomi stones.
    run_session(player, {{"time_settings 0 1 0", "= \n\n"}});
    CHECK_FALSE(player.timed);
    CHECK(player.black_stones == 0);
    check_genmove(player, B, 60, "= resign\n\n");
    CHECK(player.board.moves().empty());

    // 1 s of main time each: 1 / 12 * 300 = 25 simulations, too few to resign: Black plays.
    run_session(player, {{"time_settings 1 0 0", "= \n\n"}});
    CHECK(player.black_stones == 0);
    check_genmove(player, B, 25, "");
    // White's own clock: 2 s, 24 empty points, 2 / 12 * 300 = 50; White wins every game.
    run_session(player, {{"time_left w 2 0", "= \n\n"}});
    CHECK(player.white_seconds == 2);
    CHECK(player.white_stones == 0);
    check_genmove(player, W, 50, "");
    // No time left at all is a clock too: 0 simulations, but a search has at least 1.
    run_session(player, {{"time_left b 0 0", "= \n\n"}});
    CHECK(player.black_seconds == 0);
    check_genmove(player, B, 1, "");
    CHECK(player.board.moves().size() == 3);
    run_session(player, {{"time_left b -1 0", "? syntax error\n\n"},
                         {"time_left w 30 -2", "? syntax error\n\n"}});
    CHECK(player.black_seconds == 0);
    CHECK(player.white_seconds == 2);

    // Byo-yomi time *with* stones is a clock, not GTP's "no time limit": no main time and
    // 10 s for every 5 stones. Nobody has been told the time left yet, so Black has 0 s and 0
    // stones: 1 simulation.
    run_session(player, {{"time_settings 0 10 5", "= \n\n"}});
    CHECK(player.timed);
    check_genmove(player, B, 1, "");
}

TEST_CASE("task 4: final_status_list dead and final_score on stones that cannot live",
          "[lesson12][task_4]")
{
    // Black's two walls have three eyes each; White's stones between them can never live, and
    // every playout ends with the whole board Black's. Each answer comes from an ownership
    // estimate of its own, 20 playouts with the player after the last mover first (Black
    // when nobody has moved).
    GtpPlayer player = small_player();
    player.board = parse_diagram(data::kDeadStone);
    player.komi = 0.5;
    check_end(player, "final_status_list dead", "= C3\n\n", B);
    check_end(player, "final_score", "= B+24.5\n\n", B); // C3 removed: 25 points - 0.5
    run_session(player, {{"final_status_list alive", "? syntax error\n\n"}});
    // After Black's pass White is to move; after White's too, Black again.
    run_session(player, {{"play b pass", "= \n\n"}});
    check_end(player, "final_status_list dead", "= C3\n\n", W);
    run_session(player, {{"play w pass", "= \n\n"}});
    check_end(player, "final_score", "= B+24.5\n\n", B);

    // Two dead stones, in raster order, separated by a space.
    player.board = parse_diagram(data::kDeadStones);
    check_end(player, "final_status_list dead", "= A3 C3\n\n", B);
    check_end(player, "final_score", "= B+24.5\n\n", B);

    // Two walls, no stone dead: 10 points each, White wins by the komi.
    player.board = parse_diagram(data::kWalls);
    check_end(player, "final_status_list dead", "= \n\n", B);
    check_end(player, "final_score", "= W+0.5\n\n", B);
    // And with no komi, a draw: "0".
    player.komi = 0;
    check_end(player, "final_score", "= 0\n\n", B);
}
