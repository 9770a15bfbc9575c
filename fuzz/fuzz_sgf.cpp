// Fuzz target for the SGF reader: any bytes either read as a game or throw SgfError with a
// message of a few lines at most.
//
// A game that reads must also survive a round trip: written out and read back, it has the
// same start position, the same moves, the same first player and the same komi. Anything
// else (another exception, a crash, a sanitizer report, a failed check) is a bug.
//
// The fuzzer makes inputs of a few KB, far below the default limits. So that the limits are
// fuzzed too, an input that starts with the byte 0xFE (never the start of a record) is read
// with the limits its next two bytes give: up to 1,020 bytes and up to 32 main-line nodes.
#include "engine/formats/sgf.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>
#include <string_view>

namespace {

// No message of the reader is longer than this: it quotes values cut short.
constexpr std::size_t kMaxMessageBytes = 400;

constexpr std::uint8_t kTightLimits = 0xFE;

void check(bool condition)
{
    if (!condition) std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    std::string_view text(reinterpret_cast<const char*>(data), size);
    stonelab::SgfLimits limits;
    if (size >= 3 && data[0] == kTightLimits) {
        limits.max_bytes = 4 * std::size_t{data[1]};
        limits.max_main_line_nodes = 1 + data[2] % 32;
        text.remove_prefix(3);
    }
    try {
        const stonelab::Game game = stonelab::read_sgf(text, {}, limits);
        check(text.size() <= limits.max_bytes);
        // Every node of the main line may hold a move, the root's included.
        check(game.moves().size() <= static_cast<std::size_t>(limits.max_main_line_nodes));
        const std::string written = stonelab::write_sgf(game);
        const stonelab::Game copy = stonelab::read_sgf(written); // must not throw
        check(copy.moves() == game.moves());
        check(same_stones(copy.start(), game.start()));
        check(same_stones(copy.board(), game.board()));
        check(copy.first_to_move() == game.first_to_move());
        check(copy.rules().komi == game.rules().komi);
        check(stonelab::write_sgf(copy) == written);
    } catch (const stonelab::SgfError& e) {
        // Bad input, reported as it should be, in a message of reasonable length.
        check(std::strlen(e.what()) <= kMaxMessageBytes);
    }
    return 0;
}
