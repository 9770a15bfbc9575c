// Calls abort().
// status: crash
// message: crashed: abort() was called
#include <cstdlib>
namespace {
void hostile_act() { std::abort(); }
} // namespace
