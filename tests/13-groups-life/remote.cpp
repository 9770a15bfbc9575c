// Lesson 13's interface across the sandbox's wall (grader/kit/remote.hpp): how its types are
// written, the list of its functions, and, in the tests' process, a stub for each. Boards
// cross as the engine's type does, with their history.
#include "groups_life.hpp"

#include "grader/kit/remote.hpp"

namespace stonelab::remote {
template <> inline constexpr int enum_values<lesson13::Status> = 3;
template <> inline constexpr int enum_values<lesson13::Relation> = 9;
} // namespace stonelab::remote

namespace stonelab::lesson13 {

template <class Fields> void describe(Fields& fields, ReadingLimits& limits)
{
    fields(limits.max_liberties, limits.max_depth);
}

template <class Fields> void describe(Fields& fields, Reading& reading)
{
    fields(reading.captured, reading.move);
}

template <class Fields> void describe(Fields& fields, StringStatus& status)
{
    fields(status.status, status.attack, status.defence);
}

} // namespace stonelab::lesson13

namespace stonelab::remote {

const Interface& lesson_interface()
{
    static const Interface functions = {
        function<&lesson13::read_capture>("read_capture"),
        function<&lesson13::string_status>("string_status"),
        function<&lesson13::unconditionally_alive>("unconditionally_alive"),
        function<&lesson13::relation>("relation"),
        function<&lesson13::group_ids>("group_ids"),
        function<&lesson13::territory>("territory"),
    };
    return functions;
}

} // namespace stonelab::remote

#ifdef STONELAB_TESTS_SIDE
namespace stonelab::lesson13 {

Reading read_capture(const Board& board, Point target, Color to_move, const ReadingLimits& limits)
{
    return remote::call<&read_capture>(board, target, to_move, limits);
}

StringStatus string_status(const Board& board, Point target, const ReadingLimits& limits)
{
    return remote::call<&string_status>(board, target, limits);
}

std::vector<Point> unconditionally_alive(const Board& board, Color color)
{
    return remote::call<&unconditionally_alive>(board, color);
}

Relation relation(const Board& board, Point a, Point b)
{
    return remote::call<&relation>(board, a, b);
}

std::vector<int> group_ids(const Board& board) { return remote::call<&group_ids>(board); }

std::vector<Color> territory(const Board& board) { return remote::call<&territory>(board); }

} // namespace stonelab::lesson13
#endif
