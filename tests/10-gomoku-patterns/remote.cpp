// Lesson 10's interface across the sandbox's wall (grader/kit/remote.hpp): how its types are
// written, the list of its functions, and, in the tests' process, a stub for each. A Gomoku
// board crosses as grader/kit/remote.hpp writes it: its size and its stones in order.
#include "gomoku_patterns.hpp"

#include "grader/kit/remote.hpp"

namespace stonelab::remote {

template <> inline constexpr int enum_values<gomoku::matsuda::Pattern> = 10;
template <> inline constexpr int enum_values<gomoku::matsuda::Shape> = 10;
template <> inline constexpr int enum_values<gomoku::Rule> = 3;

} // namespace stonelab::remote

namespace stonelab::gomoku::matsuda {

template <class Fields> void describe(Fields& fields, Reading& reading)
{
    fields(reading.sta, reading.row);
}

} // namespace stonelab::gomoku::matsuda

namespace stonelab::lesson10 {

template <class Fields> void describe(Fields& fields, CodeRows& code)
{
    fields(code.sta, code.rows);
}

} // namespace stonelab::lesson10

namespace stonelab::remote {

const Interface& lesson_interface()
{
    static const Interface functions = {
        function<&lesson10::read_direction>("read_direction"),
        function<&lesson10::total>("total"),
        function<&lesson10::decode_sta>("decode_sta"),
        function<&lesson10::enumerate_codes>("enumerate_codes"),
        function<&lesson10::classify>("classify"),
        function<&lesson10::pair_shape>("pair_shape"),
        function<&lesson10::shapes_at>("shapes_at"),
        function<&lesson10::move_priority>("move_priority"),
        function<&lesson10::move_value>("move_value"),
        function<&lesson10::choose_move>("choose_move"),
    };
    return functions;
}

} // namespace stonelab::remote

#ifdef STONELAB_TESTS_SIDE
namespace stonelab::lesson10 {

Reading read_direction(const gomoku::Board& board, Point p, int n, Color color)
{
    return remote::call<&read_direction>(board, p, n, color);
}

int total(int row, int opposite_row) { return remote::call<&total>(row, opposite_row); }

std::string decode_sta(std::uint16_t sta) { return remote::call<&decode_sta>(sta); }

std::vector<CodeRows> enumerate_codes() { return remote::call<&enumerate_codes>(); }

Pattern classify(std::uint16_t sta) { return remote::call<&classify>(sta); }

Shape pair_shape(int total, Pattern a, Pattern b) { return remote::call<&pair_shape>(total, a, b); }

std::array<Shape, gomoku::kLineDirections> shapes_at(const gomoku::Board& board, Point p,
                                                     Color color)
{
    return remote::call<&shapes_at>(board, p, color);
}

int move_priority(const gomoku::Board& board, Point p, Color color, gomoku::Rule rule)
{
    return remote::call<&move_priority>(board, p, color, rule);
}

int move_value(const gomoku::Board& board, Point p, Color color)
{
    return remote::call<&move_value>(board, p, color);
}

Point choose_move(const gomoku::Board& board, gomoku::Rule rule, Rng& rng)
{
    return remote::call<&choose_move>(board, rule, rng);
}

} // namespace stonelab::lesson10
#endif
