#include "common/course.hpp"

#include "common/text.hpp"

#include <algorithm>
#include <fstream>
#include <sstream>

namespace stonelab {

namespace {

std::vector<std::string> split_fields(const std::string& line)
{
    std::vector<std::string> fields;
    std::istringstream in(line);
    for (std::string field; std::getline(in, field, '|');) fields.push_back(trimmed(field));
    if (!line.empty() && line.back() == '|') fields.push_back("");
    return fields;
}

// A whole-string decimal number, or -1.
int decimal(const std::string& text) { return whole_number<int>(text).value_or(-1); }

// A slug as folder names and CMake want it: a-z, 0-9 and -.
bool is_slug(const std::string& text)
{
    return !text.empty() && std::all_of(text.begin(), text.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
    });
}

// Reads course.txt line by line, keeping the line number for every message.
class CourseParser {
public:
    explicit CourseParser(std::string source) : source_(std::move(source)) {}

    void read_line(const std::string& raw_line)
    {
        ++line_number_;
        const std::string line = trimmed(raw_line);
        if (line.empty() || line.front() == '#') return;
        if (line.starts_with("lesson")) return read_lesson(line);
        if (line.starts_with("task")) return read_task(line);
        if (line.starts_with("hidden")) return read_hidden(line);
        if (line.starts_with("uses")) return read_uses(line);
        fail("cannot read '" + line +
             "': a line starts with 'lesson', 'task', 'hidden', 'uses' or '#'");
    }

    Course finish()
    {
        if (course_.lessons.empty()) fail_at(line_number_, "no lessons: the file lists none");
        require_tasks();
        return std::move(course_);
    }

private:
    // `lesson NN slug | Title`, spelled exactly as cmake/Lessons.cmake reads it:
    // "^lesson ([0-9][0-9]) ([a-z0-9-]+) \\|".
    void read_lesson(const std::string& line)
    {
        const auto bar = line.find(" |");
        std::istringstream head(line.substr(0, bar));
        std::string word, number, slug, extra;
        head >> word >> number >> slug;
        const bool spelled_right = bar != std::string::npos && !(head >> extra) &&
                                   line.substr(0, bar) == "lesson " + number + " " + slug &&
                                   number.size() == 2 && decimal(number) >= 0 && is_slug(slug);
        if (!spelled_right)
            fail("cannot read '" + line +
                 "': a lesson line is 'lesson NN slug | Title' (NN two digits, the slug made of "
                 "a-z, 0-9 and -)");
        Lesson lesson;
        lesson.number = decimal(number);
        lesson.slug = slug;
        lesson.title = trimmed(line.substr(bar + 2));
        if (lesson.number == 0) fail("lesson numbers start at 01");
        if (lesson.title.empty() || lesson.title.find('|') != std::string::npos)
            fail("lesson " + lesson.padded_number() + " needs one title after the '|'");
        if (!course_.lessons.empty()) {
            require_tasks();
            if (lesson.number <= course_.lessons.back().number)
                fail("lesson " + lesson.padded_number() + " comes after lesson " +
                     course_.lessons.back().padded_number() +
                     ": list the lessons in order, once each");
        }
        course_.lessons.push_back(std::move(lesson));
        lesson_line_ = line_number_;
    }

    // `task K | points | Title | Hint`, numbered 1, 2, ... under the lesson.
    void read_task(const std::string& line)
    {
        const std::vector<std::string> fields = split_fields(line);
        const std::string number = fields[0].substr(std::min(fields[0].size(), std::size_t{5}));
        if (fields.size() != 4 || !fields[0].starts_with("task ") || decimal(number) < 0)
            fail("cannot read '" + line + "': a task line is 'task K | points | Title | Hint'");
        if (course_.lessons.empty()) fail("a task before the first lesson line");
        Lesson& lesson = course_.lessons.back();
        if (!lesson.hidden_tests.empty())
            fail("lesson " + lesson.padded_number() + ": list the hidden lines after the tasks");
        Task task;
        task.number = decimal(number);
        task.points = decimal(fields[1]);
        task.title = fields[2];
        task.hint = fields[3] == "-" ? "" : fields[3];
        const int expected = static_cast<int>(lesson.tasks.size()) + 1;
        if (task.number != expected)
            fail("lesson " + lesson.padded_number() + ": this is task " +
                 std::to_string(task.number) + " but should be task " + std::to_string(expected) +
                 " (tasks are numbered 1, 2, 3, ... in order)");
        if (task.points <= 0)
            fail("task " + std::to_string(task.number) +
                 ": the points must be a whole number above 0, not '" + fields[1] + "'");
        if (task.title.empty()) fail("task " + std::to_string(task.number) + " needs a title");
        if (task.hint.empty() && fields[3] != "-")
            fail("task " + std::to_string(task.number) + " needs a hint, or '-' for none yet");
        lesson.tasks.push_back(std::move(task));
    }

    // `hidden | test case name`: one of the last lesson's test cases is hidden.
    void read_hidden(const std::string& line)
    {
        const std::vector<std::string> fields = split_fields(line);
        if (fields.size() != 2 || fields[0] != "hidden")
            fail("cannot read '" + line + "': a hidden line is 'hidden | test case name'");
        if (course_.lessons.empty()) fail("a hidden line before the first lesson line");
        if (fields[1].empty()) fail("a hidden line needs the name of a test case after the '|'");
        Lesson& lesson = course_.lessons.back();
        // Test case names start with "task K:" (lessons/HOWTO.md): a name that does not name
        // one of the lesson's tasks is a typo that would leave the test visible.
        const auto colon = fields[1].find(':');
        const int task = fields[1].starts_with("task ") && colon != std::string::npos
                             ? decimal(fields[1].substr(5, colon - 5))
                             : -1;
        if (!lesson.find_task(task))
            fail("hidden test '" + fields[1] +
                 "' does not start with 'task K:' for a task of lesson " + lesson.padded_number());
        lesson.hidden_tests.push_back(fields[1]);
    }

    // `uses | task K: J1 J2 ...`: task K of the last lesson calls the code of earlier tasks.
    void read_uses(const std::string& line)
    {
        const std::vector<std::string> fields = split_fields(line);
        const auto colon = fields.size() == 2 ? fields[1].find(':') : std::string::npos;
        if (fields[0] != "uses" || !fields[1].starts_with("task ") || colon == std::string::npos)
            fail("cannot read '" + line + "': a uses line is 'uses | task K: J1 J2 ...'");
        if (course_.lessons.empty()) fail("a uses line before the first lesson line");
        Lesson& lesson = course_.lessons.back();
        Task* task = nullptr;
        const int number = decimal(trimmed(fields[1].substr(5, colon - 5)));
        for (Task& candidate : lesson.tasks)
            if (candidate.number == number) task = &candidate;
        if (!task)
            fail("'" + line + "' names no task of lesson " + lesson.padded_number() +
                 " (uses lines come after the lesson's task lines)");
        if (!task->uses.empty()) fail("task " + std::to_string(number) + " has two uses lines");
        std::istringstream earlier(fields[1].substr(colon + 1));
        for (std::string word; earlier >> word;) {
            const int used = decimal(word);
            if (used < 1 || used >= number)
                fail("task " + std::to_string(number) + " can only use earlier tasks, not '" +
                     word + "'");
            if (!task->uses.empty() && used <= task->uses.back())
                fail("task " + std::to_string(number) +
                     ": list the tasks it uses once each, in ascending order");
            task->uses.push_back(used);
        }
        if (task->uses.empty()) fail("'" + line + "' names no task after the ':'");
    }

    void require_tasks() const
    {
        const Lesson& lesson = course_.lessons.back();
        if (lesson.tasks.empty())
            fail_at(lesson_line_,
                    "lesson " + lesson.padded_number() +
                        " has no tasks: add 'task 1 | points | Title | Hint' lines after it");
    }

    [[noreturn]] void fail(const std::string& message) const { fail_at(line_number_, message); }

    [[noreturn]] void fail_at(int line, const std::string& message) const
    {
        throw CourseError(source_ + " line " + std::to_string(line) + ": " + message);
    }

    std::string source_;
    Course course_;
    int line_number_ = 0;
    int lesson_line_ = 0;
};

} // namespace

std::string Lesson::padded_number() const
{
    return (number < 10 ? "0" : "") + std::to_string(number);
}

std::string Lesson::folder() const { return padded_number() + "-" + slug; }

const Task* Lesson::find_task(int wanted) const
{
    for (const Task& task : tasks)
        if (task.number == wanted) return &task;
    return nullptr;
}

bool Lesson::is_hidden(const std::string& name) const
{
    return std::find(hidden_tests.begin(), hidden_tests.end(), name) != hidden_tests.end();
}

const Lesson* Course::find(int number) const
{
    for (const Lesson& lesson : lessons)
        if (lesson.number == number) return &lesson;
    return nullptr;
}

const Lesson& Course::lesson(int number) const
{
    if (const Lesson* found = find(number)) return *found;
    throw CourseError("no lesson " + std::to_string(number) + "; lessons are " + numbers_text());
}

const Lesson& Course::lesson(const std::string& argument) const
{
    if (const int number = decimal(argument); number >= 0) return lesson(number);
    for (const Lesson& lesson : lessons)
        if (argument == lesson.slug || argument == lesson.folder()) return lesson;
    throw CourseError("no lesson '" + argument + "'; lessons are " + numbers_text());
}

const Lesson* Course::after(int number) const
{
    const auto next = std::find_if(lessons.begin(), lessons.end(), [number](const Lesson& lesson) {
        return lesson.number > number;
    });
    return next == lessons.end() ? nullptr : &*next;
}

std::string Course::numbers_text() const
{
    if (lessons.empty()) return "none";
    const int first = lessons.front().number;
    const int last = lessons.back().number;
    if (last - first + 1 == static_cast<int>(lessons.size()))
        return first == last ? std::to_string(first)
                             : std::to_string(first) + "-" + std::to_string(last);
    std::string text;
    for (const Lesson& lesson : lessons)
        text += (text.empty() ? "" : ", ") + std::to_string(lesson.number);
    return text;
}

Course parse_course(std::istream& in, const std::string& source)
{
    CourseParser parser(source);
    for (std::string line; std::getline(in, line);) parser.read_line(line);
    return parser.finish();
}

Course read_course(const std::filesystem::path& path)
{
    std::ifstream in(path);
    if (!in) throw CourseError("cannot open " + path.string());
    return parse_course(in, path.string());
}

Course translated_course(const Course& course, std::istream& in, const std::string& source)
{
    Course translated = course;
    // Where the next line must be: the lesson (an index into lessons) and its next task (0 for
    // the lesson's own line, which comes first).
    std::size_t lesson = 0;
    std::size_t task = 0;
    int line_number = 0;
    const auto fail = [&](const std::string& message) {
        throw CourseError(source + " line " + std::to_string(line_number) + ": " + message);
    };
    bool lesson_seen = false;
    for (std::string raw; std::getline(in, raw);) {
        ++line_number;
        const std::string line = trimmed(raw);
        if (line.empty() || line.front() == '#') continue;
        const std::vector<std::string> fields = split_fields(line);
        if (line.starts_with("lesson ")) {
            if (lesson_seen && task < translated.lessons[lesson].tasks.size())
                fail("lesson " + translated.lessons[lesson].padded_number() + " needs task " +
                     std::to_string(task + 1) + " before the next lesson");
            if (lesson_seen) ++lesson;
            if (lesson == translated.lessons.size())
                fail("'" + line + "': lesson " + course.lessons.back().padded_number() +
                     " is the course's last lesson");
            Lesson& at = translated.lessons[lesson];
            if (fields.size() != 2 || fields[0] != "lesson " + at.padded_number())
                fail("expected 'lesson " + at.padded_number() + " | title', not '" + line + "'");
            if (fields[1].empty()) fail("lesson " + at.padded_number() + " needs a title");
            at.title = fields[1];
            lesson_seen = true;
            task = 0;
        } else if (line.starts_with("task ")) {
            if (!lesson_seen) fail("a task before the first lesson line");
            Lesson& at = translated.lessons[lesson];
            if (task == at.tasks.size())
                fail("lesson " + at.padded_number() + " has " + std::to_string(at.tasks.size()) +
                     " tasks, not more");
            Task& translated_task = at.tasks[task];
            if (fields.size() != 3 || fields[0] != "task " + std::to_string(task + 1))
                fail("expected 'task " + std::to_string(task + 1) + " | title | hint', not '" +
                     line + "'");
            if (fields[1].empty() || fields[2].empty())
                fail("task " + std::to_string(task + 1) +
                     " needs a title and a hint ('-' for none)");
            translated_task.title = fields[1];
            translated_task.hint = fields[2] == "-" ? "" : fields[2];
            ++task;
        } else {
            fail("cannot read '" + line + "': a line starts with 'lesson', 'task' or '#'");
        }
    }
    const std::string whole = ": it must translate every lesson and task of the course";
    if (!lesson_seen) throw CourseError(source + " names no lesson" + whole);
    const Lesson& last = translated.lessons[lesson];
    if (task < last.tasks.size())
        throw CourseError(source + " ends before lesson " + last.padded_number() + "'s task " +
                          std::to_string(task + 1) + whole);
    if (lesson + 1 < translated.lessons.size())
        throw CourseError(source + " ends before lesson " +
                          translated.lessons[lesson + 1].padded_number() + whole);
    return translated;
}

Course read_translated_course(const Course& course, const std::filesystem::path& path)
{
    std::ifstream in(path);
    if (!in) throw CourseError("cannot open " + path.string());
    return translated_course(course, in, path.string());
}

} // namespace stonelab
