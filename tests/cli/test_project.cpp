// Finding the course on disk: from any folder inside it, else the folder stonelab was built from.
#include "cli/project.hpp"
#include "common/process.hpp"

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

TEST_CASE("project: Make's progress and chatter are left out of a failed build's messages",
          "[project]")
{
    // As a Makefiles build (CMake's default generator) prints a failed compile.
    const std::string build_output =
        "[ 12%] Built target stonelab_engine\n"
        "Consolidate compiler generated dependencies of target lesson01_exercise\n"
        "[ 50%] Building CXX object CMakeFiles/lesson01_exercise.dir/exercises/01-a/a.cpp.o\n"
        "/x/exercises/01-a/a.cpp:4:36: error: expected primary-expression before ';' token\n"
        "    4 | int add(int a, int b) { return a - ; }\n"
        "make[2]: *** [CMakeFiles/lesson01_exercise.dir/build.make:76: a.cpp.o] Error 1\n"
        "make[1]: *** [CMakeFiles/Makefile2:100: CMakeFiles/lesson01_exercise.dir/all] Error 2\n"
        "gmake: *** [Makefile:91: all] Error 2\n";
    CHECK(compiler_messages(build_output) ==
          "/x/exercises/01-a/a.cpp:4:36: error: expected primary-expression before ';' token\n"
          "    4 | int add(int a, int b) { return a - ; }\n");
    // A line of the compiler's that only looks like progress stays.
    CHECK(compiler_messages("[with T = int] note\n[50%x] y\n") ==
          "[with T = int] note\n[50%x] y\n");
}

TEST_CASE("project: a build folder configured with Make is built with Make, not configured again "
          "with Ninja",
          "[project]")
{
    // The usual CMake way: `cmake -B build` (Makefiles) in a course, then a student's command.
    const fs::path root = fs::temp_directory_path() / ("stonelab-make-" + std::to_string(getpid()));
    fs::remove_all(root);
    fs::create_directories(root / "lessons");
    std::ofstream(root / "lessons" / "course.txt") << "lesson 01 a | A\ntask 1 | 1 | T | H\n";
    std::ofstream(root / "CMakeLists.txt")
        << "cmake_minimum_required(VERSION 3.22)\nproject(Tiny NONE)\n"
           "add_custom_target(hello ALL COMMAND ${CMAKE_COMMAND} -E touch hello.txt)\n";
    const ProcessResult configured = run_captured(
        {"cmake", "-S", root.string(), "-B", (root / "build").string(), "-G", "Unix Makefiles"},
        root);
    REQUIRE(configured.succeeded());

    const Project project(root);
    const ProcessResult built = project.build("hello");
    INFO(built.output);
    CHECK(built.succeeded());
    CHECK(fs::exists(root / "build" / "hello.txt"));
    CHECK_FALSE(fs::exists(root / "build" / "build.ninja"));
    // A target the build does not have: configured again (keeping Make), then named.
    try {
        project.build("no_such_target");
        FAIL("an unknown target was built");
    } catch (const std::runtime_error& e) {
        CHECK_THAT(e.what(), Catch::Matchers::Contains("has no target no_such_target"));
    }
    CHECK_FALSE(fs::exists(root / "build" / "build.ninja"));
    // Its build files lost, the cache kept: configured again, with the cache's generator.
    fs::remove(root / "build" / "Makefile");
    CHECK(project.build("hello").succeeded());
    CHECK(fs::exists(root / "build" / "Makefile"));
    CHECK_FALSE(fs::exists(root / "build" / "build.ninja"));
    fs::remove_all(root);
}
