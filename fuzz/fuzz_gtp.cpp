// Fuzz target for the GTP engine. The input is a session: its lines go one by one to three
// engines, one with simple ko and one with positional superko (both with the random player),
// and one with the capstone player on a budget of a few playouts and no clock (so that
// genmove, kgs-genmove_cleanup, final_status_list and lz-analyze stay fast), until `quit`. Every
// answer must be well framed: it starts with '=' or '?', ends with the empty line that closes it,
// and holds no other empty line (a controller would take that for the end). Any exception,
// a crash or an abort is a bug.
//
// The engines see a file system in memory, never the disk: `loadsgf input.sgf` reads the
// whole input as an SGF record, and `printsgf FILE` writes files that `loadsgf` can read
// back.
#include "engine/protocols/gtp.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <map>
#include <string>
#include <string_view>

namespace {

// More files than this and `printsgf FILE` fails, so that memory stays bounded.
constexpr std::size_t kMaxFiles = 16;

stonelab::GtpFileAccess memory_files(std::map<std::string, std::string>& files)
{
    stonelab::GtpFileAccess access;
    access.read = [&files](const std::string& path) -> std::optional<std::string> {
        const auto it = files.find(path);
        if (it == files.end()) return std::nullopt;
        return it->second;
    };
    access.write = [&files](const std::string& path, const std::string& text) {
        if (files.size() >= kMaxFiles && files.count(path) == 0) return false;
        files[path] = text;
        return true;
    };
    return access;
}

bool well_framed(const std::string& answer)
{
    if (answer.empty()) return true; // a blank line gets no answer
    if (answer.front() != '=' && answer.front() != '?') return false;
    return answer.size() >= 3 && answer.find("\n\n") == answer.size() - 2;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace stonelab;
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    std::map<std::string, std::string> files{{"input.sgf", std::string(input)}};

    GtpOptions simple;
    simple.files = memory_files(files);
    GtpOptions superko = simple;
    superko.ko = KoRule::PositionalSuperko;
    GtpOptions capstone = simple;
    capstone.player = parse_go_player("capstone:4");
    capstone.fixed_budget = true;
    GtpEngine engines[] = {GtpEngine(simple), GtpEngine(superko), GtpEngine(capstone)};

    std::size_t start = 0;
    while (start < input.size()) {
        const std::size_t end = std::min(input.find('\n', start), input.size());
        const std::string_view line = input.substr(start, end - start);
        for (GtpEngine& engine : engines)
            if (!engine.quit_requested() && !well_framed(engine.handle_line(line))) std::abort();
        start = end + 1;
    }
    return 0;
}
