// The walls of `stonelab grade` on real processes (grader/sandbox.hpp): each limit stops what
// it must stop, the system-call filter refuses new processes, two runs talk through the
// descriptors they are given, bubblewrap hides the file system and the other-users wall runs
// a program as a user that cannot read the grader's files. Every case runs behind every wall
// this host has: limits only always, bubblewrap where it works, other users as root.
#include "grader/sandbox.hpp"

#include <catch2/catch.hpp>

#include <csignal>
#include <cstdlib>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <sys/stat.h>
#include <unistd.h>

using namespace stonelab::grader;
using stonelab::signal_words;
namespace fs = std::filesystem;

namespace {

/// A fresh working folder for one run, which anyone may use (the other-users wall).
fs::path scratch_folder(const std::string& name)
{
    const fs::path folder = fs::temp_directory_path() /
                            ("stonelab-sandbox-test-" + std::to_string(getpid()) + "-" + name);
    fs::remove_all(folder);
    fs::create_directories(folder);
    chmod(folder.c_str(), 0777);
    return folder;
}

Launch shell(const std::string& script, const fs::path& folder, Limits limits = {})
{
    Launch launch;
    launch.command = {"/bin/sh", "-c", script};
    launch.working_dir = folder;
    launch.environment = {{"PATH", "/usr/bin:/bin"}, {"LC_ALL", "C"}};
    launch.limits = limits;
    launch.run_as = RunAs{65534, 65534}; // nobody, for the other-users wall
    return launch;
}

/// The wall STONELAB_SANDBOX names, or nothing when it does not work here.
std::optional<Sandbox> wall_named(const char* name)
{
    setenv("STONELAB_SANDBOX", name, 1);
    Sandbox sandbox = Sandbox::detect();
    unsetenv("STONELAB_SANDBOX");
    if (sandbox.wall() == Sandbox::Wall::LimitsOnly) return std::nullopt;
    return sandbox;
}

/// Every wall this host has.
std::vector<Sandbox> sandboxes()
{
    std::vector<Sandbox> all = {Sandbox::limits_only("for the test")};
    for (const char* name : {"bubblewrap", "other-users"})
        if (auto sandbox = wall_named(name)) all.push_back(*sandbox);
    return all;
}

} // namespace

TEST_CASE("sandbox: a run's output, exit status and environment", "[sandbox]")
{
    const fs::path folder = scratch_folder("output");
    for (const Sandbox& sandbox : sandboxes()) {
        INFO(sandbox.wall_name());
        Limits limits;
        limits.filter = FilterFor::Compiler;
        Launch launch = shell("echo $GREETING; echo $HOME; pwd; exit 3", folder, limits);
        launch.environment.emplace_back("GREETING", "hello");
        const RunResult run = sandbox.run(launch);
        CHECK(run.exit_code == 3);
        CHECK(run.signal == 0);
        CHECK_FALSE(run.timed_out);
        // Nothing of the caller's environment but what the launch lists (no HOME here).
        CHECK(run.output == "hello\n\n" + folder.string() + "\n");
    }
}

TEST_CASE("sandbox: the CPU limit stops an endless loop", "[sandbox]")
{
    const fs::path folder = scratch_folder("cpu");
    for (const Sandbox& sandbox : sandboxes()) {
        INFO(sandbox.wall_name());
        Limits limits;
        limits.cpu = std::chrono::seconds(1);
        const RunResult run = sandbox.run(shell("while :; do :; done", folder, limits));
        CHECK(run.timed_out);
        CHECK_FALSE(run.wall_clock);
        CHECK(run.signal == SIGXCPU);
        CHECK(run.seconds < 5);
    }
}

TEST_CASE("sandbox: the wall-clock limit stops a run that sleeps", "[sandbox]")
{
    const fs::path folder = scratch_folder("wall");
    for (const Sandbox& sandbox : sandboxes()) {
        INFO(sandbox.wall_name());
        Limits limits;
        limits.filter = FilterFor::Compiler; // sleep is a program of its own
        limits.wall = std::chrono::milliseconds(300);
        const RunResult run = sandbox.run(shell("sleep 30", folder, limits));
        CHECK(run.timed_out);
        CHECK(run.wall_clock);
        CHECK(run.seconds < 5);
    }
}

TEST_CASE("sandbox: the output limit stops a flood and keeps its beginning", "[sandbox]")
{
    const fs::path folder = scratch_folder("flood");
    for (const Sandbox& sandbox : sandboxes()) {
        INFO(sandbox.wall_name());
        Limits limits;
        limits.output_bytes = 1000;
        const RunResult run = sandbox.run(shell("while :; do echo flood; done", folder, limits));
        CHECK(run.output_cut);
        CHECK_FALSE(run.timed_out);
        CHECK(run.output.size() == 1000);
        CHECK(run.output.starts_with("flood\nflood\n"));
    }
}

TEST_CASE("sandbox: the file size limit stops a large file", "[sandbox]")
{
    const fs::path folder = scratch_folder("file");
    for (const Sandbox& sandbox : sandboxes()) {
        INFO(sandbox.wall_name());
        fs::remove(folder / "big.txt");
        Limits limits;
        limits.file_bytes = 4096;
        const RunResult run =
            sandbox.run(shell("while :; do echo 0123456789abcdef; done > big.txt", folder, limits));
        CHECK(run.signal == SIGXFSZ);
        CHECK(fs::file_size(folder / "big.txt") <= 4096);
    }
}

TEST_CASE("sandbox: a test may not start processes, a compiler may", "[sandbox]")
{
    const fs::path folder = scratch_folder("processes");
    for (const Sandbox& sandbox : sandboxes()) {
        INFO(sandbox.wall_name());
        Limits limits;
        const RunResult refused = sandbox.run(shell("/bin/true; echo after", folder, limits));
        CHECK(refused.signal == SIGSYS);
        CHECK(refused.output.find("after") == std::string::npos);
        limits.filter = FilterFor::Compiler;
        const RunResult allowed = sandbox.run(shell("/bin/true; echo after", folder, limits));
        CHECK(allowed.exit_code == 0);
        CHECK(allowed.output == "after\n");
    }
}

TEST_CASE("sandbox: two runs started together talk through the descriptors they are given",
          "[sandbox]")
{
    const fs::path folder = scratch_folder("together");
    for (const Sandbox& sandbox : sandboxes()) {
        INFO(sandbox.wall_name());
        int fds[2];
        REQUIRE(pipe(fds) == 0);
        std::vector<Launch> launches = {shell("echo across >&3", folder),
                                        shell("read line <&3; echo got $line", folder)};
        launches[0].descriptors = {{fds[1], 3}};
        launches[1].descriptors = {{fds[0], 3}};
        const std::vector<RunResult> runs = sandbox.run_together(launches);
        REQUIRE(runs.size() == 2);
        CHECK(runs[0].exit_code == 0);
        CHECK(runs[1].output == "got across\n");
        // The grader's copies were closed: the descriptors are free again.
        CHECK(fcntl(fds[0], F_GETFD) == -1);
    }
}

TEST_CASE("sandbox: bubblewrap shows only the listed paths, read-only but the working folder",
          "[sandbox]")
{
    const auto sandbox = wall_named("bubblewrap");
    if (!sandbox) {
        WARN("bubblewrap cannot run here: nothing to check");
        return;
    }
    const fs::path folder = scratch_folder("view");
    const fs::path shown = scratch_folder("shown");
    const fs::path hidden = scratch_folder("hidden");
    std::ofstream(shown / "note.txt") << "visible\n";
    std::ofstream(hidden / "secret.txt") << "TOP SECRET\n";
    Limits limits;
    limits.filter = FilterFor::Compiler;
    Launch launch = shell(
        "cat " + (shown / "note.txt").string() + "; cat " + (hidden / "secret.txt").string() +
            " || echo no-secret; echo x > " + (shown / "new.txt").string() +
            " || echo read-only; echo y > /usr/new.txt || echo usr-read-only; echo z > mine.txt "
            "&& echo mine; echo t > /tmp/t.txt && echo private-tmp",
        folder, limits);
    launch.read_only.push_back(shown);
    const RunResult run = sandbox->run(launch);
    CHECK(run.output.find("visible") != std::string::npos);
    CHECK(run.output.find("TOP SECRET") == std::string::npos);
    CHECK(run.output.find("no-secret") != std::string::npos);
    CHECK(run.output.find("read-only") != std::string::npos);
    CHECK(run.output.find("usr-read-only") != std::string::npos);
    CHECK(run.output.find("mine") != std::string::npos);
    CHECK(run.output.find("private-tmp") != std::string::npos);
    CHECK_FALSE(fs::exists(shown / "new.txt"));
    CHECK(fs::exists(folder / "mine.txt"));
}

TEST_CASE("sandbox: the other-users wall runs a program as its user, who cannot read ours",
          "[sandbox]")
{
    const auto sandbox = wall_named("other-users");
    if (!sandbox) {
        WARN("the other-users wall needs root: nothing to check");
        return;
    }
    const fs::path folder = scratch_folder("other-user");
    const fs::path secret = scratch_folder("other-user-secret");
    chmod(secret.c_str(), 0700); // the grader's, as the course is made
    std::ofstream(secret / "hidden.txt") << "TOP SECRET\n";
    Limits limits;
    limits.filter = FilterFor::Compiler;
    Launch launch = shell("id -u; id -G; cat " + (secret / "hidden.txt").string() +
                              " || echo no-secret; echo z > mine.txt && echo mine",
                          folder, limits);
    launch.run_as = RunAs{64999, 64999};
    const RunResult run = sandbox->run(launch);
    CHECK(run.output.starts_with("64999\n64999\n")); // its user, and no group of ours
    CHECK(run.output.find("TOP SECRET") == std::string::npos);
    CHECK(run.output.find("no-secret") != std::string::npos);
    CHECK(run.output.find("mine") != std::string::npos);
    struct stat info {};
    REQUIRE(stat((folder / "mine.txt").c_str(), &info) == 0);
    CHECK(info.st_uid == 64999);
}

TEST_CASE("sandbox: STONELAB_SANDBOX names a wall, or is refused", "[sandbox]")
{
    setenv("STONELAB_SANDBOX", "limits-only", 1);
    CHECK(Sandbox::detect().wall() == Sandbox::Wall::LimitsOnly);
    setenv("STONELAB_SANDBOX", "banana", 1);
    CHECK_THROWS_WITH(Sandbox::detect(),
                      Catch::Contains("use bubblewrap, other-users or limits-only"));
    unsetenv("STONELAB_SANDBOX");
}

TEST_CASE("sandbox: signal names in words", "[sandbox]")
{
    CHECK(signal_words(SIGSEGV) == "segmentation fault");
    CHECK(signal_words(SIGXCPU) == "CPU time limit");
    CHECK(signal_words(SIGSYS) == "forbidden system call");
    CHECK(signal_words(63) == "signal 63");
}
