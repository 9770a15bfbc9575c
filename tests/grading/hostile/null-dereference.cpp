// Writes through a null pointer.
// status: crash
// message: crashed: null pointer dereference
namespace {
int* volatile nowhere = nullptr;
void hostile_act() { *nowhere = 42; }
} // namespace
