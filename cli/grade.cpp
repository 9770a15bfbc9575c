#include "cli/grade.hpp"

#include "cli/check_report.hpp"
#include "cli/files.hpp"
#include "cli/process.hpp"
#include "cli/project.hpp"
#include "cli/text.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <csignal>
#include <fstream>
#include <mutex>
#include <ostream>
#include <sstream>
#include <stdexcept>
#include <thread>

namespace stonelab::cli {

namespace {

namespace fs = std::filesystem;

/// A student's file larger than this is not source code.
constexpr std::uintmax_t kLargestSourceFile = 1 << 20;
/// Compiler errors beyond this many lines are cut: the first error is the one to fix.
constexpr std::size_t kCompileErrorLines = 30;
/// Catch2's report of a failure beyond this many lines is cut.
constexpr std::size_t kFailureLines = 60;

/// "2", "0.5": a number of seconds or MiB as a person writes it.
std::string number_words(double value)
{
    std::ostringstream text;
    text << value;
    return text.str();
}

std::string mib(std::uint64_t bytes)
{
    return number_words(static_cast<double>(bytes) / (1 << 20)) + " MiB";
}
std::string kib(std::uint64_t bytes)
{
    return number_words(static_cast<double>(bytes) / (1 << 10)) + " KiB";
}

std::string replace_all(std::string text, const std::string& from, const std::string& to)
{
    if (from.empty()) return text;
    for (auto at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
        text.replace(at, from.size(), to);
    return text;
}

bool is_archive(const fs::path& path)
{
    const std::string name = path.filename().string();
    return name.ends_with(".tar.gz") || name.ends_with(".tgz") || name.ends_with(".zip");
}

/// The environment of every sandboxed run: nothing of the grader's own.
std::vector<std::pair<std::string, std::string>> base_environment(const fs::path& home)
{
    return {
        {"PATH", "/usr/bin:/bin"}, {"LC_ALL", "C"}, {"TMPDIR", "/tmp"}, {"HOME", home.string()}};
}

/// The lesson folders of `course` that are in `folder`.
int lesson_folders_in(const fs::path& folder, const Course& course)
{
    int found = 0;
    std::error_code error;
    for (const Lesson& lesson : course.lessons)
        if (fs::is_directory(folder / lesson.folder(), error)) ++found;
    return found;
}

/// Where the submission's exercise folders are: `exercises/` in it, or it itself, or either
/// one level down (an archive usually has a top folder).
std::optional<fs::path> find_exercises(const fs::path& root, const Course& course)
{
    std::vector<fs::path> candidates = {root / "exercises", root};
    std::error_code error;
    for (const auto& entry : fs::directory_iterator(root, error))
        if (entry.is_directory(error) && !entry.is_symlink(error))
            candidates.insert(candidates.end(), {entry.path() / "exercises", entry.path()});
    for (const fs::path& candidate : candidates)
        if (!fs::is_symlink(candidate, error) && fs::is_directory(candidate, error) &&
            lesson_folders_in(candidate, course) > 0)
            return candidate;
    return std::nullopt;
}

/// Copies the student's source files of one lesson (regular files only: a symbolic link could
/// point anywhere, the solution included). Returns how many .cpp files there were.
int take_sources(const fs::path& from, const fs::path& to, std::vector<std::string>& skipped)
{
    fs::create_directories(to);
    int sources = 0;
    std::error_code error;
    for (const auto& entry : fs::directory_iterator(from, error)) {
        const std::string extension = entry.path().extension().string();
        if (extension != ".cpp" && extension != ".hpp" && extension != ".h") continue;
        if (entry.is_symlink(error) || !entry.is_regular_file(error) ||
            entry.file_size(error) > kLargestSourceFile) {
            skipped.push_back(entry.path().filename().string());
            continue;
        }
        fs::copy_file(entry.path(), to / entry.path().filename(),
                      fs::copy_options::overwrite_existing);
        if (extension == ".cpp") ++sources;
    }
    return sources;
}

/// The records of tests/hidden.hpp: "hidden-output NAME LENGTH\n" then LENGTH bytes and "\n".
std::vector<std::pair<std::string, std::string>> parse_hidden_outputs(const std::string& text)
{
    std::vector<std::pair<std::string, std::string>> records;
    std::size_t at = 0;
    while (at < text.size()) {
        const auto end = text.find('\n', at);
        if (end == std::string::npos) break;
        std::istringstream header(text.substr(at, end - at));
        std::string word, name;
        std::size_t length = 0;
        if (!(header >> word >> name >> length) || word != "hidden-output" ||
            end + 1 + length > text.size())
            break;
        records.emplace_back(name, text.substr(end + 1, length));
        at = end + 1 + length + 1;
    }
    return records;
}

/// What a crash report line of the runner (grading/runner_main.cpp) means.
std::string crash_message(const std::string& kind)
{
    if (kind == "stack-overflow")
        return "crashed: stack overflow — check the base case of your recursion";
    if (kind == "null-pointer") return "crashed: null pointer dereference (segmentation fault)";
    if (kind == "bad-address")
        return "crashed: segmentation fault — a bad pointer, or an index outside an array";
    if (kind == "arithmetic") return "crashed: arithmetic error — a division by zero?";
    if (kind == "illegal-instruction") return "crashed: illegal instruction";
    if (kind == "abort") return "crashed: abort() was called";
    if (kind == "syscall process")
        return "killed: tried to start a new process, which tests may not do";
    if (kind == "syscall socket")
        return "killed: tried to open a network connection, which tests may not do";
    if (kind == "syscall kill")
        return "killed: tried to signal another process, which tests may not do";
    if (kind.starts_with("syscall")) return "killed: made a system call tests may not make";
    return "crashed (" + kind + ")";
}

/// The runner's last word: "crash <kind>" or "finished <n>", and whether it started.
struct RunnerReport {
    bool started = false;
    std::optional<std::string> crash;
    std::optional<int> failed;
};

RunnerReport read_runner_report(const std::string& text)
{
    RunnerReport report;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        if (line == "started") report.started = true;
        if (line.starts_with("crash ")) report.crash = line.substr(6);
        if (line.starts_with("finished ")) {
            try {
                report.failed = std::stoi(line.substr(9));
            } catch (const std::exception&) {
                report.failed = 1;
            }
        }
    }
    return report;
}

/// What an uncaught exception in terminate() printed, if it did.
std::string terminate_words(const std::string& output)
{
    const auto at = output.find("terminate called after throwing");
    if (at == std::string::npos) return "";
    return trimmed(output.substr(at, output.find('\n', at) - at));
}

} // namespace

// ---- the kit ------------------------------------------------------------------------------

GradingKit read_grading_kit(const fs::path& path)
{
    std::ifstream in(path);
    if (!in)
        throw std::runtime_error("cannot read " + path.string() + ": build the grading_kit target");
    GradingKit kit;
    int line_number = 0;
    for (std::string line; std::getline(in, line);) {
        ++line_number;
        if (line.empty() || line.front() == '#') continue;
        const auto space = line.find(' ');
        const std::string key = line.substr(0, space);
        const std::string value = space == std::string::npos ? "" : line.substr(space + 1);
        if (key == "compiler")
            kit.compiler = value;
        else if (key == "compile")
            kit.compile_flags.push_back(value);
        else if (key == "link")
            kit.link_flags.push_back(value);
        else if (key == "include")
            kit.include = value;
        else if (key == "pch")
            kit.pch = value;
        else if (key == "runner")
            kit.runner = value;
        else if (key == "engine")
            kit.engine = value;
        else if (key == "lesson") {
            std::istringstream fields(value);
            int number = 0;
            std::string what, where;
            fields >> number >> what;
            std::getline(fields >> std::ws, where);
            GradingKit::Lesson& lesson = kit.lessons[number];
            if (what == "headers")
                lesson.headers = where;
            else if (what == "data")
                lesson.data = where;
            else if (what == "hidden")
                lesson.hidden = where;
            else if (what == "listing")
                lesson.listing = where;
            else if (what == "object")
                lesson.objects.emplace_back(where);
            else
                throw std::runtime_error(path.string() + " line " + std::to_string(line_number) +
                                         ": unknown lesson setting '" + what + "'");
        } else {
            throw std::runtime_error(path.string() + " line " + std::to_string(line_number) +
                                     ": unknown setting '" + key + "'");
        }
    }
    if (kit.compiler.empty() || kit.runner.empty() || kit.engine.empty())
        throw std::runtime_error(path.string() + " is incomplete: rebuild the grading_kit target");
    return kit;
}

std::string submission_name(const fs::path& submission)
{
    std::string name = submission.filename().string();
    if (name.empty()) name = submission.parent_path().filename().string(); // "alice/"
    for (const char* suffix : {".tar.gz", ".tgz", ".zip"})
        if (name.ends_with(suffix) && name.size() > std::string(suffix).size())
            return name.substr(0, name.size() - std::string(suffix).size());
    return name;
}

// ---- the test cases -----------------------------------------------------------------------

std::vector<GradedTestCase> parse_test_listing(const std::string& listing)
{
    std::vector<GradedTestCase> tests;
    std::istringstream in(listing);
    for (std::string line; std::getline(in, line);) {
        std::vector<std::string> fields;
        std::size_t start = 0;
        for (int field = 0; field < 3; ++field) {
            const auto tab = line.find('\t', start);
            if (tab == std::string::npos) break;
            fields.push_back(line.substr(start, tab - start));
            start = tab + 1;
        }
        if (fields.size() != 3) continue;
        GradedTestCase test;
        test.file = fields[0];
        test.line = std::atoi(fields[1].c_str());
        test.name = line.substr(start);
        // Tags: "[lesson02][task_3]".
        for (std::size_t at = fields[2].find('['); at != std::string::npos;
             at = fields[2].find('[', at + 1)) {
            const auto close = fields[2].find(']', at);
            if (close == std::string::npos) break;
            test.tags.push_back(fields[2].substr(at + 1, close - at - 1));
        }
        for (const std::string& tag : test.tags)
            if (tag.starts_with("task_")) test.task = std::atoi(tag.c_str() + 5);
        tests.push_back(test);
    }
    return tests;
}

std::string test_case_source(const std::string& source, int line)
{
    std::size_t at = 0;
    for (int current = 1; current < line && at != std::string::npos; ++current)
        at = source.find('\n', at) == std::string::npos ? std::string::npos
                                                        : source.find('\n', at) + 1;
    if (at == std::string::npos || at >= source.size()) return "";
    const std::size_t start = at;
    int depth = 0;
    bool opened = false;
    while (at < source.size()) {
        const char c = source[at];
        if (c == '/' && source.compare(at, 2, "//") == 0) {
            at = source.find('\n', at);
            if (at == std::string::npos) break;
            continue;
        }
        if (c == '/' && source.compare(at, 2, "/*") == 0) {
            at = source.find("*/", at + 2);
            if (at == std::string::npos) break;
            at += 2;
            continue;
        }
        if (c == 'R' && source.compare(at, 2, "R\"") == 0) { // R"delim( ... )delim"
            const auto paren = source.find('(', at + 2);
            if (paren == std::string::npos) break;
            const std::string closing = ")" + source.substr(at + 2, paren - at - 2) + "\"";
            at = source.find(closing, paren);
            if (at == std::string::npos) break;
            at += closing.size();
            continue;
        }
        if (c == '"' || c == '\'') {
            for (++at; at < source.size() && source[at] != c; ++at)
                if (source[at] == '\\') ++at;
            ++at;
            continue;
        }
        if (c == '{') {
            ++depth;
            opened = true;
        } else if (c == '}' && --depth == 0 && opened) {
            return source.substr(start, at + 1 - start) + "\n";
        }
        ++at;
    }
    return source.substr(start);
}

// ---- judging ------------------------------------------------------------------------------

void judge_graded_test(TestGrade& grade, const TestRunEvidence& evidence, const JudgeLimits& limits,
                       const fs::path& hidden_dir)
{
    const SandboxRun& run = evidence.run;
    const RunnerReport report = read_runner_report(evidence.runner_report);
    grade.output = run.output;
    grade.output_truncated = run.output_cut;
    grade.seconds = run.seconds;
    grade.score = 0;
    const auto crashed = [&](std::string message) {
        grade.status = GradeStatus::Crash;
        grade.message = std::move(message);
    };

    if (run.output_cut)
        return crashed("output cut at " + kib(limits.output_bytes) +
                       ": the test printed more than that and was stopped");
    if (report.crash) {
        std::string message = crash_message(*report.crash);
        if (*report.crash == "abort" && !terminate_words(run.output).empty())
            message = "crashed: an exception escaped and ended the program (" +
                      terminate_words(run.output) + ")";
        return crashed(message);
    }
    if (run.timed_out) {
        grade.status = GradeStatus::Timeout;
        grade.message = run.seconds >= limits.wall_seconds
                            ? "timed out: still running after " +
                                  number_words(limits.wall_seconds) +
                                  " s of wall-clock time (waiting for something, or sleeping?)"
                            : "timed out after " + number_words(limits.cpu_seconds) + " s";
        return;
    }
    if (run.signal == SIGXFSZ)
        return crashed("killed: wrote a file larger than " + mib(limits.file_bytes));
    if (evidence.catch_report.find("std::bad_alloc") != std::string::npos ||
        run.output.find("std::bad_alloc") != std::string::npos)
        return crashed("killed: used more than " + mib(limits.memory_bytes));
    if (run.signal == SIGSYS) return crashed("killed: made a system call tests may not make");
    if (run.signal != 0) return crashed("crashed: " + signal_words(run.signal));
    if (!report.started) {
        grade.status = GradeStatus::Fail;
        grade.message = "the test program did not start: " +
                        (run.output.empty() ? "exit status " + std::to_string(run.exit_code)
                                            : trimmed(first_lines(run.output, 3)));
        return;
    }
    if (!report.failed) {
        grade.status = GradeStatus::Fail;
        grade.message = "the test ended before it finished: something called exit(" +
                        std::to_string(run.exit_code) + ") during the test";
        return;
    }
    if (*report.failed != 0 || run.exit_code != 0) {
        grade.status = GradeStatus::Fail;
        grade.message = catch_failure_text(evidence.catch_report, kFailureLines);
        if (trimmed(grade.message).empty()) grade.message = "the test failed";
        return;
    }
    if (grade.hidden) {
        const auto records = parse_hidden_outputs(evidence.hidden_outputs);
        if (records.empty()) {
            grade.status = GradeStatus::Fail;
            grade.message = "the hidden test produced no output to compare";
            return;
        }
        for (const auto& [name, actual] : records) {
            const bool safe_name =
                name.find('/') == std::string::npos && name != "." && name != "..";
            if (!safe_name || !fs::is_regular_file(hidden_dir / name) ||
                read_file(hidden_dir / name).value_or("") != actual) {
                grade.status = GradeStatus::Fail;
                grade.message = "hidden case " + name +
                                ": your answer differs from the reference (a hidden test does not "
                                "show what was expected)";
                return;
            }
        }
    }
    grade.status = GradeStatus::Pass;
    grade.message.clear();
    grade.score = grade.max_score;
}

// ---- the grader ---------------------------------------------------------------------------

SandboxLimits default_compile_limits()
{
    SandboxLimits limits;
    limits.cpu = std::chrono::seconds(60);
    limits.wall = std::chrono::seconds(120);
    limits.memory_bytes = std::uint64_t{2} << 30;
    limits.stack_bytes = 64u << 20;
    limits.file_bytes = 256u << 20;
    limits.output_bytes = 64u << 10;
    limits.open_files = 256;
    limits.tmp_bytes = 256u << 20;
    limits.allow_processes = true;
    return limits;
}

Grader::Grader(Course course, fs::path project_root, GradingKit kit, Sandbox sandbox,
               GradeSettings settings)
    : course_(std::move(course)), root_(std::move(project_root)), kit_(std::move(kit)),
      sandbox_(std::move(sandbox)), settings_(std::move(settings))
{
    kit_.compiler = fs::canonical(kit_.compiler); // /usr/bin/c++ is a link through /etc
    for (const auto& [number, lesson] : kit_.lessons) {
        const ProcessResult listing = run_captured({lesson.listing.string(), "--stonelab-list"},
                                                   root_, {std::chrono::seconds(30)});
        if (!listing.succeeded())
            throw std::runtime_error("cannot list lesson " + std::to_string(number) + "'s tests: " +
                                     lesson.listing.string() + " " + describe_ending(listing));
        listings_[number] = parse_test_listing(listing.output);
    }
}

std::vector<TestGrade> Grader::planned_tests(const Lesson& lesson) const
{
    std::vector<GradedTestCase> cases;
    for (const GradedTestCase& test : listings_.at(lesson.number))
        if (std::find(test.tags.begin(), test.tags.end(), "reference") == test.tags.end())
            cases.push_back(test);
    std::stable_sort(cases.begin(), cases.end(),
                     [](const auto& a, const auto& b) { return a.task < b.task; });
    std::map<int, int> tests_of_task;
    for (const GradedTestCase& test : cases) ++tests_of_task[test.task];

    std::vector<TestGrade> tests;
    std::map<fs::path, std::string> sources;
    for (const GradedTestCase& test : cases) {
        TestGrade grade;
        grade.name = test.name;
        grade.task = test.task;
        const Task* task = lesson.find_task(test.task);
        grade.max_score = task ? static_cast<double>(task->points) / tests_of_task[test.task] : 0;
        grade.hidden = lesson.is_hidden(test.name);
        if (!sources.count(test.file)) sources[test.file] = read_file(test.file).value_or("");
        grade.source = test_case_source(sources[test.file], test.line);
        tests.push_back(grade);
    }
    return tests;
}

SubmissionGrade Grader::grade(const fs::path& submission, const fs::path& work_dir) const
{
    const auto start = std::chrono::steady_clock::now();
    SubmissionGrade result;
    result.name = submission_name(submission);
    if (!sandbox_.isolated())
        result.notes.push_back("graded without a sandbox: " + sandbox_.why_not());
    fs::remove_all(work_dir);
    fs::create_directories(work_dir);

    std::optional<fs::path> exercises;
    std::error_code error;
    try {
        if (fs::is_directory(submission, error))
            exercises = find_exercises(submission, course_);
        else if (fs::is_regular_file(submission, error) && is_archive(submission))
            exercises = find_exercises(unpack(submission, work_dir / "unpacked"), course_);
        else
            result.notes.push_back(submission.string() +
                                   " is not a folder, a .tar.gz or a .zip: nothing was graded");
    } catch (const std::exception& problem) {
        result.notes.push_back(problem.what());
    }
    if (!exercises && result.notes.empty())
        result.notes.push_back("no exercises/ folder with lesson folders (01-board-display, ...) "
                               "in the submission");

    for (const Lesson& lesson : course_.lessons) {
        if (!kit_.lessons.count(lesson.number)) continue;
        if (!settings_.lessons.empty() &&
            std::find(settings_.lessons.begin(), settings_.lessons.end(), lesson.number) ==
                settings_.lessons.end())
            continue;
        result.lessons.push_back(
            grade_lesson(lesson, exercises.value_or(fs::path()), work_dir / lesson.folder()));
    }
    if (!settings_.keep_work) fs::remove_all(work_dir, error);
    result.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return result;
}

fs::path Grader::unpack(const fs::path& archive, const fs::path& into) const
{
    fs::create_directories(into);
    const bool zip = archive.filename().string().ends_with(".zip");
    const auto tool = find_program(zip ? "unzip" : "tar");
    if (!tool)
        throw std::runtime_error(std::string("cannot unpack ") + archive.filename().string() +
                                 ": " + (zip ? "unzip" : "tar") +
                                 " is not installed (sudo apt install " + (zip ? "unzip" : "tar") +
                                 ")");
    const fs::path absolute = fs::absolute(archive);
    const std::vector<std::string> command =
        zip ? std::vector<std::string>{fs::canonical(*tool).string(),
                                       "-q",
                                       "-o",
                                       absolute.string(),
                                       "-d",
                                       into.string()}
            : std::vector<std::string>{fs::canonical(*tool).string(),
                                       "-xf",
                                       absolute.string(),
                                       "-C",
                                       into.string(),
                                       "--no-same-owner",
                                       "--no-same-permissions"};
    SandboxLimits limits = default_compile_limits();
    limits.cpu = std::chrono::seconds(30);
    limits.wall = std::chrono::seconds(60);
    limits.file_bytes = 16u << 20;
    const SandboxView view{{absolute}, {}, into, base_environment(into)};
    const SandboxRun run = sandbox_.run(command, view, limits);
    if (run.exit_code != 0)
        throw std::runtime_error(
            "cannot unpack " + archive.filename().string() + ": " +
            trimmed(first_lines(run.output.empty() ? signal_words(run.signal) : run.output, 5)));
    return into;
}

LessonGrade Grader::grade_lesson(const Lesson& lesson, const fs::path& exercises,
                                 const fs::path& work_dir) const
{
    LessonGrade grade;
    grade.number = lesson.number;
    grade.slug = lesson.slug;
    grade.title = lesson.title;
    grade.tests = planned_tests(lesson);

    const auto fail_all = [&](GradeStatus status, const std::string& message) {
        for (TestGrade& test : grade.tests) {
            test.status = status;
            test.message = message;
        }
        return grade;
    };
    const fs::path student_folder = exercises / lesson.folder();
    std::error_code error;
    if (exercises.empty() || !fs::is_directory(student_folder, error) ||
        fs::is_symlink(student_folder, error))
        return fail_all(GradeStatus::Fail,
                        "not submitted: there is no exercises/" + lesson.folder() + "/");

    const fs::path sources = work_dir / "exercises" / lesson.folder();
    std::vector<std::string> skipped;
    if (take_sources(student_folder, sources, skipped) == 0)
        return fail_all(GradeStatus::Fail, "not submitted: there is no .cpp file in exercises/" +
                                               lesson.folder() + "/");
    grade.compile_errors = build_lesson(lesson, sources, work_dir);
    if (!grade.compile_errors.empty() && !skipped.empty()) {
        std::string list;
        for (const std::string& name : skipped) list += (list.empty() ? "" : ", ") + name;
        grade.compile_errors +=
            "(not taken from the submission: " + list + ": links, or files over 1 MiB)\n";
    }
    if (!grade.compile_errors.empty())
        return fail_all(GradeStatus::CompileError,
                        "the lesson did not compile, so no test could run:\n" +
                            grade.compile_errors);
    for (std::size_t index = 0; index < grade.tests.size(); ++index)
        run_test(grade.tests[index], lesson, work_dir / "tests",
                 work_dir / ("test-" + std::to_string(index + 1)));
    return grade;
}

std::string Grader::build_lesson(const Lesson& lesson, const fs::path& sources,
                                 const fs::path& work_dir) const
{
    const GradingKit::Lesson& kit_lesson = kit_.lessons.at(lesson.number);
    const auto for_student = [&](const std::string& output) {
        std::string text = replace_all(output, work_dir.string() + "/", "");
        text = replace_all(text, kit_.include.string() + "/", "");
        return first_lines(trimmed(text) + "\n", kCompileErrorLines);
    };
    // A compiler stopped at a limit: the driver says "CPU time limit exceeded signal terminated
    // program cc1plus" (or "Killed signal ..."), cc1plus "out of memory" at the memory limit.
    // The driver calls that an internal compiler error, which would only confuse the student.
    const auto stopped_because = [&](const SandboxRun& run,
                                     const std::string& step) -> std::string {
        const bool at_limit = run.timed_out || run.signal != 0 ||
                              run.output.find("signal terminated program") != std::string::npos ||
                              run.output.find("out of memory") != std::string::npos ||
                              run.output.find("virtual memory exhausted") != std::string::npos;
        if (!at_limit) return "";
        return "the " + step + " was stopped at its limits (" +
               number_words(static_cast<double>(settings_.compile_limits.cpu.count())) +
               " s of CPU, " + mib(settings_.compile_limits.memory_bytes) +
               "): a template that never stops instantiating?\n";
    };

    // Compile, seeing the engine's and the lessons' headers of the course the kit was built
    // from, and nothing else of it.
    std::vector<std::string> compile = {kit_.compiler.string()};
    compile.insert(compile.end(), kit_.compile_flags.begin(), kit_.compile_flags.end());
    compile.insert(compile.end(), {"-I", kit_.include.string(), "-I", kit_lesson.headers.string()});
    if (!kit_.pch.empty()) compile.insert(compile.end(), {"-include", kit_.pch.string()});
    compile.push_back("-c");
    std::vector<std::string> objects;
    for (const auto& entry : fs::directory_iterator(sources)) {
        if (entry.path().extension() != ".cpp") continue;
        compile.push_back(fs::relative(entry.path(), work_dir).string());
        objects.push_back((work_dir / entry.path().filename()).replace_extension(".o").string());
    }
    SandboxView compile_view{{kit_.include / "engine", kit_.include / "lessons"},
                             {},
                             work_dir,
                             base_environment(work_dir)};
    if (!kit_.pch.empty()) compile_view.read_only.push_back(kit_.pch.parent_path());
    const SandboxRun compiled = sandbox_.run(compile, compile_view, settings_.compile_limits);
    if (compiled.exit_code != 0) {
        const std::string stopped = stopped_because(compiled, "compiler");
        return stopped.empty() ? for_student(compiled.output) : stopped;
    }

    // Link with the lesson's tests, the runner and the engine.
    std::vector<std::string> link = {kit_.compiler.string()};
    link.insert(link.end(), objects.begin(), objects.end());
    std::vector<fs::path> inputs = {kit_.runner, kit_.engine};
    for (const fs::path& object : kit_lesson.objects) {
        link.push_back(object.string());
        inputs.push_back(object);
    }
    link.insert(link.end(), {kit_.runner.string(), kit_.engine.string()});
    link.insert(link.end(), kit_.link_flags.begin(), kit_.link_flags.end());
    link.insert(link.end(), {"-o", (work_dir / "tests").string()});
    const SandboxView link_view{inputs, {}, work_dir, base_environment(work_dir)};
    const SandboxRun linked = sandbox_.run(link, link_view, settings_.compile_limits);
    if (linked.exit_code != 0)
        return stopped_because(linked, "linker") + for_student(linked.output);
    return "";
}

void Grader::run_test(TestGrade& test, const Lesson& lesson, const fs::path& program,
                      const fs::path& test_dir) const
{
    const GradingKit::Lesson& kit_lesson = kit_.lessons.at(lesson.number);
    fs::create_directories(test_dir);
    const fs::path runner_report = test_dir / "grade-report.txt";
    const fs::path catch_report = test_dir / "catch-report.txt";
    const fs::path hidden_outputs = test_dir / "hidden-outputs.txt";

    SandboxView view{{program, kit_lesson.data}, {}, test_dir, base_environment(test_dir)};
    view.environment.emplace_back("STONELAB_GRADE_REPORT", runner_report.string());
    if (test.hidden)
        view.environment.emplace_back("STONELAB_HIDDEN_OUTPUTS", hidden_outputs.string());
    const std::vector<std::string> command = {program.string(), catch_filter_for_name(test.name),
                                              "--out",          catch_report.string(),
                                              "--use-colour",   "no"};
    TestRunEvidence evidence;
    evidence.run = sandbox_.run(command, view, settings_.test_limits);
    evidence.runner_report = read_file(runner_report).value_or("");
    evidence.catch_report = read_file(catch_report).value_or("");
    if (test.hidden) evidence.hidden_outputs = read_file(hidden_outputs).value_or("");

    const SandboxLimits& limits = settings_.test_limits;
    const JudgeLimits judge_limits{static_cast<double>(limits.cpu.count()),
                                   std::chrono::duration<double>(limits.wall).count(),
                                   limits.memory_bytes, limits.file_bytes, limits.output_bytes};
    judge_graded_test(test, evidence, judge_limits, kit_lesson.hidden);
    // Paths as the student knows them: tests/02-capture-recursion/test_walk.cpp:40.
    test.message = replace_all(test.message, kit_.include.string() + "/", "");
}

std::vector<SubmissionGrade> grade_all(const Grader& grader,
                                       const std::vector<fs::path>& submissions,
                                       const fs::path& work_dir, int jobs,
                                       const std::function<void(const SubmissionGrade&)>& finished)
{
    std::vector<SubmissionGrade> grades(submissions.size());
    std::mutex report_lock;
    std::atomic<std::size_t> next{0};
    const auto worker = [&] {
        for (std::size_t index = next++; index < submissions.size(); index = next++) {
            grades[index] = grader.grade(submissions[index], work_dir / std::to_string(index + 1));
            const std::lock_guard lock(report_lock);
            finished(grades[index]);
        }
    };
    std::vector<std::thread> threads;
    for (int job = 0; job < std::min<int>(jobs, static_cast<int>(submissions.size())); ++job)
        threads.emplace_back(worker);
    for (std::thread& thread : threads) thread.join();
    return grades;
}

Grader prepare_grader(const Project& project, const GradeSettings& settings, bool require_sandbox,
                      std::ostream& log)
{
    log << "building the graded lessons' tests (once)..." << std::endl;
    const ProcessResult built = project.build("grading_kit");
    if (!built.succeeded())
        throw std::runtime_error("the course's own build failed:\n" +
                                 compiler_messages(built.output));
    Sandbox sandbox = Sandbox::detect();
    if (!sandbox.isolated()) {
        if (require_sandbox)
            throw std::runtime_error("refusing to grade without a sandbox (--require-sandbox): " +
                                     sandbox.why_not());
        log << "warning: grading without a sandbox: " << sandbox.why_not()
            << "\n         (the limits still apply; the file system is not hidden)\n";
    }
    return Grader(project.course(), project.root(),
                  read_grading_kit(project.build_dir() / "grading-kit.txt"), std::move(sandbox),
                  settings);
}

} // namespace stonelab::cli
