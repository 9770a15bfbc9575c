// engine/base/utf8.hpp: other programs' text made harmless for a message or a record.
#include "engine/base/utf8.hpp"

#include <catch2/catch.hpp>

#include <string>

using namespace stonelab;

TEST_CASE("one_line_excerpt: control characters become visible escapes, on one line", "[utf8]")
{
    CHECK(one_line_excerpt("C3") == "C3");
    CHECK(one_line_excerpt("C3\nmore\r\tend") == "C3\\nmore\\r\\tend");
    CHECK(one_line_excerpt("\x1b[2J\x07\x7f") == "\\x1b[2J\\x07\\x7f");
    CHECK(one_line_excerpt("\xc2\x9b"
                           "31m") == "\\x9b31m");                          // C1's escape, as UTF-8
    CHECK(one_line_excerpt("d\xe9j\xc3\xa0") == "d\xef\xbf\xbdj\xc3\xa0"); // malformed: U+FFFD
}

TEST_CASE("one_line_excerpt: cut after the given number of characters, the length said", "[utf8]")
{
    const std::string long_line = "C" + std::string(8331, '3');
    CHECK(one_line_excerpt(long_line) == "C" + std::string(79, '3') + "... (8332 bytes in all)");
    CHECK(one_line_excerpt(std::string(80, 'a')) == std::string(80, 'a')); // exactly: not cut
    CHECK(one_line_excerpt("\xc3\xa0\xc3\xa0\xc3\xa0", 2) ==
          "\xc3\xa0\xc3\xa0... (6 bytes in all)");
}
