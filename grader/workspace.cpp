#include "grader/workspace.hpp"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <grp.h>
#include <ostream>
#include <pwd.h>
#include <stdexcept>
#include <sys/stat.h>
#include <unistd.h>

namespace stonelab::grader {

namespace {

namespace fs = std::filesystem;

/// The first user and group number the grader gives its jobs: Debian leaves 60000-64999 to the
/// site, and no package takes them.
constexpr uid_t kFirstJobUser = 64000;

/// A user and group number with no account and no group: nobody else's files are theirs.
std::vector<RunAs> pick_users(int jobs)
{
    std::vector<RunAs> users;
    for (uid_t id = kFirstJobUser; static_cast<int>(users.size()) < jobs; ++id) {
        if (id >= kFirstJobUser + 1000)
            throw std::runtime_error("no free user numbers from 64000 on for the tests");
        if (getpwuid(id) == nullptr && getgrgid(id) == nullptr) users.push_back({id, id});
    }
    return users;
}

void set_mode(const fs::path& path, mode_t mode)
{
    if (chmod(path.c_str(), mode) != 0)
        throw std::runtime_error("cannot set the permissions of " + path.string() + ": " +
                                 std::strerror(errno));
}

/// Copies `from` to `to` (its folders made), readable by everyone.
void copy_readable(const fs::path& from, const fs::path& to)
{
    fs::create_directories(to.parent_path());
    fs::copy_file(from, to, fs::copy_options::overwrite_existing);
    fs::permissions(
        to, fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read |
                fs::perms::others_read |
                (fs::is_regular_file(from) &&
                         (fs::status(from).permissions() & fs::perms::owner_exec) != fs::perms::none
                     ? fs::perms::owner_exec | fs::perms::group_exec | fs::perms::others_exec
                     : fs::perms::none));
}

/// Copies the headers (*.hpp, *.h) under `from` into `to`, keeping the tree.
void copy_headers(const fs::path& from, const fs::path& to)
{
    for (const auto& entry : fs::recursive_directory_iterator(from)) {
        const std::string extension = entry.path().extension().string();
        if (!entry.is_regular_file() || (extension != ".hpp" && extension != ".h")) continue;
        copy_readable(entry.path(), to / fs::relative(entry.path(), from));
    }
}

/// Every folder under `root` (itself included) readable and enterable by everyone.
void open_folders(const fs::path& root)
{
    set_mode(root, 0755);
    for (const auto& entry : fs::recursive_directory_iterator(root))
        if (entry.is_directory()) set_mode(entry.path(), 0755);
}

void empty_folder(const fs::path& folder, mode_t mode)
{
    fs::remove_all(folder);
    fs::create_directories(folder);
    set_mode(folder, mode);
}

} // namespace

bool make_private(const fs::path& course_root)
{
    struct stat info {};
    if (stat(course_root.c_str(), &info) != 0)
        throw std::runtime_error("cannot look at " + course_root.string());
    if ((info.st_mode & S_IRWXO) == 0) return false;
    set_mode(course_root, info.st_mode & 07770);
    return true;
}

Workspace::Workspace(const GradingKit& kit, const Sandbox& sandbox, int jobs,
                     const fs::path& parent, const fs::path& course_root, bool keep,
                     std::ostream& log)
    : other_users_(sandbox.wall() == Sandbox::Wall::OtherUsers), keep_(keep)
{
    const fs::path base = parent.empty() ? fs::temp_directory_path() : fs::absolute(parent);
    fs::create_directories(base);
    std::string pattern = (base / "stonelab-grade-XXXXXX").string();
    if (mkdtemp(pattern.data()) == nullptr)
        throw std::runtime_error("cannot make a work folder in " + base.string() + ": " +
                                 std::strerror(errno));
    root_ = pattern;
    try {
        // Anyone may pass through; only the kit is there to read.
        set_mode(root_, 0711);
        kit_.root = root_ / "kit";
        kit_.include = kit_.root / "include";
        copy_headers(kit.course / "engine", kit_.include / "engine");
        copy_headers(kit.course / "lessons", kit_.include / "lessons");
        if (!kit.pch.empty()) {
            kit_.pch = kit_.root / "pch" / kit.pch.filename();
            copy_readable(kit.pch, kit_.pch);
            copy_readable(kit.pch.string() + ".gch", kit_.pch.string() + ".gch");
        }
        for (const fs::path& library : kit.libraries) {
            kit_.libraries.push_back(kit_.root / "lib" / library.filename());
            copy_readable(library, kit_.libraries.back());
        }
        for (const auto& [number, lesson] : kit.lessons)
            for (const fs::path& object : lesson.objects) {
                const fs::path copy = kit_.root / "lessons" / lesson.folder / object.filename();
                copy_readable(object, copy);
                kit_.objects[number].push_back(copy);
            }
        kit_.unpacker = kit_.root / "bin" / kit.unpacker.filename();
        copy_readable(kit.unpacker, kit_.unpacker);
        open_folders(kit_.root);
        fs::create_directories(root_ / "students");
        set_mode(root_ / "students", 0711);
        fs::create_directories(root_ / "tests");
        set_mode(root_ / "tests", 0700);

        if (other_users_) {
            users_ = pick_users(jobs);
            if (make_private(course_root))
                log << "grading: made " << course_root.string()
                    << " unreadable to other users (chmod o-rwx), so that the tests, run as "
                       "users of their own, cannot read it\n";
        }
    } catch (...) {
        std::error_code ignored;
        fs::remove_all(root_, ignored);
        throw;
    }
}

Workspace::~Workspace()
{
    if (keep_) return;
    std::error_code ignored;
    fs::remove_all(root_, ignored);
}

fs::path Workspace::fresh_student_folder(int job) const
{
    const fs::path folder = root_ / "students" / std::to_string(job);
    empty_folder(folder, 0700);
    make_student_folder(folder, job);
    return folder;
}

fs::path Workspace::fresh_tests_folder(int job) const
{
    const fs::path folder = root_ / "tests" / std::to_string(job);
    empty_folder(folder, 0700);
    return folder;
}

void Workspace::make_student_folder(const fs::path& folder, int job) const
{
    fs::create_directories(folder);
    if (!other_users_) return;
    const RunAs user = users_.at(static_cast<std::size_t>(job));
    // The folder and what the grader put in it (the student's sources), all the user's.
    if (lchown(folder.c_str(), user.uid, user.gid) != 0)
        throw std::runtime_error("cannot give " + folder.string() +
                                 " to the tests' user: " + std::strerror(errno));
    for (const auto& entry : fs::recursive_directory_iterator(folder))
        if (lchown(entry.path().c_str(), user.uid, user.gid) != 0)
            throw std::runtime_error("cannot give " + entry.path().string() +
                                     " to the tests' user: " + std::strerror(errno));
}

std::optional<RunAs> Workspace::student_user(int job) const
{
    if (!other_users_) return std::nullopt;
    return users_.at(static_cast<std::size_t>(job));
}

} // namespace stonelab::grader
