#include "grader/intake.hpp"

#include "common/text.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <sstream>
#include <sys/stat.h>
#include <unistd.h>

namespace stonelab::grader {

namespace {

namespace fs = std::filesystem;

// A size in whole MiB, rounded down (judge.cpp's `mib` gives the fraction too).
std::string whole_mib(std::uint64_t bytes) { return std::to_string(bytes >> 20) + " MiB"; }

/// Thrown when a submission goes over a limit: nothing of it is graded.
class OverLimit : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// The entries of `folder`, sorted by name, at most `limit` of them (else OverLimit).
std::vector<fs::directory_entry> entries_of(const fs::path& folder, std::uint64_t limit)
{
    std::vector<fs::directory_entry> entries;
    std::error_code error;
    for (const auto& entry : fs::directory_iterator(folder, error)) {
        if (entries.size() >= limit)
            throw OverLimit(folder.filename().string() + " has more than " + std::to_string(limit) +
                            " entries, the most the grader looks at");
        entries.push_back(entry);
    }
    std::sort(entries.begin(), entries.end());
    return entries;
}

/// How many of the course's lesson folders are in `folder`.
int lesson_folders_in(const fs::path& folder, const Course& course)
{
    int found = 0;
    std::error_code error;
    for (const Lesson& lesson : course.lessons)
        if (fs::is_directory(folder / lesson.folder(), error) &&
            !fs::is_symlink(folder / lesson.folder(), error))
            ++found;
    return found;
}

/// Where the lesson folders are: `exercises/` in `root`, or `root` itself, or either one level
/// down (an archive usually has a top folder).
std::optional<fs::path> find_exercises(const fs::path& root, const Course& course,
                                       const IntakeLimits& limits)
{
    std::vector<fs::path> candidates = {root / "exercises", root};
    std::error_code error;
    for (const auto& entry : entries_of(root, limits.entries))
        if (entry.is_directory(error) && !entry.is_symlink(error))
            candidates.insert(candidates.end(), {entry.path() / "exercises", entry.path()});
    for (const fs::path& candidate : candidates)
        if (!fs::is_symlink(candidate, error) && fs::is_directory(candidate, error) &&
            lesson_folders_in(candidate, course) > 0)
            return candidate;
    return std::nullopt;
}

bool is_source_name(const fs::path& path)
{
    const std::string extension = path.extension().string();
    return extension == ".cpp" || extension == ".hpp" || extension == ".h";
}

/// The bytes of the regular file `path` (not a link), at most `limit` + 1 of them.
std::optional<std::string> read_regular(const fs::path& path, std::uint64_t limit)
{
    const int fd = open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) return std::nullopt;
    struct stat info {};
    std::string content;
    if (fstat(fd, &info) == 0 && S_ISREG(info.st_mode)) {
        char buffer[1 << 16];
        for (ssize_t got; content.size() <= limit && (got = read(fd, buffer, sizeof buffer)) > 0;)
            content.append(buffer, static_cast<std::size_t>(got));
        close(fd);
        return content;
    }
    close(fd);
    return std::nullopt;
}

/// Copies the sources of every lesson folder in `exercises` into `into`, counting against the
/// limits; notes what it leaves out.
void take_sources(const fs::path& exercises, const Course& course, const fs::path& into,
                  const IntakeLimits& limits, std::vector<std::string>& notes)
{
    std::uint64_t files = 0;
    std::uint64_t bytes = 0;
    std::error_code error;
    for (const Lesson& lesson : course.lessons) {
        const fs::path from = exercises / lesson.folder();
        if (fs::is_symlink(from, error) || !fs::is_directory(from, error)) continue;
        fs::create_directories(into / lesson.folder());
        for (const auto& entry : entries_of(from, limits.entries)) {
            if (!is_source_name(entry.path())) continue;
            const std::string shown = lesson.folder() + "/" + entry.path().filename().string();
            const auto content = read_regular(entry.path(), limits.file_bytes);
            if (!content) {
                notes.push_back("left out " + shown + ": not a regular file (a link?)");
                continue;
            }
            if (content->size() > limits.file_bytes) {
                notes.push_back("left out " + shown + ": larger than " +
                                whole_mib(limits.file_bytes));
                continue;
            }
            if (++files > limits.files)
                throw OverLimit("the submission has more than " + std::to_string(limits.files) +
                                " source files, the most the grader takes");
            bytes += content->size();
            if (bytes > limits.bytes)
                throw OverLimit("the submission's source files come to more than " +
                                whole_mib(limits.bytes) + ", the most the grader takes");
            std::ofstream out(into / lesson.folder() / entry.path().filename(), std::ios::binary);
            out << *content;
            if (!out) throw std::runtime_error("cannot copy " + shown + " into the work folder");
        }
    }
}

/// Unpacks `archive` into `into` with stonelab-unpack, in the sandbox, as job `job`'s user.
/// Returns the unpacker's error, or nothing; adds what it skipped to `notes`.
std::optional<std::string> unpack(const fs::path& archive, const fs::path& into,
                                  const Sandbox& sandbox, const Workspace& workspace, int job,
                                  const IntakeLimits& limits, std::vector<std::string>& notes)
{
    workspace.make_student_folder(into, job);
    // The grader opens the archive and hands the unpacker the open file: it need not be able
    // to read the instructor's folders.
    const int fd = open(archive.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return "cannot open it: " + std::string(std::strerror(errno));
    Launch launch;
    launch.command = {workspace.kit().unpacker.string(),
                      into.string(),
                      "--max-entries",
                      std::to_string(limits.entries),
                      "--max-files",
                      std::to_string(limits.files),
                      "--max-file-bytes",
                      std::to_string(limits.file_bytes),
                      "--max-bytes",
                      std::to_string(limits.bytes)};
    launch.read_only = {workspace.kit().root};
    launch.working_dir = into;
    launch.environment = {{"PATH", "/usr/bin:/bin"}, {"LC_ALL", "C"}};
    launch.limits.cpu = std::chrono::seconds(30);
    launch.limits.wall = std::chrono::seconds(60);
    launch.limits.file_bytes = limits.file_bytes + 1;
    launch.limits.memory_bytes = 512u << 20;
    launch.standard_input = fd;
    launch.run_as = workspace.student_user(job);
    const RunResult run = sandbox.run(std::move(launch));
    if (run.exit_code != 0) {
        const std::string said = trimmed(first_lines(run.output, 5));
        if (run.timed_out) return "unpacking it took longer than 30 s of CPU time";
        return said.empty() ? "the unpacker ended: " + signal_words(run.signal) : said;
    }
    std::istringstream lines(run.output);
    for (std::string line; std::getline(lines, line);)
        if (line.starts_with("skipped ")) notes.push_back("left out " + line.substr(8));
    return std::nullopt;
}

} // namespace

std::string submission_name(const fs::path& submission)
{
    std::string name = submission.filename().string();
    if (name.empty()) name = submission.parent_path().filename().string(); // "alice/"
    for (const std::string_view extension : {".tar.gz", ".tgz", ".zip"})
        if (name.size() > extension.size() && name.ends_with(extension))
            return name.substr(0, name.size() - extension.size());
    return name;
}

bool is_archive(const fs::path& path)
{
    const std::string name = path.filename().string();
    return name.ends_with(".tar.gz") || name.ends_with(".tgz") || name.ends_with(".zip");
}

Intake take_submission(const fs::path& submission, const Course& course, const fs::path& into,
                       const Sandbox& sandbox, const Workspace& workspace, int job,
                       const IntakeLimits& limits)
{
    Intake intake;
    std::error_code error;
    fs::path source = submission;
    try {
        if (fs::is_regular_file(submission, error) && is_archive(submission)) {
            source = into / "unpacked";
            if (const auto problem =
                    unpack(submission, source, sandbox, workspace, job, limits, intake.notes)) {
                intake.notes.push_back("cannot unpack " + submission.filename().string() + ": " +
                                       *problem + ": nothing was graded");
                return intake;
            }
        } else if (!fs::is_directory(submission, error)) {
            intake.notes.push_back(submission.string() +
                                   " is not a folder, a .tar.gz or a .zip: nothing was graded");
            return intake;
        }
        const auto exercises = find_exercises(source, course, limits);
        if (!exercises) {
            intake.notes.push_back("no exercises/ folder with lesson folders (01-board-display, "
                                   "...) in the submission");
            return intake;
        }
        take_sources(*exercises, course, into / "exercises", limits, intake.notes);
        workspace.make_student_folder(into / "exercises", job);
        intake.exercises = into / "exercises";
    } catch (const OverLimit& over) {
        intake.notes.push_back(std::string(over.what()) + ": nothing was graded");
    }
    return intake;
}

} // namespace stonelab::grader
