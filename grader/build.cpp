#include "grader/build.hpp"

#include "common/text.hpp"

#include <algorithm>
#include <sstream>

namespace stonelab::grader {

namespace {

namespace fs = std::filesystem;

/// Compiler errors beyond this many lines are cut: the first error is the one to fix.
constexpr std::size_t kErrorLines = 30;

/// A compiler stopped at a limit, in the student's words: the driver says "CPU time limit
/// exceeded signal terminated program cc1plus" (or "Killed signal ..."), cc1plus "out of
/// memory" at the memory limit, and calls that an internal compiler error, which would only
/// confuse the student.
std::string stopped_at_limit(const RunResult& run, const std::string& step, const Limits& limits)
{
    const bool at_limit = run.timed_out || run.signal != 0 ||
                          run.output.find("signal terminated program") != std::string::npos ||
                          run.output.find("out of memory") != std::string::npos ||
                          run.output.find("virtual memory exhausted") != std::string::npos;
    if (!at_limit) return "";
    std::ostringstream text;
    text << "the " << step << " was stopped at its limits (" << limits.cpu.count() << " s of CPU, "
         << (limits.memory_bytes >> 20) << " MiB): a template that never stops instantiating?\n";
    return text.str();
}

std::vector<std::pair<std::string, std::string>> environment_for(const fs::path& folder)
{
    return {{"PATH", "/usr/bin:/bin"},
            {"LC_ALL", "C"},
            {"TMPDIR", folder.string()},
            {"HOME", folder.string()}};
}

} // namespace

Limits default_build_limits()
{
    Limits limits;
    limits.cpu = std::chrono::seconds(60);
    limits.wall = std::chrono::seconds(120);
    limits.memory_bytes = std::uint64_t{2} << 30;
    limits.stack_bytes = 64u << 20;
    limits.file_bytes = 256u << 20;
    limits.output_bytes = 64u << 10;
    limits.open_files = 256;
    limits.tmp_bytes = 256u << 20;
    limits.filter = FilterFor::Compiler;
    return limits;
}

BuildResult build_student_program(int lesson, const std::string& lesson_folder,
                                  const fs::path& sources, const fs::path& folder,
                                  const BuildSettings& settings, const Sandbox& sandbox,
                                  const Workspace& workspace, int job)
{
    const StudentKit& kit = workspace.kit();
    workspace.make_student_folder(folder, job);
    // Paths as the student knows them: exercises/02-capture-recursion/walk.cpp:3:1, and the
    // kit's headers as the course's (engine/go/board.hpp:12).
    const auto for_student = [&](const std::string& output) {
        std::string text =
            replace_all(output, sources.parent_path().parent_path().string() + "/", "");
        text = replace_all(text, (kit.include / "lessons").string() + "/", "lessons/");
        text = replace_all(text, kit.include.string() + "/", "");
        return first_lines(trimmed(text) + "\n", kErrorLines);
    };
    const auto launch = [&](std::vector<std::string> command) {
        Launch step;
        step.command = std::move(command);
        step.read_only = {kit.root, sources};
        step.working_dir = folder;
        step.environment = environment_for(folder);
        step.limits = settings.limits;
        step.run_as = workspace.student_user(job);
        return step;
    };

    // Compile, seeing the kit's headers and nothing else of the course.
    std::vector<std::string> compile = {settings.compiler};
    compile.insert(compile.end(), settings.compile_flags.begin(), settings.compile_flags.end());
    compile.insert(compile.end(), {"-I", kit.include.string(), "-I",
                                   (kit.include / "lessons" / lesson_folder).string()});
    if (!kit.pch.empty()) compile.insert(compile.end(), {"-include", kit.pch.string()});
    compile.push_back("-c");
    std::vector<std::string> objects;
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(sources))
        if (entry.path().extension() == ".cpp") files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    for (const fs::path& file : files) {
        compile.push_back(file.string());
        objects.push_back((folder / file.filename()).replace_extension(".o").string());
    }
    const RunResult compiled = sandbox.run(launch(compile));
    if (compiled.exit_code != 0) {
        const std::string stopped = stopped_at_limit(compiled, "compiler", settings.limits);
        return {{}, stopped.empty() ? for_student(compiled.output) : stopped};
    }

    // Link with the lesson's answering side, the remote calls and the engine.
    std::vector<std::string> link = {settings.compiler};
    link.insert(link.end(), objects.begin(), objects.end());
    for (const fs::path& object : kit.objects.at(lesson)) link.push_back(object.string());
    for (const fs::path& library : kit.libraries) link.push_back(library.string());
    link.insert(link.end(), settings.link_flags.begin(), settings.link_flags.end());
    const fs::path program = folder / "student";
    link.insert(link.end(), {"-o", program.string()});
    const RunResult linked = sandbox.run(launch(link));
    if (linked.exit_code != 0)
        return {{},
                stopped_at_limit(linked, "linker", settings.limits) + for_student(linked.output)};
    return {program, ""};
}

} // namespace stonelab::grader
