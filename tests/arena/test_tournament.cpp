// `stonelab tournament`'s pieces (arena/): the configuration file, good and bad (every
// message), and its help against the table of its keys (tournament_config.hpp); the
// crosstable's arithmetic, ranking, text and CSV on a set of results made by hand, their points
// and Sonneborn-Berger scores worked out below (crosstable.hpp). Whole tournaments are played
// by the command itself (tournament.cmake).
#include "arena/tournament.hpp"

#include "common/files.hpp"

#include <catch2/catch.hpp>

#include <fstream>
#include <stdexcept>
#include <string>
#include <vector>

using namespace stonelab;
using namespace stonelab::arena;

namespace {

std::string config_refusal(const std::string& text)
{
    try {
        parse_tournament_config(text, "t.txt");
    } catch (const TournamentConfigError& e) {
        return e.what();
    }
    return "accepted";
}

const std::string kTwoPlayers = "player a random\nplayer b eval\n";

} // namespace

TEST_CASE("tournament: a configuration is read, with its defaults", "[tournament]")
{
    const TournamentConfig defaults = parse_tournament_config(kTwoPlayers, "t.txt");
    CHECK(defaults.size == 9);
    CHECK(defaults.komi == 7);
    CHECK(defaults.games == 2);
    CHECK(defaults.seconds == 60);
    CHECK(defaults.max_moves == 0);
    CHECK(defaults.seed == 1);
    CHECK_FALSE(defaults.sgf_dir);
    CHECK_FALSE(defaults.csv_file);

    const TournamentConfig config =
        parse_tournament_config("# a mini tournament\r\n"
                                "\n"
                                "  size 5  \r\n"
                                "komi\t-2.5\n"
                                "games 3\n"
                                "seconds 0.5\n"
                                "max-moves 40\n"
                                "seed 18446744073709551615\n"
                                "sgf my games\n"
                                "csv out/table.csv\n"
                                "   # players\n"
                                "player rnd random\n"
                                "player Mc_1.0+x mc:10\n"
                                "player gnugo gtp:/usr/games/gnugo --mode gtp   --level 1 " +
                                    std::string(900, 'x') + "\n",
                                "t.txt");
    CHECK(config.size == 5);
    CHECK(config.komi == -2.5);
    CHECK(config.games == 3);
    CHECK(config.seconds == 0.5);
    CHECK(config.max_moves == 40);
    CHECK(config.seed == 18446744073709551615ull);
    CHECK(config.sgf_dir == std::filesystem::path("my games"));
    CHECK(config.csv_file == std::filesystem::path("out/table.csv"));
    REQUIRE(config.players.size() == 3);
    CHECK(config.players[0].name == "rnd");
    CHECK(config.players[0].spec.go.kind == GoPlayerKind::Random);
    CHECK(config.players[1].name == "Mc_1.0+x");
    CHECK(config.players[1].spec.go.playouts == 10);
    CHECK(config.players[2].name == "gnugo");
    CHECK(config.players[2].spec.kind == PlayerKind::Gtp);
    CHECK(config.players[2].spec.command == std::vector<std::string>{"/usr/games/gnugo", "--mode",
                                                                     "gtp", "--level", "1",
                                                                     std::string(900, 'x')});
    CHECK(config.pairings() == 3);
    CHECK(config.total_games() == 9);
}

TEST_CASE("tournament: bad configurations are refused with the line and the limit", "[tournament]")
{
    CHECK(config_refusal("player a random\ncolour black\n") ==
          "t.txt line 2: unknown key 'colour': the keys are size, komi, games, seconds, "
          "max-moves, seed, sgf, csv and player");
    CHECK(config_refusal("size 9\n" + kTwoPlayers + "size 5\n") ==
          "t.txt line 4: size is given twice (first on line 1)");
    CHECK(config_refusal("size\n") == "t.txt line 1: size needs a value");
    CHECK(config_refusal("size 20\n") ==
          "t.txt line 1: size must be a whole number from 1 to 19, not '20'");
    CHECK(config_refusal("size 0\n") ==
          "t.txt line 1: size must be a whole number from 1 to 19, not '0'");
    CHECK(config_refusal("size 9x9\n") ==
          "t.txt line 1: size must be a whole number from 1 to 19, not '9x9'");
    CHECK(config_refusal("games 1001\n") ==
          "t.txt line 1: games must be a whole number from 1 to 1000, not '1001'");
    CHECK(config_refusal("max-moves 0\n") ==
          "t.txt line 1: max-moves must be a whole number from 1 to 100000, not '0'");
    CHECK(config_refusal("komi nan\n") ==
          "t.txt line 1: komi must be a number from -1000 to 1000, not 'nan'");
    CHECK(config_refusal("komi 1001\n") ==
          "t.txt line 1: komi must be a number from -1000 to 1000, not '1001'");
    CHECK(config_refusal("seconds 0\n") ==
          "t.txt line 1: seconds must be a number from 0.01 to 3600, not '0'");
    CHECK(config_refusal("seed -1\n") ==
          "t.txt line 1: seed must be a whole number from 0 to 2^64-1, not '-1'");
    CHECK(config_refusal("seed 18446744073709551616\n") ==
          "t.txt line 1: seed must be a whole number from 0 to 2^64-1, not '18446744073709551616'");
    CHECK(config_refusal("sgf\n") == "t.txt line 1: sgf needs a value");

    CHECK(config_refusal("player a random\nplayer a eval\n") ==
          "t.txt line 2: two players are called 'a' (the first on line 1)");
    CHECK(config_refusal("player a\n") ==
          "t.txt line 1: a player line is `player NAME SPEC`, e.g. `player mc mc:100`");
    CHECK(config_refusal("player a/b random\n") ==
          "t.txt line 1: bad player name 'a/b': a name is 1 to 20 letters, digits, '.', '_', "
          "'-' or '+'");
    CHECK(config_refusal("player abcdefghijklmnopqrstu random\n") ==
          "t.txt line 1: bad player name 'abcdefghijklmnopqrstu': a name is 1 to 20 letters, "
          "digits, '.', '_', '-' or '+'");
    CHECK(config_refusal("player a mc:0\n") ==
          "t.txt line 1: player a: bad player 'mc:0': N must be a whole number of playouts "
          "from 1 to 10000000, not '0'");
    // The reason is parse_player_spec's own (its test checks it); the tournament adds where.
    std::string unknown;
    try {
        parse_player_spec("gnugo");
    } catch (const std::invalid_argument& e) {
        unknown = e.what();
    }
    REQUIRE(unknown.rfind("unknown player 'gnugo': the players are random, ", 0) == 0);
    CHECK(config_refusal("player a gnugo\n") == "t.txt line 1: player a: " + unknown);
    // A spec is at most 64 bytes, quoted in the message cut to 40.
    CHECK(config_refusal("player a mc:" + std::string(62, '1') + "\n") ==
          "t.txt line 1: player a: the spec 'mc:" + std::string(37, '1') +
              "...' is 65 bytes long; the most is 64 (a gtp: command line may fill the line)");
    CHECK(config_refusal("player a uct:" + std::string(59, '9') + "s\n") ==
          "t.txt line 1: player a: bad player 'uct:" + std::string(59, '9') +
              "s': T must be a number of seconds from 0.01 to 3600, not '" + std::string(59, '9') +
              "'");
    CHECK(config_refusal("player a renju:greedy\n") ==
          "t.txt line 1: player a: 'renju:greedy' plays renju; a tournament plays go");
    CHECK(config_refusal("player a gomocup:/bin/brain\n") ==
          "t.txt line 1: player a: 'gomocup:/bin/brain' plays gomoku and renju; a tournament "
          "plays go");

    CHECK(config_refusal("") ==
          "t.txt: a tournament needs at least 2 players (lines `player NAME SPEC`), this one "
          "has 0");
    CHECK(config_refusal("player a random\n") ==
          "t.txt: a tournament needs at least 2 players (lines `player NAME SPEC`), this one "
          "has 1");
    std::string many;
    for (int i = 1; i <= 33; ++i) many += "player p" + std::to_string(i) + " random\n";
    CHECK(config_refusal(many) == "t.txt line 33: a tournament has at most 32 players");
    many.resize(many.rfind("player p33"));
    CHECK(config_refusal("games 1000\n" + many) ==
          "t.txt: 496 pairings of 1000 games make 496000 games; the most is 100000");
    CHECK(config_refusal("games 202\n" + many) ==
          "t.txt: 496 pairings of 202 games make 100192 games; the most is 100000");
    CHECK(config_refusal("games 201\n" + many) == "accepted"); // 99696 games

    CHECK(config_refusal(kTwoPlayers + "# " + std::string(999, 'x') + "\n") ==
          "t.txt line 3: the line is 1001 bytes long; the most is 1000");
    CHECK(config_refusal(kTwoPlayers + "# " + std::string(999, 'x') + "\r\n") ==
          "t.txt line 3: the line is 1001 bytes long; the most is 1000");
    CHECK(config_refusal(kTwoPlayers + "# " + std::string(998, 'x') + "\r\n") == "accepted");
    CHECK(config_refusal(std::string("size 9\0\n", 8) + kTwoPlayers) ==
          "t.txt line 1: a control character (byte 0x00) is not text");
    CHECK(config_refusal("size 9\rkomi 7\n") ==
          "t.txt line 1: a control character (byte 0x0d) is not text");
    CHECK(config_refusal("komi " + std::string(100, '7') + "x\n") ==
          "t.txt line 1: komi must be a number from -1000 to 1000, not "
          "'7777777777777777777777777777777777777777...'");
}

TEST_CASE("tournament: a byte-order mark before the first key is not part of it", "[tournament]")
{
    const TournamentConfig config =
        parse_tournament_config("\xEF\xBB\xBF" + kTwoPlayers + "size 5\n", "t.txt");
    CHECK(config.players.size() == 2);
    CHECK(config.size == 5);
    // Only at the start of the file: anywhere else the bytes are part of a word.
    CHECK(config_refusal(kTwoPlayers + "\xEF\xBB\xBFsize 5\n") ==
          "t.txt line 3: unknown key '\xEF\xBB\xBFsize': the keys are size, komi, games, "
          "seconds, max-moves, seed, sgf, csv and player");
}

TEST_CASE("tournament: the file is read with its limit, its paths from its folder", "[tournament]")
{
    const TemporaryFolder folder("tournament-test");
    const auto path = folder.path() / "t.txt";
    {
        std::ofstream file(path);
        file << kTwoPlayers << "sgf games\ncsv /tmp/table.csv\n";
    }
    const TournamentConfig config = read_tournament_config(path);
    CHECK(config.sgf_dir == folder.path() / "games");
    CHECK(config.csv_file == std::filesystem::path("/tmp/table.csv"));

    {
        std::ofstream file(path);
        file << kTwoPlayers << std::string(kMaxConfigBytes, '\n');
    }
    CHECK_THROWS_WITH(read_tournament_config(path),
                      "'" + path.string() +
                          "' is larger than 64 KiB, the most stonelab reads as a tournament "
                          "configuration");
    CHECK_THROWS_WITH(read_tournament_config(folder.path() / "none.txt"),
                      Catch::Contains("cannot read"));
}

namespace {

// `text` with every run of spaces and line ends as one space: the help's lines are wrapped.
std::string one_line(const std::string& text)
{
    std::string line;
    for (char ch : text) {
        const bool blank = ch == ' ' || ch == '\n';
        if (!blank)
            line += ch;
        else if (!line.empty() && line.back() != ' ')
            line += ' ';
    }
    return line;
}

} // namespace

TEST_CASE("tournament: the help lists every key of the table, with its range and default",
          "[tournament]")
{
    const std::string help = one_line(tournament_config_help());
    for (const ConfigKey& key : tournament_config_keys()) {
        INFO("key " << key.name);
        CHECK_THAT(help, Catch::Contains(" " + key.name + " " + key.value + " " + key.help));
        // The reader knows the key: given twice or without a value, it says so by name.
        if (key.name != "player")
            CHECK(config_refusal(key.name + "\n") ==
                  "t.txt line 1: " + key.name + " needs a value");
    }
    // The ranges and defaults, derived from the table and the configuration's own values.
    for (const char* words :
         {"size N the board (1 to 19, default 9)",
          "komi K White's compensation (-1000 to 1000, default 7)", "(1 to 1000, default 2)",
          "(0.01 to 3600, default 60)",
          "max-moves M the move cap, after which a game is scored as it stands (1 to 100000, "
          "default 3 per point)",
          "seed S game k is seeded from S and k, whatever -j is (0 to 2^64-1, default 1)",
          "DIR/game-NNN-BLACK-WHITE.sgf (default no records)",
          "csv FILE write the crosstable as CSV (default none)", "(2 to 32 players)",
          "at most 64 KiB, 1000 bytes a line, a spec at most 64 bytes unless it is a command "
          "line, 100000 games in all"})
        CHECK_THAT(help, Catch::Contains(words));
}

namespace {

// Four players, two games a pairing (indices A 0, B 1, C 2, D 3):
//   A-B: A wins both          A-C: one win each       A-D: two draws
//   B-C: B wins both          B-D: one win each       C-D: C wins one, one draw
// Points: A 2+1+1 = 4, B 0+2+1 = 3, C 1+0+1.5 = 2.5, D 1+1+0.5 = 2.5 (12 games, 12 points).
// Sonneborn-Berger (points against each opponent times that opponent's total):
//   A 2*3 + 1*2.5 + 1*2.5 = 11           B 0*4 + 2*2.5 + 1*2.5 = 7.5
//   C 1*4 + 0*3 + 1.5*2.5 = 7.75         D 1*4 + 1*3 + 0.5*2.5 = 8.25
// so D ranks above C, though C is listed first: A, B, D, C.
std::vector<TournamentGame> hand_made_results()
{
    constexpr Color B = Color::Black, W = Color::White, E = Color::Empty;
    return {{0, 1, B}, {1, 0, W}, {0, 2, B}, {2, 0, B}, {0, 3, E}, {3, 0, E},
            {1, 2, B}, {2, 1, W}, {1, 3, B}, {3, 1, B}, {2, 3, B}, {3, 2, E}};
}

} // namespace

TEST_CASE("tournament: the crosstable counts a win 1, a draw 1/2, and ranks by points, then "
          "Sonneborn-Berger",
          "[tournament]")
{
    const Crosstable table({"A", "B", "C", "D"}, hand_made_results());
    CHECK(table.against(0, 1) == Tally{2, 0, 0});
    CHECK(table.against(1, 0) == Tally{0, 0, 2});
    CHECK(table.against(0, 3) == Tally{0, 2, 0});
    CHECK(table.against(3, 2) == Tally{0, 1, 1});
    CHECK(table.against(2, 2) == Tally{0, 0, 0});
    CHECK(table.total(0) == Tally{3, 2, 1});
    CHECK(table.total(1) == Tally{3, 0, 3});
    CHECK(table.total(2) == Tally{2, 1, 3});
    CHECK(table.total(3) == Tally{1, 3, 2});
    CHECK(table.total(0).half_points() == 8);
    CHECK(table.total(2).half_points() == 5);
    CHECK(table.sonneborn_berger_quarters(0) == 44);
    CHECK(table.sonneborn_berger_quarters(1) == 30);
    CHECK(table.sonneborn_berger_quarters(2) == 31);
    CHECK(table.sonneborn_berger_quarters(3) == 33);
    CHECK(table.ranking() == std::vector<int>{0, 1, 3, 2});

    // Equal in everything: the configuration's order.
    const Crosstable even({"zed", "amy"}, {{0, 1, Color::Black}, {1, 0, Color::Black}});
    CHECK(even.ranking() == std::vector<int>{0, 1});
    const Crosstable draws({"zed", "amy", "bob"}, {{0, 1, Color::Empty}, {2, 0, Color::Black}});
    CHECK(draws.ranking() == std::vector<int>{2, 0, 1});
}

TEST_CASE("tournament: numbers of half and quarter points", "[tournament]")
{
    CHECK(fraction_text(0, 2) == "0");
    CHECK(fraction_text(5, 2) == "2.5");
    CHECK(fraction_text(8, 2) == "4");
    CHECK(fraction_text(31, 4) == "7.75");
    CHECK(fraction_text(33, 4) == "8.25");
    CHECK(fraction_text(30, 4) == "7.5");
    CHECK(fraction_text(44, 4) == "11");
}

TEST_CASE("tournament: the crosstable as text and as CSV", "[tournament]")
{
    const Crosstable table({"A", "B", "C", "D"}, hand_made_results());
    CHECK(crosstable_text(table) ==
          "#  player  1        2        3          4          games  wins  draws  losses  "
          "points  SB\n"
          "1  A       x        2-0-0 2  0-2-0 1    1-0-1 1    6      3     2      1       4  "
          "     11\n"
          "2  B       0-0-2 0  x        1-0-1 1    2-0-0 2    6      3     0      3       3  "
          "     7.5\n"
          "3  D       0-2-0 1  1-0-1 1  x          0-1-1 0.5  6      1     3      2       2.5"
          "     8.25\n"
          "4  C       1-0-1 1  0-0-2 0  1-1-0 1.5  x          6      2     1      3       2.5"
          "     7.75\n"
          "Column k: wins-draws-losses and points against the player ranked k. A win is 1 "
          "point, a draw 1/2, a loss 0; SB: Sonneborn-Berger, the tie-break.\n");
    CHECK(crosstable_csv(table) == "rank,player,opponent,games,wins,draws,losses,points,"
                                   "sonneborn_berger\n"
                                   "1,A,,6,3,2,1,4,11\n"
                                   "1,A,B,2,2,0,0,2,\n"
                                   "1,A,D,2,0,2,0,1,\n"
                                   "1,A,C,2,1,0,1,1,\n"
                                   "2,B,,6,3,0,3,3,7.5\n"
                                   "2,B,A,2,0,0,2,0,\n"
                                   "2,B,D,2,1,0,1,1,\n"
                                   "2,B,C,2,2,0,0,2,\n"
                                   "3,D,,6,1,3,2,2.5,8.25\n"
                                   "3,D,A,2,0,2,0,1,\n"
                                   "3,D,B,2,1,0,1,1,\n"
                                   "3,D,C,2,0,1,1,0.5,\n"
                                   "4,C,,6,2,1,3,2.5,7.75\n"
                                   "4,C,A,2,1,0,1,1,\n"
                                   "4,C,B,2,0,0,2,0,\n"
                                   "4,C,D,2,1,1,0,1.5,\n");
}
