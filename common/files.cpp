#include "common/files.hpp"

#include <stdlib.h> // mkdtemp

#include <fstream>
#include <iostream>
#include <sstream>
#include <stdexcept>
#include <system_error>

namespace stonelab {

namespace fs = std::filesystem;

std::optional<std::string> read_file(const fs::path& path)
{
    std::error_code error;
    if (fs::is_directory(path, error)) return std::nullopt;
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream bytes;
    bytes << in.rdbuf();
    return bytes.str();
}

void write_file(const std::string& bytes, const fs::path& path)
{
    const fs::path partial = path.parent_path() / ("." + path.filename().string() + ".partial");
    std::ofstream out(partial, std::ios::binary);
    out << bytes;
    out.close();
    std::error_code error;
    if (out) fs::rename(partial, path, error);
    if (!out || error) {
        fs::remove(partial, error);
        throw std::runtime_error("cannot write '" + path.string() + "'");
    }
}

void write_output(const std::string& bytes, const std::string& path)
{
    if (path.empty())
        std::cout << bytes << std::flush;
    else
        write_file(bytes, path);
}

TemporaryFolder::TemporaryFolder(const std::string& purpose)
{
    std::string pattern =
        (fs::temp_directory_path() / ("stonelab-" + purpose + "-XXXXXX")).string();
    if (!mkdtemp(pattern.data()))
        throw std::runtime_error("cannot create a temporary folder in " +
                                 fs::temp_directory_path().string());
    path_ = pattern;
}

TemporaryFolder::~TemporaryFolder()
{
    std::error_code ignored;
    fs::remove_all(path_, ignored);
}

} // namespace stonelab
