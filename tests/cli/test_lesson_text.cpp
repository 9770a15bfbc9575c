// A lesson's text for the terminal (cli/lesson_text.hpp): the book's directives turned into
// what a terminal shows, and a directive with no terminal form named with its file and line.
// (Every real lesson is checked by show_texts.py.)
#include "cli/lesson_text.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <unistd.h>

using namespace stonelab::cli;
namespace fs = std::filesystem;
using Catch::Matchers::Contains;

namespace {

// A course folder holding docs/figures.txt and a diagram, and a lesson text `readme`.
struct Folder {
    fs::path root =
        fs::temp_directory_path() / ("stonelab-lesson-text-" + std::to_string(getpid()));

    explicit Folder(const std::string& readme)
    {
        fs::remove_all(root);
        fs::create_directories(root / "docs");
        std::ofstream(root / "docs" / "figures.txt")
            << "# name | arguments\n"
               "two.svg | board --diagram two.txt --mark circle:A1\n"
               "broken.svg | board --diagram missing.txt\n"
               "walk.json | run 2 --solution --trace --format json -- --position seed002\n"
               "search.json | run 9 --solution --trace --format json\n";
        std::ofstream(root / "two.txt") << ". X\n. .\n";
        std::ofstream(root / "README.md") << readme;
    }
    ~Folder() { fs::remove_all(root); }

    std::string text() const { return terminal_lesson_text(root, root / "README.md"); }
};

} // namespace

TEST_CASE("lesson text: a figure drawn, a trace's command, snippets in one line", "[show]")
{
    const Folder folder("Look:\n"
                        "<!-- book: figure two.svg | Two points -->\n"
                        "<!-- book: snippet walk.cpp visit -->\n"
                        "  <!-- book: snippet walk.cpp walk -->\n"
                        "<!-- book: snippet play.cpp play -->\n"
                        "<!-- book: trace walk.json | The walk -->\n");
    CHECK(folder.text() == "Look:\n"
                           "\n"
                           "       A B\n"
                           "     2 . X  2\n"
                           "     1 * .  1\n"
                           "       A B\n"
                           "    * circle at A1\n"
                           "\n"
                           "  Figure: Two points\n"
                           "\n"
                           "  (The book's instructor edition quotes the reference solution here:\n"
                           "    walk.cpp (visit, walk); play.cpp (play).)\n"
                           "\n"
                           "  In the book's player: The walk\n"
                           "  In the terminal: stonelab run 2 --step -- --position seed002\n");
}

TEST_CASE("lesson text: long captions wrapped for 80 columns, a trace with no arguments", "[show]")
{
    const Folder folder("<!-- book: trace search.json | Step through the search one node at a "
                        "time: each step enters one position with its window, and the last "
                        "step marks the best line -->\n");
    CHECK(folder.text() ==
          "  In the book's player: Step through the search one node at a time: each\n"
          "    step enters one position with its window, and the last step marks the best\n"
          "    line\n"
          "  In the terminal: stonelab run 9 --step\n");
}

TEST_CASE("lesson text: a screen's name and a task's anchor are not for the reader", "[show]")
{
    const Folder folder("<a id=\"task-1\"></a>\n"
                        "The demo prints:\n"
                        "<!-- screen: depths -->\n"
                        "```\n"
                        "<!-- screen: kept inside a code block -->\n"
                        "```\n");
    CHECK(folder.text() == "The demo prints:\n"
                           "```\n"
                           "<!-- screen: kept inside a code block -->\n"
                           "```\n");
}

TEST_CASE("lesson text: a directive with no terminal form is an error with its line", "[show]")
{
    CHECK_THROWS_WITH(Folder("a\n<!-- book: figure nope.svg | No -->\n").text(),
                      Contains("README.md line 2: nope.svg is not in docs/figures.txt"));
    CHECK_THROWS_WITH(Folder("<!-- book: figure broken.svg | Broken -->\n").text(),
                      Contains("line 1: the figure broken.svg has no text form"));
    CHECK_THROWS_WITH(Folder("\n\n<!-- book: video x.mp4 | A film -->\n").text(),
                      Contains("line 3: unknown book directive 'video'"));
    CHECK_THROWS_WITH(Folder("<!-- book: trace two.svg | A board -->\n").text(),
                      Contains("line 1: the trace two.svg: 'board --diagram two.txt --mark "
                               "circle:A1' is not a `run N` command"));
    CHECK_THROWS_WITH(Folder("<!-- book: figure two.svg\n").text(),
                      Contains("line 1: a book directive must end on its line with -->"));
}
