// `stonelab match` for Gomoku and Renju (arena/): the referee on scripted games
// (gomoku_referee.hpp: a Renju foul, an overline that wins in Freestyle, a full board, a taken
// point), the game a match plays from its players (spec.hpp), and INFO rule's bits. The
// Gomocup brains' failures are tested on the command itself, with fake brains
// (tests/cli/gomocup.cmake).
#include "arena/gomoku_referee.hpp"
#include "arena/spec.hpp"

#include "engine/formats/sgf.hpp"
#include "engine/gomoku/players.hpp"
#include "engine/protocols/gomocup.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <utility>
#include <vector>

using namespace stonelab;
using namespace stonelab::arena;
using Catch::Matchers::Contains;

namespace {

// A player that plays the given Gomocup points X,Y in order.
class ScriptedGomokuPlayer : public GomokuPlayer {
public:
    explicit ScriptedGomokuPlayer(std::vector<std::pair<int, int>> moves) : moves_(std::move(moves))
    {
    }
    Point choose_move(const gomoku::Board& board, gomoku::Rule, Rng&) override
    {
        const auto [x, y] = moves_.at(next_++);
        return gomocup::point_at(board, x, y).value();
    }

private:
    std::vector<std::pair<int, int>> moves_;
    std::size_t next_ = 0;
};

// Black fills the top row but its fourth point, then plays it: six in a row. White plays
// along row 5, every other point, and never makes five.
GomokuRecord overline_game(gomoku::Rule rule)
{
    ScriptedGomokuPlayer black({{0, 0}, {1, 0}, {2, 0}, {4, 0}, {5, 0}, {3, 0}});
    ScriptedGomokuPlayer white({{0, 5}, {2, 5}, {4, 5}, {6, 5}, {8, 5}});
    Rng rng(1);
    return play_gomoku_game(black, white, gomoku::Board(15), rule, rng, gomoku::renju_foul);
}

} // namespace

TEST_CASE("gomoku match: a Black overline is a foul under Renju and loses", "[match]")
{
    const GomokuRecord record = overline_game(gomoku::Rule::Renju);
    CHECK(record.end == GomokuEnd::Foul);
    CHECK(record.winner == Color::White);
    CHECK(record.result == "W+F");
    // Row 0 is the top row, GTP's 15 on the 15x15 board; column 3 is D.
    CHECK(record.reason == "Black plays a foul at 3,0 (D15), a move Renju forbids Black");
    CHECK(record.board.stone_count() == 11); // the foul stone is kept in the record
}

TEST_CASE("gomoku match: the same overline wins in Freestyle", "[match]")
{
    const GomokuRecord record = overline_game(gomoku::Rule::Freestyle);
    CHECK(record.end == GomokuEnd::Five);
    CHECK(record.result == "B+");
    CHECK(record.reason == "Black makes five or more in a row at 3,0 (D15)");
}

TEST_CASE("gomoku match: a full board with no five is a draw", "[match]")
{
    // The 5x5 checkerboard (Black where x + y is even: 13 points, White 12) has a Black
    // diagonal and anti-diagonal; Black's 0,0 and 4,0 trade places with White's 1,0 and 4,1.
    // Every row, column and diagonal then holds both colours, so no five is ever made.
    std::vector<std::pair<int, int>> black_points, white_points;
    for (int y = 0; y < 5; ++y)
        for (int x = 0; x < 5; ++x) {
            bool black = (x + y) % 2 == 0;
            if ((x == 0 && y == 0) || (x == 4 && y == 0)) black = false;
            if ((x == 1 && y == 0) || (x == 4 && y == 1)) black = true;
            (black ? black_points : white_points).emplace_back(x, y);
        }
    REQUIRE(black_points.size() == 13);
    ScriptedGomokuPlayer black(black_points), white(white_points);
    Rng rng(1);
    const GomokuRecord record = play_gomoku_game(black, white, gomoku::Board(5),
                                                 gomoku::Rule::Freestyle, rng, gomoku::renju_foul);
    CHECK(record.end == GomokuEnd::FullBoard);
    CHECK(record.winner == Color::Empty);
    CHECK(record.result == "0");
    CHECK(record.board.is_full());
}

TEST_CASE("gomoku match: a taken point forfeits the game", "[match]")
{
    ScriptedGomokuPlayer black({{2, 2}, {0, 0}});
    ScriptedGomokuPlayer white({{2, 2}});
    Rng rng(1);
    const GomokuRecord record = play_gomoku_game(black, white, gomoku::Board(9),
                                                 gomoku::Rule::Freestyle, rng, gomoku::renju_foul);
    CHECK(record.end == GomokuEnd::Forfeit);
    CHECK(record.result == "B+F");
    CHECK(record.reason == "White forfeits: played 2,2 (C7), which is taken");
}

TEST_CASE("gomoku match: the game comes from the players or --game", "[match]")
{
    const PlayerSpec random = parse_player_spec("gomoku:random");
    const PlayerSpec renju = parse_player_spec("renju:greedy");
    const PlayerSpec brain = parse_player_spec("gomocup:/bin/pbrain-x --fast");
    CHECK(brain.name() == "gomocup:pbrain-x");
    CHECK(brain.command == std::vector<std::string>{"/bin/pbrain-x", "--fast"});
    CHECK(match_game(random, brain, std::nullopt) == GameKind::Gomoku);
    CHECK(match_game(brain, renju, std::nullopt) == GameKind::Renju);
    CHECK(match_game(brain, brain, std::nullopt) == GameKind::Gomoku);
    CHECK(match_game(brain, brain, GameKind::Renju) == GameKind::Renju);
    CHECK_THROWS_WITH(match_game(random, renju, std::nullopt),
                      "'renju:greedy' plays renju, not gomoku");
    CHECK_THROWS_WITH(match_game(parse_player_spec("random"), random, std::nullopt),
                      "'gomoku:random' plays gomoku, not go");
    CHECK_THROWS_WITH(parse_player_spec("gomoku:nobody"),
                      Contains("the built-in Gomoku players are random, greedy"));
}

TEST_CASE("gomocup: INFO rule's bits give the rule", "[match]")
{
    using gomoku::Rule;
    CHECK(gomocup::rule_from_bits(0).rule == Rule::Freestyle);
    CHECK(gomocup::rule_from_bits(1).rule == Rule::Standard);
    CHECK(gomocup::rule_from_bits(4).rule == Rule::Renju);
    CHECK(gomocup::rule_from_bits(5).rule == Rule::Renju);
    CHECK(gomocup::rule_from_bits(1).unsupported.empty());
    CHECK(gomocup::rule_from_bits(3).unsupported == "continuous games");
    CHECK(gomocup::rule_from_bits(9).unsupported == "Caro");
    for (Rule rule : {Rule::Freestyle, Rule::Standard, Rule::Renju})
        CHECK(gomocup::rule_from_bits(gomocup::rule_bits(rule)).rule == rule);
}

TEST_CASE("gomoku players: greedy wins at once, but never by a foul as Black under Renju",
          "[match]")
{
    // Black has the top row but 3,0, where a stone makes six. White's last stone is 3,1, whose
    // neighbours are all taken but 3,0 (up), which the neighbour rule would pick.
    gomoku::Board board(15);
    const auto at = [&](int x, int y) { return gomocup::point_at(board, x, y).value(); };
    for (auto [x, y] : {std::pair{0, 0}, {1, 0}, {2, 0}, {4, 0}, {5, 0}, {10, 10}})
        board.place(at(x, y), Color::Black);
    for (auto [x, y] : {std::pair{4, 1}, {4, 2}, {3, 2}, {2, 2}, {2, 1}, {3, 1}})
        board.place(at(x, y), Color::White);
    REQUIRE(board.to_move() == Color::Black);
    REQUIRE(gomoku::renju_foul(board, at(3, 0)));
    Rng rng(1);
    // Freestyle: six in a row wins, and winning comes first.
    CHECK(gomoku::greedy_gomoku_move(board, gomoku::Rule::Freestyle, rng) == at(3, 0));
    // Renju: the overline is a foul; any other empty point will do.
    const Point move = gomoku::greedy_gomoku_move(board, gomoku::Rule::Renju, rng);
    CHECK(move != at(3, 0));
    CHECK(board.is_empty(move));
}
