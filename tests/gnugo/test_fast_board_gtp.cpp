// The agreement tests' fast-board engine (fast_board_gtp.hpp): the whole GTP session of the
// engine's tests gives the same answers with the fast board's commands in place, and the fast
// board plays by simple ko only.
#include "tests/gnugo/fast_board_gtp.hpp"

#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>

using namespace stonelab;

namespace {

std::string read_text(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    REQUIRE(in);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

} // namespace

TEST_CASE("fast-board engine: the whole session gives the same answers", "[gnugo]")
{
    // is_legal, list_stones and captures now come from the fast board, kept in step through
    // play, genmove, undo and loadsgf; countlib and findlib also check its atari.
    const std::string data = STONELAB_GTP_TEST_DATA;
    std::istringstream in(read_text(data + "/session.gtp"));
    std::ostringstream out;
    GtpEngine engine;
    agreement::use_fast_board(engine);
    StreamGtpInput input(in);
    run_gtp(input, out, engine);
    CHECK(out.str() == read_text(data + "/session.expected"));
}

TEST_CASE("fast-board engine: simple ko only", "[gnugo]")
{
    GtpEngine engine(GtpOptions{.ko = KoRule::PositionalSuperko});
    CHECK_THROWS_AS(agreement::use_fast_board(engine), std::invalid_argument);
}

TEST_CASE("fast-board engine: an atari the fast board does not see is an error", "[gnugo]")
{
    // The check itself: after a move the fast board is not told of, it disagrees with Board.
    GtpEngine engine(GtpOptions{.board_size = 5});
    agreement::use_fast_board(engine);
    REQUIRE(engine.handle_line("play b c3") == "= \n\n");
    REQUIRE(engine.handle_line("play w c4") == "= \n\n");
    REQUIRE(engine.handle_line("countlib c4") == "= 3\n\n");
    engine.watch_game(nullptr); // the fast board stops following the game
    REQUIRE(engine.handle_line("play b b4") == "= \n\n");
    REQUIRE(engine.handle_line("play b d4") == "= \n\n");
    CHECK(engine.handle_line("countlib c4") ==
          "? the fast board disagrees: the string at C4 is not in atari on it\n\n");
    CHECK(engine.handle_line("list_stones black") == "= C3\n\n"); // the fast board's view
}
