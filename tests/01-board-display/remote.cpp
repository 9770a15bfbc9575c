// Lesson 1's interface across the sandbox's wall (grader/kit/remote.hpp): how its types are
// written, the list of its functions, and, in the tests' process, a stub for each.
#include "board_display.hpp"

#include "grader/kit/remote.hpp"

namespace stonelab::lesson01 {

template <class Fields> void describe(Fields& fields, SimpleBoard& board)
{
    fields(board.width, board.height, board.cells);
}

} // namespace stonelab::lesson01

namespace stonelab::remote {

template <> inline constexpr int enum_values<DiagramStyle> = 3;

const Interface& lesson_interface()
{
    static const Interface functions = {
        function<&lesson01::opponent>("opponent"),
        function<&lesson01::make_board>("make_board"),
        function<&lesson01::index_of>("index_of"),
        function<&lesson01::x_of>("x_of"),
        function<&lesson01::y_of>("y_of"),
        function<&lesson01::gtp_column_letter>("gtp_column_letter"),
        function<&lesson01::to_gtp_vertex>("to_gtp_vertex"),
        function<&lesson01::parse_gtp_vertex>("parse_gtp_vertex"),
        function<&lesson01::to_sgf_point>("to_sgf_point"),
        function<&lesson01::print_board>("print_board"),
        function<&lesson01::parse_board>("parse_board"),
    };
    return functions;
}

} // namespace stonelab::remote

#ifdef STONELAB_TESTS_SIDE
namespace stonelab::lesson01 {

int opponent(int color) { return remote::call<&opponent>(color); }

SimpleBoard make_board(int width, int height) { return remote::call<&make_board>(width, height); }

int index_of(const SimpleBoard& board, int x, int y)
{
    return remote::call<&index_of>(board, x, y);
}

int x_of(const SimpleBoard& board, int z) { return remote::call<&x_of>(board, z); }

int y_of(const SimpleBoard& board, int z) { return remote::call<&y_of>(board, z); }

char gtp_column_letter(int x) { return remote::call<&gtp_column_letter>(x); }

std::string to_gtp_vertex(const SimpleBoard& board, int z)
{
    return remote::call<&to_gtp_vertex>(board, z);
}

std::optional<int> parse_gtp_vertex(const SimpleBoard& board, std::string_view vertex)
{
    return remote::call<&parse_gtp_vertex>(board, vertex);
}

std::string to_sgf_point(const SimpleBoard& board, int z)
{
    return remote::call<&to_sgf_point>(board, z);
}

std::string print_board(const SimpleBoard& board, DiagramStyle style, bool coordinates)
{
    return remote::call<&print_board>(board, style, coordinates);
}

SimpleBoard parse_board(std::string_view text) { return remote::call<&parse_board>(text); }

} // namespace stonelab::lesson01
#endif
