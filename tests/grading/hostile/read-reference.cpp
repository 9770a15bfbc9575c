// Tries to read what it must not: a hidden test's expected output, the instructor's solution
// and the grading kit's trusted files (its list, and a lesson's tests' program).
// status: fail
// message: No such file or directory
// message (other users): Permission denied
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <stdexcept>
#include <string>
namespace {
std::string try_read(const std::string& path)
{
    std::FILE* file = std::fopen(path.c_str(), "r");
    if (!file) return path + ": " + std::strerror(errno) + "\n";
    std::fclose(file);
    return path + ": READ\n";
}
void hostile_act()
{
    throw std::runtime_error(
        try_read("@HIDDEN_FILE@") +
        try_read("@PROJECT@/solutions/02-capture-recursion/capture_recursion.cpp") +
        try_read("@BUILD@/grading-kit.txt") + try_read("@BUILD@/lesson02_graded_tests"));
}
} // namespace
