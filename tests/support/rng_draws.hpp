/// \file
/// How many numbers an `Rng` gave between two of its states: what the tests compare after a
/// search or a playout that drew from a generator it was given, so that work done that should
/// not have been (a playout after the game ended, one simulation too many) or work left
/// undone shows, even where the answer comes out the same.
#pragma once

#include "engine/base/rng.hpp"

#include <cstdint>

namespace stonelab::test {

/// The count of 64-bit numbers drawn between the states `before` and `after`. SplitMix64
/// (engine/base/rng.hpp) adds the same odd step to its state for every number it gives, so
/// after k numbers the state is before + k * step (mod 2^64), and k is the difference times
/// the step's inverse modulo 2^64. `Rng::below` takes one number a call (a few more in the
/// rare case it rejects one). Two unrelated states give some huge count.
inline std::uint64_t numbers_drawn(std::uint64_t before, std::uint64_t after)
{
    Rng from_zero(0);
    from_zero.next();
    const std::uint64_t step = from_zero.state(); // the step, read off the generator itself
    // Newton's iteration for the inverse of an odd number modulo 2^64, x <- x (2 - step x):
    // x = step is right in the lowest 3 bits (step * step = 1 mod 8), and each round doubles
    // the bits that are right: 6, 12, 24, 48, 96.
    std::uint64_t inverse = step;
    for (int i = 0; i < 5; ++i) inverse *= 2 - step * inverse;
    return (after - before) * inverse;
}

/// The same for two generators: how far `after` is ahead of `before`.
inline std::uint64_t numbers_drawn(const Rng& before, const Rng& after)
{
    return numbers_drawn(before.state(), after.state());
}

} // namespace stonelab::test
