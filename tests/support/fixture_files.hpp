/// \file
/// The lessons' fixture files: a position with a few header lines above it,
///
///     title: A real ko: Black C3 takes B3; White may not retake at once
///     moves: B C3
///     . X O . .
///     ...
///
/// Each lesson says which header names it expects (lesson 3: title and moves; lesson 5: title
/// and finished); the diagram is everything after them.
#pragma once

#include "support/text.hpp"

#include <algorithm>
#include <filesystem>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace stonelab::test {

/// One fixture file, read.
struct FixtureFile {
    std::string name;                          ///< the file's name without .txt
    std::map<std::string, std::string> fields; ///< the header lines, "name: value"
    std::string diagram;                       ///< the position, as a text diagram
};

/// Reads one fixture file with exactly the header names `names`, in that order. Throws
/// std::runtime_error naming the file and what is wrong.
inline FixtureFile read_fixture_file(const std::filesystem::path& file,
                                     const std::vector<std::string>& names)
{
    FixtureFile fixture;
    fixture.name = file.stem().string();
    std::istringstream in(read_text(file));
    std::string line;
    for (const std::string& name : names) {
        if (!std::getline(in, line) || line.rfind(name + ":", 0) != 0)
            throw std::runtime_error(file.string() + ": expected the line '" + name + ": ...'");
        const std::string value = line.substr(name.size() + 1);
        fixture.fields[name] = value.empty() || value[0] != ' ' ? value : value.substr(1);
    }
    for (; std::getline(in, line);) fixture.diagram += line + "\n";
    if (fixture.diagram.empty()) throw std::runtime_error(file.string() + ": no diagram");
    return fixture;
}

/// Every fixture file in `folder` (*.txt), by name.
inline std::vector<FixtureFile> read_fixture_files(const std::filesystem::path& folder,
                                                   const std::vector<std::string>& names)
{
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::directory_iterator(folder))
        if (entry.path().extension() == ".txt") files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    std::vector<FixtureFile> fixtures;
    for (const auto& file : files) fixtures.push_back(read_fixture_file(file, names));
    return fixtures;
}

} // namespace stonelab::test
