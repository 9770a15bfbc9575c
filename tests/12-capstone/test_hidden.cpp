// The hidden test of lesson 12 (tests/hidden.hpp): RAVE searches whose trees students do not
// see. The inputs are data::kHiddenRave (public); the expected trees are in
// tests/12-capstone/hidden/, written by golden.cpp and checked by test_references.cpp.
#include "support.hpp"
#include "tests/hidden.hpp"

using namespace stonelab;
using namespace stonelab::lesson12;
using namespace stonelab::lesson12::test;

TEST_CASE("task 1: hidden positions: RAVE trees", "[lesson12][task_1]")
{
    for (const data::RaveSpec& spec : data::kHiddenRave) {
        CAPTURE(data::call_of(spec));
        stonelab::test::check_hidden("rave-" + data::file_name(spec), data::searched(spec));
    }
}
