#include "cli/progress.hpp"
#include "common/text.hpp"

#include <array>
#include <fstream>
#include <sstream>
#include <utility>

namespace stonelab::cli {

namespace {

// The check states as the file spells them.
constexpr std::array<std::pair<CheckState, const char*>, 4> kCheckNames{{
    {CheckState::NotChecked, "none"},
    {CheckState::DoesNotBuild, "does-not-build"},
    {CheckState::Failing, "failing"},
    {CheckState::Passed, "passed"},
}};

const char* check_name(CheckState state)
{
    for (const auto& [value, name] : kCheckNames)
        if (value == state) return name;
    return "none";
}

bool read_check_name(const std::string& text, CheckState& state)
{
    for (const auto& [value, name] : kCheckNames)
        if (text == name) {
            state = value;
            return true;
        }
    return false;
}

bool read_count(const std::string& text, int& value)
{
    const auto number = whole_number<int>(text);
    if (!number || *number < 0) return false;
    value = *number;
    return true;
}

// `1:3/3,2:0/6`: each task's passed and total tests.
bool read_tallies(const std::string& text, std::map<int, TaskTally>& tallies)
{
    std::istringstream items(text);
    for (std::string item; std::getline(items, item, ',');) {
        const auto colon = item.find(':');
        const auto slash = item.find('/');
        int task = 0;
        TaskTally tally;
        if (colon == std::string::npos || slash == std::string::npos || slash < colon ||
            !read_count(item.substr(0, colon), task) ||
            !read_count(item.substr(colon + 1, slash - colon - 1), tally.passed) ||
            !read_count(item.substr(slash + 1), tally.total) || tally.passed > tally.total)
            return false;
        tallies[task] = tally;
    }
    return true;
}

// One `key=value` field of a lesson line into `record`; false when it is not one.
bool read_field(const std::string& field, LessonProgress& record)
{
    const auto equals = field.find('=');
    if (equals == std::string::npos) return false;
    const std::string key = field.substr(0, equals);
    const std::string value = field.substr(equals + 1);
    if (key == "check") return read_check_name(value, record.check);
    if (key == "passed") return read_count(value, record.passed);
    if (key == "total") return read_count(value, record.total);
    if (key == "task") return read_count(value, record.first_failing_task);
    if (key == "tasks") return read_tallies(value, record.tasks);
    if (key == "done" && (value == "yes" || value == "no")) {
        record.done = value == "yes";
        return true;
    }
    return false;
}

// `language ja`, `current N` or `lesson N key=value...` into `progress`; false when the line is
// neither.
bool read_line(const std::string& line, Progress& progress)
{
    std::istringstream words(line);
    std::string kind, number_text;
    int number = 0;
    if (!(words >> kind >> number_text)) return false;
    if (kind == "language") {
        progress.language = language_named(number_text);
        return progress.language && !(words >> number_text);
    }
    if (!read_count(number_text, number)) return false;
    if (kind == "current") {
        progress.current_lesson = number;
        return !(words >> number_text);
    }
    if (kind != "lesson") return false;
    LessonProgress record;
    for (std::string field; words >> field;)
        if (!read_field(field, record)) return false;
    progress.lessons[number] = record;
    return true;
}

} // namespace

LessonProgress with_tasks_checked(LessonProgress record, const std::map<int, TaskTally>& checked,
                                  int task_count)
{
    for (const auto& [task, tally] : checked) record.tasks[task] = tally;
    record.passed = record.total = record.first_failing_task = 0;
    for (const auto& [task, tally] : record.tasks) {
        record.passed += tally.passed;
        record.total += tally.total;
        if (tally.passed < tally.total && record.first_failing_task == 0)
            record.first_failing_task = task;
    }
    if (record.first_failing_task != 0)
        record.check = CheckState::Failing;
    else if (static_cast<int>(record.tasks.size()) >= task_count && record.total > 0)
        record.check = CheckState::Passed;
    else
        record.check = CheckState::NotChecked; // some tasks pass, the others are not checked
    return record;
}

LessonProgress Progress::of(int number) const
{
    const auto found = lessons.find(number);
    return found == lessons.end() ? LessonProgress{} : found->second;
}

const Lesson& Progress::current(const Course& course) const
{
    if (const Lesson* recorded = course.find(current_lesson)) return *recorded;
    for (const Lesson& lesson : course.lessons)
        if (!of(lesson.number).done) return lesson;
    return course.lessons.back();
}

void write_progress(std::ostream& out, const Progress& progress)
{
    out << "# written by stonelab: the last check of each lesson and the current lesson\n";
    if (progress.language) out << "language " << language_name(*progress.language) << "\n";
    if (progress.current_lesson != 0) out << "current " << progress.current_lesson << "\n";
    for (const auto& [number, record] : progress.lessons) {
        out << "lesson " << number << " check=" << check_name(record.check)
            << " passed=" << record.passed << " total=" << record.total
            << " task=" << record.first_failing_task << " done=" << (record.done ? "yes" : "no");
        const char* separator = " tasks=";
        for (const auto& [task, tally] : record.tasks) {
            out << separator << task << ":" << tally.passed << "/" << tally.total;
            separator = ",";
        }
        out << "\n";
    }
}

Progress parse_progress(std::istream& in, const std::string& source)
{
    Progress progress;
    int line_number = 0;
    for (std::string line; std::getline(in, line);) {
        ++line_number;
        if (line.empty() || line.front() == '#') continue;
        if (!read_line(line, progress))
            throw ProgressError(source + " line " + std::to_string(line_number) +
                                ": cannot read '" + line +
                                "' (delete the file to start the course's record over)");
    }
    return progress;
}

std::filesystem::path progress_path(const std::filesystem::path& root)
{
    return root / ".stonelab" / "progress";
}

Progress load_progress(const std::filesystem::path& root)
{
    const auto path = progress_path(root);
    std::ifstream in(path);
    if (!in) return {};
    return parse_progress(in, path.string());
}

void save_progress(const std::filesystem::path& root, const Progress& progress)
{
    const auto path = progress_path(root);
    std::filesystem::create_directories(path.parent_path());
    const auto temporary = std::filesystem::path(path).concat(".new");
    {
        std::ofstream out(temporary);
        write_progress(out, progress);
        if (!out.flush()) throw ProgressError("cannot write " + temporary.string());
    }
    std::filesystem::rename(temporary, path);
}

} // namespace stonelab::cli
