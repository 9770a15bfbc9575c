// Writes a 100 MB file in its working folder.
// status: crash
// message: killed: wrote a file larger than 1 MiB
#include <cstdio>
#include <string>
namespace {
void hostile_act()
{
    std::FILE* file = std::fopen("big.bin", "wb");
    const std::string block(1 << 20, 'x');
    for (int i = 0; file && i < 100; ++i) std::fwrite(block.data(), 1, block.size(), file);
    if (file) std::fclose(file);
}
} // namespace
