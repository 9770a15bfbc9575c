#include "common/files.hpp"

#include <stdlib.h> // mkdtemp

#include <algorithm>
#include <fstream>
#include <iostream>
#include <sstream>
#include <stdexcept>
#include <system_error>
#include <vector>

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

std::optional<std::string> read_at_most(std::istream& in, std::size_t max_bytes,
                                        std::size_t block_bytes)
{
    std::string bytes;
    std::vector<char> block(std::max<std::size_t>(block_bytes, 1));
    // One byte more than the limit tells a file of exactly `max_bytes` from a longer one.
    while (bytes.size() <= max_bytes) {
        const std::size_t wanted = std::min(block.size() - 1, max_bytes - bytes.size()) + 1;
        in.read(block.data(), static_cast<std::streamsize>(wanted));
        bytes.append(block.data(), static_cast<std::size_t>(in.gcount()));
        if (in.bad()) return std::nullopt;
        if (in.eof()) break;
    }
    if (bytes.size() > max_bytes) return std::nullopt;
    return bytes;
}

std::string byte_count_name(std::size_t bytes)
{
    constexpr std::size_t kKibibyte = 1024;
    constexpr std::size_t kMebibyte = 1024 * kKibibyte;
    if (bytes >= kMebibyte && bytes % kMebibyte == 0)
        return std::to_string(bytes / kMebibyte) + " MiB";
    if (bytes >= kKibibyte && bytes % kKibibyte == 0)
        return std::to_string(bytes / kKibibyte) + " KiB";
    return std::to_string(bytes) + (bytes == 1 ? " byte" : " bytes");
}

namespace {

// `in` whole, or a message naming it (`name`) and the limit.
std::string read_named(std::istream& in, const std::string& name, std::size_t max_bytes,
                       const std::string& holds)
{
    if (const auto bytes = read_at_most(in, max_bytes)) return *bytes;
    if (in.bad()) throw std::runtime_error("cannot read " + name);
    throw std::runtime_error(name + " is larger than " + byte_count_name(max_bytes) +
                             ", the most stonelab reads as " + holds);
}

} // namespace

std::string read_input(const std::string& path, std::size_t max_bytes, const std::string& holds)
{
    if (path == "-") return read_named(std::cin, "standard input", max_bytes, holds);
    std::error_code error;
    std::ifstream file;
    if (!fs::is_directory(path, error)) file.open(path, std::ios::binary);
    if (!file.is_open()) throw std::runtime_error("cannot read '" + path + "'");
    return read_named(file, "'" + path + "'", max_bytes, holds);
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

void check_can_write(const fs::path& path)
{
    std::error_code error;
    if (fs::is_directory(path, error))
        throw std::runtime_error("cannot write '" + path.string() + "': it is a folder");
    const fs::path partial = path.parent_path() / ("." + path.filename().string() + ".partial");
    const bool made = static_cast<bool>(std::ofstream(partial, std::ios::binary));
    fs::remove(partial, error);
    if (!made)
        throw std::runtime_error("cannot write '" + path.string() + "': no file can be made in " +
                                 (path.has_parent_path() ? "'" + path.parent_path().string() + "'"
                                                         : std::string("the current folder")));
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
