#include "engine/figures/board_svg.hpp"
#include "engine/base/pattern.hpp"
#include "engine/base/utf8.hpp"

#include <algorithm>
#include <cstdlib>
#include <locale>
#include <sstream>
#include <stdexcept>

namespace stonelab {

namespace {

constexpr int kStoneRadius = 19; // just under half a point: neighbouring stones do not touch
constexpr int kHoshiRadius = 4;
constexpr int kCaptionLine = 24; // pixels per caption line
constexpr int kCoordinateFont = 15;
constexpr int kCaptionFont = 16;
constexpr int kValueFont = 10; // the tiny influence values
constexpr const char* kWood = "#dcb35c";
constexpr const char* kWoodEdge = "#b08d3e";

// ---- text ------------------------------------------------------------------------------

// An opacity from hundredths, "0.25": written by hand so that no locale can change it.
std::string opacity(int hundredths)
{
    const std::string digits = std::to_string(100 + hundredths); // "125"
    return hundredths >= 100 ? "1" : "0." + digits.substr(1);
}

// ---- layout ----------------------------------------------------------------------------

// Where everything goes, in pixels (see the file comment of board_svg.hpp).
struct Layout {
    Geometry g;
    int margin;
    int caption_lines;

    int board_width() const { return g.width * kFigurePointSize; }
    int board_height() const { return g.height * kFigurePointSize; }
    int width() const { return 2 * margin + board_width(); }
    int caption_top() const { return 2 * margin + board_height(); }
    int height() const
    {
        return caption_top() + (caption_lines > 0 ? caption_lines * kCaptionLine + 8 : 0);
    }
    int cx(int x) const { return margin + kFigurePointSize * x - kFigurePointSize / 2; }
    int cy(int y) const { return margin + kFigurePointSize * y - kFigurePointSize / 2; }
    int px(Point p) const { return cx(g.x_of(p)); }
    int py(Point p) const { return cy(g.y_of(p)); }
};

// The baseline that centres digits and capitals of font size `size` on `y`.
int baseline(int y, int size) { return y + (size * 36 + 50) / 100; }

// The star points (hoshi) of the usual board sizes, as 1-based (x, y): the four corner
// points and the centre on 9x9 and 13x13, the nine points of 19x19.
std::vector<std::pair<int, int>> hoshi_points(const Geometry& g)
{
    if (g.width != g.height) return {};
    const auto nine = [](int low, int mid, int high) {
        std::vector<std::pair<int, int>> points;
        for (int y : {low, mid, high})
            for (int x : {low, mid, high}) points.emplace_back(x, y);
        return points;
    };
    const auto five = [](int low, int mid, int high) {
        return std::vector<std::pair<int, int>>{
            {low, low}, {high, low}, {mid, mid}, {low, high}, {high, high}};
    };
    switch (g.width) {
    case 9: return five(3, 5, 7);
    case 13: return five(4, 7, 10);
    case 19: return nine(4, 10, 16);
    default: return {};
    }
}

// The colour that shows up on what is drawn on p: white on a black stone, black elsewhere.
const char* ink_on(const Board& board, Point p)
{
    return board.at(p) == Color::Black ? "#ffffff" : "#000000";
}

// ---- the layers, bottom to top ---------------------------------------------------------

class SvgWriter {
public:
    SvgWriter(const Board& board, const BoardFigure& figure, Layout layout)
        : board_(board), figure_(figure), layout_(layout)
    {
        out_.imbue(std::locale::classic());
    }

    std::string write(const std::vector<std::string>& caption)
    {
        out_ << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
             << "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\""
             << layout_.width() << "\" height=\"" << layout_.height() << "\" viewBox=\"0 0 "
             << layout_.width() << " " << layout_.height()
             << "\" font-family=\"DejaVu Sans, sans-serif\">\n";
        background();
        influence();
        grid();
        if (figure_.coordinates) coordinates();
        stones();
        for (const auto& [p, number] : figure_.numbers)
            text_on(p, std::to_string(number), "number");
        for (const auto& [p, kind] : figure_.marks) mark(p, kind);
        for (const auto& [p, label] : figure_.labels) text_on(p, label, "label");
        for (std::size_t i = 0; i < caption.size(); ++i)
            text(layout_.width() / 2,
                 layout_.caption_top() + kCaptionLine * static_cast<int>(i) + 17, kCaptionFont,
                 "#000000", "caption", caption[i]);
        out_ << "</svg>\n";
        return out_.str();
    }

private:
    void background()
    {
        out_ << "<rect class=\"board\" x=\"0\" y=\"0\" width=\"" << layout_.width()
             << "\" height=\"" << layout_.height() << "\" fill=\"#ffffff\"/>\n"
             << "<rect class=\"wood\" x=\"" << layout_.margin << "\" y=\"" << layout_.margin
             << "\" width=\"" << layout_.board_width() << "\" height=\"" << layout_.board_height()
             << "\" fill=\"" << kWood << "\" stroke=\"" << kWoodEdge << "\" stroke-width=\"1\"/>\n";
    }

    // A tint over each empty point by its signed value, darker for a larger value, and the
    // value itself in the point's top-left quarter, clear of the grid lines.
    void influence()
    {
        if (figure_.influence.empty()) return;
        int strongest = 0;
        for (Point p : board_.points())
            strongest = std::max(strongest, std::abs(figure_.influence[p]));
        for (Point p : board_.points()) {
            const int value = figure_.influence[p];
            if (value == 0 || board_.at(p) != Color::Empty) continue;
            const int alpha = 25 + (50 * std::abs(value) + strongest / 2) / strongest;
            const bool black = value > 0;
            const int half = kFigurePointSize / 2 - 1;
            out_ << "<rect class=\"influence " << (black ? "black" : "white") << "\" x=\""
                 << layout_.px(p) - half << "\" y=\"" << layout_.py(p) - half << "\" width=\""
                 << 2 * half << "\" height=\"" << 2 * half << "\" fill=\""
                 << (black ? "#000000" : "#ffffff") << "\" fill-opacity=\"" << opacity(alpha)
                 << "\"/>\n";
            const char* ink = black && alpha >= 50 ? "#ffffff" : "#000000";
            out_ << "<text class=\"value\" x=\"" << layout_.px(p) - 17 << "\" y=\""
                 << layout_.py(p) - 6 << "\" font-size=\"" << kValueFont << "\" fill=\"" << ink
                 << "\">" << std::abs(value) << "</text>\n";
        }
    }

    void grid()
    {
        const Geometry& g = layout_.g;
        const int left = layout_.cx(1), right = layout_.cx(g.width);
        const int top = layout_.cy(1), bottom = layout_.cy(g.height);
        out_ << "<path class=\"grid\" stroke=\"#000000\" stroke-width=\"1\" fill=\"none\" d=\"";
        for (int y = 1; y <= g.height; ++y)
            out_ << "M" << left << " " << layout_.cy(y) << "H" << right;
        for (int x = 1; x <= g.width; ++x)
            out_ << "M" << layout_.cx(x) << " " << top << "V" << bottom;
        out_ << "\"/>\n";
        for (const auto& [x, y] : hoshi_points(g))
            out_ << "<circle class=\"hoshi\" cx=\"" << layout_.cx(x) << "\" cy=\"" << layout_.cy(y)
                 << "\" r=\"" << kHoshiRadius << "\" fill=\"#000000\"/>\n";
    }

    // GTP letters above and below, row numbers from the bottom on both sides.
    void coordinates()
    {
        const Geometry& g = layout_.g;
        const int above = layout_.margin / 2;
        const int below = layout_.margin + layout_.board_height() + layout_.margin / 2;
        const int before = layout_.margin / 2;
        const int after = layout_.margin + layout_.board_width() + layout_.margin / 2;
        for (int x = 1; x <= g.width; ++x)
            for (int y : {above, below})
                text(layout_.cx(x), baseline(y, kCoordinateFont), kCoordinateFont, "#333333",
                     "coordinate", std::string(1, gtp_column_letter(x)));
        for (int y = 1; y <= g.height; ++y)
            for (int x : {before, after})
                text(x, baseline(layout_.cy(y), kCoordinateFont), kCoordinateFont, "#333333",
                     "coordinate", std::to_string(g.height - y + 1));
    }

    void stones()
    {
        for (Point p : board_.points()) {
            const Color color = board_.at(p);
            if (color != Color::Black && color != Color::White) continue;
            const bool black = color == Color::Black;
            out_ << "<circle class=\"stone " << (black ? "black" : "white") << "\" cx=\""
                 << layout_.px(p) << "\" cy=\"" << layout_.py(p) << "\" r=\"" << kStoneRadius
                 << "\" fill=\"" << (black ? "#111111" : "#ffffff")
                 << "\" stroke=\"#000000\" stroke-width=\"" << (black ? 1 : 2) << "\"/>\n";
        }
    }

    // A number or label centred on p. On an empty point a disc of wood first hides the grid
    // lines, as printed diagrams do.
    void text_on(Point p, const std::string& content, const char* kind)
    {
        if (board_.at(p) == Color::Empty)
            out_ << "<circle class=\"" << kind << "-background\" cx=\"" << layout_.px(p)
                 << "\" cy=\"" << layout_.py(p) << "\" r=\"13\" fill=\"" << kWood << "\"/>\n";
        const std::size_t length = utf8_length(content);
        const int size = length <= 2 ? 18 : length == 3 ? 14 : 11;
        text(layout_.px(p), baseline(layout_.py(p), size), size, ink_on(board_, p), kind, content);
    }

    void mark(Point p, MarkKind kind)
    {
        const int x = layout_.px(p), y = layout_.py(p);
        const std::string paint =
            std::string("fill=\"none\" stroke=\"") + ink_on(board_, p) + "\" stroke-width=\"2\"";
        switch (kind) {
        case MarkKind::Triangle:
            out_ << "<polygon class=\"mark triangle\" points=\"" << x << "," << y - 11 << " "
                 << x - 10 << "," << y + 7 << " " << x + 10 << "," << y + 7 << "\" " << paint
                 << "/>\n";
            break;
        case MarkKind::Square:
            out_ << "<rect class=\"mark square\" x=\"" << x - 8 << "\" y=\"" << y - 8
                 << "\" width=\"16\" height=\"16\" " << paint << "/>\n";
            break;
        case MarkKind::Circle:
            out_ << "<circle class=\"mark circle\" cx=\"" << x << "\" cy=\"" << y << "\" r=\"9\" "
                 << paint << "/>\n";
            break;
        case MarkKind::Cross:
            out_ << "<path class=\"mark cross\" d=\"M" << x - 8 << " " << y - 8 << "L" << x + 8
                 << " " << y + 8 << "M" << x + 8 << " " << y - 8 << "L" << x - 8 << " " << y + 8
                 << "\" " << paint << "/>\n";
            break;
        }
    }

    void text(int x, int y, int size, const char* fill, const char* kind,
              const std::string& content)
    {
        out_ << "<text class=\"" << kind << "\" x=\"" << x << "\" y=\"" << y << "\" font-size=\""
             << size << "\" text-anchor=\"middle\" fill=\"" << fill << "\">" << xml_escape(content)
             << "</text>\n";
    }

    const Board& board_;
    const BoardFigure& figure_;
    Layout layout_;
    std::ostringstream out_;
};

} // namespace

void check_figure_points(const Board& board, const BoardFigure& figure)
{
    const Geometry& g = board.geometry();
    const auto check = [&](Point p, const char* what) {
        if (!g.on_board(p))
            throw std::invalid_argument(std::string("board figure: a ") + what +
                                        " on a point that is not on the board");
    };
    for (const auto& entry : figure.marks) check(entry.first, "mark");
    for (const auto& entry : figure.labels) check(entry.first, "label");
    for (const auto& entry : figure.numbers) check(entry.first, "number");
    if (!figure.influence.empty() && figure.influence.size() != static_cast<std::size_t>(g.cells()))
        throw std::invalid_argument("board figure: the influence map does not fit the board");
}

std::optional<MarkKind> parse_mark_kind(std::string_view name)
{
    if (name == "triangle") return MarkKind::Triangle;
    if (name == "square") return MarkKind::Square;
    if (name == "circle") return MarkKind::Circle;
    if (name == "cross") return MarkKind::Cross;
    return std::nullopt;
}

std::string board_svg(const Board& board, const BoardFigure& figure)
{
    check_figure_points(board, figure);
    const int margin = figure_margin(figure.coordinates);
    const int width = 2 * margin + board.width() * kFigurePointSize;
    // About 9 pixels per character of the caption font, but never fewer than 16 a line.
    const auto wrap = static_cast<std::size_t>(std::max(16, width / 9));
    const std::vector<std::string> caption = figure.caption.empty()
                                                 ? std::vector<std::string>{}
                                                 : wrapped_to_width(figure.caption, wrap);
    const Layout layout{board.geometry(), margin, static_cast<int>(caption.size())};
    return SvgWriter(board, figure, layout).write(caption);
}

Board position_after(const Game& game, int count)
{
    if (count < 0 || count > static_cast<int>(game.moves().size()))
        throw std::invalid_argument("the game has " + std::to_string(game.moves().size()) +
                                    " moves, not " + std::to_string(count));
    // Taken back move by move, as GTP's `loadsgf FILE N` does: the record was legal once.
    Game position = game;
    while (static_cast<int>(position.moves().size()) > count) position.undo();
    return position.board();
}

NumberedMoves numbered_moves(const Game& game, int first, int last, const BoardWords& words)
{
    const int moves = static_cast<int>(game.moves().size());
    if (first < 1 || first > last || last > moves)
        throw std::invalid_argument("cannot number moves " + std::to_string(first) + " to " +
                                    std::to_string(last) + " of a game of " +
                                    std::to_string(moves) + " moves");
    NumberedMoves figure{position_after(game, first - 1), {}, {}};
    const Geometry& g = figure.board.geometry();
    for (int number = first; number <= last; ++number) {
        const Move& move = game.moves()[static_cast<std::size_t>(number - 1)];
        const std::string name = std::to_string(number);
        if (move.point == kPass) {
            figure.notes.push_back(filled(words.move_pass, {name}));
        } else if (figure.board.at(move.point) == Color::Empty) {
            figure.board.set_stone(move.point, move.color);
            figure.numbers[move.point] = number;
        } else {
            // The point shows an earlier stone (captured since): the classic "12 at 5".
            const auto earlier = figure.numbers.find(move.point);
            figure.notes.push_back(
                filled(words.move_at,
                       {name, earlier != figure.numbers.end() ? std::to_string(earlier->second)
                                                              : to_gtp_vertex(g, move.point)}));
        }
    }
    return figure;
}

} // namespace stonelab
