/// \file
/// The project's portable random number generator.
///
/// Every random choice in Stonelab goes through `Rng`, never through `<random>`'s
/// distributions: `std::uniform_int_distribution` is free to produce different numbers on
/// different standard libraries, and a seeded reference game must be the same everywhere.
#pragma once

#include <cstdint>

namespace stonelab {

/// SplitMix64 (Steele, Lea and Flood, 2014): a 64-bit state advanced by a fixed odd constant
/// and scrambled by two multiply-xorshift rounds. Small, fast, passes BigCrush, and every
/// seed (including 0) is a good seed.
class Rng {
public:
    explicit constexpr Rng(std::uint64_t seed) : state_(seed) {}

    /// The generator's whole state: `Rng(rng.state())` goes on with exactly the numbers
    /// `rng` would give next.
    constexpr std::uint64_t state() const { return state_; }

    /// The next 64 random bits.
    constexpr std::uint64_t next()
    {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }

    /// A uniformly distributed integer in [0, bound), bound > 0, without modulo bias.
    ///
    /// Lemire's method (2019): the high half of a 64x64 -> 128-bit product maps the random
    /// word onto [0, bound); the few low-half values that would make some results more
    /// likely than others are rejected and drawn again.
    constexpr std::uint32_t below(std::uint32_t bound)
    {
        std::uint64_t product = (next() >> 32) * bound;
        auto low = static_cast<std::uint32_t>(product);
        if (low < bound) {
            const std::uint32_t threshold = (0u - bound) % bound;
            while (low < threshold) {
                product = (next() >> 32) * bound;
                low = static_cast<std::uint32_t>(product);
            }
        }
        return static_cast<std::uint32_t>(product >> 32);
    }

private:
    std::uint64_t state_;
};

} // namespace stonelab
