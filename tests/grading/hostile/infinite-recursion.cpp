// A recursion without a base case.
// status: crash
// message: crashed: stack overflow — check the base case of your recursion
namespace {
int descend(volatile int depth)
{
    volatile char frame[256] = {};
    frame[0] = static_cast<char>(depth);
    return descend(depth + 1) + frame[0];
}
void hostile_act() { descend(0); }
} // namespace
