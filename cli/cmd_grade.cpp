/// \file
/// `stonelab grade SUBMISSION... --out DIR`: grades a class. Each submission (a folder, a
/// .tar.gz or a .zip) is graded by the grader (grader/grader.hpp), several at a time with -j;
/// the results are written in the chosen formats (grader/formats.hpp):
///
///     DIR/submissions/NAME/results.json   (json or gradescope)
///     DIR/submissions/NAME/junit.xml      (junit)
///     DIR/grades.csv                      (csv: the gradebook)
///
/// and a summary table is printed. Everything the instructor typed is checked before any
/// grading starts. The exit status is 0 when every submission was graded, whatever the scores.
#include "cli/commands.hpp"

#include "cli/grading.hpp"
#include "cli/project.hpp"
#include "common/files.hpp"
#include "grader/formats.hpp"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <iostream>
#include <memory>
#include <set>
#include <unistd.h>

namespace stonelab::cli {

namespace {

namespace fs = std::filesystem;
using namespace stonelab::grader;

struct GradeOptions {
    std::vector<std::string> submissions;
    std::string out;
    std::vector<std::string> formats;
    int jobs = 1;
    bool require_sandbox = false;
    bool allow_unsandboxed = false;
    std::vector<int> lessons;
    int time_limit = 2;
    int memory_limit_mib = 512;
    int compile_time_limit = 60;
    std::string work_dir;
    bool keep_work = false;
};

/// The submission folders' parent: NAME can be anything a folder may be called, even
/// "grades.csv", without taking the gradebook's place.
const char* const kSubmissionsFolder = "submissions";

void write_results(const std::vector<SubmissionGrade>& grades, const Course& course,
                   const fs::path& out, const std::set<std::string>& formats)
{
    for (const SubmissionGrade& grade : grades) {
        const fs::path folder = out / kSubmissionsFolder / grade.name;
        fs::create_directories(folder);
        if (formats.count("json")) write_file(to_exercism_json(grade), folder / "results.json");
        if (formats.count("gradescope"))
            write_file(to_gradescope_json(grade), folder / "results.json");
        if (formats.count("junit")) write_file(to_junit_xml(grade), folder / "junit.xml");
    }
    if (formats.count("csv")) write_file(to_csv_gradebook(grades, course), out / "grades.csv");
}

/// The submissions exist and have different names that can be folders.
void check_submissions(const std::vector<std::string>& submissions)
{
    std::set<std::string> names;
    for (const std::string& submission : submissions) {
        if (!fs::exists(submission)) throw std::runtime_error("no such submission: " + submission);
        const std::string name = submission_name(submission);
        if (name.empty() || name == "." || name == ".." || name.find('/') != std::string::npos)
            throw std::runtime_error("cannot name a submission after '" + submission +
                                     "': give its folder or archive by name");
        if (!names.insert(name).second)
            throw std::runtime_error("two submissions are named '" + name +
                                     "': each gets a folder of that name in the results");
    }
}

/// The results folder, made if needed, after checking that results can be written in it.
fs::path results_folder(const std::string& out)
{
    const fs::path folder = fs::absolute(out);
    std::error_code error;
    if (fs::exists(folder, error) && !fs::is_directory(folder, error))
        throw std::runtime_error("--out " + out +
                                 " is not a folder: give a folder for the results");
    fs::create_directories(folder, error);
    if (error)
        throw std::runtime_error("cannot make the results folder " + out + ": " + error.message());
    // The one sure test of "can I write here" is writing: a file made and removed at once.
    std::string probe = (folder / ".stonelab-write-test-XXXXXX").string();
    const int fd = mkstemp(probe.data());
    if (fd < 0)
        throw std::runtime_error("cannot write in the results folder " + out + ": " +
                                 std::strerror(errno));
    close(fd);
    fs::remove(probe, error);
    return folder;
}

GradeSettings settings_of(const GradeOptions& options)
{
    GradeSettings settings;
    settings.test_limits.cpu = std::chrono::seconds(options.time_limit);
    // Generous: a test only sleeps or blocks if something is wrong, and a busy machine (a class
    // graded -j 2 beside other work) stretches 2 s of CPU well past 2 s of wall-clock time.
    settings.test_limits.wall = std::chrono::seconds(10 * options.time_limit);
    settings.test_limits.memory_bytes = static_cast<std::uint64_t>(options.memory_limit_mib) << 20;
    settings.build_limits.cpu = std::chrono::seconds(options.compile_time_limit);
    settings.build_limits.wall = std::chrono::seconds(2 * options.compile_time_limit);
    settings.lessons = options.lessons;
    settings.jobs = options.jobs;
    settings.work_dir = options.work_dir;
    settings.keep_work = options.keep_work;
    return settings;
}

int grade_class(const GradeOptions& options)
{
    const Project project = Project::open();
    for (const int lesson : options.lessons)
        project.course().lesson(lesson); // names the known ones
    check_submissions(options.submissions);
    std::set<std::string> formats(options.formats.begin(), options.formats.end());
    if (formats.empty()) formats = {"json", "csv"};
    if (formats.count("json") && formats.count("gradescope"))
        throw std::runtime_error("--format json and gradescope both write results.json: pick one");
    const fs::path out = results_folder(options.out);

    const Grader grader =
        prepare_grader(project, settings_of(options),
                       {options.require_sandbox, options.allow_unsandboxed}, std::cerr);
    const int count = static_cast<int>(options.submissions.size());
    ProgressBar progress(std::cerr, count,
                         isatty(STDERR_FILENO) ? ProgressBar::Style::Redraw
                                               : ProgressBar::Style::Lines);
    const std::vector<fs::path> submissions(options.submissions.begin(), options.submissions.end());
    const std::vector<SubmissionGrade> grades = grade_all(
        grader, submissions, [&](const SubmissionGrade& grade) { progress.finished(grade); });
    progress.close();

    write_results(grades, grader.course(), out, formats);
    if (count == 1) std::cout << submission_report(grades.front()) << "\n";
    std::cout << summary_table(grades) << "results in " << out.string() << "/\n";
    if (options.keep_work)
        std::cout << "work folders kept in " << grader.workspace().root().string() << "/\n";
    int failed = 0;
    for (const SubmissionGrade& grade : grades)
        if (grade.failed) {
            std::cerr << "stonelab: " << grade.name << " could not be graded: "
                      << (grade.notes.empty() ? "?" : grade.notes.back()) << "\n";
            ++failed;
        }
    return failed == 0 ? 0 : 1;
}

} // namespace

Command add_grade_command(CLI::App& app)
{
    auto options = std::make_shared<GradeOptions>();
    auto* grade = app.add_subcommand(
        "grade", "Grade submissions (folders, .tar.gz or .zip) in sandboxes, test by test");
    grade->add_option("submissions", options->submissions, "The students' folders or archives")
        ->required();
    grade->add_option("--out", options->out, "The folder for the results")->required();
    grade
        ->add_option("--format", options->formats,
                     "json (Exercism v3), gradescope, junit or csv; repeat for several "
                     "(default: json and csv)")
        ->check(CLI::IsMember({"json", "gradescope", "junit", "csv"}))
        ->delimiter(',');
    grade->add_option("-j,--jobs", options->jobs, "Submissions graded at the same time")
        ->check(CLI::Range(1, 64));
    grade->add_flag("--require-sandbox", options->require_sandbox,
                    "Refuse to grade where bubblewrap cannot run");
    grade->add_flag("--allow-unsandboxed", options->allow_unsandboxed,
                    "Grade even where tests can be neither sandboxed nor run as other users "
                    "(not root, no bubblewrap): graded code can then read the whole course");
    grade->add_option("--lesson", options->lessons, "Grade only these lessons (repeatable)")
        ->check(CLI::Range(1, 99));
    grade->add_option("--time-limit", options->time_limit, "CPU seconds per test")
        ->check(CLI::Range(1, 600));
    grade->add_option("--memory-limit", options->memory_limit_mib, "MiB per test")
        ->check(CLI::Range(64, 65536));
    grade
        ->add_option("--compile-time-limit", options->compile_time_limit,
                     "CPU seconds per compile step")
        ->check(CLI::Range(1, 3600));
    grade->add_option("--work-dir", options->work_dir,
                      "Where the work folders go (default: the system's temporary folder)");
    grade->add_flag("--keep-work", options->keep_work,
                    "Keep the work folders: sources, programs and each test's folder");
    return {grade, [options] { return grade_class(*options); }};
}

} // namespace stonelab::cli
