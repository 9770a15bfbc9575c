// Fuzz target for the game-tree reader. Any bytes must either parse or throw ParseError;
// whatever parses must print and parse back to the same text, and the four search
// algorithms must agree on its value. Any other exception, a crash or an abort is a bug.
#include "engine/game_tree.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace stonelab::search;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    std::string printed;
    try {
        printed = format_game_tree(parse_game_tree(text));
    } catch (const stonelab::ParseError&) {
        return 0; // refusing bad input is the right answer
    }
    GameTree tree = parse_game_tree(printed); // printed trees must always parse
    if (format_game_tree(tree) != printed) std::abort();
    if (tree.nodes().size() > 20'000) return 0; // keep the searches quick
    const Value value = minimax(tree).value;
    for (Algorithm algorithm : kAllAlgorithms)
        if (run_search(algorithm, tree).value != value) std::abort();
    return 0;
}
