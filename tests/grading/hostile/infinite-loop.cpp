// An endless loop.
// status: timeout
// message: timed out after 2 s
namespace {
void hostile_act()
{
    for (volatile unsigned long spin = 0;; spin = spin + 1) {
    }
}
} // namespace
