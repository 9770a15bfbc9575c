// Waits forever without using the CPU: only the wall-clock limit stops it.
// status: timeout
// message: timed out: still running after 20 s of wall-clock time
#include <unistd.h>
namespace {
void hostile_act()
{
    for (;;) pause();
}
} // namespace
