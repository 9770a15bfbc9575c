/// \file
/// The one policy for players that are other programs (a GTP engine, gtp_player.hpp; a Gomocup
/// brain, gomocup_player.hpp): a child process for every game, so that whatever went wrong in
/// one game (a crash, a hang) cannot spill into the next; and a program that dies, hangs,
/// babbles or overruns its time is killed at once and loses the game by forfeit
/// (PlayerFailure), while the match goes on.
///
/// Time: a program may take `time_limit` to answer one command, or `start_up_limit()` (at
/// least kStartUpTime) while it starts and sets up a game: an engine may have a large network
/// to load before its first answer.
#pragma once

#include "arena/spec.hpp"
#include "common/child_process.hpp"
#include "engine/go/player.hpp"

#include <algorithm>
#include <chrono>
#include <memory>
#include <string>
#include <vector>

namespace stonelab::arena {

/// How long a program may take to start up and set up a game, if that is longer than its
/// time limit.
inline constexpr std::chrono::milliseconds kStartUpTime{30'000};

/// A time limit given in seconds (`--time-limit`, a tournament's `seconds`), to the nearest
/// millisecond.
inline std::chrono::milliseconds time_limit_of(double seconds)
{
    return std::chrono::milliseconds(static_cast<long long>(seconds * 1000 + 0.5));
}

/// The program of a command line as a path: as given when it holds a '/', else found on PATH.
/// Throws std::runtime_error, saying it is `what` that cannot be run, when there is nothing
/// to run.
std::string program_path(const std::string& program, const std::string& what);

/// A player's program, `Process` (GtpProcess, GomocupProcess) being how it talks.
template <typename Process> class ChildPlayer {
public:
    /// The program of `spec`'s command line, `what` it is in messages ("the GTP engine").
    /// Throws std::runtime_error when there is no such program: the user's mistake, found
    /// before the first game.
    ChildPlayer(const PlayerSpec& spec, const std::string& what,
                std::chrono::milliseconds time_limit)
        : name_(spec.name()), command_(spec.command), time_limit_(time_limit)
    {
        command_.front() = program_path(command_.front(), what + " of '" + spec.text + "'");
    }

    const std::string& name() const { return name_; }
    std::chrono::milliseconds time_limit() const { return time_limit_; }
    std::chrono::milliseconds start_up_limit() const { return std::max(time_limit_, kStartUpTime); }

    /// Starts the program afresh for a new game; the last game's program, if any, says
    /// goodbye first. A program that cannot be started forfeits.
    void start()
    {
        process_.reset();
        try {
            process_ = std::make_unique<Process>(
                name_, command_.front(),
                std::vector<std::string>(command_.begin() + 1, command_.end()));
        } catch (const ChildProcessError& e) {
            throw PlayerFailure(e.what());
        }
    }

    /// `talk(process)`'s result; a program that dies, hangs or babbles meanwhile is killed
    /// (no goodbyes) and forfeits.
    template <typename Talk> decltype(auto) talk(Talk&& talk)
    {
        try {
            return talk(*process_);
        } catch (const ChildProcessError& e) {
            process_->kill_now();
            process_.reset();
            throw PlayerFailure(e.what());
        }
    }

private:
    std::string name_;
    std::vector<std::string> command_;
    std::chrono::milliseconds time_limit_;
    std::unique_ptr<Process> process_;
};

} // namespace stonelab::arena
