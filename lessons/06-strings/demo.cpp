// Lesson 6's demo: the strings of a position (seed 000's eight strings unless you give one),
// numbered by your label_strings and printed as an ID board, their records (your
// string_records and neighbour_strings) and the strings in atari (your strings_in_atari); then
// a few moves played on the table by your play, with what each did. With --step or --trace it
// shows the labelling point by point: the scan reaching the first stone of each string, then
// the flood of that string one stone at a time; --trace --format json writes those steps, and
// the moves, for the book's player. `stonelab run 6` runs it on your code, `stonelab run 6
// --solution` on the reference.
#include "strings.hpp"

#include "engine/formats/diagram.hpp"
#include "lessons/demo_support.hpp"
#include "lessons/not_implemented.hpp"

#include <CLI/CLI.hpp>

#include <fstream>
#include <iomanip>
#include <iostream>
#include <sstream>
#include <stdexcept>

using namespace stonelab;
using namespace stonelab::lesson06;

namespace {

// Seed 000's eight strings, as the lesson rebuilds them (README.md).
constexpr const char* kDefaultPosition = R"(
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . O O O . .
. . . . X O X . .
. . . O O X O X .
. . . . . X . . .
. . X . . . . . .
. . . . . . . . .
)";
// White takes string 2 at D5, Black takes string 6 at G3 (the lesson's worked example).
constexpr const char* kDefaultMoves = "W D5, B G3";

constexpr const char* kLegend = "marks: @ the stone the scan or the flood has reached; a stone "
                                "already labelled shows its id (1-9, then a-z for 10-35, + above)";

constexpr const char* kJsonLegend =
    "red ring: the stone the scan or the flood reaches in this step; numbers: the string ids "
    "given so far. Then the moves: triangle the stone played, cross the stones it captured, "
    "numbers the table's ids";

// One character for an id, so that the diagram keeps its columns; the whole number in a JSON
// trace (`full`), where a label may be longer.
std::string id_mark(int id, bool full = false)
{
    if (full) return std::to_string(id);
    if (id >= 1 && id <= 9) return std::string(1, static_cast<char>('0' + id));
    if (id >= 10 && id <= 35) return std::string(1, static_cast<char>('a' + id - 10));
    return "+";
}

std::string names_of(const Geometry& g, const std::vector<Point>& points)
{
    std::string text;
    for (Point p : points)
        text += (text.empty() ? "" : " ") +
                (g.on_board(p) ? to_gtp_vertex(g, p) : "index " + std::to_string(p));
    return text.empty() ? "none" : text;
}

std::string ids_of(const std::vector<int>& ids)
{
    std::string text;
    for (int id : ids) text += (text.empty() ? "" : " ") + std::to_string(id);
    return text.empty() ? "none" : text;
}

// The ID board, as seed 000's DisplayString prints it: three columns per point.
std::string id_board(const Geometry& g, const std::vector<int>& ids)
{
    std::ostringstream out;
    const auto letters = [&] {
        out << "   ";
        for (int x = 1; x <= g.width; ++x) out << std::setw(3) << gtp_column_letter(x);
        out << "\n";
    };
    letters();
    for (int y = 1; y <= g.height; ++y) {
        out << std::setw(2) << g.height - y + 1 << " ";
        for (int x = 1; x <= g.width; ++x) {
            const int id = ids[g.point(x, y)];
            out << std::setw(3) << (id == 0 ? std::string(".") : std::to_string(id));
        }
        out << "  " << g.height - y + 1 << "\n";
    }
    letters();
    return out.str();
}

// Your labels, or an exception saying why they cannot be drawn.
StringLabels checked_labels(const Board& board)
{
    StringLabels labels = label_strings(board);
    if (labels.width != board.width() || labels.height != board.height() ||
        labels.id.size() != static_cast<std::size_t>(board.geometry().cells()))
        throw std::runtime_error("label_strings returned a " + std::to_string(labels.width) + "x" +
                                 std::to_string(labels.height) + " board with " +
                                 std::to_string(labels.id.size()) + " ids; the board has " +
                                 std::to_string(board.geometry().cells()) + " cells");
    return labels;
}

// The labelling again, point by point: the raster scan stops at the first stone of each string,
// then the string fills in, stone by stone, in the order a flood from that stone reaches them.
void show_labelling(demo::Stepper& stepper, const Board& board, const StringLabels& labels)
{
    const Geometry& g = board.geometry();
    std::map<Point, std::string> shown; // the stones labelled so far, drawn with their ids
    std::vector<bool> started(labels.id.size() + 1, false);
    for (Point start : board.points()) {
        const int id = labels.id[start];
        if (board.at(start) == Color::Empty || shown.count(start)) continue;
        if (id <= 0 || static_cast<std::size_t>(id) >= started.size() || started[id]) {
            auto marks = shown;
            marks[start] = "@";
            stepper.step("the scan reaches " + to_gtp_vertex(g, start) +
                             ", a stone no flood has reached, but its id is " + std::to_string(id) +
                             ": the first stone of a string gets the next id",
                         board, marks);
            shown[start] = id_mark(id, stepper.json());
            continue;
        }
        started[id] = true;
        auto marks = shown;
        marks[start] = "@";
        stepper.step("the scan reaches " + to_gtp_vertex(g, start) + ", a stone without an id: " +
                         "string " + std::to_string(id) + " starts here",
                     board, marks);
        shown[start] = id_mark(id, stepper.json());
        std::vector<Point> wave = {start};
        for (std::size_t next = 0; next < wave.size(); ++next)
            for (int i = 0; i < 4; ++i) {
                const Point q = board.neighbour(wave[next], i);
                if (!g.on_board(q) || labels.id[q] != id || shown.count(q)) continue;
                marks = shown;
                marks[q] = "@";
                stepper.step("string " + std::to_string(id) + " reaches " + to_gtp_vertex(g, q) +
                                 " from " + to_gtp_vertex(g, wave[next]),
                             board, marks);
                shown[q] = id_mark(id, stepper.json());
                wave.push_back(q);
            }
    }
    stepper.step("every stone has its id", board, shown);
}

void print_records(std::ostream& out, const Board& board, const StringLabels& labels)
{
    const Geometry& g = board.geometry();
    std::vector<StringRecord> records = string_records(board, labels);
    out << "records (string_records, neighbour_strings):\n";
    for (StringRecord& record : records) {
        record.neighbours = neighbour_strings(labels, record);
        out << "  string " << record.id << ": " << color_name(record.color) << ", " << record.size()
            << (record.size() == 1 ? " stone " : " stones ") << names_of(g, record.stones) << ", "
            << record.liberty_count() << (record.liberty_count() == 1 ? " liberty " : " liberties ")
            << names_of(g, record.liberties) << ", neighbours " << ids_of(record.neighbours)
            << "\n";
    }
    out << "strings in atari (strings_in_atari), and where the opponent takes them:\n";
    for (Color player : {Color::Black, Color::White}) {
        out << "  " << color_name(player) << ":";
        const std::vector<Atari> ataris = strings_in_atari(records, player);
        for (std::size_t i = 0; i < ataris.size(); ++i)
            out << (i == 0 ? " string " : ", string ") << ataris[i].id << " at "
                << names_of(g, {ataris[i].liberty});
        out << (ataris.empty() ? " none\n" : "\n");
    }
}

struct ScriptedMove {
    Color color;
    Point point;
    std::string text;
};

// "B D5, W G3" -> the moves; throws std::runtime_error naming what it cannot read.
std::vector<ScriptedMove> parse_moves(const Board& board, const std::string& text)
{
    std::vector<ScriptedMove> moves;
    std::istringstream list(text);
    for (std::string item; std::getline(list, item, ',');) {
        std::istringstream words(item);
        std::string who, where;
        if (!(words >> who >> where))
            throw std::runtime_error("--moves: '" + item + "' is not 'B D4' or 'W D4'");
        for (char& c : who) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        const Color color = who == "b" || who == "black"   ? Color::Black
                            : who == "w" || who == "white" ? Color::White
                                                           : Color::Empty;
        const auto point = parse_gtp_vertex(board.geometry(), where);
        if (color == Color::Empty || !point || *point == kPass)
            throw std::runtime_error(
                "--moves: '" + item + "' is not a colour and a point of this " +
                std::to_string(board.width()) + "x" + std::to_string(board.height()) + " board");
        moves.push_back({color, *point, (color == Color::Black ? "Black " : "White ") + where});
    }
    return moves;
}

// The ids of the table on its stones, as marks (text) or labels (JSON).
std::map<Point, std::string> id_marks(const Board& board, const StringTable& table, bool full)
{
    std::map<Point, std::string> marks;
    for (Point p : board.points())
        if (table.id[p] != 0) marks[p] = id_mark(table.id[p], full);
    return marks;
}

// A move's frame for the JSON trace: the ids as labels, the stone played marked `move` and the
// stones it removed `capture` (the text trace shows the ids only).
trace::Frame move_frame(const Board& before, const Board& after, const StringTable& table,
                        Point move, const std::string& caption)
{
    trace::Frame frame;
    frame.board = after;
    frame.caption = caption;
    frame.marks.push_back({move, trace::MarkKind::Move});
    for (Point p : after.points())
        if (before.at(p) != Color::Empty && after.at(p) == Color::Empty)
            frame.marks.push_back({p, trace::MarkKind::Capture});
    for (const auto& [p, text] : id_marks(after, table, true)) frame.labels.push_back({p, text});
    return frame;
}

// The moves on the table (your play), each shown with the ids of the table after it.
void play_moves(demo::Stepper& stepper, std::ostream& out, Board board,
                const std::vector<ScriptedMove>& moves)
{
    StringTable table = make_table(board);
    for (const ScriptedMove& move : moves) {
        const Board before = board;
        if (board.play(move.color, move.point) != MoveStatus::Legal)
            throw std::runtime_error(move.text + " is not a legal move here");
        const MoveReport report = play(table, move.color, move.point);
        const std::string what = move.text + ": string " + std::to_string(report.id) + ", joined " +
                                 ids_of(report.joined) + ", captured " + ids_of(report.captured) +
                                 "; next_id " + std::to_string(table.next_id);
        if (table.id.size() != static_cast<std::size_t>(board.geometry().cells()))
            throw std::runtime_error("after " + move.text + " the table has " +
                                     std::to_string(table.id.size()) + " ids");
        if (stepper.json()) {
            stepper.frame(move_frame(before, board, table, move.point,
                                     what + "\n(labels: the table's ids after the move)"));
        } else if (stepper.showing()) {
            stepper.step(what, board, id_marks(board, table, false));
        } else {
            out << what << "\n" << id_board(board.geometry(), table.id);
        }
    }
}

Board read_position(const std::string& file)
{
    if (file.empty()) return parse_diagram(kDefaultPosition);
    std::ifstream in(file);
    if (!in) throw std::runtime_error("cannot read " + file);
    std::ostringstream text;
    text << in.rdbuf();
    return parse_diagram(text.str());
}

} // namespace

int main(int argc, char** argv)
{
    CLI::App app{"Lesson 6: strings. Labels the strings of a position (seed 000's ID board), "
                 "prints their records and the strings in atari, then plays moves on the table "
                 "of strings."};
    demo::Mode mode = demo::Mode::Plain;
    demo::add_mode_options(app, mode);
    std::string file;
    std::string moves_text;
    app.add_option("position", file,
                   "A text diagram file (default: seed 000's eight strings, rebuilt)");
    app.add_option("--moves", moves_text,
                   "Moves to play on the table, e.g. \"B C3, W D4\" (default with the seed's "
                   "position: \"W D5, B G3\"; none with yours)");
    CLI11_PARSE(app, argc, argv);
    if (file.empty() && moves_text.empty()) moves_text = kDefaultMoves;

    try {
        const Board board = read_position(file);
        const std::vector<ScriptedMove> moves = parse_moves(board, moves_text);
        demo::Stepper stepper(mode);
        stepper.describe(6, "Labelling strings in raster order, then moves on the table of strings",
                         {{"@", trace::MarkKind::Visit}});
        // In a JSON trace the document is the whole output: the position is its first frame,
        // the records go into the caption of the labelling's last frame.
        std::ostringstream text;
        std::ostream& out = stepper.json() ? text : std::cout;
        out << "the position:\n" << print_diagram(board);
        const StringLabels labels = checked_labels(board);
        if (stepper.showing()) {
            stepper.note(stepper.json() ? kJsonLegend : kLegend);
            trace::Frame position;
            position.board = board;
            position.caption = "the position: the scan reads it row by row, from the top, each "
                               "row left to right";
            stepper.frame(position);
            show_labelling(stepper, board, labels);
        }
        out << "string ids (label_strings):\n" << id_board(board.geometry(), labels.id);
        std::ostringstream records;
        print_records(stepper.json() ? records : out, board, labels);
        if (stepper.json()) {
            std::string lines = records.str();
            if (!lines.empty() && lines.back() == '\n') lines.pop_back();
            stepper.note(lines);
        }
        play_moves(stepper, out, board, moves);
        stepper.finish();
        return 0;
    } catch (const NotImplemented& error) {
        std::cerr << "lesson06: " << error.what() << "\n";
        return 1;
    } catch (const std::exception& error) {
        std::cerr << "lesson06: " << error.what() << "\n";
        return 1;
    }
}
