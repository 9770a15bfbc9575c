// Text diagrams: reading and printing. The format is described in diagram.hpp.
//
// Reading goes in four steps, each with its own errors, after a check of the text's length:
//   1. split the text into lines and decode each line's UTF-8 into characters with columns;
//   2. classify every line (blank, column letters, frame, board row) and check that they
//      come in the order letters, frame, rows, frame, letters;
//   3. read each row into its points, plus the row numbers and frame around them;
//   4. check the whole: equal row lengths, size limits, frame, coordinates, and finally
//      that every string has a liberty.
#include "engine/formats/diagram.hpp"
#include "engine/base/utf8.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdio>
#include <functional>
#include <optional>
#include <vector>

namespace stonelab {

namespace {

// ---- before step 1: the length of the text ------------------------------------------------

bool is_continuation_byte(char byte) { return (static_cast<unsigned char>(byte) & 0xC0) == 0x80; }

// The error for a text longer than `max_bytes`, at the first character that starts past the
// limit (so that the user sees where to cut).
DiagramError too_long(std::string_view text, std::size_t max_bytes)
{
    const std::string_view kept = text.substr(0, max_bytes);
    const std::string_view last_line = kept.substr(kept.rfind('\n') + 1); // all if no '\n'
    const auto line = 1 + std::count(kept.begin(), kept.end(), '\n');
    const auto column = 1 + std::count_if(last_line.begin(), last_line.end(),
                                          [](char c) { return !is_continuation_byte(c); });
    return DiagramError(static_cast<int>(line), static_cast<int>(column),
                        "the diagram goes on past " + std::to_string(max_bytes) +
                            " bytes, the most a diagram may have (a 19x19 board takes about 2 KB)");
}

// ---- step 1: lines of characters ---------------------------------------------------------

// One character of a line: its code point, its 1-based column, and its bytes in the input
// (to quote it in a message).
struct Glyph {
    char32_t code;
    int column;
    std::string_view text;
};

// A line of the diagram without its line end and trailing white space.
struct Line {
    int number; // 1-based, counted in the whole text
    std::vector<Glyph> glyphs;
};

constexpr char32_t kBlackCircle = U'\u25CF';    // ●, seed 000's black stone
constexpr char32_t kWhiteCircle = U'\u25CB';    // ○, seed 000's white stone
constexpr char32_t kMultiplication = U'\u00D7'; // ×, seed 000's mark for a point under discussion

bool is_space(char32_t c) { return c == U' ' || c == U'\t'; }

// The number of bytes of the UTF-8 sequence that starts with `lead`, or 0 if no sequence
// starts with it.
int lead_byte_length(unsigned char lead)
{
    if (lead < 0x80) return 1;
    if ((lead & 0xE0) == 0xC0) return 2;
    if ((lead & 0xF0) == 0xE0) return 3;
    if ((lead & 0xF8) == 0xF0) return 4;
    return 0;
}

DiagramError not_utf8(int line, int column, unsigned char byte)
{
    char hex[8];
    std::snprintf(hex, sizeof hex, "0x%02X", static_cast<unsigned>(byte));
    return DiagramError(
        line, column, std::string("byte ") + hex + " is not UTF-8 text: save the diagram as UTF-8");
}

// Decodes one line. Columns count characters, so that they match what an editor shows.
std::vector<Glyph> decode_utf8(std::string_view bytes, int line)
{
    std::vector<Glyph> glyphs;
    std::size_t i = 0;
    while (i < bytes.size()) {
        const int column = static_cast<int>(glyphs.size()) + 1;
        const auto lead = static_cast<unsigned char>(bytes[i]);
        const auto length = static_cast<std::size_t>(lead_byte_length(lead));
        if (length == 0 || i + length > bytes.size()) throw not_utf8(line, column, lead);
        char32_t code = length == 1 ? lead : lead & (0x7Fu >> length);
        for (std::size_t k = 1; k < length; ++k) {
            const auto next = static_cast<unsigned char>(bytes[i + k]);
            if ((next & 0xC0) != 0x80) throw not_utf8(line, column, next);
            code = (code << 6) | (next & 0x3Fu);
        }
        glyphs.push_back({code, column, bytes.substr(i, length)});
        i += length;
    }
    return glyphs;
}

std::vector<Line> split_lines(std::string_view text)
{
    std::vector<Line> lines;
    for (int number = 1;; ++number) {
        const std::size_t end = text.find('\n');
        std::string_view content = text.substr(0, end);
        while (!content.empty() &&
               (content.back() == ' ' || content.back() == '\t' || content.back() == '\r'))
            content.remove_suffix(1);
        lines.push_back({number, decode_utf8(content, number)});
        if (end == std::string_view::npos) break;
        text.remove_prefix(end + 1);
    }
    return lines;
}

// A row number as a message quotes it: a number of hundreds of digits is cut short.
std::string shown_number(const std::string& digits)
{
    constexpr std::size_t kShownDigits = 6; // more than any row number has
    if (digits.size() <= kShownDigits) return digits;
    return digits.substr(0, kShownDigits) + "\u2026"; // …
}

// How a character is named in a message: 'Y', or '×' (U+00D7), or U+0007 for the invisible.
std::string quote(const Glyph& g)
{
    char code[16];
    std::snprintf(code, sizeof code, "U+%04X", static_cast<unsigned>(g.code));
    if (g.code < 0x20 || g.code == 0x7F) return code;
    if (g.code < 0x80) return "'" + std::string(g.text) + "'";
    return "'" + std::string(g.text) + "' (" + code + ")";
}

// ---- step 2: the kinds of lines and their order --------------------------------------------

enum class LineKind { Blank, Letters, Frame, Row };

bool is_column_letter_line(const Line& line)
{
    // Column letters are upper case. A line of nothing but X and O is a row of stones.
    bool letters_only = true, some_not_a_stone = false;
    for (const Glyph& g : line.glyphs) {
        if (is_space(g.code)) continue;
        letters_only = letters_only && g.code >= U'A' && g.code <= U'Z';
        some_not_a_stone = some_not_a_stone || (g.code != U'X' && g.code != U'O');
    }
    return letters_only && some_not_a_stone;
}

LineKind classify(const Line& line)
{
    const auto& g = line.glyphs;
    if (std::all_of(g.begin(), g.end(), [](const Glyph& c) { return is_space(c.code); }))
        return LineKind::Blank;
    if (std::all_of(g.begin(), g.end(),
                    [](const Glyph& c) { return is_space(c.code) || c.code == U'#'; }))
        return LineKind::Frame;
    return is_column_letter_line(line) ? LineKind::Letters : LineKind::Row;
}

// Which line plays which part. Pointers into the vector of lines.
struct Layout {
    const Line* top_letters = nullptr;
    const Line* top_frame = nullptr;
    std::vector<const Line*> rows;
    const Line* bottom_frame = nullptr;
    const Line* bottom_letters = nullptr;
};

DiagramError misplaced(const Line& line, LineKind kind)
{
    switch (kind) {
    case LineKind::Blank:
        return DiagramError(line.number, 1,
                            "blank line inside the diagram: the lines of a diagram follow each "
                            "other without gaps");
    case LineKind::Letters:
        return DiagramError(line.number, 1,
                            "column letters can only stand directly above or below the board "
                            "(or above or below its frame)");
    case LineKind::Frame:
        return DiagramError(line.number, 1,
                            "a frame line of '#' can only stand directly above or below the "
                            "board rows");
    case LineKind::Row: break;
    }
    return DiagramError(line.number, 1,
                        "board row after the end of the diagram (below its bottom frame or "
                        "column letters)");
}

Layout find_layout(const std::vector<Line>& lines)
{
    std::vector<LineKind> kinds;
    for (const Line& line : lines) kinds.push_back(classify(line));
    const auto is_blank = [](LineKind k) { return k == LineKind::Blank; };
    const auto first = static_cast<std::size_t>(
        std::find_if_not(kinds.begin(), kinds.end(), is_blank) - kinds.begin());
    if (first == kinds.size())
        throw DiagramError(1, 1,
                           "the diagram is empty: write one line per board row, e.g. \". X O\"");
    const auto end = static_cast<std::size_t>(
        kinds.rend() - std::find_if_not(kinds.rbegin(), kinds.rend(), is_blank));

    Layout layout;
    std::size_t i = first;
    const auto take = [&](LineKind kind) -> const Line* {
        return i < end && kinds[i] == kind ? &lines[i++] : nullptr;
    };
    layout.top_letters = take(LineKind::Letters);
    layout.top_frame = take(LineKind::Frame);
    while (const Line* row = take(LineKind::Row)) layout.rows.push_back(row);
    if (layout.rows.empty()) {
        if (i < end) throw misplaced(lines[i], kinds[i]);
        throw DiagramError(lines[first].number, 1,
                           "the diagram has no board rows, only coordinates or a frame");
    }
    layout.bottom_frame = take(LineKind::Frame);
    layout.bottom_letters = take(LineKind::Letters);
    if (i < end) throw misplaced(lines[i], kinds[i]);
    return layout;
}

// ---- step 3: reading a row ---------------------------------------------------------------

std::optional<Color> point_color(char32_t c)
{
    switch (c) {
    case U'.':
    case U'+': return Color::Empty;
    case U'X':
    case U'*':
    case kBlackCircle: return Color::Black;
    case U'O':
    case U'0':
    case kWhiteCircle: return Color::White;
    default: return std::nullopt;
    }
}

DiagramError unknown_character(int line, const Glyph& g)
{
    std::string advice = "use . or + for an empty point, X * or \u25CF for black, O 0 or "
                         "\u25CB for white, # for the frame";
    if (g.code == kMultiplication)
        advice = "seed 000 marks the point under discussion with it; write + or . there";
    else if (g.code == U'x' || g.code == U'o')
        advice = "stones are written in upper case, X and O";
    else if (g.code == U'\r')
        advice = "a carriage return inside a line: end lines with \\n or \\r\\n";
    return DiagramError(line, g.column, "unknown character " + quote(g) + ": " + advice);
}

// A word of a row: a point, a '#' of the frame, or a row number.
struct Token {
    enum Kind { Point, Frame, Number } kind;
    int column;
    Color color = Color::Empty; // of a point
    std::string digits = {};    // of a number
};

std::vector<Token> tokenize_row(const Line& line)
{
    std::vector<Token> tokens;
    const auto& glyphs = line.glyphs;
    for (std::size_t i = 0; i < glyphs.size(); ++i) {
        const Glyph& g = glyphs[i];
        if (is_space(g.code)) continue;
        if (g.code >= U'1' && g.code <= U'9') { // a number never starts with 0: that is white
            Token number{Token::Number, g.column};
            for (; i < glyphs.size() && glyphs[i].code >= U'0' && glyphs[i].code <= U'9'; ++i)
                number.digits += static_cast<char>(glyphs[i].code);
            --i;
            tokens.push_back(number);
        } else if (g.code == U'#') {
            tokens.push_back({Token::Frame, g.column});
        } else if (const auto color = point_color(g.code)) {
            tokens.push_back({Token::Point, g.column, *color});
        } else {
            throw unknown_character(line.number, g);
        }
    }
    return tokens;
}

// A board row as written: its points and what stands around them.
struct Row {
    int line = 0;
    std::optional<Token> left_number = {}, right_number = {};
    std::optional<int> left_frame = {}, right_frame = {}; // columns of the '#'
    std::vector<Token> points = {};
};

Row read_row(const Line& line)
{
    const std::vector<Token> tokens = tokenize_row(line);
    Row row{line.number};
    auto first = tokens.begin(), last = tokens.end();
    const auto front_is = [&](Token::Kind k) { return first != last && first->kind == k; };
    const auto back_is = [&](Token::Kind k) { return first != last && (last - 1)->kind == k; };
    if (front_is(Token::Number)) row.left_number = *first++;
    if (back_is(Token::Number)) row.right_number = *--last;
    if (front_is(Token::Frame)) row.left_frame = (first++)->column;
    if (back_is(Token::Frame)) row.right_frame = (--last)->column;

    for (; first != last; ++first) {
        if (first->kind == Token::Number)
            throw DiagramError(line.number, first->column,
                               "row number " + shown_number(first->digits) +
                                   " in the middle of a row: row numbers stand at the start or "
                                   "the end (put a space between a number and a white 0)");
        if (first->kind == Token::Frame)
            throw DiagramError(line.number, first->column,
                               "'#' in the middle of a row: the frame can only start and end "
                               "a row");
        if (!row.points.empty() && first->column - row.points.back().column > 2)
            throw DiagramError(line.number, row.points.back().column + 2,
                               "more than one space between two points: is a point missing? "
                               "Write . or + for an empty point");
        row.points.push_back(*first);
    }
    if (row.points.empty())
        throw DiagramError(line.number, 1, "this row has no points, only a number or a frame");
    return row;
}

// ---- step 4: checking the whole ----------------------------------------------------------

// Returns the width, after checking that every row has it and that the board fits
// max_side x max_side: 19x19 for Go (kMaxSide), 20x20 for the stones of Gomoku.
int check_row_lengths(const std::vector<Row>& rows, int max_side)
{
    const std::string limit = std::to_string(max_side);
    const std::string boards = max_side == kMaxSide ? "boards go up to 19x19"
                                                    : "boards go up to " + limit + "x" + limit +
                                                          " (Gomoku's; Go's go up to 19x19)";
    const int width = static_cast<int>(rows.front().points.size());
    const auto max = static_cast<std::size_t>(max_side);
    for (std::size_t k = 0; k < rows.size(); ++k) {
        const Row& row = rows[k];
        const int length = static_cast<int>(row.points.size());
        if (length > max_side)
            throw DiagramError(row.line, row.points[max].column,
                               "more than " + limit + " points in a row: " + boards);
        if (k == max) throw DiagramError(row.line, 1, "more than " + limit + " rows: " + boards);
        if (length == width) continue;
        const std::string counts = "this row has " + std::to_string(length) +
                                   " points but the first row has " + std::to_string(width) +
                                   ": all rows must be equally long";
        const int column = length > width ? row.points[static_cast<std::size_t>(width)].column
                                          : row.points.back().column + 1;
        throw DiagramError(row.line, column, counts);
    }
    return width;
}

int count_frame_marks(const Line& line)
{
    return static_cast<int>(std::count_if(line.glyphs.begin(), line.glyphs.end(),
                                          [](const Glyph& g) { return g.code == U'#'; }));
}

void check_frame_line(const Line& line, int width)
{
    const int marks = count_frame_marks(line), wanted = width + 2;
    if (marks == wanted) return;
    throw DiagramError(line.number, 1,
                       "the frame line has " + std::to_string(marks) + " '#' but a board " +
                           std::to_string(width) + " wide needs " + std::to_string(wanted) +
                           " (one per column and one for each corner)");
}

void check_frame(const Layout& layout, const std::vector<Row>& rows, int width)
{
    const std::string line_of_marks = "a line of " + std::to_string(width + 2) + " '#'";
    if (!layout.top_frame && !layout.bottom_frame) {
        for (const Row& row : rows)
            if (const auto column = row.left_frame ? row.left_frame : row.right_frame)
                throw DiagramError(row.line, *column,
                                   "the frame is incomplete: '#' at the side of a row, but no "
                                   "frame line above or below the board (add " +
                                       line_of_marks + ")");
        return;
    }
    if (!layout.top_frame)
        throw DiagramError(layout.bottom_frame->number, 1,
                           "the frame is incomplete: it has no top line (add " + line_of_marks +
                               " above the first row)");
    if (!layout.bottom_frame)
        throw DiagramError(rows.back().line + 1, 1,
                           "the frame is incomplete: it has no bottom line (add " + line_of_marks +
                               " below the last row)");
    check_frame_line(*layout.top_frame, width);
    check_frame_line(*layout.bottom_frame, width);
    for (const Row& row : rows) {
        if (!row.left_frame)
            throw DiagramError(row.line, row.points.front().column,
                               "the frame is incomplete: this row does not start with '#'");
        if (!row.right_frame)
            throw DiagramError(row.line, row.points.back().column + 1,
                               "the frame is incomplete: this row does not end with '#'");
    }
}

enum class Side { Start, End };

// Row numbers on one side of the rows: on every row or on none, and counting down to 1 at
// the bottom, as GTP numbers them.
void check_row_numbers(const std::vector<Row>& rows, Side side)
{
    const std::string name = side == Side::Start ? "start" : "end";
    const auto number_of = [side](const Row& row) -> const std::optional<Token>& {
        return side == Side::Start ? row.left_number : row.right_number;
    };
    const bool numbered = number_of(rows.front()).has_value();
    const int height = static_cast<int>(rows.size());
    for (std::size_t k = 0; k < rows.size(); ++k) {
        const Row& row = rows[k];
        const auto& label = number_of(row);
        if (!label && numbered)
            throw DiagramError(row.line, side == Side::Start ? 1 : row.points.back().column + 1,
                               "this row has no number at its " + name +
                                   ", but the first row has one: number every row or none");
        if (label && !numbered)
            throw DiagramError(row.line, label->column,
                               "row number at the " + name +
                                   " of this row, but not of the first row: number every row "
                                   "or none");
        const std::string expected = std::to_string(height - static_cast<int>(k));
        if (label && label->digits != expected)
            throw DiagramError(row.line, label->column,
                               "row number " + shown_number(label->digits) + " should be " +
                                   expected +
                                   ": rows are numbered from the bottom row, which is 1 (GTP), "
                                   "so the top row of a board " +
                                   std::to_string(height) + " high is " + std::to_string(height));
    }
}

void check_column_letters(const Line& line, int width)
{
    std::vector<Glyph> letters;
    for (const Glyph& g : line.glyphs)
        if (!is_space(g.code)) letters.push_back(g);
    const int count = static_cast<int>(letters.size());
    for (int x = 1; x <= std::min(count, width); ++x) {
        const Glyph& g = letters[static_cast<std::size_t>(x - 1)];
        const char expected = gtp_column_letter(x);
        if (g.code == static_cast<char32_t>(expected)) continue;
        throw DiagramError(line.number, g.column,
                           "column letter " + quote(g) + " should be '" + expected +
                               "': columns are lettered A B C D E F G H J K ... T (and U, the "
                               "20th of a Gomoku board), without I");
    }
    const std::string counts =
        std::to_string(count) + " column letters for a board " + std::to_string(width) + " wide";
    if (count > width)
        throw DiagramError(line.number, letters[static_cast<std::size_t>(width)].column,
                           counts + ": one letter per column");
    if (count < width)
        throw DiagramError(line.number, letters.back().column + 1,
                           counts + ": one letter per column");
}

// A position with a string that has no liberty cannot come from a game, and the board's
// string bookkeeping assumes it never holds one.
void check_liberties(const Board& board, const std::vector<Row>& rows)
{
    if (!board.has_string_without_liberties()) return;
    const Geometry& g = board.geometry();
    for (Point p : board.points()) {
        if (board.at(p) == Color::Empty || board.liberty_count(p) > 0) continue;
        const auto& row = rows[static_cast<std::size_t>(g.y_of(p) - 1)];
        const int column = row.points[static_cast<std::size_t>(g.x_of(p) - 1)].column;
        const std::string what =
            board.string_size(p) == 1
                ? "stone"
                : "string of " + std::to_string(board.string_size(p)) + " stones";
        throw DiagramError(row.line, column,
                           "the " + std::string(color_name(board.at(p))) + " " + what + " at " +
                               to_gtp_vertex(g, p) +
                               " has no liberty: no game can reach this position (remove a "
                               "stone or free a point next to it)");
    }
}

} // namespace

namespace {

// The rows of a diagram, checked for everything but the rules of a game.
std::vector<Row> read_rows(std::string_view text, std::size_t max_bytes, int max_side)
{
    if (text.size() > max_bytes) throw too_long(text, max_bytes);
    const std::vector<Line> lines = split_lines(text);
    const Layout layout = find_layout(lines);
    std::vector<Row> rows;
    for (const Line* line : layout.rows) rows.push_back(read_row(*line));

    const int width = check_row_lengths(rows, max_side);
    check_frame(layout, rows, width);
    check_row_numbers(rows, Side::Start);
    check_row_numbers(rows, Side::End);
    if (layout.top_letters) check_column_letters(*layout.top_letters, width);
    if (layout.bottom_letters) check_column_letters(*layout.bottom_letters, width);
    return rows;
}

StoneDiagram to_stones(const std::vector<Row>& rows)
{
    StoneDiagram diagram;
    diagram.geometry = {static_cast<int>(rows.front().points.size()),
                        static_cast<int>(rows.size())};
    for (const Row& row : rows)
        for (const auto& point : row.points) diagram.stones.push_back(point.color);
    return diagram;
}

} // namespace

StoneDiagram parse_stone_diagram(std::string_view text, std::size_t max_bytes)
{
    return to_stones(read_rows(text, max_bytes, kMaxGomokuSide));
}

Board parse_diagram(std::string_view text, std::size_t max_bytes)
{
    const std::vector<Row> rows = read_rows(text, max_bytes, kMaxSide);
    const StoneDiagram diagram = to_stones(rows);
    Board board(diagram.geometry.width, diagram.geometry.height);
    for (int y = 1; y <= board.height(); ++y)
        for (int x = 1; x <= board.width(); ++x)
            if (const Color color = diagram.at(x, y); color != Color::Empty)
                board.set_stone(board.geometry().point(x, y), color);
    check_liberties(board, rows);
    return board;
}

// ---- printing ----------------------------------------------------------------------------

namespace {

// What a style draws, and how.
struct StyleSpec {
    std::string_view empty, black, white;
    std::string_view separator; // between two points
    bool frame;                 // a frame of '#', the 2015 lecture's off-board character
};

StyleSpec spec_of(DiagramStyle style)
{
    switch (style) {
    case DiagramStyle::Seed2004: return {"+", "\u25CF", "\u25CB", "", false};
    case DiagramStyle::Seed2015: return {".", "X", "O", "", true};
    case DiagramStyle::Ascii: break;
    }
    return {".", "X", "O", " ", false};
}

// Row numbers take two characters and a space, so that the columns line up up to 20.
constexpr std::string_view kNumberMargin = "   ";

std::string padded_number(int n) { return (n < 10 ? " " : "") + std::to_string(n); }

template <typename Cell> std::string join(int count, std::string_view separator, Cell cell)
{
    std::string out;
    for (int i = 1; i <= count; ++i) {
        if (i > 1) out += separator;
        out += cell(i);
    }
    return out;
}

// What the printer needs of a board: its shape, the colour of a point, and how many columns
// a point takes (1, or the longest mark's length).
struct Stones {
    const Geometry& geometry;
    const std::function<Color(Point)>& at;
    std::size_t cell_width;
    int width() const { return geometry.width; }
    int height() const { return geometry.height; }

    // `text` right-aligned in a point's columns.
    std::string cell(std::string_view text) const
    {
        const std::size_t length = utf8_length(text);
        return std::string(cell_width > length ? cell_width - length : 0, ' ') + std::string(text);
    }
};

std::string letter_line(const Stones& board, const StyleSpec& spec)
{
    std::string out(kNumberMargin);
    if (spec.frame) out += board.cell(" "); // the left '#' of the rows
    out += join(board.width(), spec.separator,
                [&board](int x) { return board.cell(std::string(1, gtp_column_letter(x))); });
    return out + "\n";
}

std::string frame_line(const Stones& board, const StyleSpec& spec, bool coordinates)
{
    const std::string margin(coordinates ? kNumberMargin : "");
    return margin +
           join(board.width() + 2, spec.separator, [&board](int) { return board.cell("#"); }) +
           "\n";
}

std::string_view point_text(const Stones& board, Point p, const StyleSpec& spec,
                            const DiagramOptions& options)
{
    if (const auto mark = options.marks.find(p); mark != options.marks.end()) return mark->second;
    switch (board.at(p)) {
    case Color::Black: return spec.black;
    case Color::White: return spec.white;
    default: return spec.empty;
    }
}

std::string row_line(const Stones& board, int y, const StyleSpec& spec,
                     const DiagramOptions& options)
{
    const int number = board.height() - y + 1;
    std::string out;
    if (options.coordinates) out += padded_number(number) + " ";
    if (spec.frame) out += board.cell("#");
    out += join(board.width(), spec.separator, [&](int x) {
        return board.cell(point_text(board, board.geometry.point(x, y), spec, options));
    });
    if (spec.frame) out += board.cell("#");
    if (options.coordinates) out += " " + padded_number(number);
    return out + "\n";
}

} // namespace

std::string print_stone_diagram(const Geometry& geometry, const std::function<Color(Point)>& at,
                                const DiagramOptions& options)
{
    std::size_t cell_width = 1;
    for (const auto& [p, mark] : options.marks)
        if (geometry.on_board(p)) cell_width = std::max(cell_width, utf8_length(mark));
    const Stones board{geometry, at, cell_width};
    const StyleSpec spec = spec_of(options.style);
    std::string out;
    if (options.coordinates) out += letter_line(board, spec);
    if (spec.frame) out += frame_line(board, spec, options.coordinates);
    for (int y = 1; y <= board.height(); ++y) out += row_line(board, y, spec, options);
    if (spec.frame) out += frame_line(board, spec, options.coordinates);
    if (options.coordinates) out += letter_line(board, spec);
    return out;
}

std::string print_diagram(const Board& board, const DiagramOptions& options)
{
    return print_stone_diagram(
        board.geometry(), [&board](Point p) { return board.at(p); }, options);
}

// ---- ownership maps -------------------------------------------------------------------------

namespace {

// A word read as a number: the whole word, with an optional leading '+', or nothing.
std::optional<double> number_word(std::string_view word)
{
    if (word.size() > 1 && word.front() == '+' && word[1] != '-') word.remove_prefix(1);
    double value = 0;
    const auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), value);
    if (error != std::errc() || end != word.data() + word.size()) return std::nullopt;
    return value;
}

// A word for a message: at most 20 characters of it.
std::string quoted(std::string_view word)
{
    return "'" + std::string(word.substr(0, 20)) + (word.size() > 20 ? "...'" : "'");
}

} // namespace

std::vector<double> parse_ownership(std::string_view text, int width, int height,
                                    std::size_t max_bytes)
{
    if (text.size() > max_bytes)
        throw DiagramError(1, 1,
                           "an ownership map is at most " + std::to_string(max_bytes) +
                               " bytes; this text has " + std::to_string(text.size()));
    const auto expected = static_cast<std::size_t>(width) * static_cast<std::size_t>(height);
    std::vector<double> values;
    int line_number = 0;
    while (!text.empty()) {
        ++line_number;
        const std::size_t end = std::min(text.find('\n'), text.size());
        const std::string_view line = text.substr(0, end);
        text.remove_prefix(std::min(end + 1, text.size()));

        std::vector<std::pair<std::string_view, int>> words; // a word and its column
        for (std::size_t at = 0; at < line.size();) {
            if (std::isspace(static_cast<unsigned char>(line[at]))) {
                ++at;
                continue;
            }
            std::size_t stop = at;
            while (stop < line.size() && !std::isspace(static_cast<unsigned char>(line[stop])))
                ++stop;
            words.emplace_back(line.substr(at, stop - at), static_cast<int>(at) + 1);
            at = stop;
        }
        if (words.empty() || !number_word(words.front().first)) continue; // a heading
        for (const auto& [word, column] : words) {
            const std::optional<double> value = number_word(word);
            if (!value || !(*value >= -1 && *value <= 1))
                throw DiagramError(line_number, column,
                                   quoted(word) + " is not an ownership value from -1 to 1");
            if (values.size() == expected)
                throw DiagramError(line_number, column,
                                   "more values than the board's " + std::to_string(expected) +
                                       " points");
            values.push_back(*value);
        }
    }
    if (values.size() != expected)
        throw DiagramError(line_number, 1,
                           std::to_string(values.size()) + " values, but the board has " +
                               std::to_string(expected) + " points");
    return values;
}

} // namespace stonelab
