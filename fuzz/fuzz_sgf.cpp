// Fuzz target for the SGF reader: any bytes either read as a game or throw SgfError.
//
// A game that reads must also survive a round trip: written out and read back, it has the
// same start position, the same moves, the same first player and the same komi. Anything
// else (another exception, a crash, a sanitizer report, a failed check) is a bug.
#include "engine/sgf.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

namespace {

void check(bool condition)
{
    if (!condition) std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        const stonelab::Game game = stonelab::read_sgf(text);
        const std::string written = stonelab::write_sgf(game);
        const stonelab::Game copy = stonelab::read_sgf(written); // must not throw
        check(copy.moves() == game.moves());
        check(same_stones(copy.start(), game.start()));
        check(same_stones(copy.board(), game.board()));
        check(copy.first_to_move() == game.first_to_move());
        check(copy.rules().komi == game.rules().komi);
        check(stonelab::write_sgf(copy) == written);
    } catch (const stonelab::SgfError&) {
        // Bad input, reported as it should be.
    }
    return 0;
}
