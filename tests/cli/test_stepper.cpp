// The demos' Stepper (lessons/demo_support.hpp): the one prompt every lesson's --step shows,
// its keys, text beside the board, and the same steps as JSON frames; and the demos' sentences
// in the student's language (demo::say).
#include "engine/formats/diagram.hpp"
#include "lessons/demo_support.hpp"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <optional>
#include <sstream>
#include <string>

using namespace stonelab;

namespace {

// Runs three steps on a 3x3 board in step mode with `typed` as the student's keys; returns
// what the screen shows.
std::string stepped(const std::string& typed, std::vector<demo::StepKey> keys = {})
{
    std::ostringstream out;
    std::istringstream in(typed);
    demo::Stepper stepper(demo::Mode::Step, out, in);
    const Board board(3);
    for (int i = 1; i <= 3; ++i) {
        demo::Step step;
        step.caption = "caption " + std::to_string(i);
        step.board = board;
        step.keys = keys;
        stepper.show(step);
    }
    return out.str();
}

std::size_t count(const std::string& text, const std::string& what)
{
    std::size_t n = 0;
    for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
}

const std::string kPrompt = "[Enter: next step, a number: that many, q: to the end] ";

} // namespace

TEST_CASE("stepper: Enter stops at every step, q runs to the end", "[demo]")
{
    const std::string all = stepped("\n\n\n");
    CHECK(count(all, kPrompt) == 3);
    CHECK(count(all, "step 3: caption 3\n") == 1);
    const std::string quit = stepped("q\n");
    CHECK(count(quit, kPrompt) == 1);
    CHECK(count(quit, "step 3: caption 3\n") == 1); // the rest still shown, without stops
    const std::string ended = stepped("");          // no input left: no waiting for ever
    CHECK(count(ended, kPrompt) == 1);
    CHECK(count(ended, "step 3: caption 3\n") == 1);
}

TEST_CASE("stepper: a number runs that many steps without stopping", "[demo]")
{
    const std::string two = stepped("2\n\n");
    // stops after step 1; "2" runs steps 2 and 3, stopping again only after step 3
    CHECK(count(two, kPrompt) == 2);
    CHECK(two.find("step 2: caption 2") < two.rfind(kPrompt));
    CHECK(two.find(kPrompt + "step 2: caption 2") != std::string::npos);
    CHECK(two.find("step 3: caption 3") < two.rfind(kPrompt));
}

TEST_CASE("stepper: a step's own key prints its text and asks again; an unknown one is named",
          "[demo]")
{
    const std::vector<demo::StepKey> keys = {{"m", "the moves", [] { return "D4 C3 pass"; }}};
    const std::string screen = stepped("m\nx\nq\n", keys);
    const std::string prompt =
        "[Enter: next step, m: the moves, a number: that many, q: to the end] ";
    CHECK(screen.find(prompt + "D4 C3 pass\n" + prompt + "(not a key here: 'x')\n" + prompt) !=
          std::string::npos);
    CHECK(count(screen, "step 2: caption 2") == 1);
}

TEST_CASE("stepper: text beside the board, and under the caption without a board", "[demo]")
{
    std::ostringstream out;
    std::istringstream in;
    demo::Stepper stepper(demo::Mode::Trace, out, in);
    demo::Step step;
    step.caption = "with a board";
    step.board = Board(3);
    step.beside = "right 1\nright 2";
    stepper.show(step);
    demo::Step text;
    text.caption = "without";
    text.beside = "a tree\n  a child";
    stepper.show(text);
    // The board's lines, each followed by a line of the text while there is one (the text
    // starts five spaces right of the board's widest line: its column of row numbers).
    std::istringstream board(print_diagram(Board(3)));
    std::vector<std::string> rows;
    for (std::string row; std::getline(board, row);) rows.push_back(row);
    const std::size_t width = rows[1].size(); // " 3 . . .  3", wider than the letters' row
    const auto pad = [&](const std::string& row) {
        return row + std::string(width - row.size() + 5, ' ');
    };
    CHECK(out.str().find("step 1: with a board\n" + pad(rows[0]) + "right 1\n" + pad(rows[1]) +
                         "right 2\n" + rows[2] + "\n") != std::string::npos);
    CHECK(out.str().find("step 2: without\na tree\n  a child\n") != std::string::npos);
    CHECK(out.str().find("[Enter") == std::string::npos); // --trace never waits
}

TEST_CASE("stepper: the same steps as JSON frames, beside text in the caption unless a tree "
          "shows it",
          "[demo]")
{
    std::ostringstream out;
    std::istringstream in;
    demo::Stepper stepper(demo::Mode::Json, out, in);
    stepper.describe(8, "title", {{"!", trace::MarkKind::Choose}});
    demo::Step step;
    step.caption = "first";
    step.board = Board(3);
    step.marks = {{Board(3).geometry().point(1, 1), "!"}, {Board(3).geometry().point(2, 2), "a"}};
    step.beside = "beside";
    stepper.show(step);
    step.caption = "second";
    step.beside_in_json = false;
    step.tree = {trace::TreeNode{}};
    stepper.show(step);
    demo::Step text;
    text.caption = "a line";
    stepper.show(text);
    stepper.finish();
    const std::string json = out.str();
    CHECK(json.find("\"caption\": \"first\\nbeside\"") != std::string::npos);
    CHECK(json.find("\"caption\": \"second\\na line\"") != std::string::npos);
    CHECK(json.find("{\"point\": \"A3\", \"kind\": \"choose\"}") != std::string::npos);
    CHECK(json.find("{\"point\": \"B2\", \"text\": \"a\"}") != std::string::npos);
}

TEST_CASE("side_by_side: beside when it fits, below when it does not", "[demo]")
{
    bool right = false;
    CHECK(side_by_side("ab\nc\n", "x\ny\nz\n", 20, 2, &right) == "ab  x\nc   y\n    z\n");
    CHECK(right);
    CHECK(side_by_side("abcdef\n", "xyz\n", 10, 2, &right) == "abcdef\n\nxyz\n");
    CHECK_FALSE(right);
    CHECK(side_by_side("é\n", "x\n", 4, 2) == "é  x\n"); // characters, not bytes
}

namespace {

// STONELAB_LANG set to `value` for one scope (the demos read it; `stonelab run` sets it), then
// put back as it was.
class LanguageVariable {
public:
    explicit LanguageVariable(const char* value)
    {
        if (const char* old = std::getenv("STONELAB_LANG")) old_ = old;
        setenv("STONELAB_LANG", value, 1);
    }
    ~LanguageVariable()
    {
        if (old_)
            setenv("STONELAB_LANG", old_->c_str(), 1);
        else
            unsetenv("STONELAB_LANG");
    }
    LanguageVariable(const LanguageVariable&) = delete;
    LanguageVariable& operator=(const LanguageVariable&) = delete;

private:
    std::optional<std::string> old_;
};

} // namespace

TEST_CASE("demo::say: the student's language, each putting the arguments in its own order",
          "[stepper]")
{
    const auto plays = [] {
        return demo::say("{0} plays {1}", "{1} に{0}が打ちます", {"White", "C5"});
    };
    {
        const LanguageVariable english("en");
        CHECK_FALSE(demo::in_japanese());
        CHECK(plays() == "White plays C5");
        // A brace that is no placeholder, or a placeholder without its argument, stays text.
        CHECK(demo::say("{x} {1} {0}", "", {"a"}) == "{x} {1} a");
    }
    {
        const LanguageVariable japanese("ja");
        CHECK(demo::in_japanese());
        CHECK(plays() == "C5 にWhiteが打ちます");
        std::ostringstream out;
        std::istringstream in("x\n\n");
        demo::Stepper stepper(demo::Mode::Step, out, in);
        stepper.step("一手目", Board(3));
        CHECK(out.str().starts_with("ステップ 1：一手目\n"));
        CHECK(out.str().find("（ここでは使えないキーです：'x'）\n") != std::string::npos);
        CHECK(out.str().find("［Enter：次のステップ、数字：その数だけ進む、q：最後まで］ ") !=
              std::string::npos);
    }
    {
        const LanguageVariable other("fr"); // anything but ja: English
        CHECK_FALSE(demo::in_japanese());
    }
}
