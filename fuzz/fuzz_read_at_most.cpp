// Fuzz target for the bounded reader of the `stonelab` command's input files (common/files.hpp):
// the first byte of the input is the limit (0 to 255 bytes), the second the block size (1 to
// 16 bytes, so that the reads cross many block boundaries), and the rest the stream's content.
//
// read_at_most must give back the whole content when it fits, nothing when it does not, and
// never take more than one byte past the limit from the stream. A failed check is a bug.
#include "common/files.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <iterator>
#include <sstream>
#include <string>

namespace {

void check(bool condition)
{
    if (!condition) std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size < 2) return 0;
    const std::size_t max_bytes = data[0];
    const std::size_t block_bytes = 1 + data[1] % 16;
    const std::string content(reinterpret_cast<const char*>(data) + 2, size - 2);

    std::istringstream in(content);
    const auto bytes = stonelab::read_at_most(in, max_bytes, block_bytes);
    if (content.size() <= max_bytes)
        check(bytes == content);
    else
        check(!bytes);

    // What is left in the stream: all but at most max_bytes + 1 bytes.
    in.clear();
    const std::string rest{std::istreambuf_iterator<char>(in), {}};
    check(content.size() - rest.size() <= max_bytes + 1);
    return 0;
}
