/// \file
/// How Catch2 shows a list of names in a failed check: `{ "C4", "C3" }` as usual, but
/// "nothing" for an empty list instead of `{ }`. The tests compare points by their names
/// (support/points.hpp), so a walk that found no liberty fails as `nothing == { "A3" }`.
///
/// A lesson's support.hpp includes this before any check, so that every test file of the
/// lesson shows lists the same way.
#pragma once

#include <catch2/catch.hpp>

#include <string>
#include <vector>

namespace Catch {

template <> struct StringMaker<std::vector<std::string>> {
    static std::string convert(const std::vector<std::string>& names)
    {
        if (names.empty()) return "nothing";
        std::string text = "{ ";
        for (std::size_t i = 0; i < names.size(); ++i)
            text += (i == 0 ? "\"" : ", \"") + names[i] + "\"";
        return text + " }";
    }
};

} // namespace Catch
