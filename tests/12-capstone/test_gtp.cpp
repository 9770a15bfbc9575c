// Task 4: the GTP front end, on scripted sessions. Every answer is worked out by hand from the
// GTP specification (version 2) and the rules of tasks 1 and 3: the moves are forced, the
// resignations certain (a komi no 5x5 game can pay), and the dead stone the only one that
// cannot live.
#include "support.hpp"

using namespace stonelab;
using namespace stonelab::lesson12;
using namespace stonelab::lesson12::test;

namespace {

// Sends each command in turn and checks its answer; `session` is pairs of command and answer.
void run_session(GtpPlayer& player, const std::vector<std::pair<std::string, std::string>>& session)
{
    for (const auto& [command, answer] : session) {
        INFO("the command: " << command);
        CHECK(gtp_answer(player, command) == answer);
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

} // namespace

TEST_CASE("task 4: play, the board commands and GTP's errors", "[lesson12][task_4]")
{
    GtpPlayer player = small_player();
    run_session(player, {
                            {"boardsize 5", "= \n\n"},
                            {"komi 0.5", "= \n\n"},
                            {"play black C3", "= \n\n"},
                            {"play white C3", "? illegal move\n\n"}, // occupied
                            {"play green C4", "? syntax error\n\n"},
                            {"play b Z9", "? syntax error\n\n"},
                            {"play b", "? syntax error\n\n"},
                            {"7 play W d4", "=7 \n\n"}, // an id; names in any case
                            {"dance", "? unknown command\n\n"},
                            {"12 dance", "?12 unknown command\n\n"},
                            {"boardsize 30", "? unacceptable size\n\n"},
                        });
    CHECK(player.komi == 0.5);
    CHECK(player.board.width() == 5);
    CHECK(print_diagram(player.board) == print_diagram(parse_diagram(R"(
. . . . .
. . . O .
. . X . .
. . . . .
. . . . .
)")));
    run_session(player, {{"clear_board", "= \n\n"}});
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
                             {"play w pass", "= \n\n"},
                             {"genmove b", "= pass\n\n"}});
        CHECK(player.board.last_move() == kPass);
        CHECK(player.board.moves().size() == 3);
    }
    SECTION("after White's pass, with komi 100, passing would lose: Black resigns instead")
    {
        GtpPlayer player = small_player();
        run_session(player, {{"boardsize 5", "= \n\n"},
                             {"komi 100", "= \n\n"},
                             {"play b C3", "= \n\n"},
                             {"play w pass", "= \n\n"},
                             {"genmove b", "= resign\n\n"}});
        CHECK(player.board.moves().size() == 2);
    }
    SECTION("the race: D3 takes White's two stones, and the board shows it")
    {
        GtpPlayer player = small_player();
        player.board = data::board_of(data::position("race"));
        player.komi = 3.5;
        run_session(player, {{"genmove black", "= D3\n\n"}});
        CHECK(player.board.at(stonelab::test::point_at(player.board.geometry(), "B3")) ==
              Color::Empty); // captured
    }
}

TEST_CASE("task 4: genmove resigns a lost game, and the clock limits the search",
          "[lesson12][task_4]")
{
    // With komi 100 no 5x5 game can be won: every simulation loses, and the player resigns
    // whenever the root has had at least 51 of them. The search allows 60 at most; on the
    // timed clock, (seconds / moves to come) * 300 a second, 12 moves to come on 5x5.
    GtpPlayer player = small_player();
    run_session(player, {{"boardsize 5", "= \n\n"},
                         {"komi 100", "= \n\n"},
                         {"genmove b", "= resign\n\n"}}); // untimed: 60 simulations
    CHECK(player.board.moves().empty());                  // resigning plays nothing
    run_session(player, {{"time_settings 10 0 0", "= \n\n"},
                         {"time_left b 6 0", "= \n\n"}, // 6 / 12 * 300 = 150, cut to 60
                         {"genmove b", "= resign\n\n"},
                         {"time_left b 1 5", "= \n\n"}, // byo-yomi: 1 / 5 * 300 = 60
                         {"genmove b", "= resign\n\n"},
                         {"time_settings 0 10 0", "= \n\n"}, // GTP's "no time limit"
                         {"genmove b", "= resign\n\n"},
                         {"time_settings 10 0 0", "= \n\n"},
                         {"time_left b 1 0", "= \n\n"}}); // 1 / 12 * 300 = 25 simulations
    CHECK(player.black_seconds == 1);
    CHECK(player.black_stones == 0);
    // 25 simulations are too few to resign: a move is played.
    const std::string answer = gtp_answer(player, "genmove b");
    CHECK(answer != "= resign\n\n");
    CHECK(answer != "= pass\n\n");
    CHECK(player.board.moves().size() == 1);
    run_session(player,
                {{"time_left w 30 0", "= \n\n"}, {"time_left b -1 0", "? syntax error\n\n"}});
    CHECK(player.white_seconds == 30);
}

TEST_CASE("task 4: final_status_list dead and final_score on a stone that cannot live",
          "[lesson12][task_4]")
{
    // Black's two walls have three eyes each; White's C3 between them can never live, and
    // every playout ends with the whole board Black's.
    GtpPlayer player = small_player();
    player.board = parse_diagram(data::kDeadStone);
    player.komi = 0.5;
    run_session(player, {{"final_status_list dead", "= C3\n\n"},
                         {"final_score", "= B+24.5\n\n"}, // C3 removed: 25 points - 0.5
                         {"final_status_list alive", "? syntax error\n\n"}});
    player.board = parse_diagram(data::kWalls);
    // Two walls, no stone dead: 10 points each, White wins by the komi.
    run_session(player, {{"final_status_list dead", "= \n\n"}, {"final_score", "= W+0.5\n\n"}});
}
