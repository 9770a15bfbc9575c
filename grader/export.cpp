#include "grader/export.hpp"
#include "common/files.hpp"

#include "common/process.hpp"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <optional>
#include <stdexcept>
#include <unistd.h>

namespace stonelab::grader {

namespace {

namespace fs = std::filesystem;

/// The scripts Gradescope runs, at the top of the zip, from the course's scripts/gradescope/.
const std::vector<std::string> kGradescopeScripts{"setup.sh", "run_autograder"};

/// `git ls-files` in `root`, or nothing when git is missing or `root` is not in a checkout.
std::optional<std::vector<fs::path>> git_files(const fs::path& root)
{
    if (!find_program("git")) return std::nullopt;
    const ProcessResult listed =
        run_captured({"git", "-C", root.string(), "ls-files", "-z", "--cached", "--others",
                      "--exclude-standard"},
                     root, RunLimits{std::chrono::seconds(60), std::size_t{64} << 20});
    if (!listed.succeeded() || listed.output_truncated) return std::nullopt;
    std::vector<fs::path> files;
    std::size_t start = 0;
    for (std::size_t end; (end = listed.output.find('\0', start)) != std::string::npos;
         start = end + 1) {
        const fs::path file = listed.output.substr(start, end - start);
        // A file deleted but not yet committed is listed too: ship what is on disk.
        std::error_code ignored;
        if (fs::is_regular_file(root / file, ignored)) files.push_back(file);
    }
    return files;
}

std::vector<fs::path> walked_files(const fs::path& root)
{
    std::vector<fs::path> files;
    for (auto entry = fs::recursive_directory_iterator(root);
         entry != fs::recursive_directory_iterator(); ++entry) {
        const fs::path relative = entry->path().lexically_relative(root);
        if (is_left_out_of_export(relative, entry->is_directory())) {
            entry.disable_recursion_pending();
            continue;
        }
        if (entry->is_regular_file()) files.push_back(relative);
    }
    return files;
}

/// The zip's contents laid out in `stage`: the two scripts (executable) and course/.
void stage_gradescope_files(const fs::path& root, const fs::path& stage)
{
    for (const std::string& script : kGradescopeScripts) {
        const fs::path source = root / "scripts" / "gradescope" / script;
        if (!fs::is_regular_file(source))
            throw std::runtime_error("the course has no scripts/gradescope/" + script +
                                     ": it is what Gradescope runs");
        fs::copy_file(source, stage / script);
        fs::permissions(stage / script, fs::perms::owner_all | fs::perms::group_read |
                                            fs::perms::group_exec | fs::perms::others_read |
                                            fs::perms::others_exec);
    }
    for (const fs::path& file : course_files(root)) {
        fs::create_directories((stage / "course" / file).parent_path());
        fs::copy_file(root / file, stage / "course" / file);
        fs::permissions(stage / "course" / file, fs::status(root / file).permissions());
    }
}

/// A repository or ref must not break the workflow's YAML or the shell that clones it, nor
/// be read by git as an option.
bool is_safe_workflow_value(const std::string& value)
{
    const std::string forbidden = "'\"`$\\;&|<>(){}[]*!";
    return !value.starts_with('-') && std::ranges::none_of(value, [&](char c) {
        return static_cast<unsigned char>(c) <= ' ' || c == '\x7f' ||
               forbidden.find(c) != std::string::npos;
    });
}

} // namespace

bool is_left_out_of_export(const fs::path& relative, bool is_directory)
{
    if (relative.empty()) return false;
    const std::string top = relative.begin()->string();
    const bool top_is_directory = is_directory || std::next(relative.begin()) != relative.end();
    return (top_is_directory && top.starts_with("build")) || top == ".git" || top == ".stonelab";
}

std::vector<fs::path> course_files(const fs::path& root)
{
    std::vector<fs::path> files = git_files(root).value_or(std::vector<fs::path>{});
    if (files.empty()) files = walked_files(root);
    std::ranges::sort(files);
    return files;
}

void write_gradescope_zip(const fs::path& root, const fs::path& zip_file,
                          const std::vector<std::string>& lessons)
{
    const auto zip = find_program("zip");
    if (!zip)
        throw std::runtime_error("the zip program is not installed: `sudo apt-get install zip` "
                                 "(scripts/setup.sh installs it)");
    const TemporaryFolder stage("export");
    stage_gradescope_files(root, stage.path());
    // Made in the temporary folder, then copied: a failed export leaves no half-written zip.
    const fs::path made = stage.path() / "autograder.zip";
    std::vector<std::string> command{
        zip->string(), "-q", "-r", "-X", made.string(), "setup.sh", "run_autograder", "course"};
    if (!lessons.empty()) {
        std::ofstream list(stage.path() / kGradedLessonsFile);
        for (const std::string& lesson : lessons) list << lesson << "\n";
        if (!list.flush()) throw std::runtime_error("cannot write the list of graded lessons");
        command.push_back(kGradedLessonsFile.string());
    }
    const ProcessResult zipped = run_captured(command, stage.path());
    if (!zipped.succeeded())
        throw std::runtime_error("zip " + describe_ending(zipped) + ":\n" + zipped.output);
    std::error_code error;
    fs::copy_file(made, zip_file, fs::copy_options::overwrite_existing, error);
    if (error)
        throw std::runtime_error("cannot write " + zip_file.string() + ": " + error.message());
}

void check_classroom_course(const ClassroomCourse& course)
{
    if (course.repository.empty())
        throw std::invalid_argument("give the course's repository: --course-repo URL (the "
                                    "instructor's repository, e.g. "
                                    "https://github.com/ORG/course.git)");
    if (!is_safe_workflow_value(course.repository))
        throw std::invalid_argument("--course-repo '" + course.repository +
                                    "' cannot go into a workflow: no spaces, quotes or shell "
                                    "characters, and no leading '-'");
    if (!is_safe_workflow_value(course.ref))
        throw std::invalid_argument("--ref '" + course.ref +
                                    "' cannot go into a workflow: no spaces, quotes or shell "
                                    "characters, and no leading '-'");
}

std::string classroom_workflow(const ClassroomCourse& course)
{
    check_classroom_course(course);
    std::string lesson_list; // "01 02"
    for (const std::string& lesson : course.lessons)
        lesson_list += (lesson_list.empty() ? "" : " ") + lesson;
    return R"(# Grades this repository with Stonelab on every push. Written by
# `stonelab export github-classroom`; the course it grades against is
#     )" + course.repository +
           (course.ref.empty() ? "" : " (" + course.ref + ")") + R"(
# Only exercises/ is taken from this repository: the tests, the reference outputs and the
# hidden tests come from the instructor's course, cloned into .stonelab-course/.
#
# How the points reach GitHub Classroom: the grading step sets the output `result` (a line
# per lesson with its points, in the format of Classroom's own graders), and Classroom's
# grading reporter adds them up and writes "Points X/Y" on this job's check run. The reporter
# looks for the check run by the name "Autograding Tests", so the job is named that.
name: Stonelab grade
on:
  push:
  workflow_dispatch:
permissions:
  checks: write # the reporter writes the points on the check run
  actions: read
  contents: read
jobs:
  grade:
    name: Autograding Tests
    # Classroom's bot pushes the starter code when it makes the repository: nothing to grade.
    if: github.actor != 'github-classroom[bot]'
    runs-on: ubuntu-latest
    # Debian 12: the system the course is built and tested on (scripts/setup.sh).
    container: debian:12
    timeout-minutes: 30
    defaults:
      run:
        shell: bash
    steps:
      - name: Check out the student's work
        uses: actions/checkout@v4
      - name: Check out the instructor's course
        env:
          COURSE_REPOSITORY: ')" +
           course.repository + R"('
          COURSE_REF: ')" +
           course.ref + R"('
          # A private course needs a read-only token for it, as the secret STONELAB_COURSE_TOKEN.
          COURSE_TOKEN: ${{ secrets.STONELAB_COURSE_TOKEN }}
        run: |
          command -v git > /dev/null || { apt-get update -q && apt-get install -y -q git ca-certificates; }
          auth=()
          if [ -n "$COURSE_TOKEN" ]; then
            basic=$(printf 'x-access-token:%s' "$COURSE_TOKEN" | base64 -w0)
            auth=(-c "http.extraHeader=Authorization: Basic $basic")
          fi
          rm -rf .stonelab-course
          git "${auth[@]}" clone --depth 1 ${COURSE_REF:+--branch "$COURSE_REF"} -- "$COURSE_REPOSITORY" .stonelab-course
      - name: Build the course and grade
        id: stonelab
        env:
          # The lessons this assignment grades (`--lesson`), built and graded alone; empty: all.
          STONELAB_LESSONS: ')" +
           lesson_list + R"('
        run: bash .stonelab-course/scripts/grade-classroom.sh
      - name: Upload the results
        if: always()
        uses: actions/upload-artifact@v4
        with:
          name: stonelab-results
          path: stonelab-results
      - name: Report the points to GitHub Classroom
        if: always()
        uses: classroom-resources/autograding-grading-reporter@v1
        env:
          STONELAB_RESULTS: ${{ steps.stonelab.outputs.result }}
        with:
          runners: stonelab
)";
}

} // namespace stonelab::grader
