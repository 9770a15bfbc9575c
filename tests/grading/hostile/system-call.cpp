// Starts a program with system(), which blocks signals while it starts the process: the
// filter's SIGSYS then cannot reach the handler that names the call.
// status: crash
// message: system(), popen() and posix_spawn() do that to start a new process
#include <cstdlib>
namespace {
void hostile_act() { (void)!std::system("true"); }
} // namespace
