// Lesson 12, task 4: a GTP front end over your player. Replace the `throw` with your code; see
// lessons/12-capstone/README.md#task-4.
#include "capstone.hpp"

#include "engine/protocols/gtp.hpp" // gtp_response
#include "lessons/not_implemented.hpp"

namespace stonelab::lesson12 {

std::string gtp_answer(GtpPlayer& /*player*/, const std::string& /*line*/)
{
    throw NotImplemented("12-capstone", 4);
}

} // namespace stonelab::lesson12
