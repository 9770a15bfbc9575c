/// \file
/// Checks for the numeric options that CLI11 converts itself (`stonelab demo`, `stonelab gtp`),
/// for what CLI11's own conversions and checks let through: it reads "-1" into an unsigned
/// seed as 2^64 - 1, and `CLI::Range` lets "nan" pass (every comparison with NaN is false).
/// CLI11 runs a check on the option's text before it converts it, and prints its message as
/// "--seed: Value -1 not in range ...", the form of its own range errors.
#pragma once

#include "common/text.hpp"

#include <CLI/CLI.hpp>

#include <charconv>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <sstream>
#include <string>
#include <system_error>

namespace stonelab::cli {

/// A seed of the project's Rng: a whole number from 0 to 2^64 - 1, written in digits only.
inline CLI::Validator seed_check()
{
    return CLI::Validator(
        [](std::string& text) -> std::string {
            if (whole_number<std::uint64_t>(text)) return "";
            return "Value " + text + " not in range 0 to " +
                   std::to_string(std::numeric_limits<std::uint64_t>::max()) +
                   " (a seed is a whole number)";
        },
        "SEED");
}

/// A real number from `low` to `high` (so a finite one), e.g. a komi.
inline CLI::Validator real_range_check(double low, double high)
{
    std::ostringstream range; // "-1000 to 1000", without CLI::Range's "-1000.000000"
    range << low << " to " << high;
    return CLI::Validator(
        [low, high, range = range.str()](std::string& text) -> std::string {
            const auto number = finite_real_number(text);
            if (number && *number >= low && *number <= high) return "";
            return "Value " + text + " not in range " + range;
        },
        "NUMBER in [" + range.str() + "]");
}

} // namespace stonelab::cli
