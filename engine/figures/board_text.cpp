#include "engine/figures/board_text.hpp"

#include "engine/base/pattern.hpp"
#include "engine/base/utf8.hpp"
#include "engine/formats/diagram.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdlib>
#include <sstream>
#include <utility>
#include <vector>

namespace stonelab {

namespace {

// The key's lines are wrapped to this width, so that the figure fits an 80-column terminal
// with the four spaces `stonelab show` puts before it.
constexpr std::size_t kKeyWidth = 76;
// The value map goes beside the board when both fit in this width, else below it.
constexpr std::size_t kSideBySideWidth = 76;
// Up to this many labels are named in the key one by one ("label 6 at L8"); more are listed
// by what they stand on.
constexpr std::size_t kLabelsNamedOneByOne = 4;

// The character of each mark, and the word the key uses for it (in the figure's words).
struct MarkLook {
    MarkKind kind;
    const char* character;
    std::string BoardWords::*name;
};

constexpr MarkLook kMarkLooks[] = {
    {MarkKind::Circle, "*", &BoardWords::circle},
    {MarkKind::Triangle, "^", &BoardWords::triangle},
    {MarkKind::Square, "#", &BoardWords::square},
    {MarkKind::Cross, "+", &BoardWords::cross},
};

const char* mark_character(MarkKind kind)
{
    for (const MarkLook& look : kMarkLooks)
        if (look.kind == kind) return look.character;
    return "?";
}

// What the figure draws on p in place of the stone or the empty point, the first that
// applies: its label, its move number, its mark, or on an empty point the side its shading
// leans to (`x` Black, `o` White, as lesson 5 draws a territory map). "" for nothing.
std::string point_text(const Board& board, const BoardFigure& figure, Point p)
{
    if (const auto label = figure.labels.find(p); label != figure.labels.end())
        return label->second;
    if (const auto number = figure.numbers.find(p); number != figure.numbers.end())
        return std::to_string(number->second);
    if (const auto mark = figure.marks.find(p); mark != figure.marks.end())
        return mark_character(mark->second);
    if (figure.influence.empty() || board.at(p) != Color::Empty) return "";
    const int shade = figure.influence[static_cast<std::size_t>(p)];
    return shade > 0 ? "x" : shade < 0 ? "o" : "";
}

// "H8", or "D4 (on a White stone)" when something drawn on D4 hides its stone.
std::string point_name(const Board& board, Point p, const BoardWords& words)
{
    const std::string name = to_gtp_vertex(board.geometry(), p);
    if (board.at(p) == Color::Black) return filled(words.on_black_stone, {name});
    if (board.at(p) == Color::White) return filled(words.on_white_stone, {name});
    return name;
}

std::string joined(const std::vector<std::string>& parts, const std::string& separator)
{
    std::string text;
    for (const std::string& part : parts) text += (text.empty() ? "" : separator) + part;
    return text;
}

bool is_number(const std::string& text)
{
    return !text.empty() && text.size() < 9 &&
           std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// Texts read best in order when they are all numbers (moves, strings, groups); other labels
// stay in board order. Each text once.
std::vector<std::string> distinct_in_order(std::vector<std::string> texts)
{
    std::vector<std::string> distinct;
    for (const std::string& text : texts)
        if (std::find(distinct.begin(), distinct.end(), text) == distinct.end())
            distinct.push_back(text);
    if (std::all_of(distinct.begin(), distinct.end(), is_number))
        std::sort(distinct.begin(), distinct.end(), [](const std::string& a, const std::string& b) {
            return std::stoi(a) < std::stoi(b);
        });
    return distinct;
}

// The key's parts for texts on points: move numbers by the colour that played them, labels
// one by one when they are few ("label 6 at L8"), else by what they stand on.
std::vector<std::string> text_parts(const Board& board, const BoardFigure& figure)
{
    const BoardWords& words = figure.words;
    std::vector<Point> labelled;
    std::vector<std::string> moves[3], labels[3]; // by what is under them: empty, Black, White
    const auto under = [&board](Point p) {
        return board.at(p) == Color::Black ? 1 : board.at(p) == Color::White ? 2 : 0;
    };
    for (Point p : board.points()) {
        if (const auto label = figure.labels.find(p); label != figure.labels.end()) {
            labelled.push_back(p);
            labels[under(p)].push_back(label->second);
        } else if (const auto number = figure.numbers.find(p); number != figure.numbers.end()) {
            moves[under(p)].push_back(std::to_string(number->second));
        }
    }
    std::vector<std::string> parts, by_mover;
    const std::string* const mover[3] = {&words.moves_on_empty, &words.moves_black,
                                         &words.moves_white};
    for (int k : {1, 2, 0})
        if (!moves[k].empty())
            by_mover.push_back(filled(*mover[k], {joined(distinct_in_order(moves[k]), " ")}));
    if (!by_mover.empty())
        parts.push_back(filled(words.moves, {joined(by_mover, words.mover_separator)}));
    if (labelled.size() <= kLabelsNamedOneByOne) {
        // "label 3 at G7, J6": each text once, with its points.
        std::vector<std::pair<std::string, std::vector<std::string>>> points_of;
        for (Point p : labelled) {
            const std::string& text = figure.labels.at(p);
            auto found = std::find_if(points_of.begin(), points_of.end(),
                                      [&text](const auto& entry) { return entry.first == text; });
            if (found == points_of.end()) found = points_of.insert(points_of.end(), {text, {}});
            found->second.push_back(point_name(board, p, words));
        }
        for (const auto& [text, points] : points_of)
            parts.push_back(filled(words.label_at, {text, joined(points, words.point_separator)}));
        return parts;
    }
    const std::string* const on[3] = {&words.labels_on_empty, &words.labels_on_black,
                                      &words.labels_on_white};
    for (int k = 0; k < 3; ++k)
        if (!labels[k].empty())
            parts.push_back(filled(*on[k], {joined(distinct_in_order(labels[k]), " ")}));
    return parts;
}

// `text` without the spaces at its end.
std::string without_trailing_spaces(std::string text)
{
    text.erase(text.find_last_not_of(' ') + 1);
    return text;
}

// `parts` joined by "; " (the figure's words' separator) in lines of at most kKeyWidth
// columns, a line that goes on indented by two: broken between parts where it can be, inside
// a part where it must. Columns, not characters: a kanji takes two in a terminal.
std::string key_lines(const std::vector<std::string>& parts, const BoardWords& words)
{
    constexpr std::size_t width = kKeyWidth - 2; // room for the indent
    std::vector<std::string> lines{""};
    for (std::size_t k = 0; k < parts.size(); ++k) {
        // Each part carries the separator after it; the separator's space counts only when
        // the next part follows on the same line, and no line ends with it.
        const std::string part = parts[k] + (k + 1 < parts.size() ? words.part_separator : "");
        const std::size_t needed =
            display_width(lines.back()) + display_width(without_trailing_spaces(part));
        if (!lines.back().empty() && needed > width) lines.emplace_back();
        lines.back() += part;
    }
    for (std::string& line : lines) line = without_trailing_spaces(line);
    std::string out;
    for (const std::string& line : lines)
        for (const std::string& piece : wrapped_to_width(line, width))
            out += (out.empty() ? "" : "  ") + piece + "\n";
    return out;
}

// The shading's values, as the SVG writes them on the points: the same board with each
// shaded empty point's value, + for Black, - for White.
std::string value_map(const Board& board, const BoardFigure& figure, const DiagramOptions& style)
{
    DiagramOptions options = style;
    options.marks.clear();
    for (Point p : board.points()) {
        const int value = figure.influence[static_cast<std::size_t>(p)];
        if (board.at(p) == Color::Empty && value != 0)
            options.marks[p] = (value > 0 ? "+" : "-") + std::to_string(std::abs(value));
    }
    return print_diagram(board, options);
}

} // namespace

std::string board_text(const Board& board, const BoardFigure& figure)
{
    check_figure_points(board, figure);
    // The board as the course's text diagrams draw it, with the figure's texts on the points.
    DiagramOptions options;
    options.coordinates = figure.coordinates;
    for (Point p : board.points())
        if (std::string text = point_text(board, figure, p); !text.empty())
            options.marks[p] = std::move(text);
    std::string drawing = print_diagram(board, options);

    std::vector<std::string> key;
    for (const MarkLook& look : kMarkLooks) {
        std::vector<std::string> points;
        for (Point p : board.points())
            if (const auto mark = figure.marks.find(p);
                mark != figure.marks.end() && mark->second == look.kind &&
                !figure.labels.count(p) && !figure.numbers.count(p))
                points.push_back(point_name(board, p, figure.words)); // not hidden by a text
        if (!points.empty())
            key.push_back(
                filled(figure.words.mark_at, {look.character, figure.words.*look.name,
                                              joined(points, figure.words.point_separator)}));
    }
    for (std::string& part : text_parts(board, figure)) key.push_back(std::move(part));
    if (!figure.influence.empty()) {
        bool right = false;
        drawing =
            side_by_side(drawing, value_map(board, figure, options), kSideBySideWidth, 5, &right);
        key.push_back(right ? figure.words.shading_right : figure.words.shading_below);
    }

    std::string text = drawing;
    if (!key.empty()) text += key_lines(key, figure.words);
    for (const std::string& line : wrapped_to_width(figure.caption, kKeyWidth)) text += line + "\n";
    return text;
}

} // namespace stonelab
