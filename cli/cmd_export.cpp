/// \file
/// `stonelab export gradescope` and `stonelab export github-classroom`: the course packaged
/// for the platforms instructors grade on (export.hpp says what each one gets).
#include "cli/commands.hpp"

#include "cli/project.hpp"
#include "grader/export.hpp"

#include <algorithm>
#include <fstream>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

namespace stonelab::cli {

namespace {

namespace fs = std::filesystem;
using namespace stonelab::grader;

struct ExportOptions {
    std::string gradescope_out = "stonelab-gradescope.zip";
    ClassroomCourse classroom;
    std::string classroom_out = ".";
    std::vector<int> lessons; // --lesson, either platform; empty: every lesson
};

// The lessons asked for, as the build spells them (`03`); each must be one of the course's
// (Course::lesson names the known ones otherwise). Empty: the whole course.
std::vector<std::string> lesson_numbers(const Project& project, const std::vector<int>& lessons)
{
    std::vector<std::string> numbers;
    for (const int lesson : lessons) {
        const std::string number = project.course().lesson(lesson).padded_number();
        if (std::ranges::find(numbers, number) == numbers.end()) numbers.push_back(number);
    }
    return numbers;
}

int export_gradescope(const ExportOptions& options)
{
    const Project project = Project::open();
    const fs::path zip_file = fs::absolute(options.gradescope_out);
    write_gradescope_zip(project.root(), zip_file, lesson_numbers(project, options.lessons));
    std::cout << "wrote " << zip_file.string() << "\n"
              << "upload it as the assignment's autograder on Gradescope "
                 "(Configure Autograder > Zip file upload)\n";
    return 0;
}

int export_github_classroom(ExportOptions options)
{
    if (!options.lessons.empty())
        options.classroom.lessons = lesson_numbers(Project::open(), options.lessons);
    const std::string workflow = classroom_workflow(options.classroom); // checks the options
    const fs::path file = fs::absolute(options.classroom_out) / kClassroomWorkflowPath;
    std::error_code error;
    fs::create_directories(file.parent_path(), error);
    std::ofstream out(file, std::ios::binary);
    out << workflow;
    out.close();
    if (error || !out)
        throw std::runtime_error("cannot write " + file.string() +
                                 (error ? ": " + error.message() : ""));
    std::cout << "wrote " << file.string() << "\n"
              << "commit it to the assignment's template repository: every student's copy then "
                 "grades itself on each push\n";
    return 0;
}

} // namespace

Command add_export_command(CLI::App& app)
{
    auto options = std::make_shared<ExportOptions>();
    auto* exporter =
        app.add_subcommand("export", "Package the course for Gradescope or GitHub Classroom");
    // A platform it does not know is named in the message (not CLI11's "A subcommand is
    // required"), so extras are let through and refused in run below.
    exporter->require_subcommand(0, 1);
    exporter->allow_extras();

    auto* gradescope =
        exporter->add_subcommand("gradescope", "Write a Gradescope autograder zip of the course");
    gradescope->add_option("--out", options->gradescope_out,
                           "The zip to write (default: stonelab-gradescope.zip)");
    const std::string lesson_help =
        "Grade only lesson N (repeatable): an assignment for some lessons builds and grades "
        "only their tests (default: every lesson)";
    gradescope->add_option("--lesson", options->lessons, lesson_help)->check(CLI::Range(1, 99));

    auto* classroom = exporter->add_subcommand(
        "github-classroom", "Write the GitHub Actions workflow for students' repositories");
    classroom
        ->add_option("--course-repo", options->classroom.repository,
                     "The instructor's course repository, as git clones it (a URL)")
        ->required();
    classroom->add_option("--ref", options->classroom.ref,
                          "The branch or tag to grade against (default: its default branch)");
    classroom->add_option("--out", options->classroom_out,
                          "The student repository's folder: writes " +
                              kClassroomWorkflowPath.string() + " in it (default: here)");
    classroom->add_option("--lesson", options->lessons, lesson_help)->check(CLI::Range(1, 99));

    return {exporter, [options, exporter, gradescope, classroom] {
                if (gradescope->parsed()) return export_gradescope(*options);
                if (classroom->parsed()) return export_github_classroom(*options);
                const std::vector<std::string> words = exporter->remaining();
                throw std::runtime_error(
                    (words.empty() ? std::string("export needs a platform")
                                   : "cannot export for '" + words.front() + "'") +
                    ": use `stonelab export gradescope` or `stonelab export github-classroom`");
            }};
}

} // namespace stonelab::cli
