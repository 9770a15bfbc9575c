/// \file
/// The error every Stonelab reader of outside text throws: where the text goes wrong, and why.
#pragma once

#include <stdexcept>
#include <string>

namespace stonelab {

/// Text that cannot be read, with the 1-based line and column at fault.
///
/// Columns count characters, not bytes (`●` is one column), as an editor shows them.
/// `what()` is the whole sentence for a student, e.g.
/// `line 3, column 5: unknown character 'Y' ...`; `message()` is the part after the place.
class ParseError : public std::runtime_error {
public:
    ParseError(int line, int column, const std::string& message)
        : std::runtime_error("line " + std::to_string(line) + ", column " + std::to_string(column) +
                             ": " + message),
          line_(line), column_(column), message_(message)
    {
    }
    int line() const { return line_; }
    int column() const { return column_; }
    /// The explanation without the "line L, column C: " prefix.
    const std::string& message() const { return message_; }

private:
    int line_;
    int column_;
    std::string message_;
};

} // namespace stonelab
