// Fuzz target for the game-tree reader. Any bytes must either parse or throw ParseError with
// a message of a few lines at most; whatever parses must print and parse back to the same
// text, and the four search algorithms must agree on its value. Any other exception, a crash
// or an abort is a bug.
//
// An input that starts with the byte 0xFE is read with a tight size limit (fuzz_support.hpp).
#include "engine/search/game_tree.hpp"
#include "fuzz/fuzz_support.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace stonelab::search;
    const auto [text, max_bytes] = stonelab::fuzz::limited_input(data, size, kMaxTreeBytes);
    std::string printed;
    try {
        printed = format_game_tree(parse_game_tree(text, max_bytes));
    } catch (const stonelab::ParseError& e) {
        stonelab::fuzz::check_message(e.what());
        return 0; // refusing bad input is the right answer
    }
    if (text.size() > max_bytes) std::abort();
    GameTree tree = parse_game_tree(printed); // printed trees must always parse
    if (format_game_tree(tree) != printed) std::abort();
    if (tree.nodes().size() > 20'000) return 0; // keep the searches quick
    const Value value = minimax(tree).value;
    for (Algorithm algorithm : kAllAlgorithms)
        if (run_search(algorithm, tree).value != value) std::abort();
    return 0;
}
