// Fuzz target for the search-record reader (`stonelab tree --from`, lesson 9's records). Any
// bytes must either parse or throw ParseError with a message of a few lines at most; whatever
// parses must write and read back to the same text, and be drawn without error. Any other
// exception, a crash or an abort is a bug.
//
// An input that starts with the byte 0xFE is read with a tight size limit (fuzz_support.hpp).
#include "engine/figures/search_dot.hpp"
#include "engine/search/search_record.hpp"
#include "fuzz/fuzz_support.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace stonelab::search;
    const auto [text, max_bytes] = stonelab::fuzz::limited_input(data, size, kMaxRecordBytes);
    SearchResult result;
    try {
        result = parse_search_record(text, max_bytes);
    } catch (const stonelab::ParseError& e) {
        stonelab::fuzz::check_message(e.what());
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
