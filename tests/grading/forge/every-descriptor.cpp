// Tries to report a pass through whatever it has open: writes "started" / "finished 0" and an
// answer that says "returned" (the remote calls' wire, grader/kit/remote.hpp) to every
// descriptor from 0 to 1023, then ends with _exit(0).
#include <unistd.h>
namespace {
void forge()
{
    const char report[] = "started\nfinished 0\n";
    // A message of one byte (its length first, little-endian): Outcome::Returned and nothing
    // else, as if a void function had returned.
    const char answer[] = {1, 0, 0, 0, 1};
    for (int fd = 0; fd < 1024; ++fd) {
        (void)!write(fd, report, sizeof report - 1);
        (void)!write(fd, answer, sizeof answer);
    }
    _exit(0);
}
} // namespace
