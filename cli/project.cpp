#include "cli/project.hpp"

#include "cli/messages.hpp"

#include <cstdlib>
#include <iostream>
#include <sstream>
#include <stdexcept>

namespace stonelab::cli {

namespace {

namespace fs = std::filesystem;

bool has_course(const fs::path& folder)
{
    std::error_code ignored;
    return fs::is_regular_file(folder / "lessons" / "course.txt", ignored);
}

// The full path of a tool the build needs, or an error saying how to install it.
fs::path require_tool(const std::string& name, const std::string& debian_package)
{
    if (const auto found = find_program(name)) return *found;
    throw std::runtime_error(name + " not found: install it with `sudo apt-get install " +
                             debian_package +
                             "` (the course needs cmake, ninja-build, g++, "
                             "catch2 and libcli11-dev; scripts/setup.sh installs them all)");
}

// Ninja's words for a target it does not have, and Make's.
bool mentions_unknown_target(const ProcessResult& result)
{
    return result.output.find("unknown target") != std::string::npos ||
           result.output.find("No rule to make target") != std::string::npos;
}

// A progress line: Ninja's "[3/7] Building CXX object ..." or Make's "[ 42%] Built target x".
bool is_progress(const std::string& line)
{
    const auto close = line.find("] ");
    if (!line.starts_with('[') || close == std::string::npos) return false;
    const std::string_view inside = std::string_view(line).substr(1, close - 1);
    const bool ninja =
        inside.find('/') != inside.npos && inside.find_first_not_of("0123456789/") == inside.npos;
    const bool make =
        inside.ends_with('%') && inside.find_first_not_of(" 0123456789%") == inside.npos;
    return ninja || make;
}

// What Make says besides the compiler: its own failure lines ("make[2]: *** [...] Error 1",
// gmake's the same) and CMake's notes in a Makefiles build.
bool is_make_chatter(const std::string& line)
{
    for (const char* tool : {"make[", "make: ", "gmake[", "gmake: "})
        if (line.starts_with(tool)) return true;
    return line.starts_with("Consolidate compiler generated dependencies") ||
           line.starts_with("Scanning dependencies of target");
}

} // namespace

std::string compiler_messages(const std::string& build_output)
{
    std::istringstream in(build_output);
    std::string messages;
    bool command_line_next = false;
    for (std::string line; std::getline(in, line);) {
        const bool skip = command_line_next || is_progress(line) || is_make_chatter(line) ||
                          line.starts_with("FAILED: ") || line.starts_with("ninja: build stopped");
        command_line_next = line.starts_with("FAILED: "); // Ninja prints the command after it
        if (!skip) messages += line + "\n";
    }
    return messages;
}

std::optional<fs::path> find_project_root(const fs::path& start, const fs::path& fallback)
{
    for (fs::path folder = fs::absolute(start);; folder = folder.parent_path()) {
        if (has_course(folder)) return folder;
        if (folder == folder.parent_path()) break;
    }
    if (!fallback.empty() && has_course(fallback)) return fs::absolute(fallback);
    return std::nullopt;
}

namespace {

// The course around the current directory, or an error saying where to run stonelab.
fs::path course_root()
{
    const auto root = find_project_root(fs::current_path(), STONELAB_SOURCE_DIR);
    if (!root)
        throw std::runtime_error("cannot find the course: no lessons/course.txt here or in any "
                                 "folder above (run stonelab inside your copy of the course)");
    return *root;
}

} // namespace

Project Project::open() { return Project(course_root()); }

Project Project::open_for_student() { return Project(course_root(), true); }

Project::Project(fs::path root, bool translated) : root_(std::move(root))
{
    course_ = read_course(root_ / "lessons" / "course.txt");
    if (translated && current_language() == Language::Japanese)
        course_ = read_translated_course(course_, root_ / "lessons" / "course.ja.txt");
    const char* build_dir = std::getenv("STONELAB_BUILD_DIR");
    build_dir_ = build_dir && *build_dir ? fs::absolute(build_dir) : root_ / "build";
}

fs::path Project::lesson_dir(const Lesson& lesson) const
{
    return root_ / "lessons" / lesson.folder();
}

fs::path Project::exercise_dir(const Lesson& lesson) const
{
    return root_ / "exercises" / lesson.folder();
}

fs::path Project::test_dir(const Lesson& lesson) const { return root_ / "tests" / lesson.folder(); }

bool Project::is_written(const Lesson& lesson) const
{
    std::error_code ignored;
    return fs::is_directory(root_ / "solutions" / lesson.folder(), ignored) &&
           fs::is_directory(exercise_dir(lesson), ignored);
}

std::string Project::relative(const fs::path& path) const
{
    const fs::path inside = path.lexically_relative(root_);
    return inside.empty() || inside.native().starts_with("..") ? path.string() : inside.string();
}

std::string Project::shorten_paths(std::string text) const
{
    const std::string prefix = root_.string() + "/";
    for (auto at = text.find(prefix); at != std::string::npos; at = text.find(prefix, at))
        text.erase(at, prefix.size());
    return text;
}

// A build folder is configured when CMake has written its cache and the build files of its
// generator (a configure that was stopped, or build files deleted, leave the cache alone).
bool Project::configured() const
{
    return fs::is_regular_file(build_dir_ / "CMakeCache.txt") &&
           (fs::is_regular_file(build_dir_ / "build.ninja") ||
            fs::is_regular_file(build_dir_ / "Makefile"));
}

void Project::configure() const
{
    const fs::path cmake = require_tool("cmake", "cmake");
    // On standard error, as all progress: a command's standard output may be a document (a
    // JSON trace) that a program reads.
    std::cerr << say(Message::ConfiguringBuild, {relative(build_dir_)}) << std::endl;
    std::vector<std::string> command = {cmake.string(), "-S", root_.string(), "-B",
                                        build_dir_.string()};
    // A new build uses Ninja, as scripts/main.sh's does; a build someone configured another way
    // (CMake's own default, Makefiles) keeps the generator of its cache, which CMake would
    // refuse to change.
    if (!fs::is_regular_file(build_dir_ / "CMakeCache.txt")) {
        require_tool("ninja", "ninja-build");
        command.insert(command.end(), {"-G", "Ninja"});
    }
    const ProcessResult result = run_captured(command, root_);
    if (!result.succeeded())
        throw std::runtime_error("configuring the build failed:\n" + result.output +
                                 "\nInstall what it asks for (scripts/setup.sh installs "
                                 "everything the course needs), or delete " +
                                 relative(build_dir_) + "/ and try again.");
}

ProcessResult Project::build(const std::string& target) const
{
    if (!configured()) configure();
    const fs::path cmake = require_tool("cmake", "cmake");
    const std::vector<std::string> command{cmake.string(), "--build", build_dir_.string(),
                                           "--target", target};
    ProcessResult result = run_captured(command, root_);
    if (!result.succeeded() && mentions_unknown_target(result)) {
        // A lesson written since the build was configured: configure again to pick it up.
        configure();
        result = run_captured(command, root_);
        if (!result.succeeded() && mentions_unknown_target(result))
            throw std::runtime_error("the build in " + relative(build_dir_) + "/ has no target " +
                                     target +
                                     " (configured with -DSTONELAB_EXERCISES=OFF or "
                                     "-DSTONELAB_DEMOS=OFF?)");
    }
    return result;
}

fs::path Project::program(const std::string& target) const
{
    if (fs::is_regular_file(build_dir_ / target)) return build_dir_ / target;
    std::error_code ignored;
    for (const auto& entry : fs::recursive_directory_iterator(build_dir_, ignored))
        if (entry.path().filename() == target && entry.is_regular_file(ignored))
            return entry.path();
    throw std::runtime_error("built " + target + " but cannot find it in " + relative(build_dir_));
}

} // namespace stonelab::cli
