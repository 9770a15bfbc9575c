// An exception that nothing can catch: thrown through a noexcept function, it ends the
// program through std::terminate.
// status: crash
// message: crashed: an exception escaped and ended the program (terminate called after throwing
#include <stdexcept>
namespace {
volatile bool always = true;
void throws() noexcept
{
    if (always) throw std::runtime_error("hostile: uncaught");
}
void hostile_act() { throws(); }
} // namespace
