// Lesson 2's hidden test: moves on positions you can read in hidden_cases.hpp, whose
// outcomes are compared with expected outputs you do not see (lessons/HOWTO.md, "Hidden
// tests"). The visible tests of task 4 check the same things on other positions.
#include "02-capture-recursion/hidden_cases.hpp"
#include "02-capture-recursion/support.hpp"
#include "hidden.hpp"

using namespace stonelab;
using namespace stonelab::lesson02;
using namespace stonelab::lesson02::test;

TEST_CASE("task 4: hidden positions: captures", "[lesson02][task_4]")
{
    for (const CaptureCase& capture_case : hidden_capture_cases()) {
        INFO("case " << capture_case.name << ": play_and_capture(board, " << capture_case.color
                     << ", " << capture_case.move << ") on\n"
                     << diagram_of(capture_board(capture_case)));
        stonelab::test::check_hidden(hidden_capture_file(capture_case),
                                     capture_outcome(capture_case));
    }
}
