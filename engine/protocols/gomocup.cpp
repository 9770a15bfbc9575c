#include "engine/protocols/gomocup.hpp"

#include <charconv>
#include <istream>
#include <ostream>

namespace stonelab::gomocup {

namespace {

// At most this many MESSAGE lines wait for the next answer; later problems are dropped.
constexpr std::size_t kMaxPendingMessages = 8;
// Messages quote at most this many characters of what they were sent.
constexpr std::size_t kMaxQuotedChars = 24;

bool is_space(char ch) { return ch == ' ' || ch == '\t'; }

std::string_view trim(std::string_view text)
{
    while (!text.empty() && (is_space(text.front()) || text.front() == '\r')) text.remove_prefix(1);
    while (!text.empty() && (is_space(text.back()) || text.back() == '\r')) text.remove_suffix(1);
    return text;
}

std::string upper(std::string_view text)
{
    std::string out(text);
    for (char& ch : out)
        if (ch >= 'a' && ch <= 'z') ch = static_cast<char>(ch - 'a' + 'A');
    return out;
}

// Text from the manager as an answer may quote it: on one line, printable, short.
std::string quoted(std::string_view text)
{
    std::string out = "`";
    for (std::size_t i = 0; i < text.size() && i < kMaxQuotedChars; ++i) {
        const auto ch = static_cast<unsigned char>(text[i]);
        out += ch < 0x20 || ch == 0x7f ? '?' : static_cast<char>(ch);
    }
    if (text.size() > kMaxQuotedChars) out += "...";
    return out + "`";
}

// A whole number made of digits only (a '-' first if `negative_ok`), or nothing.
template <typename Number>
std::optional<Number> whole(std::string_view text, bool negative_ok = false)
{
    text = trim(text);
    if (text.empty() || (text.front() == '-' && !negative_ok)) return std::nullopt;
    Number value{};
    const char* end = text.data() + text.size();
    const auto [ptr, error] = std::from_chars(text.data(), end, value);
    if (error != std::errc() || ptr != end) return std::nullopt;
    return value;
}

// Splits at commas into exactly `count` parts, or nothing.
std::optional<std::vector<std::string_view>> comma_parts(std::string_view text, std::size_t count)
{
    std::vector<std::string_view> parts;
    for (;;) {
        const std::size_t comma = text.find(',');
        parts.push_back(text.substr(0, comma));
        if (parts.size() > count) return std::nullopt;
        if (comma == std::string_view::npos) break;
        text.remove_prefix(comma + 1);
    }
    if (parts.size() != count) return std::nullopt;
    return parts;
}

Command command(Command::Kind kind, std::string text = "")
{
    Command c;
    c.kind = kind;
    c.text = std::move(text);
    return c;
}

Command malformed(std::string why) { return command(Command::Kind::Malformed, std::move(why)); }

std::string too_long_message()
{
    return "the line is longer than " + std::to_string(kMaxGomocupLineBytes) +
           " bytes, the most a command may have";
}

} // namespace

std::optional<std::pair<int, int>> parse_coordinates(std::string_view text)
{
    const auto parts = comma_parts(text, 2);
    if (!parts) return std::nullopt;
    const auto x = whole<int>((*parts)[0]), y = whole<int>((*parts)[1]);
    if (!x || !y || *x > 999 || *y > 999) return std::nullopt;
    return std::pair{*x, *y};
}

std::optional<BoardLine> parse_board_line(std::string_view line)
{
    const auto parts = comma_parts(line, 3);
    if (!parts) return std::nullopt;
    const auto x = whole<int>((*parts)[0]), y = whole<int>((*parts)[1]);
    const auto field = whole<int>((*parts)[2]);
    if (!x || !y || !field || *x > 999 || *y > 999 || *field < 1 || *field > 3) return std::nullopt;
    return BoardLine{*x, *y, *field};
}

Command parse_command(std::string_view line)
{
    if (line.size() > kMaxGomocupLineBytes) return malformed(too_long_message());
    line = trim(line);
    std::size_t end = 0;
    while (end < line.size() && !is_space(line[end])) ++end;
    const std::string word = upper(line.substr(0, end));
    const std::string_view rest = trim(line.substr(end));
    using Kind = Command::Kind;

    const auto no_arguments = [&](Kind kind) {
        if (!rest.empty()) return malformed(word + " takes no arguments, not " + quoted(rest));
        return command(kind);
    };
    const auto at_point = [&](Kind kind) {
        const auto xy = parse_coordinates(rest);
        if (!xy)
            return malformed(word + " needs a point X,Y (two whole numbers from 0), not " +
                             quoted(rest));
        Command c = command(kind);
        c.x = xy->first;
        c.y = xy->second;
        return c;
    };

    if (word == "START") {
        const auto size = whole<int>(rest);
        if (!size || *size > 999)
            return malformed("START needs the board size, a whole number such as 15, not " +
                             quoted(rest));
        Command c = command(Kind::Start);
        c.size = *size;
        return c;
    }
    if (word == "RECTSTART") return at_point(Kind::RectStart);
    if (word == "RESTART") return no_arguments(Kind::Restart);
    if (word == "BEGIN") return no_arguments(Kind::Begin);
    if (word == "TURN") return at_point(Kind::Turn);
    if (word == "BOARD") return no_arguments(Kind::Board);
    if (word == "TAKEBACK") return at_point(Kind::Takeback);
    if (word == "PLAY") return at_point(Kind::Play);
    if (word == "ABOUT") return no_arguments(Kind::About);
    if (word == "END") return no_arguments(Kind::End);
    if (word == "SWAP2BOARD") return no_arguments(Kind::Swap2Board);
    if (word == "DONE") return malformed("DONE without BOARD: it ends a BOARD command's stones");
    if (word == "INFO") {
        std::size_t key_end = 0;
        while (key_end < rest.size() && !is_space(rest[key_end])) ++key_end;
        if (key_end == 0) return malformed("INFO needs a key and a value: INFO timeout_turn 5000");
        Command c = command(Kind::Info);
        c.key = std::string(rest.substr(0, key_end));
        for (char& ch : c.key)
            if (ch >= 'A' && ch <= 'Z') ch = static_cast<char>(ch - 'A' + 'a');
        c.value = std::string(trim(rest.substr(key_end)));
        return c;
    }
    return command(Kind::Unknown, quoted(line.substr(0, end)) + " is not a command of this brain");
}

std::string coordinates(const gomoku::Board& board, Point p)
{
    const Geometry& g = board.geometry();
    return std::to_string(g.x_of(p) - 1) + "," + std::to_string(g.y_of(p) - 1);
}

std::optional<Point> point_at(const gomoku::Board& board, int x, int y)
{
    if (x < 0 || y < 0 || x >= board.size() || y >= board.size()) return std::nullopt;
    return board.geometry().point(x + 1, y + 1);
}

RuleBits rule_from_bits(std::uint32_t bits)
{
    RuleBits result;
    result.rule = (bits & 4) != 0   ? gomoku::Rule::Renju
                  : (bits & 1) != 0 ? gomoku::Rule::Standard
                                    : gomoku::Rule::Freestyle;
    const auto unsupported = [&](const char* what) {
        result.unsupported += (result.unsupported.empty() ? "" : " and ") + std::string(what);
    };
    if ((bits & 2) != 0) unsupported("continuous games");
    if ((bits & 8) != 0) unsupported("Caro");
    if ((bits & ~std::uint32_t{15}) != 0) unsupported("bits above 8");
    return result;
}

std::uint32_t rule_bits(gomoku::Rule rule)
{
    switch (rule) {
    case gomoku::Rule::Freestyle: return 0;
    case gomoku::Rule::Standard: return 1;
    case gomoku::Rule::Renju: break;
    }
    return 4;
}

// ==== the brain ============================================================================

Brain::Brain(gomoku::MoveFunction player, BrainOptions options)
    : player_(std::move(player)), options_(std::move(options)), rng_(options_.seed)
{
}

std::string Brain::handle_line(std::string_view line)
{
    if (ended_) return "";
    if (in_board_) return board_line(line);
    if (in_swap2_) return swap2_line(line);
    if (line.size() <= kMaxGomocupLineBytes && trim(line).empty()) return "";
    return with_messages(answer(parse_command(line)));
}

std::string Brain::with_messages(std::string reply)
{
    if (reply.empty()) return reply;
    std::string lines;
    for (const std::string& message : messages_) lines += "MESSAGE " + message + "\n";
    messages_.clear();
    return lines + reply;
}

std::string Brain::swap2_line(std::string_view line)
{
    const std::string word = line.size() > kMaxGomocupLineBytes ? "" : upper(trim(line));
    if (word == "END") ended_ = true;
    if (word != "DONE") return "";
    in_swap2_ = false;
    return with_messages("UNKNOWN SWAP2BOARD: the Swap2 opening is not played here\n");
}

std::string Brain::answer(const Command& c)
{
    using Kind = Command::Kind;
    const auto error = [](const std::string& why) { return "ERROR " + why + "\n"; };
    const bool needs_board = c.kind == Kind::Restart || c.kind == Kind::Begin ||
                             c.kind == Kind::Turn || c.kind == Kind::Takeback;
    if (needs_board && !board_) return error("no board yet: START N first");

    switch (c.kind) {
    case Kind::Unknown: return "UNKNOWN " + c.text + "\n";
    case Kind::Malformed: return error(c.text);
    case Kind::Start:
        if (c.size < gomoku::kMinSize || c.size > gomoku::kMaxSize)
            return error("unsupported board size " + std::to_string(c.size) +
                         ": this brain plays on " + std::to_string(gomoku::kMinSize) + "x" +
                         std::to_string(gomoku::kMinSize) + " to " +
                         std::to_string(gomoku::kMaxSize) + "x" + std::to_string(gomoku::kMaxSize) +
                         " boards");
        board_.emplace(c.size);
        return "OK\n";
    case Kind::RectStart:
        return error("rectangular boards are not supported: square boards only, with START N");
    case Kind::Restart: board_.emplace(board_->size()); return "OK\n";
    case Kind::Begin:
        if (board_->stone_count() != 0)
            return error("BEGIN on a board with stones: BEGIN opens a game on an empty board");
        return move();
    case Kind::Turn: {
        const std::string played = play_at(c.x, c.y, board_->to_move(), "TURN");
        return played.empty() ? move() : played;
    }
    case Kind::Play: return error("PLAY answers a SUGGEST, and this brain never suggests a move");
    case Kind::Board:
        in_board_ = true;
        board_lines_.clear();
        board_line_count_ = 0;
        board_error_ = board_ ? "" : "no board yet: START N first";
        return "";
    case Kind::Takeback: {
        const auto p = point_at(*board_, c.x, c.y);
        if (!p || board_->at(*p) == Color::Empty)
            return error("TAKEBACK " + std::to_string(c.x) + "," + std::to_string(c.y) +
                         ": there is no stone there");
        // Stones never leave a Gomoku board but by undo, so the board is built again without
        // this stone, the others in their order.
        gomoku::Board rebuilt(board_->size());
        for (Point q : board_->moves())
            if (q != *p) rebuilt.place(q, board_->at(q));
        *board_ = rebuilt;
        return "OK\n";
    }
    case Kind::Info: {
        const auto note = [&](const std::string& why) {
            if (messages_.size() < kMaxPendingMessages)
                messages_.push_back("INFO " + c.key + ": " + why);
        };
        const auto number = [&](long long& field) {
            const auto value = whole<long long>(c.value, c.key == "time_left");
            if (!value)
                note(quoted(c.value) + " is not a whole number" +
                     (c.key == "time_left" ? "" : " from 0"));
            else
                field = *value;
        };
        if (c.key == "timeout_turn") number(info_.timeout_turn);
        if (c.key == "timeout_match") number(info_.timeout_match);
        if (c.key == "time_left") number(info_.time_left);
        if (c.key == "max_memory") number(info_.max_memory);
        if (c.key == "game_type") {
            const auto type = whole<int>(c.value);
            if (!type || *type > 3)
                note(quoted(c.value) + " is not a game type (0, 1, 2 or 3)");
            else
                info_.game_type = *type;
        }
        if (c.key == "rule") {
            const auto bits = whole<std::uint32_t>(c.value);
            if (!bits) {
                note(quoted(c.value) + " is not a rule (a sum of 1, 2, 4 and 8)");
            } else {
                const RuleBits rule = rule_from_bits(*bits);
                options_.rule = rule.rule;
                if (!rule.unsupported.empty())
                    note("not played here: " + rule.unsupported + "; playing " +
                         gomoku::rule_name(rule.rule));
            }
        }
        if (c.key == "folder") info_.folder = c.value;
        return ""; // evaluate and unknown keys are ignored, as the protocol says
    }
    case Kind::About:
        return "name=\"" + options_.name + "\", version=\"" + options_.version + "\", author=\"" +
               options_.author + "\", country=\"" + options_.country + "\"\n";
    case Kind::End: ended_ = true; return "";
    case Kind::Swap2Board: in_swap2_ = true; return "";
    }
    return error("internal error: a command of no kind");
}

std::string Brain::play_at(int x, int y, Color color, const char* what)
{
    const std::string name = std::string(what) + " " + std::to_string(x) + "," + std::to_string(y);
    const auto p = point_at(*board_, x, y);
    if (!p)
        return "ERROR " + name + ": off the " + std::to_string(board_->size()) + "x" +
               std::to_string(board_->size()) + " board\n";
    if (board_->at(*p) != Color::Empty) return "ERROR " + name + ": the point is taken\n";
    board_->place(*p, color);
    return "";
}

std::string Brain::move()
{
    if (board_->is_full()) return "ERROR the board is full: there is no move left\n";
    const Point p = player_(*board_, options_.rule, rng_);
    if (!board_->is_empty(p)) return "ERROR the player chose a point that is not empty\n";
    board_->play(p);
    return coordinates(*board_, p) + "\n";
}

std::string Brain::board_line(std::string_view line)
{
    if (line.size() > kMaxGomocupLineBytes) {
        ++board_line_count_;
        if (board_error_.empty())
            board_error_ =
                "stone line " + std::to_string(board_line_count_) + ": " + too_long_message();
        return "";
    }
    const std::string_view text = trim(line);
    if (text.empty()) return "";
    const std::string word = upper(text);
    if (word == "END") {
        ended_ = true;
        return "";
    }
    if (word == "DONE") {
        in_board_ = false;
        return with_messages(finish_board());
    }
    const int number = ++board_line_count_;
    if (!board_error_.empty()) return "";
    const std::string where = "stone line " + std::to_string(number) + " " + quoted(text);
    const auto stone = parse_board_line(text);
    if (!stone) {
        board_error_ = where + " is not X,Y,FIELD (FIELD 1 for the brain's stone, 2 for the "
                               "opponent's)";
    } else if (stone->field == 3) {
        board_error_ = where + ": field 3 (a continuous game's winning line) is not played here";
    } else if (!point_at(*board_, stone->x, stone->y)) {
        board_error_ = where + " is off the " + std::to_string(board_->size()) + "x" +
                       std::to_string(board_->size()) + " board";
    } else if (static_cast<int>(board_lines_.size()) >= board_->geometry().area()) {
        board_error_ = where + ": more stones than the board has points";
    } else {
        board_lines_.push_back(*stone);
    }
    return "";
}

std::string Brain::finish_board()
{
    if (!board_error_.empty()) return "ERROR BOARD: " + board_error_ + "\n";
    int own = 0, theirs = 0;
    for (const BoardLine& stone : board_lines_) (stone.field == 1 ? own : theirs) += 1;
    if (own != theirs && own + 1 != theirs)
        return "ERROR BOARD: the brain has " + std::to_string(own) + " stones and the opponent " +
               std::to_string(theirs) +
               "; the brain plays the side to move, so it needs as many stones (Black) or one "
               "fewer (White)\n";
    const Color me = own == theirs ? Color::Black : Color::White;
    gomoku::Board position(board_->size());
    for (std::size_t i = 0; i < board_lines_.size(); ++i) {
        const BoardLine& stone = board_lines_[i];
        const Point p = *point_at(position, stone.x, stone.y);
        if (position.at(p) != Color::Empty)
            return "ERROR BOARD: stone line " + std::to_string(i + 1) + " puts a second stone on " +
                   std::to_string(stone.x) + "," + std::to_string(stone.y) + "\n";
        position.place(p, stone.field == 1 ? me : opponent(me));
    }
    *board_ = position;
    return move();
}

bool run_brain(std::istream& in, std::ostream& out, Brain& brain)
{
    std::string line;
    const auto handle = [&] {
        out << brain.handle_line(line) << std::flush;
        line.clear();
        return brain.ended();
    };
    for (int ch = in.get(); ch != std::char_traits<char>::eof(); ch = in.get()) {
        if (ch == '\n' || ch == '\r') {
            if (handle()) return true;
        } else if (line.size() <= kMaxGomocupLineBytes) {
            // One byte past the limit is enough to know the line is too long.
            line += static_cast<char>(ch);
        }
    }
    return !line.empty() && handle();
}

} // namespace stonelab::gomocup
