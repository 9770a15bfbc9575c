#include "engine/formats/sgf.hpp"

#include "engine/gomoku/board.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <optional>
#include <system_error>
#include <vector>

namespace stonelab {

namespace {

// ==== reading, part 1: the text into nodes ==============================================

// A place in the text, as an editor shows it: 1-based line and column.
struct Position {
    int line = 1;
    int column = 1;
};

[[noreturn]] void fail(Position at, const std::string& message)
{
    throw SgfError(at.line, at.column, message);
}

// One bracketed value, escapes removed, and where its '[' is.
struct Value {
    std::string text;
    Position at;
};

// A property: identifier (where it starts) and one or more values.
struct Property {
    std::string id;
    Position at;
    std::vector<Value> values;
};

// A node: the ';' that starts it and its properties in the order written.
struct Node {
    Position at;
    std::vector<Property> properties;
};

// The characters of the text one at a time, with the line and column of the next one.
class Scanner {
public:
    explicit Scanner(std::string_view text) : text_(text) {}

    bool at_end() const { return index_ == text_.size(); }
    char peek() const { return text_[index_]; }
    Position position() const { return position_; }

    char next()
    {
        const char ch = text_[index_++];
        if (ch == '\n' || (ch == '\r' && (at_end() || peek() != '\n'))) {
            ++position_.line; // "\n", "\r\n" and a lone "\r" each end a line
            position_.column = 1;
        } else if ((static_cast<unsigned char>(ch) & 0xC0) != 0x80) {
            ++position_.column; // UTF-8 continuation bytes are part of the previous character
        }
        return ch;
    }

    void skip_whitespace()
    {
        while (!at_end() && is_whitespace(peek())) next();
    }

    // A UTF-8 byte order mark, which some editors put at the start of a file.
    void skip_byte_order_mark()
    {
        if (text_.substr(index_, 3) == "\xEF\xBB\xBF") index_ += 3;
    }

private:
    static bool is_whitespace(char ch)
    {
        return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r' || ch == '\v' || ch == '\f';
    }

    std::string_view text_;
    std::size_t index_ = 0;
    Position position_;
};

bool is_upper(char ch) { return ch >= 'A' && ch <= 'Z'; }
bool is_lower(char ch) { return ch >= 'a' && ch <= 'z'; }

// A character as an error message shows it: 'x' when printable, else its byte value.
std::string shown(char ch)
{
    if (ch >= ' ' && ch <= '~') return std::string("'") + ch + "'";
    constexpr char kHex[] = "0123456789ABCDEF";
    const auto byte = static_cast<unsigned char>(ch);
    return std::string("the byte 0x") + kHex[byte >> 4] + kHex[byte & 15];
}

// A value or identifier as a message quotes it: its first kMaxQuotedValueChars characters,
// then "…" if there are more, so that a huge value does not make a huge message. Characters
// are counted as UTF-8 does, by their first bytes; text that is not UTF-8 (a long run of
// continuation bytes has no first byte) is cut at the bytes of that many characters, at most 4
// each.
std::string quoted(std::string_view text)
{
    constexpr std::size_t kMaxBytes = 4 * kMaxQuotedValueChars;
    std::size_t chars = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const bool starts_a_char = (static_cast<unsigned char>(text[i]) & 0xC0) != 0x80;
        if (i == kMaxBytes || (starts_a_char && ++chars > kMaxQuotedValueChars))
            return std::string(text.substr(0, i)) + "\u2026"; // …
    }
    return std::string(text);
}

// "[...]": a backslash makes the next character plain text (FF[4]'s `\]` and `\\`).
Value read_value(Scanner& in, const std::string& id)
{
    Value value{"", in.position()};
    in.next(); // '['
    for (;;) {
        if (in.at_end())
            fail(value.at, "unterminated value of " + quoted(id) + ": this '[' has no ']'");
        char ch = in.next();
        if (ch == ']') return value;
        if (ch == '\\') {
            if (in.at_end())
                fail(value.at, "unterminated value of " + quoted(id) + ": this '[' has no ']'");
            ch = in.next();
        }
        value.text += ch;
    }
}

// An identifier and its values. FF[4] identifiers are upper-case letters; FF[3]'s long names
// with lower-case letters ("AddBlack") are accepted here and later skipped as unknown.
Property read_property(Scanner& in)
{
    Property property{"", in.position(), {}};
    if (!is_upper(in.peek()))
        fail(property.at,
             "a property identifier must be upper-case letters, not " + shown(in.peek()));
    while (!in.at_end() && (is_upper(in.peek()) || is_lower(in.peek()))) property.id += in.next();
    in.skip_whitespace();
    if (in.at_end() || in.peek() != '[')
        fail(in.position(), "property " + quoted(property.id) + " has no value: expected '['");
    while (!in.at_end() && in.peek() == '[') {
        property.values.push_back(read_value(in, property.id));
        in.skip_whitespace();
    }
    return property;
}

// The properties after a ';', up to the next ';', '(' or ')'.
Node read_node(Scanner& in)
{
    Node node{in.position(), {}};
    in.next(); // ';'
    for (;;) {
        in.skip_whitespace();
        if (in.at_end() || !(is_upper(in.peek()) || is_lower(in.peek()))) return node;
        node.properties.push_back(read_property(in));
    }
}

// After a '(' comes a node: "()" is not a game tree.
void expect_node(Scanner& in)
{
    in.skip_whitespace();
    if (in.at_end() || in.peek() != ';')
        fail(in.position(), "expected ';' after '(': a game tree starts with a node");
}

// The nodes of the main line of the first game tree, at most `max_nodes` of them. The whole
// tree is checked, but only the main line is kept, and anything after the tree (more trees of
// a collection) is not read.
//
// No recursion, so that deeply nested variations cannot overflow the stack. The main line
// is simply every node before the first ')': until a tree closes, each '(' met opens the
// first variation of the tree around it, because a second variation can only start after
// the first one has been closed.
std::vector<Node> read_main_line(std::string_view text, int max_nodes)
{
    Scanner in(text);
    in.skip_byte_order_mark();
    in.skip_whitespace();
    if (in.at_end() || in.peek() != '(') fail(in.position(), "an SGF game record starts with '(;'");
    in.next();
    expect_node(in);

    std::vector<Node> main_line;
    bool on_main_line = true;
    for (int depth = 1; depth > 0;) {
        in.skip_whitespace();
        if (in.at_end()) fail(in.position(), "missing ')': the text ends inside a game tree");
        const char ch = in.peek();
        if (ch == ';') {
            if (on_main_line && main_line.size() == static_cast<std::size_t>(max_nodes))
                fail(in.position(), "the main line goes on past " + std::to_string(max_nodes) +
                                        " nodes, the most a game record may have");
            Node node = read_node(in);
            if (on_main_line) main_line.push_back(std::move(node));
        } else if (ch == '(') {
            in.next();
            expect_node(in);
            ++depth;
        } else if (ch == ')') {
            in.next();
            on_main_line = false;
            --depth;
        } else {
            fail(in.position(), "expected ';', '(' or ')', not " + shown(ch));
        }
    }
    return main_line;
}

// ==== reading, part 2: the main line into a game ========================================

// A whole number of at most two digits (all SGF numbers Go needs here are small).
std::optional<int> small_number(std::string_view text)
{
    if (text.empty() || text.size() > 2) return std::nullopt;
    int n = 0;
    for (char ch : text) {
        if (ch < '0' || ch > '9') return std::nullopt;
        n = n * 10 + (ch - '0');
    }
    return n;
}

// FF[4]'s Real: an optional sign, digits, and optionally '.' and more digits.
std::optional<double> real_number(std::string_view text)
{
    constexpr std::size_t kLongest = 16; // no komi needs more; keeps the written form short too
    if (text.empty() || text.size() > kLongest) return std::nullopt;
    std::string_view digits = text;
    if (digits[0] == '+' || digits[0] == '-') digits.remove_prefix(1);
    const std::size_t dot = digits.find('.');
    const std::string_view whole = digits.substr(0, dot);
    const std::string_view fraction = dot == digits.npos ? "" : digits.substr(dot + 1);
    const auto all_digits = [](std::string_view s) {
        for (char ch : s)
            if (ch < '0' || ch > '9') return false;
        return true;
    };
    if (whole.empty() || !all_digits(whole) || !all_digits(fraction)) return std::nullopt;
    if (dot != digits.npos && fraction.empty()) return std::nullopt;

    double value = 0;
    if (text[0] == '+') text.remove_prefix(1); // from_chars takes '-' but not '+'
    std::from_chars(text.data(), text.data() + text.size(), value);
    return value;
}

// What a property does to the game, by FF[4]'s property types.
enum class Kind { Move, Setup, RootOnly, GameInfo, Ignored };

Kind kind_of(const std::string& id)
{
    if (id == "B" || id == "W") return Kind::Move;
    if (id == "AB" || id == "AW" || id == "AE" || id == "PL") return Kind::Setup;
    if (id == "SZ" || id == "GM") return Kind::RootOnly;
    if (id == "KM") return Kind::GameInfo;
    return Kind::Ignored;
}

// Why a move is illegal, in words.
std::string reason(MoveStatus status)
{
    switch (status) {
    case MoveStatus::Occupied: return "occupied: a stone is already there";
    case MoveStatus::Suicide: return "suicide: the stone would have no liberty";
    case MoveStatus::Ko: return "ko: it retakes the ko at once";
    case MoveStatus::Superko: return "superko: it repeats an earlier position";
    case MoveStatus::OffBoard: return "off the board";
    case MoveStatus::Legal: break;
    }
    return "legal";
}

// The start position while setup nodes are read: just colours on a padded array.
//
// Why not a Board: `Board::set_stone` rebuilds every string after each stone, so a record
// that sets up and clears the whole board node after node would take quadratic time. The
// Board is built once, when the first move arrives (`GameBuilder::start_game`).
struct SetupGrid {
    explicit SetupGrid(Geometry g) : geometry(g)
    {
        color.fill(Color::Wall);
        for (int y = 1; y <= g.height; ++y)
            for (int x = 1; x <= g.width; ++x) color[g.point(x, y)] = Color::Empty;
    }

    // A stone of some string that touches no empty point, if there is one: flood fill each
    // string from its first stone in raster order.
    std::optional<Point> stone_without_liberties() const
    {
        std::array<bool, kMaxCells> seen{};
        std::vector<Point> todo;
        for (Point first = 0; first < geometry.cells(); ++first) {
            const Color c = color[first];
            if ((c != Color::Black && c != Color::White) || seen[first]) continue;
            bool has_liberty = false;
            seen[first] = true;
            todo.assign(1, first);
            while (!todo.empty()) {
                const Point p = todo.back();
                todo.pop_back();
                for (int i = 0; i < 4; ++i) {
                    const Point q = p + geometry.dir(i);
                    if (color[q] == Color::Empty) has_liberty = true;
                    if (color[q] == c && !seen[q]) {
                        seen[q] = true;
                        todo.push_back(q);
                    }
                }
            }
            if (!has_liberty) return first;
        }
        return std::nullopt;
    }

    Geometry geometry;
    std::array<Color, kMaxCells> color{};
};

// Builds the game node by node: setup nodes fill the start grid, and the first move turns
// it into the start board of a `Game`, after which only moves (and game information) may follow.
class GameBuilder {
public:
    explicit GameBuilder(Rules rules) : rules_(rules) {}

    void add_node(const Node& node, bool is_root)
    {
        check_repeats(node);
        const Property* move = nullptr;
        std::vector<const Property*> setup;
        for (const Property& property : node.properties) {
            switch (kind_of(property.id)) {
            case Kind::Move:
                if (move)
                    fail(property.at, "two moves in one node (" + move->id + " and " + property.id +
                                          "): put each in its own node");
                move = &property;
                break;
            case Kind::Setup: setup.push_back(&property); break;
            case Kind::RootOnly: read_root_property(property, is_root); break;
            case Kind::GameInfo: read_komi(property); break;
            case Kind::Ignored: break;
            }
        }
        if (move && !setup.empty())
            fail(move->at, "a move (" + move->id + ") in the same node as setup (" +
                               setup.front()->id + "): FF[4] keeps them in separate nodes");
        if (!setup.empty()) read_setup(node, setup);
        if (move) play(*move);
    }

    Game finish()
    {
        if (!game_) start_game(first_to_move_.value_or(Color::Black));
        return std::move(*game_);
    }

private:
    // FF[4] allows each property at most once per node; repeated moves get their own message.
    static void check_repeats(const Node& node)
    {
        std::vector<std::string_view> seen; // known identifiers only, so at most a handful
        for (const Property& property : node.properties) {
            const Kind kind = kind_of(property.id);
            if (kind == Kind::Ignored || kind == Kind::Move) continue;
            if (std::find(seen.begin(), seen.end(), property.id) != seen.end())
                fail(property.at, "property " + property.id + " appears twice in one node");
            seen.push_back(property.id);
        }
    }

    static const Value& single_value(const Property& property)
    {
        if (property.values.size() != 1)
            fail(property.values[1].at, property.id + " takes exactly one value");
        return property.values.front();
    }

    void read_root_property(const Property& property, bool is_root)
    {
        if (!is_root) fail(property.at, property.id + " belongs in the root node only");
        const Value& value = single_value(property);
        if (property.id == "GM") {
            if (value.text != "1")
                fail(value.at, "GM[" + quoted(value.text) + "] is not Go: only GM[1] can be read");
        } else {
            read_size(value);
        }
    }

    // SZ[19] or SZ[W:H], each side 1..19.
    void read_size(const Value& value)
    {
        const std::string& text = value.text;
        const std::size_t colon = text.find(':');
        const auto width = small_number(std::string_view(text).substr(0, colon));
        const auto height =
            colon == text.npos ? width : small_number(std::string_view(text).substr(colon + 1));
        if (!width || !height || !valid_geometry(*width, *height))
            fail(value.at, "bad SZ[" + quoted(text) + "]: expected a size from 1 to 19, or W:H");
        setup_ = SetupGrid(Geometry{*width, *height});
    }

    void read_komi(const Property& property)
    {
        const Value& value = single_value(property);
        const auto komi = real_number(value.text);
        if (!komi)
            fail(value.at, "bad KM[" + quoted(value.text) + "]: expected a number such as 6.5");
        rules_.komi = *komi;
        if (game_) game_->set_komi(*komi);
    }

    void read_setup(const Node& node, const std::vector<const Property*>& setup)
    {
        if (game_)
            fail(setup.front()->at, "setup (" + setup.front()->id +
                                        ") after moves is not supported: put it before the "
                                        "first move");
        std::array<bool, kMaxCells> set_here{};
        for (const Property* property : setup) {
            if (property->id == "PL") {
                read_player(*property);
                continue;
            }
            const Color color = property->id == "AB"   ? Color::Black
                                : property->id == "AW" ? Color::White
                                                       : Color::Empty;
            for (const Value& value : property->values)
                for (Point p : points_of(value, property->id)) {
                    if (set_here[p]) fail(value.at, "a point is set up twice in one node");
                    set_here[p] = true;
                    setup_.color[p] = color;
                }
        }
        if (const auto p = setup_.stone_without_liberties())
            fail(node.at, "the setup leaves the " + std::string(color_name(setup_.color[*p])) +
                              " string at " + to_sgf_point(setup_.geometry, *p) +
                              " without liberties");
    }

    void read_player(const Property& property)
    {
        const Value& value = single_value(property);
        if (value.text != "B" && value.text != "W")
            fail(value.at, "bad PL[" + quoted(value.text) + "]: expected B or W");
        first_to_move_ = value.text == "B" ? Color::Black : Color::White;
    }

    // A point "cd", or FF[4]'s compressed rectangle "aa:cc" (two opposite corners).
    std::vector<Point> points_of(const Value& value, const std::string& id) const
    {
        const Geometry& g = setup_.geometry;
        const std::size_t colon = value.text.find(':');
        const auto corner = [&](std::string_view text) {
            const auto p = parse_sgf_point(g, text);
            if (!p || *p == kPass)
                fail(value.at, "bad point [" + quoted(value.text) + "] in " + id +
                                   ": not a point of the " + size_name() + " board");
            return *p;
        };
        const Point a = corner(std::string_view(value.text).substr(0, colon));
        const Point b =
            colon == value.text.npos ? a : corner(std::string_view(value.text).substr(colon + 1));
        std::vector<Point> points;
        for (int y = std::min(g.y_of(a), g.y_of(b)); y <= std::max(g.y_of(a), g.y_of(b)); ++y)
            for (int x = std::min(g.x_of(a), g.x_of(b)); x <= std::max(g.x_of(a), g.x_of(b)); ++x)
                points.push_back(g.point(x, y));
        return points;
    }

    void play(const Property& property)
    {
        const Value& value = single_value(property);
        const Color color = property.id == "B" ? Color::Black : Color::White;
        const auto p = parse_sgf_point(setup_.geometry, value.text);
        if (!p)
            fail(value.at, "bad point " + property.id + "[" + quoted(value.text) +
                               "]: not a point of the " + size_name() + " board");
        if (!game_) start_game(first_to_move_.value_or(color));
        const MoveStatus status = game_->play(color, *p);
        if (status != MoveStatus::Legal)
            fail(property.at, "illegal move " + property.id + "[" + value.text + "] (move " +
                                  std::to_string(game_->moves().size() + 1) +
                                  "): " + reason(status));
    }

    // The setup is over: the start board is built once, from the grid.
    void start_game(Color first)
    {
        Board start(setup_.geometry.width, setup_.geometry.height);
        for (Point p : start.points())
            if (setup_.color[p] != Color::Empty) start.set_stone(p, setup_.color[p]);
        game_.emplace(std::move(start), rules_, first);
    }

    std::string size_name() const
    {
        return std::to_string(setup_.geometry.width) + "x" + std::to_string(setup_.geometry.height);
    }

    Rules rules_;
    SetupGrid setup_{Geometry{19, 19}}; // FF[4]'s default size for Go
    std::optional<Color> first_to_move_;
    std::optional<Game> game_;
};

// ==== writing ===========================================================================

// Appends tokens, starting a new line before one that would make the line too long.
class LineWrapper {
public:
    void add(std::string_view token)
    {
        if (line_length_ > 0 && line_length_ + token.size() > kWidth) new_line();
        text_ += token;
        line_length_ += token.size();
    }

    // Text that must not be broken (it may hold line breaks of its own), on a line of its own.
    void add_verbatim(std::string_view text)
    {
        new_line();
        text_ += text;
        line_length_ = text.size();
        new_line();
    }

    void new_line()
    {
        if (line_length_ == 0) return;
        text_ += '\n';
        line_length_ = 0;
    }

    std::string text() && { return std::move(text_); }

private:
    static constexpr std::size_t kWidth = 78;
    std::string text_;
    std::size_t line_length_ = 0;
};

std::string escaped(std::string_view text)
{
    std::string out;
    for (char ch : text) {
        if (ch == ']' || ch == '\\') out += '\\';
        out += ch;
    }
    return out;
}

std::string size_text(const Board& board)
{
    const std::string width = std::to_string(board.width());
    return board.width() == board.height() ? width : width + ":" + std::to_string(board.height());
}

// The shortest text that reads back as the same number, without an exponent: "7.5", "6".
std::string komi_text(double komi)
{
    if (komi == 0) return "0";      // also for -0
    std::array<char, 400> buffer{}; // room for any double in fixed notation
    const auto end =
        std::to_chars(buffer.data(), buffer.data() + buffer.size(), komi, std::chars_format::fixed)
            .ptr;
    return std::string(buffer.data(), end);
}

// PL is written when White starts (FF[4] readers assume Black otherwise), and also in the
// rare game where Black starts but White makes the first move, so reading gives it back.
std::string player_property(const Game& game)
{
    const Color first = game.first_to_move();
    if (first == Color::White) return "PL[W]";
    if (!game.moves().empty() && game.moves().front().color == Color::White) return "PL[B]";
    return "";
}

void add_setup(LineWrapper& out, const Board& start, Color color, std::string_view id)
{
    bool first = true;
    for (Point p : start.points()) {
        if (start.at(p) != color) continue;
        if (first) out.new_line();
        out.add((first ? std::string(id) : "") + "[" + to_sgf_point(start.geometry(), p) + "]");
        first = false;
    }
}

void add_game_info(LineWrapper& out, const SgfGameInfo& info)
{
    if (!info.black_player.empty()) out.add("PB[" + escaped(info.black_player) + "]");
    if (!info.white_player.empty()) out.add("PW[" + escaped(info.white_player) + "]");
    if (!info.result.empty()) out.add("RE[" + escaped(info.result) + "]");
    if (!info.comment.empty()) {
        // A comment is free text with its own line breaks: it goes on lines of its own.
        out.add_verbatim("C[" + escaped(info.comment) + "]");
    }
}

} // namespace

Game read_sgf(std::string_view text, Rules rules, SgfLimits limits)
{
    if (text.size() > limits.max_bytes) {
        // The error stands at the first character that starts past the limit: where to cut.
        Scanner in(text.substr(0, limits.max_bytes));
        while (!in.at_end()) in.next();
        fail(in.position(), "the text goes on past " + std::to_string(limits.max_bytes) +
                                " bytes, the most a game record may have");
    }
    const std::vector<Node> main_line = read_main_line(text, limits.max_main_line_nodes);
    GameBuilder builder(rules);
    for (std::size_t i = 0; i < main_line.size(); ++i) builder.add_node(main_line[i], i == 0);
    return builder.finish();
}

std::string write_sgf(const Game& game, const std::string& result)
{
    return write_sgf(game, SgfGameInfo{"", "", result, ""});
}

std::string write_sgf(const Game& game, const SgfGameInfo& info)
{
    const Board& start = game.start();
    LineWrapper out;
    out.add("(;FF[4]GM[1]CA[UTF-8]SZ[" + size_text(start) + "]KM[" + komi_text(game.rules().komi) +
            "]");
    out.add(player_property(game));
    add_game_info(out, info);
    add_setup(out, start, Color::Black, "AB");
    add_setup(out, start, Color::White, "AW");
    if (!game.moves().empty()) out.new_line();
    const Geometry& g = start.geometry();
    for (const Move& move : game.moves())
        out.add(std::string(move.color == Color::Black ? ";B[" : ";W[") +
                to_sgf_point(g, move.point) + "]");
    out.add(")");
    out.new_line();
    return std::move(out).text();
}

std::string write_sgf(const gomoku::Board& board, const SgfGameInfo& info)
{
    LineWrapper out;
    out.add("(;FF[4]GM[4]CA[UTF-8]SZ[" + std::to_string(board.size()) + "]");
    add_game_info(out, info);
    if (!board.moves().empty()) out.new_line();
    for (Point p : board.moves())
        out.add(std::string(board.at(p) == Color::Black ? ";B[" : ";W[") +
                to_sgf_point(board.geometry(), p) + "]");
    out.add(")");
    out.new_line();
    return std::move(out).text();
}

} // namespace stonelab
