// Fuzz target for the ownership-map reader (engine/formats/diagram.hpp: parse_ownership, what
// `stonelab board --ownership FILE` reads). Any bytes must either give exactly width x height
// values, each from -1 to 1, or throw DiagramError with a short message. Any other exception,
// a crash or an abort is a bug.
//
// The first byte of an input chooses the board (1x1 to 16x16: width from its high half, height
// from its low half); the rest is the text.
#include "engine/formats/diagram.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string_view>

namespace {

// No message of the reader is longer than this: it quotes at most 20 characters of a word.
constexpr std::size_t kMaxMessageBytes = 200;

void check(bool condition)
{
    if (!condition) std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace stonelab;
    if (size == 0) return 0;
    const int width = 1 + (data[0] >> 4);
    const int height = 1 + (data[0] & 0x0F);
    const std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
    try {
        const std::vector<double> values = parse_ownership(text, width, height);
        check(values.size() == static_cast<std::size_t>(width * height));
        for (double value : values) check(value >= -1 && value <= 1);
    } catch (const DiagramError& e) {
        check(std::strlen(e.what()) <= kMaxMessageBytes);
    }
    return 0;
}
