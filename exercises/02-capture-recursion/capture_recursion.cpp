// Lesson 2: your code. Read lessons/02-capture-recursion/README.md, then replace each
// `throw NotImplemented(...)` with your own code, one task at a time. Check your work with
// `stonelab check 2`, and watch it run with `stonelab run 2 --step`.
#include "capture_recursion.hpp"

#include "lessons/not_implemented.hpp"

namespace stonelab::lesson02 {

// You will want helper functions for the recursion (a function that visits one point and
// calls itself for the neighbours). Put them here, inside an anonymous namespace.
namespace {
} // namespace

// TODO task 1: walk the string through z; stones in visit order, each liberty once.
StringWalk walk_string(const SimpleBoard& /*board*/, Point /*z*/)
{
    throw NotImplemented("02-capture-recursion", 1);
}

// TODO task 2: true if the string through z has no liberty; stop at the first one found.
bool is_surrounded(const SimpleBoard& /*board*/, Point /*z*/)
{
    throw NotImplemented("02-capture-recursion", 2);
}

// TODO task 3: remove the string through z; return how many stones were removed. Leave the
// prisoners alone: task 4 counts them.
int remove_string(SimpleBoard& /*board*/, Point /*z*/)
{
    throw NotImplemented("02-capture-recursion", 3);
}

// TODO task 4: put the stone, capture surrounded opponent strings, count the prisoners.
Capture play_and_capture(SimpleBoard& /*board*/, int /*color*/, Point /*z*/)
{
    throw NotImplemented("02-capture-recursion", 4);
}

} // namespace stonelab::lesson02
