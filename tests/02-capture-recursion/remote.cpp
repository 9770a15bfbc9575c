// Lesson 2's interface across the sandbox's wall (grader/kit/remote.hpp): how its types are
// written, the list of its functions, and, in the tests' process, a stub for each.
#include "capture_recursion.hpp"

#include "grader/kit/remote.hpp"

namespace stonelab::lesson02 {

template <class Fields> void describe(Fields& fields, SimpleBoard& board)
{
    fields(board.width, board.height, board.cells, board.prisoners);
}

template <class Fields> void describe(Fields& fields, StringWalk& walk)
{
    fields(walk.stones, walk.liberties);
}

template <class Fields> void describe(Fields& fields, Capture& capture)
{
    fields(capture.by_direction);
}

} // namespace stonelab::lesson02

namespace stonelab::remote {

const Interface& lesson_interface()
{
    static const Interface functions = {
        function<&lesson02::walk_string>("walk_string"),
        function<&lesson02::is_surrounded>("is_surrounded"),
        function<&lesson02::remove_string>("remove_string"),
        function<&lesson02::play_and_capture>("play_and_capture"),
    };
    return functions;
}

} // namespace stonelab::remote

#ifdef STONELAB_TESTS_SIDE
namespace stonelab::lesson02 {

StringWalk walk_string(const SimpleBoard& board, Point z)
{
    return remote::call<&walk_string>(board, z);
}

bool is_surrounded(const SimpleBoard& board, Point z)
{
    return remote::call<&is_surrounded>(board, z);
}

int remove_string(SimpleBoard& board, Point z) { return remote::call<&remove_string>(board, z); }

Capture play_and_capture(SimpleBoard& board, int color, Point z)
{
    return remote::call<&play_and_capture>(board, color, z);
}

} // namespace stonelab::lesson02
#endif
