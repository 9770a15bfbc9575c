#include "common/gomocup_process.hpp"

#include <algorithm>
#include <cctype>

namespace stonelab {

namespace {

// True if `line` starts with the word `word` (in any case) followed by a space or its end.
bool starts_with_word(const std::string& line, std::string_view word)
{
    if (line.size() < word.size()) return false;
    for (std::size_t i = 0; i < word.size(); ++i)
        if (std::toupper(static_cast<unsigned char>(line[i])) != word[i]) return false;
    return line.size() == word.size() || line[word.size()] == ' ';
}

} // namespace

GomocupProcess::GomocupProcess(std::string name, const std::string& program,
                               std::vector<std::string> arguments)
    : child_(std::move(name), program, std::move(arguments))
{
}

GomocupProcess::~GomocupProcess() { child_.stop("END\n"); }

void GomocupProcess::tell(const std::string& command, std::chrono::milliseconds limit)
{
    child_.write_all(command + "\n", limit);
}

std::string GomocupProcess::ask(const std::string& command, std::chrono::milliseconds limit)
{
    const auto deadline = std::chrono::steady_clock::now() + limit;
    child_.write_all(command + "\n", limit);
    for (;;) {
        // Messages do not buy the brain more time: the limit is on the answer.
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now());
        std::string line;
        try {
            line =
                child_.read_line(std::max(left, std::chrono::milliseconds(0)), kMaxBrainLineBytes);
        } catch (const ChildProcessSilence&) {
            // The whole limit, not what was left of it when the last message came.
            throw ChildProcessSilence(name() + " gave no answer to `" + command + "` for " +
                                      seconds_text(limit));
        } catch (const ChildProcessError& e) {
            throw ChildProcessError(std::string(e.what()) + " (after `" + command + "`)");
        }
        if (line.empty() || starts_with_word(line, "MESSAGE") || starts_with_word(line, "DEBUG"))
            continue;
        return line;
    }
}

} // namespace stonelab
