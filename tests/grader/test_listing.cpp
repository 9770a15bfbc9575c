// What the grader reads before it runs anything: the tests' list of test cases and their
// sources (listing.hpp), the kit (kit.hpp), and a submission's name (intake.hpp).
#include "grader/intake.hpp"
#include "grader/kit.hpp"
#include "grader/listing.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <unistd.h>

using namespace stonelab::grader;
namespace fs = std::filesystem;

TEST_CASE("listing: the runner's list of test cases, with tasks and tags", "[listing]")
{
    const auto tests = parse_test_listing(
        "/p/tests/02/test_walk.cpp\t40\t[lesson02][task_1]\ttask 1: a walk, with a comma\n"
        "/p/tests/02/test_gnugo.cpp\t47\t[lesson02][reference][task_4]\ttask 4: agree\n"
        "not a listing line\n");
    REQUIRE(tests.size() == 2);
    CHECK(tests[0].name == "task 1: a walk, with a comma");
    CHECK(tests[0].task == 1);
    CHECK(tests[0].line == 40);
    CHECK(tests[0].file == "/p/tests/02/test_walk.cpp");
    CHECK_FALSE(tests[0].has_tag("reference"));
    CHECK(tests[1].task == 4);
    CHECK(tests[1].tags == std::vector<std::string>{"lesson02", "reference", "task_4"});
    CHECK(tests[1].has_tag("reference"));
}

TEST_CASE("listing: in reading order, each task's visible tests before its hidden ones",
          "[listing]")
{
    // As the runner lists them, file by file: test_hidden.cpp comes first.
    std::vector<TestCase> tests =
        parse_test_listing("/p/test_hidden.cpp\t1\t[task_3]\ttask 3: hidden positions\n"
                           "/p/test_hidden.cpp\t9\t[task_1]\ttask 1: hidden walks\n"
                           "/p/test_pairs.cpp\t5\t[task_3]\ttask 3: the pairs\n"
                           "/p/test_sta.cpp\t5\t[task_1]\ttask 1: the codes\n"
                           "/p/test_sta.cpp\t9\t[task_1]\ttask 1: the rows\n");
    stonelab::Lesson lesson;
    lesson.hidden_tests = {"task 3: hidden positions", "task 1: hidden walks"};
    sort_for_reading(tests, lesson);
    std::vector<std::string> names;
    for (const TestCase& test : tests) names.push_back(test.name);
    CHECK(names == std::vector<std::string>{"task 1: the codes", "task 1: the rows",
                                            "task 1: hidden walks", "task 3: the pairs",
                                            "task 3: hidden positions"});
}

TEST_CASE("listing: a test case's source is cut at the brace that closes it", "[listing]")
{
    const std::string source = "#include <x>\n"
                               "\n"
                               "TEST_CASE(\"task 1: braces { in a name\", \"[t]\")\n"
                               "{\n"
                               "    const char* board = R\"(\n"
                               "} not the end\n"
                               ")\";\n"
                               "    char brace = '}'; // } nor this\n"
                               "    /* } nor this */\n"
                               "    if (true) { CHECK(1); }\n"
                               "}\n"
                               "\n"
                               "TEST_CASE(\"task 2\", \"[t]\") {}\n";
    const std::string first = test_case_source(source, 3);
    CHECK(first.starts_with("TEST_CASE(\"task 1"));
    CHECK(first.ends_with("    if (true) { CHECK(1); }\n}\n"));
    CHECK(test_case_source(source, 13) == "TEST_CASE(\"task 2\", \"[t]\") {}\n");
    CHECK(test_case_source(source, 99).empty());
}

TEST_CASE("listing: submissions are named after their folder or archive", "[listing]")
{
    CHECK(submission_name("class/alice.tar.gz") == "alice");
    CHECK(submission_name("bob.tgz") == "bob");
    CHECK(submission_name("/x/carol.zip") == "carol");
    CHECK(submission_name("dave/") == "dave");
    CHECK(submission_name("erin") == "erin");
    CHECK(submission_name(".zip") == ".zip");
    CHECK(submission_name("grades.csv") == "grades.csv");
    CHECK(is_archive("a.zip"));
    CHECK(is_archive("a.tar.gz"));
    CHECK_FALSE(is_archive("a.tar"));
}

TEST_CASE("listing: the grading kit is read, and a bad line is named", "[listing]")
{
    const fs::path path = fs::temp_directory_path() / ("stonelab-kit-" + std::to_string(getpid()));
    std::ofstream(path)
        << "# comment\ncompiler /usr/bin/c++\ncompile -std=c++20\ncompile -O1\n"
           "course /p\npch /b/pch.hpp\nlibrary /b/remote.a\nlibrary /b/engine.a\n"
           "unpacker /b/stonelab-unpack\nlesson 02 folder 02-x\n"
           "lesson 02 tests /b/lesson02_graded_tests\n"
           "lesson 02 data /p/tests/02-x/data\nlesson 02 hidden /p/tests/02-x/hidden\n"
           "lesson 02 object /b/a.o\nlesson 02 object /b/with space.o\n";
    const GradingKit kit = read_grading_kit(path);
    CHECK(kit.compiler == "/usr/bin/c++");
    CHECK(kit.compile_flags == std::vector<std::string>{"-std=c++20", "-O1"});
    CHECK(kit.pch == "/b/pch.hpp");
    CHECK(kit.libraries == std::vector<fs::path>{"/b/remote.a", "/b/engine.a"});
    REQUIRE(kit.lessons.count(2) == 1);
    CHECK(kit.lessons.at(2).folder == "02-x");
    CHECK(kit.lessons.at(2).objects == std::vector<fs::path>{"/b/a.o", "/b/with space.o"});
    CHECK(kit.lessons.at(2).tests == "/b/lesson02_graded_tests");
    CHECK(kit.lessons.at(2).hidden == "/p/tests/02-x/hidden");

    std::ofstream(path, std::ios::app) << "banana split\n";
    CHECK_THROWS_WITH(read_grading_kit(path),
                      Catch::Contains("line 16") && Catch::Contains("banana"));
    fs::remove(path);
    CHECK_THROWS_WITH(read_grading_kit(path), Catch::Contains("grading_kit"));
}
