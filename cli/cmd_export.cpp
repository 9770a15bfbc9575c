/// \file
/// `stonelab export gradescope` and `stonelab export github-classroom`: the course packaged
/// for the platforms instructors grade on (export.hpp says what each one gets).
#include "cli/commands.hpp"

#include "cli/export.hpp"
#include "cli/project.hpp"

#include <fstream>
#include <iostream>
#include <memory>

namespace stonelab::cli {

namespace {

namespace fs = std::filesystem;

struct ExportOptions {
    std::string gradescope_out = "stonelab-gradescope.zip";
    ClassroomCourse classroom;
    std::string classroom_out = ".";
};

int export_gradescope(const ExportOptions& options)
{
    const Project project = Project::open();
    const fs::path zip_file = fs::absolute(options.gradescope_out);
    write_gradescope_zip(project.root(), zip_file);
    std::cout << "wrote " << zip_file.string() << "\n"
              << "upload it as the assignment's autograder on Gradescope "
                 "(Configure Autograder > Zip file upload)\n";
    return 0;
}

int export_github_classroom(const ExportOptions& options)
{
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
    exporter->require_subcommand(1);

    auto* gradescope =
        exporter->add_subcommand("gradescope", "Write a Gradescope autograder zip of the course");
    gradescope->add_option("--out", options->gradescope_out,
                           "The zip to write (default: stonelab-gradescope.zip)");

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

    return {exporter, [options, gradescope] {
                return gradescope->parsed() ? export_gradescope(*options)
                                            : export_github_classroom(*options);
            }};
}

} // namespace stonelab::cli
