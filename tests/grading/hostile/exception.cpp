// An exception out of the student's function: Catch2 catches it and fails the test.
// status: fail
// message: hostile: an exception out of remove_string
#include <stdexcept>
namespace {
void hostile_act() { throw std::runtime_error("hostile: an exception out of remove_string"); }
} // namespace
