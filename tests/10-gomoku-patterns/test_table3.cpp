// Lesson 10, task 2: Total, the codes read back, the enumeration and the patterns.
#include "support.hpp"
#include "support/text.hpp"

#include <catch2/catch.hpp>

using namespace stonelab;
using namespace stonelab::lesson10;
using namespace stonelab::lesson10::test;

TEST_CASE("task 2: Total counts the point once", "[lesson10][task_2]")
{
    // Table 2 of the paper: Rows (1,1), (1,3), (2,2), (1,2) give Totals 1, 3, 3, 2.
    CHECK(total(1, 1) == 1);
    CHECK(total(1, 3) == 3);
    CHECK(total(2, 2) == 3);
    CHECK(total(1, 2) == 2);
    CHECK(total(3, 3) == 5);
}

TEST_CASE("task 2: codes read back as arrangements", "[lesson10][task_2]")
{
    // Figure 3's codes, and the paper's examples of Table 3.
    CHECK(decode_sta(0x0405) == "..x");
    CHECK(decode_sta(0x0045) == ".o..");
    CHECK(decode_sta(0x0015) == "...");
    CHECK(decode_sta(0x0400) == "x");
    CHECK(decode_sta(0x0000) == "");
    CHECK(decode_sta(0x0441) == ".oo.x");
    CHECK(decode_sta(0x0104) == ".oo.o");
    CHECK(decode_sta(0x0144) == "..o.o");
}

TEST_CASE("task 2: Table 3 enumerated: 39 codes, each with its Rows", "[lesson10][task_2]")
{
    const std::vector<CodeRows> codes = enumerate_codes();
    CHECK(codes.size() == 39);
    // The reference enumeration beside the paper's table (data/table3.txt, from the
    // solution): the codes, their Rows, read back and classified.
    CHECK(table3_text(codes) ==
          stonelab::test::read_text(std::string(LESSON_DATA) + "/table3.txt"));
}

TEST_CASE("task 2: the patterns of every code, as the engine's Table 3 has them",
          "[lesson10][task_2]")
{
    // The engine transcribes the paper's table (plus the three codes it misses); the lesson's
    // rules must give the same pattern for every code of 11 bits.
    for (int sta = 0; sta < 0x0800; ++sta) {
        INFO(hex(static_cast<std::uint16_t>(sta)));
        REQUIRE(gomoku::matsuda::pattern_name(classify(static_cast<std::uint16_t>(sta))) ==
                std::string(gomoku::matsuda::pattern_name(
                    gomoku::matsuda::pattern_of(static_cast<std::uint16_t>(sta)))));
    }
}
