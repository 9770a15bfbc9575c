/// \file
/// Small text helpers the `stonelab` commands share: trimming, replacing, splitting into lines,
/// cutting, whole and finite real numbers (and the numbers of options given as text, checked
/// with a sentence for the user).
#pragma once

#include <charconv>
#include <cmath>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

namespace stonelab {

/// `text` without the spaces, tabs and line ends around it.
inline std::string trimmed(const std::string& text)
{
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first == std::string::npos) return "";
    return text.substr(first, text.find_last_not_of(" \t\r\n") - first + 1);
}

/// `text` with every `from` replaced by `to`, left to right (an empty `from` changes nothing).
inline std::string replace_all(std::string text, const std::string& from, const std::string& to)
{
    if (from.empty()) return text;
    for (auto at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
        text.replace(at, from.size(), to);
    return text;
}

/// The lines of `text`, without their line ends (a '\r' before the '\n' included).
inline std::vector<std::string> lines_of(const std::string& text)
{
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        lines.push_back(line);
    }
    return lines;
}

/// The first `count` lines of `text`, then "... (N more lines)" when there were more: the
/// first compiler error is the one to fix.
inline std::string first_lines(const std::string& text, std::size_t count)
{
    std::istringstream in(text);
    std::string kept;
    std::size_t lines = 0;
    std::size_t more = 0;
    for (std::string line; std::getline(in, line);) {
        if (lines < count) {
            kept += line + "\n";
            ++lines;
        } else {
            ++more;
        }
    }
    if (more > 0) kept += "... (" + std::to_string(more) + " more lines)\n";
    return kept;
}

/// The whole of `text` as a number ("12", not "12a", " 12" or ""), or nothing.
template <typename Number> std::optional<Number> whole_number(std::string_view text)
{
    Number number{};
    const char* end = text.data() + text.size();
    const auto [stop, error] = std::from_chars(text.data(), end, number);
    if (text.empty() || error != std::errc() || stop != end) return std::nullopt;
    return number;
}

/// The whole of `text` as a finite real number ("7.5", "-3", "1e2"), or nothing: not "nan",
/// not "inf", not "7.5x".
inline std::optional<double> finite_real_number(const std::string& text)
{
    double number = 0;
    const char* end = text.data() + text.size();
    const auto [stop, error] = std::from_chars(text.data(), end, number);
    if (text.empty() || error != std::errc() || stop != end || !std::isfinite(number))
        return std::nullopt;
    return number;
}

/// The value of a numeric option given as text: a whole number from `low` to `high`. Throws
/// std::runtime_error "OPTION must be a whole number from LOW to HIGH, not 'TEXT'" for
/// anything else: a sign where none belongs, a fraction, a number too large for an int.
inline int whole_number_option(const std::string& text, const std::string& option, int low,
                               int high)
{
    const auto number = whole_number<int>(text);
    if (!number || *number < low || *number > high)
        throw std::runtime_error(option + " must be a whole number from " + std::to_string(low) +
                                 " to " + std::to_string(high) + ", not '" + text + "'");
    return *number;
}

} // namespace stonelab
