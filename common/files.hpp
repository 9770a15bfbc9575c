/// \file
/// Files the `stonelab` commands read and write: whole files in, figures out (whole or not at
/// all), and scratch folders that clean up after themselves.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace stonelab {

/// The bytes of a file, or nothing when it cannot be read (a folder cannot).
std::optional<std::string> read_file(const std::filesystem::path& path);

/// Writes `bytes` to `path` whole or not at all: into a hidden file beside it, renamed into
/// place at the end, so that a failed command never leaves half a figure behind. Throws
/// std::runtime_error ("cannot write 'PATH'") when it cannot.
void write_file(const std::string& bytes, const std::filesystem::path& path);

/// A command's output: to standard output when `path` is empty, else `write_file`.
void write_output(const std::string& bytes, const std::string& path);

/// A fresh folder under the system's temporary folder (`stonelab-PURPOSE-XXXXXX`), removed
/// with everything in it when this goes out of scope.
class TemporaryFolder {
public:
    explicit TemporaryFolder(const std::string& purpose);
    ~TemporaryFolder();
    TemporaryFolder(const TemporaryFolder&) = delete;
    TemporaryFolder& operator=(const TemporaryFolder&) = delete;
    const std::filesystem::path& path() const { return path_; }

private:
    std::filesystem::path path_;
};

} // namespace stonelab
