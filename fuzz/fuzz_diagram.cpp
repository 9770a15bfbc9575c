// Fuzz target for the diagram reader. Any bytes must either parse or throw DiagramError with
// a message of a few lines at most; whatever parses must print and parse back to the same
// board in every style, with and without coordinates. Any other exception, a crash or an
// abort is a bug.
//
// The fuzzer makes inputs of a few KB, far below kMaxDiagramBytes. So that the size limit is
// fuzzed too, an input that starts with the byte 0xFE (never the start of a diagram) is read
// with the limit its second byte gives (0 to 255 bytes) instead.
#include "engine/formats/diagram.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string_view>

namespace {

// No message of the reader is longer than this: it quotes characters, never whole lines.
constexpr std::size_t kMaxMessageBytes = 400;

constexpr std::uint8_t kTightLimit = 0xFE;

void check(bool condition)
{
    if (!condition) std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace stonelab;
    std::string_view text(reinterpret_cast<const char*>(data), size);
    std::size_t max_bytes = kMaxDiagramBytes;
    if (size >= 2 && data[0] == kTightLimit) {
        max_bytes = data[1];
        text.remove_prefix(2);
    }
    Board board;
    try {
        board = parse_diagram(text, max_bytes);
    } catch (const DiagramError& e) {
        check(std::strlen(e.what()) <= kMaxMessageBytes);
        return 0; // refusing bad input is the right answer
    }
    check(text.size() <= max_bytes);
    for (DiagramStyle style : {DiagramStyle::Ascii, DiagramStyle::Seed2004, DiagramStyle::Seed2015})
        for (bool coordinates : {false, true}) {
            // A DiagramError here escapes and is reported: printed diagrams must always parse.
            const Board back = parse_diagram(print_diagram(board, {style, coordinates}));
            check(same_stones(board, back));
        }
    return 0;
}
