// The sandbox of `stonelab grade` on real processes: each limit stops what it must stop, the
// system-call filter refuses new processes, and bubblewrap (where it runs) hides the file
// system. Every case runs with limits alone too: a host without bubblewrap still gets them.
#include "cli/sandbox.hpp"

#include <catch2/catch.hpp>

#include <csignal>
#include <filesystem>
#include <fstream>
#include <unistd.h>

using namespace stonelab::cli;
namespace fs = std::filesystem;

namespace {

/// A fresh working folder for one run.
fs::path scratch_folder(const std::string& name)
{
    const fs::path folder = fs::temp_directory_path() /
                            ("stonelab-sandbox-test-" + std::to_string(getpid()) + "-" + name);
    fs::remove_all(folder);
    fs::create_directories(folder);
    return folder;
}

SandboxView view_of(const fs::path& folder)
{
    return {{}, {}, folder, {{"PATH", "/usr/bin:/bin"}, {"LC_ALL", "C"}}};
}

SandboxRun shell(const Sandbox& sandbox, const std::string& script, const SandboxLimits& limits,
                 const fs::path& folder)
{
    return sandbox.run({"/bin/sh", "-c", script}, view_of(folder), limits);
}

/// Both kinds of sandbox where this host has bubblewrap, else limits only.
std::vector<Sandbox> sandboxes()
{
    std::vector<Sandbox> all = {Sandbox::limits_only("for the test")};
    Sandbox detected = Sandbox::detect();
    if (detected.isolated()) all.push_back(detected);
    return all;
}

std::string kind(const Sandbox& sandbox)
{
    return sandbox.isolated() ? "bubblewrap" : "limits only";
}

} // namespace

TEST_CASE("sandbox: a run's output, exit status and environment", "[sandbox]")
{
    const fs::path folder = scratch_folder("output");
    for (const Sandbox& sandbox : sandboxes()) {
        INFO(kind(sandbox));
        SandboxLimits limits;
        limits.allow_processes = true;
        SandboxView view = view_of(folder);
        view.environment.emplace_back("GREETING", "hello");
        const SandboxRun run =
            sandbox.run({"/bin/sh", "-c", "echo $GREETING; echo $HOME; pwd; exit 3"}, view, limits);
        CHECK(run.exit_code == 3);
        CHECK(run.signal == 0);
        CHECK_FALSE(run.timed_out);
        // Nothing of the caller's environment but what the view lists (no HOME here).
        CHECK(run.output == "hello\n\n" + folder.string() + "\n");
    }
}

TEST_CASE("sandbox: the CPU limit stops an endless loop", "[sandbox]")
{
    const fs::path folder = scratch_folder("cpu");
    for (const Sandbox& sandbox : sandboxes()) {
        INFO(kind(sandbox));
        SandboxLimits limits;
        limits.cpu = std::chrono::seconds(1);
        const SandboxRun run = shell(sandbox, "while :; do :; done", limits, folder);
        CHECK(run.timed_out);
        CHECK(run.signal == SIGXCPU);
        CHECK(run.seconds < 5);
    }
}

TEST_CASE("sandbox: the wall-clock limit stops a run that sleeps", "[sandbox]")
{
    const fs::path folder = scratch_folder("wall");
    for (const Sandbox& sandbox : sandboxes()) {
        INFO(kind(sandbox));
        SandboxLimits limits;
        limits.allow_processes = true; // sleep is a program of its own
        limits.wall = std::chrono::milliseconds(300);
        const SandboxRun run = shell(sandbox, "sleep 30", limits, folder);
        CHECK(run.timed_out);
        CHECK(run.seconds < 5);
    }
}

TEST_CASE("sandbox: the output limit stops a flood and keeps its beginning", "[sandbox]")
{
    const fs::path folder = scratch_folder("flood");
    for (const Sandbox& sandbox : sandboxes()) {
        INFO(kind(sandbox));
        SandboxLimits limits;
        limits.output_bytes = 1000;
        const SandboxRun run = shell(sandbox, "while :; do echo flood; done", limits, folder);
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
        INFO(kind(sandbox));
        SandboxLimits limits;
        limits.file_bytes = 4096;
        const SandboxRun run =
            shell(sandbox, "while :; do echo 0123456789abcdef; done > big.txt", limits, folder);
        CHECK(run.signal == SIGXFSZ);
        CHECK(fs::file_size(folder / "big.txt") <= 4096);
    }
}

TEST_CASE("sandbox: a test may not start processes, a compiler may", "[sandbox]")
{
    const fs::path folder = scratch_folder("processes");
    for (const Sandbox& sandbox : sandboxes()) {
        INFO(kind(sandbox));
        SandboxLimits limits;
        const SandboxRun refused = shell(sandbox, "/bin/true; echo after", limits, folder);
        CHECK(refused.signal == SIGSYS);
        CHECK(refused.output.find("after") == std::string::npos);
        limits.allow_processes = true;
        const SandboxRun allowed = shell(sandbox, "/bin/true; echo after", limits, folder);
        CHECK(allowed.exit_code == 0);
        CHECK(allowed.output == "after\n");
    }
}

TEST_CASE("sandbox: bubblewrap shows only the listed folders, read-only but the working one",
          "[sandbox]")
{
    const Sandbox sandbox = Sandbox::detect();
    if (!sandbox.isolated()) {
        WARN("bubblewrap cannot run here (" << sandbox.why_not() << "): nothing to check");
        return;
    }
    const fs::path folder = scratch_folder("view");
    const fs::path shown = scratch_folder("shown");
    const fs::path hidden = scratch_folder("hidden");
    std::ofstream(shown / "note.txt") << "visible\n";
    std::ofstream(hidden / "secret.txt") << "TOP SECRET\n";
    SandboxLimits limits;
    limits.allow_processes = true;
    SandboxView view = view_of(folder);
    view.read_only.push_back(shown);
    const SandboxRun run = sandbox.run(
        {"/bin/sh", "-c",
         "cat " + (shown / "note.txt").string() + "; cat " + (hidden / "secret.txt").string() +
             " || echo no-secret; echo x > " + (shown / "new.txt").string() +
             " || echo read-only; echo y > /usr/new.txt || echo usr-read-only; echo z > mine.txt "
             "&& "
             "echo mine; echo t > /tmp/t.txt && echo private-tmp"},
        view, limits);
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

TEST_CASE("sandbox: signal names in words", "[sandbox]")
{
    CHECK(signal_words(SIGSEGV) == "segmentation fault");
    CHECK(signal_words(SIGXCPU) == "CPU time limit");
    CHECK(signal_words(SIGSYS) == "forbidden system call");
    CHECK(signal_words(63) == "signal 63");
}
