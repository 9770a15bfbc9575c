/// \file
/// `stonelab grade SUBMISSION... --out DIR`: grades a class. Each submission (a folder, a
/// .tar.gz or a .zip) is graded by a Grader (grade.hpp) in its own work folder, several at a
/// time with -j; the results are written in the chosen formats (grade_formats.hpp) and a
/// summary table is printed. The exit status is 0 when grading ran, whatever the scores.
#include "cli/commands.hpp"

#include "cli/grade.hpp"
#include "cli/grade_formats.hpp"
#include "cli/project.hpp"

#include <fstream>
#include <iostream>
#include <memory>
#include <set>
#include <unistd.h>

namespace stonelab::cli {

namespace {

namespace fs = std::filesystem;

struct GradeOptions {
    std::vector<std::string> submissions;
    std::string out;
    std::vector<std::string> formats;
    int jobs = 1;
    bool require_sandbox = false;
    std::vector<int> lessons;
    int time_limit = 2;
    int memory_limit_mib = 512;
    int compile_time_limit = 60;
    bool keep_work = false;
};

void write_file(const fs::path& path, const std::string& content)
{
    fs::create_directories(path.parent_path());
    std::ofstream out(path, std::ios::binary);
    out << content;
    if (!out) throw std::runtime_error("cannot write " + path.string());
}

void write_results(const std::vector<SubmissionGrade>& grades, const Course& course,
                   const fs::path& out, const std::set<std::string>& formats)
{
    for (const SubmissionGrade& grade : grades) {
        const fs::path folder = out / grade.name;
        if (formats.count("json")) write_file(folder / "results.json", to_exercism_json(grade));
        if (formats.count("gradescope"))
            write_file(folder / "results.json", to_gradescope_json(grade));
        if (formats.count("junit")) write_file(folder / "junit.xml", to_junit_xml(grade));
    }
    if (formats.count("csv")) write_file(out / "grades.csv", to_csv_gradebook(grades, course));
}

/// The submissions exist and have different names (each gets a folder of that name).
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

GradeSettings settings_of(const GradeOptions& options)
{
    GradeSettings settings;
    settings.test_limits.cpu = std::chrono::seconds(options.time_limit);
    // Generous: a test only sleeps or blocks if something is wrong, and a busy machine (a class
    // graded -j 2 beside other work) stretches 2 s of CPU well past 2 s of wall-clock time.
    settings.test_limits.wall = std::chrono::seconds(10 * options.time_limit);
    settings.test_limits.memory_bytes = static_cast<std::uint64_t>(options.memory_limit_mib) << 20;
    settings.compile_limits = default_compile_limits();
    settings.compile_limits.cpu = std::chrono::seconds(options.compile_time_limit);
    settings.compile_limits.wall = std::chrono::seconds(2 * options.compile_time_limit);
    settings.lessons = options.lessons;
    settings.keep_work = options.keep_work;
    return settings;
}

int grade_class(const GradeOptions& options)
{
    check_submissions(options.submissions);
    std::set<std::string> formats(options.formats.begin(), options.formats.end());
    if (formats.empty()) formats = {"json", "csv"};
    if (formats.count("json") && formats.count("gradescope"))
        throw std::runtime_error("--format json and gradescope both write results.json: pick one");

    const Grader grader =
        prepare_grader(Project::open(), settings_of(options), options.require_sandbox, std::cerr);
    const fs::path out = fs::absolute(options.out);
    const fs::path work = out / ".work";
    const int count = static_cast<int>(options.submissions.size());
    ProgressBar progress(std::cerr, count,
                         isatty(STDERR_FILENO) ? ProgressBar::Style::Redraw
                                               : ProgressBar::Style::Lines);
    const std::vector<fs::path> submissions(options.submissions.begin(), options.submissions.end());
    const std::vector<SubmissionGrade> grades =
        grade_all(grader, submissions, work, options.jobs,
                  [&](const SubmissionGrade& grade) { progress.finished(grade); });
    progress.close();
    if (!options.keep_work) fs::remove_all(work);

    write_results(grades, grader.course(), out, formats);
    if (count == 1) std::cout << submission_report(grades.front()) << "\n";
    std::cout << summary_table(grades) << "results in " << out.string() << "/\n";
    return 0;
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
    grade->add_flag("--keep-work", options->keep_work,
                    "Keep the work folder (OUT/.work): sources, objects and each test's folder");
    return {grade, [options] { return grade_class(*options); }};
}

} // namespace stonelab::cli
