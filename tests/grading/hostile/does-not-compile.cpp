// A syntax error.
// status: compile error
// message: error:
namespace {
void hostile_act() { int missing_semicolon = 1 }
} // namespace
