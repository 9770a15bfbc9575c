// Ends the program with status 0 in the middle of the test, as if it had passed.
// status: fail
// message: the test ended before it finished
#include <cstdlib>
namespace {
void hostile_act() { std::exit(0); }
} // namespace
