// What the fuzz targets of the engine's text readers share: the size limit they read an input
// with, and the bound on the length of a reader's error message.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string_view>

namespace stonelab::fuzz {

/// No message of a reader is longer than this: each quotes a few characters at most (an
/// unknown player spec, 40 characters, each at most 4 bytes as an escape, beside the list of
/// players).
inline constexpr std::size_t kMaxMessageBytes = 512;

/// An input that starts with this byte (never the start of a tree or a record) is read with
/// the limit its second byte gives (0 to 255 bytes), so that the size limit is fuzzed too:
/// the fuzzer's inputs of a few KB are far below the readers' own limits.
inline constexpr std::uint8_t kTightLimit = 0xFE;

/// The text to read and the limit to read it with.
struct LimitedInput {
    std::string_view text;
    std::size_t max_bytes;
};

inline LimitedInput limited_input(const std::uint8_t* data, std::size_t size,
                                  std::size_t default_limit)
{
    LimitedInput input{std::string_view(reinterpret_cast<const char*>(data), size), default_limit};
    if (size >= 2 && data[0] == kTightLimit) {
        input.max_bytes = data[1];
        input.text.remove_prefix(2);
    }
    return input;
}

/// Aborts (a finding) if a reader's message is too long.
inline void check_message(const char* message)
{
    if (std::strlen(message) > kMaxMessageBytes) std::abort();
}

} // namespace stonelab::fuzz
