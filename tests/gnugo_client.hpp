// Asking GNU Go 3.8, the project's outside oracle, from a Catch2 test: one GNU Go process per
// call, in GTP mode with area scoring, fed a list of commands.
#pragma once

#include "engine/go/board.hpp"

#include <catch2/catch.hpp>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>
#include <vector>

#include <unistd.h>

namespace stonelab::test {

inline constexpr const char* kGnuGo = "/usr/games/gnugo";

/// Fails the test, saying how to install GNU Go, if it is missing: a check against the oracle
/// never passes silently.
inline void require_gnugo()
{
    if (!std::filesystem::exists(kGnuGo))
        FAIL("GNU Go is needed for this check and is not installed at "
             << kGnuGo << ": run `bash scripts/setup.sh` (or `sudo apt-get install gnugo`)");
}

/// Runs `gnugo --mode gtp --chinese-rules` on `commands` and returns its answers, one per
/// command, without the leading "= ". The commands go through a file, so any number of them
/// and any characters are fine. Fails the test if GNU Go is missing or answers "?" to any
/// command (the failure shows the command and the answer).
inline std::vector<std::string> ask_gnugo(const std::vector<std::string>& commands)
{
    require_gnugo();
    static int calls = 0;
    const auto input =
        std::filesystem::temp_directory_path() /
        ("stonelab-gnugo-" + std::to_string(::getpid()) + "-" + std::to_string(++calls) + ".gtp");
    {
        std::ofstream out(input);
        for (const std::string& command : commands) out << command << "\n";
    }
    const std::string shell =
        std::string(kGnuGo) + " --mode gtp --chinese-rules < '" + input.string() + "' 2>/dev/null";
    std::string output;
    {
        std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen(shell.c_str(), "r"), pclose);
        REQUIRE(pipe);
        char buffer[4096];
        for (std::size_t n; (n = std::fread(buffer, 1, sizeof buffer, pipe.get())) > 0;)
            output.append(buffer, n);
    }
    std::filesystem::remove(input);

    // Every answer is "= text" or "? text", followed by an empty line.
    std::vector<std::string> answers;
    for (std::size_t start = 0; start < output.size();) {
        std::size_t end = output.find("\n\n", start);
        if (end == std::string::npos) end = output.size();
        const std::string answer = output.substr(start, end - start);
        start = end + 2;
        if (answer.empty()) continue;
        const std::size_t index = answers.size();
        INFO("GNU Go was asked: " << (index < commands.size() ? commands[index] : "(nothing)")
                                  << "\nand answered: " << answer);
        REQUIRE(answer.front() == '=');
        answers.push_back(answer.size() > 2 ? answer.substr(2) : "");
    }
    REQUIRE(answers.size() == commands.size());
    return answers;
}

/// The commands that set `board` up in GNU Go: `boardsize`, `clear_board`, then one `play`
/// per stone in raster order (for a position where every string has a liberty, so that no
/// stone played captures).
inline std::vector<std::string> gnugo_setup(const Board& board)
{
    std::vector<std::string> commands{"boardsize " + std::to_string(board.width()), "clear_board"};
    for (Point p : board.points())
        if (board.at(p) != Color::Empty)
            commands.push_back("play " + std::string(color_name(board.at(p))) + " " +
                               to_gtp_vertex(board.geometry(), p));
    return commands;
}

} // namespace stonelab::test
