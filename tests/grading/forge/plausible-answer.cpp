// Answers a call itself: writes to descriptor 4, where the student's process sends its answers,
// a well-formed answer that says "returned", with a value that is wrong for every test: a walk
// that found one stone, on the wall. Well-formed is not right: the tests' process checks it.
#include <unistd.h>
namespace {
void forge()
{
    // Four bytes, after their length (4 bytes, little-endian): Outcome::Returned, a list of one
    // point, the point 1 (zigzag-encoded as 2), and an empty list (grader/kit/remote.hpp).
    const char answer[] = {4, 0, 0, 0, 1, 1, 2, 0};
    (void)!write(4, answer, sizeof answer);
}
} // namespace
