#include "common/gtp_process.hpp"

#include "engine/base/utf8.hpp"

#include <poll.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstring>

namespace stonelab {

namespace {

std::string trimmed(std::string_view text)
{
    const auto first = text.find_first_not_of(" \t\n");
    if (first == std::string_view::npos) return "";
    const auto last = text.find_last_not_of(" \t\n");
    return std::string(text.substr(first, last - first + 1));
}

std::string system_error(const std::string& what) { return what + ": " + std::strerror(errno); }

// The engine's child process; a program that cannot be run is a GtpProcessError.
std::unique_ptr<ChildProcess> start_engine(const std::string& name, const std::string& program,
                                           std::vector<std::string> arguments)
{
    try {
        return std::make_unique<ChildProcess>(name, program, std::move(arguments));
    } catch (const ChildProcessError& e) {
        throw GtpProcessError(e.what());
    }
}

} // namespace

std::string GtpReply::as_written() const
{
    const std::string sign = success ? "=" : "?";
    return text.empty() ? sign : sign + " " + text;
}

GtpProcess::GtpProcess(std::string name, const std::string& program,
                       std::vector<std::string> arguments, std::chrono::milliseconds silence_limit)
    : child_(start_engine(name, program, std::move(arguments))), silence_limit_(silence_limit)
{
}

GtpProcess::~GtpProcess() { child_->stop("quit\n"); }

void GtpProcess::kill_now() { child_->kill_now(); }

GtpReply GtpProcess::ask(const std::string& command)
{
    GtpProcess* self = this;
    return ask_all(std::span(&self, 1), {command}).front().front();
}

void GtpProcess::fail(const std::string& what)
{
    throw GtpProcessError(name() + " " + what + " (batch starting with `" + last_command_ + "`)");
}

std::chrono::steady_clock::time_point GtpProcess::deadline() const
{
    const auto silent = last_heard_ + silence_limit_;
    return answer_limit_.count() > 0 ? std::min(silent, asked_ + answer_limit_) : silent;
}

void GtpProcess::start_batch(const std::vector<std::string>& commands)
{
    batch_ = Batch{};
    for (const auto& command : commands) batch_.to_write += command + "\n";
    batch_.expected = commands.size();
    last_command_ = commands.empty() ? "" : commands.front();
    last_heard_ = std::chrono::steady_clock::now();
    asked_ = last_heard_;
}

void GtpProcess::write_some()
{
    const std::size_t left = batch_.to_write.size() - batch_.written;
    if (left == 0) return;
    const ssize_t n = ::write(child_->to_child(), batch_.to_write.data() + batch_.written, left);
    if (n > 0)
        batch_.written += static_cast<std::size_t>(n);
    else if (n < 0 && errno != EAGAIN && errno != EINTR)
        fail("stopped reading commands and " + child_->describe_end());
}

void GtpProcess::read_some()
{
    char buffer[65536];
    const ssize_t n = ::read(child_->from_child(), buffer, sizeof buffer);
    if (n == 0) fail(child_->describe_end());
    if (n < 0) {
        if (errno == EAGAIN || errno == EINTR) return;
        fail(system_error("could not be read"));
    }
    last_heard_ = std::chrono::steady_clock::now();
    // Some engines end lines with CR LF; GTP's answers are made of lines, so drop the CRs.
    for (ssize_t i = 0; i < n; ++i)
        if (buffer[i] != '\r') batch_.to_read += buffer[i];
    take_complete_replies();
    if (batch_.to_read.size() > kMaxAnswerBytes)
        fail("wrote more than " + std::to_string(kMaxAnswerBytes / 1024) +
             " KiB without ending its answer with an empty line: `" +
             one_line_excerpt(batch_.to_read) + "`");
}

void GtpProcess::take_complete_replies()
{
    std::size_t start = 0;
    for (;;) {
        // Stray newlines between answers are not answers.
        while (start < batch_.to_read.size() && batch_.to_read[start] == '\n') ++start;
        if (start == batch_.to_read.size()) break;
        // Fail at the first character that cannot begin an answer, rather than wait for an
        // empty line that may never come.
        const char sign = batch_.to_read[start];
        if (sign != '=' && sign != '?') {
            const auto line_end = batch_.to_read.find('\n', start);
            fail(
                "gave an answer that is not GTP: `" +
                one_line_excerpt(std::string_view(batch_.to_read).substr(start, line_end - start)) +
                "`");
        }
        const auto end = batch_.to_read.find("\n\n", start);
        if (end == std::string::npos) break;
        const std::string_view answer(batch_.to_read.data() + start, end - start);
        if (batch_.done()) fail("gave an answer to a command it was not sent");
        // We send no command ids, so the text begins right after the sign.
        batch_.replies.push_back({answer[0] == '=', trimmed(answer.substr(1))});
        start = end + 2;
    }
    batch_.to_read.erase(0, start);
}

std::vector<std::vector<GtpReply>> ask_all(std::span<GtpProcess* const> engines,
                                           const std::vector<std::string>& commands)
{
    for (auto* engine : engines) engine->start_batch(commands);

    auto all_done = [&] {
        return std::all_of(engines.begin(), engines.end(),
                           [](const GtpProcess* e) { return e->batch_.done(); });
    };
    std::vector<pollfd> fds;
    std::vector<GtpProcess*> owners;
    while (!all_done()) {
        fds.clear();
        owners.clear();
        for (auto* engine : engines) {
            if (engine->batch_.done()) continue;
            if (engine->batch_.written < engine->batch_.to_write.size()) {
                fds.push_back({engine->child_->to_child(), POLLOUT, 0});
                owners.push_back(engine);
            }
            fds.push_back({engine->child_->from_child(), POLLIN, 0});
            owners.push_back(engine);
        }
        // Wait until the first engine's silence or answer limit runs out at the latest.
        const auto now = std::chrono::steady_clock::now();
        auto wait = std::chrono::milliseconds::max();
        for (auto* engine : owners)
            wait = std::min(wait,
                            std::chrono::ceil<std::chrono::milliseconds>(engine->deadline() - now));
        const int ready = ::poll(fds.data(), fds.size(),
                                 static_cast<int>(std::max<std::int64_t>(0, wait.count())));
        if (ready < 0 && errno != EINTR) throw GtpProcessError(system_error("poll failed"));
        for (std::size_t i = 0; i < fds.size(); ++i) {
            if (fds[i].revents == 0) continue;
            if (fds[i].fd == owners[i]->child_->to_child())
                owners[i]->write_some();
            else
                owners[i]->read_some();
        }
        // Deadlines are checked after reading what came in time, whether or not the engine
        // wrote something: one that keeps writing without finishing its answer is as late as a
        // silent one.
        const auto later = std::chrono::steady_clock::now();
        for (auto* engine : owners) {
            if (engine->batch_.done() || later < engine->deadline()) continue;
            const bool answer_late = engine->answer_limit_.count() > 0 &&
                                     later >= engine->asked_ + engine->answer_limit_;
            const auto limit = answer_late ? engine->answer_limit_ : engine->silence_limit_;
            if (engine->batch_.to_read.empty())
                engine->fail("gave no answer for " + seconds_text(limit));
            engine->fail("did not finish its answer within " + seconds_text(limit) +
                         " (it had written `" + one_line_excerpt(engine->batch_.to_read) + "`)");
        }
    }

    std::vector<std::vector<GtpReply>> replies;
    for (auto* engine : engines) replies.push_back(std::move(engine->batch_.replies));
    return replies;
}

} // namespace stonelab
