// Lesson 11's interface across the sandbox's wall (grader/kit/remote.hpp): how its types are
// written, the list of its functions, and, in the tests' process, a stub for each. The Gomoku
// board crosses as grader/kit/remote.hpp writes it (its size and its stones in order).
#include "renju.hpp"

#include "grader/kit/remote.hpp"

namespace stonelab::remote {
template <> inline constexpr int enum_values<gomoku::Foul> = 4;
template <> inline constexpr int enum_values<gomoku::InuiLine> = 5;
} // namespace stonelab::remote

namespace stonelab::lesson11 {

template <class Fields> void describe(Fields& fields, LineValue& line)
{
    fields(line.value, line.kind);
}

template <class Fields> void describe(Fields& fields, Tables& tables)
{
    fields(tables.player, tables.black, tables.white);
}

} // namespace stonelab::lesson11

namespace stonelab::remote {

const Interface& lesson_interface()
{
    static const Interface functions = {
        function<&lesson11::line_value>("line_value"),
        function<&lesson11::point_value>("point_value"),
        function<&lesson11::make_tables>("make_tables"),
        function<&lesson11::update_tables>("update_tables"),
        function<&lesson11::count_fours>("count_fours"),
        function<&lesson11::is_three>("is_three"),
        function<&lesson11::foul>("foul"),
        function<&lesson11::score>("score"),
        function<&lesson11::choose_move>("choose_move"),
    };
    return functions;
}

} // namespace stonelab::remote

#ifdef STONELAB_TESTS_SIDE
namespace stonelab::lesson11 {

LineValue line_value(const Board& board, Point p, int d, Color side, Color player)
{
    return remote::call<&line_value>(board, p, d, side, player);
}

int point_value(const Board& board, Point p, Color side, Color player)
{
    return remote::call<&point_value>(board, p, side, player);
}

Tables make_tables(const Board& board, Color player)
{
    return remote::call<&make_tables>(board, player);
}

void update_tables(Tables& tables, const Board& board, Point p)
{
    remote::call<&update_tables>(tables, board, p);
}

int count_fours(const Board& board, Point p, int d)
{
    return remote::call<&count_fours>(board, p, d);
}

bool is_three(const Board& board, Point p, int d) { return remote::call<&is_three>(board, p, d); }

Foul foul(const Board& board, Point p) { return remote::call<&foul>(board, p); }

int score(const Tables& tables, Point p) { return remote::call<&score>(tables, p); }

Point choose_move(const Board& board, const Tables& tables, Rng& rng)
{
    return remote::call<&choose_move>(board, tables, rng);
}

} // namespace stonelab::lesson11
#endif
