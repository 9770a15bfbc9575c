// Fuzz target for the Gomocup protocol (engine/protocols/gomocup.hpp). The input is a session:
// the manager's lines, given one at a time to two brains (the random player under Freestyle,
// the greedy one under Renju), and read whole by `run_brain` as `stonelab gomocup` reads them.
// Every line a brain writes must be one the protocol allows: OK, ERROR/UNKNOWN/MESSAGE and a
// message, a move X,Y on the board of the moment, or ABOUT's name="..." line; printable, and
// never empty. Any exception, a crash or an abort is a bug.
#include "engine/protocols/gomocup.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>
#include <string_view>

namespace {

bool allowed_line(std::string_view line, int size)
{
    if (line.empty()) return false;
    for (char ch : line)
        if (static_cast<unsigned char>(ch) < 0x20 || ch == 0x7f) return false;
    if (line == "OK") return true;
    for (std::string_view word : {"ERROR ", "UNKNOWN ", "MESSAGE ", "name=\""})
        if (line.substr(0, word.size()) == word) return true;
    const auto xy = stonelab::gomocup::parse_coordinates(line);
    return xy && xy->first < size && xy->second < size;
}

void run(std::string_view input, stonelab::gomoku::MoveFunction player, stonelab::gomoku::Rule rule)
{
    using namespace stonelab;
    gomocup::BrainOptions options;
    options.rule = rule;
    gomocup::Brain brain(player, options);
    std::size_t start = 0;
    while (start < input.size() && !brain.ended()) {
        const std::size_t end = std::min(input.find_first_of("\r\n", start), input.size());
        const std::string answer = brain.handle_line(input.substr(start, end - start));
        const int size = brain.board() ? brain.board()->size() : gomoku::kMaxSize;
        std::istringstream lines(answer);
        for (std::string line; std::getline(lines, line);)
            if (!allowed_line(line, size)) std::abort();
        if (!answer.empty() && answer.back() != '\n') std::abort();
        start = end + 1;
    }

    gomocup::Brain reader(player, options);
    std::istringstream in{std::string(input)};
    std::ostringstream out;
    gomocup::run_brain(in, out, reader);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace stonelab;
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    run(input, gomoku::random_gomoku_move, gomoku::Rule::Freestyle);
    run(input, gomoku::greedy_gomoku_move, gomoku::Rule::Renju);
    // The parsers alone, line by line: they never throw.
    std::size_t start = 0;
    while (start < input.size()) {
        const std::size_t end = std::min(input.find('\n', start), input.size());
        const std::string_view line = input.substr(start, end - start);
        gomocup::parse_command(line);
        gomocup::parse_board_line(line);
        gomocup::parse_coordinates(line);
        start = end + 1;
    }
    return 0;
}
