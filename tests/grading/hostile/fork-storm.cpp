// Starts processes that start processes.
// status: crash
// message: killed: tried to start a new process, which tests may not do
#include <unistd.h>
namespace {
void hostile_act()
{
    for (;;) fork();
}
} // namespace
