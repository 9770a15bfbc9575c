// Catch2 helpers of lesson 1's tests: where the data is, and failure messages that show
// boards the way a student reads them.
#pragma once

#include "positions.hpp"

#include "engine/diagram.hpp"

// Show std::optional values (parse_gtp_vertex) in failure messages.
#define CATCH_CONFIG_ENABLE_OPTIONAL_STRINGMAKER
#include <catch2/catch.hpp>

#include <string>
#include <string_view>

namespace stonelab::lesson01::test {

/// The content of a file of tests/01-board-display/data (fails the test if it is missing).
inline std::string data_file(const std::string& name)
{
    try {
        return fixtures::read_text(std::string(LESSON_DATA) + "/" + name);
    } catch (const std::exception& e) {
        FAIL(e.what() << ": the lesson's data files are missing (run `stonelab golden 1`)");
    }
    return {};
}

/// A position of data/positions/.
inline SimpleBoard position(std::string_view name)
{
    return fixtures::read_numeric_board(data_file("positions/" + std::string(name) + ".txt"));
}

/// A well-formed board as the engine draws it, for failure messages.
inline std::string diagram(const SimpleBoard& board)
{
    return print_diagram(fixtures::to_engine(board));
}

/// Text shown between quotes line by line, so that spaces at the ends of lines and missing
/// or extra lines are visible in a failure message.
inline std::string quoted_lines(std::string_view text)
{
    std::string out;
    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        out +=
            "  |" + std::string(text.substr(0, end)) + "|" + (end == text.npos ? "" : "\\n") + "\n";
        if (end == text.npos) break;
        text.remove_prefix(end + 1);
    }
    return out;
}

} // namespace stonelab::lesson01::test
