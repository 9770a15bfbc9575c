/// \file
/// The programs of outside players found (child_player.hpp).
#include "arena/child_player.hpp"

#include "common/process.hpp"

#include <filesystem>
#include <stdexcept>
#include <unistd.h>

namespace stonelab::arena {

std::string program_path(const std::string& program, const std::string& what)
{
    std::filesystem::path path = program;
    if (program.find('/') == program.npos) {
        const auto found = find_program(program);
        if (!found)
            throw std::runtime_error("cannot run " + what + ": '" + program + "' is not on PATH");
        path = *found;
    }
    if (!std::filesystem::is_regular_file(path) || ::access(path.c_str(), X_OK) != 0)
        throw std::runtime_error("cannot run " + what + ": '" + path.string() +
                                 "' is not an executable file");
    return path.string();
}

} // namespace stonelab::arena
