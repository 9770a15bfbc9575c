/// \file
/// `stonelab-unpack DEST`: unpacks a submission's archive (.zip, .tar.gz, .tgz) from standard
/// input into DEST, keeping only what grading takes: C++ sources and headers.
///
/// It runs in the sandbox (grader/intake.cpp), as the student's code does: an archive is as
/// untrusted as the code in it. And it counts as it goes, so a small archive that unpacks to
/// gigabytes (a "zip bomb") is stopped at once, whatever its headers claim:
///  - at most `--max-entries` entries are looked at (files, folders, links);
///  - at most `--max-files` files are written, each at most `--max-file-bytes` (a larger
///    source file is skipped, and said so);
///  - at most `--max-bytes` are read out of the archive in all, written or skipped.
/// Only regular files named *.cpp, *.hpp or *.h are written; links, devices and everything
/// else are skipped. A path with an empty, `.` or `..` part, or an absolute one, is refused.
///
/// It prints one line per skipped file and exits 0, or prints what went wrong (naming the
/// limit) and exits 1.
#include <archive.h>
#include <archive_entry.h>

#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <stdexcept>
#include <string>
#include <string_view>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace {

struct Limits {
    std::uint64_t entries = 10'000;
    std::uint64_t files = 200;
    std::uint64_t file_bytes = 1 << 20;
    std::uint64_t bytes = 16 << 20;
};

/// The deepest a kept file may be: exercises/NN-slug/file.cpp under a folder or two.
constexpr int kMaxDepth = 8;

class Refused : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

std::string mib(std::uint64_t bytes) { return std::to_string(bytes >> 20) + " MiB"; }

/// The parts of `path` ("a/b/c.cpp"), or nothing when one is empty, `.` or `..`, or the path is
/// absolute or too deep.
std::vector<std::string> safe_parts(std::string_view path)
{
    if (path.empty() || path.front() == '/') return {};
    while (path.size() > 2 && path.substr(0, 2) == "./") path.remove_prefix(2);
    std::vector<std::string> parts;
    for (std::size_t start = 0; start <= path.size();) {
        const std::size_t end = std::min(path.find('/', start), path.size());
        const std::string_view part = path.substr(start, end - start);
        if (part.empty() && end == path.size()) break; // a trailing slash
        if (part.empty() || part == "." || part == ".." || part.size() > 255 ||
            part.find('\0') != std::string_view::npos)
            return {};
        parts.emplace_back(part);
        start = end + 1;
    }
    if (parts.size() > kMaxDepth) return {};
    return parts;
}

bool is_source(const std::string& name)
{
    const auto ends = [&](std::string_view suffix) {
        return name.size() > suffix.size() && name.ends_with(suffix);
    };
    return ends(".cpp") || ends(".hpp") || ends(".h");
}

/// Creates the folders of `parts` (all but the last) under `root`; returns the file's path.
std::string make_folders(const std::string& root, const std::vector<std::string>& parts)
{
    std::string path = root;
    for (std::size_t i = 0; i + 1 < parts.size(); ++i) {
        path += "/" + parts[i];
        if (mkdir(path.c_str(), 0700) != 0 && errno != EEXIST)
            throw Refused("cannot make the folder " + path + ": " + std::strerror(errno));
        struct stat info {};
        if (lstat(path.c_str(), &info) != 0 || !S_ISDIR(info.st_mode))
            throw Refused(parts[i] + " is both a file and a folder in the archive");
    }
    return path + "/" + parts.back();
}

void unpack(archive* in, const std::string& destination, const Limits& limits)
{
    std::uint64_t entries = 0;
    std::uint64_t files = 0;
    std::uint64_t bytes = 0;
    archive_entry* entry = nullptr;
    std::vector<char> buffer(1 << 16);
    for (;;) {
        const int status = archive_read_next_header(in, &entry);
        if (status == ARCHIVE_EOF) return;
        if (status < ARCHIVE_WARN)
            throw Refused(std::string("cannot read the archive: ") + archive_error_string(in));
        if (++entries > limits.entries)
            throw Refused("the archive has more than " + std::to_string(limits.entries) +
                          " entries, the most the grader looks at");
        const char* raw_name = archive_entry_pathname(entry);
        const std::string name = raw_name ? raw_name : "";
        const std::vector<std::string> parts = safe_parts(name);
        const bool wanted =
            archive_entry_filetype(entry) == AE_IFREG && !parts.empty() && is_source(parts.back());
        if (!wanted) continue; // its data is skipped by the next read of a header
        if (archive_entry_size_is_set(entry) &&
            static_cast<std::uint64_t>(archive_entry_size(entry)) > limits.file_bytes) {
            std::printf("skipped %s: larger than %s\n", name.c_str(),
                        mib(limits.file_bytes).c_str());
            continue;
        }
        if (++files > limits.files)
            throw Refused("the archive has more than " + std::to_string(limits.files) +
                          " source files, the most the grader takes");

        // Read the file whole first: the header's size may lie, the count of bytes read does not.
        std::string content;
        for (;;) {
            const la_ssize_t got = archive_read_data(in, buffer.data(), buffer.size());
            if (got == 0) break;
            if (got < 0)
                throw Refused(std::string("cannot read ") + name + ": " + archive_error_string(in));
            bytes += static_cast<std::uint64_t>(got);
            if (bytes > limits.bytes)
                throw Refused("the archive's source files come to more than " + mib(limits.bytes) +
                              ", the most the grader unpacks");
            content.append(buffer.data(), static_cast<std::size_t>(got));
            if (content.size() > limits.file_bytes) break;
        }
        if (content.size() > limits.file_bytes) {
            std::printf("skipped %s: larger than %s\n", name.c_str(),
                        mib(limits.file_bytes).c_str());
            continue;
        }
        const std::string path = make_folders(destination, parts);
        const int fd =
            open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
        if (fd < 0) {
            std::printf("skipped %s: %s\n", name.c_str(),
                        errno == EEXIST ? "it is in the archive twice" : std::strerror(errno));
            continue;
        }
        const bool written =
            write(fd, content.data(), content.size()) == static_cast<ssize_t>(content.size());
        close(fd);
        if (!written) throw Refused("cannot write " + path);
    }
}

std::uint64_t number_option(const char* value, const char* option)
{
    char* end = nullptr;
    const unsigned long long number = std::strtoull(value, &end, 10);
    if (end == value || *end != '\0' || number == 0)
        throw std::invalid_argument(std::string(option) + " needs a positive whole number");
    return number;
}

} // namespace

int main(int argc, char* argv[])
{
    try {
        Limits limits;
        std::string destination;
        for (int i = 1; i < argc; ++i) {
            const std::string option = argv[i];
            const bool has_value = i + 1 < argc;
            if (option == "--max-entries" && has_value)
                limits.entries = number_option(argv[++i], "--max-entries");
            else if (option == "--max-files" && has_value)
                limits.files = number_option(argv[++i], "--max-files");
            else if (option == "--max-file-bytes" && has_value)
                limits.file_bytes = number_option(argv[++i], "--max-file-bytes");
            else if (option == "--max-bytes" && has_value)
                limits.bytes = number_option(argv[++i], "--max-bytes");
            else if (destination.empty() && !option.starts_with("-"))
                destination = option;
            else
                throw std::invalid_argument("usage: stonelab-unpack DEST [--max-entries N] "
                                            "[--max-files N] [--max-file-bytes N] [--max-bytes N] "
                                            "< ARCHIVE");
        }
        if (destination.empty())
            throw std::invalid_argument("usage: stonelab-unpack DEST < ARCHIVE");

        archive* in = archive_read_new();
        archive_read_support_filter_gzip(in);
        archive_read_support_format_tar(in);
        archive_read_support_format_zip(in);
        if (archive_read_open_fd(in, STDIN_FILENO, 1 << 16) != ARCHIVE_OK) {
            const std::string why = archive_error_string(in) ? archive_error_string(in) : "?";
            archive_read_free(in);
            throw Refused("not a .zip or .tar.gz archive (" + why + ")");
        }
        try {
            unpack(in, destination, limits);
        } catch (...) {
            archive_read_free(in);
            throw;
        }
        archive_read_free(in);
        return 0;
    } catch (const std::exception& error) {
        std::fprintf(stderr, "%s\n", error.what());
        return 1;
    }
}
