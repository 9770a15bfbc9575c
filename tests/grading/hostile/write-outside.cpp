// Tries to write outside its folder: into the lesson's reference outputs and the instructor's
// solutions (not there at all in the sandbox, unreadable to the other users' wall), the
// grader's home folder, the folders above its own and /tmp (in the sandbox, a private /tmp that
// is gone with it). The suite checks afterwards that none of these files exists outside.
// status: fail
// message: No such file or directory
// message (other users): Permission denied
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <stdexcept>
#include <string>
namespace {
std::string try_write(const std::string& path)
{
    std::FILE* file = std::fopen(path.c_str(), "w");
    if (!file) return path + ": " + std::strerror(errno) + "\n";
    std::fputs("hostile", file);
    std::fclose(file);
    return path + ": written\n";
}
void hostile_act()
{
    const std::string report = try_write("@PROJECT@/tests/02-capture-recursion/data/@SENTINEL@") +
                               try_write("@PROJECT@/solutions/@SENTINEL@") +
                               try_write("@HOME@/@SENTINEL@") + try_write("/tmp/@SENTINEL@") +
                               try_write("../../../@SENTINEL@");
    throw std::runtime_error(report);
}
} // namespace
