/// \file
/// Reading the lessons' fixture and reference files: the tests, golden.cpp and the GNU Go
/// drivers share these (tests/support/ is the one place for what every lesson's tests need).
#pragma once

#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace stonelab::test {

/// The whole content of a file; throws std::runtime_error naming it when it cannot be read.
inline std::string read_text(const std::filesystem::path& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::runtime_error("cannot read " + path.string());
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

/// The words of `text`, split at white space.
inline std::vector<std::string> words(const std::string& text)
{
    std::istringstream in(text);
    std::vector<std::string> found;
    for (std::string word; in >> word;) found.push_back(word);
    return found;
}

} // namespace stonelab::test
