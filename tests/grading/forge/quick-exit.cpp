// Ends the process with quick_exit(0): no destructors, no atexit handlers, status 0.
#include <cstdlib>
namespace {
void forge() { std::quick_exit(0); }
} // namespace
