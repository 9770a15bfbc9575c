// Finding the course on disk: from any folder inside it, else the folder stonelab was built from.
#include "cli/project.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <unistd.h>

using namespace stonelab;
using namespace stonelab::cli;
namespace fs = std::filesystem;

TEST_CASE("project: the root is found by walking up to lessons/course.txt", "[project]")
{
    const fs::path root = fs::temp_directory_path() / ("stonelab-root-" + std::to_string(getpid()));
    fs::remove_all(root);
    fs::create_directories(root / "lessons");
    fs::create_directories(root / "exercises" / "01-a" / "deeper");
    const fs::path elsewhere =
        root.parent_path() / ("stonelab-elsewhere-" + std::to_string(getpid()));
    fs::create_directories(elsewhere);
    std::ofstream(root / "lessons" / "course.txt") << "lesson 01 a | A\ntask 1 | 1 | T | H\n";

    CHECK(find_project_root(root, "") == root);
    CHECK(find_project_root(root / "exercises" / "01-a" / "deeper", "") == root);
    CHECK(find_project_root(root / "lessons", "") == root);
    // Outside any course: the fallback, when it is a course; else nothing.
    CHECK(find_project_root(elsewhere, root) == root);
    CHECK_FALSE(find_project_root(elsewhere, elsewhere));
    CHECK_FALSE(find_project_root(elsewhere, ""));

    const Project project(root);
    const Lesson& lesson = project.course().lesson(1);
    CHECK(project.exercise_dir(lesson) == root / "exercises" / "01-a");
    CHECK(project.relative(project.exercise_dir(lesson)) == "exercises/01-a");
    CHECK(project.relative("/somewhere/else") == "/somewhere/else");
    CHECK_FALSE(project.is_written(lesson)); // no solutions/01-a yet
    fs::create_directories(root / "solutions" / "01-a");
    CHECK(project.is_written(lesson));
    fs::remove_all(root);
    fs::remove_all(elsewhere);
}

TEST_CASE("project: a failed build is shown as the compiler's messages only", "[project]")
{
    // As Ninja prints a failed compile: progress lines, FAILED: and the command, the messages.
    const std::string build_output =
        "[0/2] Re-checking globbed directories...\n"
        "[1/3] Building CXX object CMakeFiles/lesson01_exercise.dir/exercises/01-a/a.cpp.o\n"
        "FAILED: CMakeFiles/lesson01_exercise.dir/exercises/01-a/a.cpp.o \n"
        "/usr/bin/c++ -I/x -O2 -std=c++20 -o a.cpp.o -c /x/exercises/01-a/a.cpp\n"
        "/x/exercises/01-a/a.cpp: In function 'int add(int, int)':\n"
        "/x/exercises/01-a/a.cpp:4:36: error: expected primary-expression before ';' token\n"
        "    4 | int add(int a, int b) { return a - ; }\n"
        "      |                                    ^\n"
        "ninja: build stopped: subcommand failed.\n";
    CHECK(compiler_messages(build_output) ==
          "/x/exercises/01-a/a.cpp: In function 'int add(int, int)':\n"
          "/x/exercises/01-a/a.cpp:4:36: error: expected primary-expression before ';' token\n"
          "    4 | int add(int a, int b) { return a - ; }\n"
          "      |                                    ^\n");
    const Project project(STONELAB_SOURCE_DIR);
    CHECK(project.shorten_paths(std::string(STONELAB_SOURCE_DIR) +
                                "/exercises/01-a/a.cpp:4:36: error\n") ==
          "exercises/01-a/a.cpp:4:36: error\n");
}
