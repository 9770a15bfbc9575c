/// \file
/// Files the `stonelab` commands read and write: whole files in (the ones a user gives up to
/// a size limit), figures out (whole or not at all), and scratch folders that clean up after
/// themselves.
#pragma once

#include <cstddef>
#include <filesystem>
#include <iosfwd>
#include <optional>
#include <string>

namespace stonelab {

/// The bytes of a file, or nothing when it cannot be read (a folder cannot). For files the
/// project wrote itself; a file a user names goes through `read_input`, which has a limit.
std::optional<std::string> read_file(const std::filesystem::path& path);

/// How much `read_at_most` asks the stream for at a time.
inline constexpr std::size_t kReadBlockBytes = 64 * 1024;

/// All of `in` if it holds at most `max_bytes` bytes; nothing if it holds more, or if reading
/// fails. It reads a block of `block_bytes` at a time and stops one byte past the limit, so
/// an endless stream (/dev/zero, a pipe that is never closed) is refused as soon as it
/// passes the limit, having cost memory in proportion to `max_bytes` only.
std::optional<std::string> read_at_most(std::istream& in, std::size_t max_bytes,
                                        std::size_t block_bytes = kReadBlockBytes);

/// "64 KiB", "1 MiB", "100 bytes": a size limit as a message names it.
std::string byte_count_name(std::size_t bytes);

/// The bytes of a file a user gives a command, or of standard input when `path` is "-",
/// refused past `max_bytes` (see `read_at_most`). `holds` says what the file should hold, for
/// the message. Throws std::runtime_error: "cannot read 'PATH'", or "'PATH' is larger than
/// 64 KiB, the most stonelab reads as a diagram" (`holds` = "a diagram").
std::string read_input(const std::string& path, std::size_t max_bytes, const std::string& holds);

/// Writes `bytes` to `path` whole or not at all: into a hidden file beside it, renamed into
/// place at the end, so that a failed command never leaves half a figure behind. Throws
/// std::runtime_error ("cannot write 'PATH'") when it cannot.
void write_file(const std::string& bytes, const std::filesystem::path& path);

/// Throws std::runtime_error ("cannot write 'PATH': ...", saying why) unless `write_file` could
/// write `path` now: it is not a folder, and a file can be made beside it. For a command that
/// writes at the end of a long run (a tournament's crosstable), asked before the run starts.
void check_can_write(const std::filesystem::path& path);

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
