#include "cli/grading.hpp"

#include "grader/kit.hpp"

#include <ostream>
#include <stdexcept>
#include <string>
#include <vector>

namespace stonelab::cli {

grader::Grader prepare_grader(const Project& project, const grader::GradeSettings& settings,
                              WallChoice choice, std::ostream& log)
{
    using grader::Sandbox;
    Sandbox sandbox = Sandbox::detect();
    if (choice.require_bubblewrap && sandbox.wall() != Sandbox::Wall::Bubblewrap)
        throw std::runtime_error("refusing to grade without bubblewrap (--require-sandbox): " +
                                 sandbox.why_not_bubblewrap());
    if (sandbox.wall() == Sandbox::Wall::LimitsOnly && !choice.allow_unsandboxed)
        throw std::runtime_error(
            "refusing to grade: there is no sandbox here (" + sandbox.why_not_bubblewrap() +
            "). Graded code could read the hidden outputs and the solutions, and write into the "
            "course. Install bubblewrap, or run stonelab grade as root (each test then runs as "
            "a user of its own), or pass --allow-unsandboxed to grade unprotected anyway");
    if (sandbox.wall() == Sandbox::Wall::OtherUsers)
        log << "warning: bubblewrap cannot run here (" << sandbox.why_not_bubblewrap()
            << ")\n         each test's code runs as a user of its own instead\n";
    if (sandbox.wall() == Sandbox::Wall::LimitsOnly)
        log << "warning: grading WITHOUT A SANDBOX (--allow-unsandboxed): "
            << sandbox.why_not_bubblewrap() << "\n";

    // Every lesson's kit, or only those of the lessons asked for (grading_kit_lessonNN), so
    // that grading one lesson does not first build the tests of all the others.
    log << "building the graded lessons' tests (once)..." << std::endl;
    std::vector<std::string> targets;
    for (const int lesson : settings.lessons)
        targets.push_back("grading_kit_lesson" + project.course().lesson(lesson).padded_number());
    if (targets.empty()) targets.push_back("grading_kit");
    for (const std::string& target : targets) {
        const ProcessResult built = project.build(target);
        if (!built.succeeded())
            throw std::runtime_error("the course's own build failed:\n" +
                                     compiler_messages(built.output));
    }
    return grader::Grader(project.course(), project.root(),
                          grader::read_grading_kit(project.build_dir() / "grading-kit.txt"),
                          std::move(sandbox), settings, log);
}

} // namespace stonelab::cli
