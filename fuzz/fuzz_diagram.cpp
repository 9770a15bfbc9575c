// Fuzz target for the diagram reader. Any bytes must either parse or throw DiagramError;
// whatever parses must print and parse back to the same board in every style, with and
// without coordinates. Any other exception, a crash or an abort is a bug.
#include "engine/diagram.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace stonelab;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    Board board;
    try {
        board = parse_diagram(text);
    } catch (const DiagramError&) {
        return 0; // refusing bad input is the right answer
    }
    for (DiagramStyle style : {DiagramStyle::Ascii, DiagramStyle::Seed2004, DiagramStyle::Seed2015})
        for (bool coordinates : {false, true}) {
            // A DiagramError here escapes and is reported: printed diagrams must always parse.
            const Board back = parse_diagram(print_diagram(board, {style, coordinates}));
            if (!same_stones(board, back)) std::abort();
        }
    return 0;
}
