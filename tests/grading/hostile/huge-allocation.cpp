// Asks for 10 GiB and touches it.
// status: crash
// message: killed: used more than 512 MiB
#include <cstddef>
#include <cstring>
namespace {
char* volatile kept = nullptr;
void hostile_act()
{
    const std::size_t ten_gib = std::size_t{10} << 30;
    kept = new char[ten_gib];
    std::memset(kept, 1, ten_gib);
}
} // namespace
