// Prints 100 MB.
// status: crash
// message: output cut at 64 KiB
#include <cstdio>
#include <string>
namespace {
void hostile_act()
{
    const std::string line(99, 'x');
    for (int i = 0; i < 1000000; ++i) std::puts(line.c_str());
}
} // namespace
