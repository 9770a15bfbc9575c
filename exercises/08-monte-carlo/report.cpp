// Lesson 8, task 4: what the search reports. Replace each `throw` with your code; see
// lessons/08-monte-carlo/README.md#task-4.
#include "monte_carlo.hpp"

#include "lessons/not_implemented.hpp"

namespace stonelab::lesson08 {

std::vector<PvStep> principal_variation(const Tree& /*tree*/)
{
    throw NotImplemented("08-monte-carlo", 4);
}

std::string analysis_report(const Tree& /*tree*/, const Geometry& /*geometry*/)
{
    throw NotImplemented("08-monte-carlo", 4);
}

} // namespace stonelab::lesson08
