// Fuzz target for the search-record reader (`stonelab tree --from`, lesson 9's records). Any
// bytes must either parse or throw ParseError with a message of a few lines at most; whatever
// parses must write and read back to the same text, and be drawn without error. Any other
// exception, a crash or an abort is a bug.
//
// The fuzzer makes inputs of a few KB, far below kMaxRecordBytes. So that the size limit is
// fuzzed too, an input that starts with the byte 0xFE (never the start of a record) is read
// with the limit its second byte gives (0 to 255 bytes) instead.
#include "engine/search_dot.hpp"
#include "engine/search_record.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>
#include <string_view>

namespace {

// No message of the reader is longer than this: it quotes 20 bytes at most.
constexpr std::size_t kMaxMessageBytes = 400;

constexpr std::uint8_t kTightLimit = 0xFE;

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace stonelab::search;
    std::string_view text(reinterpret_cast<const char*>(data), size);
    std::size_t max_bytes = kMaxRecordBytes;
    if (size >= 2 && data[0] == kTightLimit) {
        max_bytes = data[1];
        text.remove_prefix(2);
    }
    SearchResult result;
    try {
        result = parse_search_record(text, max_bytes);
    } catch (const stonelab::ParseError& e) {
        if (std::strlen(e.what()) > kMaxMessageBytes) std::abort();
        return 0; // refusing bad input is the right answer
    }
    if (text.size() > max_bytes) std::abort();
    const std::string written = format_search_record(result);
    const SearchResult back = parse_search_record(written); // written records always parse
    if (format_search_record(back) != written) std::abort();
    if (back.nodes != result.nodes || back.leaves != result.leaves) std::abort();
    DotOptions options;
    options.max_nodes = 50;
    if (search_tree_dot(result, options).empty()) std::abort();
    return 0;
}
