// The JSON trace writer (engine/formats/trace_json.hpp): strings escaped as JSON requires,
// boards as rows, trees, and refusals.
#include "engine/formats/diagram.hpp"
#include "engine/formats/trace_json.hpp"

#include <catch2/catch.hpp>

#include <stdexcept>

using namespace stonelab;
using namespace stonelab::trace;

TEST_CASE("trace json: strings escape quotes, backslashes and control characters", "[trace_json]")
{
    CHECK(json_string("plain") == "\"plain\"");
    CHECK(json_string("say \"hi\" \\ bye") == "\"say \\\"hi\\\" \\\\ bye\"");
    CHECK(json_string("a\nb\tc\rd") == "\"a\\nb\\tc\\rd\"");
    CHECK(json_string(std::string("\x01\x1f", 2)) == "\"\\u0001\\u001f\"");
    CHECK(json_string(std::string("nul\0!", 5)) == "\"nul\\u0000!\"");
    // UTF-8 stays as it is; a byte that is not UTF-8 becomes U+FFFD.
    CHECK(json_string("黒 ● −") == "\"黒 ● −\"");
    CHECK(json_string("bad \xff byte") == "\"bad \xEF\xBF\xBD byte\"");
}

TEST_CASE("trace json: a frame writes its board as rows top first, marks as GTP vertices",
          "[trace_json]")
{
    const Board board = parse_diagram(". X .\n. O .\n. . .\n");
    CHECK(board_rows(board) == std::vector<std::string>{".X.", ".O.", "..."});
    Trace trace;
    trace.lesson = 2;
    trace.title = "walk";
    Frame frame;
    frame.board = board;
    frame.marks.push_back({board.geometry().point(2, 1), MarkKind::Visit});
    frame.labels.push_back({board.geometry().point(1, 3), "1"});
    frame.caption = "visit B3";
    trace.frames.push_back(frame);
    const std::string json = trace_json(trace);
    CHECK(json.rfind("{\"format\": \"stonelab-trace\", \"version\": 1,", 0) == 0);
    CHECK(json.find("\"size\": [3, 3]") != std::string::npos);
    CHECK(json.find("\"rows\": [\".X.\", \".O.\", \"...\"]") != std::string::npos);
    CHECK(json.find("{\"point\": \"B3\", \"kind\": \"visit\"}") != std::string::npos);
    CHECK(json.find("{\"point\": \"A1\", \"text\": \"1\"}") != std::string::npos);
    CHECK(json.back() == '\n');
}

TEST_CASE("trace json: tree nodes carry parent, value, visits and a three-decimal win rate",
          "[trace_json]")
{
    Trace trace;
    Frame frame;
    TreeNode root;
    root.value = 3;
    TreeNode child;
    child.id = 1;
    child.parent = 0;
    child.move = "a1";
    child.visits = 12;
    child.win_rate = 0.6667;
    child.kind = NodeKind::Cut;
    frame.tree = {root, child};
    trace.frames.push_back(frame);
    const std::string json = trace_json(trace);
    CHECK(json.find("{\"id\": 0, \"move\": \"\", \"value\": 3, \"kind\": \"normal\"}") !=
          std::string::npos);
    CHECK(json.find("{\"id\": 1, \"parent\": 0, \"move\": \"a1\", \"visits\": 12, "
                    "\"win_rate\": 0.667, \"kind\": \"cut\"}") != std::string::npos);
}

TEST_CASE("trace json: refuses marks off the board, frames with nothing to show, bad rates",
          "[trace_json]")
{
    const Board board = parse_diagram("...\n...\n...\n");
    Trace trace;
    Frame frame;
    frame.board = board;
    frame.marks.push_back({board.geometry().point(4, 1), MarkKind::Look}); // the wall
    trace.frames = {frame};
    CHECK_THROWS_AS(trace_json(trace), std::invalid_argument);
    trace.frames = {Frame{}};
    CHECK_THROWS_AS(trace_json(trace), std::invalid_argument);
    Frame rated;
    TreeNode node;
    node.win_rate = 1.5;
    rated.tree = {node};
    trace.frames = {rated};
    CHECK_THROWS_AS(trace_json(trace), std::invalid_argument);
}
