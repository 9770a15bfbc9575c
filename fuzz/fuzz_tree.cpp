// Fuzz target for the game-tree reader. Any bytes must either parse or throw ParseError with
// a message of a few lines at most; whatever parses must print and parse back to the same
// text, and the four search algorithms must agree on its value. Any other exception, a crash
// or an abort is a bug.
//
// The fuzzer makes inputs of a few KB, far below kMaxTreeBytes. So that the size limit is
// fuzzed too, an input that starts with the byte 0xFE (never the start of a tree) is read
// with the limit its second byte gives (0 to 255 bytes) instead.
#include "engine/game_tree.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>
#include <string_view>

namespace {

// No message of the reader is longer than this: it quotes one character at most.
constexpr std::size_t kMaxMessageBytes = 400;

constexpr std::uint8_t kTightLimit = 0xFE;

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace stonelab::search;
    std::string_view text(reinterpret_cast<const char*>(data), size);
    std::size_t max_bytes = kMaxTreeBytes;
    if (size >= 2 && data[0] == kTightLimit) {
        max_bytes = data[1];
        text.remove_prefix(2);
    }
    std::string printed;
    try {
        printed = format_game_tree(parse_game_tree(text, max_bytes));
    } catch (const stonelab::ParseError& e) {
        if (std::strlen(e.what()) > kMaxMessageBytes) std::abort();
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
