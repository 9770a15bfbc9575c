// The GTP engine: framing and ids, preprocessing, every command's answers and errors, errors
// that change nothing, undo, genmove, superko, loadsgf/printsgf, and a whole session
// (tests/engine/data/gtp/session.gtp) whose answers were written by hand and checked
// against GNU Go.
#include "capstone_positions.hpp"
#include "engine/formats/diagram.hpp"
#include "engine/formats/sgf.hpp"
#include "engine/go/player.hpp"
#include "engine/protocols/gtp.hpp"
#include "support.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <map>
#include <memory>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <unistd.h>

using namespace stonelab;

using stonelab::test::read_text;

namespace {

const std::string kData = STONELAB_TEST_DATA "/gtp/";

// A file system in memory: loadsgf and printsgf FILE never touch the disk in these tests
// (except where a test says so).
struct MemoryFiles {
    std::map<std::string, std::string> files;

    GtpFileAccess access()
    {
        GtpFileAccess access;
        access.read = [this](const std::string& path) -> std::optional<std::string> {
            const auto it = files.find(path);
            if (it == files.end()) return std::nullopt;
            return it->second;
        };
        access.write = [this](const std::string& path, const std::string& text) {
            if (path.rfind("readonly/", 0) == 0) return false;
            files[path] = text;
            return true;
        };
        return access;
    }
};

GtpOptions options_with(MemoryFiles& files, int size = 19)
{
    GtpOptions options;
    options.board_size = size;
    options.files = files.access();
    return options;
}

// Expected answers.
std::string ok(const std::string& text = "") { return "= " + text + "\n\n"; }
std::string error(const std::string& message) { return "? " + message + "\n\n"; }

// Everything GTP can see of the game, to check that an error changed nothing.
std::string state(GtpEngine& engine)
{
    return engine.handle_line("printsgf") + engine.handle_line("list_stones black") +
           engine.handle_line("list_stones white") + engine.handle_line("captures black") +
           engine.handle_line("captures white") + engine.handle_line("final_score");
}

void play_all(GtpEngine& engine, std::initializer_list<const char*> lines)
{
    for (const char* line : lines) {
        INFO(line);
        REQUIRE(engine.handle_line(line) == ok());
    }
}

} // namespace

TEST_CASE("gtp: answers are framed with = or ?, the id, and an empty line", "[gtp]")
{
    GtpEngine engine;
    CHECK(engine.handle_line("protocol_version") == ok("2"));
    CHECK(engine.handle_line("12 protocol_version") == "=12 2\n\n");
    CHECK(engine.handle_line("name") == ok("Stonelab"));
    CHECK(engine.handle_line("3 version") == "=3 0.1.0\n\n");
    CHECK(engine.handle_line("7 frobnicate") == "?7 unknown command\n\n");
    CHECK(engine.handle_line("frobnicate") == error("unknown command"));
    // Command names are case-sensitive (as in GNU Go); only colours and vertices are not.
    CHECK(engine.handle_line("NAME") == error("unknown command"));
    // An id alone is a command without a name.
    CHECK(engine.handle_line("42") == "?42 missing command\n\n");
    // An id is digits only, echoed as given; anything else is taken as the command name.
    CHECK(engine.handle_line("007 name") == "=007 Stonelab\n\n");
    CHECK(engine.handle_line("-1 name") == error("unknown command"));
    CHECK(engine.handle_line("1x name") == error("unknown command"));
    CHECK(engine.handle_line("123456789012345678901234567890 name") ==
          "=123456789012345678901234567890 Stonelab\n\n");
}

TEST_CASE("gtp: an answer never contains the empty line that ends it", "[gtp]")
{
    CHECK(gtp_response(true, "", "") == "= \n\n");
    CHECK(gtp_response(false, "12", "illegal move") == "?12 illegal move\n\n");
    CHECK(gtp_response(true, "", "\nrow 1\nrow 2\n") == "= \nrow 1\nrow 2\n\n");
    CHECK(gtp_response(true, "3", "a\n\nb\r\n\n\nc\n\n") == "=3 a\nb\nc\n\n");
}

TEST_CASE("gtp: preprocessing removes comments, control characters and blank lines", "[gtp]")
{
    GtpEngine engine;
    CHECK(engine.handle_line("") == "");
    CHECK(engine.handle_line("   ") == "");
    CHECK(engine.handle_line("# just a comment") == "");
    CHECK(engine.handle_line("\t \r") == "");
    CHECK(engine.handle_line("name # the engine's name") == ok("Stonelab"));
    CHECK(engine.handle_line("name\r") == ok("Stonelab"));
    CHECK(engine.handle_line("name\n") == ok("Stonelab"));
    CHECK(engine.handle_line("\t5\tname\t") == "=5 Stonelab\n\n");
    CHECK(engine.handle_line(std::string("na\x01m\x7f"
                                         "e")) == ok("Stonelab"));
    CHECK(engine.handle_line(std::string("na\0me", 5)) == ok("Stonelab"));
    // The comment starts at '#' even inside a word.
    CHECK(engine.handle_line("name#protocol_version") == ok("Stonelab"));
}

TEST_CASE("gtp: known_command and list_commands", "[gtp]")
{
    GtpEngine engine;
    const std::vector<std::string> expected{"protocol_version",
                                            "name",
                                            "version",
                                            "known_command",
                                            "list_commands",
                                            "quit",
                                            "boardsize",
                                            "clear_board",
                                            "komi",
                                            "play",
                                            "genmove",
                                            "undo",
                                            "showboard",
                                            "final_score",
                                            "is_legal",
                                            "countlib",
                                            "findlib",
                                            "list_stones",
                                            "captures",
                                            "loadsgf",
                                            "printsgf",
                                            "time_settings",
                                            "time_left",
                                            "kgs-genmove_cleanup",
                                            "final_status_list",
                                            "lz-analyze",
                                            "kata-analyze",
                                            "lz-genmove_analyze",
                                            "kata-genmove_analyze"};
    std::string list;
    for (const auto& name : expected) {
        CHECK(engine.handle_line("known_command " + name) == ok("true"));
        list += (list.empty() ? "" : "\n") + name;
    }
    CHECK(engine.handle_line("list_commands") == ok(list));
    CHECK(engine.handle_line("known_command frobnicate") == ok("false"));
    CHECK(engine.handle_line("known_command PLAY") == ok("false"));
    CHECK(engine.handle_line("known_command") ==
          error("missing argument (usage: known_command COMMAND)"));
    CHECK(engine.handle_line("known_command play genmove") ==
          error("too many arguments (usage: known_command COMMAND)"));
}

TEST_CASE("gtp: quit answers and stops the loop", "[gtp]")
{
    GtpEngine engine;
    CHECK_FALSE(engine.quit_requested());
    CHECK(engine.handle_line("quit extra") == error("too many arguments (usage: quit)"));
    CHECK_FALSE(engine.quit_requested());
    CHECK(engine.handle_line("9 quit") == "=9 \n\n");
    CHECK(engine.quit_requested());

    std::istringstream in("name\n\n# nothing\nquit\nname\n");
    std::ostringstream out;
    run_gtp(in, out);
    CHECK(out.str() == ok("Stonelab") + ok());
}

TEST_CASE("gtp: run_gtp answers every line until the end of the input", "[gtp]")
{
    std::istringstream in("1 name\r\n2 boardsize 3\nplay b b2\nlist_stones black");
    std::ostringstream out;
    run_gtp(in, out);
    CHECK(out.str() == "=1 Stonelab\n\n=2 \n\n" + ok() + ok("B2"));
}

TEST_CASE("gtp: a line longer than the limit is refused, the rest of it dropped, and the loop "
          "goes on",
          "[gtp]")
{
    // The longest line read whole, then one byte more (with an id): refused at once with the
    // id, the rest of it dropped, and the next line answered.
    const std::string longest = "name" + std::string(kMaxGtpLineBytes - 4, ' ');
    const std::string refused =
        "a line longer than 65536 bytes, the most a GTP command may have: ignored\n\n";
    std::istringstream in(longest + "\n7 play " + std::string(kMaxGtpLineBytes, 'x') +
                          "\n8 name\n" + std::string(3 * kMaxGtpLineBytes, 'y') + "\nname");
    std::ostringstream out;
    run_gtp(in, out);
    CHECK(out.str() ==
          ok("Stonelab") + "?7 " + refused + "=8 Stonelab\n\n" + "? " + refused + ok("Stonelab"));
    // A line that never ends: refused, and then the end of the input.
    std::istringstream endless(std::string(2 * kMaxGtpLineBytes, 'z'));
    std::ostringstream answer;
    run_gtp(endless, answer);
    CHECK(answer.str() == "? " + refused);
}

TEST_CASE("gtp: a file descriptor's input, read line by line, says when more has come", "[gtp]")
{
    int ends[2];
    REQUIRE(::pipe(ends) == 0);
    FdGtpInput input(ends[0]);
    CHECK_FALSE(input.input_waiting()); // nothing written yet: poll() does not wait
    const std::string text = "name\n12 lz-analyze";
    REQUIRE(::write(ends[1], text.data(), text.size()) == static_cast<ssize_t>(text.size()));
    CHECK(input.input_waiting());
    std::string line;
    CHECK(input.read_line(line) == GtpInput::Line::Read);
    CHECK(line == "name");
    CHECK(input.input_waiting()); // the rest is in the buffer
    REQUIRE(::write(ends[1], " 10\n", 4) == 4);
    CHECK(input.read_line(line) == GtpInput::Line::Read);
    CHECK(line == "12 lz-analyze 10");
    CHECK_FALSE(input.input_waiting());
    ::close(ends[1]);
    CHECK(input.input_waiting()); // the end has come
    CHECK(input.read_line(line) == GtpInput::Line::End);
    ::close(ends[0]);
}

TEST_CASE("gtp: boardsize and clear_board", "[gtp]")
{
    MemoryFiles files;
    GtpEngine engine(options_with(files));
    CHECK(engine.game().board().width() == 19);
    CHECK(engine.handle_line("play b T19") == ok());

    const std::string before = state(engine);
    for (const char* bad : {"boardsize 20", "boardsize 25", "boardsize 0", "boardsize -1",
                            "boardsize 99999999999999999999"}) {
        INFO(bad);
        CHECK(engine.handle_line(bad) == error("unacceptable size"));
    }
    for (const char* bad : {"boardsize nine", "boardsize 9.0", "boardsize 9x9", "boardsize -"}) {
        INFO(bad);
        CHECK(engine.handle_line(bad) == error("boardsize not an integer"));
    }
    CHECK(engine.handle_line("boardsize") == error("missing argument (usage: boardsize SIZE)"));
    CHECK(engine.handle_line("boardsize 9 9") ==
          error("too many arguments (usage: boardsize SIZE)"));
    CHECK(state(engine) == before);

    // A new size empties the board; clear_board empties it and keeps the size and komi.
    CHECK(engine.handle_line("komi 0.5") == ok());
    CHECK(engine.handle_line("boardsize 1") == ok());
    CHECK(engine.game().board().width() == 1);
    CHECK(engine.handle_line("boardsize 3") == ok());
    CHECK(engine.handle_line("list_stones black") == ok());
    play_all(engine, {"play b a1", "play w b1", "play w a2"}); // White captures A1
    CHECK(engine.handle_line("captures white") == ok("1"));
    CHECK(engine.handle_line("clear_board") == ok());
    CHECK(engine.handle_line("list_stones white") == ok());
    CHECK(engine.handle_line("captures white") == ok("0"));
    CHECK(engine.handle_line("undo") == error("cannot undo"));
    CHECK(engine.game().board().width() == 3);
    CHECK(engine.handle_line("final_score") == ok("W+0.5"));
    CHECK(engine.handle_line("clear_board now") ==
          error("too many arguments (usage: clear_board)"));
}

TEST_CASE("gtp: komi", "[gtp]")
{
    GtpEngine engine;
    // An empty board is no one's area: the result is the komi.
    CHECK(engine.handle_line("final_score") == ok("W+7.5"));
    CHECK(engine.handle_line("komi 6.5") == ok());
    CHECK(engine.handle_line("final_score") == ok("W+6.5"));
    CHECK(engine.handle_line("komi -3") == ok());
    CHECK(engine.handle_line("final_score") == ok("B+3"));
    CHECK(engine.handle_line("komi 0") == ok());
    CHECK(engine.handle_line("final_score") == ok("0"));
    for (const char* bad : {"komi abc", "komi 6.5.5", "komi 6,5", "komi inf", "komi nan",
                            "komi 1e300", "komi 1001", "komi -", "komi 7.5points"}) {
        INFO(bad);
        CHECK(engine.handle_line(bad) == error("komi not a float"));
    }
    CHECK(engine.handle_line("komi") == error("missing argument (usage: komi KOMI)"));
    CHECK(engine.handle_line("komi 1 2") == error("too many arguments (usage: komi KOMI)"));
    CHECK(engine.handle_line("final_score") == ok("0"));
    CHECK(engine.game().rules().komi == 0);
}

TEST_CASE("gtp: play takes colours and vertices in any case", "[gtp]")
{
    GtpEngine engine(GtpOptions{.board_size = 9});
    play_all(engine, {"play b d4", "play BLACK E5", "play Black a9", "play B j1", "play w D5",
                      "play white c3", "play W H8", "play WHITE pass", "play b PASS"});
    // Raster order: top row first, left to right.
    CHECK(engine.handle_line("list_stones black") == ok("A9 E5 D4 J1"));
    CHECK(engine.handle_line("list_stones WHITE") == ok("H8 D5 C3"));
    CHECK(engine.game().moves().size() == 9);
    CHECK(engine.game().consecutive_passes() == 2);
}

TEST_CASE("gtp: malformed or illegal moves are refused and change nothing", "[gtp]")
{
    MemoryFiles files;
    GtpEngine engine(options_with(files, 9));
    play_all(engine, {"play b d4", "play w e5"});
    const std::string before = state(engine);
    const std::vector<std::pair<std::string, std::string>> cases{
        {"play b d4", "illegal move"}, // occupied
        {"play w D4", "illegal move"}, // occupied, other colour
        {"play red d5", "invalid color or coordinate"},
        {"play bl d5", "invalid color or coordinate"},
        {"play e d5", "invalid color or coordinate"},
        {"play b k5", "invalid color or coordinate"}, // column K is off a 9x9 board
        {"play b d10", "invalid color or coordinate"},
        {"play b d0", "invalid color or coordinate"},
        {"play b i5", "invalid color or coordinate"}, // GTP has no column I
        {"play b d04", "invalid color or coordinate"},
        {"play b d-4", "invalid color or coordinate"},
        {"play b 4d", "invalid color or coordinate"},
        {"play b dd", "invalid color or coordinate"},
        {"play b d99999999999", "invalid color or coordinate"},
        {"play b passe", "invalid color or coordinate"},
        {"play d4 b", "invalid color or coordinate"},
        {"play", "missing argument (usage: play COLOR VERTEX)"},
        {"play b", "missing argument (usage: play COLOR VERTEX)"},
        {"play b d5 e6", "too many arguments (usage: play COLOR VERTEX)"},
        {"play b d5 # but a comment is fine", ""},
    };
    for (const auto& [line, message] : cases) {
        INFO(line);
        if (message.empty()) {
            CHECK(engine.handle_line(line) == ok());
            CHECK(engine.handle_line("undo") == ok());
        } else {
            CHECK(engine.handle_line(line) == error(message));
        }
        CHECK(state(engine) == before);
    }
}

TEST_CASE("gtp: is_legal knows occupied points, suicide, ko and pass", "[gtp]")
{
    GtpEngine engine(GtpOptions{.board_size = 3});
    play_all(engine, {"play w b1", "play w a2"});
    CHECK(engine.handle_line("is_legal b a1") == ok("0")); // suicide: no liberty, no capture
    CHECK(engine.handle_line("is_legal w a1") == ok("1")); // filling one's own eye is legal
    CHECK(engine.handle_line("is_legal b b1") == ok("0")); // occupied
    CHECK(engine.handle_line("is_legal black c3") == ok("1"));
    CHECK(engine.handle_line("is_legal b pass") == ok("1"));
    CHECK(engine.handle_line("is_legal w PASS") == ok("1"));
    CHECK(engine.handle_line("is_legal b d1") == error("invalid color or coordinate"));
    CHECK(engine.handle_line("is_legal x a1") == error("invalid color or coordinate"));
    CHECK(engine.handle_line("is_legal b") ==
          error("missing argument (usage: is_legal COLOR VERTEX)"));
    CHECK(engine.handle_line("is_legal b a1 a1") ==
          error("too many arguments (usage: is_legal COLOR VERTEX)"));
    // Asking never plays.
    CHECK(engine.game().moves().size() == 2);
}

TEST_CASE("gtp: captures counts the stones each colour has taken", "[gtp]")
{
    GtpEngine engine(GtpOptions{.board_size = 3});
    play_all(engine, {"play b a1", "play w b1", "play w a2"}); // White takes A1
    CHECK(engine.handle_line("captures white") == ok("1"));
    CHECK(engine.handle_line("captures black") == ok("0"));
    CHECK(engine.handle_line("captures W") == ok("1"));
    CHECK(engine.handle_line("list_stones black") == ok());
    CHECK(engine.handle_line("captures") == error("missing argument (usage: captures COLOR)"));
    CHECK(engine.handle_line("captures empty") == error("invalid color"));
    CHECK(engine.handle_line("captures black white") ==
          error("too many arguments (usage: captures COLOR)"));
}

TEST_CASE("gtp: countlib and findlib", "[gtp]")
{
    GtpEngine engine(GtpOptions{.board_size = 5});
    play_all(engine, {"play b c3", "play w c4", "play b a1"});
    CHECK(engine.handle_line("countlib c3") == ok("3"));
    CHECK(engine.handle_line("findlib C3") == ok("B3 D3 C2"));
    CHECK(engine.handle_line("countlib C4") == ok("3"));
    CHECK(engine.handle_line("findlib c4") == ok("C5 B4 D4"));
    CHECK(engine.handle_line("countlib a1") == ok("2"));
    CHECK(engine.handle_line("findlib a1") == ok("A2 B1"));
    // A string of two stones: its liberties, each once (GNU Go agrees, in the same order).
    play_all(engine, {"play b d3"});
    CHECK(engine.handle_line("countlib c3") == ok("5"));
    CHECK(engine.handle_line("findlib D3") == ok("D4 B3 E3 C2 D2"));

    for (const char* command : {"countlib", "findlib"}) {
        const std::string name = command;
        CHECK(engine.handle_line(name + " e5") == error("vertex must not be empty"));
        CHECK(engine.handle_line(name + " pass") == error("invalid coordinate"));
        CHECK(engine.handle_line(name + " f1") == error("invalid coordinate"));
        CHECK(engine.handle_line(name + " black") == error("invalid coordinate"));
        CHECK(engine.handle_line(name) == error("missing argument (usage: " + name + " VERTEX)"));
        CHECK(engine.handle_line(name + " c3 c4") ==
              error("too many arguments (usage: " + name + " VERTEX)"));
    }
}

TEST_CASE("gtp: list_stones", "[gtp]")
{
    GtpEngine engine(GtpOptions{.board_size = 5});
    CHECK(engine.handle_line("list_stones black") == ok());
    play_all(engine, {"play b e1", "play b a5", "play w c3", "play b c5"});
    CHECK(engine.handle_line("list_stones black") == ok("A5 C5 E1"));
    CHECK(engine.handle_line("list_stones b") == ok("A5 C5 E1"));
    CHECK(engine.handle_line("list_stones white") == ok("C3"));
    CHECK(engine.handle_line("list_stones empty") == error("invalid color"));
    CHECK(engine.handle_line("list_stones") ==
          error("missing argument (usage: list_stones COLOR)"));
}

TEST_CASE("gtp: undo takes back moves one by one, captures included", "[gtp]")
{
    GtpEngine engine(GtpOptions{.board_size = 3});
    CHECK(engine.handle_line("undo") == error("cannot undo"));
    play_all(engine, {"play b a1", "play w b1", "play w pass", "play w a2"});
    CHECK(engine.handle_line("captures white") == ok("1"));
    CHECK(engine.handle_line("undo") == ok());
    CHECK(engine.handle_line("captures white") == ok("0"));
    CHECK(engine.handle_line("list_stones black") == ok("A1"));
    CHECK(engine.handle_line("list_stones white") == ok("B1"));
    CHECK(engine.handle_line("undo") == ok()); // the pass
    CHECK(engine.game().moves().size() == 2);
    CHECK(engine.handle_line("undo") == ok());
    CHECK(engine.handle_line("undo") == ok());
    CHECK(engine.handle_line("list_stones black") == ok());
    CHECK(engine.handle_line("5 undo") == "?5 cannot undo\n\n");
    CHECK(engine.handle_line("undo 2") == error("too many arguments (usage: undo)"));
}

TEST_CASE("gtp: final_score is Tromp-Taylor area with the komi", "[gtp]")
{
    GtpEngine engine(GtpOptions{.board_size = 5});
    // Black wall on column B, White wall on column D: A is Black's, E is White's, C touches
    // both and is no one's. 10 : 10.
    play_all(engine, {"komi 0.5", "play b b1", "play b b2", "play b b3", "play b b4", "play b b5",
                      "play w d1", "play w d2", "play w d3", "play w d4", "play w d5"});
    CHECK(engine.handle_line("final_score") == ok("W+0.5"));
    CHECK(engine.handle_line("komi 0") == ok());
    CHECK(engine.handle_line("final_score") == ok("0"));
    // A black stone on C3 adds one point for Black (C1-C2 and C4-C5 still touch both).
    play_all(engine, {"play b c3", "komi 0.5"});
    CHECK(engine.handle_line("final_score") == ok("B+0.5"));
    CHECK(engine.handle_line("final_score now") ==
          error("too many arguments (usage: final_score)"));
}

TEST_CASE("gtp: showboard draws the diagram and the prisoners", "[gtp]")
{
    GtpEngine engine(GtpOptions{.board_size = 3});
    play_all(engine, {"play b a1", "play w b1", "play w a2"});
    const std::string expected = "=4 \n" + print_diagram(engine.game().board()) +
                                 "Black (X) has captured 0 stones\n"
                                 "White (O) has captured 1 stone\n"
                                 "Black to move\n\n";
    const std::string answer = engine.handle_line("4 showboard");
    CHECK(answer == expected);
    // Only the end of the answer may be an empty line.
    CHECK(answer.find("\n\n") == answer.size() - 2);
    CHECK(engine.handle_line("showboard x") == error("too many arguments (usage: showboard)"));
}

TEST_CASE("gtp: genmove plays a legal random move that fills no own eye", "[gtp]")
{
    GtpEngine engine(GtpOptions{.board_size = 9, .seed = 7});
    GtpEngine mirror(GtpOptions{.board_size = 9});
    int passes_in_a_row = 0;
    for (int move = 0; move < 1000 && passes_in_a_row < 2; ++move) {
        const std::string color = move % 2 == 0 ? "b" : "w";
        const Board before = engine.game().board();
        const std::string answer = engine.handle_line("genmove " + color);
        REQUIRE(answer.rfind("= ", 0) == 0);
        REQUIRE(answer.size() >= 4);
        const std::string vertex = answer.substr(2, answer.size() - 4);
        INFO("move " << move << ": " << color << " " << vertex);
        const auto p = parse_gtp_vertex(before.geometry(), vertex);
        REQUIRE(p.has_value());
        const Color c = color == "b" ? Color::Black : Color::White;
        if (*p != kPass) CHECK_FALSE(before.is_own_eye(c, *p));
        passes_in_a_row = *p == kPass ? passes_in_a_row + 1 : 0;
        // The same move is legal for an engine in the same position, and genmove played it.
        REQUIRE(mirror.handle_line("play " + color + " " + vertex) == ok());
        REQUIRE(engine.handle_line("printsgf") == mirror.handle_line("printsgf"));
    }
    CHECK(passes_in_a_row == 2); // this seeded random game on 9x9 ends
}

TEST_CASE("gtp: genmove is deterministic for a seed and works out of turn", "[gtp]")
{
    auto moves = [](std::uint64_t seed) {
        GtpEngine engine(GtpOptions{.board_size = 9, .seed = seed});
        std::string answers;
        for (int i = 0; i < 20; ++i)
            answers += engine.handle_line(i % 2 ? "genmove w" : "genmove b");
        return answers;
    };
    CHECK(moves(1) == moves(1));
    CHECK(moves(5) == moves(5));
    CHECK(moves(1) != moves(2));

    GtpEngine engine(GtpOptions{.board_size = 9});
    REQUIRE(engine.game().to_move() == Color::Black);
    const std::string answer = engine.handle_line("genmove white");
    CHECK(engine.handle_line("list_stones white") == answer);
    CHECK(engine.game().to_move() == Color::Black);

    CHECK(engine.handle_line("genmove") == error("missing argument (usage: genmove COLOR)"));
    CHECK(engine.handle_line("genmove purple") == error("invalid color"));
    CHECK(engine.handle_line("genmove b w") == error("too many arguments (usage: genmove COLOR)"));
    CHECK(engine.game().moves().size() == 1);
}

TEST_CASE("gtp: genmove passes when no move is acceptable", "[gtp]")
{
    // On 1x1 the only point is suicide for either colour.
    GtpEngine engine(GtpOptions{.board_size = 1});
    CHECK(engine.handle_line("genmove b") == ok("pass"));
    CHECK(engine.handle_line("genmove w") == ok("pass"));
    CHECK(engine.game().two_passes());
    // On 3x3 with Black's wall on column B, Black's only moves left fill its eyes.
    GtpEngine eyes(GtpOptions{.board_size = 3});
    play_all(eyes, {"play b b1", "play b b2", "play b b3", "play b a2", "play b c2"});
    CHECK(eyes.handle_line("genmove b") == ok("pass"));
}

// The ko of this 4x4 position (White's B2 is in atari; Black C2 takes it and is then in
// atari itself, a single stone with one liberty):
//
//    A B C D
//  4 . . . .
//  3 . X O .
//  2 X O . O
//  1 . X O .
//
// After Black C2 takes B2 and both players pass, the simple ko rule lets White retake at
// B2 (the ko was one move ago), but the position after the retake is exactly the position
// before Black's C2, so positional superko forbids it. GNU Go agrees (is_legal answers 1
// under --chinese-rules, 0 with --positional-superko added).
namespace {

const std::initializer_list<const char*> kKoSetup{
    "play b b3", "play b a2", "play b b1", "play w c3", "play w b2", "play w d2", "play w c1"};

// Black takes the ko, both pass, and White tries to take back.
void check_ko_after_passes(GtpEngine& engine, bool superko)
{
    CHECK(engine.handle_line("play b c2") == ok());
    CHECK(engine.handle_line("captures black") == ok("1"));
    // The immediate retake is a ko under both rules.
    CHECK(engine.handle_line("is_legal w b2") == ok("0"));
    CHECK(engine.handle_line("play w b2") == error("illegal move"));
    play_all(engine, {"play w pass", "play b pass"});
    CHECK(engine.handle_line("is_legal w b2") == ok(superko ? "0" : "1"));
    CHECK(engine.handle_line("play w b2") == (superko ? error("illegal move") : ok()));
    CHECK(engine.handle_line("captures white") == ok(superko ? "0" : "1"));
}

} // namespace

TEST_CASE("gtp: --superko refuses a repetition that simple ko allows", "[gtp]")
{
    for (const KoRule rule : {KoRule::Simple, KoRule::PositionalSuperko}) {
        const bool superko = rule == KoRule::PositionalSuperko;
        MemoryFiles files;
        GtpEngine engine(GtpOptions{.board_size = 4, .ko = rule, .files = files.access()});
        SECTION(superko ? "superko: the first game" : "simple ko: the first game")
        {
            play_all(engine, kKoSetup);
            check_ko_after_passes(engine, superko);
        }
        SECTION(superko ? "superko: after boardsize" : "simple ko: after boardsize")
        {
            play_all(engine, {"boardsize 9", "boardsize 4"});
            play_all(engine, kKoSetup);
            check_ko_after_passes(engine, superko);
        }
        SECTION(superko ? "superko: after clear_board" : "simple ko: after clear_board")
        {
            play_all(engine, {"play b a4", "clear_board"});
            play_all(engine, kKoSetup);
            check_ko_after_passes(engine, superko);
        }
        SECTION(superko ? "superko: after loadsgf" : "simple ko: after loadsgf")
        {
            play_all(engine, kKoSetup);
            play_all(engine, {"printsgf ko.sgf", "clear_board"});
            CHECK(engine.handle_line("loadsgf ko.sgf") == ok("black"));
            check_ko_after_passes(engine, superko);
        }
    }
}

TEST_CASE("gtp: genmove respects positional superko", "[gtp]")
{
    // In the ko above, after Black's C2 and two passes, B2 is one of White's few acceptable
    // moves under simple ko, and is forbidden under superko.
    int simple_retakes = 0;
    for (std::uint64_t seed = 1; seed <= 50; ++seed) {
        for (const KoRule rule : {KoRule::Simple, KoRule::PositionalSuperko}) {
            GtpEngine engine(GtpOptions{.board_size = 4, .ko = rule, .seed = seed});
            play_all(engine, kKoSetup);
            play_all(engine, {"play b c2", "play w pass", "play b pass"});
            const std::string answer = engine.handle_line("genmove w");
            if (answer != ok("B2")) continue;
            CHECK(rule == KoRule::Simple);
            ++simple_retakes;
        }
    }
    // Under simple ko some seed among 50 retakes (each picks B2 with probability about 1/8).
    CHECK(simple_retakes > 0);
}

TEST_CASE("gtp: loadsgf sets up a game record, up to a move number", "[gtp]")
{
    // five_moves.sgf, 5x5, KM[0.5]: B C3, W D3, B C2, W D2, B B1.
    MemoryFiles files;
    files.files["five_moves.sgf"] = read_text(kData + "five_moves.sgf");
    GtpEngine engine(options_with(files));

    CHECK(engine.handle_line("loadsgf five_moves.sgf") == ok("white"));
    CHECK(engine.game().board().width() == 5);
    CHECK(engine.handle_line("list_stones black") == ok("C3 C2 B1"));
    CHECK(engine.handle_line("list_stones white") == ok("D3 D2"));
    // 3 stones to 2, komi 0.5 from the record; every empty point touches both colours.
    CHECK(engine.handle_line("final_score") == ok("B+0.5"));
    CHECK(engine.handle_line("undo") == ok());
    CHECK(engine.handle_line("list_stones black") == ok("C3 C2"));

    // "loadsgf FILE 3": the position before move 3, i.e. after moves 1 and 2.
    CHECK(engine.handle_line("7 loadsgf five_moves.sgf 3") == "=7 black\n\n");
    CHECK(engine.handle_line("list_stones black") == ok("C3"));
    CHECK(engine.handle_line("list_stones white") == ok("D3"));
    CHECK(engine.handle_line("loadsgf five_moves.sgf 1") == ok("black"));
    CHECK(engine.handle_line("list_stones black") == ok());
    CHECK(engine.handle_line("undo") == error("cannot undo"));
    CHECK(engine.handle_line("loadsgf five_moves.sgf 5") == ok("black"));
    CHECK(engine.handle_line("list_stones white") == ok("D3 D2"));
    CHECK(engine.handle_line("loadsgf five_moves.sgf 6") == ok("white"));
    CHECK(engine.handle_line("list_stones black") == ok("C3 C2 B1"));
    CHECK(engine.handle_line("loadsgf five_moves.sgf 99") == ok("white"));
    CHECK(engine.handle_line("list_stones black") == ok("C3 C2 B1"));
}

TEST_CASE("gtp: loadsgf reads the real file system by default", "[gtp]")
{
    GtpEngine engine;
    CHECK(engine.handle_line("loadsgf " + kData + "five_moves.sgf 4") == ok("white"));
    CHECK(engine.handle_line("list_stones black") == ok("C3 C2"));
    CHECK(engine.handle_line("list_stones white") == ok("D3"));
    CHECK(engine.handle_line("loadsgf " + kData + "no_such_file.sgf") ==
          error("cannot open '" + kData + "no_such_file.sgf'"));
    CHECK(engine.handle_line("loadsgf " + kData) == error("cannot open '" + kData + "'"));
    // A file over the limit is refused with the limit named, not as a file it cannot open.
    char big[] = "/tmp/stonelab-gtp-big-XXXXXX";
    const int fd = mkstemp(big);
    REQUIRE(fd >= 0);
    close(fd);
    std::ofstream(big) << "(;GM[1]SZ[9]C[" << std::string((1 << 20) + 1, 'x') << "])";
    CHECK(engine.handle_line(std::string("loadsgf ") + big) ==
          error("'" + std::string(big) + "' is larger than 1 MiB, the most loadsgf reads"));
    std::remove(big);
}

TEST_CASE("gtp: loadsgf errors change nothing", "[gtp]")
{
    MemoryFiles files;
    files.files["five_moves.sgf"] = read_text(kData + "five_moves.sgf");
    files.files["garbage.sgf"] = "this is not SGF";
    files.files["illegal.sgf"] = "(;SZ[5];B[cc];W[cc])";
    files.files["too_big.sgf"] = "(;SZ[25])";
    GtpEngine engine(options_with(files, 9));
    play_all(engine, {"play b e5", "play w d4"});
    const std::string before = state(engine);
    const std::vector<std::pair<std::string, std::string>> cases{
        {"loadsgf", "missing argument (usage: loadsgf FILE [MOVENUMBER])"},
        {"loadsgf five_moves.sgf 3 4", "too many arguments (usage: loadsgf FILE [MOVENUMBER])"},
        {"loadsgf missing.sgf", "cannot open 'missing.sgf'"},
        {"loadsgf five_moves.sgf 0", "invalid move number"},
        {"loadsgf five_moves.sgf -1", "invalid move number"},
        {"loadsgf five_moves.sgf three", "invalid move number"},
        {"loadsgf five_moves.sgf 3.0", "invalid move number"},
        {"loadsgf five_moves.sgf C3", "invalid move number"},
        {"loadsgf five_moves.sgf 99999999999999999999", "invalid move number"},
    };
    for (const auto& [line, message] : cases) {
        INFO(line);
        CHECK(engine.handle_line(line) == error(message));
        CHECK(state(engine) == before);
    }
    for (const char* name : {"garbage.sgf", "illegal.sgf", "too_big.sgf"}) {
        INFO(name);
        const std::string answer = engine.handle_line(std::string("loadsgf ") + name);
        CHECK(answer.rfind(std::string("? cannot parse '") + name + "': ", 0) == 0);
        CHECK(answer.find("\n\n") == answer.size() - 2);
        CHECK(state(engine) == before);
    }
}

TEST_CASE("gtp: printsgf writes the game as SGF, to the answer or to a file", "[gtp]")
{
    MemoryFiles files;
    GtpEngine engine(options_with(files, 5));
    play_all(engine, {"komi 0.5", "play b c3", "play w d3", "play b pass"});
    const std::string answer = engine.handle_line("printsgf");
    REQUIRE(answer.rfind("= (;", 0) == 0);
    CHECK(answer.find("SZ[5]") != std::string::npos);
    CHECK(answer.find("KM[0.5]") != std::string::npos);
    CHECK(answer.find(";B[cc]") != std::string::npos);
    CHECK(answer.find(";W[dc]") != std::string::npos);
    CHECK(answer.find(";B[]") != std::string::npos);
    CHECK(answer.find("\n\n") == answer.size() - 2);

    // To a file, and back: the same game.
    CHECK(engine.handle_line("printsgf saved.sgf") == ok());
    REQUIRE(files.files.count("saved.sgf") == 1);
    CHECK(files.files["saved.sgf"] == write_sgf(engine.game()));
    GtpEngine reader(options_with(files, 19));
    CHECK(reader.handle_line("loadsgf saved.sgf") == ok("white"));
    CHECK(state(reader) == state(engine));

    CHECK(engine.handle_line("printsgf readonly/x.sgf") == error("cannot write 'readonly/x.sgf'"));
    CHECK(engine.handle_line("printsgf a.sgf b.sgf") ==
          error("too many arguments (usage: printsgf [FILE])"));
    CHECK(files.files.count("a.sgf") == 0);
}

TEST_CASE("gtp: printsgf to an unwritable place on disk is an error", "[gtp]")
{
    GtpEngine engine;
    CHECK(engine.handle_line("printsgf " + kData + "no_such_dir/x.sgf") ==
          error("cannot write '" + kData + "no_such_dir/x.sgf'"));
}

TEST_CASE("gtp: the engine refuses impossible options", "[gtp]")
{
    CHECK_THROWS_AS(GtpEngine(GtpOptions{.board_size = 0}), std::invalid_argument);
    CHECK_THROWS_AS(GtpEngine(GtpOptions{.board_size = 20}), std::invalid_argument);
    CHECK_THROWS_AS(GtpEngine(GtpOptions{.komi = 1e9}), std::invalid_argument);
    CHECK(GtpEngine(GtpOptions{.board_size = 13, .komi = 5.5}).handle_line("final_score") ==
          ok("W+5.5"));
}

TEST_CASE("gtp: a whole session, answered as written by hand", "[gtp]")
{
    std::istringstream in(read_text(kData + "session.gtp"));
    std::ostringstream out;
    run_gtp(in, out);
    CHECK(out.str() == read_text(kData + "session.expected"));
}

// ---- the capstone player ------------------------------------------------------------------

namespace {

// A capstone engine with a small budget, 5x5 unless told.
GtpOptions capstone_options(MemoryFiles& files, int playouts = 60, bool fixed_budget = true)
{
    GtpOptions options = options_with(files, 5);
    options.player = parse_go_player("capstone:" + std::to_string(playouts));
    options.fixed_budget = fixed_budget;
    return options;
}

// Loads `diagram` (Black to move, the komi given) through an SGF file in memory.
void load(GtpEngine& engine, MemoryFiles& files, const char* diagram, double komi)
{
    files.files["position.sgf"] = write_sgf(Game(parse_diagram(diagram), Rules{{}, komi}));
    REQUIRE(engine.handle_line("loadsgf position.sgf") == ok("black"));
}

// The vertex of a one-move answer "= D4\n\n".
std::string answer_text(const std::string& answer)
{
    REQUIRE(answer.size() >= 4);
    REQUIRE(answer.rfind("= ", 0) == 0);
    return answer.substr(2, answer.size() - 4);
}

} // namespace

TEST_CASE("gtp --player capstone: genmove plays the capstone's move for the engine's seed", "[gtp]")
{
    MemoryFiles files;
    GtpEngine engine(capstone_options(files));
    // The same player with the same seed and options, on the same game.
    CapstoneOptions knobs;
    knobs.playouts = 60;
    CapstonePlayer player(knobs);
    Rng rng(GtpOptions{}.seed);
    Game game(Board(5), Rules{KoRule::Simple, GtpOptions{}.komi});
    for (int move = 0; move < 6; ++move) {
        const Color color = move % 2 == 0 ? Color::Black : Color::White;
        const CapstoneMove expected = player.choose_move(game, color, rng);
        REQUIRE_FALSE(expected.resign);
        const std::string vertex = to_gtp_vertex(game.board().geometry(), expected.move);
        CHECK(engine.handle_line(color == Color::Black ? "genmove b" : "genmove w") == ok(vertex));
        REQUIRE(game.play(color, expected.move) == MoveStatus::Legal);
    }
    CHECK(engine.game().moves().size() == 6);
    CHECK(engine.handle_line("genmove x") == error("invalid color"));
}

TEST_CASE("gtp --player mc:N, uct:N, eval: genmove plays the registry player's move for the "
          "engine's seed",
          "[gtp]")
{
    for (const std::string spec : {"mc:8", "uct:60", "eval", "eval:cancel"}) {
        INFO(spec);
        GtpEngine engine(GtpOptions{.board_size = 7, .seed = 11, .player = parse_go_player(spec)});
        // The same player, made by the registry, with the same seed, on the same game.
        const std::unique_ptr<GoPlayer> player = make_go_player(spec);
        Rng rng(11);
        Game game(Board(7), Rules{KoRule::Simple, GtpOptions{}.komi});
        for (int move = 0; move < 8; ++move) {
            const Color color = move % 2 == 0 ? Color::Black : Color::White;
            const Point expected = player->choose_move(game, color, rng);
            REQUIRE(expected != kResign);
            const std::string vertex = to_gtp_vertex(game.board().geometry(), expected);
            CHECK(engine.handle_line(color == Color::Black ? "genmove b" : "genmove w") ==
                  ok(vertex));
            REQUIRE(game.play(color, expected) == MoveStatus::Legal);
        }
        CHECK(engine.game().moves() == game.moves());
        // No search: nothing to analyse, and the clock changes nothing.
        CHECK(engine.handle_line("lz-analyze 10") ==
              error("the player '" + spec +
                    "' has no search to analyse (stonelab gtp --player capstone has one)"));
        CHECK(engine.move_budget(Color::Black).playouts == 0);
    }
}

namespace {

// A player that resigns at once, or plays where it is told (even where it may not).
class FixedPlayer : public GoPlayer {
public:
    explicit FixedPlayer(Point move) : move_(move) {}
    Point choose_move(const Game&, Color, Rng&) override { return move_; }

private:
    Point move_;
};

} // namespace

TEST_CASE("gtp: a player that resigns answers resign, and an illegal move is refused", "[gtp]")
{
    GtpEngine resigning(GtpOptions{.board_size = 5}, std::make_unique<FixedPlayer>(kResign));
    CHECK(resigning.handle_line("genmove b") == ok("resign"));
    CHECK(resigning.handle_line("kgs-genmove_cleanup w") == ok("resign"));
    CHECK(resigning.handle_line("lz-genmove_analyze b") == "=\nplay resign\n\n");
    CHECK(resigning.game().moves().empty());

    const Point center = parse_gtp_vertex(Board(5).geometry(), "C3").value();
    GtpEngine stubborn(GtpOptions{.board_size = 5}, std::make_unique<FixedPlayer>(center));
    CHECK(stubborn.handle_line("genmove b") == ok("C3"));
    CHECK(stubborn.handle_line("genmove w") == error("the player chose an illegal move"));
    CHECK(stubborn.game().moves().size() == 1);
    CHECK_THROWS_AS(GtpEngine(GtpOptions{}, nullptr), std::invalid_argument);
}

TEST_CASE("gtp: set_command adds or replaces a command; watch_game sees every change", "[gtp]")
{
    MemoryFiles files;
    GtpEngine engine(options_with(files, 5));
    std::vector<std::string> seen;
    engine.watch_game([&seen](const Game& game, std::optional<Move> move) {
        seen.push_back(move ? to_gtp_vertex(game.board().geometry(), move->point) : "new");
    });
    // A replacement that begins with the engine's own answer.
    engine.set_command(
        {"captures", "COLOR", 1, 1,
         [](const std::vector<std::string_view>&, const std::function<GtpAnswer()>& built_in) {
             const GtpAnswer own = built_in();
             return GtpAnswer{own.success, own.success ? own.text + "!" : own.text};
         }});
    engine.set_command(
        {"hello", "NAME", 1, 1,
         [](const std::vector<std::string_view>& args, const std::function<GtpAnswer()>& built_in) {
             CHECK(built_in().text == "unknown command");
             return GtpAnswer{true, "hello " + std::string(args[0])};
         }});
    CHECK(engine.handle_line("captures b") == ok("0!"));
    CHECK(engine.handle_line("captures x") == error("invalid color"));
    CHECK(engine.handle_line("7 hello you") == "=7 hello you\n\n");
    CHECK(engine.handle_line("hello") == error("missing argument (usage: hello NAME)"));
    CHECK(engine.handle_line("known_command hello") == ok("true"));
    const std::string commands = engine.handle_line("list_commands");
    CHECK(commands.find("\nhello\n") != std::string::npos);
    CHECK(commands.find("captures") == commands.rfind("captures")); // once, in its place
    CHECK_THROWS_AS(engine.set_command({"", "", 0, 0, nullptr}), std::invalid_argument);

    play_all(engine, {"play b c3", "play w pass"});
    REQUIRE(answer_text(engine.handle_line("genmove b")).size() >= 2);
    play_all(engine, {"undo", "clear_board", "boardsize 3"});
    REQUIRE(seen.size() == 6);
    CHECK(seen[0] == "C3");
    CHECK(seen[1] == "pass");
    CHECK(seen[2] != "new");
    CHECK(std::vector<std::string>(seen.begin() + 3, seen.end()) ==
          std::vector<std::string>{"new", "new", "new"});
}

TEST_CASE("gtp: time_settings and time_left check their numbers", "[gtp]")
{
    MemoryFiles files;
    GtpEngine engine(capstone_options(files));
    CHECK(engine.handle_line("time_settings 300 30 5") == ok());
    CHECK(engine.handle_line("time_settings 0 0 0") == ok());
    CHECK(engine.handle_line("time_left b 120 0") == ok());
    CHECK(engine.handle_line("time_left WHITE 25 3") == ok());
    const std::string settings_error =
        error("times must be whole seconds from 0 to 2592000, stones from 0 to 1000");
    for (const char* bad :
         {"time_settings -1 0 0", "time_settings 1.5 0 0", "time_settings a 0 0",
          "time_settings 0 0 1001", "time_settings 2592001 0 0", "time_settings 99999999999 0 0"}) {
        INFO(bad);
        CHECK(engine.handle_line(bad) == settings_error);
    }
    CHECK(engine.handle_line("time_settings 1 2") ==
          error("missing argument (usage: time_settings MAIN_TIME BYOYOMI_TIME BYOYOMI_STONES)"));
    CHECK(engine.handle_line("time_left x 10 0") == error("invalid color"));
    for (const char* bad :
         {"time_left b -1 0", "time_left b 10 -2", "time_left b 10 1001", "time_left b 1e3 0"}) {
        INFO(bad);
        CHECK(engine.handle_line(bad) ==
              error("time must be whole seconds from 0 to 2592000, stones from 0 to 1000"));
    }
    CHECK(engine.handle_line("time_left b 10") ==
          error("missing argument (usage: time_left COLOR TIME STONES)"));
    CHECK(engine.game().moves().empty());
}

TEST_CASE("gtp: with a clock genmove thinks by time, and GTP's no-limit clock changes nothing",
          "[gtp]")
{
    MemoryFiles files;
    const auto moves = [&](const std::vector<std::string>& clock) {
        GtpEngine engine(capstone_options(files, 60, false));
        for (const std::string& line : clock) REQUIRE(engine.handle_line(line) == ok());
        return engine.handle_line("genmove b") + engine.handle_line("genmove w");
    };
    const std::string by_playouts = moves({});
    // Byoyomi time without stones is no limit (GTP), and so is no time at all.
    CHECK(moves({"time_settings 0 10 0"}) == by_playouts);
    CHECK(moves({"time_settings 0 0 0"}) == by_playouts);
    // One second of absolute time, half of it gone: 0.01 s a move, and a legal move.
    GtpEngine timed(capstone_options(files, 60, false));
    play_all(timed, {"time_settings 1 0 0", "time_left b 0 0"});
    const std::string vertex = answer_text(timed.handle_line("genmove b"));
    CHECK(parse_gtp_vertex(timed.game().board().geometry(), vertex).has_value());
    CHECK(timed.game().moves().size() == 1);
}

TEST_CASE("gtp: --ignore-clock keeps the user's budget whatever clock a GUI sets", "[gtp]")
{
    MemoryFiles files;
    GtpOptions options = capstone_options(files, 500, false); // by playouts, no seconds
    GtpEngine obeying(options);
    options.ignore_clock = true;
    GtpEngine ignoring(options);
    for (GtpEngine* engine : {&obeying, &ignoring})
        play_all(*engine, {"time_settings 1 0 0", "time_left b 0 0"});
    CHECK(obeying.move_budget(Color::Black).seconds > 0);   // the clock's: think by time
    CHECK(ignoring.move_budget(Color::Black).seconds == 0); // the user's: 500 playouts
    CHECK(ignoring.move_budget(Color::Black).playouts == 500);
}

TEST_CASE("gtp: final_status_list and final_score agree on the dead stones", "[gtp]")
{
    MemoryFiles files;
    // kDeadStone: White's A4 is dead in Black's strip; without it Black wins by 6.5, and
    // with every stone alive White wins by 1.5.
    GtpEngine engine(capstone_options(files, 300));
    load(engine, files, test::kDeadStone, 0.5);
    CHECK(engine.handle_line("final_status_list dead") == ok("A4"));
    CHECK(engine.handle_line("final_status_list DEAD") == ok("A4"));
    CHECK(engine.handle_line("final_status_list seki") == ok());
    const std::string alive = answer_text(engine.handle_line("final_status_list alive"));
    CHECK(alive.find("A4") == std::string::npos);
    CHECK(alive.rfind("B7 D7 E7 G7 ", 0) == 0); // the top row's stones, in raster order
    // 31 stones: 4 in each of rows 7, 6, 5, 2 and 1, 6 in row 4, 5 in row 3; all but A4.
    CHECK(std::count(alive.begin(), alive.end(), ' ') + 1 == 30);
    CHECK(engine.handle_line("final_score") == ok("B+6.5"));
    for (const auto& [line, message] : std::vector<std::pair<std::string, std::string>>{
             {"final_status_list", "missing argument (usage: final_status_list STATUS)"},
             {"final_status_list dead alive",
              "too many arguments (usage: final_status_list STATUS)"},
             {"final_status_list white_territory", "invalid status (dead, alive or seki)"},
             {"final_status_list", "missing argument (usage: final_status_list STATUS)"}}) {
        INFO(line);
        CHECK(engine.handle_line(line) == error(message));
    }

    // The random player knows no life and death: every stone alive, the board counted as it
    // stands.
    GtpEngine random(options_with(files, 5));
    load(random, files, test::kDeadStone, 0.5);
    CHECK(random.handle_line("final_status_list dead") == ok());
    CHECK(random.handle_line("final_status_list seki") == ok());
    const std::string all = answer_text(random.handle_line("final_status_list alive"));
    CHECK(all.find("A4") != std::string::npos);
    CHECK(std::count(all.begin(), all.end(), ' ') + 1 == 31);
    CHECK(random.handle_line("final_score") == ok("W+1.5"));
}

TEST_CASE("gtp: kgs-genmove_cleanup captures the dead stone before passing", "[gtp]")
{
    MemoryFiles files;
    GtpEngine engine(capstone_options(files, 200));
    load(engine, files, test::kDeadStone, 0.5);
    REQUIRE(engine.handle_line("play w pass") == ok());
    // Black does not pass while A4 is on the board (genmove neither: dead stones go first).
    CHECK(engine.handle_line("kgs-genmove_cleanup b") != ok("pass"));
    CHECK(engine.game().moves().size() == 2);
    CHECK(engine.handle_line("kgs-genmove_cleanup") ==
          error("missing argument (usage: kgs-genmove_cleanup COLOR)"));
    CHECK(engine.handle_line("kgs-genmove_cleanup purple") == error("invalid color"));
    CHECK(engine.handle_line("kgs-genmove_cleanup b w") ==
          error("too many arguments (usage: kgs-genmove_cleanup COLOR)"));
    // In a settled position the cleanup passes like genmove once White has passed.
    GtpEngine settled(capstone_options(files, 200));
    load(settled, files, test::kSettled, 0.5);
    REQUIRE(settled.handle_line("play w pass") == ok());
    CHECK(settled.handle_line("kgs-genmove_cleanup b") == ok("pass"));
    // The random player's cleanup is its genmove.
    GtpEngine random(options_with(files, 5));
    CHECK(random.handle_line("kgs-genmove_cleanup b") != error("unknown command"));
    CHECK(random.game().moves().size() == 1);
}

namespace {

// The capstone's own search with the engine's seed: what the engine's analysis shows when its
// first batch is the whole budget (fixed_budget), `moves` played first on 5x5.
CapstoneSearch same_search(int playouts, const std::vector<std::pair<Color, std::string>>& moves,
                           Color color)
{
    CapstonePlayer player(CapstoneOptions{.playouts = playouts});
    Rng rng(GtpOptions{}.seed);
    Game game(Board(5), Rules{KoRule::Simple, GtpOptions{}.komi});
    for (const auto& [who, vertex] : moves)
        REQUIRE(game.play(who, parse_gtp_vertex(game.board().geometry(), vertex).value()) ==
                MoveStatus::Legal);
    return player.analyze(game, color, rng, SearchBudget{playouts, 0});
}

// An update as Leela Zero writes it: every candidate on one line.
std::string lz_update(const CapstoneSearch& search)
{
    const Geometry g = Board(5).geometry();
    std::string line;
    int order = 0;
    for (const CapstoneChild& child : search.children) {
        line += std::string(order == 0 ? "" : " ") + "info move " + to_gtp_vertex(g, child.move) +
                " visits " + std::to_string(child.visits) + " winrate " +
                std::to_string(std::lround(child.win_rate * 10000)) + " order " +
                std::to_string(order) + " pv";
        for (Point p : child.principal_variation) line += " " + to_gtp_vertex(g, p);
        ++order;
    }
    return line + "\n";
}

} // namespace

TEST_CASE("gtp: lz-analyze shows every candidate of an update on one line, Leela Zero's way",
          "[gtp]")
{
    MemoryFiles files;
    GtpEngine engine(capstone_options(files, 60));
    REQUIRE(engine.handle_line("play b c3") == ok());
    // Without a stream the next command is there at once: one batch (the budget), one update.
    const CapstoneSearch search = same_search(60, {{Color::Black, "C3"}}, Color::White);
    CHECK(engine.handle_line("lz-analyze 10") == "=\n" + lz_update(search) + "\n");
    int visits = 0;
    for (const CapstoneChild& child : search.children) {
        visits += child.visits;
        CHECK(child.principal_variation.front() == child.move);
        REQUIRE(child.principal_variation_visits.size() == child.principal_variation.size());
    }
    CHECK(visits == 60); // a new tree: every playout went through one root child
    CHECK(engine.game().moves().size() == 1); // analysis plays nothing
    // The id on the first line; no interval (Leela Zero's default): no update.
    CHECK(engine.handle_line("5 lz-analyze") == "=5\n\n");

    // The arguments in any order and in every form Leela Zero takes.
    for (const char* line :
         {"lz-analyze interval 50", "lz-analyze B 50", "lz-analyze 100", "lz-analyze 50 w",
          "lz-analyze minmoves 5 interval 10 black", "lz-analyze interval 0 interval 20",
          "lz-analyze W interval 6000 maxmoves 3"}) {
        INFO(line);
        const std::string answer = engine.handle_line(line);
        CHECK(answer.rfind("=\ninfo move ", 0) == 0);
        CHECK(answer.find("\n\n") == answer.size() - 2);
        CHECK(std::count(answer.begin(), answer.end(), '\n') == 3); // one update
    }
    const std::string three = engine.handle_line("lz-analyze maxmoves 3 25");
    std::size_t infos = 0;
    for (auto at = three.find("info "); at != std::string::npos; at = three.find("info ", at + 1))
        ++infos;
    CHECK(infos == 3);

    // Errors, which change nothing.
    const std::string before = state(engine);
    const std::string interval = "interval must be whole centiseconds from 0 to 6000";
    for (const auto& [line, message] : std::vector<std::pair<std::string, std::string>>{
             {"lz-analyze purple", "unknown argument 'purple'"},
             {"lz-analyze b -1", interval},
             {"lz-analyze b 6001", interval},
             {"lz-analyze interval 1.5", interval},
             {"lz-analyze interval b", interval},
             {"lz-analyze b interval", "missing value after 'interval'"},
             {"lz-analyze maxmoves 0", "maxmoves must be a whole number from 1 to 1000"},
             {"lz-analyze minmoves x", "minmoves must be a whole number from 0 to 1000"},
             {"lz-analyze avoid b D4 1", "unknown argument 'avoid'"},
             {"lz-analyze ownership true", "unknown argument 'ownership'"},
             {"kata-analyze ownership yes", "ownership must be true or false"}}) {
        INFO(line);
        CHECK(engine.handle_line(line) == error(message));
    }
    CHECK(state(engine) == before);
    // The random player has no search to show.
    GtpEngine random(options_with(files, 5));
    CHECK(random.handle_line("lz-analyze 10") ==
          error("the random player has no search to analyse (stonelab gtp --player capstone "
                "has one)"));
    CHECK(random.handle_line("kata-analyze 10").rfind("? the random player", 0) == 0);
}

TEST_CASE("gtp: lz-analyze streams its updates until the next command comes", "[gtp]")
{
    MemoryFiles files;
    // A string stream has the next command waiting at once: one batch, one update, the
    // empty line, and then the next command's answer.
    std::istringstream in("boardsize 5\nplay b c3\nlz-analyze 1\nname\nlz-analyze 1");
    std::ostringstream out;
    run_gtp(in, out, capstone_options(files, 60));
    const std::string update = lz_update(same_search(60, {{Color::Black, "C3"}}, Color::White));
    // The second analysis goes on from the first one's tree, so its update is another.
    const std::string text = out.str();
    const std::string first = ok() + ok() + "=\n" + update + "\n" + ok("Stonelab") + "=\ninfo ";
    CHECK(text.substr(0, first.size()) == first);
    CHECK(text.find("\n\n", first.size()) == text.size() - 2);
    // A blank line after an analysis gets no answer of its own.
    std::istringstream blank("boardsize 5\nlz-analyze 1\n\nname\n");
    std::ostringstream answer;
    run_gtp(blank, answer, capstone_options(files, 20));
    const std::string streamed = answer.str();
    CHECK(streamed.find("\n\n= Stonelab\n\n") != std::string::npos);
    CHECK(std::count(streamed.begin(), streamed.end(), '\n') == 2 + 3 + 2);
}

TEST_CASE("gtp: kata-analyze shows KataGo's fields", "[gtp]")
{
    MemoryFiles files;
    GtpEngine engine(capstone_options(files, 80));
    REQUIRE(engine.handle_line("play b c3") == ok());
    const std::string answer = engine.handle_line("kata-analyze w interval 10 pvVisits true");
    const CapstoneSearch search = same_search(80, {{Color::Black, "C3"}}, Color::White);
    const Geometry g = Board(5).geometry();
    std::string expected = "=\n";
    int order = 0;
    for (const CapstoneChild& child : search.children) {
        char winrate[32];
        std::snprintf(winrate, sizeof winrate, "%.6f", child.win_rate);
        expected += std::string(order == 0 ? "" : " ") + "info move " +
                    to_gtp_vertex(g, child.move) + " visits " + std::to_string(child.visits) +
                    " winrate " + winrate + " order " + std::to_string(order) + " pv";
        ++order;
        for (Point p : child.principal_variation) expected += " " + to_gtp_vertex(g, p);
        expected += " pvVisits";
        for (int visits : child.principal_variation_visits)
            expected += " " + std::to_string(visits);
    }
    CHECK(answer == expected + "\n\n");

    // ownership true: 25 values after the moves, for the player analysed, top row first.
    GtpEngine owner(capstone_options(files, 80));
    REQUIRE(owner.handle_line("play b c3") == ok());
    const std::string owned = owner.handle_line("kata-analyze 10 ownership true");
    const auto at = owned.find(" ownership ");
    REQUIRE(at != std::string::npos);
    std::istringstream values(owned.substr(at + 11));
    std::vector<double> map;
    for (double v; values >> v;) map.push_back(v);
    REQUIRE(map.size() == 25);
    // White to move: the black stone at C3 (third row from the top, third column) is Black's,
    // so White's ownership of it is below 0.
    CHECK(map[2 * 5 + 2] ==
          Approx(-search.ownership[static_cast<std::size_t>(parse_gtp_vertex(g, "C3").value())])
              .margin(1e-6));
    CHECK(map[2 * 5 + 2] < 0);
}

TEST_CASE("gtp: lz-genmove_analyze plays genmove's move after its updates", "[gtp]")
{
    MemoryFiles files;
    GtpEngine analysed(capstone_options(files, 100));
    GtpEngine plain(capstone_options(files, 100));
    for (GtpEngine* engine : {&analysed, &plain}) REQUIRE(engine->handle_line("play b c3") == ok());
    const std::string move = plain.handle_line("genmove w");
    REQUIRE(move.rfind("= ", 0) == 0);
    const std::string vertex = move.substr(2, move.size() - 4);
    // The same playouts in batches: the same search, so the same move, and its one update
    // (the budget is spent before 10 centiseconds, so it comes at the end).
    const std::string answer = analysed.handle_line("7 lz-genmove_analyze 10");
    const CapstoneSearch search = same_search(100, {{Color::Black, "C3"}}, Color::White);
    CHECK(answer == "=7\n" + lz_update(search) + "play " + vertex + "\n\n");
    CHECK(analysed.handle_line("printsgf") == plain.handle_line("printsgf"));
    // KataGo's form, and the random player's: the move, no update.
    CHECK(analysed.handle_line("kata-genmove_analyze b").rfind("=\nplay ", 0) == 0);
    GtpEngine random(options_with(files, 5));
    const std::string random_move = random.handle_line("lz-genmove_analyze b 10");
    CHECK(random_move.rfind("=\nplay ", 0) == 0);
    CHECK(random_move.find("\n\n") == random_move.size() - 2);
    CHECK(random.game().moves().size() == 1);
    CHECK(random.handle_line("lz-genmove_analyze b purple") == error("unknown argument 'purple'"));
    CHECK(random.game().moves().size() == 1);
}
