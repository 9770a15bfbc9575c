/// \file
/// The student's way through the course: `stonelab` (the course map), `show`, `hint`, `next`,
/// `go` and `reset`. Checking and running a lesson are in cmd_check.cpp and cmd_run.cpp.
#include "cli/commands.hpp"

#include "cli/lesson_text.hpp"
#include "cli/progress.hpp"
#include "cli/project.hpp"

#include <fstream>
#include <iomanip>
#include <iostream>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace stonelab::cli {

namespace {

// A lesson's last check, in a few words.
std::string check_words(const LessonProgress& record)
{
    switch (record.check) {
    case CheckState::NotChecked:
        if (record.done) return "done";
        if (!record.tasks.empty()) return "some tasks pass, the others not checked yet";
        return "not started";
    case CheckState::DoesNotBuild: return "does not compile";
    case CheckState::Failing:
        return "failing " + std::to_string(record.total - record.passed) + " of " +
               std::to_string(record.total) +
               (record.first_failing_task
                    ? " (task " + std::to_string(record.first_failing_task) + ")"
                    : "");
    case CheckState::Passed: return record.done ? "done" : "passed";
    }
    return "";
}

// A lesson's state on the map: its last check, and "skipped" for a lesson before the current
// one that `stonelab next` never marked done (the student moved on with `stonelab go`).
std::string state_words(const Project& project, const Lesson& lesson, const Progress& progress,
                        const Lesson& current)
{
    if (!project.is_written(lesson)) return "not written yet";
    const LessonProgress record = progress.of(lesson.number);
    const std::string words = check_words(record);
    if (lesson.number < current.number && !record.done)
        return record.check == CheckState::NotChecked && record.tasks.empty() ? "skipped"
                                                                              : "skipped, " + words;
    return words;
}

// The one thing to do next about the current lesson.
std::string next_step(const Project& project, const Progress& progress, const Lesson& lesson)
{
    const std::string n = std::to_string(lesson.number);
    const std::string exercise = project.relative(project.exercise_dir(lesson)) + "/";
    const LessonProgress record = progress.of(lesson.number);
    if (!project.is_written(lesson)) return "lesson " + n + " is not written yet: check back later";
    switch (record.check) {
    case CheckState::NotChecked:
        return "stonelab show " + n + ", edit " + exercise + ", then stonelab check " + n;
    case CheckState::DoesNotBuild:
        return "fix the compile error in " + exercise + " (stonelab check " + n + " shows it)";
    case CheckState::Failing: {
        const std::string task = std::to_string(std::max(record.first_failing_task, 1));
        return "make task " + task + " pass (stonelab hint " + n + " " + task + "), edit " +
               exercise + ", then stonelab check " + n;
    }
    case CheckState::Passed:
        if (!record.done)
            return "lesson " + n + " passes: stonelab next marks it done and moves on";
        return "you have done every lesson written so far";
    }
    return "";
}

// The lesson named on the command line, or the current one when none is.
const Lesson& chosen_lesson(const Project& project, const std::string& argument)
{
    if (argument.empty()) return load_progress(project.root()).current(project.course());
    return project.course().lesson(argument);
}

int show_lesson(const std::string& argument)
{
    const Project project = Project::open();
    const Lesson& lesson = chosen_lesson(project, argument);
    const auto text = project.lesson_dir(lesson) / "README.md";
    if (!std::filesystem::exists(text)) {
        std::cerr << "stonelab: lesson " << lesson.number << "'s text is not written yet ("
                  << project.relative(text) << " is missing)\n";
        return 1;
    }
    // Its figures drawn in text, its traces as the commands that step through them.
    std::cout << terminal_lesson_text(project.root(), text);
    return 0;
}

// The task a hint is for: the one asked for, else the first failing one, else task 1.
const Task& hinted_task(const Project& project, const Lesson& lesson, const std::string& argument)
{
    if (!argument.empty()) {
        const bool digits = argument.find_first_not_of("0123456789") == std::string::npos;
        const Task* task =
            digits && argument.size() < 6 ? lesson.find_task(std::stoi(argument)) : nullptr;
        if (!task)
            throw CourseError("lesson " + std::to_string(lesson.number) + " has no task " +
                              argument + "; its tasks are 1-" +
                              std::to_string(lesson.tasks.size()));
        return *task;
    }
    const LessonProgress record = load_progress(project.root()).of(lesson.number);
    if (const Task* failing = lesson.find_task(record.first_failing_task)) return *failing;
    return lesson.tasks.front();
}

int show_hint(const std::string& lesson_argument, const std::string& task_argument)
{
    const Project project = Project::open();
    const Lesson& lesson = chosen_lesson(project, lesson_argument);
    const Task& task = hinted_task(project, lesson, task_argument);
    std::cout << "lesson " << lesson.number << ", task " << task.number << " (" << task.points
              << (task.points == 1 ? " point" : " points") << "): " << task.title << "\n"
              << "hint: "
              << (task.hint.empty() ? "(no hint yet: read the task in the lesson)" : task.hint)
              << "\n"
              << "more: " << project.relative(project.lesson_dir(lesson) / "README.md") << "#task-"
              << task.number << "\n";
    return 0;
}

int move_to_next_lesson()
{
    const Project project = Project::open();
    Progress progress = load_progress(project.root());
    const Lesson& lesson = progress.current(project.course());
    LessonProgress& record = progress.lessons[lesson.number];
    if (record.check != CheckState::Passed) {
        std::cout << "lesson " << lesson.number
                  << " has not passed its check yet: " << check_words(record)
                  << "\nnext: " << next_step(project, progress, lesson) << "\n";
        if (const Lesson* following = project.course().after(lesson.number))
            std::cout << "(or go on and come back later: stonelab go " << following->number
                      << " makes lesson " << following->number << " current, and stonelab go "
                      << lesson.number << " brings you back)\n";
        return 1;
    }
    record.done = true;
    const Lesson* following = project.course().after(lesson.number);
    if (following) progress.current_lesson = following->number;
    save_progress(project.root(), progress);
    std::cout << "lesson " << lesson.number << " done.\n";
    if (following)
        std::cout << "now on lesson " << following->number << ": " << following->title
                  << "\nnext: " << next_step(project, progress, *following) << "\n";
    else
        std::cout << "That was the last lesson written so far: well done!\n";
    return 0;
}

// `stonelab go N`: lesson N becomes the current lesson, passed or not, ahead or back.
int go_to_lesson(const std::string& argument)
{
    const Project project = Project::open();
    const Lesson& lesson = project.course().lesson(argument);
    Progress progress = load_progress(project.root());
    const Lesson& left = progress.current(project.course());
    progress.current_lesson = lesson.number;
    save_progress(project.root(), progress);
    std::cout << "now on lesson " << lesson.number << ": " << lesson.title << "\n";
    std::vector<int> skipped;
    for (const Lesson& passed_over : project.course().lessons)
        if (passed_over.number >= left.number && passed_over.number < lesson.number &&
            !progress.of(passed_over.number).done)
            skipped.push_back(passed_over.number);
    if (skipped.size() == 1)
        std::cout << "lesson " << skipped.front() << " is not done: the map shows it as skipped\n";
    else if (!skipped.empty())
        std::cout << skipped.size() << " lessons from " << skipped.front() << " to "
                  << skipped.back() << " are not done: the map shows them as skipped\n";
    if (!skipped.empty()) std::cout << "(stonelab go " << skipped.front() << " brings you back)\n";
    std::cout << "next: " << next_step(project, progress, lesson) << "\n";
    return 0;
}

// Asks on the terminal; anything but "y" or "yes" (or no answer at all) is a no.
bool confirmed(const std::string& question)
{
    std::cout << question << " [y/N] " << std::flush;
    std::string answer;
    if (!std::getline(std::cin, answer)) return false;
    return answer == "y" || answer == "Y" || answer == "yes";
}

int reset_lesson(const std::string& argument, bool yes)
{
    const Project project = Project::open();
    const Lesson& lesson = project.course().lesson(argument);
    const std::string exercise = project.relative(project.exercise_dir(lesson));
    const auto git = find_program("git");
    if (!git) {
        std::cerr << "stonelab: git not found, and the stubs are restored from git: install it "
                     "with `sudo apt-get install git`, or copy "
                  << exercise << "/ from a fresh copy of the course\n";
        return 1;
    }
    const std::string root = project.root().string();
    if (!run_captured({git->string(), "-C", root, "rev-parse", "--is-inside-work-tree"}, root)
             .succeeded()) {
        std::cerr << "stonelab: " << root << " is not a git checkout, so there is no original to "
                  << "restore: copy " << exercise << "/ from a fresh copy of the course\n";
        return 1;
    }
    if (!yes && !confirmed("This replaces your work in " + exercise +
                           "/ with the original stubs. Are you sure?")) {
        std::cout << "nothing changed\n";
        return 1;
    }
    const ProcessResult result =
        run_captured({git->string(), "-C", root, "checkout", "--", exercise}, root);
    if (!result.succeeded()) {
        std::cerr << "stonelab: git could not restore " << exercise << ":\n" << result.output;
        return 1;
    }
    // The last check was of the code just replaced. (A lesson done stays done.)
    Progress progress = load_progress(project.root());
    LessonProgress fresh;
    fresh.done = progress.of(lesson.number).done;
    progress.lessons[lesson.number] = fresh;
    save_progress(project.root(), progress);
    std::cout << "restored the stubs of lesson " << lesson.number << " in " << exercise << "/\n";
    return 0;
}

} // namespace

int show_course_map()
{
    const Project project = Project::open();
    const Progress progress = load_progress(project.root());
    const Lesson& current = progress.current(project.course());
    std::size_t title_width = 0;
    for (const Lesson& lesson : project.course().lessons)
        title_width = std::max(title_width, lesson.title.size());
    std::cout << "Stonelab: the course\n\n";
    for (const Lesson& lesson : project.course().lessons)
        std::cout << (lesson.number == current.number ? " > " : "   ") << std::setw(2)
                  << lesson.number << "  " << std::left << std::setw(static_cast<int>(title_width))
                  << lesson.title << std::right << "  "
                  << state_words(project, lesson, progress, current) << "\n";
    std::cout << "\nnext: " << next_step(project, progress, current) << "\n"
              << "(stonelab go N makes lesson N current: to skip ahead past a hard lesson, or "
                 "to go back)\n";
    return 0;
}

Command add_show_command(CLI::App& app)
{
    auto* show = app.add_subcommand("show", "Show a lesson's text");
    auto lesson = std::make_shared<std::string>();
    show->add_option("lesson", *lesson, "Lesson number (default: the current lesson)");
    return {show, [lesson] { return show_lesson(*lesson); }};
}

Command add_hint_command(CLI::App& app)
{
    auto* hint = app.add_subcommand("hint", "The hint for a task of a lesson");
    auto lesson = std::make_shared<std::string>();
    auto task = std::make_shared<std::string>();
    hint->add_option("lesson", *lesson, "Lesson number (default: the current lesson)");
    hint->add_option("task", *task, "Task number (default: the first failing task, else 1)");
    return {hint, [lesson, task] { return show_hint(*lesson, *task); }};
}

Command add_next_command(CLI::App& app)
{
    auto* next = app.add_subcommand("next", "Mark the current lesson done (once its check passes) "
                                            "and move on to the next");
    return {next, [] { return move_to_next_lesson(); }};
}

Command add_go_command(CLI::App& app)
{
    auto* go = app.add_subcommand("go", "Make lesson N the current lesson, done or not: skip "
                                        "ahead past a hard lesson, or go back");
    auto lesson = std::make_shared<std::string>();
    go->add_option("lesson", *lesson, "Lesson number")->required();
    return {go, [lesson] { return go_to_lesson(*lesson); }};
}

Command add_reset_command(CLI::App& app)
{
    auto* reset =
        app.add_subcommand("reset", "Restore a lesson's exercise stubs (your work there is lost)");
    auto lesson = std::make_shared<std::string>();
    auto yes = std::make_shared<bool>(false);
    reset->add_option("lesson", *lesson, "Lesson number")->required();
    reset->add_flag("--yes,-y", *yes, "Do not ask for confirmation");
    return {reset, [lesson, yes] { return reset_lesson(*lesson, *yes); }};
}

} // namespace stonelab::cli
