/// \file
/// Packaging the course for the platforms instructors grade on (`stonelab export`).
///
/// - **Gradescope** takes an autograder zip: `setup.sh` (run once, to build the image),
///   `run_autograder` (run per submission) and whatever they need. Ours holds the two scripts
///   from `scripts/gradescope/` and the instructor's course in `course/`; the scripts build the
///   course and call `stonelab grade` (Gradescope's specification:
///   https://gradescope-autograders.readthedocs.io/en/latest/specs/).
/// - **GitHub Classroom** runs a workflow in each student's repository. Ours checks out the
///   instructor's course beside the student's work and runs `scripts/grade-classroom.sh` from
///   it, so the tests and hidden outputs never come from the student's copy.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace stonelab::grader {

/// The course's files, as paths relative to `root`, sorted: what `git ls-files` lists when
/// `root` is in a git checkout (tracked files, and new files git does not ignore, so a test
/// written but not yet committed is shipped too), else every file except the top-level
/// `build*/`, `.git` and `.stonelab` (the student's progress) folders.
std::vector<std::filesystem::path> course_files(const std::filesystem::path& root);

/// True for what a course tree without git leaves out: a top-level `build*` folder and what
/// is in it, `.git` or `.stonelab`. `relative` is a path relative to the course root;
/// `is_directory` says whether it names a folder (a file `build.md` is kept).
bool is_left_out_of_export(const std::filesystem::path& relative, bool is_directory);

/// The file at the top of a Gradescope zip that names the lessons it grades, one number a
/// line (`01`): setup.sh builds only their tests and run_autograder grades only them. A zip
/// for the whole course has none.
inline const std::filesystem::path kGradedLessonsFile = "graded-lessons";

/// Writes the Gradescope autograder zip of the course at `root` to `zip_file`, with the
/// `zip` program: `setup.sh` and `run_autograder` (from `root/scripts/gradescope/`) at the
/// top, the files of course_files(root) under `course/`, and, when `lessons` (numbers as the
/// build spells them, `01`) is not empty, the kGradedLessonsFile listing them: an assignment
/// for some lessons builds in a fraction of the time. Throws std::runtime_error saying what
/// failed (a missing script, no `zip` program, a file it cannot write).
void write_gradescope_zip(const std::filesystem::path& root, const std::filesystem::path& zip_file,
                          const std::vector<std::string>& lessons = {});

/// Where the GitHub Classroom workflow takes the instructor's course from.
struct ClassroomCourse {
    std::string repository; ///< a URL git can clone: https://github.com/OWNER/NAME.git, ...
    std::string ref;        ///< a branch or tag; empty: the repository's default branch
    /// The lessons the assignment grades, as the build spells them (`01`); empty: all of them.
    std::vector<std::string> lessons = {};
};

/// Throws std::invalid_argument with a message for the instructor when `course` cannot go
/// into a workflow: no repository, or a repository or ref with spaces, quotes, shell
/// characters or a leading `-` (git would read it as an option).
void check_classroom_course(const ClassroomCourse& course);

/// The path of the workflow in the student's repository.
inline const std::filesystem::path kClassroomWorkflowPath{".github/workflows/stonelab-grade.yml"};

/// The GitHub Actions workflow for the students' repositories. On every push (and by hand,
/// workflow_dispatch) it checks out the student's repository, clones the instructor's course
/// into `.stonelab-course/` (with the secret `STONELAB_COURSE_TOKEN` when the course is
/// private), runs `.stonelab-course/scripts/grade-classroom.sh`, uploads the results folder
/// as an artifact and hands the points to GitHub Classroom through its grading reporter.
/// Checks `course` first (check_classroom_course).
std::string classroom_workflow(const ClassroomCourse& course);

} // namespace stonelab::grader
