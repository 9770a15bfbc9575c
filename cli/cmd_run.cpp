/// \file
/// The commands that build a lesson program and run it on the terminal:
/// `stonelab run N` (the lesson's demo on the student's code, or on the reference solution)
/// and `stonelab golden N` (the program that writes or verifies the reference outputs).
/// The demo speaks the student's language: `run` tells it by STONELAB_LANG (ja or en) in its
/// environment, which lessons/demo_support.hpp's `demo::in_japanese` reads.
#include "cli/commands.hpp"

#include "cli/messages.hpp"
#include "cli/progress.hpp"
#include "cli/project.hpp"

#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <memory>

namespace stonelab::cli {

namespace {

namespace fs = std::filesystem;

struct RunOptions {
    std::string lesson;
    bool step = false;
    bool trace = false;
    bool solution = false;
    std::string format = "text";        ///< of the trace: text or json
    std::vector<std::string> arguments; ///< passed on to the demo (after `--`)
};

struct GoldenOptions {
    std::string lesson;
    bool check = false;
};

// Builds `target`; prints the compiler's messages when that fails. The progress line goes
// to `progress` (stderr when stdout must hold a JSON trace alone).
bool build_or_explain(const Project& project, const std::string& target,
                      std::ostream& progress = std::cout)
{
    progress << say(Message::BuildingProgram, {target}) << std::endl;
    const ProcessResult build = project.build(target);
    if (build.succeeded()) return true;
    std::cerr << say(Message::ProgramDoesNotCompile, {target}) << "\n"
              << project.shorten_paths(compiler_messages(build.output));
    return false;
}

// How a program that did not exit ended, in the student's language: "crashed (segmentation
// fault)", "was killed".
std::string ending_words(const ProcessResult& result)
{
    switch (result.signal) {
    case SIGKILL: return say(Message::EndingKilled);
    case SIGINT: return say(Message::EndingInterrupted);
    case SIGSEGV:
    case SIGBUS:
    case SIGABRT:
    case SIGFPE:
    case SIGILL: return say(Message::EndingCrashed, {signal_words(result.signal)});
    default: return say(Message::EndingSignal, {std::to_string(result.signal)});
    }
}

// Runs a built program on the terminal; its exit code, or 128 + the signal that killed it.
int run_on_terminal(const Project& project, const std::string& target,
                    std::vector<std::string> arguments)
{
    arguments.insert(arguments.begin(), project.program(target).string());
    const ProcessResult result = run_attached(arguments, fs::current_path());
    if (result.signal == 0) return result.exit_code;
    std::cerr << "stonelab: " << say(Message::ProgramEnded, {target, ending_words(result)}) << "\n";
    return 128 + result.signal;
}

int run_demo(const RunOptions& options)
{
    if (options.format != "text" && options.format != "json") {
        std::cerr << "stonelab: " << say(Message::FormatNotKnown, {options.format}) << "\n";
        return 1;
    }
    const bool json = options.format == "json";
    if (json && !options.trace) {
        std::cerr << "stonelab: " << say(Message::FormatJsonAlone) << "\n";
        return 1;
    }
    const Project project = Project::open();
    const Lesson& lesson = options.lesson.empty()
                               ? load_progress(project.root()).current(project.course())
                               : project.course().lesson(options.lesson);
    if (!project.is_written(lesson)) {
        std::cerr << "stonelab: " << say(Message::LessonNotWritten, {std::to_string(lesson.number)})
                  << "\n";
        return 1;
    }
    const std::string target =
        "lesson" + lesson.padded_number() + (options.solution ? "-solution" : "");
    if (!build_or_explain(project, target, json ? std::cerr : std::cout)) return 1;
    std::vector<std::string> arguments;
    if (options.step) arguments.push_back("--step");
    if (options.trace) arguments.push_back("--trace");
    if (json) arguments.insert(arguments.end(), {"--format", "json"});
    arguments.insert(arguments.end(), options.arguments.begin(), options.arguments.end());
    // The language chosen by `--lang`, STONELAB_LANG, the saved choice or the locale, set
    // explicitly: the demo need not know that order, and a Japanese locale alone (which the
    // demo does not look at) still gives a Japanese demo.
    setenv("STONELAB_LANG", language_name(current_language()).c_str(), 1);
    return run_on_terminal(project, target, arguments);
}

int run_golden(const GoldenOptions& options)
{
    const Project project = Project::open();
    const Lesson& lesson = project.course().lesson(options.lesson);
    const fs::path test_dir = project.test_dir(lesson);
    if (!fs::is_regular_file(test_dir / "golden.cpp")) {
        std::cerr << "stonelab: lesson " << lesson.number << " has no reference outputs ("
                  << project.relative(test_dir / "golden.cpp") << " is missing)\n";
        return 1;
    }
    const std::string target = "lesson" + lesson.padded_number() + "_golden";
    if (!build_or_explain(project, target)) return 1;
    std::vector<std::string> arguments;
    if (options.check) arguments.push_back("--check");
    arguments.push_back((test_dir / "data").string());
    return run_on_terminal(project, target, arguments);
}

} // namespace

Command add_run_command(CLI::App& app)
{
    auto* run = app.add_subcommand("run", "Build and run a lesson's demo on your code");
    auto options = std::make_shared<RunOptions>();
    run->add_option("lesson", options->lesson, "Lesson number (default: the current lesson)");
    run->add_option("arguments", options->arguments, "Arguments for the demo (after --)");
    auto* step = run->add_flag("--step", options->step,
                               "Walk through the algorithm: Enter for the next step");
    auto* trace = run->add_flag("--trace", options->trace, "Print every step without waiting");
    step->excludes(trace);
    run->add_option("--format", options->format,
                    "With --trace: text (the default) or json, the frames the book's trace "
                    "player reads (lessons that have a JSON trace)");
    run->add_flag("--solution", options->solution,
                  "Run the demo on the reference solution instead");
    return {run, [options] { return run_demo(*options); }};
}

Command add_golden_command(CLI::App& app)
{
    auto* golden = app.add_subcommand("golden", "Write a lesson's reference outputs from the "
                                                "solution (maintainers; review the diff)");
    auto options = std::make_shared<GoldenOptions>();
    golden->add_option("lesson", options->lesson, "Lesson number")->required();
    golden->add_flag("--check", options->check, "Only verify that the committed outputs match");
    return {golden, [options] { return run_golden(*options); }};
}

} // namespace stonelab::cli
