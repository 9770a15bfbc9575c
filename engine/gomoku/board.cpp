#include "engine/gomoku/board.hpp"

#include "engine/formats/diagram.hpp"

#include <algorithm>
#include <stdexcept>

namespace stonelab::gomoku {

const char* rule_name(Rule rule)
{
    switch (rule) {
    case Rule::Freestyle: return "freestyle";
    case Rule::Standard: return "standard";
    case Rule::Renju: break;
    }
    return "renju";
}

std::optional<Rule> parse_rule(std::string_view name)
{
    for (Rule rule : {Rule::Freestyle, Rule::Standard, Rule::Renju})
        if (name == rule_name(rule)) return rule;
    return std::nullopt;
}

Board::Board(int size) : geometry_{size, size}
{
    if (size < kMinSize || size > kMaxSize)
        throw std::invalid_argument("a Gomoku board is " + std::to_string(kMinSize) + "x" +
                                    std::to_string(kMinSize) + " to " + std::to_string(kMaxSize) +
                                    "x" + std::to_string(kMaxSize) + ", not " +
                                    std::to_string(size) + "x" + std::to_string(size));
    const int stride = geometry_.stride();
    directions_ = {1, stride, stride + 1, stride - 1};
    cells_.fill(Color::Wall);
    for (int y = 1; y <= size; ++y)
        for (int x = 1; x <= size; ++x) {
            const Point p = geometry_.point(x, y);
            cells_[static_cast<std::size_t>(p)] = Color::Empty;
            points_.push_back(p);
        }
    moves_.reserve(static_cast<std::size_t>(geometry_.area()));
}

Color Board::to_move() const { return stone_count() % 2 == 0 ? Color::Black : Color::White; }

void Board::place(Point p, Color color)
{
    if (!is_empty(p))
        throw std::invalid_argument(geometry_.on_board(p)
                                        ? "the point " + vertex_name(*this, p) + " is taken"
                                        : "not a point of the board");
    if (color != Color::Black && color != Color::White)
        throw std::invalid_argument("only a black or a white stone can be placed");
    cells_[static_cast<std::size_t>(p)] = color;
    moves_.push_back(p);
}

void Board::undo()
{
    if (moves_.empty()) throw std::logic_error("undo on an empty board");
    cells_[static_cast<std::size_t>(moves_.back())] = Color::Empty;
    moves_.pop_back();
}

int Board::line_length(Point p, int d, Color color) const
{
    const int step = direction(d);
    int length = 1;
    for (Point q = p + step; at(q) == color; q += step) ++length;
    for (Point q = p - step; at(q) == color; q -= step) ++length;
    return length;
}

int Board::longest_line(Point p, Color color) const
{
    int longest = 0;
    for (int d = 0; d < kLineDirections; ++d) longest = std::max(longest, line_length(p, d, color));
    return longest;
}

bool makes_win(const Board& board, Point p, Color color, Rule rule)
{
    const bool exactly_five =
        rule == Rule::Standard || (rule == Rule::Renju && color == Color::Black);
    for (int d = 0; d < kLineDirections; ++d) {
        const int length = board.line_length(p, d, color);
        if (length == 5 || (length > 5 && !exactly_five)) return true;
    }
    return false;
}

std::optional<Color> winner(const Board& board, Rule rule)
{
    if (board.moves().empty()) return std::nullopt;
    const Point last = board.moves().back();
    const Color color = board.at(last);
    if (makes_win(board, last, color, rule)) return color;
    return std::nullopt;
}

std::optional<Point> parse_vertex(const Board& board, std::string_view name)
{
    const auto p = parse_gtp_vertex(board.geometry(), name);
    if (!p || !board.geometry().on_board(*p)) return std::nullopt;
    return p;
}

std::string vertex_name(const Board& board, Point p) { return to_gtp_vertex(board.geometry(), p); }

Board parse_board(std::string_view text)
{
    const StoneDiagram diagram = parse_stone_diagram(text);
    const Geometry& g = diagram.geometry;
    if (g.width != g.height || g.width < kMinSize)
        throw DiagramError(1, 1,
                           "a Gomoku board is square, " + std::to_string(kMinSize) + "x" +
                               std::to_string(kMinSize) + " to " + std::to_string(kMaxSize) + "x" +
                               std::to_string(kMaxSize) + ", not " + std::to_string(g.width) + "x" +
                               std::to_string(g.height));
    Board board(g.width);
    for (int y = 1; y <= g.height; ++y)
        for (int x = 1; x <= g.width; ++x)
            if (const Color color = diagram.at(x, y); color != Color::Empty)
                board.place(g.point(x, y), color);
    return board;
}

std::string print_board(const Board& board)
{
    return print_stone_diagram(board.geometry(), [&board](Point p) { return board.at(p); });
}

} // namespace stonelab::gomoku
