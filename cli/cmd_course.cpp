/// \file
/// The student's way through the course: `stonelab` (the course map), `show`, `hint`, `next`,
/// `go` and `reset`. Checking and running a lesson are in cmd_check.cpp and cmd_run.cpp.
#include "cli/commands.hpp"

#include "cli/lesson_text.hpp"
#include "cli/messages.hpp"
#include "cli/progress.hpp"
#include "cli/project.hpp"
#include "engine/base/utf8.hpp"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace stonelab::cli {

namespace {

using enum Message;

/// The terminal's width that `stonelab show` wraps the Japanese texts to (they have one
/// paragraph per line; the English ones are wrapped by their authors and shown as written).
constexpr std::size_t kTerminalWidth = 80;

// A lesson's last check, in a few words.
std::string check_words(const LessonProgress& record)
{
    switch (record.check) {
    case CheckState::NotChecked:
        if (record.done) return say(StateDone);
        if (!record.tasks.empty()) return say(StateSomeTasks);
        return say(StateNotStarted);
    case CheckState::DoesNotBuild: return say(StateDoesNotBuild);
    case CheckState::Failing: {
        const std::string failing = std::to_string(record.total - record.passed);
        const std::string total = std::to_string(record.total);
        if (record.first_failing_task == 0) return say(StateFailing, {failing, total});
        return say(StateFailingTask, {failing, total, std::to_string(record.first_failing_task)});
    }
    case CheckState::Passed: return record.done ? say(StateDone) : say(StatePassed);
    }
    return "";
}

// A lesson's state on the map: its last check, and "skipped" for a lesson before the current
// one that `stonelab next` never marked done (the student moved on with `stonelab go`).
std::string state_words(const Project& project, const Lesson& lesson, const Progress& progress,
                        const Lesson& current)
{
    if (!project.is_written(lesson)) return say(StateNotWritten);
    const LessonProgress record = progress.of(lesson.number);
    const std::string words = check_words(record);
    if (lesson.number < current.number && !record.done)
        return record.check == CheckState::NotChecked && record.tasks.empty()
                   ? say(StateSkipped)
                   : say(StateSkippedWith, {words});
    return words;
}

// The one thing to do next about the current lesson.
std::string next_step(const Project& project, const Progress& progress, const Lesson& lesson)
{
    const std::string n = std::to_string(lesson.number);
    const std::string exercise = project.relative(project.exercise_dir(lesson)) + "/";
    const LessonProgress record = progress.of(lesson.number);
    if (!project.is_written(lesson)) return say(NextNotWritten, {n});
    switch (record.check) {
    case CheckState::NotChecked: return say(NextStart, {n, exercise});
    case CheckState::DoesNotBuild: return say(NextFixCompile, {n, exercise});
    case CheckState::Failing:
        return say(NextMakePass,
                   {n, exercise, std::to_string(std::max(record.first_failing_task, 1))});
    case CheckState::Passed:
        if (!record.done) return say(NextLessonPasses, {n});
        return say(NextAllDone);
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
    const Project project = Project::open_for_student();
    const Lesson& lesson = chosen_lesson(project, argument);
    const auto text = project.lesson_dir(lesson) / readme_name();
    if (!std::filesystem::exists(text)) {
        std::cerr << "stonelab: "
                  << say(TextMissing, {std::to_string(lesson.number), project.relative(text)})
                  << "\n";
        return 1;
    }
    // Its figures drawn in text, its traces as the commands that step through them.
    const bool one_paragraph_per_line = current_language() == Language::Japanese;
    std::cout << terminal_lesson_text(project.root(), text,
                                      one_paragraph_per_line ? kTerminalWidth : 0);
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
    const Project project = Project::open_for_student();
    const Lesson& lesson = chosen_lesson(project, lesson_argument);
    const Task& task = hinted_task(project, lesson, task_argument);
    const std::string number = std::to_string(task.number);
    std::cout << say(HintTitle,
                     {std::to_string(lesson.number), number, points_words(task.points), task.title})
              << "\n"
              << say(HintLine, {task.hint.empty() ? say(HintNone) : task.hint}) << "\n"
              << say(HintMore,
                     {project.relative(project.lesson_dir(lesson) / readme_name()), number})
              << "\n";
    return 0;
}

int move_to_next_lesson()
{
    const Project project = Project::open_for_student();
    Progress progress = load_progress(project.root());
    const Lesson& lesson = progress.current(project.course());
    LessonProgress& record = progress.lessons[lesson.number];
    if (record.check != CheckState::Passed) {
        std::cout << say(NotPassedYet, {std::to_string(lesson.number), check_words(record)}) << "\n"
                  << say(Next, {next_step(project, progress, lesson)}) << "\n";
        if (const Lesson* following = project.course().after(lesson.number))
            std::cout << say(GoOnLater,
                             {std::to_string(following->number), std::to_string(lesson.number)})
                      << "\n";
        return 1;
    }
    record.done = true;
    const Lesson* following = project.course().after(lesson.number);
    if (following) progress.current_lesson = following->number;
    save_progress(project.root(), progress);
    std::cout << say(LessonDone, {std::to_string(lesson.number)}) << "\n";
    if (following)
        std::cout << say(NowOnLesson, {std::to_string(following->number), following->title}) << "\n"
                  << say(Next, {next_step(project, progress, *following)}) << "\n";
    else
        std::cout << say(LastLessonDone) << "\n";
    return 0;
}

// `stonelab go N`: lesson N becomes the current lesson, passed or not, ahead or back.
int go_to_lesson(const std::string& argument)
{
    const Project project = Project::open_for_student();
    const Lesson& lesson = project.course().lesson(argument);
    Progress progress = load_progress(project.root());
    const Lesson& left = progress.current(project.course());
    progress.current_lesson = lesson.number;
    save_progress(project.root(), progress);
    std::cout << say(NowOnLesson, {std::to_string(lesson.number), lesson.title}) << "\n";
    std::vector<int> skipped;
    for (const Lesson& passed_over : project.course().lessons)
        if (passed_over.number >= left.number && passed_over.number < lesson.number &&
            !progress.of(passed_over.number).done)
            skipped.push_back(passed_over.number);
    if (skipped.size() == 1)
        std::cout << say(SkippedOne, {std::to_string(skipped.front())}) << "\n";
    else if (!skipped.empty())
        std::cout << say(SkippedMany,
                         {std::to_string(skipped.size()), std::to_string(skipped.front()),
                          std::to_string(skipped.back())})
                  << "\n";
    if (!skipped.empty()) std::cout << say(GoBack, {std::to_string(skipped.front())}) << "\n";
    std::cout << say(Next, {next_step(project, progress, lesson)}) << "\n";
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
    const Project project = Project::open_for_student();
    const Lesson& lesson = project.course().lesson(argument);
    const std::string exercise = project.relative(project.exercise_dir(lesson));
    const auto git = find_program("git");
    if (!git) {
        std::cerr << "stonelab: " << say(ResetNoGit, {exercise}) << "\n";
        return 1;
    }
    const std::string root = project.root().string();
    if (!run_captured({git->string(), "-C", root, "rev-parse", "--is-inside-work-tree"}, root)
             .succeeded()) {
        std::cerr << "stonelab: " << say(ResetNotCheckout, {root, exercise}) << "\n";
        return 1;
    }
    if (!yes && !confirmed(say(ResetConfirm, {exercise}))) {
        std::cout << say(ResetNothingChanged) << "\n";
        return 1;
    }
    const ProcessResult result =
        run_captured({git->string(), "-C", root, "checkout", "--", exercise}, root);
    if (!result.succeeded()) {
        std::cerr << "stonelab: " << say(ResetGitFailed, {exercise}) << "\n" << result.output;
        return 1;
    }
    // The last check was of the code just replaced. (A lesson done stays done.)
    Progress progress = load_progress(project.root());
    LessonProgress fresh;
    fresh.done = progress.of(lesson.number).done;
    progress.lessons[lesson.number] = fresh;
    save_progress(project.root(), progress);
    std::cout << say(ResetDone, {std::to_string(lesson.number), exercise}) << "\n";
    return 0;
}

} // namespace

namespace {

// The course around the current directory, if there is one, and its progress record (empty
// when there is none, or when the record cannot be read).
struct StudentRecord {
    std::optional<std::filesystem::path> root;
    Progress progress;
};

StudentRecord student_record()
{
    StudentRecord record{find_project_root(std::filesystem::current_path(), STONELAB_SOURCE_DIR),
                         {}};
    try {
        if (record.root) record.progress = load_progress(*record.root);
    } catch (const ProgressError&) {
        // The commands that read the record say what is wrong with it; the others (gtp,
        // bench...) run without it, and nothing is saved over it.
        record.root.reset();
    }
    return record;
}

LanguageChoice language_choice(const std::string& option, const StudentRecord& record)
{
    return choose_language(
        option, [](const char* name) { return std::getenv(name); }, record.progress.language);
}

} // namespace

Language student_language(const std::string& option)
{
    return language_choice(option, student_record()).language;
}

void choose_student_language(const std::string& option, bool save)
{
    StudentRecord record = student_record();
    const LanguageChoice choice = language_choice(option, record);
    use_language(choice.language);
    if (save && choice.is_explicit() && record.root &&
        record.progress.language != choice.language) {
        record.progress.language = choice.language;
        save_progress(*record.root, record.progress);
    }
}

int show_course_map()
{
    const Project project = Project::open_for_student();
    const Progress progress = load_progress(project.root());
    const Lesson& current = progress.current(project.course());
    // The titles padded to one column by their width on the screen: a kanji takes two.
    std::size_t title_width = 0;
    for (const Lesson& lesson : project.course().lessons)
        title_width = std::max(title_width, display_width(lesson.title));
    std::cout << say(MapTitle) << "\n\n";
    for (const Lesson& lesson : project.course().lessons)
        std::cout << (lesson.number == current.number ? " > " : "   ") << std::setw(2)
                  << lesson.number << "  " << lesson.title
                  << std::string(title_width - display_width(lesson.title), ' ') << "  "
                  << state_words(project, lesson, progress, current) << "\n";
    std::cout << "\n"
              << say(Next, {next_step(project, progress, current)}) << "\n"
              << say(MapFooter) << "\n";
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
