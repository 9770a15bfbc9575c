// `stonelab export`: which course files are shipped, the Gradescope zip's layout, and the
// GitHub Classroom workflow's text. The platforms themselves are simulated end to end by
// tests/grading/platforms.py.
#include "grader/export.hpp"

#include "common/process.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <unistd.h>

using namespace stonelab::grader;
using namespace stonelab;
namespace fs = std::filesystem;

namespace {

// A fresh folder for one test case, named after it.
fs::path scratch(const std::string& name)
{
    const fs::path folder = fs::temp_directory_path() /
                            ("stonelab-export-test-" + name + "-" + std::to_string(getpid()));
    fs::remove_all(folder);
    fs::create_directories(folder);
    return folder;
}

void write(const fs::path& file, const std::string& text = "x\n")
{
    fs::create_directories(file.parent_path());
    std::ofstream(file) << text;
}

std::string read(const fs::path& file)
{
    std::ifstream in(file);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// A course as an instructor has it, without git: sources, build folders, progress, a .git file.
fs::path small_course(const std::string& name)
{
    const fs::path root = scratch(name);
    write(root / "lessons" / "course.txt");
    write(root / "scripts" / "gradescope" / "setup.sh", "#!/bin/sh\n");
    write(root / "scripts" / "gradescope" / "run_autograder", "#!/bin/sh\n");
    write(root / "build.md");                            // a file named build*: kept
    write(root / "tests" / "build" / "kept.txt");        // build/ below the top: kept
    write(root / "build" / "CMakeCache.txt");            // the build folders: left out
    write(root / "build-asan" / "engine" / "board.o");   //
    write(root / ".stonelab" / "progress.txt");          // the student's progress: left out
    write(root / ".git", "gitdir: /nowhere/worktree\n"); // a worktree's .git file: left out
    return root;
}

std::vector<fs::path> paths(std::initializer_list<const char*> names)
{
    std::vector<fs::path> result(names.begin(), names.end());
    std::ranges::sort(result);
    return result;
}

ProcessResult git(const fs::path& root, std::vector<std::string> arguments)
{
    arguments.insert(arguments.begin(), {"git", "-C", root.string()});
    return run_captured(arguments, root);
}

} // namespace

TEST_CASE("export: a course without git ships everything but build folders and progress",
          "[export]")
{
    CHECK(is_left_out_of_export("build", true));
    CHECK(is_left_out_of_export("build-export/stonelab", false));
    CHECK(is_left_out_of_export(".git", false));
    CHECK(is_left_out_of_export(".stonelab/progress.txt", false));
    CHECK_FALSE(is_left_out_of_export("build.md", false));
    CHECK_FALSE(is_left_out_of_export("tests/build", true));
    CHECK_FALSE(is_left_out_of_export("lessons/course.txt", false));

    const fs::path root = small_course("plain");
    CHECK(course_files(root) ==
          paths({"build.md", "lessons/course.txt", "scripts/gradescope/run_autograder",
                 "scripts/gradescope/setup.sh", "tests/build/kept.txt"}));
    fs::remove_all(root);
}

TEST_CASE("export: a git checkout ships what git lists, new files included, ignored ones not",
          "[export]")
{
    const fs::path root = scratch("git");
    REQUIRE(git(root, {"init", "-q"}).succeeded());
    write(root / ".gitignore", "/build*/\n*.log\n");
    write(root / "lessons" / "course.txt");
    write(root / "tests" / "01-a" / "gone.cpp");
    REQUIRE(git(root, {"add", "."}).succeeded());
    fs::remove(root / "tests" / "01-a" / "gone.cpp"); // deleted, not yet committed
    write(root / "tests" / "01-a" / "new_test.cpp");  // written, not yet added
    write(root / "build" / "CMakeCache.txt");         // ignored
    write(root / "grade.log");                        // ignored
    write(root / "notes.md");                         // not ignored: shipped

    CHECK(course_files(root) ==
          paths({".gitignore", "lessons/course.txt", "notes.md", "tests/01-a/new_test.cpp"}));
    fs::remove_all(root);
}

TEST_CASE("export: the Gradescope zip has the two scripts on top and the course in course/",
          "[export]")
{
    const fs::path root = small_course("zip");
    const fs::path zip_file =
        root.parent_path() / ("stonelab-export-test-" + std::to_string(getpid()) + ".zip");
    write_gradescope_zip(root, zip_file);

    // zipinfo's listing: "-rwxr-xr-x  3.0 unx  10 tx defN 24-Jan-01 00:00 setup.sh".
    const ProcessResult listing = run_captured({"unzip", "-Z", zip_file.string()}, root);
    REQUIRE(listing.succeeded());
    std::vector<fs::path> files;
    std::istringstream lines(listing.output);
    for (std::string line; std::getline(lines, line);) {
        if (!line.starts_with('-')) continue; // the header, folders and the totals line
        const std::string name = line.substr(line.rfind(' ') + 1);
        files.push_back(name);
        // Gradescope runs the two scripts: they must be executable.
        if (name == "setup.sh" || name == "run_autograder") CHECK(line.starts_with("-rwx"));
    }
    std::ranges::sort(files);
    CHECK(files ==
          paths({"course/build.md", "course/lessons/course.txt",
                 "course/scripts/gradescope/run_autograder", "course/scripts/gradescope/setup.sh",
                 "course/tests/build/kept.txt", "run_autograder", "setup.sh"}));
    fs::remove(zip_file);
    fs::remove_all(root);
}

TEST_CASE("export: a Gradescope zip for some lessons lists them in graded-lessons", "[export]")
{
    const fs::path root = small_course("zip-lessons");
    const fs::path zip_file =
        root.parent_path() / ("stonelab-export-lessons-" + std::to_string(getpid()) + ".zip");
    // Read back as unzip prints one file of the zip; "" when the zip has no such file.
    const auto file_in_zip = [&](const std::string& name) {
        const ProcessResult shown = run_captured({"unzip", "-p", zip_file.string(), name}, root);
        return shown.succeeded() ? shown.output : std::string();
    };
    write_gradescope_zip(root, zip_file, {"01", "03"});
    CHECK(file_in_zip(kGradedLessonsFile.string()) == "01\n03\n");
    // The course's scripts read it: setup.sh builds those lessons' kits, run_autograder grades
    // them (tests/grading/platforms.py runs both on such a zip).
    const fs::path scripts = fs::path(STONELAB_SOURCE_DIR) / "scripts" / "gradescope";
    CHECK(read(scripts / "setup.sh").find("grading_kit_lesson$lesson") != std::string::npos);
    CHECK(read(scripts / "run_autograder").find("--lesson \"$lesson\"") != std::string::npos);

    write_gradescope_zip(root, zip_file); // the whole course: no list
    CHECK(file_in_zip(kGradedLessonsFile.string()).empty());
    CHECK_FALSE(file_in_zip("setup.sh").empty());
    fs::remove(zip_file);
    fs::remove_all(root);
}

TEST_CASE("export: the Gradescope zip needs the scripts and a folder it can write to", "[export]")
{
    const fs::path root = small_course("zip-errors");
    const fs::path nowhere = root / "no" / "such" / "folder" / "autograder.zip";
    CHECK_THROWS_WITH(write_gradescope_zip(root, nowhere),
                      Catch::Contains("cannot write " + nowhere.string()));
    CHECK_FALSE(fs::exists(nowhere));

    fs::remove(root / "scripts" / "gradescope" / "run_autograder");
    CHECK_THROWS_WITH(write_gradescope_zip(root, root / "autograder.zip"),
                      Catch::Contains("no scripts/gradescope/run_autograder"));
    CHECK_FALSE(fs::exists(root / "autograder.zip"));
    fs::remove_all(root);
}

TEST_CASE("export: the course repository and ref are checked before they go into YAML", "[export]")
{
    for (const char* good : {"https://github.com/org/course.git", "git@github.com:org/course.git",
                             "file:///srv/git/course.git", "org/course"})
        CHECK_NOTHROW(check_classroom_course({good, ""}));
    CHECK_NOTHROW(check_classroom_course({"https://github.com/org/course.git", "v1.0"}));
    CHECK_NOTHROW(
        check_classroom_course({"https://github.com/org/course.git", "term/2025-spring"}));

    CHECK_THROWS_WITH(check_classroom_course({"", ""}), Catch::Contains("--course-repo URL"));
    // A leading '-' is a git option; quotes end the YAML string; the rest are shell syntax.
    for (const char* bad : {"--upload-pack=touch /tmp/x", "https://x/a b.git", "https://x/it's.git",
                            "https://x/$(id).git", "https://x/a.git\nrun: evil"})
        CHECK_THROWS_WITH(check_classroom_course({bad, ""}), Catch::Contains("--course-repo"));
    for (const char* bad : {"-b", "main; rm -rf /", "it's", "a\tb"})
        CHECK_THROWS_WITH(check_classroom_course({"https://github.com/org/course.git", bad}),
                          Catch::Contains("--ref"));
}

TEST_CASE("export: the Classroom workflow grades with the instructor's course", "[export]")
{
    const std::string url = "https://github.com/org/stonelab-course.git";
    const std::string workflow = classroom_workflow({url, "term-2025"});
    const auto has = [&](const std::string& text) {
        INFO(text);
        CHECK(workflow.find(text) != std::string::npos);
    };
    has("\n  push:\n  workflow_dispatch:\n");
    has("COURSE_REPOSITORY: '" + url + "'\n");
    has("COURSE_REF: 'term-2025'\n");
    has("${{ secrets.STONELAB_COURSE_TOKEN }}");
    has("-- \"$COURSE_REPOSITORY\" .stonelab-course\n");
    // The script it runs is the course's, and writes the folder the artifact uploads.
    has("run: bash .stonelab-course/scripts/grade-classroom.sh\n");
    const std::string script = read(fs::path(STONELAB_SOURCE_DIR) / "scripts/grade-classroom.sh");
    CHECK(script.find("out=$workspace/stonelab-results") != std::string::npos);
    has("uses: actions/upload-artifact@v4\n");
    has("path: stonelab-results\n");
    // Classroom's reporter reads the step `stonelab`'s result from STONELAB_RESULTS, and
    // writes the points on the check run called "Autograding Tests".
    has("id: stonelab\n");
    has("STONELAB_RESULTS: ${{ steps.stonelab.outputs.result }}\n");
    has("runners: stonelab\n");
    has("name: Autograding Tests\n");
    CHECK(workflow.find('\t') == std::string::npos); // YAML forbids tabs for indentation

    // Every lesson unless the assignment names some; grade-classroom.sh reads the list.
    has("STONELAB_LESSONS: ''\n");
    CHECK(classroom_workflow({url, "", {"02", "05"}}).find("STONELAB_LESSONS: '02 05'\n") !=
          std::string::npos);
    CHECK(script.find("--target stonelab \"${kit[@]}\"") != std::string::npos);
    CHECK(script.find("\"${only[@]}\"") != std::string::npos);

    // Without a ref the clone takes the default branch: COURSE_REF is empty.
    CHECK(classroom_workflow({url, ""}).find("COURSE_REF: ''\n") != std::string::npos);
    CHECK_THROWS_AS(classroom_workflow({"", ""}), std::invalid_argument);
}
