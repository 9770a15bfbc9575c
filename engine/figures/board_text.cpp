#include "engine/figures/board_text.hpp"

#include "engine/base/utf8.hpp"

#include <algorithm>
#include <cstddef>
#include <map>
#include <vector>

namespace stonelab {

namespace {

// The character of each mark, and the word the key uses for it.
struct MarkLook {
    MarkKind kind;
    const char* character;
    const char* name;
};

constexpr MarkLook kMarkLooks[] = {
    {MarkKind::Circle, "*", "circle"},
    {MarkKind::Triangle, "^", "triangle"},
    {MarkKind::Square, "#", "square"},
    {MarkKind::Cross, "+", "cross"},
};

const MarkLook& look_of(MarkKind kind)
{
    for (const MarkLook& look : kMarkLooks)
        if (look.kind == kind) return look;
    return kMarkLooks[0];
}

const char* stone_character(Color color)
{
    if (color == Color::Black) return "X";
    if (color == Color::White) return "O";
    return ".";
}

// What one point shows: its label, else its move number, else its mark, else its stone, else
// its shading.
std::string point_text(const Board& board, const BoardFigure& figure, Point p)
{
    if (const auto label = figure.labels.find(p); label != figure.labels.end())
        return label->second;
    if (const auto number = figure.numbers.find(p); number != figure.numbers.end())
        return std::to_string(number->second);
    if (const auto mark = figure.marks.find(p); mark != figure.marks.end())
        return look_of(mark->second).character;
    const Color color = board.at(p);
    if (color != Color::Empty || figure.influence.empty()) return stone_character(color);
    const int shade = figure.influence[static_cast<std::size_t>(p)];
    return shade > 0 ? "b" : shade < 0 ? "w" : ".";
}

// `text` padded on the left to `width` characters (labels are short: counted in characters).
std::string right_aligned(const std::string& text, std::size_t width)
{
    const std::size_t length = utf8_length(text);
    return std::string(width > length ? width - length : 0, ' ') + text;
}

// "C3, D4 (Black), E5 (White)": points, with the stone each hides.
std::string point_list(const Board& board, const std::vector<Point>& points)
{
    std::string list;
    for (Point p : points) {
        if (!list.empty()) list += ", ";
        list += to_gtp_vertex(board.geometry(), p);
        if (board.at(p) == Color::Black) list += " (Black)";
        if (board.at(p) == Color::White) list += " (White)";
    }
    return list;
}

// The key's line for labels and numbers drawn on stones: which texts stand on which colour,
// each once, in board order.
std::string stones_line(const Board& board, const BoardFigure& figure)
{
    std::map<Color, std::vector<std::string>> on;
    for (Point p : board.points()) {
        const Color color = board.at(p);
        if (color != Color::Black && color != Color::White) continue;
        std::string text;
        if (const auto label = figure.labels.find(p); label != figure.labels.end())
            text = label->second;
        else if (const auto number = figure.numbers.find(p); number != figure.numbers.end())
            text = std::to_string(number->second);
        else
            continue;
        auto& texts = on[color];
        if (std::find(texts.begin(), texts.end(), text) == texts.end()) texts.push_back(text);
    }
    // Numbers (moves, strings) read best in order; other labels stay in board order.
    const auto is_number = [](const std::string& text) {
        return !text.empty() && text.size() < 9 &&
               std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
    };
    for (auto& [color, texts] : on)
        if (std::all_of(texts.begin(), texts.end(), is_number))
            std::sort(texts.begin(), texts.end(), [](const std::string& a, const std::string& b) {
                return std::stoi(a) < std::stoi(b);
            });
    std::string line;
    for (const Color color : {Color::Black, Color::White}) {
        if (!on.count(color)) continue;
        line += line.empty() ? "on " : "; on ";
        line += color == Color::Black ? "Black stones:" : "White stones:";
        for (const std::string& text : on[color]) line += " " + text;
    }
    return line;
}

} // namespace

std::string board_text(const Board& board, const BoardFigure& figure)
{
    check_figure_points(board, figure);
    const Geometry& g = board.geometry();
    std::size_t width = 1;
    for (Point p : board.points())
        width = std::max(width, utf8_length(point_text(board, figure, p)));

    const std::string gap = width > 1 ? "  " : " ";
    std::string letters = "   ";
    for (int x = 1; x <= g.width; ++x)
        letters += gap + right_aligned(std::string(1, gtp_column_letter(x)), width);
    letters += "\n";

    std::string text = figure.coordinates ? letters : "";
    for (int y = 1; y <= g.height; ++y) {
        const std::string row = std::to_string(g.height - y + 1);
        std::string line = figure.coordinates ? right_aligned(row, 3) + gap : "";
        for (int x = 1; x <= g.width; ++x)
            line +=
                (x > 1 ? gap : "") + right_aligned(point_text(board, figure, g.point(x, y)), width);
        if (figure.coordinates) line += "  " + row;
        text += line + "\n";
    }
    if (figure.coordinates) text += letters;

    // The key: marks, texts on stones, shading, then the caption's notes.
    std::map<MarkKind, std::vector<Point>> marked;
    for (Point p : board.points())
        if (const auto mark = figure.marks.find(p);
            mark != figure.marks.end() && !figure.labels.count(p) && !figure.numbers.count(p))
            marked[mark->second].push_back(p);
    for (const MarkLook& look : kMarkLooks)
        if (marked.count(look.kind))
            text += std::string(look.character) + " " + look.name + ": " +
                    point_list(board, marked[look.kind]) + "\n";
    if (const std::string stones = stones_line(board, figure); !stones.empty())
        text += stones + "\n";
    if (!figure.influence.empty()) text += "b, w: empty points that lean to Black, to White\n";
    if (!figure.caption.empty()) text += figure.caption + "\n";
    return text;
}

} // namespace stonelab
